// Query options of the lobby: vendors, favourites and hot games, their keys, and what a favourite toggled refreshes.
// The content area's game lists (menus, popular, winners, recent slots) share these keys.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { GamesApi } from "../games";
import { gamesKeys } from "./keys";

export { gamesKeys };

export function gamesQueries(api: GamesApi) {
  return {
    vendors: () => queryOptions({ queryKey: gamesKeys.vendors(), queryFn: api.vendors, staleTime: 5 * 60_000 }),
    favouriteIds: (member: string) => queryOptions({ queryKey: gamesKeys.favouriteIds(member), queryFn: api.favouriteIds }),
    hot: (language: string) => queryOptions({ queryKey: gamesKeys.hot(language), queryFn: api.hot, staleTime: 60_000 }),
  };
}

/** A favourite toggled: the hearts and the favourites tab follow. */
export const invalidateFavourites = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: gamesKeys.favourites() });
