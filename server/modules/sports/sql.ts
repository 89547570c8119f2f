// Queries of the sportsbook: the merchant's settings and suspended markets, the matches bet on with their results,
// bets and legs, their settlement, the member's bets and the day's book.
import { z } from "zod";
import type { Queryable } from "../../db/index";
import { id, iso, minor } from "../../db/codecs";

export const settingsRow = z.object({
  margin_bp: z.number(), max_stake_minor: minor, max_payout_minor: minor, market_max_stake: z.record(z.string(), z.coerce.bigint()), in_play_delay_seconds: z.number(),
});
export type SettingsRow = z.infer<typeof settingsRow>;
export const DEFAULT_SETTINGS: SettingsRow = { margin_bp: 500, max_stake_minor: 1_000_000n, max_payout_minor: 10_000_000n, market_max_stake: {}, in_play_delay_seconds: 3 };

export const settingsOf = (db: Queryable, merchantId: number) =>
  db.query(settingsRow, "select margin_bp, max_stake_minor, max_payout_minor, market_max_stake, in_play_delay_seconds from sport_settings where merchant_id = $1", [merchantId]);
export const writeSettings = (db: Queryable, merchantId: number, s: SettingsRow) =>
  db.execute(
    `insert into sport_settings (merchant_id, margin_bp, max_stake_minor, max_payout_minor, market_max_stake, in_play_delay_seconds) values ($1, $2, $3, $4, $5, $6)
     on conflict (merchant_id) do update set margin_bp = excluded.margin_bp, max_stake_minor = excluded.max_stake_minor, max_payout_minor = excluded.max_payout_minor,
       market_max_stake = excluded.market_max_stake, in_play_delay_seconds = excluded.in_play_delay_seconds`,
    [merchantId, s.margin_bp, s.max_stake_minor.toString(), s.max_payout_minor.toString(), JSON.stringify(Object.fromEntries(Object.entries(s.market_max_stake).map(([k, v]) => [k, v.toString()]))), s.in_play_delay_seconds],
  );

export const suspendedMarkets = (db: Queryable, merchantId: number) =>
  db.query(z.object({ feed_id: z.string(), market: z.string() }), "select feed_id, market from sport_market_suspension where merchant_id = $1", [merchantId]);
export const suspendMarket = (db: Queryable, merchantId: number, feedId: string, market: string) =>
  db.execute("insert into sport_market_suspension (merchant_id, feed_id, market) values ($1, $2, $3) on conflict do nothing", [merchantId, feedId, market]);
export const resumeMarket = (db: Queryable, merchantId: number, feedId: string, market: string) =>
  db.execute("delete from sport_market_suspension where merchant_id = $1 and feed_id = $2 and market = $3", [merchantId, feedId, market]);

export const eventRow = z.object({
  id, feed_id: z.string(), sport: z.string(), league: z.string(), home: z.string(), away: z.string(), starts_at: iso, ends_at: iso,
  status: z.enum(["open", "settled", "void"]), result_home: z.number().nullable(), result_away: z.number().nullable(), corrected: z.boolean(), revision: z.number(),
});
export type EventRow = z.infer<typeof eventRow>;
const EVENT_COLUMNS = "id, feed_id, sport, league, home, away, starts_at, ends_at, status, result_home, result_away, corrected, revision";

/** The book's record of a match it takes a bet on (made once; every process may try). */
export const ensureEvent = (db: Queryable, e: { feedId: string; sport: string; league: string; home: string; away: string; startsAt: string; endsAt: string }) =>
  db.query(
    z.object({ id }),
    // A no-op update on conflict returns the row's id even when another call made it a moment ago.
    `insert into sport_event (feed_id, sport, league, home, away, starts_at, ends_at) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (feed_id) do update set feed_id = excluded.feed_id returning id`,
    [e.feedId, e.sport, e.league, e.home, e.away, e.startsAt, e.endsAt],
  );
export const eventByFeedId = (db: Queryable, feedId: string) => db.query(eventRow, `select ${EVENT_COLUMNS} from sport_event where feed_id = $1`, [feedId]);
/** Matches started that still have bets to settle (never settled, or corrected since). */
export const openEvents = (db: Queryable, now: string) =>
  db.query(eventRow, `select ${EVENT_COLUMNS} from sport_event where status = 'open' and starts_at <= $1 order by ends_at, id`, [now]);
/** The result the book settles on now: the feed's final score, or void (abandoned). */
export const recordResult = (db: Queryable, eventId: number, result: { home: number; away: number } | null) =>
  db.execute(
    "update sport_event set result_home = $2, result_away = $3 where id = $1 and status = 'open' and not corrected",
    [eventId, result?.home ?? null, result?.away ?? null],
  );
