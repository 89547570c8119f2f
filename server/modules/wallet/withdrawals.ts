// Withdrawals: the payment password and payout accounts they need, the request (money held in 'payouts in flight'),
// the operator's rejection or disbursement, the player's receipt answer or dispute, and the clock's confirmation.
// Every status change is one step of STEPS.
import { encodeReference } from "../../../src/contract/recordReference";
import type { PaymentPasswordRequest, PayoutAccount, PayoutAccountRequest, Withdrawal, WithdrawalLimits, WithdrawalRequest } from "../../../src/contract/wallet";
import { PROOF_MAX_BYTES } from "../../../src/contract/wallet";
import type { Queryable } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { keyConflict, requestHash } from "../../lib/idempotency";
import { detectImageType } from "../../lib/images";
import { minorToDecimal } from "../../lib/money";
import { hashPassword } from "../../lib/secrets";
import { TRIAL_ACCOUNT_TYPE } from "../../../src/contract/member";
import { positive, trialRefused, type WalletCore } from "./core";
import * as sql from "./sql";

const MAX_PAYOUT_ACCOUNTS = 5;

const decided = () => new HttpError(409, "withdrawal_decided", "This withdrawal was already decided.");
const receiptClosed = () => new HttpError(409, "receipt_closed", "This withdrawal is no longer waiting for your answer.");
const noDispute = () => new HttpError(409, "no_dispute", "This withdrawal has no open dispute.");

/**
 * The status transitions, each from one status to the next, with the refusal when the withdrawal is no longer in its
 * `from` (someone else moved it first). A withdrawal starts 'requested'; nothing else changes its status.
 */
export const STEPS = {
  reject: { from: "requested", to: "rejected", refused: decided },
  disburse: { from: "requested", to: "disbursed", refused: decided },
  received: { from: "disbursed", to: "received", refused: receiptClosed },
  fully_paid: { from: "disbursed", to: "fully_paid", refused: receiptClosed },
  not_received: { from: "disbursed", to: "not_received", refused: receiptClosed },
  /** The clock's: nobody answered in time, so it counts as received. */
  overdue: { from: "disbursed", to: "received", refused: receiptClosed },
  dispute_paid: { from: "not_received", to: "received", refused: noDispute },
  dispute_refund: { from: "not_received", to: "refunded", refused: noDispute },
} as const satisfies Record<string, { from: sql.WithdrawalStatus; to: sql.WithdrawalStatus; refused: () => HttpError }>;
type Step = keyof typeof STEPS;

function toWithdrawal(row: sql.WithdrawalRow, autoconfirmMinutes: number): Withdrawal {
  const autoConfirmAt = row.status === "disbursed" && row.disbursed_at ? new Date(Date.parse(row.disbursed_at) + autoconfirmMinutes * 60_000).toISOString() : null;
  return {
    id: row.id,
    amount: minorToDecimal(row.amount_minor),
    status: row.status,
    payoutAccount: row.payout,
    rejectReason: row.reject_reason,
    receiptAuto: row.receipt_auto,
    createdAt: row.created_at,
    disbursedAt: row.disbursed_at,
    autoConfirmAt,
  };
}

