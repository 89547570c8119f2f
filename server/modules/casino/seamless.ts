// The seamless wallet a game vendor calls: debit a bet, credit a win, roll back a debit. Each call is one of the
// wallet's vendor moves (the member's main wallet and the vendor float), applied once by the vendor's transaction id;
// a repeat answers what the first did (the same balance, the same transfer). A rollback of a debit not seen yet is
// recorded, so that debit is refused when it arrives.
import type { Db, Queryable } from "../../db/index";
import { HttpError } from "../../http/errors";
import { minorToDecimal } from "../../lib/money";
import type { WalletService } from "../wallet/service";
import * as sql from "./sql";

/** A vendor's call for the merchant in scope. */
export interface SeamlessCall {
  vendor: string;
  memberId: number;
  txId: string;
  roundId: string;
  amount: bigint;
}

export interface SeamlessAnswer {
  status: "applied" | "replayed" | "nothing_to_roll_back";
  /** The member's main balance after the call (for a repeat, after the first). */
  balance: bigint;
  /** The ledger's transfer; null when nothing moved (a zero win, nothing to roll back). */
  transferId: number | null;
}

/** What a caller does in the call's own transaction: check before the money moves, record after (its round). */
export interface SeamlessHooks {
  before?: (tx: Queryable) => Promise<void>;
  after?: (tx: Queryable, amount: bigint) => Promise<void>;
}

const conflict = () => new HttpError(409, "tx_conflict", "This transaction id was already used for another call.");

function isInsufficient(error: unknown): boolean {
  return error instanceof HttpError && error.code === "insufficient_funds";
}

