// Query options of the lobby: vendors, favourites and hot games, their keys, and what a favourite toggled refreshes.
// The content area's game lists (menus, popular, winners, recent slots) share these keys.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { GamesApi } from "../games";

export const gamesKeys = {
  vendors: () => ["games", "vendors"] as const,
  favourites: () => ["games", "favourites"] as const,
  favouriteIds: (member: string) => ["games", "favourites", member] as const,
  hot: (language: string) => ["games", "hot", language] as const,
  menus: () => ["games", "menus"] as const,
  popular: (language: string) => ["games", "popular", language] as const,
  playablePopular: (language: string) => ["games", "popular", "playable", language] as const,
  winners: (language: string) => ["games", "winners", language] as const,
  lotteryResults: (language: string) => ["games", "lotteryResults", language] as const,
  recentSlots: (member: string, language: string) => ["games", "recent", "RNG", member, language] as const,
};

export function gamesQueries(api: GamesApi) {
  return {
    vendors: () => queryOptions({ queryKey: gamesKeys.vendors(), queryFn: api.vendors, staleTime: 5 * 60_000 }),
    favouriteIds: (member: string) => queryOptions({ queryKey: gamesKeys.favouriteIds(member), queryFn: api.favouriteIds }),
    hot: (language: string) => queryOptions({ queryKey: gamesKeys.hot(language), queryFn: api.hot, staleTime: 60_000 }),
  };
}

/** A favourite toggled: the hearts and the favourites tab follow. */
export const invalidateFavourites = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: gamesKeys.favourites() });
