// Spending points: a choice, the payment password, one spend per key (kept on a retry, new for the next choice),
// never more points than the balance, conversions in whole ratios.
import { createActor, fromPromise, waitFor } from "xstate";
import { expect, it } from "vitest";
import { pointSpendMachine, spendProblem } from "../../machines/pointSpend.machine";
import { callsOf, describeMachinePaths } from "./pathTest";
import { mallSample as mall, pointSpendPlan, spentSample as spent } from "../../flowbook/plans/pointSpend";

describeMachinePaths("pointSpend", {
  ...pointSpendPlan,
  states: {
    // The mall (the balance, the rewards) is asked for, with no spend chosen.
    loading: (s) => {
      expect(callsOf(s)).toStrictEqual({ loadMall: undefined });
      expect(s.context.spend).toBeNull();
    },
    browsing: (s) => expect(s.context.spend).toBeNull(),
    confirming: (s) => expect(s.context.spend).not.toBeNull(),
    spending: (s) => expect(spendProblem(s.context)).toBeNull(),
    failed: (s) => expect(s.context.errorCode).toBe("network_error"),
  },
});

it("refuses spends the balance cannot pay and conversions off the ratio, and asks for the password", () => {
  expect(spendProblem({ mall, spend: { kind: "reward", rewardId: 2 }, paymentPassword: "246810" })).toBe("tooFewPoints");
  expect(spendProblem({ mall, spend: { kind: "convert", points: 150 }, paymentPassword: "246810" })).toBe("points");
  expect(spendProblem({ mall, spend: { kind: "reward", rewardId: 9 }, paymentPassword: "246810" })).toBe("points");
  expect(spendProblem({ mall, spend: { kind: "convert", points: 300 }, paymentPassword: "" })).toBe("password");
  expect(spendProblem({ mall, spend: { kind: "convert", points: 300 }, paymentPassword: "246810" })).toBeNull();
});

it("keeps the key for a retry after a wrong password and takes a new one for the next spend", async () => {
  const keys: string[] = [];
  let fail = true;
  const actor = createActor(
    pointSpendMachine.provide({
      actors: {
        loadMall: fromPromise(async () => mall),
        spendPoints: fromPromise(async ({ input }) => {
          keys.push(input.key);
          if (fail) throw { code: "wrong_payment_password" };
          return spent;
        }),
      },
    }),
  ).start();
  await waitFor(actor, (s) => s.matches("browsing"), { timeout: 1000 });
  actor.send({ type: "reward.choose", rewardId: 1 });
  actor.send({ type: "password.change", value: "000000" });
  actor.send({ type: "spend.confirm" });
  await waitFor(actor, (s) => s.matches("confirming"), { timeout: 1000 });
  expect(actor.getSnapshot().context.errorCode).toBe("wrong_payment_password");
  fail = false;
  actor.send({ type: "password.change", value: "246810" });
  actor.send({ type: "spend.confirm" });
  await waitFor(actor, (s) => s.matches("browsing") && s.context.result !== null, { timeout: 1000 });
  actor.send({ type: "convert.choose", points: 300 });
  actor.send({ type: "password.change", value: "246810" });
  actor.send({ type: "spend.confirm" });
  await waitFor(actor, (s) => s.matches("browsing") && s.context.result !== null, { timeout: 1000 });
  expect(keys[0]).toBe(keys[1]);
  expect(keys[2]).not.toBe(keys[1]);
});
