// The ledger's one operation: move an amount from one account to another as one idempotent transfer.
import { createHash } from "node:crypto";
import { sqlState, type Db, type Queryable } from "../../db/index";
import { HttpError, notFound } from "../../http/errors";
import * as sql from "./sql";

export type { SystemKind } from "./sql";

export interface Move {
  merchantId: number;
  /** Unique per merchant: the same key moves money once, whatever happens to the request. */
  key: string;
  kind: string;
  reference: string;
  debit: number;
  credit: number;
  /** Minor units, more than zero. */
  amount: bigint;
}

export interface Moved {
  transferId: number;
  replayed: boolean;
  debitBalance: bigint;
  creditBalance: bigint;
  createdAt: string;
}

const ACCOUNT_CACHE_LIMIT = 100_000;
const DEADLOCK_RETRIES = 3;
/** The most transfers one batch statement carries (PGlite). */
const BATCH_LIMIT = 64;

interface Queued {
  args: sql.TransferArgs;
  resolve: (moved: Moved) => void;
  reject: (error: unknown) => void;
}

/** A transfer the database refused, carrying the code it answered like a driver's error carries its SQLSTATE. */
class Refused extends Error {
  constructor(readonly code: string) {
    super(`the transfer was refused (${code})`);
  }
}

/** One answer of wallet_transfer(): the movement, or the refusal as the API says it. */
function movedOf(row: { transferId: number | null; replayed: boolean | null; debit: bigint | null; credit: bigint | null; createdAt: string | null; errorCode: string | null }): Moved {
  if (row.errorCode !== null || row.transferId === null) throw ledgerError(new Refused(row.errorCode ?? "XX000"));
  return {
    transferId: row.transferId,
    replayed: row.replayed ?? false,
    debitBalance: row.debit ?? 0n,
    creditBalance: row.credit ?? 0n,
    createdAt: row.createdAt ?? new Date().toISOString(),
  };
}


/** What a transfer asked for: the same key with another request is refused. */
const hashOf = (move: Move) => createHash("sha256").update(JSON.stringify([move.kind, move.debit, move.credit, move.amount.toString(), move.reference])).digest("hex");