/** The operator's result: a new revision, settled again by the job. */
export const correctResult = (db: Queryable, eventId: number, result: { home: number; away: number } | null) =>
  db.query(
    z.object({ revision: z.number() }),
    `update sport_event set result_home = $2, result_away = $3, corrected = true, revision = revision + 1, status = 'open' where id = $1 returning revision`,
    [eventId, result?.home ?? null, result?.away ?? null],
  );
/** Marks a match settled under its revision, only once no leg on it is left undecided (a locked bet skipped, a bet placed meanwhile). */
export const markEvent = (db: Queryable, eventId: number, revision: number, status: "settled" | "void") =>
  db.execute(
    `update sport_event e set status = $3 where e.id = $1 and e.revision = $2 and e.status = 'open'
        and not exists (select 1 from sport_leg l where l.event_id = $1 and (l.revision is null or l.revision < $2))`,
    [eventId, revision, status],
  );

export const betRow = z.object({
  id, member_id: id, stake_minor: minor, odds_milli: minor, status: z.enum(["placed", "won", "lost", "void"]), paid_minor: minor, owed_minor: minor, created_at: iso,
  request_hash: z.string().nullable(),
});
export type BetRow = z.infer<typeof betRow>;
const BET_COLUMNS = "id, member_id, stake_minor, odds_milli, status, paid_minor, owed_minor, created_at, request_hash";

/** A bet to write: its member, stake, combined price, key and request hash, and its legs in order. */
export interface NewBet {
  memberId: number;
  stake: bigint;
  oddsMilli: bigint;
  key: string;
  requestHash: string;
  legs: readonly { eventId: number; market: string; lineTenths: number | null; outcome: string; oddsMilli: bigint; inPlay: boolean }[];
}

/**
 * Bets with their legs, in one call (sport_place_bets(), migration 034): each only while every match of it is open (not
 * settled, voided or corrected), those rows share-locked against their settlement until the bets' transaction ends,
 * and once per key (with the hash of the request it was placed by). Answers the bets written, each with its index in
 * `bets`; none for a bet whose match is no longer open or whose key placed a bet already (betByKey tells which, and by
 * which request). The keys must differ within one call.
 */
export const insertBets = (db: Queryable, merchantId: number, bets: readonly NewBet[]) =>
  db.query(
    betRow.extend({ item: z.number() }),
    `select item, ${BET_COLUMNS} from sport_place_bets($1, $2::jsonb)`,
    [
      merchantId,
      JSON.stringify(
        bets.map((b, item) => ({
          item, member_id: b.memberId, stake: b.stake.toString(), odds: b.oddsMilli.toString(), request_key: b.key, request_hash: b.requestHash,
          legs: b.legs.map((leg, index) => ({ leg_no: index + 1, event_id: leg.eventId, market: leg.market, line_tenths: leg.lineTenths, outcome: leg.outcome, odds_milli: leg.oddsMilli.toString(), in_play: leg.inPlay })),
        })),
      ),
    ],
  );
/** Bets whose stake the wallet refused, taken out again in the transaction that wrote them (their legs with them). */
export const dropBets = (db: Queryable, betIds: readonly number[]) => db.execute("delete from sport_bet where id = any($1::bigint[])", [betIds]);
export const betByKey = (db: Queryable, memberId: number, key: string) => db.query(betRow, `select ${BET_COLUMNS} from sport_bet where member_id = $1 and request_key = $2`, [memberId, key]);

export const legRow = z.object({
  bet_id: id, leg_no: z.number(), event_id: id, feed_id: z.string(), sport: z.string(), home: z.string(), away: z.string(), market: z.enum(["MATCH", "HANDICAP", "TOTAL"]),
  line_tenths: z.number().nullable(), outcome: z.enum(["HOME", "DRAW", "AWAY", "OVER", "UNDER"]), odds_milli: minor, in_play: z.boolean(), result: z.enum(["won", "lost", "void"]).nullable(),
  revision: z.number().nullable(),
});
export type LegRow = z.infer<typeof legRow>;
const LEG_FROM = `select l.bet_id, l.leg_no, l.event_id, e.feed_id, e.sport, e.home, e.away, l.market, l.line_tenths, l.outcome, l.odds_milli, l.in_play, l.result, l.revision
  from sport_leg l join sport_event e on e.id = l.event_id`;
export const legsOfBets = (db: Queryable, betIds: readonly number[]) => db.query(legRow, `${LEG_FROM} where l.bet_id = any($1::bigint[]) order by l.bet_id, l.leg_no`, [betIds]);

export const settlingRow = z.object({
  id, member_id: id, stake_minor: minor, status: z.enum(["placed", "won", "lost", "void"]), paid_minor: minor, owed_minor: minor,
  market: z.enum(["MATCH", "HANDICAP", "TOTAL"]), line_tenths: z.number().nullable(), outcome: z.enum(["HOME", "DRAW", "AWAY", "OVER", "UNDER"]),
});
export type SettlingRow = z.infer<typeof settlingRow>;
/**
 * The next bets of the merchant after `afterId` with their leg on this match still to decide under its revision, in id
 * order, locked (one locked by another run is left to it): each with that leg. A run killed halfway leaves the rest.
 */
