// Queries of the wallet module: accounts, the one-round-trip transfer, records, deposits, payout accounts, withdrawals.
import { z } from "zod";
import type { Queryable } from "../../db/index";
import { id, minor, iso, optionalIso } from "../../db/codecs";

export const SYSTEM_KINDS = ["house", "provider_clearing", "payouts_in_flight", "bonus", "vendor_float", "agent_payouts"] as const;
export type SystemKind = (typeof SYSTEM_KINDS)[number];

// ---- Accounts ----

const idRow = z.object({ id });

/**
 * Insert-or-read in two statements: under READ COMMITTED a single statement cannot see a row another transaction
 * committed while it waited on the unique index, so the read must come after, in a statement of its own.
 */
async function insertOrRead(db: Queryable, insert: [string, readonly unknown[]], read: [string, readonly unknown[]]) {
  const [made] = await db.query(idRow, ...insert);
  if (made) return [{ id: made.id, made: true }];
  return (await db.query(idRow, ...read)).map((row) => ({ id: row.id, made: false }));
}

/** A system account of the merchant; shard: which of a sharded kind's accounts (the vendor float's), else 0. */
export const systemAccount = (db: Queryable, merchantId: number, kind: SystemKind, shard: number) =>
  insertOrRead(
    db,
    [
      "insert into wallet_account (merchant_id, kind, shard) values ($1, $2, $3) on conflict (merchant_id, kind, shard) where member_id is null do nothing returning id",
      [merchantId, kind, shard],
    ],
    ["select id from wallet_account where merchant_id = $1 and kind = $2 and shard = $3 and member_id is null", [merchantId, kind, shard]],
  );
/** The member's main wallet (vendor "") or one vendor's wallet, made on first use. */
export const memberAccount = (db: Queryable, merchantId: number, memberId: number, vendor: string) =>
  insertOrRead(
    db,
    [
      `insert into wallet_account (merchant_id, member_id, kind, vendor) values ($1, $2, case when $3 = '' then 'main' else 'vendor' end, $3)
       on conflict (member_id, kind, vendor) where member_id is not null do nothing returning id`,
      [merchantId, memberId, vendor],
    ],
    ["select id from wallet_account where merchant_id = $1 and member_id = $2 and vendor = $3", [merchantId, memberId, vendor]],
  );
export const memberAccounts = (db: Queryable, memberId: number) =>
  db.query(z.object({ id, kind: z.string(), vendor: z.string(), balance: minor }), "select id, kind, vendor, balance from wallet_account where member_id = $1 order by kind, vendor", [memberId]);

export const accountBalance = (db: Queryable, accountId: number) =>
  db.query(z.object({ balance: minor }), "select balance from wallet_account where id = $1", [accountId]);
/** The balance under a row lock, for a move that takes what there is. */
export const lockedBalance = (db: Queryable, accountId: number) =>
  db.query(z.object({ balance: minor }), "select balance from wallet_account where id = $1 for update", [accountId]);

// ---- Transfers ----

export const transferResult = z.object({
  transfer_id: id.nullable(),
  replayed: z.boolean(),
  debit_balance: minor.nullable(),
  credit_balance: minor.nullable(),
  created_at: optionalIso,
  /** A refusal (TL409, 23514, TL404, 22023) instead of an exception. */
  error_code: z.string().nullable(),
});
export type TransferResult = z.infer<typeof transferResult>;
export interface TransferArgs {
  merchantId: number;
  key: string;
  kind: string;
  reference: string;
  debit: number;
  credit: number;
  amount: bigint;
}
/** One transfer (wallet_transfer(), migration 029): claimed, locked, checked and posted in one round trip. */
export const transfer = (db: Queryable, t: TransferArgs) =>
  db.query(transferResult, "select * from wallet_transfer($1, $2, $3, $4, $5, $6, $7)", [
    t.merchantId, t.key, t.kind, t.reference, t.debit, t.credit, t.amount.toString(),
  ]);

