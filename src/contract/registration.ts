// The registration rule check, shared by the site (before sending) and the server (before storing), so both say the same.
import type { RegisterRule } from "./system";

export type RuleProblem = "required" | "length" | "pattern";

/** A pattern '*' means anything (SPEC §5). */
export const rulePattern = (rule: RegisterRule) => (rule.acceptedPattern === "*" ? ".*" : rule.acceptedPattern);

export function ruleProblem(value: string | undefined, rule: RegisterRule | undefined): RuleProblem | null {
  if (!rule?.enabled) return null;
  const text = value ?? "";
  if (text === "") return rule.required ? "required" : null;
  if (text.length < rule.minLength || text.length > rule.maxLength) return "length";
  try {
    return new RegExp(`^(?:${rulePattern(rule)})$`, "u").test(text) ? null : "pattern";
  } catch {
    return null; // a pattern the browser cannot read is left to the server
  }
}
