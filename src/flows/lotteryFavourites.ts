// Favourite lottery games per username in this browser's storage (SPEC §3): read and written here only; a change is
// told to every listener (this tab's views, and other tabs through the storage event).
import { STORAGE_KEYS } from "../config/index";

const listeners = new Set<() => void>();
const keyOf = (username: string) => `${STORAGE_KEYS.lotteryFavourites}${username}`;

/** The stored list as its text (a snapshot compared by value); "[]" when none or unreadable. */
export function favouritesSnapshot(username: string | null): string {
  if (!username) return "[]";
  try {
    return localStorage.getItem(keyOf(username)) ?? "[]";
  } catch {
    return "[]";
  }
}

export function favouriteCodes(snapshot: string): string[] {
  try {
    const parsed: unknown = JSON.parse(snapshot);
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === "string") : [];
  } catch {
    return [];
  }
}

export function toggleFavourite(username: string, code: string) {
  const current = favouriteCodes(favouritesSnapshot(username));
  const next = current.includes(code) ? current.filter((known) => known !== code) : [...current, code];
  try {
    localStorage.setItem(keyOf(username), JSON.stringify(next));
  } catch {
    // Storage refused: the star does not stay.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeFavourites(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
