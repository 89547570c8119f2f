// npm start: the platform API and the built site on one port (PORT, default 8080).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readConfig } from "./config";
import { startPlatform, stopOnSignals } from "./platform";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

try {
  const platform = await startPlatform(readConfig(process.env), { distDir: path.join(rootDir, "dist") });
  stopOnSignals(platform.stop);
} catch (error) {
  process.stderr.write(`Tala could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
