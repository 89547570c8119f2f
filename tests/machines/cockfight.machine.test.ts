// The cockfight arena: bets go on the open fight only with a side and a stake, each once per key; a fight that
// closes waits for its result, which shows the payout when a bet won; a fight already past when the arena is asked
// again is followed to its result; the next fight's betting opens after the result. A fight that ended while the
// player was away is shown first when they come back; a draw's refunds are not a win.
import { createActor, fromPromise, waitFor } from "xstate";
import { expect, it, vi } from "vitest";
import { cockfightMachine, paidOf, refundedOf, wonOf, type Fight, type FightBet, type FightResult } from "../../machines/cockfight.machine";
import type { LotteryTicket } from "../../machines/lotteryTicket.machine";
import { LOTTERY_TIMING } from "../../src/config/index";
import { callsOf, describeMachinePaths } from "./pathTest";
import { cockfightPlan, fightBetSample as bet, fightSample as fight } from "../../flowbook/plans/cockfight";

describeMachinePaths("cockfight", {
  ...cockfightPlan,
  states: {
    catchingUp: (s) => expect([s.hasTag("busy"), s.context.fight, s.context.result]).toEqual([true, null, null]),
    loading: (s) => expect(callsOf(s)).toStrictEqual({ fetchArena: undefined }),
    failed: (s) => expect(s.context.errorCode).toBe("network"),
    betting: (s) => expect([s.hasTag("open"), s.context.fight?.status]).toEqual([true, "open"]),
    // The fight takes bets; the bet button places only once a side is chosen.
    "betting.choosing": (s) => {
      expect(s.context.fight?.status).toBe("open");
      if (s.context.side === null) expect(s.can({ type: "bet.place" })).toBe(false);
    },
    "betting.placing": (s) => expect([s.hasTag("busy"), s.context.side]).toEqual([true, "MERON"]),
    "betting.checking": (s) => expect(s.context.fight?.drawNo).toBe(5),
    // Bets are closed: the bet button does nothing while the fight is on.
    closed: (s) => {
      expect(s.context.fight).not.toBeNull();
      expect(s.can({ type: "side.choose", side: "MERON" }) || s.can({ type: "bet.place" })).toBe(false);
    },
    // The end shown is the arena's fight (met first as the fight the player missed, before the arena named it).
    between: (s) => expect(s.context.result?.drawNo).toBe(s.context.fight?.drawNo ?? 5),
    // The result of the fight on screen is asked for.
    resulting: (s) => {
      expect(Object.keys(callsOf(s))).toEqual(["fetchResult"]);
      expect(callsOf(s).fetchResult).toMatchObject({ gameCode: s.context.fight?.gameCode, drawNo: s.context.fight?.drawNo });
    },
    result: (s) => expect(s.context.result && wonOf(s.context.result.bets)).toBe("0.00"),
    payout: (s) => expect(s.context.result && wonOf(s.context.result.bets)).toBe("20.00"),
  },
});

