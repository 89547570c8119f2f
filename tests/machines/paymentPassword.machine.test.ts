// The payment password: six digits, confirmed, and the current one first when there is one.
import { expect } from "vitest";
import { paymentPasswordMachine, paymentPasswordProblems } from "../../machines/paymentPassword.machine";
import { describeMachinePaths } from "./pathTest";

describeMachinePaths("paymentPassword", {
  machine: paymentPasswordMachine,
  inputs: [{ hasPaymentPassword: false }, { hasPaymentPassword: true }],
  events: [
    { type: "field.change", field: "oldPaymentPassword", value: "246810" },
    { type: "field.change", field: "newPaymentPassword", value: "135790" },
    { type: "field.change", field: "confirmPaymentPassword", value: "135790" },
    { type: "field.change", field: "newPaymentPassword", value: "12ab" },
    { type: "form.submit" },
  ],
  outputs: { savePaymentPassword: [{ hasPaymentPassword: true }] },
  errors: { savePaymentPassword: [{ code: "wrong_payment_password", message: "The payment password is not correct." }] },
  serializeState: (s) => JSON.stringify([s.value, s.context.hasPaymentPassword, s.context.values, Object.keys(s.context.problems).sort(), s.context.errorCode]),
  states: {
    editing: (s) => expect(s.hasTag("saving")).toBe(false),
    saving: (s) => expect(paymentPasswordProblems(s.context)).toEqual({}),
    saved: (s) => {
      expect(s.context.hasPaymentPassword).toBe(true);
      expect(s.context.values.newPaymentPassword).toBe("");
    },
  },
});
