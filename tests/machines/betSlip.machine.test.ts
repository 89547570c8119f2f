// The bet slip: prices go on and off (one per match), an accumulator or singles are placed with the prices the
// player saw, each once per key; a moved price comes back as an offer the player accepts (placing again at it) or
// edits; the slip clears after placing.
import { createActor, fromPromise, waitFor } from "xstate";
import { expect, it, vi } from "vitest";
import { accumulatorOdds, betSlipMachine, ordersOf, slipReturn, type BetOrder, type PlacedBet, type Selection } from "../../machines/betSlip.machine";
import { betPlacementMachine } from "../../machines/betPlacement.machine";
import { describeMachinePaths } from "./pathTest";
import {
  betSlipPlan,
  homePickSample as home,
  overPickSample as over,
  placedBetSample as placed,
  pricesMovedSample as moved,
} from "../../flowbook/plans/betSlip";

describeMachinePaths("betSlip", {
  ...betSlipPlan,
  states: {
    empty: (s) => expect([s.hasTag("empty"), s.context.selections]).toEqual([true, []]),
    editing: (s) => expect(s.context.selections.length).toBeGreaterThan(0),
    placing: (s) => expect([s.hasTag("busy"), s.context.selections.length > 0]).toEqual([true, true]),
    pricesMoved: (s) => expect(s.context.offered).toEqual(moved.value.legs),
    // Refused by the server, or the placing broke: either way the slip says so and stays as it was.
    refused: (s) => expect(["market_suspended", "internal_error"]).toContain(s.context.errorCode),
    placed: (s) => expect(s.context.placed).toEqual([placed]),
  },
});

it("multiplies an accumulator's prices as the server does, and places one accumulator or one single per price", () => {
  expect(accumulatorOdds([home, over])).toBe("3.88");
  expect(slipReturn({ selections: [home, over], mode: "accumulator", stake: "10.00" })).toBe("38.85");
  expect(slipReturn({ selections: [home, over], mode: "singles", stake: "10.00" })).toBe("39.50");
  const context = {
    selections: [home, over],
    mode: "accumulator" as const,
    stake: "10.00",
    oddsChange: "none" as const,
    purchase: { prefix: "k", count: 2 },
    placed: [],
    offered: [],
    errorCode: null,
  };
  expect(ordersOf(context)).toEqual([
    // Each leg names the line the player saw (the total's), so the server takes exactly it or refuses.
    { legs: [home, over].map(({ feedId, market, outcome, odds, line }) => ({ feedId, market, outcome, odds, line })), stake: "10.00", oddsChange: "none", key: "k-2-acc" },
  ]);
  expect(ordersOf({ ...context, mode: "singles" }).map((order) => [order.legs.length, order.key])).toEqual([
    [1, "k-2-FOOTBALL-1:MATCH:HOME"],
    [1, "k-2-CRICKET-2:TOTAL:OVER"],
  ]);
});

it("takes one price per match, and after a moved price places again at the new price under the same keys", async () => {
  const orders: BetOrder[] = [];
  let move = true;
  const placeBet = fromPromise<PlacedBet, BetOrder>(async ({ input }) => {
    orders.push(input);
    if (move) {
      move = false;
      throw Object.assign(new Error("moved"), moved);
    }
    return placed;
  });
  const machine = betSlipMachine.provide({ actors: { placeBets: betPlacementMachine.provide({ actors: { placeBet } }) } });
  const actor = createActor(machine, { input: { keyPrefix: "s" } }).start();
  actor.send({ type: "selection.toggle", selection: { ...home, outcome: "AWAY", odds: "3.40" } });
  actor.send({ type: "selection.toggle", selection: home });
  expect(actor.getSnapshot().context.selections).toEqual([home]);
  actor.send({ type: "selection.toggle", selection: over });
  actor.send({ type: "slip.place" });
  await waitFor(actor, (s) => s.matches("pricesMoved"), { timeout: 1000 });
  expect(actor.getSnapshot().value).toBe("pricesMoved");
  actor.send({ type: "prices.accept" });
  await waitFor(actor, (s) => s.matches("placed"), { timeout: 1000 });
  expect(actor.getSnapshot().value).toBe("placed");
  expect(orders.map((order) => [order.key, order.legs.map((leg) => leg.odds).join(" ")])).toEqual([
    // Three changes of the slip (each a new purchase), then one purchase placed twice under its keys.
    ["s-3-acc", "2.10 1.85"],
    ["s-3-acc", "2.05 1.85"],
  ]);
  actor.send({ type: "slip.clear" });
  expect(actor.getSnapshot().context.selections).toEqual([]);
  actor.stop();
});

it("takes the singles placed before a refused one off the slip, so they are never placed twice, and has the balance read", async () => {
  const third: Selection = { feedId: "BASKETBALL-3", market: "MATCH", outcome: "AWAY", odds: "1.90", line: null, match: "Lakers v Heat", pick: "Heat" };
  const keys: string[] = [];
  // The real placing (one after another) over a server that refuses the cricket bet: the first stands.
  const placeBet = fromPromise<PlacedBet, BetOrder>(async ({ input }) => {
    keys.push(input.key);
    if (input.legs[0]?.feedId === "CRICKET-2") throw { code: "market_suspended", message: "suspended", value: {} };
    return placed;
  });
  const machine = betSlipMachine.provide({ actors: { placeBets: betPlacementMachine.provide({ actors: { placeBet } }) } });
  const actor = createActor(machine, { input: { keyPrefix: "p" } }).start();
  const moved = vi.fn();
  actor.on("wallet.changed", moved);
  for (const selection of [home, over, third]) actor.send({ type: "selection.toggle", selection });
  actor.send({ type: "mode.set", mode: "singles" });
  actor.send({ type: "slip.place" });
  await waitFor(actor, (s) => s.matches("refused"), { timeout: 1000 });
  expect(actor.getSnapshot().value).toBe("refused");
  expect(actor.getSnapshot().context.selections.map((selection) => selection.feedId)).toEqual(["CRICKET-2", "BASKETBALL-3"]);
  expect(moved).toHaveBeenCalledTimes(1);
  actor.send({ type: "slip.edit" });
  actor.send({ type: "selection.remove", feedId: "CRICKET-2" });
  actor.send({ type: "slip.place" });
  await waitFor(actor, (s) => s.matches("placed"), { timeout: 1000 });
  // Placed once each: the first before the refusal, the third after it, under a key of its own.
  expect(keys).toEqual(["p-4-FOOTBALL-1:MATCH:HOME", "p-4-CRICKET-2:TOTAL:OVER", "p-5-BASKETBALL-3:MATCH:AWAY"]);
  actor.stop();
});
