// Ledger throughput for npm run bench: wallet transfers per second through the ledger's one-round-trip transfer,
// and PostgreSQL's own TPC-B (pgbench) on the same server in the same run, for a ratio that travels between machines.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db } from "../server/db/index";
import { migrate } from "../server/db/migrate";
import { seedDemo } from "../server/seed/demo";
import { createLedger } from "../server/modules/wallet/ledger";

const ACCOUNTS = 1000;
const OPENING_MINOR = 10_000_000n;

/** Members with funded main wallets, on a migrated and seeded database. */
async function fundedAccounts(db: Db): Promise<{ merchantId: number; accounts: number[]; ledger: ReturnType<typeof createLedger> }> {
  await migrate(db);
  await seedDemo(db);
  const [merchant] = await db.query(z.object({ id: z.number() }), "select id from merchant order by id limit 1");
  if (!merchant) throw new Error("no merchant");
  await db.execute(
    `insert into member (merchant_id, username, nickname, affiliate_code, created_ip)
     select $1, 'bench' || n, 'bench' || n, 'BENCH' || n, '127.0.0.1' from generate_series(1, $2) n on conflict do nothing`,
    [merchant.id, ACCOUNTS],
  );
  const members = await db.query(z.object({ id: z.coerce.number() }), "select id from member where username like 'bench%' order by id");
  const ledger = createLedger(db);
  const house = await ledger.systemAccount(merchant.id, "house");
  const accounts: number[] = [];
  for (const member of members) {
    const account = await ledger.memberAccount(merchant.id, member.id);
    await ledger.move({ merchantId: merchant.id, key: `bench-open-${member.id}`, kind: "adjustment", reference: "Bench", debit: house, credit: account, amount: OPENING_MINOR });
    accounts.push(account);
  }
  return { merchantId: merchant.id, accounts, ledger };
}

/** Transfers on a migrated, seeded and funded database, ready to be measured in rounds. */
export interface LedgerLoad {
  /** `workers` clients, each moving random small amounts between random member wallets for `seconds`: transfers/s. */
  run(seconds: number): Promise<number>;
  /** Throws unless the ledger still sums to zero. */
  check(): Promise<void>;
}

export async function ledgerLoad(db: Db, workers: number): Promise<LedgerLoad> {
  const { merchantId, accounts, ledger } = await fundedAccounts(db);
  const pick = () => accounts[Math.floor(Math.random() * accounts.length)] ?? 0;
  return {
    async run(seconds) {
      const deadline = Date.now() + seconds * 1000;
      let total = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: workers }, async () => {
          while (Date.now() < deadline) {
            const debit = pick();
            let credit = pick();
            while (credit === debit) credit = pick();
            await ledger.move({ merchantId, key: randomUUID(), kind: "agent_transfer", reference: "Bench", debit, credit, amount: BigInt(1 + Math.floor(Math.random() * 500)) });
            total++;
          }
        }),
      );
      return Math.round(total / ((performance.now() - started) / 1000));
    },
    async check() {
      const [sum] = await db.query(z.object({ total: z.coerce.bigint() }), "select coalesce(sum(balance), 0) as total from wallet_account where merchant_id = $1", [merchantId]);
      if (sum?.total !== 0n) throw new Error(`the ledger no longer sums to zero after the bench: ${String(sum?.total)}`);
    },
  };
}

/** pgbench's TPC-B tables, scale 10, on the (scratch) database at `url`. */
export function pgbenchInit(url: string): void {
  execFileSync("pgbench", ["-i", "-q", "-s", "10", url], { stdio: "pipe" });
}

/** One pgbench TPC-B run of `clients` clients for `seconds` on a database pgbenchInit prepared: transactions/s. */
export function pgbenchTps(url: string, clients: number, seconds: number): number {
  const output = execFileSync("pgbench", ["-c", String(clients), "-j", "2", "-T", String(seconds), url], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1] ?? /tps = ([\d.]+)/.exec(output)?.[1];
  if (!tps) throw new Error(`pgbench said no tps:\n${output}`);
  return Math.round(Number(tps));
}
