// The roulette table: chips on spots add up, a spin needs a bet, and the bets stay for the next spin.
import { createActor, fromPromise, waitFor } from "xstate";
import { expect, it } from "vitest";
import { houseRouletteMachine, totalStake } from "../../machines/houseRoulette.machine";
import { callsOf, describeMachinePaths } from "./pathTest";
import { houseRoulettePlan, rouletteSessionSample as session } from "../../flowbook/plans/houseRoulette";

describeMachinePaths("houseRoulette", {
  ...houseRoulettePlan,
  states: {
    // The launch token is handed over for a session; no chip can be placed yet.
    opening: (s) => {
      expect(callsOf(s)).toStrictEqual({ openSession: s.context.launchToken });
      expect(s.can({ type: "bet.place", spot: { kind: "red" } })).toBe(false);
    },
    ready: (s) => expect(s.context.session?.engine).toBe("roulette"),
    spinning: (s) => expect(s.context.bets.length).toBeGreaterThan(0),
    closed: (s) => expect(s.context.errorCode).toBe("launch_refused"),
  },
});

it("adds chips on the same spot together and keeps the other spots apart", async () => {
  const actor = createActor(houseRouletteMachine.provide({ actors: { openSession: fromPromise(async () => session) } }), {
    input: { launchToken: "x".repeat(20) },
  }).start();
  await waitFor(actor, (s) => !s.hasTag("opening"), { timeout: 1000 });
  actor.send({ type: "bet.place", spot: { kind: "red" } });
  actor.send({ type: "bet.place", spot: { kind: "red" } });
  actor.send({ type: "chip.select", chip: "0.10" });
  actor.send({ type: "bet.place", spot: { kind: "straight", number: 7 } });
  expect(actor.getSnapshot().context.bets).toEqual([
    { kind: "red", amount: "2.00" },
    { kind: "straight", number: 7, amount: "0.10" },
  ]);
  expect(totalStake(actor.getSnapshot().context.bets)).toBe("2.10");
  actor.stop();
});
