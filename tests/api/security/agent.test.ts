// Agent terms an attacker would push: a top-level offer above the operator's ceiling, a chain of sub-agents each paid
// its rate again, stale offers signed after the limits fell, and bursts of contract requests.
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { z } from "zod";
import { ABOVE_TERMS_AT_SIGNING } from "../../../server/modules/agent/service";
import { decimalToMinor } from "../../../server/lib/money";
import { termsCeilingsSchema } from "../../../src/contract/agent";
import { describeOnEachDatabase, type Harness } from "../harness";
import { balanceOf, call, loginAs, trialBalance } from "../walletApi";

const PASSWORD = "Secret123";
const DEFAULT_CEILINGS = { dividend: { rateBp: 5000 }, daily_salary: { rateBp: 100 }, hourly_salary: { rateBp: 50 }, realtime_salary: { rateBp: 50, winRateBp: 50 } };
const RELAY = { dividend: "MCS2_processDividendReq", daily_salary: "MCS2_processDailySalContract", realtime_salary: "MCSFE_processRealTimeSalaryContract" } as const;
const contract = z.object({ id: z.number(), status: z.string(), reason: z.string().nullable(), ratePercent: z.string() });
const contractList = z.object({ list: z.array(contract) });
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const name = (prefix: string) => `${prefix}${randomUUID().replaceAll("-", "").slice(0, 8)}`;

/** An account opened by an agent under itself: an agent (type 2) unless told otherwise. */
async function openDownline(h: Harness, agentToken: string, accountType = 2) {
  const username = name(accountType === 0 ? "p" : "a");
  const created = await call(h, "PUT", "/wps/agent/downlines", { token: agentToken, body: { username, password: PASSWORD, accountType, paymentPassword: "246810" } });
  expect(created.success, created.message).toBe(true);
  return { username, token: await loginAs(h, username, PASSWORD) };
}
const process = (h: Harness, kind: keyof typeof RELAY, token: string, body: Record<string, unknown>) => call(h, "POST", `/wps/relay/${RELAY[kind]}`, { token, body });
const offer = (h: Harness, kind: keyof typeof RELAY, token: string, downline: string, ratePercent: string, extra: Record<string, unknown> = {}) =>
  process(h, kind, token, { action: "new", downline, ratePercent, ...extra });
async function signed(h: Harness, kind: keyof typeof RELAY, upper: string, lower: { username: string; token: string }, ratePercent: string, extra: Record<string, unknown> = {}) {
  const offered = await offer(h, kind, upper, lower.username, ratePercent, extra);
  expect(offered.success, offered.message).toBe(true);
  const id = contract.parse(offered.value).id;
  const accepted = await process(h, kind, lower.token, { action: "accept", contractId: id });
  expect(accepted.value.status, accepted.message).toBe("accepted");
  return id;
}
const contractsOf = async (h: Harness, token: string) => contractList.parse((await call(h, "GET", "/wps/agent/contracts", { token })).value).list;
const setCeilings = (h: Harness, body: unknown) => call(h, "PUT", "/ops/agent/ceilings", { ops: true, body });
/** Signed two days ago, so yesterday's period ends with the contracts in force. */
const backdate = (h: Harness, ids: number[]) => h.db.execute("update agent_contract set decided_at = now() - interval '2 days' where id = any($1)", [ids]);
const dayFigures = (h: Harness, username: string, day: string, betMinor: number, winMinor: number) =>
  h.db.execute("insert into member_day_stats (member_id, day, rounds, bet_minor, win_minor) select id, $2, 10, $3, $4 from member where username = $1", [username, day, betMinor, winMinor]);
const settle = (h: Harness, kind: string, start: string) => call(h, "POST", "/ops/agent/settlements", { ops: true, body: { kind, start } });

