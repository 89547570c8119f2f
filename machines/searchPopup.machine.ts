// The search popup: a game name searched on Enter, the history of past searches (kept by the app), results or a failure.
import { assign, emit, fromPromise, setup } from "xstate";
import { SEARCH_HISTORY_MAX } from "../src/config/index";
import type { Game } from "../src/contract/content";
import { errorOf, failureOf } from "./apiError";

export interface SearchPopupContext {
  query: string;
  history: string[];
  results: Game[];
  errorCode: string | null;
}
export type SearchPopupEvent =
  | { type: "search.open" }
  | { type: "search.close" }
  | { type: "query.change"; value: string }
  | { type: "search.submit" }
  | { type: "history.pick"; query: string }
  | { type: "history.clear" };

export const rememberSearch = (history: readonly string[], query: string) =>
  [query, ...history.filter((past) => past.toLowerCase() !== query.toLowerCase())].slice(0, SEARCH_HISTORY_MAX);

export const searchPopupMachine = setup({
  types: {
    context: {} as SearchPopupContext,
    input: {} as { history: string[] },
    events: {} as SearchPopupEvent,
    emitted: {} as { type: "history.changed"; history: string[] },
    tags: {} as "open" | "searching",
  },
  actors: {
    searchGames: fromPromise<Game[], { query: string }>(async () => {
      throw new Error("searchGames must be provided");
    }),
  },
  guards: {
    hasQuery: ({ context }) => context.query.trim() !== "",
    pickedQuery: ({ event }) => event.type === "history.pick" && event.query.trim() !== "",
  },
  actions: {
    setQuery: assign({
      query: ({ context, event }) => (event.type === "query.change" ? event.value : event.type === "history.pick" ? event.query : context.query),
    }),
    remember: assign({ history: ({ context }) => rememberSearch(context.history, context.query.trim()) }),
    forgetHistory: assign({ history: [] }),
    announceHistory: emit(({ context }) => ({ type: "history.changed" as const, history: context.history })),
    keepResults: assign((_, games: Game[]) => ({ results: games, errorCode: null })),
    keepFailure: assign((_, error: unknown) => ({ results: [], errorCode: failureOf(error).code })),
    clearResults: assign({ results: [], errorCode: null }),
  },
}).createMachine({
  id: "searchPopup",
  context: ({ input }) => ({ query: "", history: input.history.slice(0, SEARCH_HISTORY_MAX), results: [], errorCode: null }),
  initial: "closed",
  states: {
    closed: { on: { "search.open": "open" } },
    open: {
      tags: ["open"],
      initial: "idle",
      on: {
        "search.close": { target: "closed", actions: "clearResults" },
        "query.change": { actions: "setQuery" },
        "history.clear": { actions: ["forgetHistory", "announceHistory"] },
        "search.submit": { guard: "hasQuery", target: ".searching", actions: ["remember", "announceHistory"] },
        "history.pick": { guard: "pickedQuery", target: ".searching", actions: ["setQuery", "remember", "announceHistory"] },
      },
      states: {
        idle: {},
        searching: {
          tags: ["searching"],
          invoke: {
            id: "searchGames",
            src: "searchGames",
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: { target: "results", actions: { type: "keepResults", params: ({ event }) => event.output } },
            onError: { target: "failed", actions: { type: "keepFailure", params: errorOf } },
          },
        },
        results: {},
        failed: {},
      },
    },
  },
});
