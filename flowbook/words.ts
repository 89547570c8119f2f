// How the flow book says a machine's names in words: guards, delays, events and the answers of its calls.
import type { AnyEventObject, AnyStateMachine } from "xstate";
import type { FlowPlan } from "./plan";

/** "moreSecondsLeft" → "more seconds left", "form.submit" → "form submit". */
export const humanize = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[._-]+/g, " ")
    .toLowerCase()
    .trim();

/** A guard's (or action's) name: a named one, or xstate's and()/or()/not() spelled out ("formIsValid and byEmail"). */
export function guardName(guard: unknown): string | null {
  if (typeof guard === "string") return guard;
  if (typeof guard === "object" && guard !== null && "type" in guard && typeof guard.type === "string") return guard.type;
  if (typeof guard === "function" && "guards" in guard && Array.isArray(guard.guards)) {
    const parts = guard.guards.map((part: unknown) => guardName(part) ?? "guard");
    return guard.name === "not" ? `not ${parts.join(", ")}` : parts.join(` ${guard.name} `);
  }
  return null;
}

/** "1 s", "1.5 s", "5 min": a delay as a person reads it. */
export function durationWords(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${Number((ms / 1000).toFixed(2))} s`;
}

/** A named delay in words with its length ("one second (1 s)"), or the number of a literal one. */
export function delayWords(machine: AnyStateMachine, delay: string | number): string {
  if (typeof delay === "number") return durationWords(delay);
  const length: unknown = machine.implementations.delays[delay];
  return typeof length === "number" ? `${humanize(delay)} (${durationWords(length)})` : humanize(delay);
}

const DONE = "xstate.done.actor.";
const ERROR = "xstate.error.actor.";
const AFTER = "xstate.after.";

/** The invoke id an `xstate.done/error.actor.<id>` event answers, else null. */
export function answeredInvoke(eventType: string): { id: string; ok: boolean } | null {
  if (eventType.startsWith(DONE)) return { id: eventType.slice(DONE.length), ok: true };
  if (eventType.startsWith(ERROR)) return { id: eventType.slice(ERROR.length), ok: false };
  return null;
}

/** The delay an `xstate.after.<delay>.<state id>` event stands for. */
export const delayOf = (eventType: string): string | null => (eventType.startsWith(AFTER) ? (eventType.slice(AFTER.length).split(".")[0] ?? null) : null);

/** An error sample's code and message, if it has them. */
export function failureWords(error: unknown): { code: string; message: string } {
  const record = typeof error === "object" && error !== null ? error : {};
  const code = "code" in record && typeof record.code === "string" ? record.code : "error";
  const message = "message" in record && typeof record.message === "string" ? record.message : "";
  return { code, message };
}

/** What an edge's event means, for the diagram's label: "form submit", "login answers", "after one second (1 s)". */
export function edgeEventWords(machine: AnyStateMachine, eventType: string, delay?: string | number): string {
  const answered = answeredInvoke(eventType);
  if (answered) return `${humanize(answered.id)} ${answered.ok ? "answers" : "fails"}`;
  const delayed = delay ?? delayOf(eventType);
  if (delayed !== null && eventType.startsWith(AFTER)) return `after ${delayWords(machine, delayed)}`;
  return eventType;
}

/** A payload's fields in a scenario step: `(field = "username", value = "rahim")`. */
function payloadWords(event: AnyEventObject): string {
  const fields = Object.entries(event).filter(([key]) => key !== "type");
  if (fields.length === 0) return "";
  const shown = fields.map(([key, value]) => `${key} = ${JSON.stringify(value)}`).join(", ");
  return ` (${shown.length > 120 ? `${shown.slice(0, 117)}…` : shown})`;
}

/** An event as the "when" of a scenario: the plan's words, the call's answer, or the time that passes. */
export function stepWords(plan: FlowPlan, event: AnyEventObject): string {
  const answered = answeredInvoke(event.type);
  if (answered?.ok)
    return `the ${humanize(answered.id)} call answers${"output" in event && event.output !== undefined ? payloadWords({ type: "", answer: event.output }) : ""}`;
  if (answered) {
    const { code, message } = failureWords("error" in event ? event.error : null);
    return `the ${humanize(answered.id)} call fails with ${code}${message ? ` ("${message}")` : ""}`;
  }
  const delayed = delayOf(event.type);
  if (delayed !== null) return `the wait "${delayWords(plan.machine, delayed)}" is over`;
  return `${plan.said?.[event.type] ?? humanize(event.type)}${payloadWords(event)}`;
}
