// Content page flows: the feedback form, a raffle promotion's claim and an activity's modal. Loaded with those pages.
import { fromPromise } from "xstate";
import { feedbackMachine } from "../../machines/feedback.machine";
import { raffleClaimMachine } from "../../machines/raffleClaim.machine";
import { activityMachine } from "../../machines/activity.machine";
import type { Services } from "./services";

export function contentFlows({ content }: Services) {
  return {
    feedback: feedbackMachine.provide({ actors: { sendFeedback: fromPromise(({ input }) => content.feedback(input)) } }),
    raffleClaim: raffleClaimMachine.provide({ actors: { claimRaffle: fromPromise(({ input }) => content.claimRaffle(input)) } }),
    activity: activityMachine.provide({
      actors: {
        apply: fromPromise(({ input }) => content.applyForActivity(input.activityId, input.comment, input.images)),
        claim: fromPromise(({ input }) => content.claimActivity(input)),
      },
    }),
  };
}
export type ContentFlows = ReturnType<typeof contentFlows>;
