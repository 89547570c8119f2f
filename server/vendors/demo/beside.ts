// npm start runs the demo vendor beside the platform, as its own process on its own port: on each start the
// platform connects the vendor codes it plays as (a slice of the lobby: slots, live tables, fishing) at its address
// with fresh secrets, and hands them to it. The child ends with the platform (its IPC channel closes).
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../../lib/freePort";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The seeded vendors whose games the demo vendor plays (as dice), across game types. */
export const DEMO_VENDOR_BRANDS = [
  { code: "LUCKYSTAR", name: "Lucky Star" },
  { code: "JADE", name: "Jade Dragon" },
  { code: "NEONSPIN", name: "Neon Spin" },
  { code: "VELVET", name: "Velvet Live" },
  { code: "EMERALD", name: "Emerald Casino" },
  { code: "REEF", name: "Reef Hunter" },
] as const;

const START_TIMEOUT_MS = 30_000;

export async function startDemoVendorBeside(options: {
  host: string;
  platformUrl: string;
  dataDir: string;
  /** Connects one brand at the vendor's address; answers its fresh secret. */
  connect: (brand: { code: string; name: string; launchUrl: string; reportUrl: string }) => Promise<string>;
}): Promise<{ url: string; stop: () => void }> {
  const port = await freePort(options.host);
  const url = `http://${options.host}:${port}`;
  const secrets: string[] = [];
  for (const brand of DEMO_VENDOR_BRANDS) {
    const secret = await options.connect({ ...brand, launchUrl: `${url}/launch`, reportUrl: `${url}/report` });
    secrets.push(`${brand.code}=${secret}`);
  }
  const child = await spawnDemoVendor({ DEMO_VENDOR_BRANDS: secrets.join(","), DEMO_VENDOR_PORT: String(port), HOST: options.host, TALA_PLATFORM_URL: options.platformUrl, TALA_DATA_DIR: options.dataDir });
  return { url, stop: () => void child.kill("SIGTERM") };
}

/**
 * `npm run vendor:demo` as a child process with these settings, answered once it listens. Its IPC channel ends it
 * with the parent, however that ends; after the start its output goes to the parent's.
 */
export async function spawnDemoVendor(env: Record<string, string>): Promise<ChildProcess> {
  const main = path.join(path.dirname(fileURLToPath(import.meta.url)), "main.ts");
  const child = spawn(process.execPath, ["--import", "tsx", main], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit", "ipc"] });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`the demo vendor did not start in ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("demo_vendor_started")) {
        clearTimeout(timer);
        child.stdout?.removeAllListeners("data");
        child.stdout?.pipe(process.stdout);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the demo vendor exited (${String(code)})`));
    });
  });
  return child;
}