it("bets once per key, follows a closed fight to its payout, and opens the next fight's betting", async () => {
  vi.useFakeTimers();
  const bets: FightBet[] = [];
  let arena = fight(5, "open");
  let result: FightResult = { drawNo: 5, status: "drawn", outcome: "WALA", bets: [] };
  let refuse = true;
  const machine = cockfightMachine.provide({
    actors: {
      fetchArena: fromPromise(async () => arena),
      fetchResult: fromPromise(async () => result),
      placeBet: fromPromise<LotteryTicket, FightBet>(async ({ input }) => {
        bets.push(input);
        if (refuse) throw Object.assign(new Error("short"), { code: "insufficient_funds" });
        return { ...bet, betType: input.betType, stake: input.stake };
      }),
    },
  });
  const actor = createActor(machine, { input: { keyPrefix: "arena-xyz", signedIn: true } }).start();
  const moved = vi.fn();
  actor.on("wallet.changed", moved);
  await vi.advanceTimersByTimeAsync(0);
  actor.send({ type: "bet.place" });
  expect(bets).toHaveLength(0);
  actor.send({ type: "side.choose", side: "WALA" });
  actor.send({ type: "bet.place" });
  await vi.advanceTimersByTimeAsync(0);
  expect(actor.getSnapshot().context.errorCode).toBe("insufficient_funds");
  refuse = false;
  actor.send({ type: "bet.place" });
  await vi.advanceTimersByTimeAsync(0);
  actor.send({ type: "bet.place" });
  await vi.advanceTimersByTimeAsync(0);
  // The fight shown and the side chosen made it the third purchase; the retry keeps its key, the next bet takes a new one.
  expect(bets.map((placed) => placed.key)).toEqual(["arena-xyz-2", "arena-xyz-2", "arena-xyz-3"]);
  expect(actor.getSnapshot().context.bets).toHaveLength(2);

  // The fight closes; its result comes a few beats later.
  arena = fight(5, "closed");
  await vi.advanceTimersByTimeAsync(LOTTERY_TIMING.arenaPollMs);
  expect(actor.getSnapshot().value).toBe("closed");
  await vi.advanceTimersByTimeAsync(LOTTERY_TIMING.arenaPollMs * 2);
  expect(actor.getSnapshot().value).toBe("closed");
  result = {
    drawNo: 5,
    status: "settled",
    outcome: "WALA",
    bets: [
      { ...bet, betType: "WALA", status: "won", paid: "20.00" },
      { ...bet, betType: "WALA", status: "won", paid: "20.00" },
    ],
  };
  await vi.advanceTimersByTimeAsync(LOTTERY_TIMING.arenaPollMs * 2);
  expect(actor.getSnapshot().value).toBe("payout");
  expect(paidOf(actor.getSnapshot().context.result?.bets ?? [])).toBe("40.00");
  expect(moved).toHaveBeenCalledTimes(3);

  // The next fight: its betting opens with no bets of its own.
  arena = fight(6, "open");
  await vi.advanceTimersByTimeAsync(LOTTERY_TIMING.resultShownMs);
  expect(actor.getSnapshot().value).toEqual({ betting: "choosing" });
  expect(actor.getSnapshot().context).toMatchObject({ fight: { drawNo: 6 }, bets: [], side: null });
  actor.stop();
  vi.useRealTimers();
});

it("keeps a bet pressed while the arena is asked again, and bets a changed side after a failure under a new key", async () => {
  vi.useFakeTimers();
  const keys: string[] = [];
  let refuse = true;
  // The arena answers when the test says: the first ask opens the fight, the ask again is left unanswered.
  const arenaAnswers: ((arena: Fight) => void)[] = [];
  const machine = cockfightMachine.provide({
    actors: {
      fetchArena: fromPromise(() => new Promise<Fight>((resolve) => arenaAnswers.push(resolve))),
      placeBet: fromPromise<LotteryTicket, FightBet>(async ({ input }) => {
        keys.push(input.key);
        if (refuse) throw Object.assign(new Error("short"), { code: "insufficient_funds" });
        return bet;
      }),
    },
  });
  const actor = createActor(machine, { input: { keyPrefix: "k", signedIn: true } }).start();
  // (No timeout of waitFor's own: the fake clock would hold it; the test's own deadline is on the real one.)
  await waitFor(actor, (s) => s.matches("loading"));
  expect(arenaAnswers).toHaveLength(1);
  arenaAnswers[0]?.(fight(5, "open"));
  await waitFor(actor, (s) => s.matches({ betting: "choosing" }));
  actor.send({ type: "side.choose", side: "MERON" });
  actor.send({ type: "bet.place" });
  await vi.advanceTimersByTimeAsync(0);
  refuse = false;
  // The arena is being asked again: the press still counts.
  await vi.advanceTimersByTimeAsync(LOTTERY_TIMING.arenaPollMs);
  expect(actor.getSnapshot().value).toEqual({ betting: "checking" });
  expect(arenaAnswers).toHaveLength(2);
  actor.send({ type: "side.choose", side: "WALA" });
  actor.send({ type: "bet.place" });
  await vi.advanceTimersByTimeAsync(0);
  expect(keys).toEqual(["k-2", "k-3"]);
  expect(actor.getSnapshot().context.bets).toHaveLength(1);
  actor.stop();
  vi.useRealTimers();
});

