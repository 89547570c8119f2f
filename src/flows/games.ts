// Lobby and play: the game list, launch and house game machines with their calls, the lobby's lists and its commands.
import { fromPromise } from "xstate";
import { gameListMachine } from "../../machines/gameList.machine";
import { houseGameMachine, type RoundResult } from "../../machines/houseGame.machine";
import { gameLaunchMachine } from "../../machines/gameLaunch.machine";
import { houseRouletteMachine } from "../../machines/houseRoulette.machine";
import { lotteryTicketMachine } from "../../machines/lotteryTicket.machine";
import { cockfightMachine, type Fight, type FightResult } from "../../machines/cockfight.machine";
import { lastFightShown, rememberFightShown } from "./fightShown";
import { lotteryApi } from "../api/lottery";
import { betSlipMachine } from "../../machines/betSlip.machine";
import { betPlacementMachine } from "../../machines/betPlacement.machine";
import { sportsApi } from "../api/sports";
import { sportsQueries } from "../api/queries/sports";
import { lotteryQueries } from "../api/queries/lottery";
import { gamesApi } from "../api/games";
import { gamesQueries } from "../api/queries/games";
import { GAME_TYPES, type GameType } from "../contract/content";
import { command } from "./command";
import type { Services } from "./services";
import * as z from "zod/mini";

/** How recent a bet's fight must be for the arena to show its end as missed. */
const MISSED_FIGHT_WITHIN_MS = 6 * 60 * 60 * 1000;

const gameTypeOf = (value: string): GameType => GAME_TYPES.find((type) => type === value) ?? "RNG";

export function gamesFlows({ client }: Services) {
  const games = gamesApi(client);
  const lottery = lotteryApi(client);
  const sports = sportsApi(client);
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
    houseGame: houseGameMachine.provide({
      actors: {
        openSession: fromPromise(({ input }) => games.openSession(input)),
        playRound: fromPromise(async ({ input: { session, bet, target } }): Promise<RoundResult> => {
          switch (session.engine) {
            case "fish":
              return { engine: "fish", ...(await games.shoot(session.sessionId, bet, target ?? "")) };
            case "cards":
              return { engine: "cards", ...(await games.deal(session.sessionId, bet)) };
            default:
              return { engine: "slot", ...(await games.spin(session.sessionId, bet)) };
          }
        }),
      },
    }),
    gameLaunch: gameLaunchMachine.provide({
      actors: {
        vendorGames: fromPromise(async ({ input }) => (await games.list({ gameType: input.gameType, vassalage: input.vendor, pageNo: 1 })).games),
        rooms: fromPromise(({ input }) => games.rooms(input)),
        launch: fromPromise(async ({ input }) => {
          const answer = await games.launch(input.nodeId, input.roomId);
          return { url: answer.url, outside: answer.outside ?? false };
        }),
      },
    }),
    houseRoulette: houseRouletteMachine.provide({
      actors: {
        openSession: fromPromise(({ input }) => games.openSession(input)),
        playRound: fromPromise(({ input }) => games.roulette(input.sessionId, input.bets)),
      },
    }),
    lotteryTicket: lotteryTicketMachine.provide({ actors: { buyTicket: fromPromise(({ input }) => lottery.buy(input)) } }),
    cockfight: cockfightMachine.provide({
      actors: {
        fetchArena: fromPromise(async (): Promise<Fight> => {
          const { draw } = await lottery.arena();
          return { gameCode: draw.gameCode, drawNo: draw.drawNo, status: draw.status, outcome: draw.outcome };
        }),
        fetchResult: fromPromise(async ({ input }) => {
          // The fight by its number (public), and the player's bets on it when signed in (a visitor has none).
          const [fight, mine] = await Promise.all([
            lottery.draw(input.gameCode, input.drawNo),
            input.signedIn ? lottery.tickets({ gameCode: input.gameCode, drawNo: input.drawNo }) : Promise.resolve({ list: [] }),
          ]);
          // An ended fight is shown now: not "missed" on the next visit.
          if (fight.status === "settled" || fight.status === "void") rememberFightShown(input.gameCode, input.drawNo);
          return { drawNo: input.drawNo, status: fight.status, outcome: fight.outcome, bets: mine.list };
        }),
        fetchMissed: fromPromise(async ({ input }): Promise<FightResult | null> => {
          if (!input.signedIn) return null;
          // The player's newest bet in the arena: its fight, if it ended and was never shown here.
          const { draw, serverTime } = await lottery.arena();
          const [newest] = (await lottery.tickets({ gameCode: draw.gameCode })).list;
          if (!newest || newest.drawNo <= lastFightShown(draw.gameCode)) return null;
          // A bet from long ago (a first visit in this browser) is history, not news.
          if (Date.parse(serverTime) - Date.parse(newest.createdAt) > MISSED_FIGHT_WITHIN_MS) return null;
          const [fight, mine] = await Promise.all([lottery.draw(draw.gameCode, newest.drawNo), lottery.tickets({ gameCode: draw.gameCode, drawNo: newest.drawNo })]);
          if (fight.status !== "settled" && fight.status !== "void") return null;
          rememberFightShown(draw.gameCode, newest.drawNo);
          return { drawNo: newest.drawNo, status: fight.status, outcome: fight.outcome, bets: mine.list };
        }),
        placeBet: fromPromise(({ input }) => lottery.buy(input)),
      },
    }),
    betSlip: betSlipMachine.provide({
      actors: {
        // The slip's bets go one after another (betPlacement decides); each is this one call.
        placeBets: betPlacementMachine.provide({ actors: { placeBet: fromPromise(({ input }) => sports.place(input)) } }),
      },
    }),
    sportsQueries: sportsQueries(sports),
    queries: gamesQueries(games),
    lotteryQueries: lotteryQueries(lottery),
    /** A favourite toggled: `{ nodeId, action: "add" | "remove" }`. */
    favourite: command(z.object({ nodeId: z.string(), action: z.enum(["add", "remove"]) }), ({ nodeId, action }) => games.favourite(nodeId, action)),
  };
}
export type GamesFlows = ReturnType<typeof gamesFlows>;