export const betsToSettle = (db: Queryable, merchantId: number, eventId: number, revision: number, afterId: number, limit: number) =>
  db.query(
    settlingRow,
    // The legs' index on (event_id, bet_id) walks the match's bets in order from the last chunk's: no chunk reads the
    // legs of the chunks before it.
    `select b.id, b.member_id, b.stake_minor, b.status, b.paid_minor, b.owed_minor, l.market, l.line_tenths, l.outcome
       from sport_leg l join sport_bet b on b.id = l.bet_id
      where l.event_id = $2 and l.bet_id > $4 and b.id > $4 and (l.revision is null or l.revision < $3) and b.merchant_id = $1
      order by l.bet_id limit $5
        for update of b skip locked`,
    [merchantId, eventId, revision, afterId, limit],
  );

export const chunkLegRow = z.object({ bet_id: id, event_id: id, odds_milli: minor, result: z.enum(["won", "lost", "void"]).nullable() });
export type ChunkLegRow = z.infer<typeof chunkLegRow>;
/**
 * Every leg of these bets (locked by the caller first, so read as they are now), in bet and leg order. The ids are a
 * chunk's, in order: their range keeps the read to the chunk's rows.
 */
export const legsOfChunk = (db: Queryable, betIds: readonly number[]) =>
  db.query(
    chunkLegRow,
    `select l.bet_id, l.event_id, l.odds_milli, l.result from sport_leg l
      where l.bet_id = any($1::bigint[]) and l.bet_id between $2 and $3
      order by l.bet_id, l.leg_no`,
    [betIds, Math.min(...betIds), Math.max(...betIds)],
  );
export const sportsOfEvents = (db: Queryable, eventIds: readonly number[]) =>
  db.query(z.object({ id, sport: z.string() }), "select id, sport from sport_event where id = any($1::bigint[])", [eventIds]);

/**
 * In one statement: the legs on this match of these bets decided under a revision (a bet has one leg per match), and
 * the bets whose status or payment moved written with it. The bets are a chunk's, in id order: their range keeps each
 * update to the chunk's rows (an index range, not the whole table joined).
 */
export const writeSettlement = (
  db: Queryable,
  eventId: number,
  revision: number,
  legs: { betIds: readonly number[]; results: readonly string[] },
  bets: { ids: readonly number[]; statuses: readonly string[]; paid: readonly bigint[]; owed: readonly bigint[] },
) =>
  db.execute(
    `with decided as (
       update sport_leg l set result = d.result, revision = $2
         from unnest($3::bigint[], $4::text[]) as d (bet_id, result)
        where l.event_id = $1 and l.bet_id = d.bet_id and l.bet_id between $9 and $10
     )
     update sport_bet b set status = x.status, paid_minor = x.paid, owed_minor = x.owed, settled_at = case when x.status = 'placed' then null else now() end
       from unnest($5::bigint[], $6::text[], $7::bigint[], $8::bigint[]) as x (id, status, paid, owed)
      where b.id = x.id and b.id between $9 and $10`,
    [
      eventId, revision, legs.betIds, legs.results,
      bets.ids, bets.statuses, bets.paid.map((amount) => amount.toString()), bets.owed.map((amount) => amount.toString()),
      Math.min(...legs.betIds), Math.max(...legs.betIds),
    ],
  );

export const betsOf = (db: Queryable, memberId: number, limit: number, offset: number) =>
  db.query(betRow.extend({ total: id }), `select ${BET_COLUMNS}, count(*) over () as total from sport_bet where member_id = $1 order by id desc limit $2 offset $3`, [memberId, limit, offset]);

/** A day's book per match: bets, stakes, what was paid, and what the open bets on it could cost at most. */
export const book = (db: Queryable, merchantId: number, day: string) =>
  db.query(
    z.object({ feed_id: z.string(), home: z.string(), away: z.string(), bets: id, stakes: minor, paid: minor, liability: minor }),
    `select e.feed_id, e.home, e.away, count(distinct b.id) as bets, coalesce(sum(b.stake_minor), 0) as stakes, coalesce(sum(b.paid_minor), 0) as paid,
            coalesce(sum(b.stake_minor * b.odds_milli / 1000) filter (where b.status = 'placed'), 0) as liability
       from sport_bet b join sport_leg l on l.bet_id = b.id join sport_event e on e.id = l.event_id
      where b.merchant_id = $1 and b.created_at >= $2::date and b.created_at < $2::date + 1
      group by e.id order by e.starts_at, e.id`,
    [merchantId, day],
  );
