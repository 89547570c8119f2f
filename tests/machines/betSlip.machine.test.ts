// The bet slip: prices go on and off (one per match), an accumulator or singles are placed with the prices the
// player saw, each once per key; a moved price comes back as an offer the player accepts (placing again at it) or
// edits; the slip clears after placing.
import { createActor, fromPromise } from "xstate";
import { expect, it } from "vitest";
import { accumulatorOdds, betSlipMachine, ordersOf, slipReturn, type BetOrder, type PlacedBet, type Selection } from "../../machines/betSlip.machine";
import { describeMachinePaths } from "./pathTest";

const home: Selection = { feedId: "FOOTBALL-1", market: "MATCH", outcome: "HOME", odds: "2.10", match: "Arsenal v Chelsea", pick: "Arsenal" };
const over: Selection = { feedId: "CRICKET-2", market: "TOTAL", outcome: "OVER", odds: "1.85", match: "Rangpur v Sylhet", pick: "Over 320.5" };
const placed: PlacedBet = { id: "7", stake: "10.00", odds: "3.88", status: "placed" };
const moved = { code: "odds_changed", message: "moved", value: { legs: [{ feedId: "FOOTBALL-1", market: "MATCH", outcome: "HOME", odds: "2.05" }] } };

describeMachinePaths("betSlip", {
  machine: betSlipMachine,
  inputs: [{ keyPrefix: "slip" }],
  events: [
    { type: "selection.toggle", selection: home },
    { type: "selection.toggle", selection: over },
    { type: "selection.remove", feedId: "FOOTBALL-1" },
    { type: "mode.set", mode: "singles" },
    { type: "stake.set", stake: "5.00" },
    { type: "oddsChange.set", rule: "higher" },
    { type: "place" },
    { type: "accept" },
    { type: "back" },
    { type: "clear" },
  ],
  outputs: { placeBets: [[placed]] },
  errors: { placeBets: [moved, { code: "market_suspended", message: "suspended" }] },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.selections.map((selection: Selection) => `${selection.feedId}@${selection.odds}`), s.context.mode, s.context.stake, s.context.oddsChange, s.context.placed.length, s.context.errorCode]),
  states: {
    empty: (s) => expect([s.hasTag("empty"), s.context.selections]).toEqual([true, []]),
    editing: (s) => expect(s.context.selections.length).toBeGreaterThan(0),
    placing: (s) => expect([s.hasTag("busy"), s.context.selections.length > 0]).toEqual([true, true]),
    pricesMoved: (s) => expect(s.context.offered).toEqual(moved.value.legs),
    refused: (s) => expect(s.context.errorCode).toBe("market_suspended"),
    placed: (s) => expect(s.context.placed).toEqual([placed]),
  },
});

it("multiplies an accumulator's prices as the server does, and places one accumulator or one single per price", () => {
  expect(accumulatorOdds([home, over])).toBe("3.88");
  expect(slipReturn({ selections: [home, over], mode: "accumulator", stake: "10.00" })).toBe("38.85");
  expect(slipReturn({ selections: [home, over], mode: "singles", stake: "10.00" })).toBe("39.50");
  const context = { selections: [home, over], mode: "accumulator" as const, stake: "10.00", oddsChange: "none" as const, keyPrefix: "k", purchases: 2, placed: [], offered: [], errorCode: null };
  expect(ordersOf(context)).toEqual([{ legs: [home, over].map(({ feedId, market, outcome, odds }) => ({ feedId, market, outcome, odds })), stake: "10.00", oddsChange: "none", key: "k-2-0" }]);
  expect(ordersOf({ ...context, mode: "singles" }).map((order) => [order.legs.length, order.key])).toEqual([[1, "k-2-0"], [1, "k-2-1"]]);
});

it("takes one price per match, and after a moved price places again at the new price under the same keys", async () => {
  const orders: BetOrder[][] = [];
  let move = true;
  const machine = betSlipMachine.provide({
    actors: {
      placeBets: fromPromise<PlacedBet[], BetOrder[]>(async ({ input }) => {
        orders.push(input);
        if (move) {
          move = false;
          throw Object.assign(new Error("moved"), moved);
        }
        return [placed];
      }),
    },
  });
  const actor = createActor(machine, { input: { keyPrefix: "s" } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  actor.send({ type: "selection.toggle", selection: { ...home, outcome: "AWAY", odds: "3.40" } });
  actor.send({ type: "selection.toggle", selection: home });
  expect(actor.getSnapshot().context.selections).toEqual([home]);
  actor.send({ type: "selection.toggle", selection: over });
  actor.send({ type: "place" });
  await settle();
  expect(actor.getSnapshot().value).toBe("pricesMoved");
  actor.send({ type: "accept" });
  await settle();
  expect(actor.getSnapshot().value).toBe("placed");
  expect(orders.map((batch) => batch.map((order) => [order.key, order.legs.map((leg) => leg.odds).join(" ")]))).toEqual([[["s-0-0", "2.10 1.85"]], [["s-0-0", "2.05 1.85"]]]);
  actor.send({ type: "clear" });
  expect(actor.getSnapshot().context.selections).toEqual([]);
  actor.stop();
});
