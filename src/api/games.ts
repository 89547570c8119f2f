// Lobby and play calls: game pages, hot games, favourites, recent games, vendors, launch, the house slot.
import * as z from "zod/mini";
import { favouriteIdsSchema, gamePageSchema, gameSchema, hotGamesSchema, recentGamesSchema, vendorListSchema, type GameType } from "../contract/content";
import { cardsResultSchema, fishResultSchema, houseSessionSchema, launchSchema, roomListSchema, rouletteResultSchema, spinResultSchema, type RouletteBetRequest } from "../contract/casino";
import { CLIENT_TYPE, LIMITS } from "../config/index";
import type { ApiClient } from "./client";

export interface GameListQuery {
  gameType: GameType;
  vassalage?: string | undefined;
  gameName?: string | undefined;
  gameClassify?: string | undefined;
  minBet?: string | undefined;
  pageNo: number;
}

export function gamesApi(client: ApiClient) {
  const empty = (value: string | undefined) => (value === "" ? undefined : value);
  return {
    list: (q: GameListQuery) =>
      client.call(gamePageSchema, "/wps/relay/GCSGAME_gameList", {
        query: { gameType: q.gameType, vassalage: empty(q.vassalage), gameName: empty(q.gameName), gameClassify: empty(q.gameClassify), minBet: empty(q.minBet), pageNo: q.pageNo, pageSize: LIMITS.gameListPageSize },
      }),
    favourites: async (gameType: GameType, pageNo: number) => {
      const page = await client.call(z.object({ content: z.array(gameSchema), pageNo: z.number(), totalPages: z.number() }), "/wps/relay/MCSFE_getFavoriteGamesList", {
        query: { gameType, pageNo, pageSize: LIMITS.gameListPageSize },
      });
      return { games: page.content, pageNo: page.pageNo, totalPages: page.totalPages };
    },
    recent: async (gameType: GameType, pageNo: number) => {
      const page = await client.call(recentGamesSchema, "/wps/relay/GCS_recentGame", { query: { clientType: CLIENT_TYPE, gameType, pageNo, pageSize: LIMITS.recentGamesPageSize } });
      return { games: page.list, pageNo, totalPages: page.totalPages };
    },
    hot: () => client.call(hotGamesSchema, "/wps/relay/GCSGAME_hotGamesV2"),
    vendors: () => client.call(vendorListSchema, "/wps/relay/GCSGAME_gameVendor"),
    favouriteIds: () => client.call(favouriteIdsSchema, "/wps/relay/MCSFE_getFavoriteGames"),
    favourite: (nodeId: string, action: "add" | "remove") =>
      client.call(z.object({ nodeId: z.string(), favourite: z.boolean() }), "/wps/relay/MCSFE_favoriteGame", { method: "POST", body: { nodeId, action } }),
    launch: (nodeId: string, roomId?: number) => client.call(launchSchema, "/wps/game/launchGame", { query: { nodeId, roomId } }),
    rooms: async (nodeId: string) => (await client.call(roomListSchema, "/wps/relay/GLS2_roomList", { query: { nodeId } })).list,
    openSession: (launchToken: string) => client.call(houseSessionSchema, "/wps/house/session", { method: "POST", body: { launchToken } }),
    roulette: (sessionId: string, bets: RouletteBetRequest[]) => client.call(rouletteResultSchema, "/wps/house/roulette/spin", { method: "POST", body: { sessionId, bets } }),
    spin: (sessionId: string, bet: string) => client.call(spinResultSchema, "/wps/house/slot/spin", { method: "POST", body: { sessionId, bet } }),
    shoot: (sessionId: string, bet: string, fish: string) => client.call(fishResultSchema, "/wps/house/fish/shoot", { method: "POST", body: { sessionId, bet, fish } }),
    deal: (sessionId: string, bet: string) => client.call(cardsResultSchema, "/wps/house/cards/deal", { method: "POST", body: { sessionId, bet } }),
  };
}
export type GamesApi = ReturnType<typeof gamesApi>;
