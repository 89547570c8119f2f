// The cockfight arena (DS88, started straight from its tile): a fight takes bets on meron, wala or a draw until it
// closes, then waits for its result; the result shows, with the player's payout when a bet won, and the next fight's
// betting opens. The arena is asked again every few seconds, so a fight that closed or ended while the page slept
// (or the server's clock moved) is followed at once. Each bet has its own key: a repeated press never bets twice.
// A player coming back to the arena first sees the end of the fight they last bet on, when it ended while they were
// away and was never shown to them (the app remembers which it showed). A draw refunds meron and wala bets: a refund
// is not a win.
import { assign, emit, fromPromise, setup } from "xstate";
import type { FIGHT_BET_TYPES } from "../src/contract/lottery";
import { AMOUNT_PATTERN, fromMinor, toMinor } from "../src/contract/wallet";
import { LOTTERY_STAKES, LOTTERY_TIMING } from "../src/config/index";
import { errorOf, failureOf } from "./apiError";
import type { LotteryTicket } from "./lotteryTicket.machine";
import { firstPurchase, nextPurchase, purchaseKey, type PurchaseKey } from "./purchaseKey";

export type FightSide = (typeof FIGHT_BET_TYPES)[number];

/** What the arena says of its fight taking bets now. */
export interface Fight {
  gameCode: string;
  drawNo: number;
  status: "open" | "closed" | "suspended" | "drawn" | "settled" | "void";
  outcome: FightSide | null;
}

/** A fight's end as the player sees it: who won, and what their bets on it paid. */
export interface FightResult {
  drawNo: number;
  status: Fight["status"];
  outcome: FightSide | null;
  bets: LotteryTicket[];
}

export interface FightBet {
  gameCode: string;
  drawNo: number;
  betType: FightSide;
  pick: "";
  stake: string;
  key: string;
}

export interface CockfightContext {
  /** A visitor sees the fights; only a member has bets to look up. */
  signedIn: boolean;
  fight: Fight | null;
  side: FightSide | null;
  stake: string;
  purchase: PurchaseKey;
  /** The bets placed on the fight on screen. */
  bets: LotteryTicket[];
  /** The fight that ended last, with the player's bets on it. */
  result: FightResult | null;
  /** Whether that fight ended while the player was away from the arena. */
  missed: boolean;
  errorCode: string | null;
}

type CockfightEvent =
  | { type: "side.choose"; side: FightSide }
  | { type: "stake.set"; stake: string }
  | { type: "bet.place" }
  | { type: "fight.next" }
  | { type: "load.retry" }
  | { type: "session.changed"; signedIn: boolean };

const ENDED: readonly Fight["status"][] = ["settled", "void"];
const DEFAULT_STAKE = LOTTERY_STAKES[2];
/** What a fight's bets paid, as an amount (wins and refunds). */
export const paidOf = (bets: readonly LotteryTicket[]) => fromMinor(bets.reduce((sum, bet) => sum + toMinor(bet.paid), 0n));
/** What a fight's winning bets paid. */
export const wonOf = (bets: readonly LotteryTicket[]) => paidOf(bets.filter((bet) => bet.status === "won"));
/** The stakes a draw gave back (meron and wala bets). */
export const refundedOf = (bets: readonly LotteryTicket[]) => paidOf(bets.filter((bet) => bet.status === "refunded"));

