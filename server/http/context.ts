// What every handler can read about the request: its id, the caller's address and country, the merchant.
import { LANGUAGES } from "../../src/contract/domain";
import type { Context } from "hono";

export type AppEnv = {
  // Present when served by @hono/node-server; tests pass the same shape to app.request.
  Bindings: { incoming?: { socket: { remoteAddress?: string | undefined } } };
  Variables: {
    requestId: string;
    memberId: number;
    token: string;
    callerIp: string;
    /** The language of the answer, resolved once with the merchant: the one asked for, else the merchant's default. */
    language: string;
  };
};
export type AppContext = Context<AppEnv>;

/** The caller's address, as the app resolved it once for the request (behind trusted proxies, from X-Forwarded-For). */
export function callerIp(c: AppContext): string {
  return c.get("callerIp");
}

/** The country a trusted proxy put in the header named by TALA_COUNTRY_HEADER, if any. */
export function callerCountry(c: AppContext, countryHeader: string | undefined): string | null {
  if (!countryHeader) return null;
  const value = c.req.header(countryHeader)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : null;
}

export const merchantCodeOf = (c: AppContext): string | undefined => {
  const code = c.req.header("merchant")?.trim().toUpperCase();
  return code && /^[A-Z0-9_]{2,32}$/.test(code) ? code : undefined;
};

/** The SPEC's language codes that are not the site's own: CN is Chinese (zh), TY Tagalog (tl). */
const SPEC_CODES: Readonly<Record<string, string>> = { cn: "zh", ty: "tl" };
/**
 * The language a caller asked for, in any case and in the SPEC's codes (BN, CN, EN, HI, ID, TH, TY, VI) or the
 * site's (bn, zh, tl…): `lang` or `language` in the query, else the `language` header. Null (an unknown or malformed
 * one) leaves the merchant's default, never a refusal.
 */
export function askedLanguage(c: AppContext): string | null {
  const asked = (c.req.query("lang") ?? c.req.query("language") ?? c.req.header("language") ?? "").trim().toLowerCase();
  const language = SPEC_CODES[asked] ?? asked;
  return LANGUAGES.find((known) => known === language) ?? null;
}

/** The answer's language (asked, else the merchant's default): set by the merchant middleware for every API request. */
export const requestLanguage = (c: AppContext): string => c.get("language");
