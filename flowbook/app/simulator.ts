// The simulator: the real machine with every call left unanswered and time stopped, so the reader answers each call
// with a canned outcome and moves time on by hand.
import { createActor, fromPromise, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot } from "xstate";
import { getStateNodes } from "@xstate/graph";
import type { FlowPlan } from "../plan";
import { eventsFor } from "../paths";
import { answeredInvoke, delayOf, delayWords, failureWords, humanize, stepWords } from "../words";

/** SPEC §8's failures any call can meet, offered for every call beside the plan's own. */
export const COMMON_FAILURES = [
  { code: "network_error", message: "Network link is abnormal, please try again", value: null },
  { code: "internal_error", message: "Unknown error", value: { requestId: "demo" } },
  { code: "unauthorized", message: "Your session has ended, please log in again", value: null },
] as const;

export interface Choice {
  kind: "event" | "answer" | "failure" | "slow" | "delay";
  /** What the button says. */
  label: string;
  /** The call it answers, "player" for what a person does, "time" for delays: the panel groups by it. */
  group: string;
  event: AnyEventObject | null;
}

export function startSimulation(plan: FlowPlan, input: unknown): AnyActorRef {
  const pending = Object.fromEntries(Object.keys(plan.machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
  // Time stands still: a delay passes only when the reader presses its "advance" (an xstate.after event).
  const frozen = { setTimeout: () => 0, clearTimeout: () => {} };
  const actor = createActor(plan.machine.provide({ actors: pending }), { input, clock: frozen });
  actor.start();
  return actor;
}

/** What the reader may do now: the events the state accepts, an outcome for each call it waits on, and its delays. */
export function choicesFor(plan: FlowPlan, snapshot: AnyMachineSnapshot): Choice[] {
  if (snapshot.status !== "active") return [];
  const nodes = getStateNodes(plan.machine.root);
  const choices: Choice[] = [];
  const seen = new Set<string>();
  const withFailures: FlowPlan = {
    ...plan,
    errors: Object.fromEntries(
      nodes
        .flatMap((node) => node.invoke.map((invoke) => invoke.id))
        .map((id) => {
          const own = plan.errors?.[id] ?? [];
          const codes = new Set(own.map((error) => failureWords(error).code));
          return [id, [...own, ...COMMON_FAILURES.filter((failure) => !codes.has(failure.code))]];
        }),
    ),
  };
  for (const event of eventsFor(withFailures, nodes, snapshot)) {
    const key = JSON.stringify(event);
    if (seen.has(key) || !snapshot.can(event)) continue;
    seen.add(key);
    const answered = answeredInvoke(event.type);
    const delay = delayOf(event.type);
    if (answered?.ok) {
      const samples = plan.outputs?.[answered.id] ?? [undefined];
      const index = samples.findIndex((sample) => sample === ("output" in event ? event.output : undefined));
      choices.push({ kind: "answer", group: answered.id, label: samples.length > 1 ? `success ${index + 1}` : "success", event });
    } else if (answered) {
      const { code, message } = failureWords("error" in event ? event.error : null);
      choices.push({ kind: "failure", group: answered.id, label: message ? `${code}: ${message}` : code, event });
    } else if (delay !== null) {
      choices.push({ kind: "delay", group: "time", label: `advance: ${delayWords(plan.machine, delay)}`, event });
    } else {
      choices.push({ kind: "event", group: "player", label: stepWords(plan, event), event });
    }
  }
  for (const group of new Set(choices.filter((choice) => choice.kind === "answer" || choice.kind === "failure").map((choice) => choice.group))) {
    choices.push({ kind: "slow", group, label: `slow: ${humanize(group)} has not answered yet`, event: null });
  }
  return choices;
}
