// A fresh install migrates and seeds once; a second start reuses the data and adds nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { openPglite } from "../../server/db/index";
import { loadMigrations, migrate } from "../../server/db/migrate";
import { seedDemo } from "../../server/seed/demo";
import { readConfig } from "../../server/config";
import { describeOnEachDatabase } from "./harness";

const count = z.object({ n: z.coerce.number() });

describeOnEachDatabase("migrations and seed", (h) => {
  it("runs each migration once and never duplicates the seed", async () => {
    const { db } = h();
    expect(await migrate(db)).toEqual([]);
    expect(await seedDemo(db)).toBe(false);
    const [merchants] = await db.query(count, "select count(*) as n from merchant");
    const [rules] = await db.query(count, "select count(*) as n from register_rule");
    expect(merchants?.n).toBe(1);
    expect(rules?.n).toBeGreaterThan(20);
    const [versions] = await db.query(count, "select count(*) as n from schema_migrations");
    expect(versions?.n).toBe(loadMigrations().length);
  });

  it("gives an install seeded with the default symbol the demo merchant's taka sign on its next start, and keeps an operator's own", async () => {
    const { db } = h();
    const symbol = async () => (await db.query(z.object({ currency_symbol: z.string() }), "select currency_symbol from merchant where code = 'TALA'"))[0]?.currency_symbol;
    expect(await symbol()).toBe("৳");
    await db.execute("update merchant set currency_symbol = 'P' where code = 'TALA'");
    await seedDemo(db);
    expect(await symbol()).toBe("৳");
    await db.execute("update merchant set currency_symbol = 'Tk' where code = 'TALA'");
    await seedDemo(db);
    expect(await symbol()).toBe("Tk");
    await db.execute("update merchant set currency_symbol = '৳' where code = 'TALA'");
  });

  it("keeps the database's own rules: a required field must be enabled", async () => {
    await expect(
      h().db.execute("update register_rule set enabled = false, required = true where field = 'username'"),
    ).rejects.toThrow();
  });
});

/** Migrating and seeding an empty PGlite folder, then opening it again: 4 s alone, past a minute on a saturated machine. */
const FIRST_START_TIMEOUT_MS = 180_000;

