// The feedback form: a message long enough, a way to reach a visitor, then the send; thanked, and able to write again.
import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { feedbackMachine, feedbackProblems } from "../../machines/feedback.machine";
import { describeMachinePaths } from "./pathTest";
import { feedbackPlan } from "../../flowbook/plans/feedback";

describeMachinePaths("feedback", {
  ...feedbackPlan,
  states: {
    // A problem on screen is one the rule still finds in what is typed (a visitor's rule: the contact one is only theirs).
    editing: (s) => expect(feedbackProblems(s.context.values, false)).toMatchObject(s.context.problems),
    sending: (s) => {
      expect(s.hasTag("sending")).toBe(true);
      expect(s.context.values.content.trim().length).toBeGreaterThanOrEqual(10);
    },
    sent: (s) => {
      expect(s.hasTag("sent")).toBe(true);
      expect(s.context.values.content).toBe("");
    },
  },
});

describe("feedback form", () => {
  it("asks a visitor, not a member, how to reach them, and never sends a message under ten characters", () => {
    expect(feedbackProblems({ content: "Great site, thank you!", contact: "" }, false)).toEqual({ contact: "contactRequired" });
    expect(feedbackProblems({ content: "Great site, thank you!", contact: "" }, true)).toEqual({});
    expect(feedbackProblems({ content: "   short   ", contact: "x" }, false)).toEqual({ content: "tooShort" });
  });

  it("sends the trimmed message with its topic and keeps the contact for the next one", async () => {
    const sent: unknown[] = [];
    const actor = createActor(feedbackMachine.provide({ actors: { sendFeedback: fromPromise(async ({ input }) => (sent.push(input), { id: 1 })) } })).start();
    actor.send({ type: "category.change", category: "deposit" });
    actor.send({ type: "field.change", field: "content", value: "  My deposit has not arrived yet.  " });
    actor.send({ type: "field.change", field: "contact", value: "01712345678" });
    actor.send({ type: "form.submit", signedIn: false });
    await waitFor(actor, (s) => !s.hasTag("sending"), { timeout: 1000 });
    expect(sent).toEqual([{ category: "deposit", content: "My deposit has not arrived yet.", contact: "01712345678" }]);
    expect(actor.getSnapshot().hasTag("sent")).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({ content: "", contact: "01712345678" });
  });
});
