// Account calls of the forms: captcha, login, SMS codes, passwords, registration, logout. Secrets travel only in bodies.
import * as z from "zod/mini";
import {
  affiliateValueSchema,
  captchaSchema,
  loginValueSchema,
  smsValueSchema,
  type LoginRequest,
  type RegisterRequest,
} from "../contract/account";
import type { ApiClient } from "./client";

export function accountApi(client: ApiClient) {
  return {
    captcha: () => client.call(captchaSchema, "/wps/captcha"),
    login: (request: LoginRequest) => client.call(loginValueSchema, "/wps/session/login", { method: "POST", body: request }),
    logout: () => client.call(z.unknown(), "/wps/session/logout", { method: "DELETE" }),
    /** Answers how long the code lives and how long the request took, for the countdown. */
    async sendNoLoginCode(purpose: "login" | "reset", request: { mobileNum: string; countryDialingCode: string; captchaId?: string; captcha?: string }) {
      const started = Date.now();
      const { expiredMinutes } = await client.call(smsValueSchema, "/wps/verification/sms/noLogin", { method: "POST", body: { ...request, purpose } });
      return { expiredMinutes, latencyMs: Date.now() - started };
    },
    /** Form-encoded, as SPEC §7 names it, with the human check; the answer is the same whether or not the pair matched. */
    forgotByEmail: (request: { username: string; email: string; captchaId: string; captcha: string }) =>
      client.call(z.unknown(), "/wps/member/password/email", { method: "POST", form: request }),
    /** The mailed link's token with the new password twice: answers a fresh login. */
    resetByLink: (request: { token: string; newPassword: string; confirmNewPassword: string }) =>
      client.call(loginValueSchema, "/wps/member/password/reset", { method: "POST", body: request }),
    resetByPhone: (request: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string }) =>
      client.call(loginValueSchema, "/wps/member/password/verification", { method: "POST", body: request }),
    /** token: the one a forced change got at login, before the session counts as logged in. */
    async affiliateValid(code: string, domain: string) {
      return (await client.call(affiliateValueSchema, "/wps/agent/affiliate", { query: { code, domain } })).valid;
    },
    register: (tab: "register" | "registerMobile", request: RegisterRequest) =>
      client.call(loginValueSchema, tab === "register" ? "/wps/member/register" : "/wps/member/register/mobile", { method: "PUT", body: request }),
    async sendRegisterCode(request: { mobileNum: string; countryDialingCode: string; captchaId?: string; captcha?: string }) {
      const started = Date.now();
      const { expiredMinutes } = await client.call(smsValueSchema, "/wps/verification/sms/register", { method: "POST", body: request });
      return { expiredMinutes, latencyMs: Date.now() - started };
    },
    changePassword: (request: { oldPassword?: string; newPassword: string; confirmNewPassword: string }, token?: string) =>
      client.call(loginValueSchema, "/wps/member/password", { method: "POST", body: request, token }),
  };
}
export type AccountApi = ReturnType<typeof accountApi>;
