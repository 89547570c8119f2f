// Queries of the house lottery: its games and their schedules, the draws, the tickets and their settlement.
import { z } from "zod";
import type { Queryable } from "../../db/index";
import { id, iso, minor } from "../../db/codecs";

export const lotteryGameRow = z.object({
  game_id: z.number(), code: z.string(), area: z.enum(["VN", "SEA", "ELOTT", "COCKFIGHT"]), draw_every_seconds: z.number(), close_before_seconds: z.number(), max_stake_minor: minor,
  max_stake_by_type: z.record(z.string(), z.coerce.bigint()),
  /** rng: drawn by the house from its committed seed (final); outside: an official result the operator enters. */
  results_from: z.enum(["rng", "outside"]),
});
export type LotteryGameRow = z.infer<typeof lotteryGameRow>;
const GAME_COLUMNS = "game_id, code, area, draw_every_seconds, close_before_seconds, max_stake_minor, max_stake_by_type, results_from";

export const lotteryGames = (db: Queryable, merchantId: number) =>
  db.query(lotteryGameRow, `select ${GAME_COLUMNS} from lottery_game where merchant_id = $1 order by draw_every_seconds, code`, [merchantId]);
export const lotteryGame = (db: Queryable, merchantId: number, code: string) =>
  db.query(lotteryGameRow, `select ${GAME_COLUMNS} from lottery_game where merchant_id = $1 and code = $2`, [merchantId, code]);
/** Makes a catalogue game a house lottery (the seed's); its schedule stays as the operator set it. */
export const addLotteryGame = (db: Queryable, g: { gameId: number; merchantId: number; code: string; area: string; every: number; closeBefore: number }) =>
  db.execute(
    `insert into lottery_game (game_id, merchant_id, code, area, draw_every_seconds, close_before_seconds) values ($1, $2, $3, $4, $5, $6)
     on conflict (game_id) do nothing`,
    [g.gameId, g.merchantId, g.code, g.area, g.every, g.closeBefore],
  );

const bytes = z.instanceof(Uint8Array).transform((value) => Buffer.from(value));
export const drawRow = z.object({
  // seed: only once revealed (drawn); seed_sealed: the seed under the secrets key while the draw is open
  id, game_id: z.number(), draw_no: id, closes_at: iso, draws_at: iso, seed: z.string().nullable(), seed_sealed: bytes.nullable(), seed_hash: z.string(), result: z.string().nullable(),
  results_from: z.enum(["rng", "outside"]), status: z.enum(["open", "drawn", "settled", "void"]), suspended: z.boolean(), revision: z.number(), drawn_at: iso.nullable(),
});
export type DrawRow = z.infer<typeof drawRow>;
const DRAW_COLUMNS = "id, game_id, draw_no, closes_at, draws_at, seed, seed_sealed, seed_hash, result, results_from, status, suspended, revision, drawn_at";

/**
 * Opens a draw of the schedule (a no-op when it exists: every process may try): an RNG draw with its seed sealed and
 * its hash, an outside one with neither.
 */
export const openDraw = (db: Queryable, d: { gameId: number; drawNo: number; closesAt: string; drawsAt: string; seed: { sealed: Buffer; hash: string } | null }) =>
  db.execute(
    `insert into lottery_draw (game_id, draw_no, closes_at, draws_at, seed_sealed, seed_hash, results_from) values ($1, $2, $3, $4, $5, $6, $7) on conflict (game_id, draw_no) do nothing`,
    [d.gameId, d.drawNo, d.closesAt, d.drawsAt, d.seed?.sealed ?? null, d.seed?.hash ?? "", d.seed ? "rng" : "outside"],
  );
/** Open draws whose seed is still in the clear (opened before seeds were sealed), of every merchant. */
export const plainOpenSeeds = (db: Queryable) =>
  db.query(z.object({ id, seed: z.string() }), "select id, seed from lottery_draw where status = 'open' and seed is not null order by id");
/** Seals one such seed (left alone when another process sealed it, or it was drawn, meanwhile). */
export const sealSeed = (db: Queryable, drawId: number, seed: string, sealed: Buffer) =>
  db.execute("update lottery_draw set seed_sealed = $3, seed = null where id = $1 and status = 'open' and seed = $2", [drawId, seed, sealed]);
export const drawOf = (db: Queryable, gameId: number, drawNo: number) =>
  db.query(drawRow, `select ${DRAW_COLUMNS} from lottery_draw where game_id = $1 and draw_no = $2`, [gameId, drawNo]);
export const drawById = (db: Queryable, drawId: number) => db.query(drawRow, `select ${DRAW_COLUMNS} from lottery_draw where id = $1`, [drawId]);
/** A game's drawn draws, newest first (results). */
export const drawnDraws = (db: Queryable, gameIds: readonly number[], count: number) =>
  db.query(
    drawRow,
    `select ${DRAW_COLUMNS} from lottery_draw where game_id = any($1::integer[]) and status in ('drawn', 'settled') order by draws_at desc, id desc limit $2`,
    [gameIds, count],
  );