describe("a PGlite data folder", () => {
  it("is migrated and seeded on first start and reused on the second", { timeout: FIRST_START_TIMEOUT_MS }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tala-start-"));
    try {
      const first = await openPglite(dir);
      expect(await migrate(first)).toEqual(loadMigrations().map((m) => m.version));
      expect(await seedDemo(first)).toBe(true);
      await first.close();
      const second = await openPglite(dir);
      expect(await migrate(second)).toEqual([]);
      expect(await seedDemo(second)).toBe(false);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a second process while the first one holds it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tala-lock-"));
    try {
      const db = await openPglite(dir);
      // Pretend another live process (our parent) holds the folder.
      const { writeFileSync } = await import("node:fs");
      writeFileSync(path.join(dir, "tala.lock"), String(process.ppid));
      await expect(openPglite(dir)).rejects.toThrow(/in use by process/);
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("server configuration", () => {
  it("uses the conventional defaults", () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 8080, host: "127.0.0.1", databaseUrl: undefined, opsToken: undefined });
    expect(config.dataDir).toBe(path.resolve("./data"));
  });

  it("refuses the captcha test hook in production", () => {
    expect(() => readConfig({ NODE_ENV: "production", TALA_CAPTCHA_FIXED: "1234" })).toThrow(/refused when NODE_ENV=production/);
    expect(readConfig({ TALA_TEST_HOOKS: "on", TALA_CAPTCHA_FIXED: "1234" }).captchaFixed).toBe("1234");
    expect(() => readConfig({ NODE_ENV: "production", TALA_SETTLEMENT_CLOCK_SHIFT_HOURS: "24" })).toThrow(/TALA_SETTLEMENT_CLOCK_SHIFT_HOURS is a test hook/);
    expect(() => readConfig({ NODE_ENV: "production", TALA_GAME_CLOCK: "on" })).toThrow(/TALA_GAME_CLOCK is a test hook/);
    expect(readConfig({ TALA_TEST_HOOKS: "on", TALA_GAME_CLOCK: "on" }).gameClockHook).toBe(true);
    expect(readConfig({}).gameClockHook).toBe(false);
    // The demo payment provider credits play money: on for a demo, off in production unless the operator says so.
    expect(readConfig({}).demoPayments).toBe(true);
    expect(readConfig({ NODE_ENV: "production" }).demoPayments).toBe(false);
    expect(readConfig({ NODE_ENV: "production", TALA_DEMO_PAYMENTS: "on" }).demoPayments).toBe(true);
    expect(() => readConfig({ TALA_DEMO_PAYMENTS: "yes" })).toThrow(/TALA_DEMO_PAYMENTS/);
    expect(readConfig({ NODE_ENV: "production", TALA_TRUSTED_PROXIES: "10.0.0.5, 10.1.0.0/16" }).trustedProxies).toEqual(["10.0.0.5", "10.1.0.0/16"]);
    expect(() => readConfig({ NODE_ENV: "production", TALA_TRUSTED_PROXIES: "10.0.0.5,proxy.local" })).toThrow(/TALA_TRUSTED_PROXIES/);
    expect(readConfig({ TALA_TEST_HOOKS: "on", TALA_SETTLEMENT_CLOCK_SHIFT_HOURS: "24" }).settlementClockShiftHours).toBe(24);
    expect(readConfig({}).settlementClockShiftHours).toBe(0);
    expect(readConfig({ TALA_RECEIPT_AUTOCONFIRM_MINUTES: "45" }).receiptAutoconfirmMinutes).toBe(45);
    expect(() => readConfig({ TALA_RECEIPT_AUTOCONFIRM_MINUTES: "0" })).toThrow(/TALA_RECEIPT_AUTOCONFIRM_MINUTES/);
  });

  it("reads production however NODE_ENV is spelled, and refuses a value it does not know", () => {
    for (const spelling of ["Production", "PRODUCTION", "production ", " production\t"]) {
      const config = readConfig({ NODE_ENV: spelling });
      expect(config.production, JSON.stringify(spelling)).toBe(true);
      expect(config).toMatchObject({ demoPayments: false, demoVendor: false, demoFeed: false });
      expect(() => readConfig({ NODE_ENV: spelling, TALA_TEST_HOOKS: "on", TALA_GAME_CLOCK: "on" })).toThrow(/refused when NODE_ENV=production/);
    }
    for (const unknown of ["prod", "producton", "live", " "]) expect(() => readConfig({ NODE_ENV: unknown }), JSON.stringify(unknown)).toThrow(/NODE_ENV/);
    expect(readConfig({ NODE_ENV: "Development" }).production).toBe(false);
  });

  it("refuses to start a server others can reach without NODE_ENV, so demo features are never open by omission", () => {
    expect(() => readConfig({ HOST: "0.0.0.0" })).toThrow(/NODE_ENV is not set on a server others can reach/);
    expect(() => readConfig({ HOST: "10.0.0.7" })).toThrow(/NODE_ENV/);
    expect(() => readConfig({ TALA_TRUSTED_PROXIES: "10.0.0.5" })).toThrow(/NODE_ENV/);
    expect(readConfig({ HOST: "0.0.0.0", NODE_ENV: "production" }).production).toBe(true);
    expect(readConfig({ HOST: "0.0.0.0", NODE_ENV: "development" }).demoPayments).toBe(true);
    for (const host of ["127.0.0.1", "localhost", "::1"]) expect(readConfig({ HOST: host }).demoFeed).toBe(true);
  });

  it("needs TALA_TEST_HOOKS=on for every test hook, and production refuses the switch itself", () => {
    expect(() => readConfig({ TALA_CAPTCHA_FIXED: "1234" })).toThrow(/TALA_CAPTCHA_FIXED is a test hook: it needs TALA_TEST_HOOKS=on/);
    expect(() => readConfig({ TALA_GAME_CLOCK: "on" })).toThrow(/TALA_GAME_CLOCK is a test hook: it needs TALA_TEST_HOOKS=on/);
    expect(() => readConfig({ TALA_SETTLEMENT_CLOCK_SHIFT_HOURS: "24" })).toThrow(/needs TALA_TEST_HOOKS=on/);
    expect(() => readConfig({ NODE_ENV: "production", TALA_TEST_HOOKS: "on" })).toThrow(/TALA_TEST_HOOKS is refused/);
    expect(readConfig({ TALA_TEST_HOOKS: "on" }).gameClockHook).toBe(false);
  });

  it("serves the demo sports feed outside production, and in production only when the operator switches it on", () => {
    expect(readConfig({}).demoFeed).toBe(true);
    expect(readConfig({ TALA_DEMO_FEED: "off" }).demoFeed).toBe(false);
    expect(readConfig({ NODE_ENV: "production" }).demoFeed).toBe(false);
    expect(readConfig({ NODE_ENV: "production", TALA_DEMO_FEED: "on" }).demoFeed).toBe(true);
    expect(() => readConfig({ TALA_DEMO_FEED: "yes" })).toThrow(/TALA_DEMO_FEED/);
  });

  it("names the variable that is wrong", () => {
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readConfig({ TALA_OPS_TOKEN: "short" })).toThrow(/TALA_OPS_TOKEN/);
    expect(() => readConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });
});
