// One activity: its state decides what the modal offers; the application is checked before it goes; a claim pays
// once; visitors and trial accounts are asked for a real account.
import { expect, it } from "vitest";
import { applicationProblem } from "../../machines/activity.machine";
import { callsOf, describeMachinePaths } from "./pathTest";
import { activityPlan, pictureSample as picture } from "../../flowbook/plans/activity";

describeMachinePaths("activity", {
  ...activityPlan,
  states: {
    // It decides at once from the activity's state: a snapshot never rests here.
    deciding: () => expect.unreachable("the activity rests in deciding"),
    comingSoon: (s) => expect(s.context.activity.state).toBe("coming soon"),
    closed: (s) => expect(s.context.activity.state).toBe("close"),
    open: (s) => expect(s.context.activity.state).toBe("join"),
    filling: (s) => expect(s.context.activity.needsApplication).toBe(true),
    submitting: (s) => expect(applicationProblem(s.context.comment, s.context.images)).toBeNull(),
    applying: (s) => expect(s.context.activity.state).toBe("applying"),
    rejected: (s) => expect(s.context.activity.reason).toBeTruthy(),
    claimable: (s) => expect(s.context.activity.state).toBe("claim"),
    claiming: (s) => {
      expect(["claim", "issued"]).toContain(s.context.activity.state);
      expect(callsOf(s)).toStrictEqual({ claim: s.context.activity.id });
    },
    claimed: (s) => expect(s.context.activity.state).toBe("claimed"),
    joined: (s) => expect(["joined", "in process"]).toContain(s.context.activity.state),
  },
});

it("checks the application: 140 characters, three pictures, PNG or JPEG, 5 MB each", () => {
  expect(applicationProblem("ok", [picture("image/png", 10)])).toBeNull();
  expect(applicationProblem("x".repeat(141), [])).toBe("comment");
  expect(
    applicationProblem(
      "",
      [1, 2, 3, 4].map(() => picture("image/jpeg", 10)),
    ),
  ).toBe("imageCount");
  expect(applicationProblem("", [picture("image/gif", 10)])).toBe("imageType");
  expect(applicationProblem("", [picture("image/png", 5 * 1024 * 1024 + 1)])).toBe("imageSize");
});
