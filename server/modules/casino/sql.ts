// Queries of the casino module: launch tokens, house sessions, rounds and seamless transactions (the games themselves
// come from the games service).
import { z } from "zod";
import type { Queryable } from "../../db/index";
import { id, minor, iso, names } from "../../db/codecs";
import { BIG_WIN } from "../games/service";

/** The games' big-win rule as game_rounds_settled() (migration 030) takes it: a round's statement hands it on. */
const bigWinArgs = () => [BIG_WIN.minWinMinor.toString(), BIG_WIN.minMultiple] as const;

/** A new launch token; the same login session's unused ones for this game end now: the newest launch is the one that opens. */
export const insertLaunch = (db: Queryable, l: { tokenHash: Buffer; memberId: number; gameId: number; roomId: number | null; sessionHash: Buffer; ttlSeconds: number }) =>
  db.execute(
    `with retired as (
       update game_launch set expires_at = now() where member_id = $2 and game_id = $3 and session_hash = $5 and used_at is null and expires_at > now()
     )
     insert into game_launch (token_hash, member_id, game_id, room_id, session_hash, expires_at) values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [l.tokenHash, l.memberId, l.gameId, l.roomId, l.sessionHash, l.ttlSeconds],
  );
/** Uses a launch token once: answers it only when unused, unexpired and bound to this member and session. */
export const useLaunch = (db: Queryable, tokenHash: Buffer, memberId: number, sessionHash: Buffer) =>
  db.query(
    z.object({ game_id: z.number(), room_id: z.number().nullable() }),
    `update game_launch set used_at = now() where token_hash = $1 and member_id = $2 and session_hash = $3 and used_at is null and expires_at > now()
     returning game_id, room_id`,
    [tokenHash, memberId, sessionHash],
  );

/** An open session with its room and the operator's limits; the game's own terms are the games service's. */
export const sessionRow = z.object({
  id: z.string(),
  member_id: id,
  game_id: z.number(),
  server_seed: z.string(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
  room_id: z.number().nullable(),
  room_names: names.nullable(),
  room_min_bet_minor: minor.nullable(),
  max_bet_minor: minor,
  max_win_minor: minor,
});
export type SessionRow = z.infer<typeof sessionRow>;
export const insertSession = (
  db: Queryable,
  s: { id: string; memberId: number; gameId: number; roomId: number | null; serverSeed: string; serverSeedHash: string; clientSeed: string; ttlSeconds: number },
) =>
  db.execute(
    `insert into game_session (id, member_id, game_id, room_id, server_seed, server_seed_hash, client_seed, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
    [s.id, s.memberId, s.gameId, s.roomId, s.serverSeed, s.serverSeedHash, s.clientSeed, s.ttlSeconds],
  );
export const sessionById = (db: Queryable, merchantId: number, sessionId: string, memberId: number) =>
  db.query(
    sessionRow,
    `select s.id, s.member_id, s.game_id, s.server_seed, s.server_seed_hash, s.client_seed, s.nonce,
       s.room_id, r.names as room_names, r.min_bet_minor as room_min_bet_minor,
       least(coalesce(l.max_bet_minor, $4), coalesce(r.max_bet_minor, $4)) as max_bet_minor, coalesce(l.max_win_minor, $5) as max_win_minor
       from game_session s left join house_game_limit l on l.game_id = s.game_id and l.merchant_id = $1
       left join pvp_room r on r.id = s.room_id
      where s.id = $2 and s.member_id = $3 and s.expires_at > now() and s.revealed_at is null`,
    [merchantId, sessionId, memberId, DEFAULT_MAX_BET_MINOR.toString(), DEFAULT_MAX_WIN_MINOR.toString()],
  );
export const DEFAULT_MAX_BET_MINOR = 100_000n;
export const DEFAULT_MAX_WIN_MINOR = 50_000_000n;
/**
 * Takes the session's next nonce: one round per nonce, even when two spins race; and only while its seed is unrevealed,
 * so a reveal between loading the session and this plays no round on a known seed.
 */
export const takeNonce = (db: Queryable, sessionId: string, nonce: number) =>
  db.query(
    z.object({ nonce: z.number() }),
    "update game_session set nonce = nonce + 1 where id = $1 and nonce = $2 and revealed_at is null and expires_at > now() returning nonce - 1 as nonce",
    [sessionId, nonce],
  );
/** Reveals the seed once; answers it with the rounds played on it, as they stand when it is revealed. */
export const revealSession = (db: Queryable, sessionId: string) =>
  db.query(z.object({ server_seed: z.string(), nonce: z.number() }), "update game_session set revealed_at = now() where id = $1 and revealed_at is null returning server_seed, nonce", [sessionId]);

/**
 * A settled round, once by its vendor and round id. A new one tells the agent's day figures and the winner board in
 * the same statement (game_rounds_settled()); one recorded before tells nothing again.
 */
export const insertRound = (db: Queryable, r: { merchantId: number; memberId: number; gameId: number; vendor: string; roundId: string; bet: bigint; win: bigint; detail: unknown }) =>
  db.execute(
    `with made as (
       insert into game_round as r (merchant_id, member_id, game_id, vendor_code, round_id, bet_minor, win_minor, status, detail, settled_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'settled', $8, now()) on conflict (vendor_code, round_id) do nothing
       returning row(r.id, r.merchant_id, r.member_id, r.game_id, r.created_at, r.settled_at, r.bet_minor, r.win_minor, false, 0, 0)::game_round_change as change
     )
     select game_rounds_settled(array_agg(m.change), $9, $10) from made m having count(*) > 0`,
    [r.merchantId, r.memberId, r.gameId, r.vendor, r.roundId, r.bet.toString(), r.win.toString(), JSON.stringify(r.detail), ...bigWinArgs()],
  );

export const roundRow = z.object({
  id, round_id: z.string(), game_id: z.number(), vendor_code: z.string(), bet_minor: minor, win_minor: minor, status: z.string(), created_at: iso, total: id,
});
/** The member's rounds, newest first; gameIds: only rounds of these games (a game type), null for all. */
export const roundsOfMember = (db: Queryable, memberId: number, f: { from: string | null; to: string | null; gameIds: readonly number[] | null; limit: number; offset: number }) =>
  db.query(
    roundRow,
    `select r.id, r.round_id, r.game_id, r.vendor_code, r.bet_minor, r.win_minor, r.status, r.created_at, count(*) over () as total
       from game_round r
      where r.member_id = $1 and ($2::date is null or r.created_at >= $2::date) and ($3::date is null or r.created_at < $3::date + 1)
        and ($4::integer[] is null or r.game_id = any($4::integer[]))
      order by r.id desc limit $5 offset $6`,
    [memberId, f.from, f.to, f.gameIds === null ? null : [...f.gameIds], f.limit, f.offset],
  );
/** The member's settled rounds over a period, per game. */
export const profitOfMember = (db: Queryable, memberId: number, f: { from: string | null; to: string | null }) =>
  db.query(
    z.object({ game_id: z.number(), rounds: id, bet: minor, win: minor }),
    `select r.game_id, count(*) as rounds, coalesce(sum(r.bet_minor), 0) as bet, coalesce(sum(r.win_minor), 0) as win
       from game_round r
      where r.member_id = $1 and r.status = 'settled' and ($2::date is null or r.created_at >= $2::date) and ($3::date is null or r.created_at < $3::date + 1)
      group by r.game_id`,
    [memberId, f.from, f.to],
  );

// ---- What the agent centre asks of a team's rounds (the team as an id list: the tree is the agent module's) ----

/** The members' rounds between two days (inclusive), newest first. */
export const roundsOfMembers = (db: Queryable, memberIds: readonly number[], f: { from: string; to: string; limit: number; offset: number }) =>
  db.query(
    z.object({ id, member_id: id, game_id: z.number(), bet_minor: minor, win_minor: minor, created_at: iso, total: id }),
    `select r.id, r.member_id, r.game_id, r.bet_minor, r.win_minor, r.created_at, count(*) over () as total
       from game_round r
      where r.member_id = any($1::bigint[]) and r.created_at >= $2::date and r.created_at < $3::date + 1
      order by r.created_at desc, r.id desc limit $4 offset $5`,
    [[...memberIds], f.from, f.to, f.limit, f.offset],
  );
/** The members' settled bets and wins between two instants. */
export const resultOf = (db: Queryable, memberIds: readonly number[], from: string, to: string) =>
  db.query(
    z.object({ bet: minor, win: minor }),
    `select coalesce(sum(r.bet_minor), 0) as bet, coalesce(sum(r.win_minor), 0) as win from game_round r
      where r.member_id = any($1::bigint[]) and r.status = 'settled' and r.created_at >= $2::timestamptz and r.created_at < $3::timestamptz`,
    [[...memberIds], from, to],
  );
/** The members' settled rounds between two instants, their bets split by who won. */
export const resultByOutcome = (db: Queryable, memberIds: readonly number[], from: string, to: string) =>
  db.query(
    z.object({ won_bet: minor, lost_bet: minor, win: minor }),
    `select coalesce(sum(r.bet_minor) filter (where r.win_minor > r.bet_minor), 0) as won_bet,
            coalesce(sum(r.bet_minor) filter (where r.win_minor <= r.bet_minor), 0) as lost_bet,
            coalesce(sum(r.win_minor), 0) as win
       from game_round r
      where r.member_id = any($1::bigint[]) and r.status = 'settled' and r.created_at >= $2::timestamptz and r.created_at < $3::timestamptz`,
    [[...memberIds], from, to],
  );

export interface SeamlessCallArgs {
  merchantId: number;
  vendor: string;
  txId: string;
  kind: "debit" | "credit" | "rollback";
  memberId: number;
  roundId: string;
  amount: bigint;
  refersTo: string | null;
  final: boolean;
  token: Buffer | null;
  needsLiveToken: boolean;
  /** An outside vendor's call: it keeps its round in game_round and reaches only outside rows. */
  outside: boolean;
  /** The member's main account and their vendor float shard; null for a player who is not the merchant's (refused). */
  main: number | null;
  float: number | null;
  /** A refusal decided before the call (player_not_found, wrong_currency, …): the call claims its id and is refused so. */
  refusal: string | null;
  /** The digest of the signed message, taken once (by a call that claims a new id); null for the house's own calls. */
  signature: Buffer | null;
  /** Until when (Unix seconds) the signature is remembered: past its time window. */
  signatureUntil: number | null;
}
const seamlessAnswerRow = z.object({ item: z.number(), status: z.string(), balance: minor.nullable(), transfer_id: id.nullable(), error_code: z.string().nullable() });
export type SeamlessAnswerRow = z.infer<typeof seamlessAnswerRow>;
/** Vendor calls in one statement (seamless_call_batch(), migration 031), each with its answer: its status, or the refusal's code. */
export const seamlessCallBatch = (db: Queryable, calls: readonly SeamlessCallArgs[]) =>
  db.query(seamlessAnswerRow, "select item, status, balance, transfer_id, error_code from seamless_call_batch($1, $2, $3)", [
    JSON.stringify(
      calls.map((c) => ({
        merchant: c.merchantId, vendor: c.vendor, tx: c.txId, kind: c.kind, member: c.memberId, round: c.roundId, amount: c.amount.toString(), refersTo: c.refersTo,
        final: c.final, token: c.token?.toString("hex") ?? null, needsLiveToken: c.needsLiveToken, outside: c.outside, main: c.main, float: c.float,
        refusal: c.refusal, signature: c.signature?.toString("hex") ?? null, signatureUntil: c.signatureUntil,
      })),
    ),
    ...bigWinArgs(),
  ]);
/** A member sits in a room while a session of theirs there is open: opened in the last half hour, not ended, not expired. */
const SEATED = "s.room_id = r.id and s.revealed_at is null and s.expires_at > now() and s.created_at > now() - interval '30 minutes'";
/** Card tables' rooms (of one game, or all), each with its seats and the members seated in it. */
export const roomsOf = (db: Queryable, merchantId: number, gameId: number | null) =>
  db.query(
    z.object({ id: z.number(), game_id: z.number(), names, min_bet_minor: minor, max_bet_minor: minor, seats: z.number(), players: id }),
    `select r.id, r.game_id, r.names, r.min_bet_minor, least(r.max_bet_minor, coalesce(l.max_bet_minor, $3)) as max_bet_minor, r.seats,
       (select count(distinct s.member_id) from game_session s where ${SEATED}) as players
       from pvp_room r left join house_game_limit l on l.game_id = r.game_id and l.merchant_id = r.merchant_id
      where r.merchant_id = $1 and ($2::integer is null or r.game_id = $2)
      order by r.game_id, r.sort, r.id`,
    [merchantId, gameId, DEFAULT_MAX_BET_MINOR.toString()],
  );
/** A room of this table: its seats, how many are taken, and whether the member already sits there. */
export const roomOfGame = (db: Queryable, gameId: number, roomId: number, memberId: number) =>
  db.query(
    z.object({ seats: z.number(), players: id, seated: z.boolean() }),
    `select r.seats, (select count(distinct s.member_id) from game_session s where ${SEATED}) as players,
       exists (select 1 from game_session s where ${SEATED} and s.member_id = $3) as seated
       from pvp_room r where r.game_id = $1 and r.id = $2`,
    [gameId, roomId, memberId],
  );

/**
 * Locks a room's row until the transaction ends, so members sit down in it one after another. Its own statement: the
 * count that follows (roomOfGame) then reads with a snapshot taken after the lock, seeing every seat taken before it.
 */
export const lockRoom = (db: Queryable, roomId: number) => db.execute("select id from pvp_room where id = $1 for update", [roomId]);

export const upsertLimit = (db: Queryable, merchantId: number, gameId: number, maxBet: bigint, maxWin: bigint) =>
  db.execute(
    `insert into house_game_limit (merchant_id, game_id, max_bet_minor, max_win_minor) values ($1, $2, $3, $4)
     on conflict (merchant_id, game_id) do update set max_bet_minor = excluded.max_bet_minor, max_win_minor = excluded.max_win_minor`,
    [merchantId, gameId, maxBet.toString(), maxWin.toString()],
  );
export const limitOf = (db: Queryable, merchantId: number, gameId: number) =>
  db.query(z.object({ max_bet_minor: minor, max_win_minor: minor }), "select max_bet_minor, max_win_minor from house_game_limit where merchant_id = $1 and game_id = $2", [merchantId, gameId]);

/** A house engine's round opened by its stake (a lottery ticket, a fight bet): in the betting record, not settled yet. */
export const openRound = (db: Queryable, r: { merchantId: number; memberId: number; gameId: number; vendor: string; roundId: string; bet: bigint; detail: unknown }) =>
  db.execute(
    `insert into game_round (merchant_id, member_id, game_id, vendor_code, round_id, bet_minor, status, detail) values ($1, $2, $3, $4, $5, $6, 'open', $7)
     on conflict (vendor_code, round_id) do nothing`,
    [r.merchantId, r.memberId, r.gameId, r.vendor, r.roundId, r.bet.toString(), JSON.stringify(r.detail)],
  );
/**
 * Settles rounds with their wins, in one statement; one settled already takes its corrected win. The rounds that
 * changed tell the agent's day figures and the winner board in the same statement (game_rounds_settled()), each with
 * how it stood before (locked first), so a corrected result moves the figures by its difference.
 */
export const settleRounds = (db: Queryable, vendor: string, rounds: readonly { roundId: string; win: bigint }[]) =>
  db.execute(
    `with wins as (
       select x.round, x.win from jsonb_to_recordset($2::jsonb) as x(round text, win bigint)
     ), before as (
       select r.id, r.status, r.bet_minor, r.win_minor, w.win from game_round r join wins w on r.vendor_code = $1 and r.round_id = w.round
        where not r.outside and r.status in ('open', 'settled') and (r.status = 'open' or r.win_minor <> w.win)
          for update of r
     ), settled as (
       update game_round r set win_minor = b.win, status = 'settled', settled_at = coalesce(r.settled_at, now())
         from before b where r.id = b.id
       returning row(r.id, r.merchant_id, r.member_id, r.game_id, r.created_at, r.settled_at, r.bet_minor, r.win_minor,
         b.status = 'settled', b.bet_minor, b.win_minor)::game_round_change as change
     )
     select game_rounds_settled(array_agg(s.change), $3, $4) from settled s having count(*) > 0`,
    [vendor, JSON.stringify(rounds.map((round) => ({ round: round.roundId, win: round.win.toString() }))), ...bigWinArgs()],
  );
/** Cancels open rounds (their stakes refunded): out of the betting record's figures. */
export const cancelRounds = (db: Queryable, vendor: string, roundIds: readonly string[]) =>
  db.execute("update game_round set status = 'cancelled', settled_at = now() where vendor_code = $1 and round_id = any($2::text[]) and status = 'open' and not outside", [vendor, roundIds]);
