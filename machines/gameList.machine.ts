// A game list page (SPEC §4): tabs all, hot, fav and recent; choosing a tab resets to page 1 and clears the filters
// and the list; hot shows the preloaded list without paging; fav needs a member; more pages load while pageNo is
// below totalPages; changing the vendor resets paging and filters; a language change loads the page again.
// The page's URL holds the list's state: a choice is proposed to the view (games.searchChanged), which writes it into
// the URL, and every URL (a shared link, the back button) comes back as search.changed, which is what loads.
// The cockfight vendor has no list of its own (SPEC §1): choosing it, or a URL naming it, asks the view to start its
// game (games.vendorStart) while the list stays on all vendors.
import { assign, emit, fromPromise, raise, setup } from "xstate";
import type { Game } from "../src/contract/content";
import { gameListSearchSchema, type GameListSearch } from "../src/contract/search";
import { errorOf, failureOf } from "./apiError";
import { protectedAction } from "./access";
import { COCKFIGHT_VENDOR } from "../src/config/index";

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
  /** The filters the list was loaded with. */
  filters: GameFilters;
  /** The filter form as the member edits it, applied on search. */
  draft: GameFilters;
  pageNo: number;
  /** How many pages the URL asks to show: pages load one after another up to it. */
  wantedPage: number;
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

/** A vendor whose game starts at once instead of a list of its games. */
const hasNoList = (vendor: string | undefined) => vendor === COCKFIGHT_VENDOR;

/** The list a URL's search asks for (all vendors where it names one without a list). */
function listOf(search: GameListSearch) {
  const filters: GameFilters = { gameName: search.gameName ?? "", classify: search.classify ?? "", minBet: search.minBet ?? "" };
  const vendor = hasNoList(search.vendor) ? "" : (search.vendor ?? "");
  return { tab: search.tab ?? "", vendor, filters, draft: filters, wantedPage: search.page ?? 1 };
}
/** The URL's search for a list: empty values and page 1 left out, a value the URL may not hold dropped. */
function searchOf(list: { tab: GameListTab; vendor: string; filters: GameFilters; page: number }): GameListSearch {
  const { gameName, classify, minBet } = list.filters;
  return gameListSearchSchema.parse({
    tab: list.tab || undefined,
    vendor: list.vendor || undefined,
    gameName: gameName || undefined,
    classify: classify || undefined,
    minBet: minBet || undefined,
    page: list.page > 1 ? list.page : undefined,
  });
}
const sameFilters = (a: GameFilters, b: GameFilters) => a.gameName === b.gameName && a.classify === b.classify && a.minBet === b.minBet;

type GameListEvent =
  | { type: "search.changed"; search: GameListSearch }
  | { type: "tab.select"; tab: GameListTab; accountType: number | null }
  | { type: "vendor.select"; vendor: string }
  | { type: "filter.change"; field: keyof GameFilters; value: string }
  | { type: "filter.apply" }
  | { type: "page.more" }
  | { type: "language.changed" }
  | { type: "load.retry" };

