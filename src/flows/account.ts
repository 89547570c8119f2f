// Account dialog flows: registration, password recovery and change, logout. Loaded when one of them first opens.
import { fromPromise } from "xstate";
import { changePasswordMachine } from "../../machines/changePassword.machine";
import { forgotPasswordMachine } from "../../machines/forgotPassword.machine";
import { logoutMachine } from "../../machines/logout.machine";
import { registrationMachine } from "../../machines/registration.machine";
import { resetPasswordMachine } from "../../machines/resetPassword.machine";
import { smsCountdownMachine } from "../../machines/smsCountdown.machine";
import { accountApi } from "../api/account";
import type { Services } from "./services";

export function accountFlows({ client }: Services) {
  const account = accountApi(client);
  return {
    changePassword: changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input: { token, ...request } }) => account.changePassword(request, token)) },
    }),
    logout: logoutMachine.provide({ actors: { logout: fromPromise(() => account.logout()) } }),
    resetSmsCountdown: smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => account.sendNoLoginCode("reset", input)) } }),
    forgotPassword: forgotPasswordMachine.provide({
      actors: {
        fetchCaptcha: fromPromise(() => account.captcha()),
        requestByEmail: fromPromise(({ input }) => account.forgotByEmail(input)),
        resetByPhone: fromPromise(({ input }) => account.resetByPhone(input)),
      },
    }),
    resetPassword: resetPasswordMachine.provide({ actors: { resetByLink: fromPromise(({ input }) => account.resetByLink(input)) } }),
    registration: registrationMachine.provide({
      actors: {
        checkAffiliate: fromPromise(({ input }) => account.affiliateValid(input.code, window.location.host)),
        fetchCaptcha: fromPromise(() => account.captcha()),
        register: fromPromise(({ input }) => account.register(input.tab, input.request)),
      },
    }),
    registerSmsCountdown: smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => account.sendRegisterCode(input)) } }),
  };
}
export type AccountFlows = ReturnType<typeof accountFlows>;