/** The draws whose time has come and that still need drawing or settling, of every merchant. */
export const dueDraws = (db: Queryable, now: string) =>
  db.query(drawRow, `select ${DRAW_COLUMNS} from lottery_draw where status in ('open', 'drawn') and draws_at <= $1 and not suspended order by draws_at, id`, [now]);
/**
 * The draw still taking tickets, under a share lock until the buying transaction ends: the job cannot draw it
 * meanwhile, so every ticket it takes is there when its settlement starts.
 */
export const lockOpenDraw = (db: Queryable, drawId: number) =>
  db.query(z.object({ id }), "select id from lottery_draw where id = $1 and status = 'open' and not suspended for share", [drawId]);
/** Draws the result once, revealing the seed it came from (none for an outside result): only an open draw takes one. */
export const recordResult = (db: Queryable, drawId: number, result: string, seed: string | null) =>
  db.query(
    z.object({ id }),
    "update lottery_draw set result = $2, seed = $3, seed_sealed = null, status = 'drawn', drawn_at = now() where id = $1 and status = 'open' returning id",
    [drawId, result, seed],
  );
export const markSettled = (db: Queryable, drawId: number, revision: number) =>
  db.execute("update lottery_draw set status = 'settled', settled_at = now() where id = $1 and status = 'drawn' and revision = $2", [drawId, revision]);

export const ticketRow = z.object({
  id, member_id: id, draw_id: id, bet_type: z.string(), pick: z.string(), stake_minor: minor, odds_milli: minor,
  status: z.enum(["placed", "won", "lost", "refunded", "void"]), paid_minor: minor, owed_minor: minor, created_at: iso, request_hash: z.string().nullable(),
});
export type TicketRow = z.infer<typeof ticketRow>;
const TICKET_COLUMNS = "id, member_id, draw_id, bet_type, pick, stake_minor, odds_milli, status, paid_minor, owed_minor, created_at, request_hash";

/** A ticket bought once per key, with its request's hash: answers the new ticket, or nothing when the key bought one already. */
export const insertTicket = (
  db: Queryable,
  t: { merchantId: number; memberId: number; drawId: number; betType: string; pick: string; stake: bigint; oddsMilli: bigint; key: string; requestHash: string },
) =>
  db.query(
    ticketRow,
    `insert into lottery_ticket (merchant_id, member_id, draw_id, bet_type, pick, stake_minor, odds_milli, request_key, request_hash) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (member_id, request_key) do nothing returning ${TICKET_COLUMNS}`,
    [t.merchantId, t.memberId, t.drawId, t.betType, t.pick, t.stake.toString(), t.oddsMilli.toString(), t.key, t.requestHash],
  );
const T_TICKET_COLUMNS = TICKET_COLUMNS.replace(/(\w+)/g, "t.$1");
/** The ticket a key bought, with its game and draw. */
export const ticketByKey = (db: Queryable, memberId: number, key: string) =>
  db.query(
    ticketRow.extend({ game_code: z.string(), draw_no: id }),
    `select ${T_TICKET_COLUMNS}, g.code as game_code, d.draw_no
       from lottery_ticket t join lottery_draw d on d.id = t.draw_id join lottery_game g on g.game_id = d.game_id where t.member_id = $1 and t.request_key = $2`,
    [memberId, key],
  );
/** A member's tickets, newest first, each with its game and draw; only one game's, or one draw's, when asked. */
export const ticketsOf = (db: Queryable, memberId: number, filter: { gameCode: string | null; drawNo: number | null }, limit: number, offset: number) =>
  db.query(
    ticketRow.extend({ game_code: z.string(), draw_no: id, total: id }),
    `select ${T_TICKET_COLUMNS}, g.code as game_code, d.draw_no, count(*) over () as total
       from lottery_ticket t join lottery_draw d on d.id = t.draw_id join lottery_game g on g.game_id = d.game_id
      where t.member_id = $1 and ($2::text is null or g.code = $2) and ($3::bigint is null or d.draw_no = $3)
      order by t.id desc limit $4 offset $5`,
    [memberId, filter.gameCode, filter.drawNo, limit, offset],
  );
/**
 * The next tickets of a draw still to settle under this revision (never settled, or under an earlier one), locked: a
 * settlement killed halfway leaves the rest for the next run.
 */
export const ticketsToSettle = (db: Queryable, drawId: number, revision: number, limit: number) =>
  db.query(
    ticketRow,
    `select ${TICKET_COLUMNS} from lottery_ticket
      where draw_id = $1 and (status = 'placed' or (status in ('won', 'lost', 'refunded') and settled_revision < $2)) order by id limit $3 for update skip locked`,
    [drawId, revision, limit],
  );
