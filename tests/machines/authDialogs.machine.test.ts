// Account dialogs: a protected action opens the login for a visitor and the trial warning for a trial account.
import { expect } from "vitest";
import { authDialogsMachine } from "../../machines/authDialogs.machine";
import { describeMachinePaths } from "./pathTest";

describeMachinePaths("authDialogs", {
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
  states: {
    closed: (s) => {
      expect(s.hasTag("open")).toBe(false);
      // A closed dialog forgets the old password, the pending login and where it was going.
      expect(s.context).toEqual({ knownOldPassword: null, pendingToken: null, redirect: null });
    },
    login: (s) => expect(s.hasTag("open")).toBe(true),
    changePassword: (s) => {
      expect(s.hasTag("open")).toBe(true);
      // Where the forced change's login was going travels with the pending login, never alone.
      if (s.context.redirect !== null) expect(s.context.pendingToken).not.toBeNull();
    },
    trialWarning: (s) => expect(s.hasTag("open")).toBe(true),
    logoutConfirm: (s) => expect(s.hasTag("open")).toBe(true),
    forgotPassword: (s) => expect(s.hasTag("open")).toBe(true),
    register: (s) => expect(s.hasTag("open")).toBe(true),
  },
});
