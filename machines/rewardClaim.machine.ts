// Claiming rewards in the reward centre and on the missions page: one claim at a time, each reward claimed once
// here (the server pays once whatever happens); a paid claim is announced so the lists, the badges and the balance
// follow, and a refused one shows its reason until the member tries again or dismisses it.
import { assign, emit, fromPromise, setup, type DoneActorEvent } from "xstate";
import type { RewardClaim } from "../src/contract/rewards";
import { errorOf, failureOf } from "./apiError";

export interface RewardClaimContext {
  /** The reward being claimed, or the last one tried. */
  key: string | null;
  /** Rewards claimed while the page is open: their buttons stay off even before the list refreshes. */
  claimedKeys: readonly string[];
  lastClaim: RewardClaim | null;
  errorCode: string | null;
}

export type RewardClaimEvent = { type: "reward.claim"; key: string } | { type: "refusal.dismiss" };

export const rewardClaimMachine = setup({
  types: {
    context: {} as RewardClaimContext,
    events: {} as RewardClaimEvent,
    emitted: {} as { type: "reward.claimed"; claim: RewardClaim },
    tags: {} as "claiming" | "paid" | "failed",
  },
  actors: {
    claimReward: fromPromise<RewardClaim, string>(async () => {
      throw new Error("claimReward must be provided by the app");
    }),
  },
  guards: {
    notClaimedYet: ({ context, event }) => event.type === "reward.claim" && !context.claimedKeys.includes(event.key),
  },
  actions: {
    startClaim: assign({ key: ({ event }) => (event.type === "reward.claim" ? event.key : null), errorCode: null }),
    recordClaim: assign(({ context }, claim: RewardClaim) => ({ lastClaim: claim, claimedKeys: context.key === null ? context.claimedKeys : [...context.claimedKeys, context.key] })),
    announceClaim: emit((_, claim: RewardClaim) => ({ type: "reward.claimed" as const, claim })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    clearFailure: assign({ errorCode: null }),
  },
}).createMachine({
  id: "rewardClaim",
  context: { key: null, claimedKeys: [], lastClaim: null, errorCode: null },
  initial: "ready",
  states: {
    ready: {
      on: { "reward.claim": { guard: "notClaimedYet", target: "claiming", actions: "startClaim" } },
    },
    claiming: {
      tags: ["claiming"],
      invoke: {
        id: "claimReward",
        src: "claimReward",
        input: ({ context }) => context.key ?? "",
        onDone: {
          target: "paid",
          actions: [
            { type: "recordClaim", params: ({ event }: { event: DoneActorEvent<RewardClaim> }) => event.output },
            { type: "announceClaim", params: ({ event }: { event: DoneActorEvent<RewardClaim> }) => event.output },
          ],
        },
        onError: { target: "failed", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    paid: {
      tags: ["paid"],
      on: { "reward.claim": { guard: "notClaimedYet", target: "claiming", actions: "startClaim" } },
    },
    failed: {
      tags: ["failed"],
      on: {
        "reward.claim": { guard: "notClaimedYet", target: "claiming", actions: "startClaim" },
        "refusal.dismiss": { target: "ready", actions: "clearFailure" },
      },
    },
  },
});
