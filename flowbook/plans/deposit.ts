// Depositing: the methods, amounts and buttons of the deposit form, the deposit call's answers, and what the player sees.
import { depositMachine } from "../../machines/deposit.machine";
import type { Deposit } from "../../src/contract/wallet";
import type { FlowPlan } from "../plan";

export const providerMethodSample = { id: 1, kind: "provider" as const, min: "100.00", max: "50000.00" };
export const bankMethodSample = { id: 2, kind: "bank" as const, min: "500.00", max: "100000.00" };
export const depositSample = (checkoutUrl: string | null): Deposit => ({
  id: 7,
  method: "Demo Pay",
  kind: checkoutUrl ? "provider" : "bank",
  amount: "500.00",
  status: "pending",
  reference: "D1",
  checkoutUrl,
  bankDetails: {},
  createdAt: "2026-11-23T08:00:00.000Z",
});

export const depositPlan: FlowPlan = {
  machine: depositMachine,
  events: [
    { type: "method.select", method: providerMethodSample },
    { type: "method.select", method: bankMethodSample },
    { type: "field.change", field: "amount", value: "500" },
    { type: "field.change", field: "amount", value: "10.005" },
    { type: "form.submit" },
    { type: "deposit.again" },
  ],
  outputs: { createDeposit: [depositSample("/wps/payments/demo/checkout/D1"), depositSample(null)] },
  errors: { createDeposit: [{ code: "amount_out_of_range", message: "The amount must be between 100.00 and 50000.00." }] },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.method?.kind ?? null,
      s.context.amount,
      Object.keys(s.context.problems)
        .filter((k) => s.context.problems[k])
        .sort(),
      s.context.errorCode,
    ]),
  seen: {
    editing:
      "The deposit form: the payment methods with their limits, the amount with quick amounts, a field for the player's own transfer reference when a bank method is chosen, problems under the fields and the server's reason above the button. The button reads Continue to payment, or Get the bank details for a bank method; the recent deposits are listed below.",
    submitting: "The same form with its button disabled while the deposit is created.",
    atProvider: "The browser goes on to the payment provider's checkout page; until it has left, the form stays with its button disabled.",
    byBank:
      "In place of the form, a card asks the player to send the transfer to the bank account shown, with the amount and the reference to write on it, and a New deposit button. The recent deposits list shows the new one as Waiting for payment.",
  },
  said: {
    "method.select": "the player picks a payment method",
    "field.change": "the player types an amount",
    "form.submit": "the player presses Continue to payment (or Get the bank details)",
    "deposit.again": "the player presses New deposit",
  },
};
