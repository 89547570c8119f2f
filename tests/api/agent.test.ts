// The agent centre: a team of any depth in its figures, downlines opened by their agent, contracts offered and
// signed by the other party within the upper level's terms (auto-cancel below), and daily wages paid once per day.
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { z } from "zod";
import { ABOVE_UPPER_TERMS } from "../../server/modules/agent/service";
import { decimalToMinor, minorToDecimal as decimal } from "../../server/lib/money";
import { describeOnEachDatabase, type Harness } from "./harness";
import { balanceOf, call, fund, loginAs } from "./walletApi";

const PASSWORD = "Secret123";
const name = (prefix: string) => `${prefix}${randomUUID().replaceAll("-", "").slice(0, 8)}`;
const contract = z.object({ id: z.number(), status: z.string(), reason: z.string().nullable(), awaitingMe: z.boolean(), requestType: z.string() });
const yesterday = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** An account opened by an agent under itself; answers the new account's token. */
async function openDownline(h: Harness, agentToken: string, accountType: number) {
  const username = name(accountType === 0 ? "p" : "a");
  const created = await call(h, "PUT", "/wps/agent/downlines", { token: agentToken, body: { username, password: PASSWORD, accountType, paymentPassword: "246810" } });
  expect(created.success, created.message).toBe(true);
  return { username, token: await loginAs(h, username, PASSWORD) };
}

async function spinSlot(h: Harness, token: string, spins: number) {
  const [game] = await h.db.query(z.object({ node_id: z.string() }), "select node_id from game where house_engine = 'slot' order by id limit 1");
  const launched = await call(h, "GET", `/wps/game/launchGame?nodeId=${game?.node_id ?? ""}`, { token });
  const session = await call(h, "POST", "/wps/house/session", { token, body: { launchToken: launched.value.launchToken } });
  for (let i = 0; i < spins; i++) expect((await call(h, "POST", "/wps/house/slot/spin", { token, body: { sessionId: session.value.sessionId, bet: "1.00" } })).success).toBe(true);
}

const offer = (h: Harness, token: string, downline: string, ratePercent: string) =>
  call(h, "POST", "/wps/relay/MCS2_processDailySalContract", { token, body: { action: "new", downline, ratePercent } });
const answer = (h: Harness, token: string, contractId: number, action: "accept" | "reject" | "termination") =>
  call(h, "POST", "/wps/relay/MCS2_processDailySalContract", { token, body: { action, contractId } });

