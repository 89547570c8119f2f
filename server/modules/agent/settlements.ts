// Settlements: every contract in force earns its rate of its team's figures over a period it has ended, less what the
// contracts granted below it earn; each is paid once through the ledger. Also what an agent was paid (income).
import { encodeReference } from "../../../src/contract/recordReference";
import type { Db } from "../../db/index";
import { badRequest } from "../../http/errors";
import { minorToDecimal } from "../../lib/money";
import type { ContractKind } from "../../../src/contract/agent";
import type { CasinoService } from "../casino/service";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import type { WalletService } from "../wallet/service";
import type { AgentOf } from "./agentOf";
import { lastCompleteStart, periodFrom, type SettlementPeriod } from "./periods";
import { DIVIDEND_PERIODS, ignorePeriodOpen, periodOfContract } from "./terms";
import * as sql from "./sql";

const PAGE_SIZE = 20;

export function createSettlements(
  db: Db, system: SystemService, members: MemberService, wallet: WalletService, casino: CasinoService, clock: () => Date, agentOf: AgentOf,
) {
  /**
   * What a contract earns over a window: a salary its rate of the team's valid bet, a dividend its rate of the team's
   * net loss, real-time salary its loss wage on the bets of rounds the players lost plus its win wage on those they won.
   */
  async function earnings(kind: ContractKind, contract: { member_id: number; rate_bp: number; win_rate_bp: number | null }, window: { start: Date; end: Date }) {
    const share = (minor: bigint, bp: number) => (minor * BigInt(bp)) / 10_000n;
    const from = window.start.toISOString();
    const to = window.end.toISOString();
    const team = async () => [contract.member_id, ...(await sql.teamIds(db, contract.member_id))];
    if (kind === "realtime_salary") {
      const rounds = await casino.resultByOutcome(await team(), from, to);
      const won = rounds.won_bet;
      const lost = rounds.lost_bet;
      return { base: won + lost, amount: share(lost, contract.rate_bp) + share(won, contract.win_rate_bp ?? contract.rate_bp) };
    }
    // Whole days from the day figures, a part of a day from the rounds.
    const figures = window.end.getTime() - window.start.getTime() >= 86_400_000
      ? ((await sql.teamDayResult(db, contract.member_id, from, to))[0] ?? { bet: 0n, win: 0n })
      : await casino.resultOf(await team(), from, to);
    const bet = figures.bet;
    const net = bet - figures.win;
    const base = kind === "dividend" ? (net > 0n ? net : 0n) : bet;
    return { base, amount: share(base, contract.rate_bp) };
  }

  /**
   * One settlement run: every contract of a kind in force at the end of its period that starts at `start` earns
   * its rate of its team's valid bet (salaries) or net loss (dividends), less what the contracts its agent granted
   * below earn over the same period: the upper level pays the lower one out of its own share, so a chain of
   * contracts pays in all the top rate of a team's figures, never each level's rate again. (Dividends: a lower team
   * that lost while the rest won is paid its own share, which can exceed the top's; each settlement still stays
   * within its own base.) A settlement row per contract and period and its ledger transfer commit together, so a
   * rerun, or a run after a crash, pays each contract exactly once.
   */
  async function settle(kind: ContractKind, start: Date, now = clock()) {
    const merchant = await system.merchant();
    // The shortest period of the kind must start here and be over (a dividend's longer ones are checked below).
    const shortest = periodFrom(periodOfContract(kind, "daily"), start);
    if (!shortest) throw badRequest(`Invalid body. start: must be the first instant of a ${periodOfContract(kind, "daily")} period (UTC)`, "not_period_start");
    if (shortest.end > now) throw badRequest("A period is settled only once it is over.", "period_open");
    let paid = 0;
    let total = 0n;
    // A contract's earnings are read once a run: as itself, and again as a contract granted below another.
    const earned = new Map<string, ReturnType<typeof earnings>>();
    const earningsOf = (contract: { id: number; member_id: number; rate_bp: number; win_rate_bp: number | null }, window: { start: Date; end: Date }) => {
      const key = `${contract.id}:${window.start.toISOString()}:${window.end.toISOString()}`;
      const known = earned.get(key) ?? earnings(kind, contract, window);
      earned.set(key, known);
      return known;
    };
    for (const contract of await sql.contractsInForce(db, merchant.id, kind)) {
      const window = periodFrom(periodOfContract(kind, contract.period), start);
      if (!window || window.end > now) continue;
      if (!contract.inForceAt(window.end) || (await sql.settlementExists(db, contract.id, window.start.toISOString())).length > 0) continue;
      const { base, amount: share } = await earningsOf(contract, window);
      let grantedBelow = 0n;
      for (const granted of await sql.contractsInForce(db, merchant.id, kind, contract.member_id)) {
        if (granted.inForceAt(window.end)) grantedBelow += (await earningsOf(granted, window)).amount;
      }
      // Never negative: a level whose lower levels earn more than its own share (their teams lost, the rest won) gets nothing.
      const amount = share > grantedBelow ? share - grantedBelow : 0n;
      const settled = await db.transaction(async (tx) => {
        const [claimed] = await sql.claimSettlement(tx, {
          contractId: contract.id, periodStart: window.start.toISOString(), periodEnd: window.end.toISOString(), base, amount, passedOn: share - amount,
        });
        if (!claimed || amount === 0n) return false;
        const moved = await wallet.payAgentSettlement(
          kind === "dividend" ? "agent_dividend" : "agent_salary",
          { memberId: contract.member_id, key: `agent:${kind}:${contract.id}:${window.start.toISOString()}`, reference: encodeReference({ code: "agent_settlement", kind, from: window.start.toISOString() }), amount },
          tx,
        );
        await sql.settlementPaid(tx, claimed.id, moved.transferId);
        return true;
      });
      if (settled) {
        paid++;
        total += amount;
      }
    }
    return { kind, start: start.toISOString(), paid, total: minorToDecimal(total) };
  }

  return {
    settle,

    /** What the scheduler runs: the last complete period of every kind (a repeat pays nothing twice). */
    async settleDue(now = clock()) {
      const runs: { kind: ContractKind; period: SettlementPeriod }[] = [
        { kind: "realtime_salary", period: "round" },
        { kind: "hourly_salary", period: "hourly" },
        { kind: "daily_salary", period: "daily" },
        ...DIVIDEND_PERIODS.map((period) => ({ kind: "dividend" as const, period })),
      ];
      for (const run of runs) await settle(run.kind, lastCompleteStart(run.period, now), now).catch(ignorePeriodOpen);
    },

    async income(memberId: number, pageNo: number, kind?: ContractKind) {
      const merchant = await system.merchant();
      await agentOf(merchant.id, memberId);
      const rows = await sql.incomeOf(db, memberId, kind ?? null, PAGE_SIZE, (pageNo - 1) * PAGE_SIZE);
      const names = await members.usernames(rows.map((row) => row.upline_id));
      return {
        list: rows.map((row) => ({
          id: row.id, kind: row.kind, ratePercent: (row.rate_bp / 100).toFixed(2), periodStart: row.period_start, periodEnd: row.period_end,
          base: minorToDecimal(row.base_minor), amount: minorToDecimal(row.amount_minor), passedOn: minorToDecimal(row.passed_on_minor), paidAt: row.created_at, from: names.get(row.upline_id) ?? "",
        })),
        pageNo,
        totalPages: Math.ceil((rows[0]?.total ?? 0) / PAGE_SIZE),
      };
    },
  };
}
