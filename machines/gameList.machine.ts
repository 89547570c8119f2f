// A game list page (SPEC §4): tabs all, hot, fav and recent; choosing a tab resets to page 1 and clears the filters
// and the list; hot shows the preloaded list without paging; fav needs a member; more pages load while pageNo is
// below totalPages; changing the vendor resets paging and filters; a language change loads the page again.
import { assign, emit, fromPromise, setup, type ErrorActorEvent } from "xstate";
import type { Game } from "../src/contract/content";
import { failureOf } from "./apiError";
import { protectedAction } from "./access";

export type GameListTab = "" | "hot" | "fav" | "recent";
export interface GameFilters {
  gameName: string;
  classify: string;
  minBet: string;
}
export interface GameListContext {
  gameType: string;
  tab: GameListTab;
  vendor: string;
  filters: GameFilters;
  pageNo: number;
  totalPages: number;
  games: Game[];
  errorCode: string | null;
}
export interface PageRequest {
  gameType: string;
  tab: Exclude<GameListTab, "hot">;
  vendor: string;
  filters: GameFilters;
  pageNo: number;
}
export interface GamePageAnswer {
  games: Game[];
  pageNo: number;
  totalPages: number;
}

const noFilters: GameFilters = { gameName: "", classify: "", minBet: "" };

type GameListEvent =
  | { type: "tab.select"; tab: GameListTab; accountType: number | null }
  | { type: "vendor.select"; vendor: string }
  | { type: "filter.change"; field: keyof GameFilters; value: string }
  | { type: "filter.apply" }
  | { type: "page.more" }
  | { type: "language.changed" }
  | { type: "retry" };

export const gameListMachine = setup({
  types: {
    context: {} as GameListContext,
    events: {} as GameListEvent,
    input: {} as { gameType: string; vendor?: string },
    emitted: {} as { type: "games.needsAccount"; accountType: number | null },
    tags: {} as "loading" | "loadingMore" | "paged",
  },
  actors: {
    fetchPage: fromPromise<GamePageAnswer, PageRequest>(async () => {
      throw new Error("fetchPage must be provided by the app");
    }),
    fetchHot: fromPromise<Game[], { gameType: string }>(async () => {
      throw new Error("fetchHot must be provided by the app");
    }),
  },
  guards: {
    isHotTab: ({ context }) => context.tab === "hot",
    mayOpenFavourites: ({ event }) => event.type !== "tab.select" || event.tab !== "fav" || protectedAction(event.accountType) === "allowed",
    hasMorePages: ({ context }) => context.pageNo < context.totalPages,
  },
  actions: {
    chooseTab: assign(({ event }) => (event.type === "tab.select" ? { tab: event.tab, pageNo: 1, totalPages: 1, games: [], filters: noFilters, errorCode: null } : {})),
    askForAccount: emit(({ event }) => ({ type: "games.needsAccount" as const, accountType: event.type === "tab.select" ? event.accountType : null })),
    chooseVendor: assign(({ event }) => (event.type === "vendor.select" ? { vendor: event.vendor, pageNo: 1, totalPages: 1, games: [], filters: noFilters, errorCode: null } : {})),
    changeFilter: assign(({ context, event }) => (event.type === "filter.change" ? { filters: { ...context.filters, [event.field]: event.value } } : {})),
    firstPage: assign({ pageNo: 1, totalPages: 1, games: [], errorCode: null }),
    nextPage: assign({ pageNo: ({ context }) => context.pageNo + 1 }),
    storePage: assign(({ context }, page: GamePageAnswer) => ({
      games: page.pageNo <= 1 ? page.games : [...context.games, ...page.games],
      pageNo: page.pageNo,
      totalPages: page.totalPages,
      errorCode: null,
    })),
    storeHot: assign((_, games: Game[]) => ({ games, pageNo: 1, totalPages: 1, errorCode: null })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    backOnePage: assign({ pageNo: ({ context }) => Math.max(1, context.pageNo - 1) }),
  },
}).createMachine({
  id: "gameList",
  context: ({ input }) => ({ gameType: input.gameType, tab: "", vendor: input.vendor ?? "", filters: noFilters, pageNo: 1, totalPages: 1, games: [], errorCode: null }),
  initial: "loading",
  on: {
    "tab.select": [
      { guard: "mayOpenFavourites", target: ".loading", actions: "chooseTab" },
      { actions: "askForAccount" },
    ],
    "vendor.select": { target: ".loading", actions: "chooseVendor" },
    "filter.change": { actions: "changeFilter" },
    "filter.apply": { target: ".loading", actions: "firstPage" },
    "language.changed": { target: ".loading", actions: "firstPage" },
  },
  states: {
    loading: {
      tags: ["loading"],
      always: { guard: "isHotTab", target: "loadingHot" },
      invoke: {
        id: "fetchFirstPage",
        src: "fetchPage",
        input: ({ context }) => ({ gameType: context.gameType, tab: context.tab === "hot" ? "" : context.tab, vendor: context.vendor, filters: context.filters, pageNo: 1 }),
        onDone: { target: "ready", actions: { type: "storePage", params: ({ event }) => event.output } },
        onError: { target: "failed", actions: { type: "storeFailure", params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    loadingHot: {
      tags: ["loading"],
      invoke: {
        id: "fetchHot",
        src: "fetchHot",
        input: ({ context }) => ({ gameType: context.gameType }),
        onDone: { target: "ready", actions: { type: "storeHot", params: ({ event }) => event.output } },
        onError: { target: "failed", actions: { type: "storeFailure", params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    ready: {
      tags: ["paged"],
      on: { "page.more": { guard: "hasMorePages", target: "loadingMore", actions: "nextPage" } },
    },
    loadingMore: {
      tags: ["loadingMore", "paged"],
      invoke: {
        id: "fetchNextPage",
        src: "fetchPage",
        input: ({ context }) => ({ gameType: context.gameType, tab: context.tab === "hot" ? "" : context.tab, vendor: context.vendor, filters: context.filters, pageNo: context.pageNo }),
        onDone: { target: "ready", actions: { type: "storePage", params: ({ event }) => event.output } },
        onError: { target: "ready", actions: ["backOnePage", { type: "storeFailure", params: ({ event }: { event: ErrorActorEvent }) => event.error }] },
      },
    },
    failed: {
      on: { retry: { target: "loading", actions: "firstPage" } },
    },
  },
});
