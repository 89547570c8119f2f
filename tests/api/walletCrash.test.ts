// A crash in the middle of hundreds of transfers: the server process is SIGKILLed and started again. Every transfer it
// acknowledged is still there, the ledger still sums to zero, and resending the unanswered ones applies each once.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withTemplateCopy } from "./harness";
import { z } from "zod";
import { startServerProcess, type ServerProcess } from "../../scripts/serverProcess";
import { decimalToMinor } from "../../server/lib/money";

const OPS_TOKEN = "crash-test-ops-token-0123456789";
const TRANSFERS = 400;
const IN_FLIGHT = 32;
const KILL_AFTER = 120;

const envelope = z.object({ success: z.boolean(), code: z.string(), value: z.unknown() });
const trial = z.object({ balanced: z.boolean(), total: z.string(), kinds: z.array(z.object({ kind: z.string(), balance: z.string() })) });

async function opsCall(url: string, pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${url}${pathname}`, {
    ...init,
    headers: { authorization: `Bearer ${OPS_TOKEN}`, "content-type": "application/json", ...init.headers },
  });
  return { status: response.status, answer: envelope.parse(await response.json()) };
}

const adjustment = (index: number) => ({ username: index % 2 === 0 ? "agent01" : "demo", amount: `${(index % 50) + 1}.${String(index % 100).padStart(2, "0")}`, reason: `Crash test ${index}` });

async function adjust(url: string, key: string, index: number) {
  return opsCall(url, "/ops/wallet/adjustments", { method: "POST", headers: { "Idempotency-Key": key }, body: JSON.stringify(adjustment(index)) });
}

async function houseBalance(url: string): Promise<bigint> {
  const proof = trial.parse((await opsCall(url, "/ops/wallet/trial-balance")).answer.value);
  expect(proof).toMatchObject({ balanced: true, total: "0.00" });
  return decimalToMinor(proof.kinds.find((kind) => kind.kind === "house")?.balance ?? "0");
}

async function crashRun(env: Record<string, string>) {
  let server: ServerProcess = await startServerProcess({ ...env, TALA_OPS_TOKEN: OPS_TOKEN });
  try {
    const startHouse = await houseBalance(server.url);
    const keys = Array.from({ length: TRANSFERS }, () => `crash-${randomUUID()}`);
    const acknowledged = new Set<string>();
    let next = 0;
    let killing: Promise<void> | null = null;
    const worker = async () => {
      while (next < keys.length) {
        const index = next++;
        const key = keys[index] ?? "";
        try {
          const { answer } = await adjust(server.url, key, index);
          if (answer.success) acknowledged.add(key);
        } catch {
          // The connection died with the process: this one's fate is unknown until it is resent.
        }
        if (acknowledged.size >= KILL_AFTER && !killing) killing = server.kill();
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await killing;
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.size).toBeLessThan(TRANSFERS);

    server = await startServerProcess({ ...env, TALA_OPS_TOKEN: OPS_TOKEN });
    await houseBalance(server.url);
    for (const key of acknowledged) {
      const { status } = await opsCall(server.url, `/ops/wallet/transfers?key=${encodeURIComponent(`ops:${key}`)}`);
      expect(status, key).toBe(200);
    }

    // The client retries what it never heard back about, with the same keys: each applies once.
    const resent = await Promise.all(keys.map((key, index) => adjust(server.url, key, index)));
    expect(resent.every(({ answer }) => answer.success)).toBe(true);
    const total = keys.reduce((sum, _key, index) => sum + decimalToMinor(adjustment(index).amount), 0n);
    expect(await houseBalance(server.url)).toBe(startHouse - total);
  } finally {
    await server.stop();
  }
}

describe("the wallet across a crash", () => {
  // Each on a copy of the migrated, seeded template: the crash is what is tested, not a first boot.
  it.each([["PGlite", "pglite"], ["PostgreSQL", "postgres"]] as const)("keeps every acknowledged transfer on %s", async (_database, kind) => {
    await withTemplateCopy(kind, crashRun);
  }, 240_000);
});
