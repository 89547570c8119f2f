// The lottery ticket: a slip is bought only when complete, once per key (a retry after a failure keeps its key, a new
// slip takes the next), follows the draw taking bets, and a placed ticket ends won or lost when its draw settles.
import { createActor, fromPromise, waitFor } from "xstate";
import { expect, it } from "vitest";
import { lotteryTicketMachine, PICK_DIGITS, potentialWin, type LotteryTicket, type LotteryTicketContext, type TicketOrder } from "../../machines/lotteryTicket.machine";
import { AMOUNT_PATTERN, toMinor } from "../../src/contract/wallet";
import { callsOf, describeMachinePaths } from "./pathTest";
import { lotteryTicketInput as input, lotteryTicketPlan, placedTicketSample as placed } from "../../flowbook/plans/lotteryTicket";

describeMachinePaths("lotteryTicket", {
  ...lotteryTicketPlan,
  states: {
    // The slip can be changed; Confirm opens only once it is complete: a pick that fits the bet type, a stake above zero.
    choosing: (s) => {
      const { betType, pick, stake }: Pick<LotteryTicketContext, "betType" | "pick" | "stake"> = s.context;
      const pickFits = new RegExp(`^\\d{${PICK_DIGITS[betType]}}$`).test(pick);
      expect(s.can({ type: "slip.confirm" })).toBe(pickFits && AMOUNT_PATTERN.test(stake) && toMinor(stake) > 0n);
    },
    confirming: (s) => expect(s.context.pick).toMatch(s.context.betType === "2D" ? /^\d{2}$/ : /^$/),
    // The slip as confirmed is bought.
    placing: (s) => expect(callsOf(s).buyTicket).toMatchObject({ gameCode: s.context.gameCode, betType: s.context.betType, pick: s.context.pick, stake: s.context.stake }),
    refused: (s) => expect(s.context.errorCode).toBe("draw_closed"),
    placed: (s) => expect(s.context.ticket?.status).toBe("placed"),
    settled: (s) => expect(s.context.ticket?.status).toBe("won"),
  },
});

it("buys with one key per slip: the same key again after a refusal, the next for a new slip", async () => {
  const orders: TicketOrder[] = [];
  let refuse = true;
  const machine = lotteryTicketMachine.provide({
    actors: {
      buyTicket: fromPromise<LotteryTicket, TicketOrder>(async ({ input: order }) => {
        orders.push(order);
        if (refuse) throw Object.assign(new Error("short"), { code: "insufficient_funds" });
        return placed;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  actor.send({ type: "type.choose", betType: "3D" });
  actor.send({ type: "slip.confirm" });
  expect(actor.getSnapshot().value).toBe("choosing");
  actor.send({ type: "pick.set", pick: "512" });
  actor.send({ type: "slip.confirm" });
  actor.send({ type: "slip.place" });
  await waitFor(actor, (s) => s.matches("refused"), { timeout: 1000 });
  expect(actor.getSnapshot().context.errorCode).toBe("insufficient_funds");
  refuse = false;
  actor.send({ type: "slip.edit" });
  actor.send({ type: "slip.confirm" });
  actor.send({ type: "slip.place" });
  await waitFor(actor, (s) => s.matches("placed"), { timeout: 1000 });
  actor.send({ type: "slip.new" });
  actor.send({ type: "pick.set", pick: "513" });
  actor.send({ type: "slip.confirm" });
  actor.send({ type: "slip.place" });
  await waitFor(actor, (s) => s.matches("placed"), { timeout: 1000 });
  expect(orders.map((order) => [order.pick, order.key])).toEqual([
    // Each change of the slip is a new purchase: the type and the pick made it the third.
    ["512", "slip-abc-2"],
    ["512", "slip-abc-2"],
    ["513", "slip-abc-4"],
  ]);
  actor.stop();
});

it("states what a stake returns at the board's odds, in whole minor units", () => {
  expect(potentialWin("2.50", "95.000")).toBe("237.50");
  expect(potentialWin("1.01", "1.960")).toBe("1.97");
  expect(potentialWin("10", "2.000")).toBe("20.00");
  expect(potentialWin("1.005", "2.000")).toBeNull();
});

it("buys a slip changed after a failed purchase under a new key: the failed key keeps its first answer", async () => {
  const keys: string[] = [];
  let fail = true;
  const machine = lotteryTicketMachine.provide({
    actors: {
      buyTicket: fromPromise<LotteryTicket, TicketOrder>(async ({ input: order }) => {
        keys.push(order.key);
        if (fail) throw Object.assign(new Error("lost"), { code: "network_error" });
        return placed;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  actor.send({ type: "slip.confirm" });
  actor.send({ type: "slip.place" });
  await waitFor(actor, (s) => s.matches("refused"), { timeout: 1000 });
  fail = false;
  actor.send({ type: "slip.edit" });
  actor.send({ type: "type.choose", betType: "SMALL" });
  actor.send({ type: "slip.confirm" });
  actor.send({ type: "slip.place" });
  await waitFor(actor, (s) => s.matches("placed"), { timeout: 1000 });
  expect(keys).toEqual(["slip-abc-0", "slip-abc-1"]);
  actor.stop();
});
