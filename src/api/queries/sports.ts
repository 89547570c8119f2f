// Query options of the sportsbook: the matches and their prices (asked again every few seconds), the member's bets.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { SPORTS_TIMING } from "../../config/index";
import type { SportsApi } from "../sports";

export const sportsKeys = {
  events: (area: string, language: string) => ["sports", "events", area, language] as const,
  bets: (member: string) => ["sports", "bets", member] as const,
};

export function sportsQueries(api: SportsApi) {
  return {
    events: (area: "sports" | "esports", language: string) =>
      queryOptions({ queryKey: sportsKeys.events(area, language), queryFn: () => api.events(area), refetchInterval: SPORTS_TIMING.pricesPollMs }),
    /** The member's bets, asked again while one waits for its matches. */
    bets: (member: string) =>
      queryOptions({
        queryKey: sportsKeys.bets(member),
        queryFn: () => api.bets(1),
        refetchInterval: (query) => (query.state.data?.list.some((bet) => bet.status === "placed") ? SPORTS_TIMING.betsPollMs : false),
      }),
  };
}
export type SportsQueries = ReturnType<typeof sportsQueries>;

/** Bets placed: the member's bets load again. */
export const invalidateSportBets = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ["sports", "bets"] });
