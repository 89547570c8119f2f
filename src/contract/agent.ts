// The agent centre on the wire: team figures, downlines, contracts with the upline and the income they pay.
import * as z from "zod/mini";
import { bigIdSchema, daySchema, oneLine, realDayOrTime, wholeNumber } from "./fields";

const day = daySchema;
const pageNo = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)));

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

export const overviewQuerySchema = z.object({ from: day, to: day });
export const teamOverviewSchema = z.object({
  from: z.string(), to: z.string(), teamSize: z.number(), newMembers: z.number(), activeMembers: z.number(), rounds: z.number(), validBet: z.string(), profitLoss: z.string(),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;
export const pageQuerySchema = z.object({ pageNo });
export const incomeQuerySchema = z.object({ pageNo, kind: z.optional(z.enum(CONTRACT_KINDS)) });
export const teamBetQuerySchema = z.object({ from: day, to: day, pageNo, username: z.optional(z.string().check(oneLine, z.trim(), z.maxLength(40))) });
export const memberResultQuerySchema = z.object({ from: day, to: day, pageNo });
export const teamBetPageSchema = z.object({
  list: z.array(z.object({ id: z.number(), username: z.string(), gameName: z.string(), gameType: z.string(), bet: z.string(), win: z.string(), profit: z.string(), time: z.string() })),
  pageNo: z.number(),
  totalPages: z.number(),
});
export const memberResultPageSchema = z.object({
  list: z.array(z.object({ username: z.string(), level: z.number(), rounds: z.number(), bet: z.string(), win: z.string(), profit: z.string() })),
  pageNo: z.number(),
  totalPages: z.number(),
});
export const downlinePageSchema = z.object({
  list: z.array(z.object({ username: z.string(), type: z.number(), createdAt: z.string(), teamSize: z.number() })),
  pageNo: z.number(),
  totalPages: z.number(),
});
export const createDownlineSchema = z.object({
  username: z.string().check(oneLine, z.trim(), z.regex(/^[A-Za-z0-9_]{4,20}$/, "must be 4 to 20 letters, digits or _")),
  password: z.string().check(z.minLength(6, "must be at least 6 characters"), z.maxLength(64), oneLine),
  accountType: wholeNumber(0),
  /** Asked for when the merchant's registration rules ask for it. */
  paymentPassword: z.optional(z.string().check(z.minLength(6, "must be at least 6 characters"), z.maxLength(64), oneLine)),
});
export const contractRequestSchema = z.object({
  action: z.enum(["new", "termination", "accept", "reject"]),
  downline: z.optional(z.string().check(z.maxLength(40), oneLine)),
  ratePercent: z.optional(z.string().check(z.maxLength(8), oneLine)),
  /** Real-time salary only: the win wage, paid on the bets of rounds the players won (ratePercent is the loss wage). */
  winRatePercent: z.optional(z.string().check(z.maxLength(8), oneLine)),
  period: z.optional(z.enum(["daily", "weekly", "semi_monthly", "monthly"])),
  contractId: z.optional(bigIdSchema),
});
export type ContractRequest = z.infer<typeof contractRequestSchema>;
export const contractSchema = z.object({
  id: z.number(), kind: z.enum(CONTRACT_KINDS), requestType: z.enum(["new", "termination"]), upline: z.string(), member: z.string(), ratePercent: z.string(), winRatePercent: z.nullable(z.string()),
  period: z.string(), status: z.enum(CONTRACT_STATUSES), reason: z.nullable(z.string()), endsContractId: z.nullable(z.number()), paid: z.string(), awaitingMe: z.boolean(), mine: z.boolean(),
  createdAt: z.string(), decidedAt: z.nullable(z.string()),
});
export type Contract = z.infer<typeof contractSchema>;
const openType = z.nullable(z.enum(["new", "termination"]));
export const contractListSchema = z.object({
  list: z.array(contractSchema),
  consolidated: z.object({ dailysalreqtype: openType, divtypereq: openType, contracthoursalreq: openType, realtimesalreqtype: openType }),
});
export type ContractList = z.infer<typeof contractListSchema>;
/**
 * Why an offer's terms were refused (codes above_upper_terms, above_ceiling), as the error's value: which term, its
 * limit, whether the offering agent's own contract or the operator's ceiling set it, and whether it was found at signing.
 */
export const contractRefusalSchema = z.object({
  term: z.enum(["rate", "winWage"]),
  limitPercent: z.string(),
  bound: z.enum(["own", "operator"]),
  atSigning: z.boolean(),
});
export type ContractRefusal = z.infer<typeof contractRefusalSchema>;
export const incomePageSchema = z.object({
  /** passedOn: the part of the rate of `base` that went to the contracts this agent granted below it (amount is the rest). */
  list: z.array(z.object({ id: z.number(), kind: z.string(), ratePercent: z.string(), periodStart: z.string(), periodEnd: z.string(), base: z.string(), amount: z.string(), passedOn: z.string(), paidAt: z.string(), from: z.string() })),
  pageNo: z.number(),
  totalPages: z.number(),
});
export const settlementRunSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** The period's first instant: a day (2026-11-22) or a time (2026-11-23T10:05:00Z). */
  start: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z)?$/, "must be a day or a UTC time"), realDayOrTime),
});

/** Basis points (1 = 0.01%), as the operator sets ceilings: a whole number from 0 to 10,000. */
const basisPoints = z.number().check(z.int("must be a whole number of basis points"), z.minimum(0, "must be from 0 to 10000"), z.maximum(10_000, "must be from 0 to 10000"));
/**
 * The operator's ceiling on the terms a top-level agent (one with no agent above it) may offer, per contract kind;
 * lower levels are held by their own contract's terms too. rateBp is the rate (real-time salary: its loss wage).
 */
export const termsCeilingsSchema = z.object({
  dividend: z.object({ rateBp: z.number() }),
  daily_salary: z.object({ rateBp: z.number() }),
  hourly_salary: z.object({ rateBp: z.number() }),
  realtime_salary: z.object({ rateBp: z.number(), winRateBp: z.number() }),
});
export type TermsCeilings = z.infer<typeof termsCeilingsSchema>;
/** PUT /ops/agent/ceilings: any of the kinds, each with what changes. */
export const termsCeilingsInputSchema = z.object({
  dividend: z.optional(z.object({ rateBp: basisPoints })),
  daily_salary: z.optional(z.object({ rateBp: basisPoints })),
  hourly_salary: z.optional(z.object({ rateBp: basisPoints })),
  realtime_salary: z.optional(z.object({ rateBp: z.optional(basisPoints), winRateBp: z.optional(basisPoints) })),
});
export type TermsCeilingsInput = z.infer<typeof termsCeilingsInputSchema>;
