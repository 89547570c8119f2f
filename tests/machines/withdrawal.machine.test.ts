// Requesting a withdrawal: an account (added on the spot if needed), an amount within the limits, the payment password.
import { expect } from "vitest";
import { accountProblems, withdrawalMachine, withdrawalProblems } from "../../machines/withdrawal.machine";
import { describeMachinePaths } from "./pathTest";

const limits = { min: "100.00", max: "50000.00" };

describeMachinePaths("withdrawal", {
  machine: withdrawalMachine,
  inputs: [{ limits, payoutAccountId: null }, { limits, payoutAccountId: 3 }],
  events: [
    { type: "account.select", id: 3 },
    { type: "field.change", field: "amount", value: "250" },
    { type: "field.change", field: "amount", value: "5" },
    { type: "field.change", field: "paymentPassword", value: "246810" },
    { type: "form.submit" },
    { type: "account.add" },
    { type: "account.kind", kind: "bank" },
    { type: "account.change", field: "provider", value: "bKash" },
    { type: "account.change", field: "holderName", value: "Rahim Uddin" },
    { type: "account.change", field: "accountNumber", value: "01712345678" },
    { type: "account.save" },
    { type: "account.cancel" },
    { type: "withdraw.again" },
  ],
  outputs: {
    requestWithdrawal: [{ id: 9, amount: "250.00", status: "requested", payoutAccount: "bKash 01712345678", rejectReason: null, receiptAuto: false, createdAt: "2026-11-23T08:00:00.000Z", disbursedAt: null, autoConfirmAt: null }],
    addPayoutAccount: [{ id: 4, kind: "ewallet", provider: "bKash", holderName: "Rahim Uddin", accountNumber: "01712345678" }],
  },
  errors: { requestWithdrawal: [{ code: "wrong_payment_password", message: "The payment password is not correct." }], addPayoutAccount: [{ code: "too_many_payout_accounts", message: "At most 5." }] },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.payoutAccountId !== null,
      s.context.values.amount,
      s.context.values.paymentPassword !== "",
      Object.keys(accountProblems(s.context.account)).length === 0,
      Object.keys(s.context.problems).sort(),
      s.context.errorCode,
    ]),
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
