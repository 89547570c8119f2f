// Requesting a withdrawal: an account (added on the spot if needed), an amount within the limits, the payment password.
import { expect } from "vitest";
import { accountProblems, withdrawalProblems } from "../../machines/withdrawal.machine";
import { callsOf, describeMachinePaths } from "./pathTest";
import { withdrawalPlan } from "../../flowbook/plans/withdrawal";

describeMachinePaths("withdrawal", {
  ...withdrawalPlan,
  states: {
    // The form, no withdrawal requested and nothing on its way.
    editing: (s) => {
      expect(s.context.withdrawal).toBeNull();
      expect(callsOf(s)).toStrictEqual({});
    },
    submitting: (s) => {
      expect(s.hasTag("submitting")).toBe(true);
      expect(withdrawalProblems(s.context)).toEqual({});
    },
    requested: (s) => {
      expect(s.hasTag("requested")).toBe(true);
      expect(s.context.withdrawal?.status).toBe("requested");
      expect(s.context.values.paymentPassword).toBe("");
    },
    // The account form: a problem on screen is one the rule still finds in what is typed.
    addingAccount: (s) => expect(accountProblems(s.context.account)).toMatchObject(s.context.problems),
    savingAccount: (s) => expect(accountProblems(s.context.account)).toEqual({}),
  },
});
