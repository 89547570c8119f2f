// The yardsticks of npm run bench: fixed work measured in the same run as each budget's figure and taking turns with
// it, so that other work on the machine slows both and their ratio stands. On PostgreSQL, pgbench's TPC-B on the same
// server; on PGlite, the same TPC-B transaction through PGlite (a file of its own, one connection). Every figure is
// printed with the machine's load average beside it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite, openPostgres, type Db } from "../server/db/index";
import { pgbenchInit, pgbenchTps } from "./benchLedger";
import { scratchDatabase, type ScratchDatabase } from "./scratchDatabase";

/** The 1-minute load average now: above the core count (2 here), other work was waiting for the cores. */
export const loadNow = () => os.loadavg()[0] ?? 0;
export const loadText = (load = loadNow()) => `load ${load.toFixed(2)}`;

export const median = (values: readonly number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

/** A figure, and the load average just after it was taken. */
export interface Sample {
  value: number;
  load: number;
}

export async function sampled(measure: () => Promise<number>): Promise<Sample> {
  const value = await measure();
  return { value, load: loadNow() };
}

/** Figures as a line says them: each with its load ("1,234 (load 1.20), …"). */
export const samplesText = (samples: readonly Sample[], digits = 0) =>
  samples.map((sample) => `${sample.value.toLocaleString("en", { maximumFractionDigits: digits })} (${loadText(sample.load)})`).join(", ");

/** Fixed work whose rate stands for the machine's speed at the moment it runs. */
export interface Baseline {
  /** What it runs, as a line says it. */
  name: string;
  /** Its transactions per second over `seconds`. */
  tps(seconds: number): Promise<number>;
  close(): Promise<void>;
}

/** pgbench TPC-B (scale 10, `clients` clients) on a scratch database of the PostgreSQL at `adminUrl`, made on first use. */
export function pgbenchBaseline(adminUrl: string, clients = 8): Baseline {
  let database: Promise<ScratchDatabase> | null = null;
  const ready = () =>
    (database ??= scratchDatabase(adminUrl, "tala_pgbench").then(async (made) => {
      try {
        pgbenchInit(made.url);
        return made;
      } catch (error) {
        await made.drop();
        throw error;
      }
    }));
  return {
    name: `pgbench TPC-B (scale 10, ${clients} clients)`,
    async tps(seconds) {
      const { url } = await ready();
      return pgbenchTps(url, clients, seconds);
    },
    async close() {
      const made = await database?.catch(() => null);
      await made?.drop();
    },
  };
}

/** pgbench's TPC-B transaction, its statements one round trip each, on `db` (tables made by pgbench -i or tpcbTables). */
async function tpcbTransaction(db: Db, accounts: number, tellers: number, branches: number) {
  const aid = 1 + Math.floor(Math.random() * accounts);
  const tid = 1 + Math.floor(Math.random() * tellers);
  const bid = 1 + Math.floor(Math.random() * branches);
  const delta = Math.floor(Math.random() * 10_001) - 5_000;
  await db.transaction(async (tx) => {
    await tx.execute("update pgbench_accounts set abalance = abalance + $1 where aid = $2", [delta, aid]);
    await tx.execute("select abalance from pgbench_accounts where aid = $1", [aid]);
    await tx.execute("update pgbench_tellers set tbalance = tbalance + $1 where tid = $2", [delta, tid]);
    await tx.execute("update pgbench_branches set bbalance = bbalance + $1 where bid = $2", [delta, bid]);
    await tx.execute("insert into pgbench_history (tid, bid, aid, delta, mtime) values ($1, $2, $3, $4, current_timestamp)", [tid, bid, aid, delta]);
  });
}

/** `clients` async clients running `transaction` until `seconds` pass: transactions/s. */
async function transactionsPerSecond(clients: number, seconds: number, transaction: () => Promise<void>) {
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < deadline) {
        await transaction();
        done++;
      }
    }),
  );
  return Math.round(done / ((performance.now() - started) / 1000));
}

/**
 * pgbench's TPC-B (scale 10) run from this Node process through the platform's own PostgreSQL client (a pool of 8,
 * `clients` clients): the same transaction as pgbench, made the way the platform makes its own, so a machine busy with
 * other work takes from it what it takes from the platform's Node process.
 */