export const batchResult = z.object({
  item_index: z.number(),
  item_transfer_id: id.nullable(),
  item_replayed: z.boolean().nullable(),
  item_debit_balance: minor.nullable(),
  item_credit_balance: minor.nullable(),
  item_created_at: optionalIso,
  item_error_code: z.string().nullable(),
});
export type BatchRow = z.infer<typeof batchResult>;
/** Transfers in one statement (wallet_transfer_batch(), migration 029), each with its answer at item_index. */
export const transferBatch = (db: Queryable, transfers: readonly TransferArgs[]) =>
  db.query(batchResult, "select * from wallet_transfer_batch($1::jsonb)", [
    JSON.stringify(
      transfers.map((t) => ({ merchant: t.merchantId, key: t.key, kind: t.kind, reference: t.reference, debit: t.debit, credit: t.credit, amount: t.amount.toString() })),
    ),
  ]);

/** Payouts from system accounts, many in one statement (wallet_pay_many(), migration 029). */
export const payMany = (db: Queryable, merchantId: number, kind: string, transfers: readonly Omit<TransferArgs, "merchantId" | "kind">[]) =>
  db.query(z.object({ item: z.number(), transfer_id: id.nullable(), replayed: z.boolean(), error_code: z.string().nullable() }), "select * from wallet_pay_many($1, $2, $3::jsonb)", [
    merchantId,
    kind,
    JSON.stringify(transfers.map((t) => ({ key: t.key, reference: t.reference, debit: t.debit, credit: t.credit, amount: t.amount.toString() }))),
  ]);

export const recordRow = z.object({ id, kind: z.string(), amount: minor, balance_after: minor, created_at: iso, reference: z.string(), total: id });
export const records = (db: Queryable, accountId: number, filter: { kind: string | null; from: string | null; to: string | null; limit: number; offset: number }) =>
  db.query(
    recordRow,
    `select t.id, t.kind, e.amount, e.balance_after, e.created_at, t.reference, count(*) over () as total
       from wallet_entry e join wallet_transfer t on t.id = e.transfer_id
      where e.account_id = $1 and ($2::text is null or t.kind = $2)
        and ($3::date is null or e.created_at >= $3::date) and ($4::date is null or e.created_at < $4::date + 1)
      order by e.transfer_id desc limit $5 offset $6`,
    [accountId, filter.kind, filter.from, filter.to, filter.limit, filter.offset],
  );

/** The proof the ledger holds: all balances sum to zero, and every balance equals the sum of its entries. */
export const trialBalance = (db: Queryable, merchantId: number) =>
  db.query(
    z.object({ kind: z.string(), accounts: id, balance: minor, entries: minor }),
    `select a.kind, count(*) as accounts, coalesce(sum(a.balance), 0) as balance, coalesce(sum(s.total), 0) as entries
       from wallet_account a left join lateral (select coalesce(sum(e.amount), 0) as total from wallet_entry e where e.account_id = a.id) s on true
      where a.merchant_id = $1 group by a.kind order by a.kind`,
    [merchantId],
  );
export const unbalancedTransfers = (db: Queryable, merchantId: number) =>
  db.query(
    z.object({ n: id }),
    `select count(*) as n from wallet_transfer t
      where t.merchant_id = $1 and (
        not exists (select 1 from wallet_entry e where e.account_id = t.debit_account_id and e.transfer_id = t.id and e.amount = -t.amount)
        or not exists (select 1 from wallet_entry e where e.account_id = t.credit_account_id and e.transfer_id = t.id and e.amount = t.amount))`,
    [merchantId],
  );
export const transferEntries = (db: Queryable, merchantId: number, key: string) =>
  db.query(
    z.object({ id, kind: z.string(), reference: z.string(), created_at: iso, account_kind: z.string(), member_id: id.nullable(), amount: minor, balance_after: minor }),
    `select t.id, t.kind, t.reference, t.created_at, a.kind as account_kind, a.member_id, e.amount, e.balance_after
       from wallet_transfer t
       join wallet_entry e on e.account_id in (t.debit_account_id, t.credit_account_id) and e.transfer_id = t.id
       join wallet_account a on a.id = e.account_id
      where t.merchant_id = $1 and t.idempotency_key = $2 order by e.amount`,
    [merchantId, key],
  );

