// One activity: its state decides what the modal offers; the application is checked before it goes; a claim pays
// once; visitors and trial accounts are asked for a real account.
import { expect, it } from "vitest";
import { activityMachine, applicationProblem, type PickedImage } from "../../machines/activity.machine";
import type { Activity, ActivityState } from "../../src/contract/activity";
import { describeMachinePaths } from "./pathTest";

const activity = (state: ActivityState, needsApplication = true): Activity => ({
  id: 4, title: "Weekend challenge", content: "<p>Win</p>", imageUrl: "", needsApplication, reward: "25.00",
  startsAt: "2026-11-20T00:00:00.000Z", endsAt: "2026-11-30T00:00:00.000Z", state, reason: state === "rejected" ? "No win shown" : null,
});
const picture = (type: string, size: number): PickedImage => ({ name: "p", type, size, data: new Blob(["x"]) });

describeMachinePaths("activity", {
  machine: activityMachine,
  inputs: (["join", "coming soon", "close", "applying", "rejected", "claim", "claimed", "in process"] as const).map((state) => ({ activity: activity(state) })).concat([{ activity: activity("join", false) }]),
  events: [
    { type: "join", accountType: 0 },
    { type: "join", accountType: null },
    { type: "claim", accountType: 0 },
    { type: "claim", accountType: 4 },
    { type: "comment.change", value: "My wins" },
    { type: "comment.change", value: "x".repeat(141) },
    { type: "images.add", images: [picture("image/png", 1000)] },
    { type: "images.add", images: [picture("image/gif", 1000)] },
    { type: "image.remove", index: 0 },
    { type: "submit" },
    { type: "cancel" },
  ],
  outputs: { apply: [activity("applying")], claim: [activity("claimed")] },
  errors: { apply: [{ code: "unsupported_image" }], claim: [{ code: "nothing_to_claim" }] },
  serializeState: (s) => JSON.stringify([s.value, s.context.activity.state, s.context.activity.needsApplication, s.context.comment.length, applicationProblem(s.context.comment, s.context.images), s.context.images.length > 0, s.context.problem, s.context.errorCode]),
  states: {
    deciding: () => undefined,
    comingSoon: (s) => expect(s.context.activity.state).toBe("coming soon"),
    closed: (s) => expect(s.context.activity.state).toBe("close"),
    open: (s) => expect(s.context.activity.state).toBe("join"),
    filling: (s) => expect(s.context.activity.needsApplication).toBe(true),
    submitting: (s) => expect(applicationProblem(s.context.comment, s.context.images)).toBeNull(),
    applying: (s) => expect(s.context.activity.state).toBe("applying"),
    rejected: (s) => expect(s.context.activity.reason).toBeTruthy(),
    claimable: (s) => expect(s.context.activity.state).toBe("claim"),
    claiming: (s) => expect(s.hasTag("busy")).toBe(true),
    claimed: (s) => expect(s.context.activity.state).toBe("claimed"),
    joined: (s) => expect(["joined", "in process"]).toContain(s.context.activity.state),
  },
});

it("checks the application: 140 characters, three pictures, PNG or JPEG, 5 MB each", () => {
  expect(applicationProblem("ok", [picture("image/png", 10)])).toBeNull();
  expect(applicationProblem("x".repeat(141), [])).toBe("comment");
  expect(applicationProblem("", [1, 2, 3, 4].map(() => picture("image/jpeg", 10)))).toBe("imageCount");
  expect(applicationProblem("", [picture("image/gif", 10)])).toBe("imageType");
  expect(applicationProblem("", [picture("image/png", 5 * 1024 * 1024 + 1)])).toBe("imageSize");
});
