// A house game with one bet per round (the slot, the fishing game, the card table): the launch token opens a session
// (the server seed's hash shown before play), then each round takes the bet from the wallet and pays the win. A bet
// outside the limits or off the bet step, or a shot with nothing aimed at, is not sent.
import { assign, emit, fromPromise, setup } from "xstate";
import type { CardsResult, FishResult, HouseSession, SpinResult } from "../src/contract/casino";
import { fromMinor, toMinor } from "../src/contract/wallet";
import { errorOf, failureOf } from "./apiError";
import { amountProblem, type AmountProblem } from "./moneyForm";

export type BetProblem = AmountProblem | "step" | "target";

/** A round's outcome, named by the engine that played it. */
export type RoundResult = ({ engine: "slot" } & SpinResult) | ({ engine: "fish" } & FishResult) | ({ engine: "cards" } & CardsResult);

export interface HouseGameContext {
  launchToken: string;
  session: HouseSession | null;
  bet: string;
  /** The fish the last shot aimed at; the other engines have nothing to aim at. */
  target: string | null;
  problem: BetProblem | null;
  result: RoundResult | null;
  rounds: number;
  errorCode: string | null;
}

export type HouseGameEvent = { type: "bet.change"; bet: string } | { type: "round.play"; target?: string };

/** A bet within the session's limits and a whole number of its bet steps. */
export function betProblem(bet: string, session: HouseSession | null): AmountProblem | "step" | null {
  const problem = amountProblem(bet, session ? { min: session.minBet, max: session.maxBet } : {});
  if (problem) return problem;
  return session && toMinor(bet) % toMinor(session.betStep) !== 0n ? "step" : null;
}

/** The bets a table offers: its minimum times 1, 2, 5 and 10, as far as its maximum allows. */
export function tableBets(session: HouseSession): string[] {
  const min = toMinor(session.minBet);
  const max = toMinor(session.maxBet);
  return [1n, 2n, 5n, 10n].map((times) => min * times).filter((bet) => bet <= max).map(fromMinor);
}

/** What stops a round: the bet, or (at the fishing game) a shot at no fish. */
function roundProblem(context: HouseGameContext, target: string | null): BetProblem | null {
  const problem = betProblem(context.bet, context.session);
  if (problem) return problem;
  const aims = context.session?.fish ?? [];
  return aims.length > 0 && !aims.some((fish) => fish.id === target) ? "target" : null;
}
const targetOf = (context: HouseGameContext, event: HouseGameEvent) => (event.type === "round.play" && event.target !== undefined ? event.target : context.target);

export const houseGameMachine = setup({
  types: {
    context: {} as HouseGameContext,
    events: {} as HouseGameEvent,
    input: {} as { launchToken: string; bet?: string },
    emitted: {} as { type: "wallet.changed" },
    tags: {} as "opening" | "playing" | "playable",
  },
  actors: {
    openSession: fromPromise<HouseSession, string>(async () => {
      throw new Error("openSession must be provided by the app");
    }),
    playRound: fromPromise<RoundResult, { session: HouseSession; bet: string; target: string | null }>(async () => {
      throw new Error("playRound must be provided by the app");
    }),
  },
  guards: {
    roundIsValid: ({ context, event }) => roundProblem(context, targetOf(context, event)) === null,
  },
  actions: {
    // A table whose minimum is above the bet in hand starts at its minimum.
    storeSession: assign(({ context }, session: HouseSession) => ({ session, errorCode: null, bet: betProblem(context.bet, session) === "belowMinimum" ? session.minBet : context.bet })),
    changeBet: assign(({ event }) => (event.type === "bet.change" ? { bet: event.bet, problem: null } : {})),
    aim: assign({ target: ({ context, event }) => targetOf(context, event), problem: null }),
    showProblem: assign({ problem: ({ context, event }) => roundProblem(context, targetOf(context, event)) }),
    storeResult: assign(({ context }, result: RoundResult) => ({ result, rounds: context.rounds + 1, errorCode: null })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    announceMovement: emit({ type: "wallet.changed" as const }),
  },
}).createMachine({
  id: "houseGame",
  context: ({ input }) => ({ launchToken: input.launchToken, session: null, bet: input.bet ?? "1.00", target: null, problem: null, result: null, rounds: 0, errorCode: null }),
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
        "bet.change": { actions: "changeBet" },
        "round.play": [{ guard: "roundIsValid", target: "playing", actions: "aim" }, { actions: "showProblem" }],
      },
    },
    playing: {
      tags: ["playing", "playable"],
      invoke: {
        id: "playRound",
        src: "playRound",
        // The session is there: "ready" is reached only once it is stored.
        input: ({ context }) => ({ session: context.session ?? unreachableSession(), bet: context.bet, target: context.target }),
        onDone: { target: "ready", actions: [{ type: "storeResult", params: ({ event }) => event.output }, "announceMovement"] },
        onError: { target: "ready", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    // The launch was refused (used, expired, another session's) or the card room is full (errorCode room_full): the
    // game must be opened again from the lobby.
    closed: { type: "final" },
  },
});

function unreachableSession(): never {
  throw new Error("a round is played only after the session opened");
}
