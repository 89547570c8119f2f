// Feedback form: the topic, typing and send events, the send's answers, and what the form shows in each state.
import { feedbackMachine } from "../../machines/feedback.machine";
import type { FlowPlan } from "../plan";

export const feedbackPlan: FlowPlan = {
  machine: feedbackMachine,
  events: [
    { type: "category.change", category: "complaint" },
    { type: "field.change", field: "content", value: "The live casino stream stutters every evening." },
    { type: "field.change", field: "content", value: "Too short" },
    { type: "field.change", field: "contact", value: "01712345678" },
    { type: "form.submit", signedIn: false },
    { type: "form.submit", signedIn: true },
  ],
  outputs: { sendFeedback: [{ id: 7 }] },
  errors: { sendFeedback: [{ code: "too_many_requests", message: "You have sent a lot of feedback." }] },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.category,
      s.context.values.content.length > 10,
      s.context.values.contact !== "",
      Object.keys(s.context.problems).sort(),
      s.context.errorCode,
    ]),
  seen: {
    editing:
      "The Feedback and complaints form on the help page: a topic, the message, a phone or email box for visitors only, a problem under a field that needs one, a red message after a failed send, and the Send button.",
    sending: "The form stays as typed with the Send button disabled while the feedback is sent.",
    sent: 'A green "Thank you. We have received your feedback." shows above the Send button; the message box is empty again and the contact stays filled in.',
  },
  said: {
    "category.change": "the player picks a topic",
    "field.change": "the player types the message or how to reach them",
    "form.submit": "the player presses Send",
  },
};
