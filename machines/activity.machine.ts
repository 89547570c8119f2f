// One activity in its modal (SPEC §4 'Activity states'): coming soon, close, join (a plain join, or the application
// form: a comment of at most 140 characters and up to three PNG or JPEG pictures of at most 5 MB), applying,
// rejected, claim, claimed, joined / in process. A visitor or a trial account is asked for a real account first.
import { assign, emit, fromPromise, setup } from "xstate";
import { ACTIVITY_COMMENT_MAX, ACTIVITY_IMAGE_MAX_BYTES, ACTIVITY_IMAGES_MAX, type Activity } from "../src/contract/activity";
import { protectedAction } from "./access";
import { errorOf, failureOf } from "./apiError";

export interface PickedImage {
  name: string;
  type: string;
  size: number;
  data: Blob;
}
export type ApplicationProblem = "comment" | "imageCount" | "imageType" | "imageSize";
export interface ActivityContext {
  activity: Activity;
  comment: string;
  images: PickedImage[];
  problem: ApplicationProblem | null;
  errorCode: string | null;
}
type ActivityEvent =
  | { type: "activity.join"; accountType: number | null }
  | { type: "activity.claim"; accountType: number | null }
  | { type: "comment.change"; value: string }
  | { type: "images.add"; images: PickedImage[] }
  | { type: "image.remove"; index: number }
  | { type: "application.submit" }
  | { type: "application.cancel" };

export function applicationProblem(comment: string, images: readonly PickedImage[]): ApplicationProblem | null {
  if ([...comment].length > ACTIVITY_COMMENT_MAX) return "comment";
  if (images.length > ACTIVITY_IMAGES_MAX) return "imageCount";
  if (images.some((image) => image.type !== "image/png" && image.type !== "image/jpeg")) return "imageType";
  if (images.some((image) => image.size > ACTIVITY_IMAGE_MAX_BYTES)) return "imageSize";
  return null;
}

export const activityMachine = setup({
  types: {
    context: {} as ActivityContext,
    events: {} as ActivityEvent,
    input: {} as { activity: Activity },
    emitted: {} as { type: "activity.needsAccount"; accountType: number | null } | { type: "activity.changed"; activity: Activity },
    tags: {} as "busy",
  },
  actors: {
    apply: fromPromise<Activity, { activityId: number; comment: string; images: PickedImage[] }>(async () => {
      throw new Error("apply must be provided by the app");
    }),
    claim: fromPromise<Activity, number>(async () => {
      throw new Error("claim must be provided by the app");
    }),
  },
  guards: {
    isComingSoon: ({ context }) => context.activity.state === "coming soon",
    isClosed: ({ context }) => context.activity.state === "close",
    isApplying: ({ context }) => context.activity.state === "applying",
    isRejected: ({ context }) => context.activity.state === "rejected",
    isClaimable: ({ context }) => context.activity.state === "claim" || context.activity.state === "issued",
    isClaimed: ({ context }) => context.activity.state === "claimed",
    isJoined: ({ context }) => context.activity.state === "joined" || context.activity.state === "in process",
    mayAct: ({ event }) => (event.type === "activity.join" || event.type === "activity.claim") && protectedAction(event.accountType) === "allowed",
    needsApplication: ({ context }) => context.activity.needsApplication,
    mayApply: ({ context, event }) => event.type === "activity.join" && protectedAction(event.accountType) === "allowed" && context.activity.needsApplication,
    applicationIsValid: ({ context }) => applicationProblem(context.comment, context.images) === null,
  },
  actions: {
    askForAccount: emit(({ event }) => ({ type: "activity.needsAccount" as const, accountType: event.type === "activity.join" || event.type === "activity.claim" ? event.accountType : null })),
    changeComment: assign(({ event }) => (event.type === "comment.change" ? { comment: event.value, problem: null } : {})),
    addImages: assign(({ context, event }) => (event.type === "images.add" ? { images: [...context.images, ...event.images], problem: null } : {})),
    removeImage: assign(({ context, event }) => (event.type === "image.remove" ? { images: context.images.filter((_, index) => index !== event.index), problem: null } : {})),
    showProblem: assign({ problem: ({ context }) => applicationProblem(context.comment, context.images) }),
    storeActivity: assign((_, activity: Activity) => ({ activity, errorCode: null, comment: "", images: [] })),
    announce: emit(({ context }) => ({ type: "activity.changed" as const, activity: context.activity })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    clearForm: assign({ comment: "", images: [], problem: null, errorCode: null }),
  },
}).createMachine({
  id: "activity",
  context: ({ input }) => ({ activity: input.activity, comment: "", images: [], problem: null, errorCode: null }),
  initial: "deciding",
  states: {
    deciding: {
      always: [
        { guard: "isComingSoon", target: "comingSoon" },
        { guard: "isClosed", target: "closed" },
        { guard: "isApplying", target: "applying" },
        { guard: "isRejected", target: "rejected" },
        { guard: "isClaimable", target: "claimable" },
        { guard: "isClaimed", target: "claimed" },
        { guard: "isJoined", target: "joined" },
        { target: "open" },
      ],
    },
    comingSoon: {},
    closed: {},
    // A plain activity is joined at once; one with an application shows its form first.
    open: {
      on: {
        "activity.join": [
          { guard: "mayApply", target: "filling" },
          { guard: "mayAct", target: "submitting" },
          { actions: "askForAccount" },
        ],
      },
    },
    filling: {
      on: {
        "comment.change": { actions: "changeComment" },
        "images.add": { actions: "addImages" },
        "image.remove": { actions: "removeImage" },
        "application.submit": [{ guard: "applicationIsValid", target: "submitting" }, { actions: "showProblem" }],
        "application.cancel": { target: "open", actions: "clearForm" },
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "apply",
        src: "apply",
        input: ({ context }) => ({ activityId: context.activity.id, comment: context.comment.trim(), images: context.images }),
        onDone: { target: "deciding", actions: [{ type: "storeActivity", params: ({ event }) => event.output }, "announce"] },
        onError: [
          { guard: "needsApplication", target: "filling", actions: { type: "storeFailure", params: errorOf } },
          { target: "open", actions: { type: "storeFailure", params: errorOf } },
        ],
      },
    },
    applying: {},
    rejected: {},
    claimable: {
      on: {
        "activity.claim": [{ guard: "mayAct", target: "claiming" }, { actions: "askForAccount" }],
      },
    },
    claiming: {
      tags: ["busy"],
      invoke: {
        id: "claim",
        src: "claim",
        input: ({ context }) => context.activity.id,
        onDone: { target: "deciding", actions: [{ type: "storeActivity", params: ({ event }) => event.output }, "announce"] },
        onError: { target: "claimable", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    claimed: {},
    joined: {},
  },
});
