// The payment password: six digits, confirmed, and the current one first when there is one.
import { expect } from "vitest";
import { paymentPasswordProblems } from "../../machines/paymentPassword.machine";
import { callsOf, describeMachinePaths } from "./pathTest";
import { paymentPasswordPlan } from "../../flowbook/plans/paymentPassword";

describeMachinePaths("paymentPassword", {
  ...paymentPasswordPlan,
  states: {
    // Nothing on its way; a field's own problem on screen still holds for what is typed in it (a mismatch compares two
    // fields and stays until the next submit, even once the new password is typed to match).
    editing: (s) => {
      expect(callsOf(s)).toStrictEqual({});
      const { confirmPaymentPassword: _mismatch, ...own } = s.context.problems;
      expect(paymentPasswordProblems(s.context)).toMatchObject(own);
    },
    saving: (s) => expect(paymentPasswordProblems(s.context)).toEqual({}),
    saved: (s) => {
      expect(s.context.hasPaymentPassword).toBe(true);
      expect(s.context.values.newPaymentPassword).toBe("");
    },
  },
});
