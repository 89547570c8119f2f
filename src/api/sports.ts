// The sportsbook's calls: the matches with their prices, placing a bet, the member's bets.
import { sportBetPageSchema, sportBetSchema, sportEventsSchema, type BetRequest } from "../contract/sports";
import type { ApiClient } from "./client";

export function sportsApi(client: ApiClient) {
  return {
    events: (area: "sports" | "esports") => client.call(sportEventsSchema, "/wps/sports/events", { query: { area } }),
    place: (order: BetRequest) => client.call(sportBetSchema, "/wps/sports/bets", { method: "POST", body: { ...order } }),
    bets: (pageNo: number) => client.call(sportBetPageSchema, "/wps/sports/bets", { query: { pageNo } }),
  };
}
export type SportsApi = ReturnType<typeof sportsApi>;
