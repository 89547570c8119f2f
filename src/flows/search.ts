// The search popup's flow and its history in this browser. Loaded when the popup first opens.
import { fromPromise } from "xstate";
import { searchPopupMachine } from "../../machines/searchPopup.machine";
import { SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX } from "../config/index";
import type { Services } from "./services";

export function searchFlows({ content }: Services) {
  return {
    searchPopup: searchPopupMachine.provide({ actors: { searchGames: fromPromise(({ input }) => content.searchGames(input.query)) } }),
    searchHistory: readSearchHistory,
    storeSearchHistory: (history: string[]) => {
      try {
        localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
      } catch {
        // Storage refused: the history lasts for this visit only.
      }
    },
  };
}
export type SearchFlows = ReturnType<typeof searchFlows>;

/** Past searches stored in this browser; anything unreadable counts as none. */
function readSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string").slice(0, SEARCH_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}
