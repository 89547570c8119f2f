// The ledger: every movement of money is one idempotent double-entry transfer, and the functions that make them are
// the wallet's alone (migration 029: claim the key, lock the accounts in id order, check, post). Its money API is
// move() (one transfer), payMany() (many payouts of a draw at once), and its one batching queue, batched(), which
// gathers the money statements that arrive while a batch runs (its own transfers on PGlite, the casino's vendor
// calls) into the next. A transfer's request hash is wallet_request_hash(), the platform's one request hash.
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
const TRANSFER_BATCH_LIMIT = 64;

/**
 * A statement that moves money for many calls in one round trip and one commit, each call answered at its place
 * (undefined: unanswered). A refusal is an answer; an exception fails the whole batch, which the queue then runs again
 * call by call, so only the call that throws fails.
 */
export interface BatchStatement<Item, Answer> {
  /** The most calls one statement carries. */
  limit: number;
  run(items: readonly Item[]): Promise<readonly (Answer | undefined)[]>;
}

interface Waiting<Item, Answer> {
  item: Item;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

/** One statement's calls waiting in the queue. */
interface Lane {
  waiting(): boolean;
  runNext(): Promise<void>;
}

/** Runs one batch; after a deadlock (with another process's batch, which moved nothing) it goes again. */
async function runBatch<Item, Answer>(statement: BatchStatement<Item, Answer>, batch: readonly Waiting<Item, Answer>[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const answers = await statement.run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => {
        const answer = answers[index];
        if (answer === undefined) waiting.reject(new Error("a call of the batch went unanswered"));
        else waiting.resolve(answer);
      });
      return;
    } catch (error) {
      if (sqlState(error) === "40P01" && attempt < DEADLOCK_RETRIES) continue;
      const [only] = batch;
      if (only && batch.length === 1) return only.reject(error);
      // One call's exception failed the whole batch: each goes again alone, so only that one fails.
      for (const waiting of batch) await runBatch(statement, [waiting]);
      return;
    }
  }
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

export function createLedger(db: Db) {
  // Account ids never change once made: each is looked up (or made) once per process.
  const accountIds = new Map<string, number>();
  const remember = (key: string, id: number) => {
    if (accountIds.size >= ACCOUNT_CACHE_LIMIT) accountIds.clear();
    accountIds.set(key, id);
    return id;
  };

  // The one queue: calls of every batch statement that arrive while a batch runs wait and go together in the next.
  // One batch at the database at a time per process: two at once would lock shared accounts (the float's shards) in
  // turns that cross. Statements with calls waiting take turns.
  const lanes: Lane[] = [];
  let turn = 0;
  let draining = false;
  const nextLane = (): Lane | undefined => {
    for (let offset = 0; offset < lanes.length; offset++) {
      const lane = lanes[(turn + offset) % lanes.length];
      if (lane?.waiting()) {
        turn = (turn + offset + 1) % lanes.length;
        return lane;
      }
    }
    return undefined;
  };
  async function drain() {
    draining = true;
    // The last look and the end of draining come together, so no call waits with nobody to run it.
    for (let lane = nextLane(); lane; lane = nextLane()) await lane.runNext();
    draining = false;
  }
  function batched<Item, Answer>(statement: BatchStatement<Item, Answer>): (item: Item) => Promise<Answer> {
    const waiting: Waiting<Item, Answer>[] = [];
    lanes.push({ waiting: () => waiting.length > 0, runNext: () => runBatch(statement, waiting.splice(0, statement.limit)) });
    return (item) =>
      new Promise<Answer>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (!draining) void drain();
      });
  }

  // PGlite runs one statement at a time at a fixed cost each: concurrent transfers outside a transaction share one.
  const transferInBatch = batched<sql.TransferArgs, sql.BatchRow>({
    limit: TRANSFER_BATCH_LIMIT,
    async run(transfers) {
      const answers: (sql.BatchRow | undefined)[] = [];
      for (const row of await sql.transferBatch(db, transfers)) answers[row.item_index] = row;
      return answers;
    },
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
      if (q === db && db.kind === "pglite") {
        const row = await transferInBatch(move);
        return movedOf({
          transferId: row.item_transfer_id,
          replayed: row.item_replayed,
          debit: row.item_debit_balance,
          credit: row.item_credit_balance,
          createdAt: row.item_created_at,
          errorCode: row.item_error_code,
        });
      }
      for (let attempt = 1; ; attempt++) {
        try {
          const [row] = await sql.transfer(q, move);
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
      const rows = await sql.payMany(q, merchantId, kind, moves);
      return rows.map((row) => {
        if (row.error_code !== null || row.transfer_id === null) throw ledgerError(new Refused(row.error_code ?? "XX000"));
        return row.transfer_id;
      });
    },

    /**
     * The ledger's queue for a statement that moves money many calls at a time (the casino's vendor calls, whose money
     * moves by wallet_transfer() inside it): answers the function that queues one call and resolves with its answer.
     */
    batched,

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
