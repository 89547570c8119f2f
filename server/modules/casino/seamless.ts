// The seamless wallet a game vendor calls: debit a bet, credit a win, roll back a debit. Each call moves money between
// the member's main wallet and the vendor float as one ledger transfer (seamless_call(), migration 031, which asks the
// wallet's wallet_transfer() for it; a vendor's last win tells the agents' day figures and the winner board), applied once
// by the vendor's transaction id; a repeat answers what the first did (the same balance, the same transfer, or the
// same refusal: a refused call keeps its id). A rollback of a debit not seen yet is recorded, so that debit is
// refused when it arrives. An outside vendor's call that claims a new id also takes its signed message once, and a win
// above the vendor's ceiling is refused (and listed for the operator) in the same statement. Every refusal of an
// outside call is the statement's, those decided before it too (an unknown player, another currency, a zero bet): so
// each keeps its claim, and no refused call's id is free for another.
//
// Calls that arrive while the database is busy with a batch wait in the ledger's queue (wallet.inBatches) and go
// together in the next, in one statement and one commit: a busy site's thousands of calls a second share round trips
// and disk flushes.
import { sqlState, type Db } from "../../db/index";
import { HttpError } from "../../http/errors";
import { currentMerchant } from "../../lib/merchantScope";
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

/**
 * A refusal an outside call's body decides before the wallet looks at it: another currency than the merchant's, no
 * currency from a vendor whose protocol names it, a bet of nothing, a bet without the player's token. It is still the
 * seamless call's to give, after the claim, so the call's id is spent like any refused call's.
 */
export type BodyRefusal = "wrong_currency" | "currency_required" | "invalid_amount" | "invalid_token";

/** What an outside vendor's call carries beyond the money: the player token, and its rounds kept in game_round. */
export interface OutsideCall {
  /** Refused for its body (null or absent: the body is sound). */
  refusal?: BodyRefusal | null | undefined;
  /** The hash of the player token the call names; null when it names none. */
  token: Buffer | null;
  /** A credit: the round's last win, which settles it (the default). */
  final?: boolean;
  /** The signed message's digest, taken once, and until when (Unix seconds) it is remembered. */
  signature?: { digest: Buffer; until: number } | undefined;
}

export interface SeamlessAnswer {
  status: "applied" | "replayed" | "nothing_to_roll_back";
  /** The member's main balance after the call (for a repeat, after the first). */
  balance: bigint;
  /** The ledger's transfer; null when nothing moved (a zero win, nothing to roll back). */
  transferId: number | null;
}

type Kind = "debit" | "credit" | "rollback";

/** The most calls one batch carries. */
const BATCH_LIMIT = 32;

/** What a refusal means to the vendor, by its code. */
function refusal(kind: Kind, code: string, balance: bigint | null): HttpError {
  switch (code) {
    case "player_not_found":
      return new HttpError(404, code, "No such player here.");
    case "wrong_currency":
      return new HttpError(409, code, "This call's currency is not the merchant's; the operator has been told.");
    case "currency_required":
      return new HttpError(400, code, "Invalid body. currency: name the merchant's currency on every money call.");
    case "invalid_amount":
      return new HttpError(400, code, "Invalid body. amount: a bet must be more than 0.00");
    case "insufficient_funds":
      return new HttpError(409, code, "The balance is not enough for this amount.", { balance: minorToDecimal(balance ?? 0n) });
    case "rolled_back":
      return new HttpError(409, code, "This debit was rolled back before it arrived.");
    case "tx_conflict":
      return new HttpError(409, code, "This transaction id was already used for another call.");
    case "signature_replayed":
      return new HttpError(409, code, "This signed request was taken before: sign every request anew.");
    case "win_limit_exceeded":
      return new HttpError(409, code, "This win is above the most this round may win here; the operator has been told.");
    case "invalid_token":
      return new HttpError(401, code, "This player token is not valid for this player.");
    case "token_expired":
      return new HttpError(401, code, "This player token has expired: the player must open the game again.");
    case "round_not_found":
      return new HttpError(404, code, "No bet of this player in this round: a win needs its round.");
    case "round_closed":
      return new HttpError(409, code, {
        debit: "This round is closed or belongs to another player.",
        credit: "This round is settled or cancelled.",
        rollback: "This round has paid or is settled: its bets cannot be rolled back.",
      }[kind]);
    default:
      return new HttpError(500, "internal_error", `The seamless call was refused (${code}).`);
  }
}

export function createSeamlessWallet(db: Db, wallet: WalletService) {
  // The ledger's queue runs the batches: one at the database at a time, a deadlock's batch again, a batch one call
  // failed call by call (a round closed by a call at the same moment is such an exception).
  const enqueue = wallet.inBatches<sql.SeamlessCallArgs, sql.SeamlessAnswerRow>({
    limit: BATCH_LIMIT,
    async run(calls) {
      const answers: (sql.SeamlessAnswerRow | undefined)[] = [];
      for (const row of await sql.seamlessCallBatch(db, calls)) answers[row.item] = row;
      return answers;
    },
  });

  async function call(kind: Kind, move: SeamlessCall & { refersTo?: string }, outside: OutsideCall | null): Promise<SeamlessAnswer> {
    const accounts = await wallet.vendorAccounts(move.memberId);
    // The house names its own members; an outside vendor naming someone who is not ours is refused by the statement,
    // which claims the call's id (with no accounts to touch).
    if (!accounts && outside === null) throw new HttpError(404, "player_not_found", "No such player here.");
    let row: sql.SeamlessAnswerRow;
    try {
      row = await enqueue({
        merchantId: accounts?.merchantId ?? currentMerchant().id, vendor: move.vendor, txId: move.txId, kind, memberId: move.memberId, roundId: move.roundId,
        amount: move.amount, refersTo: move.refersTo ?? null, final: outside?.final ?? true, token: outside?.token ?? null,
        needsLiveToken: kind === "debit" && outside !== null, outside: outside !== null, main: accounts?.main ?? null, float: accounts?.float ?? null,
        refusal: accounts ? (outside?.refusal ?? null) : "player_not_found", signature: outside?.signature?.digest ?? null,
        signatureUntil: outside?.signature?.until ?? null,
      });
    } catch (error) {
      // A round closed by a call that came at the same moment: the one refusal that comes as an exception.
      if (sqlState(error)?.startsWith("TC") && error instanceof Error) throw refusal(kind, error.message, null);
      throw error;
    }
    if (row.error_code !== null) throw refusal(kind, row.error_code, row.balance);
    if (row.status !== "applied" && row.status !== "replayed" && row.status !== "nothing_to_roll_back") throw new Error(`a seamless call answered ${row.status}`);
    return { status: row.status, balance: row.balance ?? 0n, transferId: row.transfer_id };
  }

  return {
    /** A bet: the member's main wallet pays the vendor float. outside: an outside vendor's call (its token, its rounds). */
    debit: (move: SeamlessCall, outside: OutsideCall | null = null) => call("debit", move, outside),
    /** A win: the vendor float pays the member; a zero win moves nothing. */
    credit: (move: SeamlessCall, outside: OutsideCall | null = null) => call("credit", move, outside),
    /** Undoes a debit (refersTo): its money goes back. Unknown yet, it is recorded so it is refused when it comes. */
    rollback: (move: Omit<SeamlessCall, "amount"> & { refersTo: string }, outside: OutsideCall | null = null) => call("rollback", { ...move, amount: 0n }, outside),
  };
}
export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
