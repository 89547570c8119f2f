// The book's rules: prices from the feed's fair chances with the merchant's margin, what each leg's result is, and
// what a bet pays (SPORTS.md's house rules: a void or pushed leg counts at 1.00 in an accumulator, a single's stake
// comes back, the bet is lost as soon as one leg loses).
import { SPORT_RULES, type MarketKind, type Outcome, type Sport } from "./feed";

/** Prices run from 1.01 to 100.00; a chance outside them is not offered. */
export const MIN_ODDS_MILLI = 1010n;
export const MAX_ODDS_MILLI = 100_000n;

/**
 * The book's price of an outcome with this fair chance: 1 / (chance × (1 + margin)), down to the hundredth; null when
 * not offered (below 1.01 the margin could not be kept: a near-certain outcome is not priced, never raised to 1.01).
 */
export function priceMilli(probability: number, marginBp: number): bigint | null {
  if (!(probability > 0) || probability >= 1) return null;
  const hundredths = Math.floor(100 / (probability * (1 + marginBp / 10_000)) + 1e-9);
  const milli = BigInt(hundredths) * 10n;
  return milli > MAX_ODDS_MILLI || milli < MIN_ODDS_MILLI ? null : milli;
}

export type LegResult = "won" | "lost" | "void";

/** A leg's result on a final score: a two-way match tied, or a handicap or total landing on its line, is void (a push). */
export function legResult(sport: Sport, market: MarketKind, lineTenths: number | null, outcome: Outcome, score: { home: number; away: number }): LegResult {
  const margin = market === "TOTAL" ? (score.home + score.away) * 10 - (lineTenths ?? 0) : (score.home - score.away) * 10 + (market === "HANDICAP" ? (lineTenths ?? 0) : 0);
  if (margin === 0) {
    if (market === "MATCH" && SPORT_RULES[sport].threeWay) return outcome === "DRAW" ? "won" : "lost";
    return "void";
  }
  const winner: Outcome = market === "TOTAL" ? (margin > 0 ? "OVER" : "UNDER") : margin > 0 ? "HOME" : "AWAY";
  return outcome === winner ? "won" : "lost";
}

/** Legs' odds multiplied (thousandths), rounded down: what the bet's stake is multiplied by. */
export const combinedOdds = (odds: readonly bigint[]) => odds.reduce((product, milli) => (product * milli) / 1000n, 1000n);

/**
 * What a bet is worth with its legs' results so far: lost once a leg loses; waiting while a leg is undecided;
 * otherwise the stake times the won legs' odds (a void leg at 1.00), void when every leg is void (the stake back).
 */
export function betOutcome(stake: bigint, legs: readonly { oddsMilli: bigint; result: LegResult | null }[]): { status: "placed" | "won" | "lost" | "void"; due: bigint } {
  if (legs.some((leg) => leg.result === "lost")) return { status: "lost", due: 0n };
  if (legs.some((leg) => leg.result === null)) return { status: "placed", due: 0n };
  if (legs.every((leg) => leg.result === "void")) return { status: "void", due: stake };
  const odds = combinedOdds(legs.map((leg) => (leg.result === "won" ? leg.oddsMilli : 1000n)));
  return { status: "won", due: (stake * odds) / 1000n };
}

/** "2.15" from 2150n. */
export const oddsText = (milli: bigint) => `${milli / 1000n}.${String((milli % 1000n) / 10n).padStart(2, "0")}`;
/** 2150n from "2.15"; null when it is not a price with up to two decimals. */
export function oddsMilliOf(text: string): bigint | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1] ?? "0") * 1000n + BigInt((match[2] ?? "").padEnd(2, "0")) * 10n;
}
