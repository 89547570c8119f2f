// Queries of the agent centre: the team from the closure table, team figures from the members' day stats,
// contracts between an agent and its upline, and their settlements. Members' names and registrations come from the
// member service, rounds from the casino's, by id lists.
import { z } from "zod";
import type { Queryable } from "../../db/index";
import { id, minor, iso, optionalIso } from "../../db/codecs";

/** Everyone below an agent. */
export const teamIds = async (db: Queryable, agentId: number) =>
  (await db.query(z.object({ id }), "select descendant_id as id from member_tree where ancestor_id = $1", [agentId])).map((row) => row.id);

/** The team's figures between two days (inclusive): the agent and everyone below it. */
export const teamFigures = (db: Queryable, agentId: number, from: string, to: string) =>
  db.query(
    z.object({ team_size: id, active_members: id, rounds: id, bet: minor, win: minor }),
    `with team as (
       select $1::bigint as member_id
       union all
       select descendant_id from member_tree where ancestor_id = $1
     ), days as (
       select s.member_id, s.rounds, s.bet_minor, s.win_minor from team t join member_day_stats s on s.member_id = t.member_id
        where s.day between $2::date and $3::date
     )
     select (select count(*) - 1 from team) as team_size,
            (select count(distinct member_id) from days) as active_members,
            coalesce((select sum(rounds) from days), 0) as rounds,
            coalesce((select sum(bet_minor) from days), 0) as bet,
            coalesce((select sum(win_minor) from days), 0) as win`,
    [agentId, from, to],
  );

/** How many members are below each of these. */
export const teamSizes = (db: Queryable, memberIds: readonly number[]) =>
  db.query(
    z.object({ id, team_size: id }),
    "select a.id, (select count(*) from member_tree t where t.ancestor_id = a.id) as team_size from unnest($1::bigint[]) as a (id)",
    [[...memberIds]],
  );

export const contractRow = z.object({
  id, kind: z.string(), request_type: z.string(), upline_id: id, member_id: id, requested_by: id, rate_bp: z.number(), win_rate_bp: z.number().nullable(), period: z.string(),
  ends_contract_id: id.nullable(), status: z.string(), reason: z.string().nullable(), created_at: iso, decided_at: optionalIso, paid_minor: minor,
});
export type ContractRow = z.infer<typeof contractRow>;
const CONTRACT_SELECT = `select c.id, c.kind, c.request_type, c.upline_id, c.member_id, c.requested_by, c.rate_bp, c.win_rate_bp, c.period, c.ends_contract_id,
  c.status, c.reason, c.created_at, c.decided_at,
  (select coalesce(sum(s.amount_minor), 0) from agent_settlement s where s.contract_id = c.id) as paid_minor
  from agent_contract c`;

export const contractsOf = (db: Queryable, memberId: number) =>
  db.query(contractRow, `${CONTRACT_SELECT} where c.member_id = $1 or c.upline_id = $1 order by c.id desc limit 200`, [memberId]);
export const contractById = (db: Queryable, contractId: number) => db.query(contractRow, `${CONTRACT_SELECT} where c.id = $1`, [contractId]);
/** The contract of a kind in force for a member (as the lower party). */
export const inForce = (db: Queryable, memberId: number, kind: string) =>
  db.query(contractRow, `${CONTRACT_SELECT} where c.member_id = $1 and c.kind = $2 and c.request_type = 'new' and c.status = 'accepted'`, [memberId, kind]);
/** Contracts of a kind an agent granted (as the upper party) that are in force. */
export const grantedInForce = (db: Queryable, uplineId: number, kind: string) =>
  db.query(contractRow, `${CONTRACT_SELECT} where c.upline_id = $1 and c.kind = $2 and c.request_type = 'new' and c.status = 'accepted'`, [uplineId, kind]);

export const insertContract = (
  db: Queryable,
  c: { merchantId: number; kind: string; requestType: string; uplineId: number; memberId: number; requestedBy: number; rateBp: number; winRateBp: number | null; period: string; endsContractId: number | null },
) =>
  db.query(
    z.object({ id }),
    `insert into agent_contract (merchant_id, kind, request_type, upline_id, member_id, requested_by, rate_bp, win_rate_bp, period, ends_contract_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing returning id`,
    [c.merchantId, c.kind, c.requestType, c.uplineId, c.memberId, c.requestedBy, c.rateBp, c.winRateBp, c.period, c.endsContractId],
  );
