// Queries of the outside vendors' connections: registrations with their sealed secrets or public keys and their win
// ceilings, the player tokens launches hand out, the signatures taken, the refusals the operator sees, and a day's
// figures for the reconciliation.
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
  /** The HMAC secret, sealed; null for an Ed25519 vendor. */
  secret_enc: bytes.nullable(),
  /** The vendor's Ed25519 public key (base64url); null for an HMAC vendor. */
  public_key: z.string().nullable(),
  old_secret_enc: bytes.nullable(),
  old_public_key: z.string().nullable(),
  old_secret_until: iso.nullable(),
  /** The private half of the key we sign an Ed25519 vendor's calls with, sealed, and the public half it was given. */
  platform_key_enc: bytes.nullable(),
  platform_public_key: z.string().nullable(),
  max_win_minor: minor,
  max_win_multiple: z.number(),
  created_at: iso,
});
export type ConnectionRow = z.infer<typeof connectionRow>;
const CONNECTION_COLUMNS = `merchant_id, code, name, launch_url, report_url, allowed_ips, enabled, secret_enc, public_key, old_secret_enc, old_public_key,
  old_secret_until, platform_key_enc, platform_public_key, max_win_minor, max_win_multiple, created_at`;

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

/** How a vendor signs: a sealed HMAC secret, or its Ed25519 public key with our key pair for it. */
export type Credential = { secret: Buffer } | { publicKey: string; platformKey: Buffer; platformPublicKey: string };
const credentialColumns = (c: Credential) =>
  "secret" in c ? [c.secret, null, null, null] : [null, c.publicKey, c.platformKey, c.platformPublicKey];

export const insertConnection = (
  db: Queryable,
  v: { merchantId: number; code: string; name: string; launchUrl: string; reportUrl: string | null; allowedIps: string[]; credential: Credential },
) =>
  db.query(
    z.object({ code: z.string() }),
    `insert into vendor_connection (merchant_id, code, name, launch_url, report_url, allowed_ips, secret_enc, public_key, platform_key_enc, platform_public_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (merchant_id, code) do nothing returning code`,
    [v.merchantId, v.code, v.name, v.launchUrl, v.reportUrl, v.allowedIps, ...credentialColumns(v.credential)],
  );
/** Whether the house has recorded rounds of its own under the code (any merchant's: house rounds are not kept apart by merchant). */
export const houseRoundsUnder = (db: Queryable, code: string) =>
  db.query(z.object({ house: z.boolean() }), "select exists (select 1 from game_round where vendor_code = $1 and not outside) as house", [code]);
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
/**
 * A new secret or public key; the one it replaces signs until the grace ends (an older one still in grace ends now).
 * An Ed25519 vendor keeps the key pair we sign its calls with (made here when it moves from HMAC).
 */
export const rotateCredential = (db: Queryable, merchantId: number, code: string, credential: Credential, graceMinutes: number) =>
  db.query(
    z.object({ code: z.string() }),
    `update vendor_connection set old_secret_enc = secret_enc, old_public_key = public_key, old_secret_until = now() + make_interval(mins => $3),
       secret_enc = $4, public_key = $5, platform_key_enc = coalesce(platform_key_enc, $6), platform_public_key = coalesce(platform_public_key, $7)
     where merchant_id = $1 and code = $2 returning code`,
    [merchantId, code, graceMinutes, ...credentialColumns(credential)],
  );

/** The vendor's win ceilings. */
export const setLimits = (db: Queryable, merchantId: number, code: string, maxWin: bigint, maxWinMultiple: number) =>
  db.query(
    z.object({ code: z.string() }),
    "update vendor_connection set max_win_minor = $3, max_win_multiple = $4 where merchant_id = $1 and code = $2 returning code",
    [merchantId, code, maxWin.toString(), maxWinMultiple],
  );
const gameLimitRow = z.object({ game_id: z.number(), max_win_minor: minor.nullable(), max_win_multiple: z.number().nullable() });
/** A game's own ceilings for the vendor; both null removes them (the vendor's apply). */
export const setGameLimit = (db: Queryable, merchantId: number, code: string, gameId: number, maxWin: bigint | null, maxWinMultiple: number | null) =>
  maxWin === null && maxWinMultiple === null
    ? db.execute("delete from vendor_game_limit where merchant_id = $1 and vendor_code = $2 and game_id = $3", [merchantId, code, gameId])
    : db.execute(
        `insert into vendor_game_limit (merchant_id, vendor_code, game_id, max_win_minor, max_win_multiple) values ($1, $2, $3, $4, $5)
         on conflict (merchant_id, vendor_code, game_id) do update set max_win_minor = excluded.max_win_minor, max_win_multiple = excluded.max_win_multiple`,
        [merchantId, code, gameId, maxWin?.toString() ?? null, maxWinMultiple],
      );
