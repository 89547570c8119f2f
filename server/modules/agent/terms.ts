// Contract terms: the operator's ceilings, the periods contracts settle over, rates in basis points.
import type { Queryable } from "../../db/index";
import { HttpError } from "../../http/errors";
import type { ContractKind, TermsCeilings } from "../../../src/contract/agent";
import type { SettlementPeriod } from "./periods";
import * as sql from "./sql";

/** The reason a lower level's contract ends when its terms rise above its upper level's. */
export const ABOVE_UPPER_TERMS = "Cancelled automatically: its rate is above the upper level's own contract.";
/** The reason an offer ends when it is signed after what its agent may grant fell below it. */
export const ABOVE_TERMS_AT_SIGNING = "Cancelled automatically: its rate is above what the offering agent may grant now.";

/** Rates in basis points: the rate (real-time salary: its loss wage) and the real-time salary's win wage. */
export interface Terms {
  rate: number;
  winRate: number;
}
export const percentOf = (bp: number) => (bp / 100).toFixed(2);

/** The operator's ceiling of one kind, from the merchant's row. */
export function ceilingOfKind(row: sql.CeilingRow, kind: ContractKind): Terms {
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

export const DIVIDEND_PERIODS = ["daily", "weekly", "semi_monthly", "monthly"] as const;

/** The period a contract settles over: its kind's, or the dividend's own. */
export function periodOfContract(kind: ContractKind, period: string): SettlementPeriod {
  if (kind === "realtime_salary") return "round";
  if (kind === "hourly_salary") return "hourly";
  if (kind === "daily_salary") return "daily";
  return DIVIDEND_PERIODS.find((dividendPeriod) => dividendPeriod === period) ?? "monthly";
}

export function ignorePeriodOpen(error: unknown) {
  if (!(error instanceof HttpError && error.code === "period_open")) throw error;
}

/** The merchant's ceilings on top-level terms (its defaults until the operator sets them). */
export async function ceilingsOf(q: Queryable, merchantId: number): Promise<sql.CeilingRow> {
  // Two first reads racing each other: the one that waited on the other's insert sees no row in its own snapshot.
  const [row] = await sql.ceilings(q, merchantId);
  return row ?? (await sql.ceilings(q, merchantId))[0] ?? unreachable();
}

/** "1.5" → 150 basis points; null when it is not a percentage with two decimals at most. */
export function basisPoints(percent: string | undefined): number | null {
  if (percent === undefined || !/^\d{1,3}(\.\d{1,2})?$/.test(percent)) return null;
  const [units = "0", cents = ""] = percent.split(".");
  return Number(units) * 100 + Number(cents.padEnd(2, "0"));
}

export function toCeilings(row: sql.CeilingRow): TermsCeilings {
  return {
    dividend: { rateBp: row.dividend_bp },
    daily_salary: { rateBp: row.daily_salary_bp },
    hourly_salary: { rateBp: row.hourly_salary_bp },
    realtime_salary: { rateBp: row.realtime_salary_bp, winRateBp: row.realtime_salary_win_bp },
  };
}

export function unreachable(): never {
  throw new Error("a row just written could not be read");
}
