// The winner board's rule: a settled round is a big win when it won at least this much, and at least this many times
// its stake. The casino hands the rule to game_rounds_settled() with each round it settles; big_wins_note()
// (migration 030), the games module's function, keeps the board by it.
export const BIG_WIN = {
  /** 50.00, in minor units. */
  minWinMinor: 5_000n,
  minMultiple: 10,
} as const;
export type BigWinRule = typeof BIG_WIN;
