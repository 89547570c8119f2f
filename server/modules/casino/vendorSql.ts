// Queries of the outside vendors' connections: registrations with their sealed secrets, the player tokens launches
// hand out, the rounds their calls open and settle, and a day's figures for the reconciliation.
import { z } from "zod";
import type { Queryable } from "../../db/index";
import { id, iso, minor } from "../../db/codecs";

const bytes = z.instanceof(Uint8Array).transform((value) => Buffer.from(value));

export const connectionRow = z.object({
  merchant_id: z.number(),
  code: z.string(),
  name: z.string(),
  launch_url: z.string(),
  report_url: z.string().nullable(),
  allowed_ips: z.array(z.string()),
  enabled: z.boolean(),
  secret_enc: bytes,
  old_secret_enc: bytes.nullable(),
  old_secret_until: iso.nullable(),
  /** Whether the old secret still signs now (the database's clock judges, as every process shares it). */
  old_secret_live: z.boolean(),
  created_at: iso,
});
export type ConnectionRow = z.infer<typeof connectionRow>;
const CONNECTION_COLUMNS = `merchant_id, code, name, launch_url, report_url, allowed_ips, enabled, secret_enc, old_secret_enc, old_secret_until,
  coalesce(old_secret_until > now(), false) as old_secret_live, created_at`;

export const connection = (db: Queryable, merchantId: number, code: string) =>
  db.query(connectionRow, `select ${CONNECTION_COLUMNS} from vendor_connection where merchant_id = $1 and code = $2`, [merchantId, code]);
export const connections = (db: Queryable, merchantId: number) =>
  db.query(connectionRow, `select ${CONNECTION_COLUMNS} from vendor_connection where merchant_id = $1 order by code`, [merchantId]);
/** The launch addresses of every enabled vendor, of every merchant: the site's frame-src. */
export const enabledLaunchUrls = (db: Queryable) =>
  db.query(z.object({ launch_url: z.string() }), "select launch_url from vendor_connection where enabled order by launch_url");

export const insertConnection = (
  db: Queryable,
  v: { merchantId: number; code: string; name: string; launchUrl: string; reportUrl: string | null; allowedIps: string[]; secret: Buffer },
) =>
  db.query(
    z.object({ code: z.string() }),
    `insert into vendor_connection (merchant_id, code, name, launch_url, report_url, allowed_ips, secret_enc) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (merchant_id, code) do nothing returning code`,
    [v.merchantId, v.code, v.name, v.launchUrl, v.reportUrl, v.allowedIps, v.secret],
  );
export const updateConnection = (
  db: Queryable,
  merchantId: number,
  code: string,
  v: { name: string | null; launchUrl: string | null; reportUrl: string | null | undefined; allowedIps: string[] | null; enabled: boolean | null },
) =>
  db.query(
    z.object({ code: z.string() }),
    `update vendor_connection set name = coalesce($3, name), launch_url = coalesce($4, launch_url),
       report_url = case when $5::boolean then $6 else report_url end, allowed_ips = coalesce($7, allowed_ips), enabled = coalesce($8, enabled)
     where merchant_id = $1 and code = $2 returning code`,
    [merchantId, code, v.name, v.launchUrl, v.reportUrl !== undefined, v.reportUrl ?? null, v.allowedIps, v.enabled],
  );
/** A new secret; the one it replaces signs until the grace ends (an older one still in grace ends now). */
export const rotateSecret = (db: Queryable, merchantId: number, code: string, secret: Buffer, graceMinutes: number) =>
  db.query(
    z.object({ code: z.string() }),
    `update vendor_connection set old_secret_enc = secret_enc, old_secret_until = now() + make_interval(mins => $4), secret_enc = $3
     where merchant_id = $1 and code = $2 returning code`,
    [merchantId, code, secret, graceMinutes],
  );

export const insertPlayerToken = (
  db: Queryable,
  t: { tokenHash: Buffer; merchantId: number; vendor: string; memberId: number; gameId: number; sessionHash: Buffer; ttlSeconds: number },
) =>
  db.execute(
    `insert into vendor_session (token_hash, merchant_id, vendor_code, member_id, game_id, session_hash, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [t.tokenHash, t.merchantId, t.vendor, t.memberId, t.gameId, t.sessionHash, t.ttlSeconds],
  );
export const playerToken = (db: Queryable, merchantId: number, vendor: string, tokenHash: Buffer) =>
  db.query(
    z.object({ member_id: id, game_id: z.number(), session_hash: bytes, live: z.boolean() }),
    "select member_id, game_id, session_hash, expires_at > now() as live from vendor_session where token_hash = $1 and merchant_id = $2 and vendor_code = $3",
    [tokenHash, merchantId, vendor],
  );

// ---- Rounds of outside games (the betting record): opened by a debit, settled by a final credit ----

export const roundRow = z.object({ id, member_id: id, game_id: z.number(), bet_minor: minor, win_minor: minor, status: z.string(), day: z.string() });
export type RoundRow = z.infer<typeof roundRow>;
const ROUND_COLUMNS = "id, member_id, game_id, bet_minor, win_minor, status, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day";
/** A debit's stake joins its round (opened now if new); answers nothing when the round is not open or not this member's. */
export const addBet = (db: Queryable, r: { merchantId: number; memberId: number; gameId: number; vendor: string; roundId: string; amount: bigint }) =>
  db.query(
    roundRow,
    `insert into game_round (merchant_id, member_id, game_id, vendor_code, round_id, bet_minor, status) values ($1, $2, $3, $4, $5, $6, 'open')
     on conflict (vendor_code, round_id) do update set bet_minor = game_round.bet_minor + excluded.bet_minor
       where game_round.status = 'open' and game_round.member_id = excluded.member_id
     returning ${ROUND_COLUMNS}`,
    [r.merchantId, r.memberId, r.gameId, r.vendor, r.roundId, r.amount.toString()],
  );
/** The round under a row lock, so a win and a rollback of one round take turns. */
export const lockRound = (db: Queryable, vendor: string, roundId: string) =>
  db.query(roundRow, `select ${ROUND_COLUMNS} from game_round where vendor_code = $1 and round_id = $2 for update`, [vendor, roundId]);
export const addWin = (db: Queryable, roundDbId: number, amount: bigint, settle: boolean) =>
  db.query(
    roundRow,
    `update game_round set win_minor = win_minor + $2, status = case when $3 then 'settled' else status end where id = $1 returning ${ROUND_COLUMNS}`,
    [roundDbId, amount.toString(), settle],
  );
/** A rolled-back stake leaves its round; a round with no stake left is cancelled. */
export const removeBet = (db: Queryable, roundDbId: number, amount: bigint) =>
  db.query(
    roundRow,
    `update game_round set bet_minor = bet_minor - $2, status = case when bet_minor - $2 = 0 and win_minor = 0 then 'cancelled' else status end
     where id = $1 returning ${ROUND_COLUMNS}`,
    [roundDbId, amount.toString()],
  );

/** A vendor's applied calls on one UTC day, by kind: debits taken (rolled back later or not), wins, and the stakes rollbacks returned. */
export const dayFigures = (db: Queryable, vendor: string, day: string) =>
  db.query(
    z.object({ kind: z.string(), calls: id, rounds: id, amount: minor }),
    `select kind, count(*) as calls, count(distinct round_id) as rounds, coalesce(sum(amount_minor), 0) as amount
       from seamless_tx
      where vendor_code = $1 and status in ('applied', 'rolled_back') and created_at >= $2::date and created_at < $2::date + 1
      group by kind`,
    [vendor, day],
  );
