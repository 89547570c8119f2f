// The sportsbook on the wire: matches with their priced markets, a bet slip's bet (a single or an accumulator), the
// player's bets, and the operator's settings, suspensions, corrections and book.
import * as z from "zod/mini";
import { daySchema, oneLine } from "./fields";
import { amountSchema } from "./wallet";

export const SPORTS = ["FOOTBALL", "BASKETBALL", "CRICKET", "ESPORTS"] as const;
export type Sport = (typeof SPORTS)[number];
export const MARKET_KINDS = ["MATCH", "HANDICAP", "TOTAL"] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];
export const OUTCOMES = ["HOME", "DRAW", "AWAY", "OVER", "UNDER"] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** What the player accepts when a price moves while betting: any price, only a better one, or none (asked again). */
export const ODDS_CHANGE_RULES = ["any", "higher", "none"] as const;
export type OddsChangeRule = (typeof ODDS_CHANGE_RULES)[number];
/** The most legs an accumulator takes. */
export const MAX_LEGS = 10;

/** A match id, one spelling per match (no leading zeros: FOOTBALL-07 is not FOOTBALL-7). */
const feedId = z.string().check(z.regex(/^[A-Z]{2,16}-(0|[1-9]\d{0,8})$/, "must be a match id like FOOTBALL-123"));
/** A price as the player saw it: 1.01 to 100.00, up to two decimals. */
const oddsSchema = z.string().check(z.regex(/^\d{1,3}(\.\d{1,2})?$/, "must be a price like 1.85"));

export const sportsQuerySchema = z.object({
  sport: z.optional(z.enum(SPORTS)),
  /** esports: only the matches of the configured esports vendors (SPEC §4); sports: all the others. */
  area: z.optional(z.enum(["sports", "esports"])),
});
export const eventParamSchema = z.object({ feedId });

export const marketSchema = z.object({
  market: z.enum(MARKET_KINDS),
  /** The handicap on the home side or the total's line, as text ("-1.5", "2.5"); null for the match result. */
  line: z.nullable(z.string()),
  status: z.enum(["open", "suspended"]),
  outcomes: z.array(z.object({ outcome: z.enum(OUTCOMES), odds: z.nullable(z.string()) })),
});
export const sportEventSchema = z.object({
  feedId: z.string(),
  sport: z.enum(SPORTS),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: z.enum(["scheduled", "live", "finished", "abandoned"]),
  score: z.object({ home: z.number(), away: z.number() }),
  /** The share of the match played, 0 to 1. */
  played: z.number(),
  markets: z.array(marketSchema),
});
export const sportEventsSchema = z.object({ events: z.array(sportEventSchema), serverTime: z.string() });

/** A handicap or total line as the player saw it: "-1.5", "2.5", "0" (up to two decimals, so a quarter line can be named and refused). */
const lineSchema = z.string().check(z.regex(/^-?\d{1,4}(\.\d{1,2})?$/, "must be a line like -1.5 or 2.5"));

export const legRequestSchema = z.object({
  feedId,
  market: z.enum(MARKET_KINDS),
  outcome: z.enum(OUTCOMES),
  /** The price the player saw. */
  odds: oddsSchema,
  /**
   * The line the player saw: a handicap or total names exactly the offered line, a match result none (absent or null).
   * Which market needs one is the book's rule (a 400 there), so the schema stays a plain shape every client can build.
   */
  line: z.optional(z.nullable(lineSchema)),
});
export const betRequestSchema = z.object({
  legs: z.array(legRequestSchema).check(z.minLength(1), z.maxLength(MAX_LEGS)),
  stake: amountSchema,
  oddsChange: z._default(z.enum(ODDS_CHANGE_RULES), "none"),
  /** The player's key for this bet: the same key bets once. */
  key: z.string().check(z.minLength(8), z.maxLength(64), oneLine),
});
export type BetRequest = z.infer<typeof betRequestSchema>;

export const legSchema = z.object({
  feedId: z.string(), sport: z.string(), home: z.string(), away: z.string(), market: z.enum(MARKET_KINDS), line: z.nullable(z.string()), outcome: z.enum(OUTCOMES),
  odds: z.string(), inPlay: z.boolean(), result: z.nullable(z.enum(["won", "lost", "void"])),
});
export const sportBetSchema = z.object({
  id: z.string(), stake: z.string(), odds: z.string(), potentialWin: z.string(), status: z.enum(["placed", "won", "lost", "void"]), paid: z.string(), createdAt: z.string(),
  legs: z.array(legSchema),
});
export const sportBetPageSchema = z.object({ list: z.array(sportBetSchema), pageNo: z.number(), totalPages: z.number() });
export const betPageQuerySchema = z.object({ pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))) });
/** A refused bet whose prices moved: the prices now, leg by leg, for the player to accept. */
export const oddsChangedSchema = z.object({ legs: z.array(z.object({ feedId: z.string(), market: z.enum(MARKET_KINDS), outcome: z.enum(OUTCOMES), odds: z.nullable(z.string()) })) });

// ---- The operator's side ----

export const sportSettingsSchema = z.object({
  /** The margin on the feed's fair prices, in percent: "5.00". */
  marginPercent: z.string().check(z.regex(/^(30(\.0{1,2})?|[12]?\d(\.\d{1,2})?)$/, "must be a percentage from 0 to 30, like 5 or 4.5")),
  maxStake: amountSchema,
  maxPayout: amountSchema,
  marketMaxStake: z.optional(z.partialRecord(z.enum(MARKET_KINDS), amountSchema)),
  inPlayDelaySeconds: z.number().check(z.int(), z.minimum(0), z.maximum(30)),
});
export const marketParamSchema = z.object({ feedId, market: z.enum(MARKET_KINDS) });
export const suspendMarketSchema = z.object({ suspended: z.boolean() });
/** A corrected result (the final score), or the match void. */
export const sportResultSchema = z.union([
  z.object({ home: z.number().check(z.int(), z.minimum(0), z.maximum(10_000)), away: z.number().check(z.int(), z.minimum(0), z.maximum(10_000)) }),
  z.object({ void: z.literal(true) }),
]);
export const sportBookQuerySchema = z.object({ day: daySchema });
