// Transfers: the transfer form's events, the transfer call's answers, and what the player (or agent) sees.
import { transferMachine } from "../../machines/transfer.machine";
import type { FlowPlan } from "../plan";

export const transferPlan: FlowPlan = {
  machine: transferMachine,
  inputs: [{ mode: "wallet", vendor: "TALA" }, { mode: "downline" }, { mode: "upline" }],
  events: [
    { type: "field.change", field: "amount", value: "50" },
    { type: "field.change", field: "amount", value: "0" },
    { type: "field.change", field: "username", value: "demo" },
    { type: "field.change", field: "paymentPassword", value: "246810" },
    { type: "direction.swap" },
    { type: "form.submit" },
  ],
  outputs: { transfer: [{ transferId: 11, balance: "950.00", replayed: false }] },
  errors: { transfer: [{ code: "insufficient_funds", message: "The balance is not enough for this amount." }] },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.mode,
      s.context.values.from,
      s.context.values.amount,
      s.context.values.username !== "",
      s.context.values.paymentPassword !== "",
      Object.keys(s.context.problems).sort(),
      s.context.errorCode,
    ]),
  seen: {
    editing:
      "The transfer form: From and To wallets with a swap button on My wallet, or the member's username and the payment password on Agent transfers, and the amount. Problems show under the fields and the server's reason (a balance too small, a wrong payment password, which empties the password) above the Transfer button.",
    submitting: "The same form with the Transfer button disabled while the money moves.",
    done: "The form says Done with the main wallet's new balance; the amount and the payment password are empty again and the balances refresh.",
  },
  said: {
    "field.change": "the player fills in a field of the transfer form",
    "direction.swap": "the player swaps From and To",
    "form.submit": "the player presses Transfer",
  },
};
