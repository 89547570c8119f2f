// The signed-in member's calls the frame makes from the first paint on: who the member is, free play, their language.
import { loginValueSchema, memberInfoSchema, memberLanguageSchema } from "../contract/member";
import type { ApiClient } from "./client";

export function memberApi(client: ApiClient) {
  return {
    freePlay: () => client.call(loginValueSchema, "/wps/session/login/freeplay", { method: "POST" }),
    memberInfo: (token: string) => client.call(memberInfoSchema, "/wps/member/info", { token }),
    updateLanguage: (language: string) => client.call(memberLanguageSchema, "/wps/member/language", { method: "POST", body: { language } }),
  };
}
