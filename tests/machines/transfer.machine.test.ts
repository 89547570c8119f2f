// Transfers: main ↔ vendor wallet, to a downline member, or to the upline; one key per transfer.
import { expect, it } from "vitest";
import { transferProblems } from "../../machines/transfer.machine";
import { describeMachinePaths } from "./pathTest";
import { transferPlan } from "../../flowbook/plans/transfer";

describeMachinePaths("transfer", {
  ...transferPlan,
  states: {
    // A problem on screen is one the rule still finds in what is typed.
    editing: (s) => expect(transferProblems(s.context.mode, s.context.values)).toMatchObject(s.context.problems),
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
