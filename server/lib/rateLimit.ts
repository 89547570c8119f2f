// Limits kept in the database, so every API process sharing it sees the same counts.
import { z } from "zod";
import { lockForTransaction, type Db, type Queryable } from "../db/index";
import { HttpError } from "../http/errors";

export interface Window {
  ms: number;
  max: number;
}

/** How long an event is kept: longer than any window (the longest, trial accounts a day, is 24 hours). */
export const RATE_EVENT_RETENTION_MS = 25 * 60 * 60 * 1000;
function checkWindow(ms: number) {
  if (ms > RATE_EVENT_RETENTION_MS) throw new Error(`a limit's window (${ms} ms) is longer than events are kept`);
}

/**
 * Deletes events older than any window. Each count clears its own bucket's old events, but a bucket nobody asks about
 * again (a typed username, a passing address) would keep its rows forever: the scheduler sweeps them.
 */
export async function sweepExpired(db: Queryable): Promise<void> {
  // Rows a count is deleting right now are skipped (they go with it), so the sweep never waits on nor deadlocks with one.
  await db.execute(
    "delete from rate_event where id in (select id from rate_event where at < now() - make_interval(secs => $1) for update skip locked)",
    [RATE_EVENT_RETENTION_MS / 1000],
  );
}

const countRow = z.object({ n: z.coerce.number() });

export async function countRecent(db: Queryable, bucket: string, windowMs: number): Promise<number> {
  const [row] = await db.query(countRow, "select count(*) as n from rate_event where bucket = $1 and at > now() - make_interval(secs => $2)", [
    bucket,
    windowMs / 1000,
  ]);
  return row?.n ?? 0;
}

/** Judged failures in any of the buckets within the window: attempts still being judged are left out. */
export async function countFailures(db: Queryable, buckets: readonly string[], windowMs: number): Promise<number> {
  const [row] = await db.query(
    countRow,
    "select count(*) as n from rate_event where bucket = any($1::text[]) and not pending and at > now() - make_interval(secs => $2)",
    [[...buckets], windowMs / 1000],
  );
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
  for (const window of windows) checkWindow(window.ms);
  return db.transaction(async (tx) => {
    await lockForTransaction(db, tx, bucket);
    for (const window of windows) {
      if ((await countRecent(tx, bucket, window.ms)) >= window.max) return false;
    }
    const longest = Math.max(...windows.map((w) => w.ms));
    await tx.execute("delete from rate_event where bucket = $1 and at < now() - make_interval(secs => $2)", [bucket, longest / 1000]);
    await record(tx, bucket);
    return true;
  });
}

/**
 * A line per key: the attempts on one key run one after another in this process. Attempts are counted as failures
 * before they are judged (countAttempt), so without it a burst of right ones would briefly fill the limit for each
 * other; in line, each sees the last one's outcome. Across processes the counting alone keeps the limit exact. At most
 * `lineMax` wait on a key: more are turned away, so a flood cannot grow the line without bound.
 */
export function attemptLine() {
  const running = new Map<string, Promise<unknown>>();
  const lineLength = new Map<string, number>();
  return function oneAtATime<T>(key: string, lineMax: number, work: () => Promise<T>): Promise<T> {
    const waiting = lineLength.get(key) ?? 0;
    if (waiting >= lineMax) return Promise.reject(new HttpError(429, "too_many_requests", "Too many attempts at once. Please wait a moment and try again."));
    lineLength.set(key, waiting + 1);
    const run = (running.get(key) ?? Promise.resolve()).then(() => work());
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    running.set(key, settled);
    void settled.then(() => {
      const left = (lineLength.get(key) ?? 1) - 1;
      if (left > 0) lineLength.set(key, left);
      else lineLength.delete(key);
      if (running.get(key) === settled) running.delete(key);
    });
    return run;
  };
}

/** A bucket's events in the window: all of them, and the judged failures among them. */
export interface BucketCount {
  all: number;
  judged: number;
}

/** An attempt counted in its buckets before it was judged, by the ids of what was written. */
export interface Attempt {
  ids: string[];
}

/**
 * Counts an attempt before it is judged, so a burst of concurrent attempts cannot all pass a count none of them has
 * written yet: under one lock per bucket, reads each bucket's count in the window (`all`, and `judged`: the failures
 * among them, without the attempts still pending), lets `admit` refuse (it throws), then records the attempt in every
 * bucket, pending. A right attempt is taken back with `forget`; a wrong one is kept with `settle`.
 */
export async function countAttempt(db: Db, buckets: readonly string[], windowMs: number, admit: (counts: BucketCount[]) => void): Promise<Attempt> {
  checkWindow(windowMs);
  return db.transaction(async (tx) => {
    await lockForTransaction(db, tx, ...buckets);
    // Events older than the window are left to the sweep (sweepExpired): counted out here, not deleted on every attempt.
    const counted = await tx.query(
      z.object({ bucket: z.string(), all: z.coerce.number(), judged: z.coerce.number() }),
      `select bucket, count(*) as all, count(*) filter (where not pending) as judged from rate_event
        where bucket = any($1::text[]) and at > now() - make_interval(secs => $2) group by bucket`,
      [[...buckets], windowMs / 1000],
    );
    admit(buckets.map((bucket) => counted.find((row) => row.bucket === bucket) ?? { all: 0, judged: 0 }));
    const written = await tx.query(z.object({ id: z.coerce.string() }), "insert into rate_event (bucket, pending) select unnest($1::text[]), true returning id", [
      [...buckets],
    ]);
    return { ids: written.map((row) => row.id) };
  });
}

/** Takes back an attempt that turned out right, and with it every event of the buckets `clearing` (one statement). */
export async function forget(db: Queryable, attempt: Attempt, clearing: readonly string[] = []): Promise<void> {
  await db.execute("delete from rate_event where id = any($1::bigint[]) or bucket = any($2::text[])", [attempt.ids, [...clearing]]);
}

/** Keeps an attempt that turned out wrong: a judged failure now. */
export async function settle(db: Queryable, attempt: Attempt): Promise<void> {
  await db.execute("update rate_event set pending = false where id = any($1::bigint[])", [attempt.ids]);
}
