// The betting record: rounds of every house engine (the lottery's tickets, the fights' bets open and settle theirs
// here), the member's rounds and profit, and the teams' rounds and results the agent centre asks for.
import type { Db, Queryable } from "../../db/index";
import { minorToDecimal } from "../../lib/money";
import { currentMerchant } from "../../lib/merchantScope";
import type { GamesService } from "../games/service";
import * as sql from "./sql";
import { inLanguage } from "../../../src/contract/member";

const RECORD_PAGE_SIZE = 20;

export function createRecords(db: Db, games: GamesService) {
  return {
    /** Other house engines' rounds in the betting record (lottery tickets, fight bets), each in the caller's transaction. */
    rounds: {
      /** A round opened by its stake. */
      open: (tx: Queryable, round: { memberId: number; gameId: number; vendor: string; roundId: string; bet: bigint; detail: unknown }) =>
        sql.openRound(tx, { ...round, merchantId: currentMerchant().id }),
      /** Rounds settled with their wins (or, settled already, their corrected wins); the members' day figures follow. */
      settle: (tx: Queryable, vendor: string, rounds: readonly { roundId: string; win: bigint }[]) => sql.settleRounds(tx, vendor, rounds),
      /** Open rounds cancelled, their stakes refunded. */
      cancel: (tx: Queryable, vendor: string, roundIds: readonly string[]) => sql.cancelRounds(tx, vendor, roundIds),
    },

    /** personalHistoryCopy: the member's rounds, newest first. */
    async bets(memberId: number, query: { from?: string | undefined; to?: string | undefined; gameType?: string | undefined; pageNo?: number | undefined }, language: string) {
      const pageNo = query.pageNo ?? 1;
      const gameIds = query.gameType === undefined ? null : await games.gameIdsOfType(query.gameType);
      const rows = await sql.roundsOfMember(db, memberId, { from: query.from ?? null, to: query.to ?? null, gameIds, limit: RECORD_PAGE_SIZE, offset: (pageNo - 1) * RECORD_PAGE_SIZE });
      const played = await games.gamesByIds(rows.map((row) => row.game_id));
      return {
        list: rows.map((row) => {
          const game = played.get(row.game_id);
          return {
            id: row.id,
            roundId: row.round_id,
            nodeId: game?.node_id ?? "",
            gameName: (game && inLanguage(game.names, language)) ?? game?.node_id ?? "",
            gameType: game?.game_type ?? "",
            vendor: row.vendor_code,
            bet: minorToDecimal(row.bet_minor),
            win: minorToDecimal(row.win_minor),
            profit: minorToDecimal(row.win_minor - row.bet_minor),
            status: row.status,
            time: row.created_at,
          };
        }),
        pageNo,
        totalPages: Math.ceil((rows[0]?.total ?? 0) / RECORD_PAGE_SIZE),
      };
    },

    // ---- What the agent centre asks of its teams' rounds ----

    /** The members' rounds between two days (inclusive), newest first, with their total. */
    roundsOf: (memberIds: readonly number[], f: { from: string; to: string; limit: number; offset: number }) =>
      memberIds.length === 0 ? Promise.resolve([]) : sql.roundsOfMembers(db, memberIds, f),
    /** The members' settled bets and wins between two instants. */
    async resultOf(memberIds: readonly number[], from: string, to: string) {
      return (await sql.resultOf(db, memberIds, from, to))[0] ?? { bet: 0n, win: 0n };
    },
    /** The members' settled rounds between two instants, their bets split by who won (the real-time salary's two wages). */
    async resultByOutcome(memberIds: readonly number[], from: string, to: string) {
      return (await sql.resultByOutcome(db, memberIds, from, to))[0] ?? { won_bet: 0n, lost_bet: 0n, win: 0n };
    },

    /** personalProfit: bets, wins and profit per game type over a period. */
    async profit(memberId: number, query: { from?: string | undefined; to?: string | undefined }) {
      const perGame = await sql.profitOfMember(db, memberId, { from: query.from ?? null, to: query.to ?? null });
      const played = await games.gamesByIds(perGame.map((row) => row.game_id));
      const byType = new Map<string, { game_type: string; rounds: number; bet: bigint; win: bigint }>();
      for (const row of perGame) {
        const gameType = played.get(row.game_id)?.game_type ?? "";
        const sum = byType.get(gameType) ?? { game_type: gameType, rounds: 0, bet: 0n, win: 0n };
        byType.set(gameType, { game_type: gameType, rounds: sum.rounds + row.rounds, bet: sum.bet + row.bet, win: sum.win + row.win });
      }
      const rows = [...byType.values()].sort((a, b) => (a.game_type < b.game_type ? -1 : a.game_type > b.game_type ? 1 : 0));
      const total = rows.reduce((sum, row) => ({ bet: sum.bet + row.bet, win: sum.win + row.win, rounds: sum.rounds + row.rounds }), { bet: 0n, win: 0n, rounds: 0 });
      return {
        byGameType: rows.map((row) => ({ gameType: row.game_type, rounds: row.rounds, bet: minorToDecimal(row.bet), win: minorToDecimal(row.win), profit: minorToDecimal(row.win - row.bet) })),
        total: { rounds: total.rounds, bet: minorToDecimal(total.bet), win: minorToDecimal(total.win), profit: minorToDecimal(total.win - total.bet) },
      };
    },
  };
}
