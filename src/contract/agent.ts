// The agent centre on the wire: team figures, downlines, contracts with the upline and the income they pay.
import * as zod from "zod/mini";
import { bigIdSchema, daySchema, oneLine, realDayOrTime, wholeNumber } from "./fields";

const day = daySchema;
const pageNo = zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(10_000)));

export { AGENT_ACCOUNT_TYPES, isAgentAccountType, PLAYER_ACCOUNT_TYPE } from "./domain";
export const CONTRACT_KINDS = ["dividend", "daily_salary", "hourly_salary", "realtime_salary"] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
/** The relay call of each contract kind (SPEC §7). */
export const CONTRACT_RELAY: Record<ContractKind, string> = {
  dividend: "MCS2_processDividendReq",
  daily_salary: "MCS2_processDailySalContract",
  hourly_salary: "MCS2_processContractHourSalary",
  realtime_salary: "MCSFE_processRealTimeSalaryContract",
};
export const CONTRACT_STATUSES = ["pending", "processing", "accepted", "completed", "rejected"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const overviewQuerySchema = zod.object({ from: day, to: day });
export const teamOverviewSchema = zod.object({
  from: zod.string(), to: zod.string(), teamSize: zod.number(), newMembers: zod.number(), activeMembers: zod.number(), rounds: zod.number(), validBet: zod.string(), profitLoss: zod.string(),
});
export type TeamOverview = zod.infer<typeof teamOverviewSchema>;
export const pageQuerySchema = zod.object({ pageNo });
export const incomeQuerySchema = zod.object({ pageNo, kind: zod.optional(zod.enum(CONTRACT_KINDS)) });
export const teamBetQuerySchema = zod.object({ from: day, to: day, pageNo, username: zod.optional(zod.string().check(oneLine, zod.trim(), zod.maxLength(40))) });
export const memberResultQuerySchema = zod.object({ from: day, to: day, pageNo });
export const teamBetPageSchema = zod.object({
  list: zod.array(zod.object({ id: zod.number(), username: zod.string(), gameName: zod.string(), gameType: zod.string(), bet: zod.string(), win: zod.string(), profit: zod.string(), time: zod.string() })),
  pageNo: zod.number(),
  totalPages: zod.number(),
});
export const memberResultPageSchema = zod.object({
  list: zod.array(zod.object({ username: zod.string(), level: zod.number(), rounds: zod.number(), bet: zod.string(), win: zod.string(), profit: zod.string() })),
  pageNo: zod.number(),
  totalPages: zod.number(),
});
export const downlinePageSchema = zod.object({
  list: zod.array(zod.object({ username: zod.string(), type: zod.number(), createdAt: zod.string(), teamSize: zod.number() })),
  pageNo: zod.number(),
  totalPages: zod.number(),
});
export const createDownlineSchema = zod.object({
  username: zod.string().check(oneLine, zod.trim(), zod.regex(/^[A-Za-z0-9_]{4,20}$/, "must be 4 to 20 letters, digits or _")),
  password: zod.string().check(zod.minLength(6, "must be at least 6 characters"), zod.maxLength(64), oneLine),
  accountType: wholeNumber(0),
  /** Asked for when the merchant's registration rules ask for it. */
  paymentPassword: zod.optional(zod.string().check(zod.minLength(6, "must be at least 6 characters"), zod.maxLength(64), oneLine)),
});
export const contractRequestSchema = zod.object({
  action: zod.enum(["new", "termination", "accept", "reject"]),
  downline: zod.optional(zod.string().check(zod.maxLength(40), oneLine)),
  ratePercent: zod.optional(zod.string().check(zod.maxLength(8), oneLine)),
  /** Real-time salary only: the win wage, paid on the bets of rounds the players won (ratePercent is the loss wage). */
  winRatePercent: zod.optional(zod.string().check(zod.maxLength(8), oneLine)),
  period: zod.optional(zod.enum(["daily", "weekly", "semi_monthly", "monthly"])),
  contractId: zod.optional(bigIdSchema),
});
export type ContractRequest = zod.infer<typeof contractRequestSchema>;
export const contractSchema = zod.object({
  id: zod.number(), kind: zod.enum(CONTRACT_KINDS), requestType: zod.enum(["new", "termination"]), upline: zod.string(), member: zod.string(), ratePercent: zod.string(), winRatePercent: zod.nullable(zod.string()),
  period: zod.string(), status: zod.enum(CONTRACT_STATUSES), reason: zod.nullable(zod.string()), endsContractId: zod.nullable(zod.number()), paid: zod.string(), awaitingMe: zod.boolean(), mine: zod.boolean(),
  createdAt: zod.string(), decidedAt: zod.nullable(zod.string()),
});
export type Contract = zod.infer<typeof contractSchema>;
const openType = zod.nullable(zod.enum(["new", "termination"]));
export const contractListSchema = zod.object({
  list: zod.array(contractSchema),
  consolidated: zod.object({ dailysalreqtype: openType, divtypereq: openType, contracthoursalreq: openType, realtimesalreqtype: openType }),
});
export type ContractList = zod.infer<typeof contractListSchema>;
/**
 * Why an offer's terms were refused (codes above_upper_terms, above_ceiling), as the error's value: which term, its
 * limit, whether the offering agent's own contract or the operator's ceiling set it, and whether it was found at signing.
 */
export const contractRefusalSchema = zod.object({
  term: zod.enum(["rate", "winWage"]),
  limitPercent: zod.string(),
  bound: zod.enum(["own", "operator"]),
  atSigning: zod.boolean(),
});
export type ContractRefusal = zod.infer<typeof contractRefusalSchema>;
export const incomePageSchema = zod.object({
  /** passedOn: the part of the rate of `base` that went to the contracts this agent granted below it (amount is the rest). */
  list: zod.array(zod.object({ id: zod.number(), kind: zod.string(), ratePercent: zod.string(), periodStart: zod.string(), periodEnd: zod.string(), base: zod.string(), amount: zod.string(), passedOn: zod.string(), paidAt: zod.string(), from: zod.string() })),
  pageNo: zod.number(),
  totalPages: zod.number(),
});
export const settlementRunSchema = zod.object({
  kind: zod.enum(CONTRACT_KINDS),
  /** The period's first instant: a day (2026-11-22) or a time (2026-11-23T10:05:00Z). */
  start: zod.string().check(zod.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z)?$/, "must be a day or a UTC time"), realDayOrTime),
});

