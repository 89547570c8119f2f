// Transfers: main ↔ vendor wallet, to a downline member, or to the upline; one key per transfer.
import { expect, it } from "vitest";
import { transferMachine, transferProblems } from "../../machines/transfer.machine";
import { describeMachinePaths } from "./pathTest";

describeMachinePaths("transfer", {
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
    JSON.stringify([s.value, s.context.mode, s.context.values.from, s.context.values.amount, s.context.values.username !== "", s.context.values.paymentPassword !== "", Object.keys(s.context.problems).sort(), s.context.errorCode]),
  states: {
    editing: (s) => expect(s.hasTag("submitting")).toBe(false),
    submitting: (s) => expect(transferProblems(s.context.mode, s.context.values)).toEqual({}),
    done: (s) => {
      expect(s.hasTag("done")).toBe(true);
      expect(s.context.movement?.transferId).toBe(11);
      expect(s.context.values.paymentPassword).toBe("");
    },
  },
});

it("needs the main wallet on exactly one side of a wallet transfer, and the payment password for an agent's", () => {
  const values = { from: "", to: "", username: "", amount: "10", paymentPassword: "" };
  expect(transferProblems("wallet", values)).toEqual({ to: "sameWallet" });
  expect(transferProblems("wallet", { ...values, to: "TALA" })).toEqual({});
  expect(transferProblems("downline", values)).toEqual({ username: "required", paymentPassword: "required" });
  expect(transferProblems("upline", { ...values, paymentPassword: "1" })).toEqual({});
});
