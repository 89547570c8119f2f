// Contracts with the upline: offered, signed or rejected by the other party; a lower level's terms never above its
// upper level's, the top level's never above the operator's ceiling (which the operator sets here too).
import { lockForTransaction, type Db, type Queryable } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { minorToDecimal } from "../../lib/money";
import { isAgentAccountType, type ContractKind, type ContractRefusal, type ContractRequest, type TermsCeilings, type TermsCeilingsInput } from "../../../src/contract/agent";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import type { AgentOf } from "./agentOf";
import { ABOVE_TERMS_AT_SIGNING, ABOVE_UPPER_TERMS, basisPoints, ceilingOfKind, ceilingsOf, percentOf, toCeilings, unreachable, type Terms } from "./terms";
import * as sql from "./sql";

export function createContracts(db: Db, system: SystemService, members: MemberService, agentOf: AgentOf) {
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
  };
}
