// The wallet's money calls for other modules: each names what the money is for and the wallet picks the accounts,
// so which account pays lives here alone. Each is idempotent by its key; one that must commit with the caller's own
// row takes the caller's transaction.
import type { Queryable } from "../../db/index";
import type { WalletCore } from "./core";
import type { BatchStatement } from "./ledger";
import * as sql from "./sql";

/** One payment into a member's main wallet. */
export interface Payment {
  memberId: number;
  /** Unique per merchant: the same key pays once. */
  key: string;
  reference: string;
  /** Minor units, more than zero. */
  amount: bigint;
}

/** The vendor float's accounts (shards): a member's bets and wins always use the same one, chosen by member id. */
export const VENDOR_FLOAT_SHARDS = 16;

export function createMoneyCalls(core: WalletCore) {
  const { db, ledger } = core;

  /** From a house account of the merchant in scope into the member's main wallet. */
  async function payIn(from: "bonus" | "agent_payouts", kind: string, payment: Payment, tx: Queryable) {
    const merchantId = core.merchantId();
    const debit = await ledger.systemAccount(merchantId, from, tx);
    const credit = await ledger.memberAccount(merchantId, payment.memberId, "", tx);
    return ledger.move({ merchantId, key: payment.key, kind, reference: payment.reference, debit, credit, amount: payment.amount }, tx);
  }

  const calls = {
    /** A bonus the house gives: an activity's reward, a claimed rebate or mission reward ("bonus", "rebate", "mission_reward"). */
    payBonus: (kind: "bonus" | "rebate" | "mission_reward", payment: Payment, tx: Queryable = db) => payIn("bonus", kind, payment, tx),

    /** An agent's salary or dividend, out of the agents' payouts. */
    payAgentSettlement: (kind: "agent_salary" | "agent_dividend", payment: Payment, tx: Queryable = db) => payIn("agent_payouts", kind, payment, tx),

    /** Points spent (redeemed or converted) become wallet money, paid by the house's bonus account. */
    convertPoints: (payment: Payment, tx: Queryable = db) => payIn("bonus", "bonus", payment, tx),

    /**
     * The accounts a game vendor's call moves money between (the casino's seamless wallet moves it): the member's main
     * wallet and the member's shard of the vendor float, made on first use; null when the member is not the merchant's
     * (a vendor names players by id, so an account is made for this merchant's members only).
     */
    async vendorAccounts(memberId: number): Promise<{ merchantId: number; main: number; float: number } | null> {
      const merchantId = core.merchantId();
      if (ledger.knownMemberAccount(merchantId, memberId) === undefined && !(await core.members.ofMerchant([memberId])).has(memberId)) return null;
      const main = await ledger.memberAccount(merchantId, memberId);
      return { merchantId, main, float: await ledger.systemAccount(merchantId, "vendor_float", db, memberId % VENDOR_FLOAT_SHARDS) };
    },

    /**
     * The ledger's batching queue, for the casino's seamless wallet: its vendor calls move money by wallet_transfer()
     * inside one statement per batch (seamless_call_batch()), and the calls that arrive while a batch runs go in the
     * next, taking turns at the database with every other batch of the ledger's.
     */
    inBatches: <Item, Answer>(statement: BatchStatement<Item, Answer>) => ledger.batched(statement),

    /** A house game's stake (a lottery ticket, a fight bet): the member's main wallet pays the float, in the caller's transaction with the bet's own row. */
    async gameStake(payment: Payment, tx: Queryable) {
      const merchantId = core.merchantId();
      const main = await ledger.memberAccount(merchantId, payment.memberId, "", tx);
      const float = await ledger.systemAccount(merchantId, "vendor_float", tx, payment.memberId % VENDOR_FLOAT_SHARDS);
      return ledger.move({ merchantId, key: payment.key, kind: "game_bet", reference: payment.reference, debit: main, credit: float, amount: payment.amount }, tx);
    },
    /** House games' wins or refunds, many at once (a draw's), each its own transfer from the float, in the caller's transaction. */
    async gamePayouts(kind: "game_win" | "game_refund", payments: readonly Payment[], tx: Queryable) {
      const merchantId = core.merchantId();
      const moves = [];
      for (const payment of payments) {
        const main = await ledger.memberAccount(merchantId, payment.memberId, "", tx);
        const float = await ledger.systemAccount(merchantId, "vendor_float", tx, payment.memberId % VENDOR_FLOAT_SHARDS);
        moves.push({ key: payment.key, reference: payment.reference, debit: float, credit: main, amount: payment.amount });
      }
      return ledger.payMany(merchantId, kind, moves, tx);
    },

    /**
     * Game outcomes settled, or settled again after a corrected result: each one's due against what it was paid. A
     * raise is paid (many at once, by payKey), a fall taken back up to the balance (by backKey); answers each one's
     * paid and still owed after, in order.
     */
    async gameSettle(
      outcomes: readonly { memberId: number; due: bigint; paid: bigint; owed: bigint; payKey: string; backKey: string }[],
      reference: string,
      tx: Queryable,
    ): Promise<{ paid: bigint; owed: bigint }[]> {
      const raised = outcomes.filter((outcome) => outcome.due > outcome.paid);
      await calls.gamePayouts("game_win", raised.map((outcome) => ({ memberId: outcome.memberId, key: outcome.payKey, reference, amount: outcome.due - outcome.paid })), tx);
      const after: { paid: bigint; owed: bigint }[] = [];
      for (const outcome of outcomes) {
        if (outcome.due > outcome.paid) after.push({ paid: outcome.due, owed: 0n });
        else if (outcome.due < outcome.paid) {
          const back = outcome.paid - outcome.due;
          const taken = await calls.gameClawback({ memberId: outcome.memberId, key: outcome.backKey, reference, amount: back }, tx);
          after.push({ paid: outcome.paid - taken, owed: back - taken });
        } else after.push({ paid: outcome.paid, owed: outcome.owed });
      }
      return after;
    },

    /**
     * A corrected result took a win back: up to the member's balance (it never goes below zero), in the caller's
     * transaction. Answers what it took; the rest is the operator's to recover.
     */
    async gameClawback(payment: Payment, tx: Queryable): Promise<bigint> {
      const merchantId = core.merchantId();
      const main = await ledger.memberAccount(merchantId, payment.memberId, "", tx);
      const [account] = await sql.lockedBalance(tx, main);
      const taken = (account?.balance ?? 0n) < payment.amount ? (account?.balance ?? 0n) : payment.amount;
      if (taken === 0n) return 0n;
      const float = await ledger.systemAccount(merchantId, "vendor_float", tx, payment.memberId % VENDOR_FLOAT_SHARDS);
      await ledger.move({ merchantId, key: payment.key, kind: "adjustment", reference: payment.reference, debit: main, credit: float, amount: taken }, tx);
      return taken;
    },

    /** The member's main balance in minor units; tx: the caller's transaction, when asked inside one. */
    async mainBalance(memberId: number, tx: Queryable = db): Promise<bigint> {
      const account = await ledger.memberAccount(core.merchantId(), memberId, "", tx);
      const [row] = await sql.accountBalance(tx, account);
      return row?.balance ?? 0n;
    },
    /** The merchant's currency code, as vendors are told it. */
    currency: async (): Promise<string> => (await core.system.merchant()).currencyCode,

    /** Credits of some kinds into the member's main wallet over whole days, newest first (the bonus details page). */
    async creditsOf(memberId: number, filter: { from: string | null; to: string | null; kinds: readonly string[]; limit: number; offset: number }) {
      const account = await ledger.memberAccount(core.merchantId(), memberId);
      return sql.creditsOf(db, account, filter);
    },
  };
  return calls;
}
