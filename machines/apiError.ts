// Reads what a failed call said, without knowing the client's error class: machines see plain data only.
import type { ErrorActorEvent } from "xstate";

export interface Failure {
  code: string;
  message: string;
  value: Record<string, unknown>;
}

export function failureOf(error: unknown): Failure {
  const record = typeof error === "object" && error !== null ? error : {};
  const code = "code" in record && typeof record.code === "string" ? record.code : "unknown_error";
  const message = "message" in record && typeof record.message === "string" ? record.message : "";
  const raw = "value" in record && typeof record.value === "object" && record.value !== null ? record.value : {};
  return { code, message, value: Object.fromEntries(Object.entries(raw)) };
}

export const flagOf = (failure: Failure, name: string) => failure.value[name] === true;

/** A failed call's error, handed to the action that keeps it: `{ type: "storeFailure", params: errorOf }`. */
export const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;
