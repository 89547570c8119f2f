// The house lottery's calls: the lobby's games, one game's board, the cockfight arena, tickets and the latest results.
import { lotteryBoardSchema, lotteryDrawSchema, lotteryMenuSchema, lotteryTicketSchema, ticketPageSchema, type TicketOrder } from "../contract/lottery";
import type { ApiClient } from "./client";


export function lotteryApi(client: ApiClient) {
  return {
    menu: () => client.call(lotteryMenuSchema, "/lgw/vn/games/game_menu"),
    board: (gameCode: string) => client.call(lotteryBoardSchema, `/wps/lottery/games/${encodeURIComponent(gameCode)}`),
    arena: () => client.call(lotteryBoardSchema, "/wps/lottery/cockfight"),
    draw: (gameCode: string, drawNo: number) => client.call(lotteryDrawSchema, `/wps/lottery/games/${encodeURIComponent(gameCode)}/draws/${drawNo}`),
    buy: (order: TicketOrder) => client.call(lotteryTicketSchema, "/wps/lottery/tickets", { method: "POST", body: { ...order } }),
    tickets: (query: { gameCode?: string; drawNo?: number; pageNo?: number }) => client.call(ticketPageSchema, "/wps/lottery/tickets", { query }),
  };
}
export type LotteryApi = ReturnType<typeof lotteryApi>;