/** Basis points (1 = 0.01%), as the operator sets ceilings: a whole number from 0 to 10,000. */
const basisPoints = zod.number().check(zod.int("must be a whole number of basis points"), zod.minimum(0, "must be from 0 to 10000"), zod.maximum(10_000, "must be from 0 to 10000"));
/**
 * The operator's ceiling on the terms a top-level agent (one with no agent above it) may offer, per contract kind;
 * lower levels are held by their own contract's terms too. rateBp is the rate (real-time salary: its loss wage).
 */
export const termsCeilingsSchema = zod.object({
  dividend: zod.object({ rateBp: zod.number() }),
  daily_salary: zod.object({ rateBp: zod.number() }),
  hourly_salary: zod.object({ rateBp: zod.number() }),
  realtime_salary: zod.object({ rateBp: zod.number(), winRateBp: zod.number() }),
});
export type TermsCeilings = zod.infer<typeof termsCeilingsSchema>;
/** PUT /ops/agent/ceilings: any of the kinds, each with what changes. */
export const termsCeilingsInputSchema = zod.object({
  dividend: zod.optional(zod.object({ rateBp: basisPoints })),
  daily_salary: zod.optional(zod.object({ rateBp: basisPoints })),
  hourly_salary: zod.optional(zod.object({ rateBp: basisPoints })),
  realtime_salary: zod.optional(zod.object({ rateBp: zod.optional(basisPoints), winRateBp: zod.optional(basisPoints) })),
});
export type TermsCeilingsInput = zod.infer<typeof termsCeilingsInputSchema>;
