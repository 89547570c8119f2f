// Property: whatever 8 clients do at once — deposits, withdrawals, transfers, adjustments, and retries of any of
// them — the ledger sums to zero, no member goes below zero, and every idempotency key moves money once.
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { decimalToMinor, minorToDecimal } from "../../server/lib/money";
import { describeOnEachDatabase, type Harness } from "./harness";
import { call, fund, loginAs, newKey, newMember, PAYMENT_PASSWORD, trialBalance, type Call } from "./walletApi";

const CLIENTS = 8;
const RUNS = Number(process.env.WALLET_PROPERTY_RUNS ?? 8);

type Command =
  | { kind: "vendorIn" | "vendorOut" | "adjust" | "agentSend"; cents: number; retry: boolean }
  | { kind: "deposit"; cents: number; approve: boolean; retry: boolean }
  | { kind: "withdraw"; cents: number; disburse: boolean; retry: boolean };

const cents = fc.integer({ min: 1, max: 40_000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constantFrom("vendorIn" as const, "vendorOut" as const, "adjust" as const, "agentSend" as const), cents, retry: fc.boolean() }),
  fc.record({ kind: fc.constant("deposit" as const), cents: fc.integer({ min: 10_000, max: 60_000 }), approve: fc.boolean(), retry: fc.boolean() }),
  fc.record({ kind: fc.constant("withdraw" as const), cents: fc.integer({ min: 10_000, max: 30_000 }), disburse: fc.boolean(), retry: fc.boolean() }),
);

interface Client {
  username: string;
  token: string;
}

/** What each client's main wallet should hold, from the answers it got: a replayed answer adds nothing. */
class Model {
  readonly main = new Map<string, bigint>();
  readonly vendor = new Map<string, bigint>();
  add(map: Map<string, bigint>, who: string, delta: bigint) {
    map.set(who, (map.get(who) ?? 0n) + delta);
  }
}

/** The same request sent once, or twice at the same moment with the same key. */
async function send(h: Harness, retry: boolean, request: () => Promise<Call>): Promise<Call> {
  const answers = await Promise.all(retry ? [request(), request()] : [request()]);
  for (const answer of answers) {
    // Refusals are fine (not enough money, a limit); a server fault never is.
    expect(answer.status, `${answer.code}: ${answer.message}`).toBeLessThan(500);
  }
  const succeeded = answers.filter((answer) => answer.success);
  if (succeeded.length === 2) expect(succeeded[0]?.value.transferId ?? succeeded[0]?.value.id).toBe(succeeded[1]?.value.transferId ?? succeeded[1]?.value.id);
  const [first] = succeeded.length > 0 ? succeeded : answers;
  if (!first) throw new Error("no answer");
  return first;
}

async function run(h: Harness, agent: Client, client: Client, plan: Command[], model: Model, payoutAccountId: number, bankMethodId: number) {
  for (const step of plan) {
    const amount = minorToDecimal(BigInt(step.cents));
    const key = newKey();
    switch (step.kind) {
      case "vendorIn":
      case "vendorOut": {
        const body = step.kind === "vendorIn" ? { from: "", to: "TALA", amount } : { from: "TALA", to: "", amount };
        const answer = await send(h, step.retry, () => call(h, "POST", "/wps/relay/GCS_walletTransfer", { token: client.token, key, body }));
        if (answer.success) {
          const sign = step.kind === "vendorIn" ? -1n : 1n;
          model.add(model.main, client.username, sign * BigInt(step.cents));
          model.add(model.vendor, client.username, -sign * BigInt(step.cents));
        }
        break;
      }
      case "adjust": {
        const signed = step.cents % 3 === 0 ? `-${amount}` : amount;
        const answer = await send(h, step.retry, () => call(h, "POST", "/ops/wallet/adjustments", { ops: true, key, body: { username: client.username, amount: signed, reason: "Property test" } }));
        if (answer.success) model.add(model.main, client.username, decimalToMinor(signed));
        break;
      }
      case "agentSend": {
        const answer = await send(h, step.retry, () =>
          call(h, "POST", "/wps/agent/transfer", { token: agent.token, key, body: { username: client.username, amount, paymentPassword: PAYMENT_PASSWORD } }),
        );
        if (answer.success) {
          model.add(model.main, client.username, BigInt(step.cents));
          model.add(model.main, agent.username, -BigInt(step.cents));
        }
        break;
      }
      case "deposit": {
        const created = await send(h, step.retry, () => call(h, "POST", "/wps/v2/deposits", { token: client.token, key, body: { methodId: bankMethodId, amount } }));
        if (!created.success) break;
        const decision = step.approve ? "approve" : "reject";
        // The operator's decision, sent twice at once when retrying: one wins, the other is told it was decided.
        const decided = await Promise.all((step.retry ? [1, 2] : [1]).map(() => call(h, "POST", `/ops/wallet/deposits/${String(created.value.id)}/${decision}`, { ops: true })));
        expect(decided.filter((answer) => answer.success)).toHaveLength(1);
        if (step.approve) model.add(model.main, client.username, BigInt(step.cents));
        break;
      }
      case "withdraw": {
        const body = { payoutAccountId, amount, paymentPassword: PAYMENT_PASSWORD };
        const requested = await send(h, step.retry, () => call(h, "POST", "/wps/v2/withdrawals", { token: client.token, key, body }));
        if (!requested.success) break;
        model.add(model.main, client.username, -BigInt(step.cents));
        const decision = step.disburse ? "disburse" : "reject";
        const decided = await call(h, "POST", `/ops/wallet/withdrawals/${String(requested.value.id)}/${decision}`, { ops: true, body: {} });
        expect(decided.success, decided.message).toBe(true);
        if (!step.disburse) model.add(model.main, client.username, BigInt(step.cents));
        break;
      }
    }
  }
}