describeOnEachDatabase("agent terms under attack", (h) => {
  it("refuses a top-level agent's 100% offers with a clear 400 and writes nothing, and takes an offer within the ceiling", async () => {
    expect(termsCeilingsSchema.parse((await call(h(), "GET", "/ops/agent/ceilings", { ops: true })).value)).toEqual(DEFAULT_CEILINGS);
    const top = await loginAs(h(), "agent01", "Agent@2026");
    const sub = await openDownline(h(), top);

    const salary = await offer(h(), "daily_salary", top, sub.username, "100");
    expect([salary.status, salary.code, salary.message]).toEqual([400, "above_ceiling", "The rate may be at most 1.00%, the operator's ceiling for this contract."]);
    const dividend = await offer(h(), "dividend", top, sub.username, "100", { period: "daily" });
    expect([dividend.status, dividend.code, dividend.message]).toEqual([400, "above_ceiling", "The rate may be at most 50.00%, the operator's ceiling for this contract."]);
    const winWage = await offer(h(), "realtime_salary", top, sub.username, "0.5", { winRatePercent: "100" });
    expect([winWage.status, winWage.code, winWage.message]).toEqual([400, "above_ceiling", "The win wage may be at most 0.50%, the operator's ceiling for this contract."]);
    expect(await contractsOf(h(), sub.token)).toEqual([]);

    const id = await signed(h(), "daily_salary", top, sub, "1.00");
    expect((await contractsOf(h(), sub.token)).find((c) => c.id === id)).toMatchObject({ status: "accepted", ratePercent: "1.00" });
    await signed(h(), "dividend", top, sub, "50", { period: "daily" });
  });

  it("lets the operator set the ceilings as whole basis points from 0 to 10,000, and refuses anything else", async () => {
    for (const bad of [{ daily_salary: { rateBp: 10_001 } }, { daily_salary: { rateBp: -1 } }, { dividend: { rateBp: 12.5 } }, { hourly_salary: { rateBp: "50" } }, { realtime_salary: { winRateBp: null } }]) {
      const refused = await setCeilings(h(), bad);
      expect([refused.status, refused.code], JSON.stringify(bad)).toEqual([400, "invalid_request"]);
    }
    expect(termsCeilingsSchema.parse((await call(h(), "GET", "/ops/agent/ceilings", { ops: true })).value)).toEqual(DEFAULT_CEILINGS);
    const changed = await setCeilings(h(), { dividend: { rateBp: 6000 }, realtime_salary: { winRateBp: 0 } });
    expect(changed.value).toEqual({ ...DEFAULT_CEILINGS, dividend: { rateBp: 6000 }, realtime_salary: { rateBp: 50, winRateBp: 0 } });

    const top = await loginAs(h(), "agent01", "Agent@2026");
    const sub = await openDownline(h(), top);
    expect((await offer(h(), "dividend", top, sub.username, "60", { period: "weekly" })).success).toBe(true);
    // A ceiling of 0 switches a wage off for the top level: no win wage at all.
    expect((await offer(h(), "realtime_salary", top, sub.username, "0.5", { winRatePercent: "0.01" })).code).toBe("above_ceiling");
    expect((await offer(h(), "realtime_salary", top, sub.username, "0.5", { winRatePercent: "0" })).success).toBe(true);
    expect((await setCeilings(h(), DEFAULT_CEILINGS)).value).toEqual(DEFAULT_CEILINGS);
  });

  it("keeps contracts signed above a lowered ceiling running, and holds new offers and signatures to the new one", async () => {
    const top = await loginAs(h(), "agent01", "Agent@2026");
    const sub = await openDownline(h(), top);
    const waiting = await openDownline(h(), top);
    const player = await openDownline(h(), sub.token, 0);
    const running = await signed(h(), "daily_salary", top, sub, "1.00");
    const stale = contract.parse((await offer(h(), "daily_salary", top, waiting.username, "0.90")).value);

    expect((await setCeilings(h(), { daily_salary: { rateBp: 50 } })).success).toBe(true);
    try {
      // Signed at 1.00%: it stays in force and pays yesterday's 20.00 of valid bet at its own rate.
      expect((await contractsOf(h(), sub.token)).find((c) => c.id === running)?.status).toBe("accepted");
      await backdate(h(), [running]);
      await dayFigures(h(), player.username, yesterday(), 2000, 500);
      const before = decimalToMinor(await balanceOf(h(), sub.token));
      expect((await settle(h(), "daily_salary", yesterday())).success).toBe(true);
      expect(decimalToMinor(await balanceOf(h(), sub.token))).toBe(before + 20n);

      // Offered at 0.90% before the change: signing it now cancels it instead.
      const late = await process(h(), "daily_salary", waiting.token, { action: "accept", contractId: stale.id });
      expect([late.status, late.code]).toEqual([409, "above_ceiling"]);
      expect(late.message).toBe(`${ABOVE_TERMS_AT_SIGNING} The rate may be at most 0.50%, the operator's ceiling for this contract.`);
      expect((await contractsOf(h(), waiting.token)).find((c) => c.id === stale.id)).toMatchObject({ status: "rejected", reason: ABOVE_TERMS_AT_SIGNING });

      // New offers: the top level at most 0.50%, and so is a level whose own contract is above it.
      expect((await offer(h(), "daily_salary", top, waiting.username, "0.60")).code).toBe("above_ceiling");
      const lower = await openDownline(h(), sub.token);
      expect((await offer(h(), "daily_salary", sub.token, lower.username, "0.80")).code).toBe("above_ceiling");
      await signed(h(), "daily_salary", sub.token, lower, "0.50");
      await signed(h(), "daily_salary", top, waiting, "0.50");
    } finally {
      await setCeilings(h(), DEFAULT_CEILINGS);
    }
  });

  it("pays a chain of dividends at most the top rate of what the team lost, never each level's rate again", async () => {
    const top = await loginAs(h(), "agent01", "Agent@2026");
    const a = await openDownline(h(), top);
    const b = await openDownline(h(), a.token);
    const c = await openDownline(h(), b.token);
    const player = await openDownline(h(), c.token, 0);
    const ids = [
      await signed(h(), "dividend", top, a, "50", { period: "daily" }),
      await signed(h(), "dividend", a.token, b, "40", { period: "daily" }),
      await signed(h(), "dividend", b.token, c, "30", { period: "daily" }),
    ];
    await backdate(h(), ids);
    // Yesterday the team bet 100.00 and won 40.00 back: it lost 60.00.
    await dayFigures(h(), player.username, yesterday(), 10_000, 4000);
    const balances = async () => Promise.all([a, b, c].map(async (agent) => decimalToMinor(await balanceOf(h(), agent.token))));
    const before = await balances();
    for (let run = 0; run < 2; run++) expect((await settle(h(), "dividend", yesterday())).success).toBe(true);
    const paid = (await balances()).map((balance, i) => balance - (before[i] ?? 0n));
    // a: 50% of 60.00 less b's 40% = 6.00; b: 40% less c's 30% = 6.00; c: 30% = 18.00. In all 30.00, half the loss
    // (each level's own rate again would have paid 30.00 + 24.00 + 18.00 = 72.00, more than the team lost).
    expect(paid).toEqual([600n, 600n, 1800n]);
    expect(paid.reduce((sum, amount) => sum + amount, 0n)).toBeLessThanOrEqual(6000n);
    const income = z.object({ list: z.array(z.object({ base: z.string(), amount: z.string(), passedOn: z.string() })) }).parse((await call(h(), "GET", "/wps/agent/income?kind=dividend", { token: a.token })).value);
    expect(income.list).toEqual([expect.objectContaining({ base: "60.00", amount: "6.00", passedOn: "24.00" })]);
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", entriesMatch: true, unbalancedTransfers: 0 });
  });

  it("answers a burst of 100 offers with one open request, and a burst of 100 signatures with one contract in force", async () => {
    const top = await loginAs(h(), "agent01", "Agent@2026");
    const sub = await openDownline(h(), top);
    const offers = await Promise.all(Array.from({ length: 100 }, (_, i) => offer(h(), "daily_salary", top, sub.username, (0.01 * (i + 1)).toFixed(2))));
    expect(offers.filter((answer) => answer.success)).toHaveLength(1);
    expect(offers.filter((answer) => !answer.success).every((answer) => answer.status === 409 && answer.code === "request_open")).toBe(true);
    const [open] = offers.filter((answer) => answer.success).map((answer) => contract.parse(answer.value));
    const signatures = await Promise.all(Array.from({ length: 100 }, () => process(h(), "daily_salary", sub.token, { action: "accept", contractId: open?.id })));
    expect(signatures.every((answer) => answer.status < 500)).toBe(true);
    expect(signatures.filter((answer) => answer.success && answer.value.status === "accepted").length).toBeGreaterThanOrEqual(1);
    const [inForce] = await h().db.query(
      z.object({ n: z.coerce.number() }),
      "select count(*) as n from agent_contract c join member m on m.id = c.member_id where m.username = $1 and c.status = 'accepted' and c.request_type = 'new'",
      [sub.username],
    );
    expect(inForce?.n).toBe(1);
  });

  it("never leaves a lower contract above its upper one when the upper falls while the lower is being signed", async () => {
    const top = await loginAs(h(), "agent01", "Agent@2026");
    const sub = await openDownline(h(), top);
    const lower = await openDownline(h(), sub.token);
    await signed(h(), "daily_salary", top, sub, "1.00");
    const cut = contract.parse((await offer(h(), "daily_salary", top, sub.username, "0.40")).value);
    const high = contract.parse((await offer(h(), "daily_salary", sub.token, lower.username, "0.90")).value);
    const answers = await Promise.all([
      process(h(), "daily_salary", sub.token, { action: "accept", contractId: cut.id }),
      process(h(), "daily_salary", lower.token, { action: "accept", contractId: high.id }),
    ]);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    const rates = await h().db.query(
      z.object({ username: z.string(), rate_bp: z.number() }),
      "select m.username, c.rate_bp from agent_contract c join member m on m.id = c.member_id where m.username = any($1) and c.kind = 'daily_salary' and c.status = 'accepted' and c.request_type = 'new'",
      [[sub.username, lower.username]],
    );
    expect(rates.find((row) => row.username === sub.username)?.rate_bp).toBe(40);
    expect(rates.find((row) => row.username === lower.username)).toBeUndefined();
  });
});
