// npm run bench: the home page's JavaScript weight (gzip) against its budget; requests/second of status, game menus
// and login; ledger transfers/second on PGlite and PostgreSQL beside pgbench TPC-B.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { z } from "zod";
import { chromium } from "playwright-core";
import { startServerProcess } from "./serverProcess";
import { ledgerThroughput, pgbenchTps } from "./benchLedger";
import { withScratchDatabase } from "./scratchDatabase";
import { agentBench } from "./benchAgent";
import { LINES, spinMultiplier, theoreticalRtp } from "../server/modules/casino/house/slot";
import { openPglite, openPostgres } from "../server/db/index";

const HOME_JS_BUDGET_KB = 150;
const LOAD_SECONDS = 10;
const CONNECTIONS = 50;
/** `npm run bench -- --home` weighs the home page only; `-- --ledger` measures the ledger only; `-- --slot` the slot's RTP. */
const HOME_ONLY = process.argv.includes("--home");
const LEDGER_ONLY = process.argv.includes("--ledger");
const SLOT_ONLY = process.argv.includes("--slot");
const GAMES_ONLY = process.argv.includes("--games");
const AGENT_ONLY = process.argv.includes("--agent");
/** Enough spins that the measured RTP's standard error (about 2.1 / √spins) is near 0.1 percentage points. */
const SLOT_SPINS = 4_000_000;
const RTP_TOLERANCE_POINTS = 0.5;
const LEDGER_CLIENTS = 8;
/** Targets: PostgreSQL transfers at least as fast as pgbench's TPC-B; PGlite at least 2,000 transfers/s. */
const PGLITE_TRANSFERS_TARGET = 2000;
const PGBENCH_RATIO_TARGET = 1.0;

