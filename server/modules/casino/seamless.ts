// The seamless wallet a game vendor calls: debit a bet, credit a win, roll back a debit. Each call is one of the
// wallet's vendor moves (the member's main wallet and the vendor float), applied once by the vendor's transaction id.
// A rollback of a debit not seen yet is recorded, so that debit is refused when it arrives.
import type { Db, Queryable } from "../../db/index";
import { HttpError } from "../../http/errors";
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
  balance: bigint | null;
}

const insufficient = () => new HttpError(409, "insufficient_funds", "The balance is not enough for this amount.");
const conflict = () => new HttpError(409, "tx_conflict", "This transaction id was already used for another call.");

function isInsufficient(error: unknown): boolean {
  return error instanceof HttpError && error.code === "insufficient_funds";
}

export function createSeamlessWallet(db: Db, wallet: WalletService) {
  /** A repeated call answers what the first one did, when it asked for the same thing. */
  function replay(existing: sql.TxRow, call: SeamlessCall, kind: "debit" | "credit"): SeamlessAnswer {
    if (existing.kind === "debit" && existing.status === "tombstone") {
      throw new HttpError(409, "rolled_back", "This debit was rolled back before it arrived.");
    }
    if (existing.kind !== kind || existing.member_id !== call.memberId || existing.amount_minor !== call.amount) throw conflict();
    if (existing.status === "refused") throw insufficient();
    return { status: "replayed", balance: null };
  }

  async function move(call: SeamlessCall, kind: "debit" | "credit"): Promise<SeamlessAnswer> {
    type Outcome = { answer: SeamlessAnswer } | { refused: true } | { existing: sql.TxRow };
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const [claimed] = await sql.claimTx(tx, { vendor: call.vendor, txId: call.txId, kind, memberId: call.memberId, roundId: call.roundId, amount: call.amount, status: "applied", refersTo: null });
      if (!claimed) {
        const [existing] = await sql.txById(tx, call.vendor, call.txId);
        if (!existing) throw new Error("the transaction row vanished");
        return { existing };
      }
      try {
        const vendorMove = { memberId: call.memberId, key: `seamless:${call.vendor}:${call.txId}`, reference: `${call.vendor} ${call.roundId}`, amount: call.amount };
        const moved = kind === "debit" ? await wallet.vendorDebit(vendorMove, tx) : await wallet.vendorCredit(vendorMove, tx);
        await sql.settleTx(tx, call.vendor, call.txId, "applied", moved.transferId);
        return { answer: { status: "applied", balance: kind === "debit" ? moved.debitBalance : moved.creditBalance } };
      } catch (error) {
        if (!isInsufficient(error)) throw error;
        // Recorded as refused, so a retry of the same id is refused the same way.
        await sql.settleTx(tx, call.vendor, call.txId, "refused", null);
        return { refused: true };
      }
    });
    if ("refused" in outcome) throw insufficient();
    return "answer" in outcome ? outcome.answer : replay(outcome.existing, call, kind);
  }

  return {
    /** A bet: the member's main wallet pays the vendor float. Zero-amount calls are refused by the ledger. */
    debit: (call: SeamlessCall) => move(call, "debit"),
    /** A win: the vendor float pays the member. */
    credit: (call: SeamlessCall) => move(call, "credit"),

    /** Undoes a debit (refersTo): its money goes back. Unknown yet, it is recorded so it is refused when it comes. */
    async rollback(call: Omit<SeamlessCall, "amount"> & { refersTo: string }): Promise<SeamlessAnswer> {
      return db.transaction(async (tx: Queryable): Promise<SeamlessAnswer> => {
        const [claimed] = await sql.claimTx(tx, { ...call, kind: "rollback", amount: 0n, status: "applied", refersTo: call.refersTo });
        if (!claimed) {
          const [existing] = await sql.txById(tx, call.vendor, call.txId);
          if (existing?.kind !== "rollback" || existing.refers_to !== call.refersTo) throw conflict();
          return { status: "replayed", balance: null };
        }
        let [debit] = await sql.txById(tx, call.vendor, call.refersTo);
        if (!debit) {
          const [tombstone] = await sql.claimTx(tx, { ...call, txId: call.refersTo, kind: "debit", amount: 0n, status: "tombstone", refersTo: call.txId });
          if (tombstone) return { status: "nothing_to_roll_back", balance: null };
          // The debit arrived meanwhile: roll it back after all.
          [debit] = await sql.txById(tx, call.vendor, call.refersTo);
        }
        if (!debit || debit.kind !== "debit" || debit.member_id !== call.memberId) throw conflict();
        if (debit.status !== "applied") return { status: "nothing_to_roll_back", balance: null };
        const moved = await wallet.vendorRollback(
          { memberId: call.memberId, key: `seamless:${call.vendor}:${call.txId}`, reference: `${call.vendor} ${call.refersTo}`, amount: debit.amount_minor },
          tx,
        );
        await sql.settleTx(tx, call.vendor, call.txId, "applied", moved.transferId);
        return { status: "applied", balance: moved.creditBalance };
      });
    },
  };
}
export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
