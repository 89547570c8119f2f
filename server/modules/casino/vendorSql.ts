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
  created_at: iso,
});
export type ConnectionRow = z.infer<typeof connectionRow>;
const CONNECTION_COLUMNS = "merchant_id, code, name, launch_url, report_url, allowed_ips, enabled, secret_enc, old_secret_enc, old_secret_until, created_at";

export const connection = (db: Queryable, merchantId: number, code: string) =>
  db.query(connectionRow, `select ${CONNECTION_COLUMNS} from vendor_connection where merchant_id = $1 and code = $2`, [merchantId, code]);
export const connections = (db: Queryable, merchantId: number) =>
  db.query(connectionRow, `select ${CONNECTION_COLUMNS} from vendor_connection where merchant_id = $1 order by code`, [merchantId]);
/** The launch addresses of every enabled vendor, of every merchant: the site's frame-src. */
export const enabledLaunchUrls = (db: Queryable) =>
  db.query(z.object({ launch_url: z.string() }), "select launch_url from vendor_connection where enabled order by launch_url");
/** The codes of the merchant's enabled vendors: their games play. */
export const enabledCodes = (db: Queryable, merchantId: number) =>
  db.query(z.object({ code: z.string() }), "select code from vendor_connection where merchant_id = $1 and enabled order by code", [merchantId]);

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
    z.object({ member_id: id }),
    "select member_id from vendor_session where token_hash = $1 and merchant_id = $2 and vendor_code = $3",
    [tokenHash, merchantId, vendor],
  );
/** Ends the tokens of a login session (or of all a member's sessions) now: their games take no more bets. */
export const endPlayerTokens = (db: Queryable, ended: { sessionHash: Buffer } | { memberId: number }) =>
  "sessionHash" in ended
    ? db.execute("update vendor_session set expires_at = now() where session_hash = $1 and expires_at > now()", [ended.sessionHash])
    : db.execute("update vendor_session set expires_at = now() where member_id = $1 and expires_at > now()", [ended.memberId]);
export const sweepPlayerTokens = (db: Queryable, keptDays: number) =>
  db.execute("delete from vendor_session where expires_at < now() - make_interval(days => $1)", [keptDays]);

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
