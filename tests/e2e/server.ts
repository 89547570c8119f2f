// Boots the real server (npm start's entry point) on a free port with a temporary data folder, and a headless Chromium.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";
export const OPS_TOKEN = "e2e-ops-token-0123456789";
export const SCREENSHOTS = path.resolve("test-results/screenshots");

export function e2eUnavailable(): string | null {
  if (!existsSync(CHROMIUM)) return `Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium)`;
  if (!existsSync(path.resolve("dist/index.html"))) return "the site is not built (npm run build)";
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningSite {
  url: string;
  ops(pathname: string, body: object): Promise<void>;
  stop(): Promise<void>;
}

export async function startSite(): Promise<RunningSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "tala-e2e-"));
  const child: ChildProcess = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", TALA_DATA_DIR: dataDir, TALA_OPS_TOKEN: OPS_TOKEN, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"event":"started"')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async ops(pathname, body) {
      const response = await fetch(`${url}${pathname}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${OPS_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`operator call ${pathname} answered ${response.status}`);
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}
