// The agent centre: team figures, downlines, contracts with the upline (offered, signed or rejected by the other
// party; a lower level's terms never above its upper level's, the top level's never above the operator's ceiling) and
// the settlements that pay them through the ledger.
import { encodeReference } from "../../../src/contract/recordReference";
import { lockForTransaction, type Db, type Queryable } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { minorToDecimal } from "../../lib/money";
import { inLanguage } from "../../../src/contract/member";
import { isAgentAccountType, PLAYER_ACCOUNT_TYPE, type ContractKind, type ContractRefusal, type ContractRequest, type TermsCeilings, type TermsCeilingsInput } from "../../../src/contract/agent";
import type { CasinoService } from "../casino/service";
import type { GamesService } from "../games/service";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import type { WalletService } from "../wallet/service";
import { lastCompleteStart, periodFrom, type SettlementPeriod } from "./periods";
import * as sql from "./sql";

const PAGE_SIZE = 20;
/** The reason a lower level's contract ends when its terms rise above its upper level's. */
export const ABOVE_UPPER_TERMS = "Cancelled automatically: its rate is above the upper level's own contract.";
/** The reason an offer ends when it is signed after what its agent may grant fell below it. */
export const ABOVE_TERMS_AT_SIGNING = "Cancelled automatically: its rate is above what the offering agent may grant now.";

/** Rates in basis points: the rate (real-time salary: its loss wage) and the real-time salary's win wage. */
interface Terms {
  rate: number;
  winRate: number;
}
const percentOf = (bp: number) => (bp / 100).toFixed(2);

/** The operator's ceiling of one kind, from the merchant's row. */
function ceilingOfKind(row: sql.CeilingRow, kind: ContractKind): Terms {
  switch (kind) {
    case "dividend":
      return { rate: row.dividend_bp, winRate: 0 };
    case "daily_salary":
      return { rate: row.daily_salary_bp, winRate: 0 };
    case "hourly_salary":
      return { rate: row.hourly_salary_bp, winRate: 0 };
    case "realtime_salary":
      return { rate: row.realtime_salary_bp, winRate: row.realtime_salary_win_bp };
  }
}

const DIVIDEND_PERIODS = ["daily", "weekly", "semi_monthly", "monthly"] as const;

/** The period a contract settles over: its kind's, or the dividend's own. */
function periodOfContract(kind: ContractKind, period: string): SettlementPeriod {
  if (kind === "realtime_salary") return "round";
  if (kind === "hourly_salary") return "hourly";
  if (kind === "daily_salary") return "daily";
  return DIVIDEND_PERIODS.find((dividendPeriod) => dividendPeriod === period) ?? "monthly";
}

function ignorePeriodOpen(error: unknown) {
  if (!(error instanceof HttpError && error.code === "period_open")) throw error;
}

export type AgentService = ReturnType<typeof createAgentService>;

