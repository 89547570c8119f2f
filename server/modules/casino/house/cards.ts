// Tala Teen Patti at a pvp room's table: the player's three cards against the dealer's, dealt from one shuffled deck.
// A better hand wins the bet back plus 95% of it (the house keeps a 5% commission); equal hands return the bet.
import { HAND_NAMES } from "../../../../src/contract/casino";
import { roundIntegers, type Seeds } from "../../../lib/fair";

export const DECK = 52;
/** Cards are 0 to 51: rank = card % 13 (0 is a two, 12 an ace), suit = floor(card / 13). */
export const rankOf = (card: number) => (card % 13) + 2;
export const suitOf = (card: number) => Math.floor(card / 13);
export const COMMISSION_PERCENT = 5n;
/** Bets are multiples of this, so the 95% a win adds is a whole number of minor units. */
export const BET_STEP_MINOR = 20n;

export type HandName = (typeof HAND_NAMES)[number];

/** A hand's strength: its category times 65536 plus the ranks that break ties within it. A-K-Q is the best run, A-2-3 next. */
export function handScore(cards: readonly number[]): number {
  const ranks = cards.map(rankOf).sort((a, b) => b - a);
  const [a = 0, b = 0, c = 0] = ranks;
  const flush = cards.every((card) => suitOf(card) === suitOf(cards[0] ?? 0));
  // Runs rank by twice their top card, so A-2-3 (27) slots between A-K-Q (28) and K-Q-J (26).
  const run = a - b === 1 && b - c === 1 ? 2 * a : a === 14 && b === 3 && c === 2 ? 27 : 0;
  const category = a === c ? 5 : run && flush ? 4 : run ? 3 : flush ? 2 : a === b || b === c ? 1 : 0;
  const tieBreak = category === 5 ? a : run ? run : category === 1 ? (a === b ? a * 16 + c : b * 16 + a) : a * 256 + b * 16 + c;
  return category * 65536 + tieBreak;
}
export const handName = (score: number): HandName => HAND_NAMES[Math.floor(score / 65536)] ?? "high";

/** Six cards from one deck without repeats: a partial Fisher–Yates shuffle driven by the round's numbers. */
export function deal(seeds: Seeds): number[] {
  const deck = Array.from({ length: DECK }, (_, card) => card);
  const draws = roundIntegers(seeds, [52, 51, 50, 49, 48, 47]);
  return draws.map((draw, index) => {
    const pick = index + draw;
    const card = deck[pick] ?? 0;
    deck[pick] = deck[index] ?? 0;
    deck[index] = card;
    return card;
  });
}

export function playHand(seeds: Seeds, bet: bigint) {
  const cards = deal(seeds);
  const player = cards.slice(0, 3);
  const dealer = cards.slice(3, 6);
  const playerScore = handScore(player);
  const dealerScore = handScore(dealer);
  const outcome = playerScore > dealerScore ? "win" : playerScore === dealerScore ? "tie" : "lose";
  const totalWin = outcome === "win" ? bet + (bet * (100n - COMMISSION_PERCENT)) / 100n : outcome === "tie" ? bet : 0n;
  return { player, dealer, playerHand: handName(playerScore), dealerHand: handName(dealerScore), outcome, totalWin } as const;
}

let rtp: number | undefined;
/**
 * The exact return: by symmetry the player wins as often as the dealer, so only ties need counting. Hands of equal
 * score are few (at most 64), so each hand is checked against its equals for cards in common.
 */
export function theoreticalRtp(): number {
  if (rtp !== undefined) return rtp;
  const byScore = new Map<number, number[][]>();
  for (let a = 0; a < DECK; a++) for (let b = a + 1; b < DECK; b++) for (let c = b + 1; c < DECK; c++) {
    const hand = [a, b, c];
    const score = handScore(hand);
    const group = byScore.get(score) ?? [];
    group.push(hand);
    byScore.set(score, group);
  }
  let ties = 0;
  let hands = 0;
  for (const group of byScore.values()) {
    hands += group.length;
    for (const hand of group) for (const other of group) if (!other.some((card) => hand.includes(card))) ties++;
  }
  const tie = ties / (hands * ((49 * 48 * 47) / 6));
  rtp = ((1 - tie) / 2) * (2 - Number(COMMISSION_PERCENT) / 100) + tie;
  return rtp;
}
