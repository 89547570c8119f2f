// The feedback and complaints form: a topic, a message of 10 to 1000 characters, a way to reach a visitor, then the send.
import { assign, fromPromise, setup } from "xstate";
import { FEEDBACK_CATEGORIES, FEEDBACK_LENGTHS } from "../src/contract/content";
import type { FeedbackRequest } from "../src/contract/contentPages";
import { errorOf, failureOf } from "./apiError";
import { fieldChanged, hasNoProblems, submitWhenValid } from "./form";

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export type FeedbackField = "content" | "contact";
export type FeedbackProblem = "tooShort" | "tooLong" | "contactRequired";

export interface FeedbackContext {
  category: FeedbackCategory;
  values: Record<FeedbackField, string>;
  problems: Partial<Record<FeedbackField, FeedbackProblem>>;
  /** The code of the last failed send, for the view to word. */
  errorCode: string | null;
}

/** A member is known to the server; a visitor must say how to reach them. */
export function feedbackProblems(values: Record<FeedbackField, string>, signedIn: boolean): Partial<Record<FeedbackField, FeedbackProblem>> {
  const problems: Partial<Record<FeedbackField, FeedbackProblem>> = {};
  const content = values.content.trim();
  if (content.length < FEEDBACK_LENGTHS.minContent) problems.content = "tooShort";
  else if (content.length > FEEDBACK_LENGTHS.maxContent) problems.content = "tooLong";
  if (!signedIn && values.contact.trim() === "") problems.contact = "contactRequired";
  return problems;
}

type FeedbackEvent =
  | { type: "category.change"; category: FeedbackCategory }
  | { type: "field.change"; field: FeedbackField; value: string }
  | { type: "form.submit"; signedIn: boolean };

export const feedbackMachine = setup({
  types: { context: {} as FeedbackContext, events: {} as FeedbackEvent, tags: {} as "sending" | "sent" },
  actors: {
    sendFeedback: fromPromise<unknown, FeedbackRequest>(async () => {
      throw new Error("sendFeedback must be provided by the app");
    }),
  },
  guards: {
    formIsValid: ({ context, event }) => event.type === "form.submit" && hasNoProblems(feedbackProblems(context.values, event.signedIn)),
  },
  actions: {
    changeCategory: assign(({ event }) => (event.type === "category.change" ? { category: event.category } : {})),
    changeField: assign(({ context, event }) => (event.type === "field.change" ? { ...fieldChanged(context, event.field, event.value), errorCode: null } : {})),
    showProblems: assign(({ context, event }) => (event.type === "form.submit" ? { problems: feedbackProblems(context.values, event.signedIn) } : {})),
    clearMessage: assign(({ context }) => ({ values: { ...context.values, content: "" }, problems: {}, errorCode: null })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
  },
}).createMachine({
  id: "feedback",
  context: { category: "suggestion", values: { content: "", contact: "" }, problems: {}, errorCode: null },
  initial: "editing",
  on: { "category.change": { actions: "changeCategory" } },
  states: {
    editing: {
      on: {
        "field.change": { actions: "changeField" },
        "form.submit": submitWhenValid("sending"),
      },
    },
    sending: {
      tags: ["sending"],
      invoke: {
        id: "sendFeedback",
        src: "sendFeedback",
        input: ({ context }) => ({
          category: context.category,
          content: context.values.content.trim(),
          contact: context.values.contact.trim() || undefined,
        }),
        onDone: { target: "sent", actions: "clearMessage" },
        onError: { target: "editing", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    // Thanked; writing again starts a new message.
    sent: {
      tags: ["sent"],
      on: { "field.change": { target: "editing", actions: "changeField" } },
    },
  },
});
