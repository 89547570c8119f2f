// The house roulette table: the launch token opens a session, the player puts chips on numbers or outside bets,
// then one spin takes all the stakes and pays the winning bets. Chips can be cleared before the spin.
import { assign, emit, fromPromise, setup } from "xstate";
import type { HouseSession, RouletteBetRequest, RouletteResult } from "../src/contract/casino";
import { toMinor } from "../src/contract/wallet";
import { errorOf, failureOf } from "./apiError";

export type BetSpot = Omit<RouletteBetRequest, "amount">;
export const CHIPS = ["0.10", "1.00", "5.00", "25.00"] as const;
export const MAX_SPOTS = 20;

export interface RouletteContext {
  launchToken: string;
  session: HouseSession | null;
  chip: string;
  bets: RouletteBetRequest[];
  result: RouletteResult | null;
  spins: number;
  errorCode: string | null;
}

const sameSpot = (a: BetSpot, b: BetSpot) => a.kind === b.kind && a.number === b.number && a.which === b.which;
const add = (a: string, b: string) => {
  const minor = toMinor(a) + toMinor(b);
  return `${minor / 100n}.${String(minor % 100n).padStart(2, "0")}`;
};
export const totalStake = (bets: readonly RouletteBetRequest[]) => bets.reduce((sum, bet) => add(sum, bet.amount), "0.00");

export const houseRouletteMachine = setup({
  types: {
    context: {} as RouletteContext,
    events: {} as { type: "chip.select"; chip: string } | { type: "bet.place"; spot: BetSpot } | { type: "bets.clear" } | { type: "wheel.spin" },
    input: {} as { launchToken: string },
    emitted: {} as { type: "wallet.changed" },
    tags: {} as "opening" | "spinning" | "playable",
  },
  actors: {
    openSession: fromPromise<HouseSession, string>(async () => {
      throw new Error("openSession must be provided by the app");
    }),
    playRound: fromPromise<RouletteResult, { sessionId: string; bets: RouletteBetRequest[] }>(async () => {
      throw new Error("playRound must be provided by the app");
    }),
  },
  guards: {
    hasBets: ({ context }) => context.bets.length > 0,
    hasRoom: ({ context, event }) => event.type !== "bet.place" || context.bets.length < MAX_SPOTS || context.bets.some((bet) => sameSpot(bet, event.spot)),
  },
  actions: {
    storeSession: assign((_, session: HouseSession) => ({ session, errorCode: null })),
    selectChip: assign(({ event }) => (event.type === "chip.select" ? { chip: event.chip } : {})),
    placeBet: assign(({ context, event }) => {
      if (event.type !== "bet.place") return {};
      const placed = context.bets.find((bet) => sameSpot(bet, event.spot));
      const bets = placed
        ? context.bets.map((bet) => (bet === placed ? { ...bet, amount: add(bet.amount, context.chip) } : bet))
        : [...context.bets, { ...event.spot, amount: context.chip }];
      return { bets, errorCode: null };
    }),
    clearBets: assign({ bets: [], errorCode: null }),
    storeResult: assign(({ context }, result: RouletteResult) => ({ result, spins: context.spins + 1, errorCode: null })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    announceMovement: emit({ type: "wallet.changed" as const }),
  },
}).createMachine({
  id: "houseRoulette",
  context: ({ input }) => ({ launchToken: input.launchToken, session: null, chip: "1.00", bets: [], result: null, spins: 0, errorCode: null }),
  initial: "opening",
  states: {
    opening: {
      tags: ["opening"],
      invoke: {
        id: "openSession",
        src: "openSession",
        input: ({ context }) => context.launchToken,
        onDone: { target: "ready", actions: { type: "storeSession", params: ({ event }) => event.output } },
        onError: { target: "closed", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    ready: {
      tags: ["playable"],
      on: {
        "chip.select": { actions: "selectChip" },
        "bet.place": { guard: "hasRoom", actions: "placeBet" },
        "bets.clear": { actions: "clearBets" },
        "wheel.spin": { guard: "hasBets", target: "spinning" },
      },
    },
    spinning: {
      tags: ["spinning", "playable"],
      invoke: {
        id: "playRound",
        src: "playRound",
        input: ({ context }) => ({ sessionId: context.session?.sessionId ?? "", bets: context.bets }),
        onDone: { target: "ready", actions: [{ type: "storeResult", params: ({ event }) => event.output }, "announceMovement"] },
        onError: { target: "ready", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    closed: { type: "final" },
  },
});
