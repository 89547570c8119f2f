// Starts the real server entry point (what npm start runs) as a child process on a free port, for e2e tests and benchmarks.
import { spawn } from "node:child_process";
import { freePort } from "../server/lib/freePort";

const STOP_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
  /** SIGKILL: no shutdown, no flush, as when the machine loses the process. */
  kill(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // A restart after a crash may ask for the port it had, so the callers that know its address still find it.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // node with tsx as a loader: one process, so a signal reaches the server itself.
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    // The demo vendor runs only where a test asks for it (TALA_DEMO_VENDOR=on).
    env: { ...process.env, DATABASE_URL: "", TALA_DEMO_VENDOR: "off", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"event":"started"')) {
        clearTimeout(timer);
        child.stdout.removeAllListeners("data");
        child.stdout.resume(); // keep draining request logs so the child never blocks on a full pipe
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(name);
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    // A server that does not stop in time is killed: a bench or test goes on to its next part instead of hanging.
    async stop() {
      const late = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      try {
        await signal("SIGTERM");
      } finally {
        clearTimeout(late);
      }
    },
    kill: () => signal("SIGKILL"),
  };
}
