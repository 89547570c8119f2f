// The sportsbook on the wire: matches with their priced markets, a bet slip's bet (a single or an accumulator), the
// player's bets, and the operator's settings, suspensions, corrections and book.
import * as zod from "zod/mini";
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
const feedId = zod.string().check(zod.regex(/^[A-Z]{2,16}-(0|[1-9]\d{0,8})$/, "must be a match id like FOOTBALL-123"));
/** A price as the player saw it: 1.01 to 100.00, up to two decimals. */
const oddsSchema = zod.string().check(zod.regex(/^\d{1,3}(\.\d{1,2})?$/, "must be a price like 1.85"));

export const sportsQuerySchema = zod.object({
  sport: zod.optional(zod.enum(SPORTS)),
  /** esports: only the matches of the configured esports vendors (SPEC §4); sports: all the others. */
  area: zod.optional(zod.enum(["sports", "esports"])),
});
export const eventParamSchema = zod.object({ feedId });

export const marketSchema = zod.object({
  market: zod.enum(MARKET_KINDS),
  /** The handicap on the home side or the total's line, as text ("-1.5", "2.5"); null for the match result. */
  line: zod.nullable(zod.string()),
  status: zod.enum(["open", "suspended"]),
  outcomes: zod.array(zod.object({ outcome: zod.enum(OUTCOMES), odds: zod.nullable(zod.string()) })),
});
export const sportEventSchema = zod.object({
  feedId: zod.string(),
  sport: zod.enum(SPORTS),
  league: zod.string(),
  home: zod.string(),
  away: zod.string(),
  startsAt: zod.string(),
  status: zod.enum(["scheduled", "live", "finished", "abandoned"]),
  score: zod.object({ home: zod.number(), away: zod.number() }),
  /** The share of the match played, 0 to 1. */
  played: zod.number(),
  markets: zod.array(marketSchema),
});
export const sportEventsSchema = zod.object({ events: zod.array(sportEventSchema), serverTime: zod.string() });

/** A handicap or total line as the player saw it: "-1.5", "2.5", "0" (up to two decimals, so a quarter line can be named and refused). */
const lineSchema = zod.string().check(zod.regex(/^-?\d{1,4}(\.\d{1,2})?$/, "must be a line like -1.5 or 2.5"));

export const legRequestSchema = zod.object({
  feedId,
  market: zod.enum(MARKET_KINDS),
  outcome: zod.enum(OUTCOMES),
  /** The price the player saw. */
  odds: oddsSchema,
  /**
   * The line the player saw: a handicap or total names exactly the offered line, a match result none (absent or null).
   * Which market needs one is the book's rule (a 400 there), so the schema stays a plain shape every client can build.
   */
  line: zod.optional(zod.nullable(lineSchema)),
});
export const betRequestSchema = zod.object({
  legs: zod.array(legRequestSchema).check(zod.minLength(1), zod.maxLength(MAX_LEGS)),
  stake: amountSchema,
  oddsChange: zod._default(zod.enum(ODDS_CHANGE_RULES), "none"),
  /** The player's key for this bet: the same key bets once. */
  key: zod.string().check(zod.minLength(8), zod.maxLength(64), oneLine),
});
export type BetRequest = zod.infer<typeof betRequestSchema>;

export const legSchema = zod.object({
  feedId: zod.string(), sport: zod.string(), home: zod.string(), away: zod.string(), market: zod.enum(MARKET_KINDS), line: zod.nullable(zod.string()), outcome: zod.enum(OUTCOMES),
  odds: zod.string(), inPlay: zod.boolean(), result: zod.nullable(zod.enum(["won", "lost", "void"])),
});
export const sportBetSchema = zod.object({
  id: zod.string(), stake: zod.string(), odds: zod.string(), potentialWin: zod.string(), status: zod.enum(["placed", "won", "lost", "void"]), paid: zod.string(), createdAt: zod.string(),
  legs: zod.array(legSchema),
});
export const sportBetPageSchema = zod.object({ list: zod.array(sportBetSchema), pageNo: zod.number(), totalPages: zod.number() });
export const betPageQuerySchema = zod.object({ pageNo: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(10_000))) });
/** A refused bet whose prices moved: the prices now, leg by leg, for the player to accept. */
export const oddsChangedSchema = zod.object({ legs: zod.array(zod.object({ feedId: zod.string(), market: zod.enum(MARKET_KINDS), outcome: zod.enum(OUTCOMES), odds: zod.nullable(zod.string()) })) });

// ---- The operator's side ----

export const sportSettingsSchema = zod.object({
  /** The margin on the feed's fair prices, in percent: "5.00". */
  marginPercent: zod.string().check(zod.regex(/^(30(\.0{1,2})?|[12]?\d(\.\d{1,2})?)$/, "must be a percentage from 0 to 30, like 5 or 4.5")),
  maxStake: amountSchema,
  maxPayout: amountSchema,
  marketMaxStake: zod.optional(zod.partialRecord(zod.enum(MARKET_KINDS), amountSchema)),
  inPlayDelaySeconds: zod.number().check(zod.int(), zod.minimum(0), zod.maximum(30)),
});
export const marketParamSchema = zod.object({ feedId, market: zod.enum(MARKET_KINDS) });
export const suspendMarketSchema = zod.object({ suspended: zod.boolean() });
/** A corrected result (the final score), or the match void. */
export const sportResultSchema = zod.union([
  zod.object({ home: zod.number().check(zod.int(), zod.minimum(0), zod.maximum(10_000)), away: zod.number().check(zod.int(), zod.minimum(0), zod.maximum(10_000)) }),
  zod.object({ void: zod.literal(true) }),
]);
export const sportBookQuerySchema = zod.object({ day: daySchema });
