// Requesting a withdrawal: the form's and the add-account form's events, the two calls' answers, and what the player sees.
import { accountProblems, withdrawalMachine } from "../../machines/withdrawal.machine";
import type { FlowPlan } from "../plan";

const limits = { min: "100.00", max: "50000.00" };

export const withdrawalPlan: FlowPlan = {
  machine: withdrawalMachine,
  inputs: [
    { limits, payoutAccountId: null },
    { limits, payoutAccountId: 3 },
  ],
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
    requestWithdrawal: [
      {
        id: 9,
        amount: "250.00",
        status: "requested",
        payoutAccount: "bKash 01712345678",
        rejectReason: null,
        receiptAuto: false,
        createdAt: "2026-11-23T08:00:00.000Z",
        disbursedAt: null,
        autoConfirmAt: null,
      },
    ],
    addPayoutAccount: [{ id: 4, kind: "ewallet", provider: "bKash", holderName: "Rahim Uddin", accountNumber: "01712345678" }],
  },
  errors: {
    requestWithdrawal: [{ code: "wrong_payment_password", message: "The payment password is not correct." }],
    addPayoutAccount: [{ code: "too_many_payout_accounts", message: "At most 5." }],
  },
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
  seen: {
    editing:
      "The withdraw form: the payout accounts to choose from and an Add a payout account link, the amount with the limits and the withdrawals left today, and the payment password. Problems show under the fields and the server's reason (a wrong payment password, which empties the password) above the Withdraw button.",
    submitting: "The same form with the Withdraw button disabled while the request goes out.",
    requested:
      "In place of the form, a message says the withdrawal of the amount is requested and will be paid out soon, with a New withdrawal button; the balance and the withdrawals list refresh.",
    addingAccount:
      "The Add a payout account form: Mobile wallet or Bank account, the provider or bank, the holder's name and the account number, with Cancel and Save account. Problems show under the fields and a refusal (too many payout accounts) above the buttons.",
    savingAccount: "The same account form with Save account disabled while the account is saved; then the withdraw form returns with the new account chosen.",
  },
  said: {
    "account.select": "the player picks a payout account",
    "field.change": "the player types the amount or the payment password",
    "form.submit": "the player presses Withdraw",
    "account.add": "the player presses Add a payout account",
    "account.kind": "the player picks Mobile wallet or Bank account",
    "account.change": "the player types in the account form",
    "account.save": "the player presses Save account",
    "account.cancel": "the player presses Cancel",
    "withdraw.again": "the player presses New withdrawal",
  },
};