/** Loads the home page in Chromium as a first-time visitor and weighs every script it fetched, gzipped at level 9. */
async function homePageScripts(url: string): Promise<{ files: { name: string; raw: number; gzip: number }[] }> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("h1").first().waitFor();
  await browser.close();
  const files = [...scripts].map((pathname) => {
    const content = readFileSync(path.join("dist", pathname));
    return { name: pathname, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  return { files };
}

async function loadStatus(url: string, path = "/wps/system/status?url=localhost") {
  const result = await autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration: LOAD_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}

/** argon2id at the production parameters, one hash at a time. */
async function argon2Timing() {
  const { hashPassword } = await import("../server/lib/secrets");
  await hashPassword("warm-up");
  const rounds = 20;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) await hashPassword(`password-${i}`);
  return (performance.now() - started) / rounds;
}

async function loadLogin(url: string) {
  const result = await autocannon({
    url: `${url}/wps/session/login`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "username", username: "agent01", password: "Agent@2026" }),
    connections: 8,
    duration: LOAD_SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors under login load`);
  return { rps: Math.round(result.requests.average * 10) / 10, p50: result.latency.p50, p99: result.latency.p99 };
}

const LOGIN_ACCOUNTS = 8;
/**
 * Logins spread over eight accounts (downlines agent01 opens), as players log in: attempts on one account are judged
 * one at a time (its lockout counts each before the next), so one account alone measures that line, not the server.
 */
async function loadLoginManyAccounts(url: string) {
  const json = { "content-type": "application/json" };
  const signIn = await fetch(`${url}/wps/session/login`, { method: "POST", headers: json, body: JSON.stringify({ type: "username", username: "agent01", password: "Agent@2026" }) });
  const { value } = z.object({ value: z.object({ token: z.string() }) }).parse(await signIn.json());
  const usernames = Array.from({ length: LOGIN_ACCOUNTS }, (_, i) => `bench${randomUUID().slice(0, 8)}${i}`);
  for (const username of usernames) {
    const opened = await fetch(`${url}/wps/agent/downlines`, {
      method: "PUT",
      headers: { ...json, token: value.token },
      body: JSON.stringify({ username, password: "Bench2026", accountType: 0, paymentPassword: "246810" }),
    });
    if (!opened.ok) throw new Error(`could not open ${username}: ${await opened.text()}`);
  }
  let sent = 0;
  const result = await autocannon({
    url: `${url}/wps/session/login`,
    method: "POST",
    headers: json,
    // Round robin over the accounts across all connections (a requests list would start every connection on the first).
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ type: "username", username: usernames[sent++ % usernames.length], password: "Bench2026" }) }),
      },
    ],
    connections: 8,
    duration: LOAD_SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors under login load`);
  return { rps: Math.round(result.requests.average * 10) / 10, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Transfers/second on file-backed PGlite (one connection) and on PostgreSQL with 8 clients, beside pgbench. */
async function ledgerBench(adminUrl: string): Promise<boolean> {
  let met = true;
  const dataDir = mkdtempSync(path.join(tmpdir(), "tala-ledger-"));
  const pglite = await openPglite(dataDir);
  try {
    const result = await ledgerThroughput(pglite, LEDGER_CLIENTS, LOAD_SECONDS);
    met &&= result.perSecond >= PGLITE_TRANSFERS_TARGET;
    console.log(`Ledger transfers on PGlite (file, one connection, ${LEDGER_CLIENTS} clients): ${result.perSecond}/s (${result.total} in ${LOAD_SECONDS} s) — target ${PGLITE_TRANSFERS_TARGET}/s`);
  } finally {
    await pglite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    const transfers = await withScratchDatabase(adminUrl, "tala_ledger", async (url) => {
      const postgres = await openPostgres(url);
      try {
        return (await ledgerThroughput(postgres, LEDGER_CLIENTS, LOAD_SECONDS)).perSecond;
      } finally {
        await postgres.close();
      }
    });
    const tps = await withScratchDatabase(adminUrl, "tala_pgbench", (url) => pgbenchTps(url, LEDGER_CLIENTS, LOAD_SECONDS));
    const ratio = transfers / tps;
    met &&= ratio >= PGBENCH_RATIO_TARGET;
    console.log(`Ledger transfers on PostgreSQL (${LEDGER_CLIENTS} clients): ${transfers}/s; pgbench TPC-B (scale 10, ${LEDGER_CLIENTS} clients): ${tps} tps; ratio ${ratio.toFixed(2)} — target ≥ ${PGBENCH_RATIO_TARGET.toFixed(2)}`);
  } catch (error) {
    console.log(`PostgreSQL ledger run skipped: ${error instanceof Error ? error.message : String(error)}`);
    met = false;
  }
  return met;
}

/** GCSGAME_gameList with a catalogue of 10,000 more games, on PGlite and on PostgreSQL: a page deep in the slots, and a name search. */
const CATALOGUE_GAMES = 10_000;
const ADD_CATALOGUE = `insert into game (merchant_id, node_id, vendor_code, game_type, game_code, names, search_text, image_url, popularity, sort)
  select v.merchant_id, 'BENCH-' || n, v.code, v.game_type, 'bench' || n, jsonb_build_object('en', 'Bench Game ' || n, 'bn', 'বেঞ্চ গেম ' || n),
         lower('bench game ' || n || ' বেঞ্চ গেম ' || n), '/demo/games/bench.svg', n % 1000, n
    from generate_series(1, ${CATALOGUE_GAMES}) n
    join lateral (select merchant_id, code, game_type from game_vendor where game_type = 'RNG' order by code offset (n % 10) limit 1) v on true`;

async function measureGameList(url: string, database: string) {
  const deep = await loadStatus(url, "/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=40&pageSize=24");
  console.log(`GET GCSGAME_gameList (10,000 more games, RNG page 40) on ${database}: ${deep.rps} req/s (p50 ${deep.p50} ms, p99 ${deep.p99} ms)`);
  const named = await loadStatus(url, "/wps/relay/GCSGAME_gameList?gameName=game%2077&pageNo=1");
  console.log(`GET GCSGAME_gameList (10,000 more games, name search) on ${database}: ${named.rps} req/s (p50 ${named.p50} ms, p99 ${named.p99} ms)`);
}

async function gameListBench(adminUrl: string) {
  // PGlite is one process's: the server seeds the data dir, stops, the catalogue is added, and the server starts again.
  const dataDir = mkdtempSync(path.join(tmpdir(), "tala-games-"));
  try {
    await (await startServerProcess({ TALA_DATA_DIR: dataDir })).stop();
    const pglite = await openPglite(dataDir);
    await pglite.execute(ADD_CATALOGUE);
    await pglite.close();
    const server = await startServerProcess({ TALA_DATA_DIR: dataDir });
    try {
      await measureGameList(server.url, "PGlite");
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    await withScratchDatabase(adminUrl, "tala_games", async (url) => {
      await (await startServerProcess({ DATABASE_URL: url })).stop();
      const postgres = await openPostgres(url);
      await postgres.execute(ADD_CATALOGUE);
      await postgres.close();
      const server = await startServerProcess({ DATABASE_URL: url });
      try {
        await measureGameList(server.url, "PostgreSQL");
      } finally {
        await server.stop();
      }
    });
  } catch (error) {
    console.log(`Game list run on PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The house slot's return over SLOT_SPINS provably fair spins, against the figure its paytable states. */
function slotRtp(): boolean {
  const seeds = { serverSeed: randomUUID(), clientSeed: "bench", nonce: 0 };
  let returned = 0;
  const started = performance.now();
  for (let nonce = 0; nonce < SLOT_SPINS; nonce++) returned += spinMultiplier({ ...seeds, nonce });
  const seconds = (performance.now() - started) / 1000;
  const measured = returned / LINES.length / SLOT_SPINS;
  const stated = theoreticalRtp();
  const gap = Math.abs(measured - stated) * 100;
  console.log(
    `House slot RTP over ${SLOT_SPINS.toLocaleString("en")} spins: ${(measured * 100).toFixed(3)}% measured, ${(stated * 100).toFixed(3)}% stated (gap ${gap.toFixed(3)} points, limit ${RTP_TOLERANCE_POINTS}); ${Math.round(SLOT_SPINS / seconds).toLocaleString("en")} spins/s`,
  );
  return gap <= RTP_TOLERANCE_POINTS;
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  if (LEDGER_ONLY) process.exit((await ledgerBench(adminUrl)) ? 0 : 1);
  if (SLOT_ONLY) process.exit(slotRtp() ? 0 : 1);
  if (GAMES_ONLY) return gameListBench(adminUrl);
  if (AGENT_ONLY) process.exit((await agentBench(adminUrl)) ? 0 : 1);
  if (!existsSync("dist/index.html")) throw new Error("build the site first: npm run build");
  const dataDir = mkdtempSync(path.join(tmpdir(), "tala-bench-"));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  let overBudget = false;
  const site = await startServerProcess({ TALA_DATA_DIR: dataDir });
  try {
    const { files } = await homePageScripts(site.url);
    const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
    const raw = files.reduce((sum, file) => sum + file.raw, 0);
    console.log("Home page JavaScript (first visit, BN):");
    for (const file of files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${file.name.padEnd(44)} ${kb(file.raw).padStart(7)} KB  ${kb(file.gzip).padStart(6)} KB gzip`);
    overBudget = gzip > HOME_JS_BUDGET_KB * 1024;
    console.log(`  total: ${files.length} files, ${kb(raw)} KB, ${kb(gzip)} KB gzip — budget ${HOME_JS_BUDGET_KB} KB: ${overBudget ? "OVER" : "within"}`);
    if (HOME_ONLY) return;
    const pglite = await loadStatus(site.url);
    console.log(`GET /wps/system/status on PGlite: ${pglite.rps} req/s (p50 ${pglite.p50} ms, p99 ${pglite.p99} ms; ${CONNECTIONS} connections, ${LOAD_SECONDS} s, loopback)`);
    const menus = await loadStatus(site.url, "/lgw/games/game_menus");
    console.log(`GET /lgw/games/game_menus on PGlite: ${menus.rps} req/s (p50 ${menus.p50} ms, p99 ${menus.p99} ms)`);
    const login = await loadLogin(site.url);
    console.log(`POST /wps/session/login (argon2id verify + session) on PGlite, one account: ${login.rps} req/s (p50 ${login.p50} ms, p99 ${login.p99} ms; 8 connections)`);
    const spread = await loadLoginManyAccounts(site.url);
    console.log(`POST /wps/session/login on PGlite, ${LOGIN_ACCOUNTS} accounts: ${spread.rps} req/s (p50 ${spread.p50} ms, p99 ${spread.p99} ms; 8 connections)`);
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (HOME_ONLY) process.exit(overBudget ? 1 : 0);
  try {
    await withScratchDatabase(adminUrl, "tala_bench", async (url) => {
      const onPostgres = await startServerProcess({ DATABASE_URL: url });
      try {
        const postgres = await loadStatus(onPostgres.url);
        console.log(`GET /wps/system/status on PostgreSQL: ${postgres.rps} req/s (p50 ${postgres.p50} ms, p99 ${postgres.p99} ms)`);
        const menus = await loadStatus(onPostgres.url, "/lgw/games/game_menus");
        console.log(`GET /lgw/games/game_menus on PostgreSQL: ${menus.rps} req/s (p50 ${menus.p50} ms, p99 ${menus.p99} ms)`);
        const login = await loadLogin(onPostgres.url);
        console.log(`POST /wps/session/login on PostgreSQL, one account: ${login.rps} req/s (p50 ${login.p50} ms, p99 ${login.p99} ms)`);
        const spread = await loadLoginManyAccounts(onPostgres.url);
        console.log(`POST /wps/session/login on PostgreSQL, ${LOGIN_ACCOUNTS} accounts: ${spread.rps} req/s (p50 ${spread.p50} ms, p99 ${spread.p99} ms)`);
      } finally {
        await onPostgres.stop();
      }
    });
  } catch (error) {
    console.log(`PostgreSQL run skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log(`argon2id hash (m=19456 KiB, t=2, p=1): ${(await argon2Timing()).toFixed(1)} ms each`);
  const ledgerMet = await ledgerBench(adminUrl);
  const rtpMet = slotRtp();
  await gameListBench(adminUrl);
  const agentMet = await agentBench(adminUrl).catch((error: unknown) => {
    console.log(`Team overview run skipped: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  });
  if (overBudget || !ledgerMet || !rtpMet || !agentMet) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
