// Joining a raffle promotion's draw: a member claims once; a visitor is asked to log in, a trial account to get a real one.
import { assign, emit, fromPromise, setup } from "xstate";
import { protectedAction } from "./access";
import { errorOf, failureOf } from "./apiError";

export interface RaffleClaimContext {
  promotionId: number;
  /** The member was in the draw before this page opened. */
  claimedBefore: boolean;
  errorCode: string | null;
}

export const raffleClaimMachine = setup({
  types: {
    context: {} as RaffleClaimContext,
    input: {} as { promotionId: number; claimed: boolean },
    events: {} as { type: "claim.request"; accountType: number | null },
    emitted: {} as { type: "claim.needsAccount"; accountType: number | null } | { type: "claim.done" },
    tags: {} as "claiming" | "claimed",
  },
  actors: {
    claimRaffle: fromPromise<unknown, number>(async () => {
      throw new Error("claimRaffle must be provided by the app");
    }),
  },
  guards: {
    claimedBefore: ({ context }) => context.claimedBefore,
    mayClaim: ({ event }) => protectedAction(event.accountType) === "allowed",
  },
  actions: {
    askForAccount: emit(({ event }) => ({ type: "claim.needsAccount" as const, accountType: event.accountType })),
    announceClaim: emit({ type: "claim.done" as const }),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    clearFailure: assign({ errorCode: null }),
  },
}).createMachine({
  id: "raffleClaim",
  context: ({ input }) => ({ promotionId: input.promotionId, claimedBefore: input.claimed, errorCode: null }),
  initial: "open",
  states: {
    open: {
      // Already in the draw before the page opened: nothing to claim.
      always: { guard: "claimedBefore", target: "claimed" },
      on: {
        "claim.request": [
          { guard: "mayClaim", target: "claiming", actions: "clearFailure" },
          { actions: "askForAccount" },
        ],
      },
    },
    claiming: {
      tags: ["claiming"],
      invoke: {
        id: "claimRaffle",
        src: "claimRaffle",
        input: ({ context }) => context.promotionId,
        onDone: { target: "claimed", actions: "announceClaim" },
        onError: { target: "open", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    claimed: { tags: ["claimed"], type: "final" },
  },
});
