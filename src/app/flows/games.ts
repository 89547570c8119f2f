// Lobby and play: the game list and house slot machines with their calls, the lobby's lists and its commands.
import { queryOptions } from "@tanstack/react-query";
import { fromPromise } from "xstate";
import { gameListMachine } from "../../../machines/gameList.machine";
import { houseSlotMachine } from "../../../machines/houseSlot.machine";
import { houseRouletteMachine } from "../../../machines/houseRoulette.machine";
import { gamesApi } from "../../api/games";
import { GAME_TYPES, type GameType } from "../../contract/content";
import type { Services } from "./services";

const gameTypeOf = (value: string): GameType => GAME_TYPES.find((type) => type === value) ?? "RNG";

export function gamesFlows({ client }: Services) {
  const games = gamesApi(client);
  return {
    gameList: gameListMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) => {
          const gameType = gameTypeOf(input.gameType);
          switch (input.tab) {
            case "fav":
              return games.favourites(gameType, input.pageNo);
            case "recent":
              return games.recent(gameType, input.pageNo);
            default:
              return games.list({ gameType, vassalage: input.vendor, gameName: input.filters.gameName, gameClassify: input.filters.classify, minBet: input.filters.minBet, pageNo: input.pageNo });
          }
        }),
        fetchHot: fromPromise(async ({ input }) => (await games.hot())[input.gameType] ?? []),
      },
    }),
    houseSlot: houseSlotMachine.provide({
      actors: {
        openSession: fromPromise(({ input }) => games.openSession(input)),
        spin: fromPromise(({ input }) => games.spin(input.sessionId, input.bet)),
      },
    }),
    houseRoulette: houseRouletteMachine.provide({
      actors: {
        openSession: fromPromise(({ input }) => games.openSession(input)),
        playRound: fromPromise(({ input }) => games.roulette(input.sessionId, input.bets)),
      },
    }),
    queries: {
      vendors: () => queryOptions({ queryKey: ["games", "vendors"], queryFn: games.vendors, staleTime: 5 * 60_000 }),
      favouriteIds: (member: string) => queryOptions({ queryKey: ["games", "favourites", member], queryFn: games.favouriteIds }),
    },
    /** One-step commands: a favourite toggled, a game launched (its URL). */
    favourite: games.favourite,
    launch: games.launch,
  };
}
export type GamesFlows = ReturnType<typeof gamesFlows>;
