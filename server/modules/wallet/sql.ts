// Queries of the wallet module: accounts, the one-round-trip transfer, records, deposits, payout accounts, withdrawals.
import { z } from "zod";
import type { Queryable } from "../../db/index";

const minor = z.coerce.bigint();
const id = z.coerce.number();
const iso = z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString());
const optionalIso = z.union([z.date(), z.string(), z.null()]).transform((value) => (value === null ? null : new Date(value).toISOString()));

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
  return made ? [made] : db.query(idRow, ...read);
}

export const systemAccount = (db: Queryable, merchantId: number, kind: SystemKind) =>
  insertOrRead(
    db,
    ["insert into wallet_account (merchant_id, kind) values ($1, $2) on conflict (merchant_id, kind) where member_id is null do nothing returning id", [merchantId, kind]],
    ["select id from wallet_account where merchant_id = $1 and kind = $2 and member_id is null", [merchantId, kind]],
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
  hash: string;
  kind: string;
  reference: string;
  debit: number;
  credit: number;
  amount: bigint;
}
export const transfer = (db: Queryable, t: TransferArgs) =>
  db.query(transferResult, "select * from wallet_transfer($1, $2, $3, $4, $5, $6, $7, $8)", [
    t.merchantId, t.key, t.hash, t.kind, t.reference, t.debit, t.credit, t.amount.toString(),
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
export const transferBatch = (db: Queryable, transfers: readonly TransferArgs[]) =>
  db.query(batchResult, "select * from wallet_transfer_batch($1::jsonb)", [
    JSON.stringify(
      transfers.map((t) => ({ merchant: t.merchantId, key: t.key, hash: t.hash, kind: t.kind, reference: t.reference, debit: t.debit, credit: t.credit, amount: t.amount.toString() })),
    ),
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
    z.object({ id, kind: z.string(), reference: z.string(), created_at: iso, account_kind: z.string(), username: z.string().nullable(), amount: minor, balance_after: minor }),
    `select t.id, t.kind, t.reference, t.created_at, a.kind as account_kind, m.username, e.amount, e.balance_after
       from wallet_transfer t
       join wallet_entry e on e.account_id in (t.debit_account_id, t.credit_account_id) and e.transfer_id = t.id
       join wallet_account a on a.id = e.account_id left join member m on m.id = a.member_id
      where t.merchant_id = $1 and t.idempotency_key = $2 order by e.amount`,
    [merchantId, key],
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
});
export type MethodRow = z.infer<typeof methodRow>;
const METHOD_COLUMNS = "id, code, name, kind, min_minor, max_minor, bank_details, enabled";
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
  username: z.string(),
  /** The merchant's provider secret: the checkout link is signed with it, so only the depositing member holds it. */
  callback_secret: z.string(),
});
export type DepositRow = z.infer<typeof depositRow>;
const DEPOSIT_SELECT = `select d.id, d.member_id, p.name as method_name, p.kind as method_kind, p.bank_details, d.amount_minor, d.provider_ref,
  d.payer_reference, d.status, d.created_at, m.username, s.payment_callback_secret as callback_secret
  from deposit d join payment_method p on p.id = d.method_id join member m on m.id = d.member_id join system_settings s on s.merchant_id = d.merchant_id`;
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

/**
 * The member's row lock: a member's limited requests (withdrawals of the day, payout accounts) are counted and
 * written one at a time, so a burst of them cannot all pass a count that none has written yet. "No key": rows that
 * merely refer to the member (sessions, bets, entries) are not held up by it.
 */
export const lockMember = (db: Queryable, memberId: number) => db.execute("select id from member where id = $1 for no key update", [memberId]);

// ---- Withdrawals ----

