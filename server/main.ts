// Starts the platform: opens the database, migrates, seeds the demo merchant, serves the API and the site on one port.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { readConfig } from "./config";
import { openDatabase } from "./db/index";
import { migrate } from "./db/migrate";
import { jsonLogger } from "./http/logger";
import { seedDemo } from "./seed/demo";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  const config = readConfig(process.env);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  const seeded = await seedDemo(db);
  const { app, system } = createApp({
    db,
    log: jsonLogger,
    opsToken: config.opsToken,
    countryHeader: config.countryHeader,
    distDir: path.join(rootDir, "dist"),
  });
  const stopListening = await system.start();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    jsonLogger({
      level: "info",
      event: "started",
      url: `http://${config.host}:${info.port}/`,
      port: info.port,
      database: db.kind === "pglite" ? `pglite ${config.dataDir}` : "postgresql",
      migrationsApplied: applied.join(",") || "none",
      seeded,
      opsApi: config.opsToken !== undefined,
    });
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    await stopListening().catch(() => {});
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`Tala could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