/** Credits of some kinds to one account over whole days, newest first, with the period's total on every row. */
export const creditsOf = (db: Queryable, accountId: number, f: { from: string | null; to: string | null; kinds: readonly string[]; limit: number; offset: number }) =>
  db.query(
    z.object({ id, kind: z.string(), reference: z.string(), amount: minor, created_at: iso, total_rows: id, total_amount: minor }),
    `select t.id, t.kind, t.reference, e.amount, t.created_at, count(*) over () as total_rows, sum(e.amount) over () as total_amount
       from wallet_entry e join wallet_transfer t on t.id = e.transfer_id
      where e.account_id = $1 and e.amount > 0 and t.kind = any($4::text[])
        and ($2::date is null or t.created_at >= $2::date) and ($3::date is null or t.created_at < $3::date + 1)
      order by e.transfer_id desc limit $5 offset $6`,
    [accountId, f.from, f.to, [...f.kinds], f.limit, f.offset],
  );

// ---- Payment methods and deposits ----

export const methodRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(["provider", "bank"]),
  min_minor: minor,
  max_minor: minor,
  bank_details: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  names: z.record(z.string(), z.string()),
});
export type MethodRow = z.infer<typeof methodRow>;
const METHOD_COLUMNS = "id, code, name, kind, min_minor, max_minor, bank_details, enabled, names";
export const methods = (db: Queryable, merchantId: number, enabledOnly: boolean) =>
  db.query(methodRow, `select ${METHOD_COLUMNS} from payment_method where merchant_id = $1 and ($2 = false or enabled) order by sort, id`, [merchantId, enabledOnly]);
export const methodById = (db: Queryable, merchantId: number, methodId: number) =>
  db.query(methodRow, `select ${METHOD_COLUMNS} from payment_method where merchant_id = $1 and id = $2`, [merchantId, methodId]);
export const upsertMethod = (db: Queryable, merchantId: number, m: { code: string; name: string; kind: string; min: bigint; max: bigint; bankDetails: Record<string, string>; enabled: boolean }) =>
  db.query(
    methodRow,
    `insert into payment_method (merchant_id, code, name, kind, min_minor, max_minor, bank_details, enabled, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, (select coalesce(max(sort), 0) + 1 from payment_method where merchant_id = $1))
     on conflict (merchant_id, code) do update set name = excluded.name, kind = excluded.kind, min_minor = excluded.min_minor,
       max_minor = excluded.max_minor, bank_details = excluded.bank_details, enabled = excluded.enabled
     returning ${METHOD_COLUMNS}`,
    [merchantId, m.code, m.name, m.kind, m.min.toString(), m.max.toString(), JSON.stringify(m.bankDetails), m.enabled],
  );

export const depositRow = z.object({
  id,
  member_id: id,
  method_name: z.string(),
  method_kind: z.enum(["provider", "bank"]),
  bank_details: z.record(z.string(), z.string()),
  amount_minor: minor,
  provider_ref: z.string(),
  payer_reference: z.string(),
  status: z.enum(["pending", "confirmed", "rejected"]),
  created_at: iso,
});
export type DepositRow = z.infer<typeof depositRow>;
const DEPOSIT_SELECT = `select d.id, d.member_id, p.name as method_name, p.kind as method_kind, p.bank_details, d.amount_minor, d.provider_ref,
  d.payer_reference, d.status, d.created_at
  from deposit d join payment_method p on p.id = d.method_id`;
const keyedRow = z.object({ id, request_hash: z.string().nullable() });
/** A deposit by its request key, with the hash of the request that made it; a key already used answers the first row. */
export async function insertDeposit(
  db: Queryable,
  d: { merchantId: number; memberId: number; methodId: number; amount: bigint; providerRef: string; payerReference: string; requestKey: string; requestHash: string },
) {
  const [made] = await db.query(
    keyedRow,
    `insert into deposit (merchant_id, member_id, method_id, amount_minor, provider_ref, payer_reference, request_key, request_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (member_id, request_key) do nothing returning id, request_hash`,
    [d.merchantId, d.memberId, d.methodId, d.amount.toString(), d.providerRef, d.payerReference, d.requestKey, d.requestHash],
  );
  return made ? [made] : db.query(keyedRow, "select id, request_hash from deposit where member_id = $1 and request_key = $2", [d.memberId, d.requestKey]);
}
export const depositById = (db: Queryable, merchantId: number, depositId: number) =>
  db.query(depositRow, `${DEPOSIT_SELECT} where d.merchant_id = $1 and d.id = $2`, [merchantId, depositId]);