describeOnEachDatabase("wallet under concurrency", (h) => {
  let agent: Client;
  const clients: Client[] = [];
  const payoutAccounts = new Map<string, number>();
  let bankMethodId = 0;

  beforeAll(async () => {
    agent = { username: "agent01", token: await loginAs(h(), "agent01", "Agent@2026") };
    await fund(h(), "agent01", "100000");
    await call(h(), "PUT", "/ops/wallet/settings", { ops: true, body: { withdrawalsPerDay: 100 } });
    const methods = z.array(z.object({ id: z.number(), kind: z.string() })).parse((await call(h(), "GET", "/ops/wallet/payment-methods", { ops: true })).raw);
    bankMethodId = methods.find((method) => method.kind === "bank")?.id ?? 0;
    for (let i = 0; i < CLIENTS; i++) {
      const client = await newMember(h(), `p${i}`);
      clients.push(client);
      await fund(h(), client.username, "500");
      const added = await call(h(), "POST", "/wps/v2/payout-accounts", { token: client.token, body: { kind: "bank", provider: "City Bank", holderName: "Prop Test", accountNumber: `ACC000${i}123` } });
      payoutAccounts.set(client.username, Number(added.value.id));
    }
  }, 120_000);

  it(
    "keeps the ledger at zero, nobody below zero, and every key applied once",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.array(command, { maxLength: 5 }), { minLength: CLIENTS, maxLength: CLIENTS }), async (plans) => {
          const before = new Map<string, bigint>();
          for (const who of [agent, ...clients]) before.set(who.username, await mainOf(h(), who.username));
          const model = new Model();
          await Promise.all(clients.map((client, i) => run(h(), agent, client, plans[i] ?? [], model, payoutAccounts.get(client.username) ?? 0, bankMethodId)));

          const proof = await trialBalance(h());
          expect(proof).toMatchObject({ balanced: true, total: "0.00", entriesMatch: true, unbalancedTransfers: 0 });
          const [lowest] = await h().db.query(z.object({ min: z.coerce.bigint().nullable() }), "select min(balance) as min from wallet_account where member_id is not null");
          expect((lowest?.min ?? 0n) >= 0n).toBe(true);
          for (const who of [agent, ...clients]) {
            expect(await mainOf(h(), who.username), who.username).toBe((before.get(who.username) ?? 0n) + (model.main.get(who.username) ?? 0n));
          }
        }),
        { numRuns: RUNS },
      );
    },
    240_000,
  );
});

async function mainOf(h: Harness, username: string): Promise<bigint> {
  const [row] = await h.db.query(
    z.object({ balance: z.coerce.bigint() }),
    "select a.balance from wallet_account a join member m on m.id = a.member_id where lower(m.username) = lower($1) and a.kind = 'main'",
    [username],
  );
  return row?.balance ?? 0n;
}
