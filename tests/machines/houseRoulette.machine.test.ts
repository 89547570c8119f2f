// The roulette table: chips on spots add up, a spin needs a bet, and the bets stay for the next spin.
import { createActor, fromPromise } from "xstate";
import { expect, it } from "vitest";
import { houseRouletteMachine, totalStake } from "../../machines/houseRoulette.machine";
import type { HouseSession } from "../../src/contract/casino";
import { describeMachinePaths } from "./pathTest";

const session: HouseSession = { sessionId: "s-2", engine: "roulette", serverSeedHash: "cd".repeat(32), clientSeed: "c", nonce: 0, lines: 0, rtp: 36 / 37, minBet: "0.10", maxBet: "1000.00", betStep: "0.01", fish: [], room: null };
const result = { roundId: "s-2:0", nonce: 0, pocket: 7, colour: "red" as const, stake: "2.00", win: "2.00", balance: "100.00" };

describeMachinePaths("houseRoulette", {
  machine: houseRouletteMachine,
  inputs: [{ launchToken: "launch-token-0123456789" }],
  events: [{ type: "chip.select", chip: "5.00" }, { type: "bet.place", spot: { kind: "red" } }, { type: "bets.clear" }, { type: "spin" }],
  outputs: { openSession: [session], playRound: [result] },
  errors: { openSession: [{ code: "launch_refused", message: "no" }], playRound: [{ code: "insufficient_funds", message: "no" }] },
  serializeState: (s) => JSON.stringify([s.value, s.context.chip, s.context.bets.length, s.context.spins > 0, s.context.errorCode]),
  states: {
    opening: (s) => expect(s.hasTag("opening")).toBe(true),
    ready: (s) => expect(s.context.session?.engine).toBe("roulette"),
    spinning: (s) => expect(s.context.bets.length).toBeGreaterThan(0),
    closed: (s) => expect(s.context.errorCode).toBe("launch_refused"),
  },
});

it("adds chips on the same spot together and keeps the other spots apart", async () => {
  const actor = createActor(houseRouletteMachine.provide({ actors: { openSession: fromPromise(async () => session) } }), { input: { launchToken: "x".repeat(20) } }).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  actor.send({ type: "bet.place", spot: { kind: "red" } });
  actor.send({ type: "bet.place", spot: { kind: "red" } });
  actor.send({ type: "chip.select", chip: "0.10" });
  actor.send({ type: "bet.place", spot: { kind: "straight", number: 7 } });
  expect(actor.getSnapshot().context.bets).toEqual([{ kind: "red", amount: "2.00" }, { kind: "straight", number: 7, amount: "0.10" }]);
  expect(totalStake(actor.getSnapshot().context.bets)).toBe("2.10");
  actor.stop();
});
