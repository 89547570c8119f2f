// Queries of the member module.
import { z } from "zod";
import type { Queryable } from "../../db/index";
import { id, iso } from "../../db/codecs";

export const memberRow = z.object({
  id: z.coerce.number(),
  merchant_id: z.number(),
  username: z.string(),
  mobile: z.string().nullable(),
  country_dialing_code: z.string().nullable(),
  email: z.string().nullable(),
  nickname: z.string(),
  account_type: z.number(),
  affiliate_code: z.string(),
  password_hash: z.string().nullable(),
  password_set_at: z.coerce.date().nullable(),
  must_change_password: z.boolean(),
  two_step_enabled: z.boolean(),
  last_login_at: z.coerce.date().nullable(),
  upline_username: z.string().nullable(),
});
export type MemberRow = z.infer<typeof memberRow>;

const selectMember = `select m.id, m.merchant_id, m.username, m.mobile, m.country_dialing_code, m.email, m.nickname, m.account_type,
  m.affiliate_code, m.password_hash, m.password_set_at, m.must_change_password, m.two_step_enabled, m.last_login_at,
  u.username as upline_username
  from member m left join member u on u.id = m.upline_id`;

export const byId = (db: Queryable, id: number) => db.query(memberRow, `${selectMember} where m.id = $1`, [id]);
export const byUsername = (db: Queryable, merchantId: number, username: string) =>
  db.query(memberRow, `${selectMember} where m.merchant_id = $1 and lower(m.username) = lower($2)`, [merchantId, username]);
export const byMobile = (db: Queryable, merchantId: number, dialingCode: string, mobile: string) =>
  db.query(memberRow, `${selectMember} where m.merchant_id = $1 and m.country_dialing_code = $2 and m.mobile = $3`, [merchantId, dialingCode, mobile]);
export const byAffiliateCode = (db: Queryable, merchantId: number, code: string) =>
  db.query(memberRow, `${selectMember} where m.merchant_id = $1 and upper(m.affiliate_code) = upper($2)`, [merchantId, code]);

export interface NewMember {
  merchantId: number;
  username: string;
  mobile: string | null;
  dialingCode: string | null;
  email: string | null;
  nickname: string;
  accountType: number;
  uplineId: number | null;
  affiliateCode: string;
  referralCode: string | null;
  passwordHash: string | null;
  paymentPasswordHash: string | null;
  profile: Record<string, string>;
  ip: string;
}

/**
 * Answers the new id, or nothing when the username or mobile is already taken (the unique indexes decide). A member
 * with an upline joins its team in the same statement: member_joined() calls the agent module's member_tree_place()
 * (migration 035).
 */
export const insertMember = (db: Queryable, m: NewMember) =>
  db.query(
    z.object({ id: z.coerce.number() }),
    `with made as (
       insert into member (merchant_id, username, mobile, country_dialing_code, email, nickname, account_type, upline_id, affiliate_code,
         referral_code, password_hash, password_set_at, payment_password_hash, profile, created_ip)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, case when $11::text is null then null else now() end, $12, $13, $14)
       on conflict do nothing returning id, upline_id
     )
     select id, member_joined(id, upline_id) from made`,
    [m.merchantId, m.username, m.mobile, m.dialingCode, m.email, m.nickname, m.accountType, m.uplineId, m.affiliateCode, m.referralCode,
      m.passwordHash, m.paymentPasswordHash, JSON.stringify(m.profile), m.ip],
  );

export const setPassword = (db: Queryable, id: number, passwordHash: string, mustChange: boolean) =>
  db.execute("update member set password_hash = $2, password_set_at = now(), must_change_password = $3 where id = $1", [id, passwordHash, mustChange]);

// ---- password reset links (purpose 'password_reset' of member_token) ----

/** The member's row lock: two links issued at once are stored one after the other, so only the newest stays live. */
export const lockMember = (db: Queryable, memberId: number) => db.execute("select id from member where id = $1 for no key update", [memberId]);

/** Ends the member's older live links; the new one follows (at most one live link per member: a unique index). */
export const endResetLinks = (db: Queryable, memberId: number) =>
  db.execute("update member_token set used_at = now() where member_id = $1 and purpose = 'password_reset' and used_at is null", [memberId]);

export const insertResetLink = (db: Queryable, memberId: number, tokenHash: Buffer, ttlSeconds: number) =>
  db.execute("insert into member_token (member_id, purpose, token_hash, expires_at) values ($1, 'password_reset', $2, now() + make_interval(secs => $3))", [
    memberId,
    tokenHash,
    ttlSeconds,
  ]);

/** Marks the link used and sets the password only if the link was live: one statement, so only one use wins. */
export const resetPasswordWithLink = (db: Queryable, merchantId: number, tokenHash: Buffer, passwordHash: string) =>
  db.query(
    z.object({ id: z.coerce.number() }),
    `with spent as (
       update member_token t set used_at = now()
       from member m
       where t.token_hash = $2 and t.purpose = 'password_reset' and t.used_at is null and t.expires_at > now()
         and m.id = t.member_id and m.merchant_id = $1
       returning t.member_id
     )
     update member set password_hash = $3, password_set_at = now(), must_change_password = false
     from spent where member.id = spent.member_id
     returning member.id`,
    [merchantId, tokenHash, passwordHash],
  );

export const recordLogin = (db: Queryable, id: number, ip: string) =>
  db.execute(
    `with seen as (insert into member_known_ip (member_id, ip) values ($1, $2) on conflict do nothing)
     update member set last_login_ip = $2, last_login_at = now() where id = $1`,
    [id, ip],
  );

