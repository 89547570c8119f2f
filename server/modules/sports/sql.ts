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

/**
 * A bet with its legs, in one statement: only while every match of it is open (not settled, voided or corrected), those
 * rows share-locked against their settlement until the bet's transaction ends, and once per key (with the hash of the
 * request it was placed by). Answers the bet; no row when a match is no longer open or the key placed a bet already
 * (betByKey tells which, and by which request).
 */
export const insertBetWithLegs = (
  db: Queryable,
  b: { merchantId: number; memberId: number; stake: bigint; oddsMilli: bigint; key: string; requestHash: string },
  legs: readonly { eventId: number; market: string; lineTenths: number | null; outcome: string; oddsMilli: bigint; inPlay: boolean }[],
) => {
  const eventIds = [...new Set(legs.map((leg) => leg.eventId))];
  return db.query(
    betRow,
    `with open_events as (
       select id from sport_event where id = any($6::bigint[]) and status = 'open' and not corrected for share
     ), bet as (
       insert into sport_bet (merchant_id, member_id, stake_minor, odds_milli, request_key, request_hash)
       select $1, $2, $3, $4, $5, $8 where (select count(*) from open_events) = cardinality($6::bigint[])
       on conflict (member_id, request_key) do nothing
       returning ${BET_COLUMNS}
     ), legs as (
       insert into sport_leg (bet_id, leg_no, event_id, market, line_tenths, outcome, odds_milli, in_play)
       select bet.id, x.leg_no, x.event_id, x.market, x.line_tenths, x.outcome, x.odds_milli, x.in_play
         from bet, jsonb_to_recordset($7::jsonb) as x (leg_no smallint, event_id bigint, market text, line_tenths integer, outcome text, odds_milli bigint, in_play boolean)
     )
     select ${BET_COLUMNS} from bet`,
    [
      b.merchantId, b.memberId, b.stake.toString(), b.oddsMilli.toString(), b.key, eventIds,
      JSON.stringify(legs.map((leg, index) => ({ leg_no: index + 1, event_id: leg.eventId, market: leg.market, line_tenths: leg.lineTenths, outcome: leg.outcome, odds_milli: leg.oddsMilli.toString(), in_play: leg.inPlay }))),
      b.requestHash,
    ],
  );
};
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

/** The next bets with a leg on this match still to decide under its revision, locked (a run killed halfway leaves the rest). */
export const betsToSettle = (db: Queryable, merchantId: number, eventId: number, revision: number, limit: number) =>
  db.query(
    betRow,
    `select ${BET_COLUMNS.replace(/(\w+)/g, "b.$1")} from sport_bet b
      where b.merchant_id = $1 and b.id in (select bet_id from sport_leg where event_id = $2 and (revision is null or revision < $3))
      order by b.id limit $4 for update of b skip locked`,
    [merchantId, eventId, revision, limit],
  );
/** The legs on this match of these bets, decided under a revision. */
export const decideLegs = (db: Queryable, eventId: number, revision: number, results: readonly { betId: number; legNo: number; result: string }[]) =>
  db.execute(
    `update sport_leg l set result = x.result, revision = $2
       from jsonb_to_recordset($3::jsonb) as x (bet_id bigint, leg_no smallint, result text)
      where l.bet_id = x.bet_id and l.leg_no = x.leg_no and l.event_id = $1`,
    [eventId, revision, JSON.stringify(results.map((r) => ({ bet_id: r.betId, leg_no: r.legNo, result: r.result })))],
  );
export const updateBets = (db: Queryable, outcomes: readonly { id: number; status: string; paid: bigint; owed: bigint }[]) =>
  db.execute(
    `update sport_bet b set status = x.status, paid_minor = x.paid, owed_minor = x.owed, settled_at = case when x.status = 'placed' then null else now() end
       from jsonb_to_recordset($1::jsonb) as x (id bigint, status text, paid bigint, owed bigint)
      where b.id = x.id`,
    [JSON.stringify(outcomes.map((o) => ({ id: o.id, status: o.status, paid: o.paid.toString(), owed: o.owed.toString() })))],
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
