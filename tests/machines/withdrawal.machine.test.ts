// Requesting a withdrawal: an account (added on the spot if needed), an amount within the limits, the payment password.
import { expect } from "vitest";
import { accountProblems, withdrawalProblems } from "../../machines/withdrawal.machine";
import { describeMachinePaths } from "./pathTest";
import { withdrawalPlan } from "../../flowbook/plans/withdrawal";

describeMachinePaths("withdrawal", {
  ...withdrawalPlan,
  states: {
    editing: (s) => expect(s.hasTag("submitting") || s.hasTag("requested")).toBe(false),
    submitting: (s) => {
      expect(s.hasTag("submitting")).toBe(true);
      expect(withdrawalProblems(s.context)).toEqual({});
    },
    requested: (s) => {
      expect(s.hasTag("requested")).toBe(true);
      expect(s.context.withdrawal?.status).toBe("requested");
      expect(s.context.values.paymentPassword).toBe("");
    },
    addingAccount: (s) => expect(s.hasTag("addingAccount")).toBe(true),
    savingAccount: (s) => expect(accountProblems(s.context.account)).toEqual({}),
  },
});
