// The site's URLs carry search values as plain text (/promoDetail?id=1, /member/transactionHistory?days=7&page=2), as
// SPEC §2's links do: each route's zod schema reads the types it needs. TanStack Router's default would JSON-quote a
// string that looks like a number (?id=%221%22) and hand a number to a schema expecting text.
import { stringifySearchWith } from "@tanstack/react-router";

/** A value the default serialiser quoted ("1", in a link shared before) as the text inside the quotes. */
function unquoted(value: string): string {
  if (!value.startsWith('"')) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "string" ? parsed : value;
  } catch {
    return value;
  }
}

/** Every value as the text it is (the router's own decoder would turn "123" into a number and "true" into a boolean). */
export function parseSearch(searchStr: string): Record<string, string> {
  const search = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(searchStr)) {
    if (!search.has(key)) search.set(key, unquoted(value));
  }
  // Own properties only: a key named __proto__ stays a key.
  return Object.fromEntries(search);
}

/** Strings and numbers as they are; an object (no route of the site has one) as JSON. */
export const stringifySearch = stringifySearchWith((value) => JSON.stringify(value));
