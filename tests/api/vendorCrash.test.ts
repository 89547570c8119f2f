// The platform SIGKILLed while the demo vendor (its own process) sends a burst of rounds: after the restart the
// vendor's retries land, every movement the platform acknowledged is there once, and the day's reconciliation shows
// the vendor and the ledger agreeing.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withTemplateCopy } from "./harness";
import { z } from "zod";
import { startServerProcess, type ServerProcess } from "../../scripts/serverProcess";
import { freePort } from "../../server/lib/freePort";
import { PLAY_KEY_HEADER } from "../../server/vendors/demo/app";
import { spawnDemoVendor } from "../../server/vendors/demo/beside";

const OPS_TOKEN = "vendor-crash-ops-token-0123456789";
const CAPTCHA = "CRASH";
const ROLLS = 60;
const IN_FLIGHT = 6;
const KILL_AFTER = 12;
const VENDOR = "GOLDREEL";

const envelope = z.object({ success: z.boolean(), code: z.string(), value: z.unknown() });
const storeFile = z.object({ rounds: z.array(z.object({ id: z.string(), status: z.string(), bet: z.string(), win: z.string() })) });

async function call(url: string, pathname: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const response = await fetch(`${url}${pathname}`, {
    ...rest,
    headers: { authorization: `Bearer ${OPS_TOKEN}`, "content-type": "application/json", "idempotency-key": randomUUID(), ...(token ? { token } : {}), ...rest.headers },
  });
  return envelope.parse(await response.json());
}

async function crashRun(env: Record<string, string>) {
  const platformPort = String(await freePort());
  const vendorPort = await freePort();
  const vendorData = mkdtempSync(path.join(tmpdir(), "tala-vendor-crash-"));
  const settings = { ...env, PORT: platformPort, TALA_OPS_TOKEN: OPS_TOKEN, TALA_TEST_HOOKS: "on", TALA_CAPTCHA_FIXED: CAPTCHA };
  let platform: ServerProcess = await startServerProcess(settings);
  let vendor: ChildProcess | undefined;
  try {
    const vendorUrl = `http://127.0.0.1:${vendorPort}`;
    const registered = await call(platform.url, "/ops/vendors", { method: "POST", body: JSON.stringify({ code: VENDOR, name: "Crash studio", launchUrl: `${vendorUrl}/launch`, reportUrl: `${vendorUrl}/report` }) });
    const secret = z.object({ secret: z.string() }).parse(registered.value).secret;
    vendor = await spawnDemoVendor({ DEMO_VENDOR_BRANDS: `${VENDOR}=${secret}`, DEMO_VENDOR_PORT: String(vendorPort), TALA_PLATFORM_URL: platform.url, TALA_DATA_DIR: vendorData });

    // A player with money, launched into one of the vendor's games.
    const captcha = await call(platform.url, "/wps/captcha", { headers: { "client-id": randomUUID() } });
    const username = `crash${randomUUID().slice(0, 8)}`;
    const joined = await call(platform.url, "/wps/member/register", {
      method: "PUT",
      body: JSON.stringify({ username, password: "Crash2026x", confirmPassword: "Crash2026x", paymentPassword: "246810", affiliateCode: "TALA2026", captchaId: z.object({ captchaId: z.string() }).parse(captcha.value).captchaId, captcha: CAPTCHA, registerMethod: "WEB" }),
    });
    const token = z.object({ token: z.string() }).parse(joined.value).token;
    await call(platform.url, "/ops/wallet/adjustments", { method: "POST", body: JSON.stringify({ username, amount: "500", reason: "Crash test funds" }) });
    const games = z.object({ games: z.array(z.object({ nodeId: z.string(), vassalage: z.string() })) }).parse((await call(platform.url, `/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=100`)).value).games;
    const nodeId = games.find((game) => game.vassalage === VENDOR)?.nodeId ?? "";
    const launched = await call(platform.url, `/wps/game/launchGame?nodeId=${encodeURIComponent(nodeId)}`, { token });
    const gameUrl = new URL(z.object({ url: z.string() }).parse(launched.value).url);
    // The game page's calls carry the play key from the address's fragment, as the page sends it.
    const play = gameUrl.pathname;
    const playKey = gameUrl.hash.slice(1);

    // A burst of rolls; the platform is killed once a few have been answered.
    let next = 0;
    let answered = 0;
    let killing: Promise<void> | null = null;
    const roller = async () => {
      while (next < ROLLS) {
        next += 1;
        const response = await fetch(`${vendorUrl}${play}/roll`, { method: "POST", headers: { "content-type": "application/json", [PLAY_KEY_HEADER]: playKey }, body: JSON.stringify({ bet: "1.00", under: 50 }) }).catch(() => null);
        if (response?.ok) answered += 1;
        if (answered >= KILL_AFTER && !killing) killing = platform.kill();
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, roller));
    await killing;
    expect(answered).toBeGreaterThanOrEqual(KILL_AFTER);

    // Back on the same address and data; the vendor's retries (every 2 s) deliver what was left.
    platform = await startServerProcess(settings);
    const unfinished = () => storeFile.parse(JSON.parse(readFileSync(path.join(vendorData, "demo-vendor.json"), "utf8"))).rounds.filter((round) => round.status === "placed" || round.status === "undoing");
    await expect.poll(() => unfinished().length, { timeout: 30_000, interval: 500 }).toBe(0);
    const rounds = storeFile.parse(JSON.parse(readFileSync(path.join(vendorData, "demo-vendor.json"), "utf8"))).rounds;
    expect(rounds.filter((round) => round.status === "refused")).toEqual([]);

    const day = new Date().toISOString().slice(0, 10);
    const report = z.object({ agrees: z.boolean(), ledger: z.object({ rounds: z.number() }), reported: z.object({ rounds: z.number() }) }).parse((await call(platform.url, `/ops/vendors/${VENDOR}/reconciliation?day=${day}`)).value);
    expect(report.agrees).toBe(true);
    expect(report.ledger.rounds).toBe(rounds.filter((round) => round.status === "settled" || round.status === "rolled_back").length);
    const proof = z.object({ balanced: z.boolean(), total: z.string(), unbalancedTransfers: z.number() }).parse((await call(platform.url, "/ops/wallet/trial-balance")).value);
    expect(proof).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
  } finally {
    vendor?.kill("SIGTERM");
    await platform.stop();
    rmSync(vendorData, { recursive: true, force: true });
  }
}

describe("an outside vendor across a platform crash", () => {
  // Each on a copy of the migrated, seeded template: the crash is what is tested, not a first boot.
  it.each([["PGlite", "pglite"], ["PostgreSQL", "postgres"]] as const)("lands the vendor's retries once and reconciles on %s", async (_database, kind) => {
    await withTemplateCopy(kind, crashRun);
  }, 180_000);
});
