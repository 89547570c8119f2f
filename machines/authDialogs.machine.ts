// Which account dialog is open: login, forced or chosen password change, the trial warning, the logout confirmation.
import { assign, setup } from "xstate";
import { protectedAction } from "./access";

export type AuthDialogEvent =
  | { type: "dialog.login" }
  /**
   * knownOldPassword: the password just used to log in, when the change is forced right after; redirect: where that
   * login was going (the login page's ?redirect), which the session goes to once the new password is set.
   */
  | { type: "dialog.changePassword"; knownOldPassword?: string; pendingToken?: string; redirect?: string | undefined }
  | { type: "dialog.logout" }
  | { type: "dialog.forgotPassword" }
  | { type: "dialog.register" }
  | { type: "dialog.close" }
  /** A protected action: who asks decides whether it goes ahead, needs a login, or needs a real account. */
  | { type: "protected.request"; accountType: number | null };

export const authDialogsMachine = setup({
  types: { context: {} as { knownOldPassword: string | null; pendingToken: string | null; redirect: string | null }, events: {} as AuthDialogEvent, tags: {} as "open" },
  actions: {
    keepKnownPassword: assign(({ event }) =>
      event.type === "dialog.changePassword"
        ? { knownOldPassword: event.knownOldPassword ?? null, pendingToken: event.pendingToken ?? null, redirect: event.redirect ?? null }
        : { knownOldPassword: null, pendingToken: null, redirect: null },
    ),
    forgetKnownPassword: assign({ knownOldPassword: null, pendingToken: null, redirect: null }),
  },
  guards: {
    needsLogin: ({ event }) => event.type === "protected.request" && protectedAction(event.accountType) === "login",
    isTrialAccount: ({ event }) => event.type === "protected.request" && protectedAction(event.accountType) === "trialWarning",
  },
}).createMachine({
  id: "authDialogs",
  context: { knownOldPassword: null, pendingToken: null, redirect: null },
  initial: "closed",
  on: {
    "dialog.login": ".login",
    "dialog.changePassword": { target: ".changePassword", actions: "keepKnownPassword" },
    "dialog.logout": ".logoutConfirm",
    "dialog.forgotPassword": ".forgotPassword",
    "dialog.register": ".register",
    "protected.request": [
      { guard: "needsLogin", target: ".login" },
      { guard: "isTrialAccount", target: ".trialWarning" },
    ],
  },
  states: {
    closed: {},
    login: { tags: ["open"], on: { "dialog.close": "closed" } },
    changePassword: { tags: ["open"], exit: "forgetKnownPassword", on: { "dialog.close": "closed" } },
    trialWarning: { tags: ["open"], on: { "dialog.close": "closed" } },
    logoutConfirm: { tags: ["open"], on: { "dialog.close": "closed" } },
    forgotPassword: { tags: ["open"], on: { "dialog.close": "closed" } },
    register: { tags: ["open"], on: { "dialog.close": "closed" } },
  },
});
