// Account dialogs: a protected action opens the login for a visitor and the trial warning for a trial account.
import { expect } from "vitest";
import { describeMachinePaths } from "./pathTest";
import { authDialogsPlan } from "../../flowbook/plans/authDialogs";

describeMachinePaths("authDialogs", {
  ...authDialogsPlan,
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