/** The member's own affiliate code and how many members registered with it. */
export const referralOf = (db: Queryable, memberId: number) =>
  db.query(
    z.object({ affiliate_code: z.string(), invited: z.coerce.number() }),
    "select m.affiliate_code, (select count(*) from member d where d.upline_id = m.id) as invited from member m where m.id = $1",
    [memberId],
  );

export const knowsIp = (db: Queryable, id: number, ip: string) =>
  db.query(z.object({ ip: z.string() }), "select ip from member_known_ip where member_id = $1 and ip = $2", [id, ip]);

export const setAccountType = (db: Queryable, id: number, accountType: number) =>
  db.execute("update member set account_type = $2 where id = $1", [id, accountType]);

export const setTwoStep = (db: Queryable, id: number, enabled: boolean) =>
  db.execute("update member set two_step_enabled = $2 where id = $1", [id, enabled]);

// ---- Labels ----

export const labelsOf = (db: Queryable, memberId: number) =>
  db.query(z.object({ label_name: z.string() }), "select label_name from member_label where member_id = $1 order by created_at, label_name", [memberId]);

// ---- What the wallet asks of a member (its payment password, the upline tree, names on the operator's lists) ----

export const payerRow = z.object({ id: z.coerce.number(), merchant_id: z.number(), username: z.string(), account_type: z.number(), upline_id: z.coerce.number().nullable(), payment_password_hash: z.string().nullable() });
const PAYER_COLUMNS = "id, merchant_id, username, account_type, upline_id, payment_password_hash";
export const payerById = (db: Queryable, memberId: number) => db.query(payerRow, `select ${PAYER_COLUMNS} from member where id = $1`, [memberId]);
export const payerByUsername = (db: Queryable, merchantId: number, username: string) =>
  db.query(payerRow, `select ${PAYER_COLUMNS} from member where merchant_id = $1 and lower(username) = lower($2)`, [merchantId, username]);
/** Whether `memberId` sits somewhere below `agentId` in the upline tree. */
export const isInDownline = (db: Queryable, agentId: number, memberId: number) =>
  db.query(
    z.object({ found: z.boolean() }),
    `with recursive up as (
       select id, upline_id, 0 as depth from member where id = $2
       union all select m.id, m.upline_id, up.depth + 1 from member m join up on m.id = up.upline_id where up.depth < 50
     ) select exists (select 1 from up where upline_id = $1) as found`,
    [agentId, memberId],
  );
export const setPaymentPassword = (db: Queryable, memberId: number, hash: string) =>
  db.execute("update member set payment_password_hash = $2 where id = $1", [memberId, hash]);
export const memberSecurity = (db: Queryable, memberId: number) =>
  db.query(
    z.object({ username: z.string(), mobile: z.string().nullable(), email: z.string().nullable(), has_payment_password: z.boolean() }),
    "select username, mobile, email, payment_password_hash is not null as has_payment_password from member where id = $1",
    [memberId],
  );
export const usernamesOf = (db: Queryable, memberIds: readonly number[]) =>
  db.query(z.object({ id: z.coerce.number(), username: z.string() }), "select id, username from member where id = any($1::bigint[])", [[...memberIds]]);
export const ofMerchant = (db: Queryable, merchantId: number, memberIds: readonly number[]) =>
  db.query(z.object({ id: z.coerce.number() }), "select id from member where merchant_id = $1 and id = any($2::bigint[])", [merchantId, [...memberIds]]);

// ---- What the agent centre and the rewards ask (by id lists: they keep no copy of the member's table) ----

export const partyRow = z.object({ id, merchant_id: z.number(), username: z.string(), account_type: z.number(), upline_id: id.nullable(), affiliate_code: z.string() });
export type PartyRow = z.infer<typeof partyRow>;
const PARTY_COLUMNS = "id, merchant_id, username, account_type, upline_id, affiliate_code";
export const partyById = (db: Queryable, merchantId: number, memberId: number) =>
  db.query(partyRow, `select ${PARTY_COLUMNS} from member where merchant_id = $1 and id = $2`, [merchantId, memberId]);
export const partyByUsername = (db: Queryable, merchantId: number, username: string) =>
  db.query(partyRow, `select ${PARTY_COLUMNS} from member where merchant_id = $1 and lower(username) = lower($2)`, [merchantId, username]);
export const partiesOf = (db: Queryable, memberIds: readonly number[]) =>
  db.query(partyRow, `select ${PARTY_COLUMNS} from member where id = any($1::bigint[])`, [[...memberIds]]);
/** How many of these members registered between two days (inclusive). */
export const registeredBetween = (db: Queryable, memberIds: readonly number[], from: string, to: string) =>
  db.query(
    z.object({ n: id }),
    "select count(*) as n from member where id = any($1::bigint[]) and created_at >= $2::date and created_at < $3::date + 1",
    [[...memberIds], from, to],
  );
/** One page of a member's direct downlines, newest first. */
export const directDownlines = (db: Queryable, uplineId: number, limit: number, offset: number) =>
  db.query(
    z.object({ id, username: z.string(), account_type: z.number(), created_at: iso, total: id }),
    `select id, username, account_type, created_at, count(*) over () as total
       from member where upline_id = $1 order by created_at desc, id desc limit $2 offset $3`,
    [uplineId, limit, offset],
  );
