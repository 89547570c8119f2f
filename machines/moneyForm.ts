// What the money forms share: an amount's problem against its limits, and a fresh idempotency key per request.
import { AMOUNT_PATTERN, toMinor } from "../src/contract/wallet";

export type AmountProblem = "required" | "format" | "zero" | "belowMinimum" | "aboveMaximum";

/** min and max are decimal strings from the server (a method's or the withdrawal limits), or absent. */
export function amountProblem(value: string, limits: { min?: string | undefined; max?: string | undefined } = {}): AmountProblem | null {
  const amount = value.trim();
  if (amount === "") return "required";
  if (!AMOUNT_PATTERN.test(amount)) return "format";
  const minor = toMinor(amount);
  if (minor <= 0n) return "zero";
  if (limits.min !== undefined && minor < toMinor(limits.min)) return "belowMinimum";
  if (limits.max !== undefined && minor > toMinor(limits.max)) return "aboveMaximum";
  return null;
}

/** A key for one request the player means to make once: kept across retries of it, new for the next. */
export function newRequestKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `web-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