it("shows a cancelled fight once and waits for the next one instead of announcing it again", async () => {
  vi.useFakeTimers();
  let arena = fight(5, "closed");
  const moved = vi.fn();
  const machine = cockfightMachine.provide({
    actors: {
      fetchArena: fromPromise(async () => arena),
      fetchResult: fromPromise(async (): Promise<FightResult> => ({ drawNo: 5, status: "void", outcome: null, bets: [] })),
    },
  });
  const actor = createActor(machine, { input: { keyPrefix: "v", signedIn: false } }).start();
  actor.on("wallet.changed", moved);
  await vi.advanceTimersByTimeAsync(LOTTERY_TIMING.arenaPollMs);
  expect(actor.getSnapshot().value).toBe("result");
  arena = fight(5, "void");
  await vi.advanceTimersByTimeAsync(LOTTERY_TIMING.resultShownMs + LOTTERY_TIMING.arenaPollMs * 3);
  expect(actor.getSnapshot().value).toBe("between");
  expect(moved).toHaveBeenCalledTimes(1);
  arena = fight(6, "open");
  await vi.advanceTimersByTimeAsync(LOTTERY_TIMING.arenaPollMs);
  expect(actor.getSnapshot().value).toEqual({ betting: "choosing" });
  actor.stop();
  vi.useRealTimers();
});

it("calls a drawn fight a result, not a payout: the sides' stakes come back, only the draw bet wins", async () => {
  vi.useFakeTimers();
  const drawn = (bets: LotteryTicket[]): FightResult => ({ drawNo: 5, status: "settled", outcome: "DRAW", bets });
  const refunded: LotteryTicket[] = [{ ...bet, betType: "MERON", status: "refunded", paid: "10.00" }, { ...bet, betType: "WALA", status: "refunded", paid: "10.00" }];
  let result = drawn(refunded);
  const machine = cockfightMachine.provide({
    actors: { fetchMissed: fromPromise(async (): Promise<FightResult | null> => null), fetchArena: fromPromise(async () => fight(5, "closed")), fetchResult: fromPromise(async () => result) },
  });
  const actor = createActor(machine, { input: { keyPrefix: "d", signedIn: true } }).start();
  await vi.advanceTimersByTimeAsync(LOTTERY_TIMING.arenaPollMs);
  expect(actor.getSnapshot().value).toBe("result");
  expect([wonOf(refunded), refundedOf(refunded)]).toEqual(["0.00", "20.00"]);
  actor.stop();

  result = drawn([...refunded, { ...bet, betType: "DRAW", status: "won", paid: "190.00" }]);
  const again = createActor(machine, { input: { keyPrefix: "d", signedIn: true } }).start();
  await vi.advanceTimersByTimeAsync(LOTTERY_TIMING.arenaPollMs);
  expect(again.getSnapshot().value).toBe("payout");
  expect(again.getSnapshot().context.result && wonOf(again.getSnapshot().context.result?.bets ?? [])).toBe("190.00");
  again.stop();
  vi.useRealTimers();
});

it("shows first the end of a fight the player missed while away, once, then opens the arena", async () => {
  vi.useFakeTimers();
  const missed: FightResult = { drawNo: 4, status: "settled", outcome: "MERON", bets: [{ ...bet, drawNo: 4, status: "won", paid: "19.00" }] };
  const asked = vi.fn();
  const machine = cockfightMachine.provide({
    actors: {
      fetchMissed: fromPromise(async ({ input }: { input: { signedIn: boolean } }): Promise<FightResult | null> => {
        asked(input.signedIn);
        return missed;
      }),
      fetchArena: fromPromise(async () => fight(5, "open")),
    },
  });
  const actor = createActor(machine, { input: { keyPrefix: "m", signedIn: true } }).start();
  await vi.advanceTimersByTimeAsync(0);
  expect(actor.getSnapshot().value).toBe("payout");
  expect(actor.getSnapshot().context).toMatchObject({ missed: true, result: { drawNo: 4 } });
  actor.send({ type: "fight.next" });
  await vi.advanceTimersByTimeAsync(0);
  expect(actor.getSnapshot().value).toEqual({ betting: "choosing" });
  expect(asked.mock.calls).toEqual([[true]]);
  actor.stop();
  vi.useRealTimers();
});
