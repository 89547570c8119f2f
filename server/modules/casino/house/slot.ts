// Tala Fortune: the house 5-reel, 3-row slot with 10 fixed lines. Each reel shows three consecutive stops of its
// strip; a line pays for 3, 4 or 5 of a symbol from the left. Its RTP follows exactly from the strips and the paytable.
import { roundIntegers, type Seeds } from "../../../lib/fair";

export const SYMBOLS = ["SEVEN", "BAR", "BELL", "CHERRY", "LEMON", "PLUM"] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** How many stops of each 30-stop strip carry the symbol (the same mix on every reel, in a different order). */
export const STOPS: Record<SlotSymbol, number> = { SEVEN: 2, BAR: 3, BELL: 4, CHERRY: 5, LEMON: 7, PLUM: 9 };
/** Multipliers of the line bet for 3, 4 and 5 of a kind. */
export const PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  SEVEN: [120, 300, 800],
  BAR: [70, 150, 300],
  BELL: [45, 80, 150],
  CHERRY: [30, 45, 90],
  LEMON: [16, 24, 45],
  PLUM: [10, 14, 20],
};
export const ROWS = 3;
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
];

/** Five strips: the symbol mix spread by a fixed interleave, each reel rotated differently. */
export const STRIPS: readonly (readonly SlotSymbol[])[] = (() => {
  const base: SlotSymbol[] = [];
  const left = { ...STOPS };
  while (base.length < 30) {
    for (const symbol of SYMBOLS) {
      if (left[symbol] > 0) {
        base.push(symbol);
        left[symbol]--;
      }
    }
  }
  return [0, 7, 13, 19, 24].map((shift) => [...base.slice(shift), ...base.slice(0, shift)]);
})();

/** The theoretical return to player: each line's stops are uniform on the strip, so every line has the same odds. */
export function theoreticalRtp(): number {
  const total = STRIPS[0]?.length ?? 30;
  let expected = 0;
  for (const symbol of SYMBOLS) {
    const p = STOPS[symbol] / total;
    const [three, four, five] = PAYTABLE[symbol];
    expected += p ** 3 * (1 - p) * three + p ** 4 * (1 - p) * four + p ** 5 * five;
  }
  return expected;
}

const SYMBOL_INDEX = new Map(SYMBOLS.map((symbol, index) => [symbol, index]));
const STRIP_INDEXES = STRIPS.map((strip) => strip.map((symbol) => SYMBOL_INDEX.get(symbol) ?? 0));
const PAY_ROWS = SYMBOLS.map((symbol) => PAYTABLE[symbol]);

/** The line wins of reel stops, as (line, symbol index, count, multiplier): numbers only, for speed. */
function lineWins(stops: readonly number[], onWin: (line: number, symbol: number, count: number, multiplier: number) => void) {
  for (let line = 0; line < LINES.length; line++) {
    const rows = LINES[line] ?? [];
    let first = -1;
    let count = 0;
    for (let reel = 0; reel < rows.length; reel++) {
      const strip = STRIP_INDEXES[reel] ?? [];
      const symbol = strip[((stops[reel] ?? 0) + (rows[reel] ?? 0)) % strip.length] ?? 0;
      if (reel === 0) first = symbol;
      else if (symbol !== first) break;
      count++;
    }
    if (count >= 3) onWin(line, first, count, PAY_ROWS[first]?.[count - 3] ?? 0);
  }
}

/** A spin's total multiplier of the line bet: what the RTP simulation adds up. */
export function spinMultiplier(seeds: Seeds): number {
  let total = 0;
  lineWins(roundIntegers(seeds, STRIP_LENGTHS), (_line, _symbol, _count, multiplier) => {
    total += multiplier;
  });
  return total;
}
const STRIP_LENGTHS = STRIPS.map((strip) => strip.length);

export interface SpinResult {
  /** reels[reel][row]: the symbols on screen. */
  reels: SlotSymbol[][];
  /** Each paying line: its row on every reel (so a player sees where it runs), the symbol and how many from the left. */
  wins: { line: number; rows: readonly number[]; symbol: SlotSymbol; count: number; amount: bigint }[];
  totalWin: bigint;
}

/** One spin for a total bet in minor units (a multiple of the line count: each line bets an equal share). */
export function spin(seeds: Seeds, totalBet: bigint): SpinResult {
  const lineBet = totalBet / BigInt(LINES.length);
  const stops = roundIntegers(seeds, STRIP_LENGTHS);
  const reels = STRIPS.map((strip, reel) => Array.from({ length: ROWS }, (_, row) => strip[((stops[reel] ?? 0) + row) % strip.length] ?? "PLUM"));
  const wins: SpinResult["wins"] = [];
  lineWins(stops, (line, symbol, count, multiplier) => {
    wins.push({ line, rows: LINES[line] ?? [], symbol: SYMBOLS[symbol] ?? "PLUM", count, amount: lineBet * BigInt(multiplier) });
  });
  return { reels, wins, totalWin: wins.reduce((sum, win) => sum + win.amount, 0n) };
}
