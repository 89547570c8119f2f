// The house slot in the game page: the launch token opens a session (the server seed's hash shown before play),
// then each spin takes the bet from the wallet and pays the win; a bet outside the limits is not sent.
import { assign, emit, fromPromise, setup, type ErrorActorEvent } from "xstate";
import type { HouseSession, SpinResult } from "../src/contract/casino";
import { toMinor } from "../src/contract/wallet";
import { failureOf } from "./apiError";
import { amountProblem, type AmountProblem } from "./moneyForm";

export type BetProblem = AmountProblem | "lines";

export interface HouseSlotContext {
  launchToken: string;
  session: HouseSession | null;
  bet: string;
  problem: BetProblem | null;
  result: SpinResult | null;
  spins: number;
  errorCode: string | null;
}

/** A bet within the session's limits, one equal share per line. */
export function betProblem(bet: string, session: HouseSession | null): BetProblem | null {
  const problem = amountProblem(bet, session ? { min: session.minBet, max: session.maxBet } : {});
  if (problem) return problem;
  return session && toMinor(bet) % BigInt(session.lines) !== 0n ? "lines" : null;
}

export const houseSlotMachine = setup({
  types: {
    context: {} as HouseSlotContext,
    events: {} as { type: "bet.change"; bet: string } | { type: "spin" },
    input: {} as { launchToken: string },
    emitted: {} as { type: "wallet.changed" },
    tags: {} as "opening" | "spinning" | "playable",
  },
  actors: {
    openSession: fromPromise<HouseSession, string>(async () => {
      throw new Error("openSession must be provided by the app");
    }),
    spin: fromPromise<SpinResult, { sessionId: string; bet: string }>(async () => {
      throw new Error("spin must be provided by the app");
    }),
  },
  guards: {
    betIsValid: ({ context }) => betProblem(context.bet, context.session) === null,
  },
  actions: {
    storeSession: assign((_, session: HouseSession) => ({ session, errorCode: null })),
    changeBet: assign(({ event }) => (event.type === "bet.change" ? { bet: event.bet, problem: null } : {})),
    showProblem: assign({ problem: ({ context }) => betProblem(context.bet, context.session) }),
    storeResult: assign(({ context }, result: SpinResult) => ({ result, spins: context.spins + 1, errorCode: null })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    announceMovement: emit({ type: "wallet.changed" as const }),
  },
}).createMachine({
  id: "houseSlot",
  context: ({ input }) => ({ launchToken: input.launchToken, session: null, bet: "1.00", problem: null, result: null, spins: 0, errorCode: null }),
  initial: "opening",
  states: {
    opening: {
      tags: ["opening"],
      invoke: {
        id: "openSession",
        src: "openSession",
        input: ({ context }) => context.launchToken,
        onDone: { target: "ready", actions: { type: "storeSession", params: ({ event }) => event.output } },
        onError: { target: "closed", actions: { type: "storeFailure", params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    ready: {
      tags: ["playable"],
      on: {
        "bet.change": { actions: "changeBet" },
        spin: [{ guard: "betIsValid", target: "spinning" }, { actions: "showProblem" }],
      },
    },
    spinning: {
      tags: ["spinning", "playable"],
      invoke: {
        id: "spin",
        src: "spin",
        input: ({ context }) => ({ sessionId: context.session?.sessionId ?? "", bet: context.bet }),
        onDone: { target: "ready", actions: [{ type: "storeResult", params: ({ event }) => event.output }, "announceMovement"] },
        onError: { target: "ready", actions: { type: "storeFailure", params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    // The launch was refused (used, expired, another session's): the game must be opened again from the lobby.
    closed: { type: "final" },
  },
});
