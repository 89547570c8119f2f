// The building blocks of every request schema: ids that fit their column, dates that exist, text without control
// characters. Whatever passes these, the database can store: bad input is refused here with a message naming the
// field, never by the database as a server error.
import * as zod from "zod/mini";

/** The largest value of a PostgreSQL `integer` column (a `serial` id, a sort order, a count). */
export const INT_MAX = 2_147_483_647;
export const INT_MIN = -2_147_483_648;

/** A whole number that fits an `integer` column, within the bounds a field allows. */
export const wholeNumber = (min = INT_MIN, max = INT_MAX) =>
  zod.number().check(zod.int("must be a whole number"), zod.minimum(min, `must be from ${min} to ${max}`), zod.maximum(max, `must be from ${min} to ${max}`));

/** The id of a row whose id is `serial` (an `integer`): 1 to 2,147,483,647. */
export const idSchema = wholeNumber(1, INT_MAX);
/** The id of a row whose id is `bigserial`: 1 up to the largest whole number JavaScript holds exactly. */
export const bigIdSchema = zod.number().check(
  zod.int("must be a whole number"),
  zod.minimum(1, "must be an id from 1"),
  zod.maximum(Number.MAX_SAFE_INTEGER, `must be an id up to ${Number.MAX_SAFE_INTEGER}`),
);

/** An id as a path or a query carries it: digits only (no sign, point, exponent or hex), then no larger than its column. */
const idTextUpTo = (max: number) =>
  zod.pipe(
    zod.string().check(
      zod.regex(/^[1-9]\d{0,15}$/, "must be a whole number from 1"),
      zod.refine((text) => Number(text) <= max, `must be at most ${max}`),
    ),
    zod.transform(Number),
  );
/** A `serial` id in a path or query (/wps/content/promotions/12). */
export const idTextSchema = idTextUpTo(INT_MAX);
/** A `bigserial` id in a path or query (/wps/v2/withdrawals/12/receipt). */
export const bigIdTextSchema = idTextUpTo(Number.MAX_SAFE_INTEGER);

/** Control characters (U+0000–U+001F, U+007F) and lone surrogates, but for the line breaks and tab `allowed`. */
function holdsControlCharacter(text: string, allowed: ReadonlySet<number>): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if ((code < 0x20 || code === 0x7f) && !allowed.has(code)) return true;
    // A lone surrogate is no character at all: stored, it would silently become U+FFFD.
    if (code >= 0xd800 && code <= 0xdfff) return true;
  }
  return false;
}
const NONE = new Set<number>();
const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);

/**
 * One line of text (a name, a title, a code): no control characters at all. Put it before `zod.trim()`, so a trailing
 * tab or line break is refused rather than trimmed away unseen.
 */
export const oneLine = zod.refine<string>((text) => !holdsControlCharacter(text, NONE), "must not contain control characters");
/** Text that may run over several lines (a comment, feedback, a notice's HTML): line breaks and tabs, no other control characters. */
export const multiLine = zod.refine<string>(
  (text) => !holdsControlCharacter(text, LINE_BREAKS_AND_TAB),
  "must not contain control characters other than line breaks and tabs",
);

/** YYYY-MM-DD that is a day of the calendar: no 31 February, no month 13, no year 0 (PostgreSQL has none). */
function isRealDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return false;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
/** A day as the wire carries it: 2026-11-23, and a day that exists. */
export const daySchema = zod.string().check(zod.refine(isRealDay, "must be a real date like 2026-11-23"));

/** An instant whose day exists and that Date reads the same way. */
const isRealInstant = (text: string) => isRealDay(text.slice(0, 10)) && !Number.isNaN(Date.parse(text));
/** An ISO time with its offset (2026-11-23T10:05:00Z, 2026-11-23T16:05:00+06:00), on a day that exists. */
export const dateTimeSchema = zod.iso.datetime({ offset: true }).check(zod.refine(isRealInstant, "must be a real time like 2026-11-23T10:05:00Z"));
/** The same check for a format a field defines itself (a day or a time). */
export const realDayOrTime = zod.refine<string>((text) => isRealInstant(text.length === 10 ? `${text}T00:00:00Z` : text), "must be a real date or time");

/** A UUID as PostgreSQL's `uuid` reads it (images, game sessions, captchas): 36 characters of hex and dashes are not enough. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuidSchema = zod.string().check(zod.regex(UUID_PATTERN, "must be an id like 3f2b8c1e-0a4d-4e6f-9b7a-2c5d8e1f0a3b"));
