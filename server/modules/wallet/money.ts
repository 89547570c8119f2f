// The wallet's money calls for other modules: each names what the money is for and the wallet picks the accounts,
// so which account pays lives here alone. Each is idempotent by its key; one that must commit with the caller's own
// row takes the caller's transaction.
import type { Queryable } from "../../db/index";
import type { Moved } from "./ledger";
import type { WalletCore } from "./core";
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

/** A game vendor's call on the seamless wallet: a bet, a win or a bet's refund between the member and the vendor float. */
export interface VendorMove {
  memberId: number;
  key: string;
  reference: string;
  amount: bigint;
}

export function createMoneyCalls(core: WalletCore) {
  const { db, ledger } = core;

  /** From a house account of the merchant in scope into the member's main wallet. */
  async function payIn(from: "bonus" | "agent_payouts", kind: string, payment: Payment, tx: Queryable) {
    const merchantId = core.merchantId();
    const debit = await ledger.systemAccount(merchantId, from, tx);
    const credit = await ledger.memberAccount(merchantId, payment.memberId, "", tx);
    return ledger.move({ merchantId, key: payment.key, kind, reference: payment.reference, debit, credit, amount: payment.amount }, tx);
  }

  /** Between the member's main wallet and the vendor float, either way. */
  async function vendorMove(direction: "in" | "out", kind: string, move: VendorMove, tx: Queryable): Promise<Moved> {
    const merchantId = core.merchantId();
    const main = await ledger.memberAccount(merchantId, move.memberId, "", tx);
    const float = await ledger.systemAccount(merchantId, "vendor_float", tx);
    return ledger.move(
      { merchantId, key: move.key, kind, reference: move.reference, debit: direction === "in" ? float : main, credit: direction === "in" ? main : float, amount: move.amount },
      tx,
    );
  }

  return {
    /** A bonus the house gives: an activity's reward, a claimed rebate or mission reward ("bonus", "rebate", "mission_reward"). */
    payBonus: (kind: "bonus" | "rebate" | "mission_reward", payment: Payment, tx: Queryable = db) => payIn("bonus", kind, payment, tx),

    /** An agent's salary or dividend, out of the agents' payouts. */
    payAgentSettlement: (kind: "agent_salary" | "agent_dividend", payment: Payment, tx: Queryable = db) => payIn("agent_payouts", kind, payment, tx),

    /** Points spent (redeemed or converted) become wallet money, paid by the house's bonus account. */
    convertPoints: (payment: Payment, tx: Queryable = db) => payIn("bonus", "bonus", payment, tx),

    /** A bet: the member pays the vendor float. The answer's debit balance is the member's. */
    vendorDebit: (move: VendorMove, tx: Queryable = db) => vendorMove("out", "game_bet", move, tx),
    /** A win: the vendor float pays the member. The answer's credit balance is the member's. */
    vendorCredit: (move: VendorMove, tx: Queryable = db) => vendorMove("in", "game_win", move, tx),
    /** A bet undone: its money goes back to the member. The answer's credit balance is the member's. */
    vendorRollback: (move: VendorMove, tx: Queryable = db) => vendorMove("in", "game_refund", move, tx),

    /** The member's main balance in minor units; tx: the caller's transaction, when asked inside one. */
    async mainBalance(memberId: number, tx: Queryable = db): Promise<bigint> {
      const account = await ledger.memberAccount(core.merchantId(), memberId, "", tx);
      const [row] = await sql.accountBalance(tx, account);
      return row?.balance ?? 0n;
    },
    /** The merchant's currency code, as vendors are told it. */
    async currency(): Promise<string> {
      return (await core.merchant()).settings.currency_code;
    },

    /** Credits of some kinds into the member's main wallet over whole days, newest first (the bonus details page). */
    async creditsOf(memberId: number, filter: { from: string | null; to: string | null; kinds: readonly string[]; limit: number; offset: number }) {
      const account = await ledger.memberAccount(core.merchantId(), memberId);
      return sql.creditsOf(db, account, filter);
    },
  };
}