/** Moves a contract from one status to another; answers nothing when it was not in the expected status. */
export const decide = (db: Queryable, contractId: number, from: string[], to: string, reason: string | null) =>
  db.query(
    z.object({ id }),
    `update agent_contract set status = $3, reason = coalesce($4, reason), decided_at = now(), ended_at = case when $3 in ('completed', 'rejected') then now() else ended_at end
      where id = $1 and status = any($2::text[]) returning id`,
    [contractId, from, to, reason],
  );

/**
 * The contracts of a kind that were in force at some point not long ago (the run checks each period's end): all of
 * the merchant's, or those one agent granted (uplineId), whose earnings it passes down.
 */
export const contractsInForce = async (db: Queryable, merchantId: number, kind: string, uplineId: number | null = null) =>
  (
    await db.query(
      z.object({ id, member_id: id, rate_bp: z.number(), win_rate_bp: z.number().nullable(), period: z.string(), decided_at: iso, ended_at: optionalIso, status: z.string() }),
      `select id, member_id, rate_bp, win_rate_bp, period, decided_at, ended_at, status from agent_contract
        where merchant_id = $1 and kind = $2 and request_type = 'new' and decided_at is not null and ($3::bigint is null or upline_id = $3)
          and (status = 'accepted' or (status = 'completed' and ended_at > now() - interval '62 days'))
        order by id`,
      [merchantId, kind, uplineId],
    )
  ).map((row) => ({
    ...row,
    /** In force at the period's end: signed before it, not ended before it. */
    inForceAt: (end: Date) => new Date(row.decided_at) < end && (row.ended_at === null || new Date(row.ended_at) >= end),
  }));
export const settlementExists = (db: Queryable, contractId: number, periodStart: string) =>
  db.query(z.object({ id }), "select id from agent_settlement where contract_id = $1 and period_start = $2", [contractId, periodStart]);

/** A team's bets and wins over whole days, from the day figures (a part of a day comes from the casino's rounds). */
export const teamDayResult = (db: Queryable, agentId: number, from: string, to: string) =>
  db.query(
    z.object({ bet: minor, win: minor }),
    `with team as (select $1::bigint as member_id union all select descendant_id from member_tree where ancestor_id = $1)
     select coalesce(sum(s.bet_minor), 0) as bet, coalesce(sum(s.win_minor), 0) as win from team t join member_day_stats s on s.member_id = t.member_id
      where s.day >= $2::timestamptz::date and s.day < $3::timestamptz::date`,
    [agentId, from, to],
  );
export const claimSettlement = (db: Queryable, s: { contractId: number; periodStart: string; periodEnd: string; base: bigint; amount: bigint; passedOn: bigint }) =>
  db.query(
    z.object({ id }),
    `insert into agent_settlement (contract_id, period_start, period_end, base_minor, amount_minor, passed_on_minor) values ($1, $2, $3, $4, $5, $6)
     on conflict (contract_id, period_start) do nothing returning id`,
    [s.contractId, s.periodStart, s.periodEnd, s.base.toString(), s.amount.toString(), s.passedOn.toString()],
  );
export const settlementPaid = (db: Queryable, settlementId: number, transferId: number) =>
  db.execute("update agent_settlement set transfer_id = $2 where id = $1", [settlementId, transferId]);

/** Each team member's result over whole days (user profit and loss), the biggest bettors first. */
export const memberResults = (db: Queryable, agentId: number, f: { from: string; to: string; limit: number; offset: number }) =>
  db.query(
    z.object({ member_id: id, depth: z.number(), rounds: id, bet: minor, win: minor, total: id }),
    `select t.descendant_id as member_id, t.depth, sum(s.rounds) as rounds, sum(s.bet_minor) as bet, sum(s.win_minor) as win, count(*) over () as total
       from member_tree t join member_day_stats s on s.member_id = t.descendant_id
      where t.ancestor_id = $1 and s.day between $2::date and $3::date
      group by t.descendant_id, t.depth order by bet desc, t.descendant_id limit $4 offset $5`,
    [agentId, f.from, f.to, f.limit, f.offset],
  );

