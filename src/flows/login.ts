// Login flows: loaded with the first login form, which the home page shows only on wide screens.
import { fromPromise } from "xstate";
import { loginMachine } from "../../machines/login.machine";
import { smsCountdownMachine } from "../../machines/smsCountdown.machine";
import { sessionStore } from "../api/session";
import { accountApi } from "../api/account";
import type { Services } from "./services";

export function loginFlows({ client }: Services) {
  const account = accountApi(client);
  return {
    login: loginMachine.provide({
      actors: { login: fromPromise(({ input }) => account.login(input)), fetchCaptcha: fromPromise(() => account.captcha()) },
    }),
    smsCountdown: smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => account.sendNoLoginCode("login", input)) } }),
    rememberedUsername: sessionStore.rememberedUsername,
    rememberUsername: sessionStore.rememberUsername,
  };
}
export type LoginFlows = ReturnType<typeof loginFlows>;
