// One database interface over PGlite (embedded, the default) and PostgreSQL (DATABASE_URL).
import { mkdirSync, writeFileSync, readFileSync, rmSync, existsSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";

export interface Queryable {
  /** Runs one statement and parses every row with the schema: rows are untrusted until parsed. */
  query<S extends z.ZodType>(schema: S, sql: string, params?: readonly unknown[]): Promise<z.infer<S>[]>;
  execute(sql: string, params?: readonly unknown[]): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Subscribes to NOTIFY on a channel; the other processes sharing the database hear it too. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Holds the keys until the transaction ends, so transactions on one key run one after another: advisory locks on
 * PostgreSQL, taken in sorted order so two transactions sharing keys never deadlock. PGlite runs one transaction at a
 * time already.
 */
export async function lockForTransaction(db: Db, tx: Queryable, ...keys: string[]): Promise<void> {
  if (db.kind !== "postgres" || keys.length === 0) return;
  await tx.execute("select pg_advisory_xact_lock(hashtext(key)) from unnest($1::text[]) with ordinality as k(key, n) order by n", [[...keys].sort()]);
}

/** The SQLSTATE of a database error from pg or PGlite. */
export function sqlState(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
}

function parseRows<S extends z.ZodType>(schema: S, rows: readonly unknown[]): z.infer<S>[] {
  return rows.map((row) => schema.parse(row));
}

export async function openPglite(dataDir: string | null): Promise<Db> {
  const { PGlite } = await import("@electric-sql/pglite");
  let releaseLock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
  }
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  const asQueryable = (q: Pick<typeof pg, "query" | "exec">): Queryable => ({
    async query(schema, sql, params = []) {
      const result = await q.query(sql, [...params]);
      return parseRows(schema, result.rows);
    },
    async execute(sql, params = []) {
      if (params.length === 0) await q.exec(sql);
      else await q.query(sql, [...params]);
    },
  });
  return {
    kind: "pglite",
    ...asQueryable(pg),
    transaction: (work) => pg.transaction((tx) => work(asQueryable(tx))),
    async listen(channel, onNotify) {
      const unsubscribe = await pg.listen(channel, () => onNotify());
      return unsubscribe;
    },
    async close() {
      await pg.close();
      releaseLock();
    },
  };
}

/** PGlite allows one process per data folder: refuse a second one instead of corrupting the data. */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "tala.lock");
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (Number.isInteger(pid) && pid !== process.pid && processIsAlive(pid)) {
      throw new Error(`The data folder ${dataDir} is in use by process ${pid}; stop it or set TALA_DATA_DIR.`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function openPostgres(connectionString: string): Promise<Db> {
  const { default: pg } = await import("pg");
  // JIT compilation costs more than it saves on the short queries an API runs.
  const pool = new pg.Pool({ connectionString, max: 8, options: "-c jit=off" });
  // An idle connection dropped by the server (restart, failover) is discarded by the pool; without a
  // handler Node would treat it as an uncaught error and stop the whole process.
  pool.on("error", () => {});
  // A bad DATABASE_URL should fail at start, not at the first request.
  await pool.query("select 1");
  const asQueryable = (q: { query: (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }> }): Queryable => ({
    async query(schema, sql, params = []) {
      const result = await q.query(sql, [...params]);
      return parseRows(schema, result.rows);
    },
    async execute(sql, params = []) {
      await q.query(sql, [...params]);
    },
  });
  return {
    kind: "postgres",
    ...asQueryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work(asQueryable(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      const client = await pool.connect();
      const handler = (message: { channel: string }) => {
        if (message.channel === channel) onNotify();
      };
      client.on("notification", handler);
      await client.query(`listen ${quoteIdentifier(channel)}`);
      return async () => {
        client.off("notification", handler);
        await client.query(`unlisten ${quoteIdentifier(channel)}`);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