export const incomeOf = (db: Queryable, memberId: number, kind: string | null, limit: number, offset: number) =>
  db.query(
    z.object({ id, kind: z.string(), rate_bp: z.number(), period_start: iso, period_end: iso, base_minor: minor, amount_minor: minor, passed_on_minor: minor, created_at: iso, upline_id: id, total: id }),
    `select s.id, c.kind, c.rate_bp, s.period_start, s.period_end, s.base_minor, s.amount_minor, s.passed_on_minor, s.created_at, c.upline_id, count(*) over () as total
       from agent_settlement s join agent_contract c on c.id = s.contract_id
      where c.member_id = $1 and (s.amount_minor > 0 or s.passed_on_minor > 0) and ($4::text is null or c.kind = $4) order by s.period_start desc, s.id desc limit $2 offset $3`,
    [memberId, limit, offset, kind],
  );

const ceilingRow = z.object({ dividend_bp: z.number(), daily_salary_bp: z.number(), hourly_salary_bp: z.number(), realtime_salary_bp: z.number(), realtime_salary_win_bp: z.number() });
export type CeilingRow = z.infer<typeof ceilingRow>;
const CEILING_COLUMNS = "dividend_bp, daily_salary_bp, hourly_salary_bp, realtime_salary_bp, realtime_salary_win_bp";
/** The merchant's ceilings on top-level terms; a merchant the operator never set gets the table's defaults. */
export const ceilings = (db: Queryable, merchantId: number) =>
  db.query(
    ceilingRow,
    `with made as (insert into agent_terms_ceiling (merchant_id) values ($1) on conflict (merchant_id) do nothing returning ${CEILING_COLUMNS})
     select ${CEILING_COLUMNS} from made union all select ${CEILING_COLUMNS} from agent_terms_ceiling where merchant_id = $1 limit 1`,
    [merchantId],
  );
/** Changes the ceilings given (null leaves one as it is) of a merchant whose row exists (read `ceilings` first). */
export const setCeilings = (db: Queryable, merchantId: number, c: { [K in keyof CeilingRow]: number | null }) =>
  db.query(
    ceilingRow,
    `update agent_terms_ceiling set dividend_bp = coalesce($2, dividend_bp), daily_salary_bp = coalesce($3, daily_salary_bp),
       hourly_salary_bp = coalesce($4, hourly_salary_bp), realtime_salary_bp = coalesce($5, realtime_salary_bp),
       realtime_salary_win_bp = coalesce($6, realtime_salary_win_bp), updated_at = now()
      where merchant_id = $1 returning ${CEILING_COLUMNS}`,
    [merchantId, c.dividend_bp, c.daily_salary_bp, c.hourly_salary_bp, c.realtime_salary_bp, c.realtime_salary_win_bp],
  );

// ---- The members' day figures, kept here for the team figures, settlements, rebates and missions; the casino adds its rounds ----

/** Adds a settled round to its member's day. */
/** Everyone who bet at least `atLeast` on a day, and what they bet (every merchant's: the caller keeps its own). */
export const betsOfDay = (db: Queryable, day: string, atLeast: bigint) =>
  db.query(
    z.object({ member_id: id, bet_minor: minor }),
    "select member_id, bet_minor from member_day_stats where day = $1::date and bet_minor >= $2 order by member_id",
    [day, atLeast.toString()],
  );
/** A day's figures of everyone who played (every merchant's), or of one member. */
export const dayFigures = (db: Queryable, day: string, memberId: number | null) =>
  db.query(
    z.object({ member_id: id, rounds: z.number(), bet_minor: minor, win_minor: minor }),
    "select member_id, rounds, bet_minor, win_minor from member_day_stats where day = $1::date and ($2::bigint is null or member_id = $2) order by member_id",
    [day, memberId],
  );
/** These members' valid bets between two days (inclusive; null: no bound). */
export const validBets = (db: Queryable, memberIds: readonly number[], from: string | null, to: string | null) =>
  db.query(
    z.object({ member_id: id, bet: minor }),
    `select member_id, coalesce(sum(bet_minor), 0) as bet from member_day_stats
      where member_id = any($1::bigint[]) and ($2::date is null or day >= $2::date) and ($3::date is null or day <= $3::date)
      group by member_id`,
    [[...memberIds], from, to],
  );
