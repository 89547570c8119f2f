// What the flow book and the model-based tests know of a machine beyond its code: the events a person can send, the
// answers its calls can give, and what the player sees in each state.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from "xstate";

export interface FlowPlan {
  machine: AnyStateMachine;
  /** One traversal per input; coverage is judged over all of them. */
  inputs?: unknown[];
  /** Events a user (or the app) can send; each is tried in every state. */
  events: AnyEventObject[];
  /** Sample answers per invoke id: each becomes an `xstate.done.actor.<id>` event (the book's "success" outcomes). */
  outputs?: Record<string, unknown[]>;
  /** Sample failures per invoke id: each becomes an `xstate.error.actor.<id>` event (the book names them by code). */
  errors?: Record<string, unknown[]>;
  /** Keys a snapshot for the traversal; defaults to the state value and the context. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /**
   * What the player sees in each resting state, keyed by its path ("ready", "editing.captchaReady"), in words a
   * product owner reads: the book's state list and the "then" of every scenario. Every such state needs one.
   */
  seen: Record<string, string>;
  /** How an event reads in a scenario's "when" ("the player submits the form"), by event type; else spelled from the type. */
  said?: Record<string, string>;
}