/** Tickets settled under a revision: their outcome, what they have been paid in all, and what the member owes back. */
export const settleTickets = (db: Queryable, revision: number, outcomes: readonly { id: number; status: "won" | "lost" | "refunded"; paid: bigint; owed: bigint }[]) =>
  db.execute(
    `update lottery_ticket t set status = x.status, paid_minor = x.paid, owed_minor = x.owed, settled_revision = $1
       from jsonb_to_recordset($2::jsonb) as x(id bigint, status text, paid bigint, owed bigint)
      where t.id = x.id and t.status <> 'void'`,
    [revision, JSON.stringify(outcomes.map((outcome) => ({ id: outcome.id, status: outcome.status, paid: outcome.paid.toString(), owed: outcome.owed.toString() })))],
  );
/** Open tickets of a draw, locked, for a void. */
export const placedTickets = (db: Queryable, drawId: number, limit: number) =>
  db.query(ticketRow, `select ${TICKET_COLUMNS} from lottery_ticket where draw_id = $1 and status = 'placed' order by id limit $2 for update`, [drawId, limit]);
export const voidTickets = (db: Queryable, ids: readonly number[]) =>
  db.execute("update lottery_ticket set status = 'void' where id = any($1::bigint[]) and status = 'placed'", [ids]);

/** A corrected result starts the next revision (a draw not drawn yet, or the same result, is left alone). */
export const correctResult = (db: Queryable, drawId: number, result: string) =>
  db.query(
    z.object({ revision: z.number() }),
    `update lottery_draw set result = $2, revision = revision + 1, status = 'drawn', settled_at = null
      where id = $1 and status in ('drawn', 'settled') and result <> $2 returning revision`,
    [drawId, result],
  );
export const setSuspended = (db: Queryable, drawId: number, suspended: boolean) =>
  db.query(z.object({ id }), "update lottery_draw set suspended = $2 where id = $1 and status = 'open' returning id", [drawId, suspended]);
/** Cancels a draw not cancelled yet; answers what it was (open: no ticket settled; drawn or settled: tickets to take back). */
export const voidDraw = (db: Queryable, drawId: number) =>
  db.query(
    z.object({ id, was: z.enum(["open", "drawn", "settled"]) }),
    `with before as (select id, status from lottery_draw where id = $1 for update)
     update lottery_draw d set status = 'void', settled_at = now() from before b where d.id = b.id and b.status <> 'void' returning d.id, b.status as was`,
    [drawId],
  );
/** The tickets of a drawn draw being cancelled, settled or not, locked. */
export const ticketsToVoid = (db: Queryable, drawId: number, limit: number) =>
  db.query(ticketRow, `select ${TICKET_COLUMNS} from lottery_ticket where draw_id = $1 and status <> 'void' order by id limit $2 for update`, [drawId, limit]);
/** Tickets of a draw cancelled after it was drawn: void, with what they have been paid in all (their stake) and what is owed back. */
export const voidSettledTickets = (db: Queryable, outcomes: readonly { id: number; paid: bigint; owed: bigint }[]) =>
  db.execute(
    `update lottery_ticket t set status = 'void', paid_minor = x.paid, owed_minor = x.owed
       from jsonb_to_recordset($1::jsonb) as x(id bigint, paid bigint, owed bigint)
      where t.id = x.id and t.status <> 'void'`,
    [JSON.stringify(outcomes.map((outcome) => ({ id: outcome.id, paid: outcome.paid.toString(), owed: outcome.owed.toString() })))],
  );
export const setLimits = (db: Queryable, merchantId: number, code: string, maxStake: bigint, byType: Record<string, string>) =>
  db.query(
    z.object({ code: z.string() }),
    "update lottery_game set max_stake_minor = $3, max_stake_by_type = $4 where merchant_id = $1 and code = $2 returning code",
    [merchantId, code, maxStake.toString(), JSON.stringify(byType)],
  );

/** A day's book per game: tickets, stakes, what was paid, and what the tickets still open could cost at most. */
export const book = (db: Queryable, merchantId: number, day: string) =>
  db.query(
    z.object({ code: z.string(), tickets: id, stakes: minor, paid: minor, liability: minor, voided: minor }),
    `select g.code, count(t.id) as tickets, coalesce(sum(t.stake_minor) filter (where t.status not in ('void', 'refunded')), 0) as stakes,
            coalesce(sum(t.paid_minor) filter (where t.status not in ('refunded', 'void')), 0) as paid,
            coalesce(sum(t.stake_minor * t.odds_milli / 1000) filter (where t.status = 'placed'), 0) as liability,
            coalesce(sum(t.stake_minor) filter (where t.status in ('void', 'refunded')), 0) as voided
       from lottery_game g
       left join lottery_draw d on d.game_id = g.game_id
       left join lottery_ticket t on t.draw_id = d.id and t.created_at >= $2::date and t.created_at < $2::date + 1
      where g.merchant_id = $1
      group by g.code order by g.code`,
    [merchantId, day],
  );

/** The lottery games a member bought tickets for in the last 30 days. */
export const recentGameIds = (db: Queryable, memberId: number) =>
  db.query(
    z.object({ game_id: z.number() }),
    `select distinct d.game_id from lottery_ticket t join lottery_draw d on d.id = t.draw_id where t.member_id = $1 and t.created_at > now() - interval '30 days'`,
    [memberId],
  );
