// Placing the bet slip's bets (the sportsbook): one after another, each sent once the one before it was taken, so the
// slip never has two on their way at once. The first refusal stops there: the bets placed before it stand and go back
// with the refusal (their keys, so the slip takes them off and never places them twice); those after it are never sent.
import { assign, fromPromise, setup } from "xstate";
import type { BetRequest } from "../src/contract/sports";
import { errorOf, failureOf, type Failure } from "./apiError";

export interface PlacedBet {
  id: string;
  stake: string;
  odds: string;
  status: string;
}

/** One bet the slip places, as the server takes it. */
export type BetOrder = BetRequest;

export interface BetPlacementContext {
  orders: BetOrder[];
  /** The answers of the bets placed so far, in order. */
  placed: PlacedBet[];
  /** Their keys. */
  placedKeys: string[];
  refusal: Failure | null;
}

/** What the slip learns: every bet placed, or the ones placed before the refusal and the refusal itself. */
export interface BetPlacementOutput {
  placed: PlacedBet[];
  placedKeys: string[];
  refusal: Failure | null;
}

/** The bet on its way: the first one not placed yet. */
function nextOrder(context: BetPlacementContext): BetOrder {
  const order = context.orders[context.placed.length];
  // The slip hands over at least one bet (its canPlace guard) and isLast ends the placing after the last one.
  if (!order) throw new Error("no bet left to place");
  return order;
}

export const betPlacementMachine = setup({
  types: {
    context: {} as BetPlacementContext,
    input: {} as { orders: BetOrder[] },
    output: {} as BetPlacementOutput,
    tags: {} as "busy",
  },
  actors: {
    /** Places one bet; the app provides the real call (src/flows/games.ts), the tests a fake. */
    placeBet: fromPromise<PlacedBet, BetOrder>(async () => {
      throw new Error("placeBet must be provided by the app");
    }),
  },
  guards: {
    /** The answer is the last bet's (checked before it is stored). */
    isLast: ({ context }) => context.placed.length + 1 >= context.orders.length,
  },
  actions: {
    storePlaced: assign(({ context }, placed: PlacedBet) => ({ placed: [...context.placed, placed], placedKeys: [...context.placedKeys, nextOrder(context).key] })),
    storeRefusal: assign((_, error: unknown) => ({ refusal: failureOf(error) })),
  },
}).createMachine({
  id: "betPlacement",
  context: ({ input }) => ({ orders: input.orders, placed: [], placedKeys: [], refusal: null }),
  initial: "placing",
  output: ({ context }) => ({ placed: context.placed, placedKeys: context.placedKeys, refusal: context.refusal }),
  states: {
    placing: {
      tags: ["busy"],
      invoke: {
        id: "placeBet",
        src: "placeBet",
        input: ({ context }) => nextOrder(context),
        onDone: [
          { guard: "isLast", target: "placed", actions: { type: "storePlaced", params: ({ event }) => event.output } },
          // The next bet goes now: placing again, with the next order.
          { target: "placing", reenter: true, actions: { type: "storePlaced", params: ({ event }) => event.output } },
        ],
        onError: { target: "refused", actions: { type: "storeRefusal", params: errorOf } },
      },
    },
    placed: { type: "final" },
    refused: { type: "final" },
  },
});
