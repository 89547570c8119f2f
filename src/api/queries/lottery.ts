// Query options of the lottery screens: the lobby's games, a game's board, the player's tickets.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { LOTTERY_TIMING } from "../../config/index";
import type { LotteryApi } from "../lottery";

export const lotteryKeys = {
  all: ["lottery"] as const,
  menu: (language: string) => ["lottery", "menu", language] as const,
  board: (gameCode: string, language: string) => ["lottery", "board", gameCode, language] as const,
  tickets: (member: string, gameCode: string) => ["lottery", "tickets", member, gameCode] as const,
};

export function lotteryQueries(api: LotteryApi) {
  return {
    menu: (language: string) => queryOptions({ queryKey: lotteryKeys.menu(language), queryFn: api.menu, refetchInterval: LOTTERY_TIMING.boardPollMs * 5 }),
    board: (gameCode: string, language: string) =>
      queryOptions({ queryKey: lotteryKeys.board(gameCode, language), queryFn: () => api.board(gameCode), refetchInterval: LOTTERY_TIMING.boardPollMs }),
    /** A game's tickets of the player, asked again while one of them waits for its draw. */
    tickets: (member: string, gameCode: string) =>
      queryOptions({
        queryKey: lotteryKeys.tickets(member, gameCode),
        queryFn: () => api.tickets({ gameCode }),
        refetchInterval: (query) => (query.state.data?.list.some((ticket) => ticket.status === "placed") ? LOTTERY_TIMING.ticketsPollMs : false),
      }),
  };
}
export type LotteryQueries = ReturnType<typeof lotteryQueries>;

/** A ticket bought: the game's tickets load again (and start following their draw). */
export const invalidateTickets = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ["lottery", "tickets"] });