export const gameListMachine = setup({
  types: {
    context: {} as GameListContext,
    events: {} as GameListEvent,
    input: {} as { gameType: string; search?: GameListSearch },
    emitted: {} as
      | { type: "games.needsAccount"; accountType: number | null }
      /** The list the member chose, for the URL; replace when it should not add a step to the history. */
      | { type: "games.searchChanged"; search: GameListSearch; replace: boolean }
      /** A vendor without a list was chosen (or named by the URL): its game starts (the launch machine's vendor.start). */
      | { type: "games.vendorStart"; vendor: string },
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
    vendorHasNoList: ({ event }) => hasNoList(event.type === "vendor.select" ? event.vendor : event.type === "search.changed" ? event.search.vendor : undefined),
    belowWantedPage: ({ context }) => context.pageNo < context.wantedPage && context.pageNo < context.totalPages,
    /** The same list, as many pages or more: what is shown stays, more pages may follow. */
    isSameList: ({ context, event }) => {
      if (event.type !== "search.changed") return false;
      const list = listOf(event.search);
      return list.tab === context.tab && list.vendor === context.vendor && sameFilters(list.filters, context.filters) && list.wantedPage >= context.pageNo;
    },
  },
  actions: {
    adoptSearch: assign(({ event }) => (event.type === "search.changed" ? { ...listOf(event.search), pageNo: 1, totalPages: 1, games: [], errorCode: null } : {})),
    wantPage: assign(({ event }) => (event.type === "search.changed" ? { wantedPage: listOf(event.search).wantedPage } : {})),
    proposeTab: emit(({ context, event }) => ({
      type: "games.searchChanged" as const,
      search: searchOf({ tab: event.type === "tab.select" ? event.tab : context.tab, vendor: context.vendor, filters: noFilters, page: 1 }),
      replace: false,
    })),
    askForAccount: emit(({ event }) => ({ type: "games.needsAccount" as const, accountType: event.type === "tab.select" ? event.accountType : null })),
    proposeVendor: emit(({ context, event }) => ({
      type: "games.searchChanged" as const,
      search: searchOf({ tab: context.tab, vendor: event.type === "vendor.select" ? event.vendor : context.vendor, filters: noFilters, page: 1 }),
      replace: false,
    })),
    startVendorGame: emit(({ event }) => ({
      type: "games.vendorStart" as const,
      vendor: event.type === "vendor.select" ? event.vendor : event.type === "search.changed" ? (event.search.vendor ?? "") : "",
    })),
    // The same URL without the vendor, read as any other: the list on all vendors.
    readWithoutVendor: raise(({ event }) => ({ type: "search.changed" as const, search: event.type === "search.changed" ? { ...event.search, vendor: undefined } : {} })),
    changeFilter: assign(({ context, event }) => (event.type === "filter.change" ? { draft: { ...context.draft, [event.field]: event.value } } : {})),
    proposeFilters: emit(({ context }) => ({ type: "games.searchChanged" as const, search: searchOf({ tab: context.tab, vendor: context.vendor, filters: context.draft, page: 1 }), replace: false })),
    // Pages loaded on scroll replace the URL: scrolling should not fill the history.
    proposeNextPage: emit(({ context }) => ({ type: "games.searchChanged" as const, search: searchOf({ ...context, page: context.pageNo + 1 }), replace: true })),
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
    // Back to the last page shown, and wanting no more, so a failing page is not asked for again and again.
    backOnePage: assign(({ context }) => ({ pageNo: Math.max(1, context.pageNo - 1), wantedPage: Math.max(1, context.pageNo - 1) })),
  },
}).createMachine({
  id: "gameList",
  context: ({ input }) => ({ gameType: input.gameType, ...listOf(input.search ?? {}), pageNo: 1, totalPages: 1, games: [], errorCode: null }),
  initial: "loading",
  on: {
    "search.changed": [
      { guard: "vendorHasNoList", actions: ["startVendorGame", "readWithoutVendor"] },
      { guard: "isSameList", actions: "wantPage" },
      { target: ".loading", actions: "adoptSearch" },
    ],
    "tab.select": [{ guard: "mayOpenFavourites", actions: "proposeTab" }, { actions: "askForAccount" }],
    "vendor.select": [{ guard: "vendorHasNoList", actions: "startVendorGame" }, { actions: "proposeVendor" }],
    "filter.change": { actions: "changeFilter" },
    "filter.apply": { actions: "proposeFilters" },
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
        onError: { target: "failed", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    loadingHot: {
      tags: ["loading"],
      invoke: {
        id: "fetchHot",
        src: "fetchHot",
        input: ({ context }) => ({ gameType: context.gameType }),
        onDone: { target: "ready", actions: { type: "storeHot", params: ({ event }) => event.output } },
        onError: { target: "failed", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    ready: {
      tags: ["paged"],
      always: { guard: "belowWantedPage", target: "loadingMore", actions: "nextPage" },
      on: { "page.more": { guard: "hasMorePages", actions: "proposeNextPage" } },
    },
    loadingMore: {
      tags: ["loadingMore", "paged"],
      invoke: {
        id: "fetchNextPage",
        src: "fetchPage",
        input: ({ context }) => ({ gameType: context.gameType, tab: context.tab === "hot" ? "" : context.tab, vendor: context.vendor, filters: context.filters, pageNo: context.pageNo }),
        onDone: { target: "ready", actions: { type: "storePage", params: ({ event }) => event.output } },
        onError: { target: "ready", actions: ["backOnePage", { type: "storeFailure", params: errorOf }] },
      },
    },
    failed: {
      on: { "load.retry": { target: "loading", actions: "firstPage" } },
    },
  },
});
