// What every part of the wallet shares: the ledger, the merchant in scope with its money settings, the member as the
// member module answers it, the free-play grant and the payment password's check.
import { encodeReference } from "../../../src/contract/recordReference";
import type { Db } from "../../db/index";
import type { Movement } from "../../../src/contract/wallet";
import { HttpError, notFound } from "../../http/errors";
import { currentMerchant } from "../../lib/merchantScope";
import { decimalToMinor, minorToDecimal } from "../../lib/money";
import { attemptLine, countAttempt, forget, settle } from "../../lib/rateLimit";
import { verifyPassword } from "../../lib/secrets";
import { TRIAL_ACCOUNT_TYPE } from "../../../src/contract/member";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import { createLedger, type Moved } from "./ledger";

/** Wrong payment passwords a member may try: 5 in 15 minutes. */
const PAYMENT_PASSWORD_WINDOW = { ms: 15 * 60 * 1000, max: 5 };
/** Payment password checks of one member waiting in a process at once (only the session's holder can send them). */
const PASSWORD_LINE_MAX = 200;

export interface WalletOptions {
  receiptAutoconfirmMinutes?: number | undefined;
  demoPayments?: boolean;
}

export type Payer = NonNullable<Awaited<ReturnType<MemberService["payer"]>>>;

export const trialRefused = () => new HttpError(403, "trial_account", "Please register an account first.");

export function positive(amount: string): bigint {
  const minor = decimalToMinor(amount);
  if (minor <= 0n) throw new HttpError(400, "invalid_amount", "The amount must be more than zero.");
  return minor;
}

export const movement = (moved: Moved, balance: bigint): Movement => ({ transferId: moved.transferId, balance: minorToDecimal(balance), replayed: moved.replayed });

export type WalletCore = ReturnType<typeof createWalletCore>;

export function createWalletCore(db: Db, system: SystemService, members: MemberService, options: WalletOptions) {
  const ledger = createLedger(db);
  const oneAtATime = attemptLine();
  const fixedReceiptMinutes = options.receiptAutoconfirmMinutes;

  /** The money settings of a merchant (the one in scope by default), with the server's fixed receipt minutes over the operator's. */
  async function settingsOf(merchantId?: number) {
    const settings = await system.moneySettings(merchantId);
    return { ...settings, receipt_autoconfirm_minutes: fixedReceiptMinutes ?? settings.receipt_autoconfirm_minutes };
  }

  return {
    db,
    ledger,
    members,
    system,
    fixedReceiptMinutes,
    demoPayments: options.demoPayments ?? true,
    settingsOf,
    updateSettings: system.updateMoneySettings,

    /** The merchant in scope, with its money settings. */
    async merchant() {
      const [merchant, settings] = await Promise.all([system.merchant(), settingsOf()]);
      return { id: merchant.id, freeplayBalanceMinor: merchant.freeplayBalanceMinor, settings };
    },

    merchantId: () => currentMerchant().id,

    async memberOf(memberId: number): Promise<Payer> {
      const member = await members.payer(memberId);
      if (!member) throw notFound("No such member");
      return member;
    },

    /** A trial account starts with the operator's free-play balance, granted once (the key says so). */
    async grantFreeplay(merchant: { id: number; freeplayBalanceMinor: bigint }, member: Payer) {
      if (member.account_type !== TRIAL_ACCOUNT_TYPE || merchant.freeplayBalanceMinor <= 0n) return;
      await ledger.move({
        merchantId: merchant.id,
        key: `freeplay:${member.id}`,
        kind: "freeplay_grant",
        reference: encodeReference({ code: "free_play" }),
        debit: await ledger.systemAccount(merchant.id, "bonus"),
        credit: await ledger.memberAccount(merchant.id, member.id),
        amount: merchant.freeplayBalanceMinor,
      });
    },

    /**
     * Five wrong payment passwords lock it for 15 minutes. Each try is counted as wrong before it is checked (and taken
     * back when right), so a burst of concurrent tries has at most five checked, and a lucky guess in the lock gets nowhere.
     */
    async checkPaymentPassword(member: Payer, password: string) {
      if (!member.payment_password_hash) throw new HttpError(400, "payment_password_not_set", "Set a payment password in the security centre first.");
      const hash = member.payment_password_hash;
      const bucket = `payment-password:${member.id}`;
      await oneAtATime(bucket, PASSWORD_LINE_MAX, async () => {
        const attempt = await countAttempt(db, [bucket], PAYMENT_PASSWORD_WINDOW.ms, ([wrong]) => {
          if ((wrong?.all ?? 0) >= PAYMENT_PASSWORD_WINDOW.max) throw new HttpError(429, "payment_password_locked", "Too many wrong payment passwords. Please try again in 15 minutes.");
        });
        if (!(await verifyPassword(hash, password))) {
          await settle(db, attempt);
          throw new HttpError(400, "wrong_payment_password", "The payment password is not correct.");
        }
        await forget(db, attempt);
      });
    },
  };
}
