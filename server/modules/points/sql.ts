// Queries of the point mall: balances, entries applied once by their key, rewards, the merchant's exchange ratio.
import { z } from "zod";
import type { Queryable } from "../../db/index";
// Points are bigint columns read as bigint, as money is.
import { id, iso, minor as big, names } from "../../db/codecs";

export const balanceOf = (db: Queryable, memberId: number) => db.query(z.object({ balance: big }), "select balance from point_account where member_id = $1", [memberId]);
const keyedEntry = z.object({ id, delta: big, balance_after: big, kind: z.string(), request_hash: z.string().nullable(), amount_minor: big.nullable() });
/** The first entry under any of the keys (a request's key as it is written now, and as it was written before). */
export const entryByKeys = (db: Queryable, memberId: number, keys: readonly string[]) =>
  db.query(
    keyedEntry,
    "select id, delta, balance_after, kind, request_hash, amount_minor from point_entry where member_id = $1 and idempotency_key = any($2::text[]) order by id limit 1",
    [memberId, [...keys]],
  );
/** The operator's adjustments under a key, of any merchant (the member says which), oldest first. */
export const adjustmentsByKey = (db: Queryable, key: string) =>
  db.query(
    keyedEntry.extend({ member_id: id }),
    "select id, member_id, delta, balance_after, kind, request_hash, amount_minor from point_entry where kind = 'adjust' and idempotency_key = $1 order by id",
    [key],
  );

/**
 * One change of points: the balance and its entry in one statement. A key already used answers nothing new (the
 * entry's unique key refuses it); a balance that would go below zero is refused by the table's check.
 */
export async function applyPoints(
  db: Queryable,
  e: { memberId: number; delta: bigint; kind: string; key: string; reference: string; requestHash?: string | null; amount?: bigint | null },
) {
  await db.execute("insert into point_account (member_id) values ($1) on conflict do nothing", [e.memberId]);
  return db.query(
    z.object({ id, balance_after: big }),
    `with account as (update point_account set balance = balance + $2 where member_id = $1 returning balance)
     insert into point_entry (member_id, kind, delta, balance_after, reference, idempotency_key, request_hash, amount_minor)
       select $1, $3, $2, balance, $5, $4, $6, $7 from account returning id, balance_after`,
    [e.memberId, e.delta.toString(), e.kind, e.key, e.reference, e.requestHash ?? null, e.amount?.toString() ?? null],
  );
}

export const entriesOf = (db: Queryable, memberId: number, kind: string | null, limit: number, offset: number) =>
  db.query(
    z.object({ id, kind: z.string(), delta: big, balance_after: big, reference: z.string(), created_at: iso, total: id }),
    `select id, kind, delta, balance_after, reference, created_at, count(*) over () as total from point_entry
      where member_id = $1 and ($2::text is null or kind = $2) order by id desc limit $3 offset $4`,
    [memberId, kind, limit, offset],
  );

export const rewardRow = z.object({ id, names, image_url: z.string(), cost_points: big, bonus_minor: big });
export const rewardsOf = (db: Queryable, merchantId: number) =>
  db.query(rewardRow, "select id, names, image_url, cost_points, bonus_minor from point_reward where merchant_id = $1 and active order by sort, id", [merchantId]);
export const rewardById = (db: Queryable, merchantId: number, rewardId: number) =>
  db.query(rewardRow, "select id, names, image_url, cost_points, bonus_minor from point_reward where merchant_id = $1 and id = $2 and active", [merchantId, rewardId]);
/** Which of these members already hold an entry under the key. */
export const holdersOfKey = (db: Queryable, memberIds: readonly number[], key: string) =>
  db.query(z.object({ member_id: id }), "select member_id from point_entry where member_id = any($1::bigint[]) and idempotency_key = $2", [[...memberIds], key]);
