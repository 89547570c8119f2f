// The house games' tables and limits: the card tables' rooms with their seats, and the operator's maximum bet and win
// for one house game.
import type { Db } from "../../db/index";
import { badRequest, notFound } from "../../http/errors";
import { minorToDecimal } from "../../lib/money";
import type { SystemService } from "../system/service";
import type { GamesService } from "../games/service";
import { ENGINE_RULES, nameIn } from "./house";
import * as sql from "./sql";

export function createTables(db: Db, system: SystemService, games: GamesService) {
  /** The operator's maximum bet and win for one house game; unset, the defaults apply. */
  async function limits(nodeId: string) {
    const merchant = await system.merchant();
    const game = await games.gameByNode(nodeId);
    if (!game) throw notFound("No such game");
    const [limit] = await sql.limitOf(db, merchant.id, game.id);
    return { nodeId, maxBet: minorToDecimal(limit?.max_bet_minor ?? sql.DEFAULT_MAX_BET_MINOR), maxWin: minorToDecimal(limit?.max_win_minor ?? sql.DEFAULT_MAX_WIN_MINOR) };
  }

  return {
    /** GLS2_roomList: the card tables' rooms with their stakes, their seats and how many are taken. */
    async rooms(nodeId: string | undefined, language: string) {
      const merchant = await system.merchant();
      const only = nodeId === undefined ? null : await games.gameByNode(nodeId);
      if (only === null && nodeId !== undefined) return { list: [] };
      const rooms = await sql.roomsOf(db, merchant.id, only?.id ?? null);
      const tables = await games.gamesByIds(rooms.map((room) => room.game_id));
      // Active tables only, by node id; each table's rooms stay in their own order.
      const rows = rooms.flatMap((room) => {
        const game = tables.get(room.game_id);
        return game?.active ? [{ ...room, node_id: game.node_id, game_names: game.names }] : [];
      }).sort((a, b) => (a.node_id < b.node_id ? -1 : a.node_id > b.node_id ? 1 : 0));
      return {
        list: rows.map((row) => ({
          roomId: row.id,
          nodeId: row.node_id,
          gameName: nameIn(row.game_names, language),
          name: nameIn(row.names, language),
          minBet: minorToDecimal(ENGINE_RULES.cards.minBet(row.min_bet_minor)),
          maxBet: minorToDecimal(row.max_bet_minor),
          seats: row.seats,
          players: row.players,
        })),
      };
    },

    limits,

    async setLimits(nodeId: string, maxBet: bigint, maxWin: bigint) {
      const merchant = await system.merchant();
      const game = await games.gameByNode(nodeId);
      if (!game) throw notFound("No such game");
      if (maxBet <= 0n || maxWin <= 0n) throw badRequest("Invalid body. maxBet, maxWin: must be more than zero");
      if (game.house_engine === "lottery" || game.house_engine === "cockfight") throw badRequest("A lottery game's limits are set under /ops/lottery.", "lottery_limits");
      if (game.house_engine === "sportsbook") throw badRequest("The sportsbook's limits are set under /ops/sports.", "sports_limits");
      const least = ENGINE_RULES[game.house_engine ?? "slot"].minBet(game.min_bet_minor);
      if (maxBet < least) throw badRequest(`Invalid body. maxBet: must be at least ${minorToDecimal(least)}`);
      await sql.upsertLimit(db, merchant.id, game.id, maxBet, maxWin);
      return limits(nodeId);
    },
  };
}
