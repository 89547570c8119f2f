// What players see of the lottery: the games with their current draws, one game's bet types and results, the
// opened numbers, the member's recent games, the cockfight arena's board.
import type { Db } from "../../db/index";
import { notFound } from "../../http/errors";
import { currentMerchant } from "../../lib/merchantScope";
import { minorToDecimal } from "../../lib/money";
import { BET_RULES, betTypesOf, statedReturn } from "./engine";
import { MIN_STAKE_MINOR, type Draws } from "./draws";
import * as sql from "./sql";

export type Lobby = ReturnType<typeof createLobby>;

export function createLobby(db: Db, { currentDraw, drawNamed, namesOf, gameOf, drawView, lotteriesOf, menuOf }: Draws, clock: () => Date) {
  /** One game's current draw, its bet types with their odds and returns, and its last results. */
  async function game(code: string, language = "en") {
    const game = await gameOf(code);
    const [draw, past, nameOf] = await Promise.all([currentDraw(game), sql.drawnDraws(db, [game.game_id], 10), namesOf([game], language)]);
    return {
      gameCode: game.code,
      name: nameOf(game),
      area: game.area,
      drawEverySeconds: game.draw_every_seconds,
      maxStake: minorToDecimal(game.max_stake_minor),
      minStake: minorToDecimal(MIN_STAKE_MINOR),
      betTypes: betTypesOf(game.area).map((type) => ({ betType: type, odds: (Number(BET_RULES[type].oddsMilli) / 1000).toFixed(3), returnPercent: (statedReturn(type) * 100).toFixed(2) })),
      draw: drawView(game, draw),
      results: past.map((row) => drawView(game, row)),
      serverTime: clock().toISOString(),
    };
  }

  return {
    /** The merchant's lottery games, each with the draw taking tickets now. */
    async games(language: string) {
      return menuOf(await lotteriesOf(), language);
    },

    /** The cockfight arena's board (DS88): its fight taking bets now, the bet types, the last results. */
    async cockfight(language: string) {
      const arena = (await sql.lotteryGames(db, currentMerchant().id)).find((game) => game.area === "COCKFIGHT");
      if (!arena) throw notFound("No cockfight here");
      return game(arena.code, language);
    },

    game,

    /** The latest results (opened numbers) of one game or of all, newest first. */
    async opened(code: string | undefined, count: number) {
      const chosen = code === undefined ? await lotteriesOf() : (await sql.lotteryGames(db, currentMerchant().id)).filter((game) => game.code === code);
      const byId = new Map(chosen.map((game) => [game.game_id, game]));
      const rows = await sql.drawnDraws(db, [...byId.keys()], count);
      return rows.flatMap((row) => {
        const game = byId.get(row.game_id);
        return game ? [drawView(game, row)] : [];
      });
    },

    /** Each game's latest result, with the game's name (the home page's opened numbers). */
    async latestResults(language: string) {
      const lotteries = await lotteriesOf();
      const nameOf = await namesOf(lotteries, language);
      const latest = await Promise.all(lotteries.map(async (game) => (await sql.drawnDraws(db, [game.game_id], 1)).map((row) => ({ ...drawView(game, row), name: nameOf(game) }))));
      return latest.flat();
    },

    /** The lottery games the member bought tickets for lately, each with its current draw. */
    async recentGames(memberId: number, language: string) {
      const codes = new Set((await sql.recentGameIds(db, memberId)).map((row) => row.game_id));
      return menuOf((await lotteriesOf()).filter((game) => codes.has(game.game_id)), language);
    },

    /** One draw as players see it: the seed only once drawn. */
    async publicDraw(code: string, drawNo: number) {
      const { game, draw } = await drawNamed(code, drawNo);
      return drawView(game, draw);
    },
  };
}
