// Placing the slip's bets one after another: each goes once the one before it is taken; the first refusal stops there,
// and the bets placed before it stand (their keys go back with the refusal); the ones after it are never sent.
import { createActor, fromPromise, toPromise } from "xstate";
import { expect, it } from "vitest";
import { describeMachinePaths } from "./pathTest";
import { betPlacementMachine, type BetOrder, type PlacedBet } from "../../machines/betPlacement.machine";
import { betPlacementPlan, homeSingleSample, overSingleSample, placedSample, pricesMovedSample, suspendedSample } from "../../flowbook/plans/betPlacement";

const keysOf = (orders: BetOrder[]) => orders.map((order) => order.key);

describeMachinePaths("betPlacement", {
  ...betPlacementPlan,
  states: {
    placing: (s) => {
      expect([s.hasTag("busy"), s.status, s.context.refusal]).toEqual([true, "active", null]);
      // One bet on its way at a time: the first not placed yet.
      expect(s.context.placed.length).toBeLessThan(s.context.orders.length);
      expect(s.children.placeBet).toBeDefined();
    },
    placed: (s) => {
      expect([s.hasTag("busy"), s.status]).toEqual([false, "done"]);
      expect(s.output).toEqual({ placed: s.context.orders.map(() => placedSample), placedKeys: keysOf(s.context.orders), refusal: null });
    },
    refused: (s) => {
      expect([s.hasTag("busy"), s.status]).toEqual([false, "done"]);
      // The bets before the refusal stand and are named by their keys; the refused one and those after it are not.
      const before = s.context.orders.slice(0, s.context.placed.length);
      expect(s.context.placed.length).toBeLessThan(s.context.orders.length);
      expect(s.output.placedKeys).toEqual(keysOf(before));
      expect([suspendedSample.code, pricesMovedSample.code]).toContain(s.output.refusal?.code);
    },
  },
});

it("sends each bet only once the one before it was answered, and stops at the first refusal", async () => {
  const third: BetOrder = { ...homeSingleSample, legs: [{ feedId: "BASKETBALL-3", market: "MATCH", outcome: "AWAY", odds: "1.90", line: null }], key: "slip-0-BASKETBALL-3:MATCH:AWAY" };
  const sent: string[] = [];
  let onTheirWay = 0;
  const machine = betPlacementMachine.provide({
    actors: {
      placeBet: fromPromise<PlacedBet, BetOrder>(async ({ input }) => {
        sent.push(input.key);
        onTheirWay += 1;
        expect(onTheirWay).toBe(1);
        await Promise.resolve();
        onTheirWay -= 1;
        if (input.key === overSingleSample.key) throw suspendedSample;
        return { ...placedSample, id: input.key };
      }),
    },
  });
  const actor = createActor(machine, { input: { orders: [homeSingleSample, overSingleSample, third] } }).start();
  const output = await toPromise(actor);
  // The third was never sent: the second's refusal stopped the slip there.
  expect(sent).toEqual([homeSingleSample.key, overSingleSample.key]);
  expect(output).toEqual({ placed: [{ ...placedSample, id: homeSingleSample.key }], placedKeys: [homeSingleSample.key], refusal: suspendedSample });
});

it("does not start without a bet to place (the slip never hands over none)", () => {
  const actor = createActor(betPlacementMachine, { input: { orders: [] } });
  actor.subscribe({ error: () => {} });
  actor.start();
  expect(actor.getSnapshot().status).toBe("error");
});