export const depositByRef = (db: Queryable, providerRef: string) =>
  db.query(depositRow.extend({ merchant_id: z.number() }), `${DEPOSIT_SELECT.replace("select d.id,", "select d.merchant_id, d.id,")} where d.provider_ref = $1`, [providerRef]);
export const depositsOfMember = (db: Queryable, memberId: number) =>
  db.query(depositRow, `${DEPOSIT_SELECT} where d.member_id = $1 order by d.id desc limit 20`, [memberId]);
export const depositsByStatus = (db: Queryable, merchantId: number, status: string | null) =>
  db.query(depositRow, `${DEPOSIT_SELECT} where d.merchant_id = $1 and ($2::text is null or d.status = $2) order by d.id desc limit 200`, [merchantId, status]);
/** Moves a pending deposit on; answers nothing when it was no longer pending. */
export const decideDeposit = (db: Queryable, depositId: number, status: "confirmed" | "rejected") =>
  db.query(z.object({ id }), "update deposit set status = $2, decided_at = now() where id = $1 and status = 'pending' returning id", [depositId, status]);
export const linkDepositTransfer = (db: Queryable, depositId: number, transferId: number) =>
  db.execute("update deposit set transfer_id = $2 where id = $1", [depositId, transferId]);
export const recordCallback = (db: Queryable, eventId: string, depositId: number) =>
  db.query(z.object({ event_id: z.string() }), "insert into payment_callback (event_id, deposit_id) values ($1, $2) on conflict do nothing returning event_id", [eventId, depositId]);

// ---- Payout accounts ----

export const payoutRow = z.object({ id, kind: z.enum(["bank", "ewallet"]), provider: z.string(), holder_name: z.string(), account_number: z.string() });
export const payoutAccounts = (db: Queryable, memberId: number) =>
  db.query(payoutRow, "select id, kind, provider, holder_name, account_number from payout_account where member_id = $1 order by id", [memberId]);
export const insertPayoutAccount = (db: Queryable, memberId: number, p: { kind: string; provider: string; holderName: string; accountNumber: string }) =>
  db.query(
    payoutRow,
    `insert into payout_account (member_id, kind, provider, holder_name, account_number) values ($1, $2, $3, $4, $5)
     on conflict (member_id, kind, provider, account_number) do update set holder_name = excluded.holder_name
     returning id, kind, provider, holder_name, account_number`,
    [memberId, p.kind, p.provider, p.holderName, p.accountNumber],
  );
export const countPayoutAccounts = (db: Queryable, memberId: number) =>
  db.query(z.object({ n: id }), "select count(*) as n from payout_account where member_id = $1", [memberId]);
export const hasPayoutAccount = (db: Queryable, memberId: number, p: { kind: string; provider: string; accountNumber: string }) =>
  db.query(idRow, "select id from payout_account where member_id = $1 and kind = $2 and provider = $3 and account_number = $4", [memberId, p.kind, p.provider, p.accountNumber]);

// ---- Withdrawals ----

