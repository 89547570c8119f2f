// The payment password: six digits, confirmed, and the current one first when there is one.
import { expect } from "vitest";
import { paymentPasswordProblems } from "../../machines/paymentPassword.machine";
import { describeMachinePaths } from "./pathTest";
import { paymentPasswordPlan } from "../../flowbook/plans/paymentPassword";

describeMachinePaths("paymentPassword", {
  ...paymentPasswordPlan,
  states: {
    editing: (s) => expect(s.hasTag("saving")).toBe(false),
    saving: (s) => expect(paymentPasswordProblems(s.context)).toEqual({}),
    saved: (s) => {
      expect(s.context.hasPaymentPassword).toBe(true);
      expect(s.context.values.newPaymentPassword).toBe("");
    },
  },
});