export function createSeamlessWallet(db: Db, wallet: WalletService) {
  /** "Not enough money" carries the balance the vendor can show. */
  async function insufficient(memberId: number) {
    const balance = await wallet.mainBalance(memberId);
    return new HttpError(409, "insufficient_funds", "The balance is not enough for this amount.", { balance: minorToDecimal(balance) });
  }

  /** A repeated call answers what the first one did, when it asked for the same thing. */
  async function replay(existing: sql.TxRow, call: SeamlessCall, kind: "debit" | "credit"): Promise<SeamlessAnswer> {
    if (existing.kind === "debit" && existing.status === "tombstone") {
      throw new HttpError(409, "rolled_back", "This debit was rolled back before it arrived.");
    }
    if (existing.kind !== kind || existing.member_id !== call.memberId || existing.amount_minor !== call.amount || existing.round_id !== call.roundId) throw conflict();
    if (existing.status === "refused") throw await insufficient(call.memberId);
    return { status: "replayed", balance: existing.balance_after_minor ?? 0n, transferId: existing.transfer_id };
  }

  async function move(call: SeamlessCall, kind: "debit" | "credit", hooks: SeamlessHooks): Promise<SeamlessAnswer> {
    type Outcome = { answer: SeamlessAnswer } | { refused: true } | { existing: sql.TxRow };
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const [claimed] = await sql.claimTx(tx, { vendor: call.vendor, txId: call.txId, kind, memberId: call.memberId, roundId: call.roundId, amount: call.amount, status: "applied", refersTo: null });
      if (!claimed) {
        const [existing] = await sql.txById(tx, call.vendor, call.txId);
        if (!existing) throw new Error("the transaction row vanished");
        return { existing };
      }
      await hooks.before?.(tx);
      try {
        let answer: SeamlessAnswer;
        if (call.amount === 0n) {
          // A zero win closes a lost round: nothing moves, the ledger takes no empty transfer.
          answer = { status: "applied", balance: await wallet.mainBalance(call.memberId, tx), transferId: null };
        } else {
          const vendorMove = { memberId: call.memberId, key: `seamless:${call.vendor}:${call.txId}`, reference: `${call.vendor} ${call.roundId}`, amount: call.amount };
          const moved = kind === "debit" ? await wallet.vendorDebit(vendorMove, tx) : await wallet.vendorCredit(vendorMove, tx);
          answer = { status: "applied", balance: kind === "debit" ? moved.debitBalance : moved.creditBalance, transferId: moved.transferId };
        }
        await sql.settleTx(tx, call.vendor, call.txId, { status: "applied", transferId: answer.transferId, amount: call.amount, balance: answer.balance });
        await hooks.after?.(tx, call.amount);
        return { answer };
      } catch (error) {
        if (!isInsufficient(error)) throw error;
        // Recorded as refused, so a retry of the same id is refused the same way.
        await sql.settleTx(tx, call.vendor, call.txId, { status: "refused", transferId: null, amount: call.amount, balance: null });
        return { refused: true };
      }
    });
    if ("refused" in outcome) throw await insufficient(call.memberId);
    return "answer" in outcome ? outcome.answer : replay(outcome.existing, call, kind);
  }

  return {
    /** A bet: the member's main wallet pays the vendor float. */
    debit: (call: SeamlessCall, hooks: SeamlessHooks = {}) => move(call, "debit", hooks),
    /** A win: the vendor float pays the member; a zero win moves nothing. */
    credit: (call: SeamlessCall, hooks: SeamlessHooks = {}) => move(call, "credit", hooks),

    /**
     * Undoes a debit (refersTo): its money goes back. Unknown yet, it is recorded so it is refused when it comes.
     * `after` learns the stake returned, in the same transaction.
     */
    async rollback(call: Omit<SeamlessCall, "amount"> & { refersTo: string }, hooks: SeamlessHooks = {}): Promise<SeamlessAnswer> {
      return db.transaction(async (tx: Queryable): Promise<SeamlessAnswer> => {
        const [claimed] = await sql.claimTx(tx, { ...call, kind: "rollback", amount: 0n, status: "applied", refersTo: call.refersTo });
        if (!claimed) {
          const [existing] = await sql.txById(tx, call.vendor, call.txId);
          if (existing?.kind !== "rollback" || existing.refers_to !== call.refersTo || existing.member_id !== call.memberId) throw conflict();
          return { status: existing.transfer_id === null ? "nothing_to_roll_back" : "replayed", balance: existing.balance_after_minor ?? 0n, transferId: existing.transfer_id };
        }
        const nothing = async (): Promise<SeamlessAnswer> => {
          const balance = await wallet.mainBalance(call.memberId, tx);
          await sql.settleTx(tx, call.vendor, call.txId, { status: "applied", transferId: null, amount: 0n, balance });
          return { status: "nothing_to_roll_back", balance, transferId: null };
        };
        let [debit] = await sql.txById(tx, call.vendor, call.refersTo);
        if (!debit) {
          const [tombstone] = await sql.claimTx(tx, { ...call, txId: call.refersTo, kind: "debit", amount: 0n, status: "tombstone", refersTo: call.txId });
          if (tombstone) return nothing();
          // The debit arrived meanwhile: roll it back after all.
          [debit] = await sql.txById(tx, call.vendor, call.refersTo);
        }
        if (!debit || debit.kind !== "debit" || debit.member_id !== call.memberId || debit.round_id !== call.roundId) throw conflict();
        if (debit.status !== "applied") return nothing();
        await hooks.before?.(tx);
        // Claimed in one statement: two rollbacks of one debit (with other ids, or at once) undo it once.
        if ((await sql.markRolledBack(tx, call.vendor, call.refersTo)).length === 0) return nothing();
        const moved = await wallet.vendorRollback(
          { memberId: call.memberId, key: `seamless:${call.vendor}:${call.txId}`, reference: `${call.vendor} ${call.refersTo}`, amount: debit.amount_minor },
          tx,
        );
        await sql.settleTx(tx, call.vendor, call.txId, { status: "applied", transferId: moved.transferId, amount: debit.amount_minor, balance: moved.creditBalance });
        await hooks.after?.(tx, debit.amount_minor);
        return { status: "applied", balance: moved.creditBalance, transferId: moved.transferId };
      });
    },
  };
}
export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