export const cockfightMachine = setup({
  types: {
    context: {} as CockfightContext,
    events: {} as CockfightEvent,
    input: {} as { keyPrefix: string; signedIn: boolean },
    emitted: {} as { type: "wallet.changed" },
    tags: {} as "open" | "busy" | "waiting",
  },
  actors: {
    fetchArena: fromPromise<Fight>(async () => {
      throw new Error("fetchArena must be provided by the app");
    }),
    fetchResult: fromPromise<FightResult, { gameCode: string; drawNo: number; signedIn: boolean }>(async () => {
      throw new Error("fetchResult must be provided by the app");
    }),
    // The end of the fight the player last bet on, when it ended and was never shown to them; null otherwise.
    fetchMissed: fromPromise<FightResult | null, { signedIn: boolean }>(async () => {
      throw new Error("fetchMissed must be provided by the app");
    }),
    placeBet: fromPromise<LotteryTicket, FightBet>(async () => {
      throw new Error("placeBet must be provided by the app");
    }),
  },
  delays: {
    arenaPoll: LOTTERY_TIMING.arenaPollMs,
    resultShown: LOTTERY_TIMING.resultShownMs,
  },
  guards: {
    isOpen: (_, fight: Fight) => fight.status === "open",
    isSameFight: ({ context }, fight: Fight) => fight.drawNo === context.fight?.drawNo,
    isSameFightOpen: ({ context }, fight: Fight) => fight.drawNo === context.fight?.drawNo && fight.status === "open",
    isEnded: (_, result: FightResult) => ENDED.includes(result.status),
    // Suspended and resumed before its close: it takes bets again.
    isOpenAgain: (_, result: FightResult) => result.status === "open",
    // The arena's fight is the one whose end was just shown (a void one stays the arena's until the next opens).
    isAlreadyShown: ({ context }, fight: Fight) => ENDED.includes(fight.status) && context.result?.drawNo === fight.drawNo,
    hasPayout: (_, result: FightResult) => result.bets.some((bet) => bet.status === "won"),
    wasMissedWithPayout: (_, result: FightResult | null) => result !== null && result.bets.some((bet) => bet.status === "won"),
    wasMissed: (_, result: FightResult | null) => result !== null,
    canPlace: ({ context }) => context.side !== null && AMOUNT_PATTERN.test(context.stake) && toMinor(context.stake) > 0n,
  },
  actions: {
    // A new fight on screen: its own bets start empty (and a bet that failed on the last one is not retried on it).
    storeFight: assign(({ context }, fight: Fight) =>
      fight.drawNo === context.fight?.drawNo ? { fight } : { fight, bets: [], side: null, errorCode: null, purchase: nextPurchase(context.purchase) },
    ),
    // A changed bet is a new bet, with a new key (a failed one's key keeps its first answer).
    chooseSide: assign(({ context, event }) => (event.type === "side.choose" ? { side: event.side, errorCode: null, purchase: nextPurchase(context.purchase) } : {})),
    setStake: assign(({ context, event }) => (event.type === "stake.set" ? { stake: event.stake.trim(), errorCode: null, purchase: nextPurchase(context.purchase) } : {})),
    setSession: assign(({ event }) => (event.type === "session.changed" ? { signedIn: event.signedIn } : {})),
    storeBet: assign(({ context }, bet: LotteryTicket) => ({ bets: [bet, ...context.bets], purchase: nextPurchase(context.purchase), errorCode: null })),
    storeResult: assign((_, result: FightResult) => ({ result, missed: false })),
    storeMissed: assign((_, result: FightResult | null) => ({ result, missed: result !== null })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    announceMovement: emit({ type: "wallet.changed" as const }),
  },
}).createMachine({
  id: "cockfight",
  context: ({ input }) => ({ signedIn: input.signedIn, fight: null, side: null, stake: DEFAULT_STAKE, purchase: firstPurchase(input.keyPrefix), bets: [], result: null, missed: false, errorCode: null }),
  initial: "catchingUp",
  on: {
    "session.changed": { actions: "setSession" },
  },
  states: {
    // The fight the player last bet on, if it ended unseen, is shown first; anything else goes on to the arena.
    catchingUp: {
      tags: ["busy"],
      invoke: {
        id: "fetchMissed",
        src: "fetchMissed",
        input: ({ context }) => ({ signedIn: context.signedIn }),
        onDone: [
          { guard: { type: "wasMissedWithPayout", params: ({ event }) => event.output }, target: "payout", actions: { type: "storeMissed", params: ({ event }) => event.output } },
          { guard: { type: "wasMissed", params: ({ event }) => event.output }, target: "result", actions: { type: "storeMissed", params: ({ event }) => event.output } },
          { target: "loading" },
        ],
        // Only a courtesy: the arena opens without it.
        onError: { target: "loading" },
      },
    },
    loading: {
      tags: ["busy"],
      invoke: {
        id: "fetchArena",
        src: "fetchArena",
        onDone: [
          { guard: { type: "isOpen", params: ({ event }) => event.output }, target: "betting", actions: { type: "storeFight", params: ({ event }) => event.output } },
          { guard: { type: "isAlreadyShown", params: ({ event }) => event.output }, target: "between" },
          { target: "closed", actions: { type: "storeFight", params: ({ event }) => event.output } },
        ],
        onError: { target: "failed", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    // Its end shown, the arena waits for its next fight to open.
    between: {
      tags: ["waiting"],
      after: { arenaPoll: "loading" },
    },
    failed: {
      on: { "load.retry": "loading" },
    },
    betting: {
      tags: ["open"],
      initial: "choosing",
      // Choices are taken while a bet is on its way and while the arena is asked again.
      on: {
        "side.choose": { actions: "chooseSide" },
        "stake.set": { actions: "setStake" },
      },
      states: {
        choosing: {
          on: { "bet.place": { guard: "canPlace", target: "placing" } },
          after: { arenaPoll: "checking" },
        },
        placing: {
          tags: ["busy"],
          invoke: {
            id: "placeBet",
            src: "placeBet",
            input: ({ context }) => ({
              gameCode: context.fight?.gameCode ?? "", drawNo: context.fight?.drawNo ?? 0, betType: context.side ?? "MERON", pick: "" as const, stake: context.stake,
              key: purchaseKey(context.purchase),
            }),
            onDone: { target: "choosing", actions: [{ type: "storeBet", params: ({ event }) => event.output }, "announceMovement"] },
            // The key stays: a refused bet moved nothing, and one whose answer was lost is found by it on the retry.
            onError: { target: "choosing", actions: { type: "storeFailure", params: errorOf } },
          },
        },
        // Still taking bets? The same fight open stays; closed, or already past (a clock that jumped), it waits for its result.
        checking: {
          on: { "bet.place": { guard: "canPlace", target: "placing" } },
          invoke: {
            id: "recheckArena",
            src: "fetchArena",
            onDone: [
              { guard: { type: "isSameFightOpen", params: ({ event }) => event.output }, target: "choosing", actions: { type: "storeFight", params: ({ event }) => event.output } },
              { guard: { type: "isSameFight", params: ({ event }) => event.output }, target: "#cockfight.closed", actions: { type: "storeFight", params: ({ event }) => event.output } },
              { target: "#cockfight.resulting" },
            ],
            // A poll that failed is tried again on the next beat.
            onError: { target: "choosing" },
          },
        },
      },
    },
    // Bets are closed: the fight is on; its result is asked for on every beat.
    closed: {
      tags: ["waiting"],
      after: { arenaPoll: "resulting" },
    },
    resulting: {
      tags: ["waiting"],
      invoke: {
        id: "fetchResult",
        src: "fetchResult",
        input: ({ context }) => ({ gameCode: context.fight?.gameCode ?? "", drawNo: context.fight?.drawNo ?? 0, signedIn: context.signedIn }),
        onDone: [
          {
            guard: { type: "hasPayout", params: ({ event }) => event.output },
            target: "payout",
            actions: [{ type: "storeResult", params: ({ event }) => event.output }, "announceMovement"],
          },
          // Lost, or cancelled with the stakes back: the balance is read again either way.
          {
            guard: { type: "isEnded", params: ({ event }) => event.output },
            target: "result",
            actions: [{ type: "storeResult", params: ({ event }) => event.output }, "announceMovement"],
          },
          { guard: { type: "isOpenAgain", params: ({ event }) => event.output }, target: "loading" },
          { target: "closed" },
        ],
        onError: { target: "closed" },
      },
    },
    // The fight's winner, or a draw (and the player's bets on it, lost or refunded).
    result: {
      after: { resultShown: "loading" },
      on: { "fight.next": "loading" },
    },
    // A bet won: what it paid, now in the balance (beside any stake a draw refunded).
    payout: {
      after: { resultShown: "loading" },
      on: { "fight.next": "loading" },
    },
  },
});
