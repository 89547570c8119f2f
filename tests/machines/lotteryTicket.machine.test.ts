// The lottery ticket: a slip is bought only when complete, once per key (a retry after a failure keeps its key, a new
// slip takes the next), follows the draw taking bets, and a placed ticket ends won or lost when its draw settles.
import { createActor, fromPromise } from "xstate";
import { expect, it } from "vitest";
import { lotteryTicketMachine, potentialWin, type LotteryTicket, type TicketOrder } from "../../machines/lotteryTicket.machine";
import { describeMachinePaths } from "./pathTest";
import { lotteryTicketInput as input, lotteryTicketPlan, placedTicketSample as placed } from "../../flowbook/plans/lotteryTicket";

describeMachinePaths("lotteryTicket", {
  ...lotteryTicketPlan,
  states: {
    choosing: (s) => expect(s.hasTag("editing")).toBe(true),
    confirming: (s) => expect(s.context.pick).toMatch(s.context.betType === "2D" ? /^\d{2}$/ : /^$/),
    placing: (s) => expect(s.hasTag("busy")).toBe(true),
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
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  actor.send({ type: "type.choose", betType: "3D" });
  actor.send({ type: "confirm" });
  expect(actor.getSnapshot().value).toBe("choosing");
  actor.send({ type: "pick.set", pick: "512" });
  actor.send({ type: "confirm" });
  actor.send({ type: "place" });
  await settle();
  expect(actor.getSnapshot().context.errorCode).toBe("insufficient_funds");
  refuse = false;
  actor.send({ type: "back" });
  actor.send({ type: "confirm" });
  actor.send({ type: "place" });
  await settle();
  actor.send({ type: "again" });
  actor.send({ type: "pick.set", pick: "513" });
  actor.send({ type: "confirm" });
  actor.send({ type: "place" });
  await settle();
  expect(orders.map((order) => [order.pick, order.key])).toEqual([
    ["512", "slip-abc-0"],
    ["512", "slip-abc-0"],
    ["513", "slip-abc-1"],
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
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  actor.send({ type: "confirm" });
  actor.send({ type: "place" });
  await settle();
  fail = false;
  actor.send({ type: "back" });
  actor.send({ type: "type.choose", betType: "SMALL" });
  actor.send({ type: "confirm" });
  actor.send({ type: "place" });
  await settle();
  expect(keys).toEqual(["slip-abc-0", "slip-abc-1"]);
  actor.stop();
});
