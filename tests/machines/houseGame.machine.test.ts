// The one-bet house games (slot, fishing, cards): a session first, then rounds within the limits and on the bet step;
// a shot needs a fish to aim at; each round announces that money moved.
import { createActor, fromPromise, waitFor } from "xstate";
import { expect, it } from "vitest";
import { betProblem, houseGameMachine, tableBets } from "../../machines/houseGame.machine";
import type { HouseSession } from "../../src/contract/casino";
import { callsOf, describeMachinePaths } from "./pathTest";
import {
  fishSessionSample as fish,
  houseGamePlan,
  sessionBaseSample as base,
  shotSample as shot,
  slotSessionSample as slot,
} from "../../flowbook/plans/houseGame";

describeMachinePaths("houseGame", {
  ...houseGamePlan,
  states: {
    // The launch token is handed over for a session; nothing can be played yet.
    opening: (s) => {
      expect(callsOf(s)).toStrictEqual({ openSession: s.context.launchToken });
      expect(s.can({ type: "round.play" })).toBe(false);
    },
    ready: (s) => expect(s.context.session?.sessionId).toMatch(/^s-/),
    playing: (s) => {
      expect(betProblem(s.context.bet, s.context.session)).toBeNull();
      if (s.context.session?.engine === "fish") expect(s.context.target).toBe("shark");
    },
    closed: (s) => expect(s.context.errorCode).toBe("launch_refused"),
  },
});

it("sends only bets on the bet step and within the limits", () => {
  expect(betProblem("1.00", slot)).toBeNull();
  expect(betProblem("0.15", slot)).toBe("step");
  expect(betProblem("0.15", fish)).toBeNull();
  expect(betProblem("0.05", slot)).toBe("belowMinimum");
  expect(betProblem("2000", slot)).toBe("aboveMaximum");
});

it("shoots only at a fish of the pond, and keeps the aim for the next shot", async () => {
  const played: (string | null)[] = [];
  const actor = createActor(
    houseGameMachine.provide({
      actors: {
        openSession: fromPromise(async () => fish),
        playRound: fromPromise(async ({ input }) => {
          played.push(input.target);
          return shot;
        }),
      },
    }),
    { input: { launchToken: "launch-token-0123456789" } },
  ).start();
  await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 });
  actor.send({ type: "round.play" });
  expect(actor.getSnapshot().context.problem).toBe("target");
  actor.send({ type: "round.play", target: "whale" });
  expect(actor.getSnapshot().context.problem).toBe("target");
  actor.send({ type: "round.play", target: "shark" });
  await waitFor(actor, (s) => s.matches("ready") && s.context.rounds === 1, { timeout: 1000 });
  actor.send({ type: "round.play" });
  await waitFor(actor, (s) => s.matches("ready") && s.context.rounds === 2, { timeout: 1000 });
  expect(played).toEqual(["shark", "shark"]);
  expect(actor.getSnapshot().context.rounds).toBe(2);
});

it("offers a table's minimum times 1, 2, 5 and 10 within its maximum, and starts at the minimum when the bet is below it", async () => {
  const room: HouseSession = {
    ...base,
    sessionId: "s-3",
    engine: "cards",
    lines: 0,
    betStep: "0.20",
    fish: [],
    minBet: "5.00",
    maxBet: "25.00",
    room: { roomId: 2, name: "Classic" },
  };
  expect(tableBets(room)).toEqual(["5.00", "10.00", "25.00"]);
  const actor = createActor(houseGameMachine.provide({ actors: { openSession: fromPromise(async () => room) } }), {
    input: { launchToken: "launch-token-0123456789" },
  }).start();
  await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 });
  expect(actor.getSnapshot().context.bet).toBe("5.00");
});