export const WITHDRAWAL_STATUSES = ["requested", "rejected", "disbursed", "received", "fully_paid", "not_received", "refunded"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const withdrawalRow = z.object({
  id,
  member_id: id,
  amount_minor: minor,
  status: z.enum(WITHDRAWAL_STATUSES),
  payout: z.string(),
  reject_reason: z.string().nullable(),
  receipt_auto: z.boolean(),
  has_proof: z.boolean(),
  dispute_note: z.string().nullable(),
  created_at: iso,
  disbursed_at: optionalIso,
});
export type WithdrawalRow = z.infer<typeof withdrawalRow>;
const WITHDRAWAL_SELECT = `select w.id, w.member_id, w.amount_minor, w.status,
  p.provider || ' ' || p.account_number || ' (' || p.holder_name || ')' as payout, w.reject_reason, w.receipt_auto,
  w.proof_image is not null as has_proof, w.dispute_note, w.created_at, w.disbursed_at
  from withdrawal w join payout_account p on p.id = w.payout_account_id`;
export const withdrawalByKey = (db: Queryable, memberId: number, requestKey: string) =>
  db.query(keyedRow, "select id, request_hash from withdrawal where member_id = $1 and request_key = $2", [memberId, requestKey]);
export const insertWithdrawal = (
  db: Queryable,
  w: { merchantId: number; memberId: number; payoutAccountId: number; amount: bigint; requestKey: string; requestHash: string; holdTransferId: number },
) =>
  db.query(
    idRow,
    `insert into withdrawal (merchant_id, member_id, payout_account_id, amount_minor, request_key, request_hash, hold_transfer_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [w.merchantId, w.memberId, w.payoutAccountId, w.amount.toString(), w.requestKey, w.requestHash, w.holdTransferId],
  );
export const withdrawalById = (db: Queryable, merchantId: number, withdrawalId: number) =>
  db.query(withdrawalRow, `${WITHDRAWAL_SELECT} where w.merchant_id = $1 and w.id = $2`, [merchantId, withdrawalId]);
export const withdrawalsOfMember = (db: Queryable, memberId: number) =>
  db.query(withdrawalRow, `${WITHDRAWAL_SELECT} where w.member_id = $1 order by w.id desc limit 20`, [memberId]);
export const withdrawalsByStatus = (db: Queryable, merchantId: number, status: string | null) =>
  db.query(withdrawalRow, `${WITHDRAWAL_SELECT} where w.merchant_id = $1 and ($2::text is null or w.status = $2) order by w.id desc limit 200`, [merchantId, status]);
export const withdrawalsToday = (db: Queryable, memberId: number) =>
  db.query(z.object({ n: id }), "select count(*) as n from withdrawal where member_id = $1 and created_at >= date_trunc('day', now()) and status <> 'rejected'", [memberId]);
/** Moves a withdrawal from one status to the next; answers nothing when it was not in `from` (someone was first). */
export const moveWithdrawal = (db: Queryable, withdrawalId: number, from: WithdrawalStatus, to: WithdrawalStatus, extra: { rejectReason?: string | null; disputeNote?: string | null; receiptAuto?: boolean; disbursed?: boolean; confirmed?: boolean } = {}) =>
  db.query(
    z.object({ id }),
    `update withdrawal set status = $3,
       reject_reason = coalesce($4, reject_reason), dispute_note = coalesce($5, dispute_note), receipt_auto = coalesce($6, receipt_auto),
       disbursed_at = case when $7 then now() else disbursed_at end, confirmed_at = case when $8 then now() else confirmed_at end
     where id = $1 and status = $2 returning id`,
    [withdrawalId, from, to, extra.rejectReason ?? null, extra.disputeNote ?? null, extra.receiptAuto ?? null, extra.disbursed ?? false, extra.confirmed ?? false],
  );
/** The player's 'not received' with its proof: a move like moveWithdrawal's that also keeps the picture. */
export const storeProof = (db: Queryable, withdrawalId: number, memberId: number, step: { from: WithdrawalStatus; to: WithdrawalStatus }, image: Uint8Array, type: string, note: string | null) =>
  db.query(
    z.object({ id }),
    `update withdrawal set status = $4, proof_image = $5, proof_type = $6, dispute_note = $7, confirmed_at = now()
      where id = $1 and member_id = $2 and status = $3 returning id`,
    [withdrawalId, memberId, step.from, step.to, image, type, note],
  );
export const proofOf = (db: Queryable, merchantId: number, withdrawalId: number) =>
  db.query(z.object({ proof_image: z.instanceof(Uint8Array), proof_type: z.string() }), "select proof_image, proof_type from withdrawal where merchant_id = $1 and id = $2 and proof_image is not null", [merchantId, withdrawalId]);
/** Withdrawals in `from` since their disbursement `minutes` ago move to `to`, marked as done by the clock. */
export const autoConfirmReceipts = (db: Queryable, merchantId: number, minutes: number, step: { from: WithdrawalStatus; to: WithdrawalStatus }) =>
  db.query(
    z.object({ id }),
    `update withdrawal set status = $4, receipt_auto = true, confirmed_at = now()
      where merchant_id = $1 and status = $3 and disbursed_at <= now() - make_interval(mins => $2) returning id`,
    [merchantId, minutes, step.from, step.to],
  );
