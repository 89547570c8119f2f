// Content page flows: the feedback form and a raffle promotion's claim. Loaded with those pages.
import { fromPromise } from "xstate";
import { feedbackMachine } from "../../../machines/feedback.machine";
import { raffleClaimMachine } from "../../../machines/raffleClaim.machine";
import type { Services } from "./services";

export function contentFlows({ content }: Services) {
  return {
    feedback: feedbackMachine.provide({ actors: { sendFeedback: fromPromise(({ input }) => content.feedback(input)) } }),
    raffleClaim: raffleClaimMachine.provide({ actors: { claimRaffle: fromPromise(({ input }) => content.claimRaffle(input)) } }),
  };
}
export type ContentFlows = ReturnType<typeof contentFlows>;
