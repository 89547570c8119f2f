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
  /** When the stake comes back instead (a side's bet on a fight that was a draw), with its chance. */
  refund?: { chance: readonly [number, number]; when: (result: string) => boolean };
}

/** A fight's outcome from its draw's last three digits: MERON below 475, WALA below 950, else DRAW (47.5%, 47.5%, 5%). */
export function fightOutcome(result: string): "MERON" | "WALA" | "DRAW" {
  const n = Number(result.slice(-3));
  return n < 475 ? "MERON" : n < 950 ? "WALA" : "DRAW";
}

const isFightDraw = (result: string) => fightOutcome(result) === "DRAW";

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
  // needs many). As in sabong, a draw returns the sides' stakes, which is worth 5 points of their return: 1.90 on a
  // side (90.25% + 5% = 95.25%), 19.00 on a draw (95%).
  MERON: { pick: /^$/, oddsMilli: 1_900n, chance: [475, 1000], wins: (result) => fightOutcome(result) === "MERON", refund: { chance: [50, 1000], when: isFightDraw } },
  WALA: { pick: /^$/, oddsMilli: 1_900n, chance: [475, 1000], wins: (result) => fightOutcome(result) === "WALA", refund: { chance: [50, 1000], when: isFightDraw } },
  DRAW: { pick: /^$/, oddsMilli: 19_000n, chance: [50, 1000], wins: isFightDraw },
};

/** The bet types a game takes: a fight's three, or a lottery's six. */
export const betTypesOf = (area: string): readonly BetType[] => (area === "COCKFIGHT" ? FIGHT_BET_TYPES : BET_TYPES.filter((type) => !FIGHT_BET_TYPES.some((fight) => fight === type)));

/** The stated return of a bet type, as a fraction (0.9525 for 95.25%): what its wins return, and its refunds. */
export function statedReturn(type: BetType) {
  const { oddsMilli, chance, refund } = BET_RULES[type];
  return (Number(oddsMilli) / 1000) * (chance[0] / chance[1]) + (refund ? refund.chance[0] / refund.chance[1] : 0);
}

/** How a ticket ends for a result: won (paid its odds), refunded (its stake back), or lost. */
export type TicketOutcome = "won" | "refunded" | "lost";

/**
 * How a ticket ends for a result and what it is due, in minor units, rounded down to a minor unit. A ticket is paid
 * the odds it was bought at (`oddsMilli`), which are the rule's unless the rule changed since.
 */
export function settle(type: BetType, pick: string, stake: bigint, result: string, oddsMilli = BET_RULES[type].oddsMilli): { outcome: TicketOutcome; due: bigint } {
  const rule = BET_RULES[type];
  if (rule.wins(result, pick)) return { outcome: "won", due: (stake * oddsMilli) / 1000n };
  if (rule.refund?.when(result)) return { outcome: "refunded", due: stake };
  return { outcome: "lost", due: 0n };
}

/** What a ticket pays for a result, in minor units (0 when it loses; its stake when refunded). */
export const payout = (type: BetType, pick: string, stake: bigint, result: string) => settle(type, pick, stake, result).due;