export const gameLimits = (db: Queryable, merchantId: number, code: string) =>
  db.query(gameLimitRow, "select game_id, max_win_minor, max_win_multiple from vendor_game_limit where merchant_id = $1 and vendor_code = $2 order by game_id", [merchantId, code]);

/** Takes a signed message once: answers a row when it is new, none when it was taken before. */
export const takeSignature = (db: Queryable, digest: Buffer, untilSeconds: number) =>
  db.query(
    z.object({ taken: z.boolean() }),
    "insert into vendor_signature_seen (digest, expires_at) values ($1, to_timestamp($2)) on conflict do nothing returning true as taken",
    [digest, untilSeconds],
  );
/**
 * Forgets signatures past their window, by the clock that checked their timestamps (the app's, Unix seconds): by the
 * database's, a database clock ahead of the app's would forget a message the app still takes.
 */
export const sweepSignatures = (db: Queryable, nowSeconds: number) => db.execute("delete from vendor_signature_seen where expires_at < to_timestamp($1)", [nowSeconds]);

export interface Refusal {
  merchantId: number;
  vendor: string;
  memberId: number | null;
  roundId: string | null;
  txId: string | null;
  kind: string;
  amount: bigint | null;
  code: string;
}
/**
 * A refused call the operator should see (those the seamless call refuses, it records itself): the same refusal of the
 * same call again counts on the first's row (vendor_refusal_note(), migration 025).
 */
export const insertRefusal = (db: Queryable, r: Refusal) =>
  db.execute("select vendor_refusal_note($1, $2, $3, $4, $5, $6, $7, $8)", [
    r.merchantId, r.vendor, r.memberId, r.roundId, r.txId, r.kind, r.amount?.toString() ?? null, r.code,
  ]);
/** Forgets refusals not seen again for this many days: what a vendor once did wrong is not kept for ever. */
export const sweepRefusals = (db: Queryable, keptDays: number) =>
  db.execute("delete from vendor_refusal where last_at < now() - make_interval(days => $1)", [keptDays]);
export const refusals = (db: Queryable, merchantId: number, f: { vendor: string | null; before: number | null; limit: number }) =>
  db.query(
    z.object({
      id, vendor_code: z.string(), member_id: id.nullable(), round_id: z.string().nullable(), tx_id: z.string().nullable(), kind: z.string(), amount_minor: minor.nullable(),
      code: z.string(), created_at: iso, repeats: z.number(), last_at: iso,
    }),
    `select id, vendor_code, member_id, round_id, tx_id, kind, amount_minor, code, created_at, repeats, last_at from vendor_refusal
      where merchant_id = $1 and ($2::text is null or vendor_code = $2) and ($3::bigint is null or id < $3)
      order by id desc limit $4`,
    [merchantId, f.vendor, f.before, f.limit],
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
/**
 * Ends the tokens handed to the same login session for the same game before this one: the newest launch takes the bets
 * (wins and refunds of the older ones' rounds still land). Newer is by (created_at, token_hash), so launches that
 * finish in any order agree on which one that is.
 */
export const retireOlderPlayerTokens = (db: Queryable, tokenHash: Buffer) =>
  db.execute(
    `update vendor_session older set expires_at = now()
       from vendor_session newer
      where newer.token_hash = $1 and older.merchant_id = newer.merchant_id and older.vendor_code = newer.vendor_code
        and older.game_id = newer.game_id and older.session_hash = newer.session_hash and older.expires_at > now()
        and (older.created_at, older.token_hash) < (newer.created_at, newer.token_hash)`,
    [tokenHash],
  );
/** A token whose launch failed: it never reached a game, so it takes no bet (it would otherwise live its full hours). */
export const endPlayerToken = (db: Queryable, tokenHash: Buffer) =>
  db.execute("update vendor_session set expires_at = now() where token_hash = $1 and expires_at > now()", [tokenHash]);
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