export function createLedger(db: Db) {
  // Account ids never change once made: each is looked up (or made) once per process.
  const accountIds = new Map<string, number>();
  const remember = (key: string, id: number) => {
    if (accountIds.size >= ACCOUNT_CACHE_LIMIT) accountIds.clear();
    accountIds.set(key, id);
    return id;
  };

  // PGlite runs one statement at a time: transfers that arrive while a batch runs wait and go together in the next.
  const queue: Queued[] = [];
  let draining = false;
  async function drain() {
    draining = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH_LIMIT);
      try {
        const rows = await sql.transferBatch(db, batch.map((item) => item.args));
        for (const row of rows) {
          const item = batch[row.item_index];
          if (!item) continue;
          try {
            item.resolve(
              movedOf({
                transferId: row.item_transfer_id,
                replayed: row.item_replayed,
                debit: row.item_debit_balance,
                credit: row.item_credit_balance,
                createdAt: row.item_created_at,
                errorCode: row.item_error_code,
              }),
            );
          } catch (refusal) {
            item.reject(refusal);
          }
        }
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    draining = false;
  }
  const enqueue = (args: sql.TransferArgs) =>
    new Promise<Moved>((resolve, reject) => {
      queue.push({ args, resolve, reject });
      if (!draining) void drain();
    });

  // An account just made inside a caller's transaction may yet roll back with it: not remembered until seen committed.
  const rememberUnlessNew = (q: Queryable, key: string, account: { id: number; made: boolean }) => (q === db || !account.made ? remember(key, account.id) : account.id);

  async function one<T>(rows: Promise<T[]>): Promise<T> {
    const [row] = await rows;
    if (!row) throw new Error("the wallet account could not be made");
    return row;
  }

  return {
    /**
     * q: the caller's transaction, when the account is needed inside one (PGlite runs nothing else meanwhile);
     * shard: which of a sharded kind's accounts (the vendor float's).
     */
    async systemAccount(merchantId: number, kind: sql.SystemKind, q: Queryable = db, shard = 0): Promise<number> {
      const key = `s:${merchantId}:${kind}:${shard}`;
      return accountIds.get(key) ?? rememberUnlessNew(q, key, await one(sql.systemAccount(q, merchantId, kind, shard)));
    },

    /** The member's account under this merchant when this process has seen it already; a lookup that costs nothing. */
    knownMemberAccount: (merchantId: number, memberId: number, vendor = ""): number | undefined => accountIds.get(`m:${merchantId}:${memberId}:${vendor}`),

    /** vendor "" is the main wallet. */
    async memberAccount(merchantId: number, memberId: number, vendor = "", q: Queryable = db): Promise<number> {
      const key = `m:${merchantId}:${memberId}:${vendor}`;
      return accountIds.get(key) ?? rememberUnlessNew(q, key, await one(sql.memberAccount(q, merchantId, memberId, vendor)));
    },

    /**
     * One transfer in one round trip. Outside a transaction (q omitted) a deadlock is retried; inside one it
     * fails the whole transaction, which the caller's retry repeats as a whole. On PGlite, outside a transaction,
     * concurrent transfers share one batch statement, each still all-or-nothing on its own. A refusal inside a
     * transaction leaves it usable: the caller decides (it throws the refusal, which rolls it back).
     */
    async move(move: Move, q: Queryable = db): Promise<Moved> {
      const hash = hashOf(move);
      if (q === db && db.kind === "pglite") return enqueue({ ...move, hash });
      for (let attempt = 1; ; attempt++) {
        try {
          const [row] = await sql.transfer(q, { ...move, hash });
          if (!row) throw new Error("the transfer answered nothing");
          return movedOf({
            transferId: row.transfer_id,
            replayed: row.replayed,
            debit: row.debit_balance,
            credit: row.credit_balance,
            createdAt: row.created_at,
            errorCode: row.error_code,
          });
        } catch (error) {
          if (error instanceof HttpError) throw error;
          const state = sqlState(error);
          if (state === "40P01" && q === db && attempt < DEADLOCK_RETRIES) continue;
          throw ledgerError(error);
        }
      }
    },

    /**
     * Many payouts from system accounts in one statement inside the caller's transaction (a draw's wins): each its own
     * idempotent transfer, the balances moved once per account. A key used for another request throws, which rolls
     * the caller's transaction back. Answers the transfer ids in order.
     */
    async payMany(merchantId: number, kind: string, moves: readonly Omit<Move, "merchantId" | "kind">[], q: Queryable): Promise<number[]> {
      if (moves.length === 0) return [];
      const rows = await sql.payMany(q, merchantId, kind, moves.map((move) => ({ ...move, hash: hashOf({ ...move, merchantId, kind }) })));
      return rows.map((row) => {
        if (row.error_code !== null || row.transfer_id === null) throw ledgerError(new Refused(row.error_code ?? "XX000"));
        return row.transfer_id;
      });
    },

    /** The proof for the operator: every kind's balance, the sum (zero), and any transfer whose entries do not net out. */
    async trialBalance(merchantId: number) {
      const [kinds, [bad]] = await Promise.all([sql.trialBalance(db, merchantId), sql.unbalancedTransfers(db, merchantId)]);
      const total = kinds.reduce((sum, kind) => sum + kind.balance, 0n);
      const entriesMatch = kinds.every((kind) => kind.balance === kind.entries);
      return { kinds, total, entriesMatch, unbalancedTransfers: bad?.n ?? 0 };
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;

/** What the database refused, said as the API says it. */
export function ledgerError(error: unknown): unknown {
  switch (sqlState(error)) {
    case "23514":
      return new HttpError(409, "insufficient_funds", "The balance is not enough for this amount.");
    case "TL409":
      return new HttpError(409, "idempotency_conflict", "This Idempotency-Key was already used for a different request.");
    case "TL404":
      return notFound("No such wallet");
    case "22023":
      return new HttpError(400, "invalid_amount", "The amount must be more than zero.");
    default:
      return error;
  }
}