export function createWithdrawals(core: WalletCore) {
  const { db, ledger } = core;

  /** One status change by its step; refused (409) when the withdrawal is no longer where the step starts. */
  async function step(q: Queryable, withdrawalId: number, name: Step, extra: Parameters<typeof sql.moveWithdrawal>[4] = {}) {
    const { from, to, refused } = STEPS[name];
    const [moved] = await sql.moveWithdrawal(q, withdrawalId, from, to, extra);
    if (!moved) throw refused();
  }

  async function withdrawalOf(merchantId: number, withdrawalId: number, memberId: number | null) {
    const [row] = await sql.withdrawalById(db, merchantId, withdrawalId);
    if (!row || (memberId !== null && row.member_id !== memberId)) throw notFound("No such withdrawal");
    return row;
  }

  /** A disbursed withdrawal nobody answered in the merchant's minutes counts as received, and that is final. */
  async function confirmOverdue(merchantId: number, minutes: number) {
    return (await sql.autoConfirmReceipts(db, merchantId, minutes, STEPS.overdue)).length;
  }

  /** The withdrawal as the operator's decision left it. */
  async function decidedWithdrawal(withdrawalId: number) {
    const merchant = await core.merchant();
    return toWithdrawal(await withdrawalOf(merchant.id, withdrawalId, null), merchant.settings.receipt_autoconfirm_minutes);
  }

  return {
    // ---- Payment password and payout accounts ----

    /** Other modules' money-moving calls ask for the payment password the same way (and share its lock). */
    async confirmPaymentPassword(memberId: number, password: string) {
      await core.checkPaymentPassword(await core.memberOf(memberId), password);
    },

    async security(memberId: number) {
      const row = await core.members.security(memberId);
      if (!row) throw notFound("No such member");
      const mask = (value: string | null, keep: number) => (value ? `${"*".repeat(Math.max(0, value.length - keep))}${value.slice(-keep)}` : null);
      const maskEmail = (email: string | null) => (email ? email.replace(/^(.)[^@]*(@.*)$/, "$1***$2") : null);
      return { account: row.username, mobile: mask(row.mobile, 3), email: maskEmail(row.email), hasPaymentPassword: row.has_payment_password };
    },

    async setPaymentPassword(memberId: number, request: PaymentPasswordRequest) {
      const member = await core.memberOf(memberId);
      if (member.account_type === TRIAL_ACCOUNT_TYPE) throw trialRefused();
      if (member.payment_password_hash) {
        if (!request.oldPaymentPassword) throw badRequest("Invalid body. oldPaymentPassword: is required");
        await core.checkPaymentPassword(member, request.oldPaymentPassword);
      }
      await core.members.setPaymentPassword(memberId, await hashPassword(request.newPaymentPassword));
      return { hasPaymentPassword: true };
    },

    async payoutAccounts(memberId: number): Promise<PayoutAccount[]> {
      return (await sql.payoutAccounts(db, memberId)).map((p) => ({ id: p.id, kind: p.kind, provider: p.provider, holderName: p.holder_name, accountNumber: p.account_number }));
    },

    async addPayoutAccount(memberId: number, request: PayoutAccountRequest): Promise<PayoutAccount> {
      const member = await core.memberOf(memberId);
      if (member.account_type === TRIAL_ACCOUNT_TYPE) throw trialRefused();
      // Counted and written under the member's row lock, so a burst cannot all pass a count none has written yet.
      const [row] = await db.transaction(async (tx) => {
        await core.members.lock(tx, memberId);
        const [count] = await sql.countPayoutAccounts(tx, memberId);
        const known = (await sql.hasPayoutAccount(tx, memberId, request)).length > 0;
        if (!known && (count?.n ?? 0) >= MAX_PAYOUT_ACCOUNTS) throw new HttpError(409, "too_many_payout_accounts", `At most ${MAX_PAYOUT_ACCOUNTS} payout accounts.`);
        return sql.insertPayoutAccount(tx, memberId, request);
      });
      if (!row) throw new Error("the payout account was not saved");
      return { id: row.id, kind: row.kind, provider: row.provider, holderName: row.holder_name, accountNumber: row.account_number };
    },

    // ---- The member's withdrawals ----

    async withdrawalLimits(memberId: number): Promise<WithdrawalLimits> {
      const { settings } = await core.merchant();
      const [today] = await sql.withdrawalsToday(db, memberId);
      return {
        min: minorToDecimal(settings.withdrawal_min_minor),
        max: minorToDecimal(settings.withdrawal_max_minor),
        perDay: settings.withdrawals_per_day,
        usedToday: today?.n ?? 0,
        receiptAutoconfirmMinutes: settings.receipt_autoconfirm_minutes,
      };
    },

    /** The money moves to 'payouts in flight' now; back on rejection, out on disbursement. */
    async requestWithdrawal(memberId: number, key: string, request: WithdrawalRequest): Promise<Withdrawal> {
      const merchant = await core.merchant();
      const member = await core.memberOf(memberId);
      if (member.account_type === TRIAL_ACCOUNT_TYPE) throw trialRefused();
      const amount = positive(request.amount);
      const { settings } = merchant;
      if (amount < settings.withdrawal_min_minor || amount > settings.withdrawal_max_minor) {
        throw new HttpError(400, "amount_out_of_range", `The amount must be between ${minorToDecimal(settings.withdrawal_min_minor)} and ${minorToDecimal(settings.withdrawal_max_minor)}.`);
      }
      if (!(await sql.payoutAccounts(db, memberId)).some((p) => p.id === request.payoutAccountId)) throw notFound("No such payout account");
      await core.checkPaymentPassword(member, request.paymentPassword);
      const hash = requestHash(["withdrawal", amount, request.payoutAccountId]);
      const main = await ledger.memberAccount(merchant.id, memberId);
      const inFlight = await ledger.systemAccount(merchant.id, "payouts_in_flight");
      // Under the member's row lock: a repeat finds the first, and the day's count holds against a burst.
      const withdrawalId = await db.transaction(async (tx) => {
        await core.members.lock(tx, memberId);
        const [known] = await sql.withdrawalByKey(tx, memberId, key);
        if (known) {
          if (known.request_hash !== null && known.request_hash !== hash) throw keyConflict();
          return known.id;
        }
        const [today] = await sql.withdrawalsToday(tx, memberId);
        if ((today?.n ?? 0) >= settings.withdrawals_per_day) {
          throw new HttpError(429, "withdrawal_limit", `At most ${settings.withdrawals_per_day} withdrawals a day.`);
        }
        const moved = await ledger.move({ merchantId: merchant.id, key: `w${memberId}:${key}`, kind: "withdrawal_hold", reference: encodeReference({ code: "withdrawal" }), debit: main, credit: inFlight, amount }, tx);
        const [made] = await sql.insertWithdrawal(tx, { merchantId: merchant.id, memberId, payoutAccountId: request.payoutAccountId, amount, requestKey: key, requestHash: hash, holdTransferId: moved.transferId });
        if (!made) throw new Error("the withdrawal was not recorded");
        return made.id;
      });
      return toWithdrawal(await withdrawalOf(merchant.id, withdrawalId, memberId), settings.receipt_autoconfirm_minutes);
    },

    async withdrawals(memberId: number): Promise<Withdrawal[]> {
      const merchant = await core.merchant();
      await confirmOverdue(merchant.id, merchant.settings.receipt_autoconfirm_minutes);
      return (await sql.withdrawalsOfMember(db, memberId)).map((row) => toWithdrawal(row, merchant.settings.receipt_autoconfirm_minutes));
    },

    /** The player's answer after disbursement: received, or fully paid. Too late, and it already counts as received. */
    async answerReceipt(memberId: number, withdrawalId: number, answer: "received" | "fully_paid"): Promise<Withdrawal> {
      const merchant = await core.merchant();
      await confirmOverdue(merchant.id, merchant.settings.receipt_autoconfirm_minutes);
      await withdrawalOf(merchant.id, withdrawalId, memberId);
      await step(db, withdrawalId, answer, { confirmed: true });
      return toWithdrawal(await withdrawalOf(merchant.id, withdrawalId, memberId), merchant.settings.receipt_autoconfirm_minutes);
    },

    /** 'Not received', with a picture of the proof (png or jpg, 5 MB): a dispute the operator resolves. */
    async reportNotReceived(memberId: number, withdrawalId: number, proof: Uint8Array, note: string | null): Promise<Withdrawal> {
      const merchant = await core.merchant();
      if (proof.length === 0) throw badRequest("Invalid body. proof: a picture of the proof is required");
      if (proof.length > PROOF_MAX_BYTES) throw new HttpError(413, "payload_too_large", "The proof may be at most 5 MB.");
      const type = detectImageType(proof);
      if (type !== "image/png" && type !== "image/jpeg") throw new HttpError(415, "unsupported_image", "The proof must be a PNG or JPEG picture.");
      await confirmOverdue(merchant.id, merchant.settings.receipt_autoconfirm_minutes);
      await withdrawalOf(merchant.id, withdrawalId, memberId);
      const [stored] = await sql.storeProof(db, withdrawalId, memberId, STEPS.not_received, proof, type, note);
      if (!stored) throw STEPS.not_received.refused();
      return toWithdrawal(await withdrawalOf(merchant.id, withdrawalId, memberId), merchant.settings.receipt_autoconfirm_minutes);
    },

    /** The scheduler's beat: receipts nobody answered in time count as received even when nobody reads them. */
    async confirmOverdueReceipts() {
      const merchant = await core.merchant();
      return { confirmed: await confirmOverdue(merchant.id, merchant.settings.receipt_autoconfirm_minutes) };
    },

    // ---- The operator ----

    async opsWithdrawals(status: string | null) {
      const merchant = await core.merchant();
      await confirmOverdue(merchant.id, merchant.settings.receipt_autoconfirm_minutes);
      const rows = await sql.withdrawalsByStatus(db, merchant.id, status);
      const names = await core.members.usernames(rows.map((row) => row.member_id));
      return rows.map((row) => ({
        ...toWithdrawal(row, merchant.settings.receipt_autoconfirm_minutes),
        username: names.get(row.member_id) ?? "",
        hasProof: row.has_proof,
        disputeNote: row.dispute_note,
      }));
    },

    async rejectWithdrawal(withdrawalId: number, reason: string | null) {
      const merchantId = core.merchantId();
      const row = await withdrawalOf(merchantId, withdrawalId, null);
      const inFlight = await ledger.systemAccount(merchantId, "payouts_in_flight");
      const main = await ledger.memberAccount(merchantId, row.member_id);
      await db.transaction(async (tx) => {
        await step(tx, withdrawalId, "reject", { rejectReason: reason ?? "Rejected by the operator" });
        await ledger.move({ merchantId, key: `withdrawal:${withdrawalId}:release`, kind: "withdrawal_release", reference: encodeReference({ code: "withdrawal_rejected" }), debit: inFlight, credit: main, amount: row.amount_minor }, tx);
      });
      return decidedWithdrawal(withdrawalId);
    },

    async disburseWithdrawal(withdrawalId: number) {
      const merchantId = core.merchantId();
      const row = await withdrawalOf(merchantId, withdrawalId, null);
      const inFlight = await ledger.systemAccount(merchantId, "payouts_in_flight");
      const clearing = await ledger.systemAccount(merchantId, "provider_clearing");
      await db.transaction(async (tx) => {
        await step(tx, withdrawalId, "disburse", { disbursed: true });
        await ledger.move({ merchantId, key: `withdrawal:${withdrawalId}:payout`, kind: "withdrawal_payout", reference: row.payout, debit: inFlight, credit: clearing, amount: row.amount_minor }, tx);
      });
      return decidedWithdrawal(withdrawalId);
    },

    /** A 'not received' dispute: the payout is confirmed (paid) or the money goes back to the player (refund). */
    async resolveDispute(withdrawalId: number, outcome: "paid" | "refund", note: string | null) {
      const merchantId = core.merchantId();
      const row = await withdrawalOf(merchantId, withdrawalId, null);
      const clearing = await ledger.systemAccount(merchantId, "provider_clearing");
      const main = await ledger.memberAccount(merchantId, row.member_id);
      await db.transaction(async (tx) => {
        await step(tx, withdrawalId, outcome === "paid" ? "dispute_paid" : "dispute_refund", { disputeNote: note });
        if (outcome === "refund") {
          await ledger.move({ merchantId, key: `withdrawal:${withdrawalId}:refund`, kind: "withdrawal_refund", reference: encodeReference({ code: "payout_not_received" }), debit: clearing, credit: main, amount: row.amount_minor }, tx);
        }
      });
      return decidedWithdrawal(withdrawalId);
    },

    async proof(withdrawalId: number) {
      const [row] = await sql.proofOf(db, core.merchantId(), withdrawalId);
      if (!row) throw notFound("No proof for this withdrawal");
      return row;
    },
  };
}
