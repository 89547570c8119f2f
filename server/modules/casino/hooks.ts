// What the casino tells other modules of its rounds, through functions the app hands it.
import type { Queryable } from "../../db/index";

/** A settled round the casino just recorded, as the member's day figures take it. */
export interface SettledRound {
  memberId: number;
  day: string;
  bet: bigint;
  win: bigint;
}

export interface CasinoHooks {
  /** Runs in the round's transaction (the agent module's day figures): the round and what follows from it commit together. */
  onRound: (tx: Queryable, round: SettledRound) => Promise<unknown>;
}
