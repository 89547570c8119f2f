// Account dialogs: a protected action opens the login for a visitor and the trial warning for a trial account.
import type { AnyMachineSnapshot } from "xstate";
import { expect } from "vitest";
import { describeMachinePaths } from "./pathTest";
import { authDialogsPlan } from "../../flowbook/plans/authDialogs";

/** A dialog other than the password change: it closes, and holds no password, pending login or destination. */
function closesAndKeepsNothing(s: AnyMachineSnapshot) {
  expect(s.can({ type: "dialog.close" })).toBe(true);
  expect(s.context).toEqual({ knownOldPassword: null, pendingToken: null, redirect: null });
}

describeMachinePaths("authDialogs", {
  ...authDialogsPlan,
  states: {
    closed: (s) => {
      expect(s.hasTag("open")).toBe(false);
      // A closed dialog forgets the old password, the pending login and where it was going.
      expect(s.context).toEqual({ knownOldPassword: null, pendingToken: null, redirect: null });
    },
    login: (s) => closesAndKeepsNothing(s),
    changePassword: (s) => {
      expect(s.hasTag("open")).toBe(true);
      // Where the forced change's login was going travels with the pending login, never alone.
      if (s.context.redirect !== null) expect(s.context.pendingToken).not.toBeNull();
    },
    trialWarning: (s) => closesAndKeepsNothing(s),
    logoutConfirm: (s) => closesAndKeepsNothing(s),
    forgotPassword: (s) => closesAndKeepsNothing(s),
    register: (s) => closesAndKeepsNothing(s),
  },
});