export function createAgentService(
  db: Db, system: SystemService, members: MemberService, wallet: WalletService, casino: CasinoService, games: GamesService, clock: () => Date = () => new Date(),
) {
  /** The signed-in member, who must be an agent (SPEC §6: 'Non-agents cannot log in'). */
  async function agentOf(merchantId: number, memberId: number) {
    const agent = await members.party(merchantId, memberId);
    if (!agent || !isAgentAccountType(agent.account_type)) throw new HttpError(403, "not_agent", "Non-agents cannot log in");
    return agent;
  }

  /** The merchant's ceilings on top-level terms (its defaults until the operator sets them). */
  async function ceilingsOf(q: Queryable, merchantId: number): Promise<sql.CeilingRow> {
    // Two first reads racing each other: the one that waited on the other's insert sees no row in its own snapshot.
    const [row] = await sql.ceilings(q, merchantId);
    return row ?? (await sql.ceilings(q, merchantId))[0] ?? unreachable();
  }

  /** The terms an agent's own contract of a kind gives it, the most it may pass down; null at the top level (no agent above it). */
  async function ownTerms(q: Queryable, merchantId: number, agentId: number, kind: string): Promise<Terms | null> {
    const self = await members.party(merchantId, agentId, q);
    const upline = self?.upline_id ? await members.party(merchantId, self.upline_id, q) : null;
    if (!upline || !isAgentAccountType(upline.account_type)) return null;
    const [own] = await sql.inForce(q, agentId, kind);
    return { rate: own?.rate_bp ?? 0, winRate: own?.win_rate_bp ?? own?.rate_bp ?? 0 };
  }
  const aboveCeiling = (terms: { rate_bp: number; win_rate_bp: number | null }, ceiling: Terms) =>
    terms.rate_bp > ceiling.rate || (terms.win_rate_bp ?? 0) > ceiling.winRate;

  /**
   * Why an agent may not offer these terms now, or null: above its own contract's (SPEC §4), or above the operator's
   * ceiling, which binds the top level and, so that a lowered ceiling holds for new offers everywhere, every level.
   * The answer names the agent: "your" to the one offering, "the offering agent's" to the one signing (atSigning).
   * Its value carries the same in plain data, for the site to say it in the reader's language.
   */
  async function offerRefusal(q: Queryable, merchantId: number, agentId: number, kind: ContractKind, terms: { rate_bp: number; win_rate_bp: number | null }, atSigning: boolean) {
    const own = await ownTerms(q, merchantId, agentId, kind);
    const operator = ceilingOfKind(await ceilingsOf(q, merchantId), kind);
    const whose = atSigning ? "the offering agent's" : "your";
    const refuse = (term: ContractRefusal["term"], ownLimit: number | undefined, operatorLimit: number) => {
      const what = term === "rate" ? "rate" : "win wage";
      const value = (bound: ContractRefusal["bound"], limit: number): ContractRefusal => ({ term, limitPercent: percentOf(limit), bound, atSigning });
      return ownLimit !== undefined && ownLimit <= operatorLimit
        ? { code: "above_upper_terms", message: `The ${what} may be at most ${percentOf(ownLimit)}%, ${whose} own contract's.`, value: value("own", ownLimit) }
        : { code: "above_ceiling", message: `The ${what} may be at most ${percentOf(operatorLimit)}%, the operator's ceiling for this contract.`, value: value("operator", operatorLimit) };
    };
    if (terms.rate_bp > Math.min(own?.rate ?? 10_000, operator.rate)) return refuse("rate", own?.rate, operator.rate);
    if ((terms.win_rate_bp ?? 0) > Math.min(own?.winRate ?? 10_000, operator.winRate)) return refuse("winWage", own?.winRate, operator.winRate);
    return null;
  }

  /**
   * Contract changes of one kind in one merchant, one at a time: a check of terms and the write it allows see the same
   * contracts (PGlite runs a transaction alone; PostgreSQL takes a transaction-scoped advisory lock).
   */
  function oneAtATime<T>(merchantId: number, kind: ContractKind, work: (tx: Queryable) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await lockForTransaction(db, tx, `agent-contract:${merchantId}:${kind}`);
      return work(tx);
    });
  }

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
   * SPEC §4: contracts a level granted above its own terms are cancelled, and so on down the tree. The operator's
   * ceiling cancels nothing: a lowered one holds for new offers and signatures, and what was signed runs on.
   */
  async function cancelAboveCeiling(q: Queryable, merchantId: number, agentId: number, kind: string) {
    const ceiling = await ownTerms(q, merchantId, agentId, kind);
    if (!ceiling) return;
    for (const granted of await sql.grantedInForce(q, agentId, kind)) {
      if (!aboveCeiling(granted, ceiling)) continue;
      if ((await sql.decide(q, granted.id, ["accepted"], "rejected", ABOVE_UPPER_TERMS)).length > 0) await cancelAboveCeiling(q, merchantId, granted.member_id, kind);
    }
  }

  /** Contract rows with both parties' usernames (the member service's), read in the caller's transaction when inside one. */
  async function named(q: Queryable, rows: readonly sql.ContractRow[]) {
    const names = await members.usernames(rows.flatMap((row) => [row.upline_id, row.member_id]), q);
    return rows.map((row) => ({ ...row, upline_name: names.get(row.upline_id) ?? "", member_name: names.get(row.member_id) ?? "" }));
  }
  /** One contract just written or read, named. */
  async function contractNamed(q: Queryable, contractId: number) {
    const [row] = await named(q, await sql.contractById(q, contractId));
    return row ?? unreachable();
  }

  const toContract = (row: sql.ContractRow & { upline_name: string; member_name: string }, viewer: number) => ({
    id: row.id,
    kind: row.kind,
    requestType: row.request_type,
    upline: row.upline_name,
    member: row.member_name,
    ratePercent: (row.rate_bp / 100).toFixed(2),
    winRatePercent: row.win_rate_bp === null ? null : (row.win_rate_bp / 100).toFixed(2),
    period: row.period,
    status: row.status,
    reason: row.reason,
    endsContractId: row.ends_contract_id,
    /** What its settlements paid so far: both parties see the same figure. */
    paid: minorToDecimal(row.paid_minor),
    /** The viewer is the party asked to sign. */
    awaitingMe: (row.status === "pending" || row.status === "processing") && row.requested_by !== viewer && (row.member_id === viewer || row.upline_id === viewer),
    mine: row.requested_by === viewer,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  });

  return {
    async overview(memberId: number, from: string, to: string) {
      const merchant = await system.merchant();
      await agentOf(merchant.id, memberId);
      if (from > to) throw badRequest("Invalid query. from: must not be after to");
      const [[figures], newMembers] = await Promise.all([
        sql.teamFigures(db, memberId, from, to),
        sql.teamIds(db, memberId).then((team) => members.registeredBetween(team, from, to)),
      ]);
      const bet = figures?.bet ?? 0n;
      const win = figures?.win ?? 0n;
      return {
        from,
        to,
        teamSize: figures?.team_size ?? 0,
        newMembers,
        activeMembers: figures?.active_members ?? 0,
        rounds: figures?.rounds ?? 0,
        validBet: minorToDecimal(bet),
        /** The players' result: what they won less what they bet. */
        profitLoss: minorToDecimal(win - bet),
      };
    },

    async downlines(memberId: number, pageNo: number) {
      const merchant = await system.merchant();
      await agentOf(merchant.id, memberId);
      const rows = await members.directDownlines(memberId, PAGE_SIZE, (pageNo - 1) * PAGE_SIZE);
      const sizes = new Map((await sql.teamSizes(db, rows.map((row) => row.id))).map((row) => [row.id, row.team_size] as const));
      return {
        list: rows.map((row) => ({ username: row.username, type: row.account_type, createdAt: row.created_at, teamSize: sizes.get(row.id) ?? 0 })),
        pageNo,
        totalPages: Math.ceil((rows[0]?.total ?? 0) / PAGE_SIZE),
      };
    },

    /** An agent opens an account under itself: a player or an agent, under the merchant's registration rules. */
    async createDownline(memberId: number, request: { username: string; password: string; accountType: number; paymentPassword?: string | undefined }, ip: string) {
      const merchant = await system.merchant();
      const agent = await agentOf(merchant.id, memberId);
      if (request.accountType !== PLAYER_ACCOUNT_TYPE && !isAgentAccountType(request.accountType)) throw badRequest(`Invalid body. accountType: must be ${PLAYER_ACCOUNT_TYPE} (player) or an agent type`);
      const id = await members.register(merchant, { username: request.username, password: request.password, confirmPassword: request.password, paymentPassword: request.paymentPassword, affiliateCode: agent.affiliate_code }, "username", ip);
      if (request.accountType !== PLAYER_ACCOUNT_TYPE) await members.setAccountType(id, request.accountType);
      return { username: request.username, type: request.accountType };
    },

    async contracts(memberId: number) {
      const merchant = await system.merchant();
      await agentOf(merchant.id, memberId);
      const rows = await named(db, await sql.contractsOf(db, memberId));
      const openType = (kind: ContractKind) => rows.find((row) => row.kind === kind && row.member_id === memberId && (row.status === "pending" || row.status === "processing"))?.request_type ?? null;
      return {
        list: rows.map((row) => toContract(row, memberId)),
        // SPEC §3 'Consolidated': the request open for each kind, if any.
        consolidated: { dailysalreqtype: openType("daily_salary"), divtypereq: openType("dividend"), contracthoursalreq: openType("hourly_salary"), realtimesalreqtype: openType("realtime_salary") },
      };
    },

    /**
     * One contract call (the relay's MCS2_processDailySalContract and its kin): a new contract offered to a direct
     * downline agent, a termination of one in force (by either party), or the other party's accept or reject.
     */
    async processContract(memberId: number, kind: ContractKind, request: ContractRequest) {
      const merchant = await system.merchant();
      const me = await agentOf(merchant.id, memberId);
      if (request.action === "new") {
        const downline = request.downline ? await members.partyByUsername(merchant.id, request.downline) : null;
        if (!downline || downline.upline_id !== me.id) throw notFound("No such direct downline");
        if (!isAgentAccountType(downline.account_type)) throw badRequest("Contracts are signed with agents only.", "not_agent_downline");
        const rateBp = basisPoints(request.ratePercent);
        if (rateBp === null || rateBp <= 0 || rateBp > 10_000) throw badRequest("Invalid body. ratePercent: must be more than 0 and at most 100, two decimals at most");
        // Real-time salary also names its win wage (0 pays nothing on rounds the players won).
        const winRateBp = kind === "realtime_salary" ? basisPoints(request.winRatePercent) : null;
        if (kind === "realtime_salary" && (winRateBp === null || winRateBp > 10_000)) throw badRequest("Invalid body. winRatePercent: must be from 0 to 100, two decimals at most");
        return oneAtATime(merchant.id, kind, async (tx) => {
          const refusal = await offerRefusal(tx, merchant.id, me.id, kind, { rate_bp: rateBp, win_rate_bp: winRateBp }, false);
          if (refusal) throw new HttpError(400, refusal.code, refusal.message, refusal.value);
          const [created] = await sql.insertContract(tx, {
            merchantId: merchant.id, kind, requestType: "new", uplineId: me.id, memberId: downline.id, requestedBy: me.id, rateBp, winRateBp,
            period: kind === "dividend" ? (request.period ?? "monthly") : kind === "daily_salary" ? "daily" : kind === "hourly_salary" ? "hourly" : "round", endsContractId: null,
          });
          if (!created) throw new HttpError(409, "request_open", "A request of this kind is already waiting for an answer.");
          return toContract(await contractNamed(tx, created.id), me.id);
        });
      }
      const [contract] = request.contractId ? await sql.contractById(db, request.contractId) : [];
      if (!contract || contract.kind !== kind || (contract.member_id !== me.id && contract.upline_id !== me.id)) throw notFound("No such contract");
      if (request.action === "termination") {
        if (contract.request_type !== "new" || contract.status !== "accepted") throw new HttpError(409, "not_in_force", "Only a contract in force can be terminated.");
        const [created] = await sql.insertContract(db, {
          merchantId: merchant.id, kind, requestType: "termination", uplineId: contract.upline_id, memberId: contract.member_id, requestedBy: me.id,
          rateBp: contract.rate_bp, winRateBp: contract.win_rate_bp, period: contract.period, endsContractId: contract.id,
        });
        if (!created) throw new HttpError(409, "request_open", "A request of this kind is already waiting for an answer.");
        return toContract(await contractNamed(db, created.id), me.id);
      }
      if (contract.requested_by === me.id) throw new HttpError(403, "not_your_signature", "The other party answers this request.");
      if (contract.status !== "pending" && contract.status !== "processing") throw new HttpError(409, "already_decided", "This request has already been answered.");
      const alreadyDecided = () => new HttpError(409, "already_decided", "This request has already been answered.");
      if (request.action === "reject") {
        await sql.decide(db, contract.id, ["pending", "processing"], "rejected", null);
      } else if (contract.request_type === "termination" && contract.ends_contract_id !== null) {
        const ends = contract.ends_contract_id;
        await oneAtATime(merchant.id, kind, async (tx) => {
          if ((await sql.decide(tx, contract.id, ["pending", "processing"], "accepted", null)).length === 0) throw alreadyDecided();
          await sql.decide(tx, ends, ["accepted"], "completed", "Terminated by agreement.");
          await cancelAboveCeiling(tx, merchant.id, contract.member_id, kind);
        });
      } else {
        const refusal = await oneAtATime(merchant.id, kind, async (tx) => {
          // What the offering agent may grant can have fallen since it offered (its own contract, the operator's
          // ceiling): an offer above it now is cancelled rather than signed.
          const refused = await offerRefusal(tx, merchant.id, contract.upline_id, kind, contract, true);
          if (refused) {
            await sql.decide(tx, contract.id, ["pending", "processing"], "rejected", ABOVE_TERMS_AT_SIGNING);
            return new HttpError(409, refused.code, `${ABOVE_TERMS_AT_SIGNING} ${refused.message}`, refused.value);
          }
          // Signing replaces the contract of this kind in force, if any.
          for (const old of await sql.inForce(tx, contract.member_id, kind)) await sql.decide(tx, old.id, ["accepted"], "completed", "Replaced by a new contract.");
          if ((await sql.decide(tx, contract.id, ["pending", "processing"], "accepted", null)).length === 0) throw alreadyDecided();
          await cancelAboveCeiling(tx, merchant.id, contract.member_id, kind);
          return null;
        });
        if (refusal) throw refusal;
      }
      return toContract(await contractNamed(db, contract.id), me.id);
    },

    /**
     * One settlement run: every contract of a kind in force at the end of its period that starts at `start` earns
     * its rate of its team's valid bet (salaries) or net loss (dividends), less what the contracts its agent granted
     * below earn over the same period: the upper level pays the lower one out of its own share, so a chain of
     * contracts pays in all the top rate of a team's figures, never each level's rate again. (Dividends: a lower team
     * that lost while the rest won is paid its own share, which can exceed the top's; each settlement still stays
     * within its own base.) A settlement row per contract and period and its ledger transfer commit together, so a
     * rerun, or a run after a crash, pays each contract exactly once.
     */
    async settle(kind: ContractKind, start: Date, now = clock()) {
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
    },

    /** The operator's ceilings on the terms top-level agents may offer, per contract kind. */
    async ceilings(): Promise<TermsCeilings> {
      const merchant = await system.merchant();
      return toCeilings(await ceilingsOf(db, merchant.id));
    },

    /** Changes some ceilings. Contracts signed above a new ceiling run on; offers and signatures from now on are held to it. */
    async setCeilings(input: TermsCeilingsInput): Promise<TermsCeilings> {
      const merchant = await system.merchant();
      return db.transaction(async (tx) => {
        await ceilingsOf(tx, merchant.id);
        const [row] = await sql.setCeilings(tx, merchant.id, {
          dividend_bp: input.dividend?.rateBp ?? null,
          daily_salary_bp: input.daily_salary?.rateBp ?? null,
          hourly_salary_bp: input.hourly_salary?.rateBp ?? null,
          realtime_salary_bp: input.realtime_salary?.rateBp ?? null,
          realtime_salary_win_bp: input.realtime_salary?.winRateBp ?? null,
        });
        return toCeilings(row ?? unreachable());
      });
    },

    /** What the scheduler runs: the last complete period of every kind (a repeat pays nothing twice). */
    async settleDue(now = clock()) {
      const runs: { kind: ContractKind; period: SettlementPeriod }[] = [
        { kind: "realtime_salary", period: "round" },
        { kind: "hourly_salary", period: "hourly" },
        { kind: "daily_salary", period: "daily" },
        ...DIVIDEND_PERIODS.map((period) => ({ kind: "dividend" as const, period })),
      ];
      for (const run of runs) await this.settle(run.kind, lastCompleteStart(run.period, now), now).catch(ignorePeriodOpen);
    },

    /** Team betting: the rounds of everyone below the agent. */
    async teamBets(memberId: number, q: { from: string; to: string; username?: string | undefined; pageNo: number }, language: string) {
      const merchant = await system.merchant();
      await agentOf(merchant.id, memberId);
      const team = await sql.teamIds(db, memberId);
      // One player's rounds when a username is asked for (nothing when it is not in the team).
      const player = q.username ? await members.partyByUsername(merchant.id, q.username) : null;
      const bettors = q.username ? team.filter((id) => id === player?.id) : team;
      const rows = await casino.roundsOf(bettors, { from: q.from, to: q.to, limit: PAGE_SIZE, offset: (q.pageNo - 1) * PAGE_SIZE });
      const [names, played] = await Promise.all([members.usernames(rows.map((row) => row.member_id)), games.gamesByIds(rows.map((row) => row.game_id))]);
      return {
        list: rows.map((row) => {
          const game = played.get(row.game_id);
          return {
            id: row.id, username: names.get(row.member_id) ?? "", gameName: (game && inLanguage(game.names, language)) ?? "", gameType: game?.game_type ?? "",
            bet: minorToDecimal(row.bet_minor), win: minorToDecimal(row.win_minor), profit: minorToDecimal(row.win_minor - row.bet_minor), time: row.created_at,
          };
        }),
        pageNo: q.pageNo,
        totalPages: Math.ceil((rows[0]?.total ?? 0) / PAGE_SIZE),
      };
    },

    /** User profit and loss: each team member's rounds, bets, wins and result over the period. */
    async memberResults(memberId: number, q: { from: string; to: string; pageNo: number }) {
      const merchant = await system.merchant();
      await agentOf(merchant.id, memberId);
      const rows = await sql.memberResults(db, memberId, { from: q.from, to: q.to, limit: PAGE_SIZE, offset: (q.pageNo - 1) * PAGE_SIZE });
      const names = await members.usernames(rows.map((row) => row.member_id));
      return {
        list: rows.map((row) => ({ username: names.get(row.member_id) ?? "", level: row.depth, rounds: row.rounds, bet: minorToDecimal(row.bet), win: minorToDecimal(row.win), profit: minorToDecimal(row.win - row.bet) })),
        pageNo: q.pageNo,
        totalPages: Math.ceil((rows[0]?.total ?? 0) / PAGE_SIZE),
      };
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

    // A settled round adds to its member's day figures by itself: the trigger of migration 019, in the settling statement.

    /** The members of the merchant in scope who bet at least `atLeast` on a day (the points they earn). */
    async betsOfDay(day: string, atLeast: bigint) {
      const rows = await sql.betsOfDay(db, day, atLeast);
      const own = await members.ofMerchant(rows.map((row) => row.member_id));
      return rows.filter((row) => own.has(row.member_id));
    },
    /** A day's figures of everyone who played that day (every merchant's: the caller keeps its own), or of one member. */
    dayFigures: (day: string, memberId: number | null = null) => sql.dayFigures(db, day, memberId),
    /** These members' valid bets between two days (inclusive; null: no bound), by member; no row, no bets. */
    async validBets(memberIds: readonly number[], range: { from: string | null; to: string | null }): Promise<Map<number, bigint>> {
      const ids = [...new Set(memberIds)];
      return new Map(ids.length === 0 ? [] : (await sql.validBets(db, ids, range.from, range.to)).map((row) => [row.member_id, row.bet] as const));
    },
  };
}

/** "1.5" → 150 basis points; null when it is not a percentage with two decimals at most. */
function basisPoints(percent: string | undefined): number | null {
  if (percent === undefined || !/^\d{1,3}(\.\d{1,2})?$/.test(percent)) return null;
  const [units = "0", cents = ""] = percent.split(".");
  return Number(units) * 100 + Number(cents.padEnd(2, "0"));
}

function toCeilings(row: sql.CeilingRow): TermsCeilings {
  return {
    dividend: { rateBp: row.dividend_bp },
    daily_salary: { rateBp: row.daily_salary_bp },
    hourly_salary: { rateBp: row.hourly_salary_bp },
    realtime_salary: { rateBp: row.realtime_salary_bp, winRateBp: row.realtime_salary_win_bp },
  };
}

function unreachable(): never {
  throw new Error("a row just written could not be read");
}
