// The member's favourite lottery games (kept per username in this browser by the flows) as a hook.
import { useCallback, useSyncExternalStore } from "react";
import { favouriteCodes, favouritesSnapshot, subscribeFavourites, toggleFavourite } from "../../../../flows/lotteryFavourites";

/** The member's favourite lottery game codes and a toggle; a visitor (no username) has none. */
export function useLotteryFavourites(username: string | null) {
  const codes = favouriteCodes(useSyncExternalStore(subscribeFavourites, () => favouritesSnapshot(username)));
  const toggle = useCallback((code: string) => (username ? toggleFavourite(username, code) : undefined), [username]);
  return { codes, toggle };
}
