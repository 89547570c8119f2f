// The house lottery's rules: a draw's five digits, provably fair (the seed's SHA-256 is published when the draw opens,
// the digits are HMAC-SHA256(seed, "gameCode:drawNo:cursor") without modulo bias, the seed is revealed once drawn),
// and the bet types with their odds. Each bet type's return is its chance times its odds, stated here and measured by
// `npm run bench`.
import { FIGHT_BET_TYPES, LOTTERY_BET_TYPES, type LotteryBetType } from "../../../src/contract/lottery";
import { roundIntegers } from "../../lib/fair";

export const RESULT_DIGITS = 5;

/** The draw's five digits, "00000" to "99999". */
export function drawResult(seed: string, gameCode: string, drawNo: number): string {
  return roundIntegers({ serverSeed: seed, clientSeed: gameCode, nonce: drawNo }, Array(RESULT_DIGITS).fill(10)).join("");
}

/** The sum of the last three digits (0 to 27): what big/small and odd/even are played on. */
export const lastThreeSum = (result: string) => [...result.slice(-3)].reduce((sum, digit) => sum + Number(digit), 0);

export const BET_TYPES = LOTTERY_BET_TYPES;
export type BetType = LotteryBetType;

interface BetRule {
  /** What a pick of this type looks like; bets on a sum need none (empty). */
  pick: RegExp;
  /** What a winning ticket returns per unit staked, stake included, in thousandths. */
  oddsMilli: bigint;
  /** The chance of winning, as a fraction, for the stated return. */
  chance: readonly [number, number];
  wins: (result: string, pick: string) => boolean;
}

/** A fight's outcome from its draw's last three digits: MERON below 475, WALA below 950, else DRAW (47.5%, 47.5%, 5%). */
export function fightOutcome(result: string): "MERON" | "WALA" | "DRAW" {
  const n = Number(result.slice(-3));
  return n < 475 ? "MERON" : n < 950 ? "WALA" : "DRAW";
}

/**
 * 2D: the last two digits (95×, 1 in 100: 95%). 3D: the last three (950×, 1 in 1,000: 95%). BIG (14 to 27) and SMALL
 * (0 to 13) on the last three digits' sum, and ODD and EVEN on it, each 1 in 2 exactly (the sum's spread is
 * symmetric; its parity is the three digits' parities), at 1.96×: 98%.
 */
export const BET_RULES: Readonly<Record<BetType, BetRule>> = {
  "2D": { pick: /^\d{2}$/, oddsMilli: 95_000n, chance: [1, 100], wins: (result, pick) => result.slice(-2) === pick },
  "3D": { pick: /^\d{3}$/, oddsMilli: 950_000n, chance: [1, 1000], wins: (result, pick) => result.slice(-3) === pick },
  BIG: { pick: /^$/, oddsMilli: 1_960n, chance: [1, 2], wins: (result) => lastThreeSum(result) >= 14 },
  SMALL: { pick: /^$/, oddsMilli: 1_960n, chance: [1, 2], wins: (result) => lastThreeSum(result) <= 13 },
  ODD: { pick: /^$/, oddsMilli: 1_960n, chance: [1, 2], wins: (result) => lastThreeSum(result) % 2 === 1 },
  EVEN: { pick: /^$/, oddsMilli: 1_960n, chance: [1, 2], wins: (result) => lastThreeSum(result) % 2 === 0 },
  // Fixed odds, not pari-mutuel: a player sees what a bet pays when placing it, and one player alone can bet (a pool
  // needs many). 2.00 on a side, 19.00 on a draw: 95% each.
  MERON: { pick: /^$/, oddsMilli: 2_000n, chance: [475, 1000], wins: (result) => fightOutcome(result) === "MERON" },
  WALA: { pick: /^$/, oddsMilli: 2_000n, chance: [475, 1000], wins: (result) => fightOutcome(result) === "WALA" },
  DRAW: { pick: /^$/, oddsMilli: 19_000n, chance: [50, 1000], wins: (result) => fightOutcome(result) === "DRAW" },
};

/** The bet types a game takes: a fight's three, or a lottery's six. */
export const betTypesOf = (area: string): readonly BetType[] => (area === "COCKFIGHT" ? FIGHT_BET_TYPES : BET_TYPES.filter((type) => !FIGHT_BET_TYPES.some((fight) => fight === type)));

/** The stated return of a bet type, as a fraction (0.95 for 95%). */
export const statedReturn = (type: BetType) => (Number(BET_RULES[type].oddsMilli) / 1000) * (BET_RULES[type].chance[0] / BET_RULES[type].chance[1]);

/** What a ticket pays for a result, in minor units (0 when it loses), rounded down to a minor unit. */
export function payout(type: BetType, pick: string, stake: bigint, result: string): bigint {
  const rule = BET_RULES[type];
  return rule.wins(result, pick) ? (stake * rule.oddsMilli) / 1000n : 0n;
}
