// Tala Roulette: a European wheel (0 to 36, one zero). Every bet returns 36/37 of its stake on average (97.30%).
import { roundIntegers, type Seeds } from "../../../lib/fair";

export const POCKETS = 37;
export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteBet =
  | { kind: "straight"; number: number; amount: bigint }
  | { kind: "red" | "black" | "odd" | "even" | "low" | "high"; amount: bigint }
  | { kind: "dozen" | "column"; which: 1 | 2 | 3; amount: bigint };

/** What a winning bet returns, stake included. */
export const RETURNS = { straight: 36, red: 2, black: 2, odd: 2, even: 2, low: 2, high: 2, dozen: 3, column: 3 } as const;

export function wins(bet: RouletteBet, pocket: number): boolean {
  if (bet.kind === "straight") return bet.number === pocket;
  if (pocket === 0) return false;
  switch (bet.kind) {
    case "red":
      return RED.has(pocket);
    case "black":
      return !RED.has(pocket);
    case "odd":
      return pocket % 2 === 1;
    case "even":
      return pocket % 2 === 0;
    case "low":
      return pocket <= 18;
    case "high":
      return pocket >= 19;
    case "dozen":
      return Math.ceil(pocket / 12) === bet.which;
    case "column":
      return ((pocket - 1) % 3) + 1 === bet.which;
  }
}

export const theoreticalRtp = () => 36 / 37;

export function spinWheel(seeds: Seeds, bets: readonly RouletteBet[]) {
  const [pocket = 0] = roundIntegers(seeds, [POCKETS]);
  const paid = bets.map((bet) => (wins(bet, pocket) ? bet.amount * BigInt(RETURNS[bet.kind]) : 0n));
  return { pocket, colour: pocket === 0 ? "green" : RED.has(pocket) ? "red" : "black", paid, totalWin: paid.reduce((sum, win) => sum + win, 0n) };
}