describeOnEachDatabase("agent centre", (h) => {
  it("counts a team several levels deep and refuses non-agents", async () => {
    const top = await loginAs(h(), "agent01", "Agent@2026");
    const sub = await openDownline(h(), top, 2);
    const player = await openDownline(h(), sub.token, 0);
    await fund(h(), player.username, "50");
    await spinSlot(h(), player.token, 5);
    const today = new Date().toISOString().slice(0, 10);
    const overview = async (token: string) => (await call(h(), "GET", `/wps/agent/team/overview?from=${today}&to=${today}`, { token })).value;
    expect(await overview(sub.token)).toMatchObject({ teamSize: 1, newMembers: 1, activeMembers: 1, rounds: 5, validBet: "5.00" });
    const topView = z.object({ teamSize: z.number(), rounds: z.number(), validBet: z.string() }).parse(await overview(top));
    expect(topView.teamSize).toBeGreaterThanOrEqual(2);
    expect(decimalToMinor(topView.validBet)).toBeGreaterThanOrEqual(500n);
    const downlines = z.object({ list: z.array(z.object({ username: z.string(), teamSize: z.number() })) }).parse((await call(h(), "GET", "/wps/agent/downlines", { token: top })).value);
    expect(downlines.list.find((d) => d.username === sub.username)?.teamSize).toBe(1);
    const bets = z.object({ list: z.array(z.object({ username: z.string(), bet: z.string() })) }).parse((await call(h(), "GET", `/wps/agent/team/bets?from=${today}&to=${today}&username=${player.username}`, { token: top })).value);
    expect(bets.list).toHaveLength(5);
    expect(bets.list.every((bet) => bet.username === player.username && bet.bet === "1.00")).toBe(true);
    const results = z.object({ list: z.array(z.object({ username: z.string(), level: z.number(), rounds: z.number(), bet: z.string() })) }).parse((await call(h(), "GET", `/wps/agent/team/profit?from=${today}&to=${today}`, { token: top })).value);
    expect(results.list.find((row) => row.username === player.username)).toMatchObject({ level: 2, rounds: 5, bet: "5.00" });
    const refused = await call(h(), "GET", `/wps/agent/team/overview?from=${today}&to=${today}`, { token: player.token });
    expect(refused).toMatchObject({ status: 403, code: "not_agent", message: "Non-agents cannot log in" });
    expect((await call(h(), "PUT", "/wps/agent/downlines", { token: player.token, body: { username: name("x"), password: PASSWORD, accountType: 0 } })).code).toBe("not_agent");
  });

  it("lets the other party sign, keeps lower terms within upper ones, and cancels them when the upper ones fall", async () => {
    const top = await loginAs(h(), "agent01", "Agent@2026");
    const sub = await openDownline(h(), top, 2);
    const subsub = await openDownline(h(), sub.token, 41);

    const offered = contract.parse((await offer(h(), top, sub.username, "0.90")).value);
    expect(offered).toMatchObject({ status: "pending", requestType: "new", awaitingMe: false });
    expect((await offer(h(), top, sub.username, "0.70")).code).toBe("request_open");
    expect((await answer(h(), top, offered.id, "accept")).code).toBe("not_your_signature");
    const seen = z.object({ list: z.array(contract), consolidated: z.object({ dailysalreqtype: z.string().nullable() }) }).parse((await call(h(), "GET", "/wps/agent/contracts", { token: sub.token })).value);
    expect(seen.list.find((c) => c.id === offered.id)?.awaitingMe).toBe(true);
    expect(seen.consolidated.dailysalreqtype).toBe("new");
    expect(contract.parse((await answer(h(), sub.token, offered.id, "accept")).value).status).toBe("accepted");
    expect((await answer(h(), sub.token, offered.id, "accept")).code).toBe("already_decided");

    expect((await offer(h(), sub.token, subsub.username, "0.95")).code).toBe("above_upper_terms");
    const lower = contract.parse((await offer(h(), sub.token, subsub.username, "0.70")).value);
    await answer(h(), subsub.token, lower.id, "accept");

    const cut = contract.parse((await offer(h(), top, sub.username, "0.50")).value);
    await answer(h(), sub.token, cut.id, "accept");
    const after = z.object({ list: z.array(contract) }).parse((await call(h(), "GET", "/wps/agent/contracts", { token: subsub.token })).value);
    expect(after.list.find((c) => c.id === lower.id)).toMatchObject({ status: "rejected", reason: ABOVE_UPPER_TERMS });
    const old = z.object({ list: z.array(contract) }).parse((await call(h(), "GET", "/wps/agent/contracts", { token: sub.token })).value);
    expect(old.list.find((c) => c.id === offered.id)?.status).toBe("completed");

    const ending = contract.parse((await answer(h(), sub.token, cut.id, "termination")).value);
    expect(ending.requestType).toBe("termination");
    await answer(h(), top, ending.id, "accept");
    const ended = z.object({ list: z.array(contract) }).parse((await call(h(), "GET", "/wps/agent/contracts", { token: sub.token })).value);
    expect(ended.list.find((c) => c.id === cut.id)?.status).toBe("completed");
  });

  it("pays daily wages once per contract and day, even when the run is repeated or dies halfway", async () => {
    const top = await loginAs(h(), "agent01", "Agent@2026");
    const sub = await openDownline(h(), top, 2);
    const player = await openDownline(h(), sub.token, 0);
    await fund(h(), player.username, "100");
    await spinSlot(h(), player.token, 20);
    const signed = contract.parse((await offer(h(), top, sub.username, "1.00")).value);
    await answer(h(), sub.token, signed.id, "accept");
    // Yesterday's play under yesterday's contract: move both a day back.
    const day = yesterday();
    await h().db.execute("update member_day_stats set day = $2 where member_id = (select id from member where username = $1)", [player.username, day]);
    await h().db.execute("update agent_contract set decided_at = now() - interval '2 days' where id = $1", [signed.id]);

    const before = decimalToMinor(await balanceOf(h(), sub.token));
    // The run dies after the transfer, before the settlement is marked paid: everything of it rolls back.
    await h().db.execute(`create function die_once() returns trigger language plpgsql as $$ begin raise exception 'killed'; end $$`);
    await h().db.execute("create trigger die_once before update on agent_settlement for each row execute function die_once()");
    const killed = await call(h(), "POST", "/ops/agent/settlements", { ops: true, body: { kind: "daily_salary", start: day } });
    expect(killed.status).toBe(500);
    await h().db.execute("drop trigger die_once on agent_settlement");
    await h().db.execute("drop function die_once()");
    expect(decimalToMinor(await balanceOf(h(), sub.token))).toBe(before);

    for (let run = 0; run < 2; run++) expect((await call(h(), "POST", "/ops/agent/settlements", { ops: true, body: { kind: "daily_salary", start: day } })).success).toBe(true);
    const wage = (2000n * 100n) / 10_000n;
    expect(decimalToMinor(await balanceOf(h(), sub.token))).toBe(before + wage);
    const income = z.object({ list: z.array(z.object({ kind: z.string(), base: z.string(), amount: z.string() })) }).parse((await call(h(), "GET", "/wps/agent/income", { token: sub.token })).value);
    expect(income.list).toEqual([expect.objectContaining({ kind: "daily_salary", base: "20.00", amount: "0.20" })]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call(h(), "POST", "/ops/agent/settlements", { ops: true, body: { kind: "daily_salary", start: today } })).code).toBe("period_open");
  });

  it("pays real-time salary per five minutes of rounds (loss and win wages), hourly salary per hour and dividends on the team's net loss per period, each once", async () => {
    const top = await loginAs(h(), "agent01", "Agent@2026");
    const sub = await openDownline(h(), top, 2);
    const player = await openDownline(h(), sub.token, 0);
    await fund(h(), player.username, "100");
    await spinSlot(h(), player.token, 10);
    const process = (relay: string, body: unknown, token: string) => call(h(), "POST", `/wps/relay/${relay}`, { token, body });
    expect((await process("MCSFE_processRealTimeSalaryContract", { action: "new", downline: sub.username, ratePercent: "0.4" }, top)).status).toBe(400);
    const offered = await process("MCSFE_processRealTimeSalaryContract", { action: "new", downline: sub.username, ratePercent: "0.4", winRatePercent: "0.5" }, top);
    expect(offered.value).toMatchObject({ ratePercent: "0.40", winRatePercent: "0.50" });
    const realtime = contract.parse(offered.value);
    await process("MCSFE_processRealTimeSalaryContract", { action: "accept", contractId: realtime.id }, sub.token);
    // The downline passes on no more than its own terms: the win wage included.
    const lower = await openDownline(h(), sub.token, 2);
    const tooHigh = await process("MCSFE_processRealTimeSalaryContract", { action: "new", downline: lower.username, ratePercent: "0.4", winRatePercent: "0.55" }, sub.token);
    expect([tooHigh.code, tooHigh.message]).toEqual(["above_upper_terms", "The win wage may be at most 0.50%, your own contract's."]);
    const hourly = contract.parse((await process("MCS2_processContractHourSalary", { action: "new", downline: sub.username, ratePercent: "0.5" }, top)).value);
    await process("MCS2_processContractHourSalary", { action: "accept", contractId: hourly.id }, sub.token);
    const dividend = contract.parse((await process("MCS2_processDividendReq", { action: "new", downline: sub.username, ratePercent: "10", period: "monthly" }, top)).value);
    await process("MCS2_processDividendReq", { action: "accept", contractId: dividend.id }, sub.token);
    await h().db.execute("update agent_contract set decided_at = now() - interval '90 days' where id = any($1)", [[realtime.id, hourly.id, dividend.id]]);

    // The player's rounds fall in one past five-minute window; last month's figures: 100.00 bet, 40.00 won.
    const window = new Date(Math.floor((Date.now() - 60 * 60 * 1000) / 300_000) * 300_000);
    const memberOf = "(select id from member where username = $1)";
    await h().db.execute(`update game_round set created_at = $2 where member_id = ${memberOf}`, [player.username, new Date(window.getTime() + 60_000).toISOString()]);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    await h().db.execute(`update member_day_stats set day = $2, bet_minor = 10000, win_minor = 4000 where member_id = ${memberOf}`, [player.username, lastMonth]);

    // Real-time salary: 0.40% of the bets of rounds the player lost, 0.50% of those it won.
    const [split] = await h().db.query(
      z.object({ won: z.coerce.bigint(), lost: z.coerce.bigint() }),
      `select coalesce(sum(bet_minor) filter (where win_minor > bet_minor), 0) as won, coalesce(sum(bet_minor) filter (where win_minor <= bet_minor), 0) as lost
         from game_round where member_id = ${memberOf}`,
      [player.username],
    );
    const wage = ((split?.lost ?? 0n) * 40n) / 10_000n + ((split?.won ?? 0n) * 50n) / 10_000n;
    expect(wage).toBeGreaterThan(0n);
    const hour = new Date(Math.floor(window.getTime() / 3_600_000) * 3_600_000);
    const before = decimalToMinor(await balanceOf(h(), sub.token));
    const settle = (kind: string, start: string) => call(h(), "POST", "/ops/agent/settlements", { ops: true, body: { kind, start } });
    for (let run = 0; run < 2; run++) {
      expect((await settle("realtime_salary", window.toISOString())).success).toBe(true);
      expect((await settle("hourly_salary", hour.toISOString())).success).toBe(true);
      expect((await settle("dividend", lastMonth)).success).toBe(true);
    }
    // Hourly salary: 0.50% of the hour's 10.00 of valid bet.
    expect(decimalToMinor(await balanceOf(h(), sub.token))).toBe(before + wage + 5n + 600n);
    expect((await settle("realtime_salary", new Date(window.getTime() + 60_000).toISOString())).code).toBe("not_period_start");
    const income = z.object({ list: z.array(z.object({ kind: z.string(), base: z.string(), amount: z.string() })) }).parse((await call(h(), "GET", "/wps/agent/income", { token: sub.token })).value);
    const dividends = z.object({ list: z.array(z.object({ kind: z.string() })) }).parse((await call(h(), "GET", "/wps/agent/income?kind=dividend", { token: sub.token })).value);
    expect(dividends.list.map((row) => row.kind)).toEqual(["dividend"]);
    expect(income.list).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: "realtime_salary", base: "10.00", amount: decimal(wage) }),
      expect.objectContaining({ kind: "dividend", base: "60.00", amount: "6.00" }),
    ]));
  });
});
