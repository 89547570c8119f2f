// One activity's modal: the join, application and claim events, the apply and claim calls' answers, and what the modal shows.
import { activityMachine, applicationProblem, type PickedImage } from "../../machines/activity.machine";
import type { Activity, ActivityState } from "../../src/contract/activity";
import type { FlowPlan } from "../plan";

const activity = (state: ActivityState, needsApplication = true): Activity => ({
  id: 4,
  title: "Weekend challenge",
  content: "<p>Win</p>",
  imageUrl: "",
  needsApplication,
  reward: "25.00",
  startsAt: "2026-11-20T00:00:00.000Z",
  endsAt: "2026-11-30T00:00:00.000Z",
  state,
  reason: state === "rejected" ? "No win shown" : null,
});
export const pictureSample = (type: string, size: number): PickedImage => ({ name: "p", type, size, data: new Blob(["x"]) });

export const activityPlan: FlowPlan = {
  machine: activityMachine,
  inputs: (["join", "coming soon", "close", "applying", "rejected", "claim", "claimed", "in process"] as const)
    .map((state) => ({ activity: activity(state) }))
    .concat([{ activity: activity("join", false) }]),
  events: [
    { type: "activity.join", accountType: 0 },
    { type: "activity.join", accountType: null },
    { type: "activity.claim", accountType: 0 },
    { type: "activity.claim", accountType: 4 },
    { type: "comment.change", value: "My wins" },
    { type: "comment.change", value: "x".repeat(141) },
    { type: "images.add", images: [pictureSample("image/png", 1000)] },
    { type: "images.add", images: [pictureSample("image/gif", 1000)] },
    { type: "image.remove", index: 0 },
    { type: "application.submit" },
    { type: "application.cancel" },
  ],
  outputs: { apply: [activity("applying")], claim: [activity("claimed")] },
  errors: { apply: [{ code: "unsupported_image" }], claim: [{ code: "nothing_to_claim" }] },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.activity.state,
      s.context.activity.needsApplication,
      s.context.comment.length,
      applicationProblem(s.context.comment, s.context.images),
      s.context.images.length > 0,
      s.context.problem,
      s.context.errorCode,
    ]),
  seen: {
    deciding: "Never seen on its own: the modal opens straight on what the activity's state offers.",
    comingSoon: 'The activity\'s modal (title, "Coming soon" badge, reward, end date and description) with nothing to press yet.',
    closed: 'The activity\'s modal with a "Closed" badge, its reward, end date and description, and nothing to press.',
    open: 'The activity\'s modal with a "Join" badge, its reward, end date and description, and a Join button; a visitor who presses it gets the login dialog, a trial account a warning that it needs a real account.',
    filling:
      "Under the description, the application form: a comment box counting up to 140 characters, a picture picker (PNG or JPEG, up to three, 5 MB each) with each picked picture and a Remove button, a red message when something is wrong, and Send the application and Cancel buttons.",
    submitting:
      "The application form stays on screen with Send the application disabled while it is sent (an activity without an application shows the same form for a moment while joining).",
    applying: 'The modal\'s badge reads "Applying": the application waits for review and there is nothing to press.',
    rejected: 'The modal\'s badge reads "Rejected" and the reason for the rejection shows in red under the description; there is nothing to press.',
    claimable:
      "The modal offers a Claim the reward button, with a red try-again message under it after a failed claim; a trial account that presses it gets a warning that it needs a real account.",
    claiming: "The Claim the reward button is disabled while the claim is sent.",
    claimed: 'The modal\'s badge reads "Claimed"; the reward has been paid and there is nothing to press.',
    joined: 'The modal\'s badge reads "Joined" or "In process"; there is nothing to press.',
  },
  said: {
    "activity.join": "the player presses Join",
    "activity.claim": "the player presses Claim the reward",
    "comment.change": "the player types a comment",
    "images.add": "the player picks pictures",
    "image.remove": "the player removes a picture",
    "application.submit": "the player presses Send the application",
    "application.cancel": "the player presses Cancel",
  },
};
