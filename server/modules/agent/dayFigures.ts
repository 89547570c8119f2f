// Each member's day figures (valid bets, wins, rounds), which settled rounds add to: what points and rewards ask.
import type { Db } from "../../db/index";
import type { MemberService } from "../member/service";
import * as sql from "./sql";

export function createDayFigures(db: Db, members: MemberService) {
  return {
    // Settled rounds add to their members' day figures through this module's member_day_stats_add() (migration 030), which
    // the casino's game_rounds_settled() calls in the statement that settles them.

    /** The members of the merchant in scope who bet at least `atLeast` on a day (the points they earn). */
    async betsOfDay(day: string, atLeast: bigint) {
      const rows = await sql.betsOfDay(db, day, atLeast);
      const own = await members.ofMerchant(rows.map((row) => row.member_id));
      return rows.filter((row) => own.has(row.member_id));
    },
    /** A day's figures of everyone who played that day (every merchant's: the caller keeps its own), or of one member. */
    dayFigures: (day: string, memberId: number | null = null) => sql.dayFigures(db, day, memberId),
    /** These members' valid bets between two days (inclusive; null: no bound), by member; no row, no bets. */
    async validBets(memberIds: readonly number[], range: { from: string | null; to: string | null }): Promise<Map<number, bigint>> {
      const ids = [...new Set(memberIds)];
      return new Map(ids.length === 0 ? [] : (await sql.validBets(db, ids, range.from, range.to)).map((row) => [row.member_id, row.bet] as const));
    },
  };
}
