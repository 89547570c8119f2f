// Limits kept in the database, so every API process sharing it sees the same counts.
import { z } from "zod";
import type { Db, Queryable } from "../db/index";

export interface Window {
  ms: number;
  max: number;
}

const countRow = z.object({ n: z.coerce.number() });

export async function countRecent(db: Queryable, bucket: string, windowMs: number): Promise<number> {
  const [row] = await db.query(countRow, "select count(*) as n from rate_event where bucket = $1 and at > now() - make_interval(secs => $2)", [
    bucket,
    windowMs / 1000,
  ]);
  return row?.n ?? 0;
}

export async function record(db: Queryable, bucket: string): Promise<void> {
  await db.execute("insert into rate_event (bucket) values ($1)", [bucket]);
}

/**
 * Counts one event in `bucket` unless a window is already full; answers whether it was allowed.
 * On PostgreSQL a transaction-scoped advisory lock on the bucket keeps two processes from both taking the last slot.
 */
export async function take(db: Db, bucket: string, windows: readonly Window[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (db.kind === "postgres") await tx.execute("select pg_advisory_xact_lock(hashtext($1))", [bucket]);
    for (const window of windows) {
      if ((await countRecent(tx, bucket, window.ms)) >= window.max) return false;
    }
    const longest = Math.max(...windows.map((w) => w.ms));
    await tx.execute("delete from rate_event where bucket = $1 and at < now() - make_interval(secs => $2)", [bucket, longest / 1000]);
    await record(tx, bucket);
    return true;
  });
}

export async function clear(db: Queryable, bucket: string): Promise<void> {
  await db.execute("delete from rate_event where bucket = $1", [bucket]);
}