export const withdrawalRow = z.object({
  id,
  member_id: id,
  username: z.string(),
  amount_minor: minor,
  status: z.enum(["requested", "rejected", "disbursed", "received", "fully_paid", "not_received", "refunded"]),
  payout: z.string(),
  reject_reason: z.string().nullable(),
  receipt_auto: z.boolean(),
  has_proof: z.boolean(),
  dispute_note: z.string().nullable(),
  created_at: iso,
  disbursed_at: optionalIso,
});
export type WithdrawalRow = z.infer<typeof withdrawalRow>;
const WITHDRAWAL_SELECT = `select w.id, w.member_id, m.username, w.amount_minor, w.status,
  p.provider || ' ' || p.account_number || ' (' || p.holder_name || ')' as payout, w.reject_reason, w.receipt_auto,
  w.proof_image is not null as has_proof, w.dispute_note, w.created_at, w.disbursed_at
  from withdrawal w join payout_account p on p.id = w.payout_account_id join member m on m.id = w.member_id`;
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
export const moveWithdrawal = (db: Queryable, withdrawalId: number, from: readonly string[], to: string, extra: { rejectReason?: string | null; disputeNote?: string | null; receiptAuto?: boolean; disbursed?: boolean; confirmed?: boolean } = {}) =>
  db.query(
    z.object({ id }),
    `update withdrawal set status = $3,
       reject_reason = coalesce($4, reject_reason), dispute_note = coalesce($5, dispute_note), receipt_auto = coalesce($6, receipt_auto),
       disbursed_at = case when $7 then now() else disbursed_at end, confirmed_at = case when $8 then now() else confirmed_at end
     where id = $1 and status = any($2::text[]) returning id`,
    [withdrawalId, [...from], to, extra.rejectReason ?? null, extra.disputeNote ?? null, extra.receiptAuto ?? null, extra.disbursed ?? false, extra.confirmed ?? false],
  );
export const storeProof = (db: Queryable, withdrawalId: number, memberId: number, image: Uint8Array, type: string, note: string | null) =>
  db.query(
    z.object({ id }),
    `update withdrawal set status = 'not_received', proof_image = $3, proof_type = $4, dispute_note = $5, confirmed_at = now()
      where id = $1 and member_id = $2 and status = 'disbursed' returning id`,
    [withdrawalId, memberId, image, type, note],
  );
export const proofOf = (db: Queryable, merchantId: number, withdrawalId: number) =>
  db.query(z.object({ proof_image: z.instanceof(Uint8Array), proof_type: z.string() }), "select proof_image, proof_type from withdrawal where merchant_id = $1 and id = $2 and proof_image is not null", [merchantId, withdrawalId]);
/** A disbursed withdrawal nobody answered for `minutes` counts as received, and that is final. */
export const autoConfirmReceipts = (db: Queryable, merchantId: number, minutes: number) =>
  db.execute(
    `update withdrawal set status = 'received', receipt_auto = true, confirmed_at = now()
      where merchant_id = $1 and status = 'disbursed' and disbursed_at <= now() - make_interval(mins => $2)`,
    [merchantId, minutes],
  );

// ---- Settings and members ----

export const settingsRow = z.object({
  receipt_autoconfirm_minutes: z.number(),
  withdrawal_min_minor: minor,
  withdrawal_max_minor: minor,
  withdrawals_per_day: z.number(),
  currency_symbol: z.string(),
  currency_code: z.string(),
  payment_callback_secret: z.string(),
});
export const settings = (db: Queryable, merchantId: number) =>
  db.query(
    settingsRow,
    `select s.receipt_autoconfirm_minutes, s.withdrawal_min_minor, s.withdrawal_max_minor, s.withdrawals_per_day, m.currency_symbol, m.currency_code,
       s.payment_callback_secret
       from merchant m join system_settings s on s.merchant_id = m.id where m.id = $1`,
    [merchantId],
  );
export const updateSettings = (db: Queryable, merchantId: number, s: { minutes: number | null; min: bigint | null; max: bigint | null; perDay: number | null }) =>
  db.execute(
    `update system_settings set receipt_autoconfirm_minutes = coalesce($2, receipt_autoconfirm_minutes),
       withdrawal_min_minor = coalesce($3::bigint, withdrawal_min_minor), withdrawal_max_minor = coalesce($4::bigint, withdrawal_max_minor),
       withdrawals_per_day = coalesce($5, withdrawals_per_day), updated_at = now() where merchant_id = $1`,
    [merchantId, s.minutes, s.min?.toString() ?? null, s.max?.toString() ?? null, s.perDay],
  );

export const walletMember = z.object({ id, merchant_id: z.number(), username: z.string(), account_type: z.number(), upline_id: id.nullable(), payment_password_hash: z.string().nullable() });
export type WalletMember = z.infer<typeof walletMember>;
const MEMBER_COLUMNS = "id, merchant_id, username, account_type, upline_id, payment_password_hash";
export const memberById = (db: Queryable, memberId: number) => db.query(walletMember, `select ${MEMBER_COLUMNS} from member where id = $1`, [memberId]);
export const memberByUsername = (db: Queryable, merchantId: number, username: string) =>
  db.query(walletMember, `select ${MEMBER_COLUMNS} from member where merchant_id = $1 and lower(username) = lower($2)`, [merchantId, username]);
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
