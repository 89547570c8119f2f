// Account dialogs: the events that open and close them, and which dialog the player sees in each state.
import { authDialogsMachine } from "../../machines/authDialogs.machine";
import type { FlowPlan } from "../plan";

export const authDialogsPlan: FlowPlan = {
  machine: authDialogsMachine,
  serializeState: (s) => JSON.stringify([s.value, s.context.knownOldPassword, s.context.redirect]),
  events: [
    { type: "dialog.login" },
    { type: "dialog.changePassword" },
    { type: "dialog.changePassword", knownOldPassword: "123456", pendingToken: "t" },
    { type: "dialog.changePassword", knownOldPassword: "123456", pendingToken: "t", redirect: "/member/depositv2" },
    { type: "dialog.logout" },
    { type: "dialog.forgotPassword" },
    { type: "dialog.register" },
    { type: "dialog.close" },
    { type: "protected.request", accountType: null },
    { type: "protected.request", accountType: 4 },
    { type: "protected.request", accountType: 0 },
  ],
  seen: {
    closed: "No account dialog is open: the page as it was.",
    login: "The Log in dialog with the login form over the page.",
    changePassword:
      "The Change password dialog. After a login that forces a new password it says so and does not ask for the current one; the login is finished only once the new password is set.",
    trialWarning: 'A "Real account needed" dialog says "Please Register An Account First", with an OK button.',
    logoutConfirm: 'The Log out dialog asks "Are you sure you want to logout?" with Cancel and Confirm buttons.',
    forgotPassword: "The Forgot password dialog with the form to recover the password by email or by phone.",
    register: "The Register dialog with the registration form.",
  },
  said: {
    "dialog.login": "the player opens Log in",
    "dialog.changePassword": "the player opens Change password, or a login demands a new password",
    "dialog.logout": "the player chooses Sign out",
    "dialog.forgotPassword": "the player opens Forgot password",
    "dialog.register": "the player opens Register",
    "dialog.close": "the player closes the dialog",
    "protected.request": "the player tries something that needs a real account",
  },
};
