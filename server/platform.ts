// Opens the database, migrates, seeds the demo merchant and serves the app: shared by npm start and npm run dev.
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import type { ServerConfig } from "./config";
import { openDatabase } from "./db/index";
import { migrate } from "./db/migrate";
import { jsonLogger } from "./http/logger";
import { createJobs } from "./jobs";
import { seedDemo } from "./seed/demo";
import { loadSecretsKey } from "./lib/secretBox";
import { checkInstallKey } from "./lib/installKey";
import { withMerchant } from "./lib/merchantScope";
import { startDemoVendorBeside } from "./vendors/demo/beside";

const SETTLEMENT_FIRST_DELAY_MS = 30_000;
const SETTLEMENT_INTERVAL_MS = 5 * 60 * 1000;
/** The lottery and the sportsbook settle on a beat of their own: a draw or a match is settled within this long of its end. */
const LOTTERY_BEAT_MS = 5_000;

export async function startPlatform(config: ServerConfig, options: { distDir?: string; port?: number } = {}) {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  const seeded = await seedDemo(db);
  const secretsKey = loadSecretsKey(config.secretsKey, config.dataDir);
  await checkInstallKey(db, secretsKey).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  // The catalogue's small tables stay under autovacuum's analyze threshold and would keep default estimates, and
  // the lobby's join would then loop over every vendor: fresh statistics for them at start keep its plans right.
  await db.execute("analyze game_vendor, game");
  const settlementClock = () => new Date(Date.now() + config.settlementClockShiftHours * 3_600_000);
  const { app, listen, system, wallet, casino, lottery, sports, agents, points, rewards } = createApp({
    db,
    log: jsonLogger,
    opsToken: config.opsToken,
    countryHeader: config.countryHeader,
    trustedProxies: config.trustedProxies,
    captchaFixed: config.captchaFixed,
    settlementClock,
    gameClockHook: config.gameClockHook,
    receiptClockHook: config.receiptClockHook,
    receiptAutoconfirmMinutes: config.receiptAutoconfirmMinutes,
    demoPayments: config.demoPayments,
    demoFeed: config.demoFeed,
    production: config.production,
    secretsKey,
    distDir: options.distDir,
  });
  const stopListening = await listen();
  const port = options.port ?? config.port;
  let listeningPort = 0;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port, hostname: config.host }, (info) => {
      listeningPort = info.port;
      resolve(listening);
    });
  });
  // The demo vendor (npm start's outside games) runs beside the platform, connected before the start is announced.
  const demoVendor = config.demoVendor
    ? await system.resolve(undefined).then((merchant) =>
        startDemoVendorBeside({
          host: config.host,
          platformUrl: `http://${config.host}:${listeningPort}`,
          dataDir: config.dataDir,
          connect: (brand) => withMerchant(merchant, () => casino.vendors.reconnect(brand)),
        }),
      )
    : null;
  jsonLogger({
    level: "info",
    event: "started",
    url: `http://${config.host}:${listeningPort}/`,
    port: listeningPort,
    database: db.kind === "pglite" ? `pglite ${config.dataDir}` : "postgresql",
    migrationsApplied: applied.join(",") || "none",
    seeded,
    opsApi: config.opsToken !== undefined,
    demoVendor: demoVendor?.url ?? null,
  });

  // Play-money features switched on in production are the operator's knowing choice: said loudly at every start.
  if (config.production) {
    if (config.demoFeed) jsonLogger({ level: "warn", event: "demo_sports_feed_on", message: "TALA_DEMO_FEED=on: the sportsbook takes bets on the demo feed's simulated matches, not real ones." });
    if (config.demoPayments) jsonLogger({ level: "warn", event: "demo_payments_on", message: "TALA_DEMO_PAYMENTS=on: the demo payment provider credits deposits without real money." });
  }

  const jobs = createJobs(db, { system, agents, points, wallet, rewards, casino, lottery, sports }, settlementClock, jsonLogger);
  const settleDue = () => void jobs.runDue();
  const firstSettlement = setTimeout(settleDue, SETTLEMENT_FIRST_DELAY_MS);
  const settlements = setInterval(settleDue, SETTLEMENT_INTERVAL_MS);
  const lotteryDraws = setInterval(() => void jobs.drawLotteries(), LOTTERY_BEAT_MS);

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      clearTimeout(firstSettlement);
      clearInterval(settlements);
      clearInterval(lotteryDraws);
      demoVendor?.stop();
      await new Promise((resolve) => server.close(resolve));
      await stopListening();
      await db.close();
    })();
    return stopping;
  };
  return { stop };
}

/** Stops cleanly on Ctrl+C or a service manager's TERM, so PGlite's folder is closed and unlocked. */
export function stopOnSignals(stop: () => Promise<unknown>) {
  const exit = () => {
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", exit);
  process.once("SIGTERM", exit);
}
