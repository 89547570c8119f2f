// The payment password: the form's events, the save call's answers, and what the player sees on My account.
import { paymentPasswordMachine } from "../../machines/paymentPassword.machine";
import type { FlowPlan } from "../plan";

export const paymentPasswordPlan: FlowPlan = {
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
  seen: {
    editing:
      "On My account, the Set a payment password form (Change the payment password, with the current one first, when there is one): the new six digits twice, problems under the fields and the server's reason above Save. A wrong current password empties that field.",
    saving: "The same form with Save disabled while the password is saved.",
    saved:
      'The fields are empty and the form says "Your payment password is saved."; its title now reads Change the payment password, with a field for the current one.',
  },
  said: {
    "field.change": "the player types in a payment password field",
    "form.submit": "the player presses Save",
  },
};
