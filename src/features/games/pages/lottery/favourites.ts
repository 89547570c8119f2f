// Favourite lottery games, per username, in this browser (SPEC §3): starred games come first in the lottery lobby.
import { useCallback, useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "../../../../config/index";

const listeners = new Set<() => void>();
const keyOf = (username: string) => `${STORAGE_KEYS.lotteryFavourites}${username}`;
/** The stored list as its text: useSyncExternalStore compares snapshots, and strings compare by value. */
const snapshotOf = (username: string) => {
  try {
    return localStorage.getItem(keyOf(username)) ?? "[]";
  } catch {
    return "[]";
  }
};
function codesOf(snapshot: string): string[] {
  try {
    const parsed: unknown = JSON.parse(snapshot);
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === "string") : [];
  } catch {
    return [];
  }
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The member's favourite lottery game codes and a toggle; a visitor (no username) has none. */
export function useLotteryFavourites(username: string | null) {
  const snapshot = useSyncExternalStore(subscribe, () => (username ? snapshotOf(username) : "[]"));
  const codes = codesOf(snapshot);
  const toggle = useCallback(
    (code: string) => {
      if (!username) return;
      const current = codesOf(snapshotOf(username));
      const next = current.includes(code) ? current.filter((known) => known !== code) : [...current, code];
      try {
        localStorage.setItem(keyOf(username), JSON.stringify(next));
      } catch {
        // Storage refused: the star does not stay.
      }
      listeners.forEach((listener) => listener());
    },
    [username],
  );
  return { codes, toggle };
}
