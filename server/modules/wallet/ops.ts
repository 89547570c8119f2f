// The operator's calls on the ledger and the wallet's settings: corrections, a transfer looked up by its key, the
// trial balance, and the withdrawal limits and receipt minutes.
import type { Movement } from "../../../src/contract/wallet";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { decimalToMinor, minorToDecimal } from "../../lib/money";
import { movement, positive, type WalletCore } from "./core";
import * as sql from "./sql";

export function createOps(core: WalletCore) {
  const { db, ledger } = core;

  async function settings() {
    const settings = await core.settingsOf();
    return {
      receiptAutoconfirmMinutes: settings.receipt_autoconfirm_minutes,
      receiptAutoconfirmFixedBy: core.fixedReceiptMinutes === undefined ? null : "TALA_RECEIPT_AUTOCONFIRM_MINUTES",
      withdrawalMin: minorToDecimal(settings.withdrawal_min_minor),
      withdrawalMax: minorToDecimal(settings.withdrawal_max_minor),
      withdrawalsPerDay: settings.withdrawals_per_day,
    };
  }

  return {
    /** A correction with a reason, itself a ledger transfer between the house and the member. */
    async adjust(key: string, request: { username: string; amount: string; reason: string }): Promise<Movement> {
      const merchantId = core.merchantId();
      const minor = decimalToMinor(request.amount);
      if (minor === 0n) throw new HttpError(400, "invalid_amount", "The amount must not be zero.");
      const member = await core.members.payerByUsername(merchantId, request.username);
      if (!member) throw notFound("No such member");
      const house = await ledger.systemAccount(merchantId, "house");
      const main = await ledger.memberAccount(merchantId, member.id);
      const credit = minor > 0n;
      const moved = await ledger.move({
        merchantId,
        key: `ops:${key}`,
        kind: "adjustment",
        reference: request.reason,
        debit: credit ? house : main,
        credit: credit ? main : house,
        amount: credit ? minor : -minor,
      });
      return movement(moved, credit ? moved.creditBalance : moved.debitBalance);
    },

    /** Did this transfer happen? Looked up by its idempotency key, with both of its entries. */
    async transfer(key: string) {
      const rows = await sql.transferEntries(db, core.merchantId(), key);
      const [first] = rows;
      if (!first) throw notFound("No transfer with this key");
      const names = await core.members.usernames(rows.flatMap((row) => (row.member_id === null ? [] : [row.member_id])));
      return {
        id: first.id,
        kind: first.kind,
        reference: first.reference,
        createdAt: first.created_at,
        entries: rows.map((row) => ({
          account: row.account_kind,
          username: row.member_id === null ? null : (names.get(row.member_id) ?? null),
          amount: minorToDecimal(row.amount),
          balanceAfter: minorToDecimal(row.balance_after),
        })),
      };
    },

    async trialBalance() {
      const proof = await ledger.trialBalance(core.merchantId());
      return {
        balanced: proof.total === 0n && proof.entriesMatch && proof.unbalancedTransfers === 0,
        total: minorToDecimal(proof.total),
        entriesMatch: proof.entriesMatch,
        unbalancedTransfers: proof.unbalancedTransfers,
        kinds: proof.kinds.map((kind) => ({ kind: kind.kind, accounts: kind.accounts, balance: minorToDecimal(kind.balance) })),
      };
    },

    settings,

    async updateSettings(input: { receiptAutoconfirmMinutes?: number | undefined; withdrawalMin?: string | undefined; withdrawalMax?: string | undefined; withdrawalsPerDay?: number | undefined }) {
      if (input.receiptAutoconfirmMinutes !== undefined && core.fixedReceiptMinutes !== undefined) {
        throw new HttpError(409, "setting_fixed", "TALA_RECEIPT_AUTOCONFIRM_MINUTES fixes the receipt auto-confirmation on this server.");
      }
      const current = await core.settingsOf();
      const min = input.withdrawalMin === undefined ? current.withdrawal_min_minor : positive(input.withdrawalMin);
      const max = input.withdrawalMax === undefined ? current.withdrawal_max_minor : positive(input.withdrawalMax);
      if (max < min) throw badRequest("Invalid body. withdrawalMax: must not be below withdrawalMin");
      await core.updateSettings({ minutes: input.receiptAutoconfirmMinutes ?? null, min, max, perDay: input.withdrawalsPerDay ?? null });
      return settings();
    },
  };
}
