// Runs the same server cases on PGlite and on PostgreSQL, each in a fresh database of its own.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { createApp } from "../../server/app";
import { openPglite, openPostgres, type Db } from "../../server/db/index";
import { databaseUrl } from "./globalSetup";
import type { LogLine } from "../../server/http/logger";
import { withMerchant } from "../../server/lib/merchantScope";

export const OPS_TOKEN = "test-ops-token-0123456789";
export const COUNTRY_HEADER = "x-country";
/** TALA_CAPTCHA_FIXED as the server tests run it: every captcha also accepts this text. */
export const FIXED_CAPTCHA = "TEST";
/** The secrets key every test app process shares, as processes on one database do. */
export const SECRETS_KEY = Buffer.alloc(32, 7);

export type DatabaseKind = "pglite" | "postgres";
/** One API process: its app and services. */
export type AppProcess = ReturnType<typeof createApp>;

export interface Harness {
  kind: DatabaseKind;
  db: Db;
  app: ReturnType<typeof createApp>["app"];
  /** The app's services, for what has no HTTP call of its own (a vendor's seamless wallet calls). */
  services: ReturnType<typeof createApp>;
  logs: LogLine[];
  /**
   * A request as a caller at `ip` would make it; `ops` adds the operator's bearer token; `via` sends it to another app
   * process on the same database (secondApp) instead of the first.
   */
  request(pathAndQuery: string, init?: RequestInit & { ip?: string; ops?: boolean; via?: AppProcess }): Promise<Response>;
  /** A second app process on the same database, as when several API processes share PostgreSQL. */
  secondApp(): Promise<AppProcess>;
  /** Sends the platform's calls to vendors (launches, reports) here instead of the network. */
  routeVendorCalls(to: typeof fetch): void;
  /** Sets the lottery's clock (null: the real one), as the schedule and the draw job see it. */
  setLotteryClock(at: Date | null): void;
  /** Runs a service call as a job would: for the demo merchant (requests get theirs from the app's middleware). */
  asMerchant<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Where a server process finds its copy of the migrated, seeded template: the settings to start it with, and its removal. */
export interface TemplateCopy {
  env: { TALA_DATA_DIR: string } | { DATABASE_URL: string };
  drop(): Promise<void>;
}

/** A copy of the template of this kind (tests/api/globalSetup.ts): a data folder for PGlite, a database for PostgreSQL. */
export async function copyTemplate(kind: DatabaseKind): Promise<TemplateCopy> {
  if (kind === "pglite") {
    const dir = mkdtempSync(path.join(tmpdir(), "tala-pglite-"));
    cpSync(inject("pgliteTemplate"), dir, { recursive: true });
    return { env: { TALA_DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = inject("postgresAdminUrl");
  if (!adminUrl) throw new Error(`PostgreSQL is not available: ${inject("postgresProblem")}`);
  const name = `${inject("postgresRunPrefix")}${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  } finally {
    await admin.end();
  }
  return {
    env: { DATABASE_URL: databaseUrl(adminUrl, name) },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Runs `work` with a copy of the template (a server process's settings), removed after, whatever the outcome. */
export async function withTemplateCopy<T>(kind: DatabaseKind, work: (env: TemplateCopy["env"]) => Promise<T>): Promise<T> {
  const copy = await copyTemplate(kind);
  try {
    return await work(copy.env);
  } finally {
    await copy.drop();
  }
}

/** A fresh database for one test file: a copy of the migrated, seeded template of its kind, opened. */
export async function openTestDatabase(kind: DatabaseKind): Promise<{ db: Db; open: () => Promise<Db>; drop: () => Promise<void> }> {
  const copy = await copyTemplate(kind);
  if ("TALA_DATA_DIR" in copy.env) {
    const db = await openPglite(copy.env.TALA_DATA_DIR);
    return { db, open: () => Promise.resolve(db), drop: copy.drop };
  }
  const url = copy.env.DATABASE_URL;
  const db = await openPostgres(url);
  const opened: Db[] = [];
  return {
    db,
    open: async () => {
      const another = await openPostgres(url);
      opened.push(another);
      return another;
    },
    drop: async () => {
      await Promise.all(opened.map((other) => other.close()));
      await copy.drop();
    },
  };
}

async function createHarness(kind: DatabaseKind): Promise<Harness> {
  const database = await openTestDatabase(kind);
  const logs: LogLine[] = [];
  const vendorRoute: { fetch: typeof fetch } = { fetch: globalThis.fetch };
  const vendorFetch: typeof fetch = (...args) => vendorRoute.fetch(...args);
  const lotteryTime: { at: Date | null } = { at: null };
  const lotteryClock = () => lotteryTime.at ?? new Date();
  const build = async (db: Db) => {
    const built = createApp({
      db, log: (line) => logs.push(line), opsToken: OPS_TOKEN, countryHeader: COUNTRY_HEADER, captchaFixed: FIXED_CAPTCHA, secretsKey: SECRETS_KEY, vendorFetch, gameClock: lotteryClock, sportsSleep: () => Promise.resolve(),
    });
    const stop = await built.listen();
    stoppers.push(stop);
    return built;
  };
  const stoppers: (() => Promise<void>)[] = [];
  const services = await build(database.db);
  const { app } = services;
  return {
    kind,
    db: database.db,
    app,
    services,
    logs,
    routeVendorCalls(to) {
      vendorRoute.fetch = to;
    },
    setLotteryClock(at) {
      lotteryTime.at = at;
    },
    async asMerchant(work) {
      return withMerchant(await services.system.resolve(undefined), work);
    },
    request(pathAndQuery, init = {}) {
      const { ip = "198.51.100.10", ops = false, via, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (ops) headers.set("authorization", `Bearer ${OPS_TOKEN}`);
      if (typeof rest.body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
      return Promise.resolve(
        (via?.app ?? app).request(`http://tala.test${pathAndQuery}`, { ...rest, headers }, { incoming: { socket: { remoteAddress: ip } } }),
      );
    },
    secondApp: async () => build(await database.open()),
    async close() {
      await Promise.all(stoppers.map((stop) => stop()));
      await database.db.close();
      await database.drop();
    },
  };
}

/**
 * Caller addresses never used before under `prefix` (two octets): captchas are drawn once a second per client and
 * limits count per address, so each test caller comes from an address of its own.
 */
export function freshAddresses(prefix: string): () => string {
  let used = 0;
  return () => {
    used += 1;
    return `${prefix}.${Math.floor(used / 250)}.${used % 250}`;
  };
}

/** Declares the suite once per database. Without PostgreSQL it says so loudly and skips; under CI=true it fails. */
export function describeOnEachDatabase(title: string, body: (harness: () => Harness) => void) {
  for (const kind of ["pglite", "postgres"] as const) {
    if (kind === "postgres" && !inject("postgresAdminUrl")) {
      const why = `PostgreSQL did not answer (${inject("postgresProblem")}); set TEST_DATABASE_URL or start it`;
      if (process.env.CI === "true") {
        describe(`${title} [postgres]`, () => {
          it("needs PostgreSQL under CI", () => {
            throw new Error(why);
          });
        });
      } else {
        console.warn(`\n!!! SKIPPING "${title}" on PostgreSQL: ${why}\n`);
        describe.skip(`${title} [postgres]`, () => body(() => unavailable()));
      }
      continue;
    }
    describe(`${title} [${kind}]`, () => {
      let harness: Harness | undefined;
      beforeAll(async () => {
        harness = await createHarness(kind);
      });
      afterAll(async () => {
        await harness?.close();
      });
      body(() => harness ?? unavailable());
    });
  }
}

function unavailable(): never {
  throw new Error("the test database is not ready");
}

/** Reads an envelope answer. */
export async function envelope(response: Response): Promise<{ success: boolean; code: string; message: string; value: unknown }> {
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null || !("success" in body) || !("code" in body) || !("message" in body) || !("value" in body)) {
    throw new Error(`not an envelope: ${JSON.stringify(body)}`);
  }
  const { success, code, message, value } = body;
  if (typeof success !== "boolean" || typeof code !== "string" || typeof message !== "string") throw new Error("malformed envelope");
  return { success, code, message, value };
}
