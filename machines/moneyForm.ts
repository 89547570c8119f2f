// What the money forms share: an amount's problem against its limits (their keys: purchaseKey.ts).
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