export function nodeTpcbBaseline(adminUrl: string, clients = 8): Baseline {
  let opened: Promise<{ made: ScratchDatabase; db: Db }> | null = null;
  const ready = () =>
    (opened ??= scratchDatabase(adminUrl, "tala_tpcb").then(async (made) => {
      try {
        pgbenchInit(made.url);
        return { made, db: await openPostgres(made.url) };
      } catch (error) {
        await made.drop();
        throw error;
      }
    }));
  return {
    name: `TPC-B from Node (pgbench's transaction, scale 10, ${clients} clients)`,
    async tps(seconds) {
      const { db } = await ready();
      return transactionsPerSecond(clients, seconds, () => tpcbTransaction(db, 1_000_000, 100, 10));
    },
    async close() {
      const made = await opened?.catch(() => null);
      if (!made) return;
      await made.db.close();
      await made.made.drop();
    },
  };
}

const PGLITE_TPCB_ACCOUNTS = 100_000;
const PGLITE_TPCB_TELLERS = 10;

/**
 * pgbench's TPC-B transaction (scale 1) through PGlite on a file of its own, one connection: an account, a teller and
 * the branch updated, the account read, a history row written, one transaction at a time (PGlite runs one).
 */
export function pgliteTpcbBaseline(): Baseline {
  let opened: Promise<{ db: Db; dir: string }> | null = null;
  const ready = () =>
    (opened ??= (async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "tala-tpcb-"));
      const db = await openPglite(dir);
      await db.execute(`
        create table pgbench_branches (bid integer primary key, bbalance integer not null, filler char(88));
        create table pgbench_tellers (tid integer primary key, bid integer not null, tbalance integer not null, filler char(84));
        create table pgbench_accounts (aid integer primary key, bid integer not null, abalance integer not null, filler char(84)) with (fillfactor = 100);
        create table pgbench_history (tid integer, bid integer, aid integer, delta integer, mtime timestamp, filler char(22));
        insert into pgbench_branches (bid, bbalance) values (1, 0);
        insert into pgbench_tellers (tid, bid, tbalance) select n, 1, 0 from generate_series(1, ${PGLITE_TPCB_TELLERS}) n;
        insert into pgbench_accounts (aid, bid, abalance, filler) select n, 1, 0, '' from generate_series(1, ${PGLITE_TPCB_ACCOUNTS}) n;
      `);
      await db.execute("vacuum analyze");
      return { db, dir };
    })());
  return {
    name: "TPC-B on PGlite (pgbench's transaction, scale 1, one connection)",
    async tps(seconds) {
      const { db } = await ready();
      return transactionsPerSecond(1, seconds, () => tpcbTransaction(db, PGLITE_TPCB_ACCOUNTS, PGLITE_TPCB_TELLERS, 1));
    },
    async close() {
      const made = await opened?.catch(() => null);
      if (!made) return;
      await made.db.close();
      rmSync(made.dir, { recursive: true, force: true });
    },
  };
}

/** A measurement and its baseline taking turns, `rounds` times each (the measurement first): every sample with its load. */
export async function interleaved(rounds: number, measure: () => Promise<number>, baseline: () => Promise<number>) {
  const measured: Sample[] = [];
  const base: Sample[] = [];
  for (let round = 0; round < rounds; round++) {
    measured.push(await sampled(measure));
    base.push(await sampled(baseline));
  }
  return { measured, base, ratio: median(measured.map((sample) => sample.value)) / median(base.map((sample) => sample.value)) };
}

/**
 * A one-off measurement (a settlement) between two runs of the baseline: the baseline is their mean, the machine's speed
 * around the moment measured. `prepare` runs, untimed, before each of the three (a checkpoint).
 */
export async function bracketed<T>(measure: () => Promise<T>, baseline: () => Promise<number>, prepare: () => Promise<void> = async () => {}) {
  await prepare();
  const before = await sampled(baseline);
  await prepare();
  const started = performance.now();
  const result = await measure();
  const seconds = (performance.now() - started) / 1000;
  const load = loadNow();
  await prepare();
  const after = await sampled(baseline);
  return { result, seconds, load, base: [before, after], baseTps: (before.value + after.value) / 2 };
}

/**
 * A rate budget as a ratio to a baseline: the absolute target over the baseline's rate on this machine idle, rounded up,
 * so an idle machine is asked at least the absolute target.
 */
export const rateRatio = (target: number, idleTps: number) => Math.ceil((target / idleTps) * 100) / 100;
/**
 * A time budget in the baseline's own time: the absolute limit in seconds times the baseline's rate on this machine
 * idle, rounded down (the time of so many of its transactions), so an idle machine is held at least to the limit.
 */
export const timeInTransactions = (seconds: number, idleTps: number) => Math.floor(seconds * idleTps);
