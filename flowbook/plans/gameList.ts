// Game list: the lobby's tabs, providers, filters and paging events, the list calls' answers, and what the player sees.
import { gameListMachine } from "../../machines/gameList.machine";
import type { Game } from "../../src/contract/content";
import { COCKFIGHT_VENDOR } from "../../src/config/index";
import type { FlowPlan } from "../plan";

export const gameSample = (n: number): Game => ({
  nodeId: `g${n}`,
  vassalage: "TALA",
  displayName: "Tala",
  gameType: "RNG",
  gameCode: `c${n}`,
  gameName: `Game ${n}`,
  iconUrl: "/g.svg",
  isHot: 0,
  isNew: 0,
});

export const gameListPlan: FlowPlan = {
  machine: gameListMachine,
  inputs: [{ gameType: "RNG" }, { gameType: "RNG", search: { tab: "recent", page: 2 } }],
  events: [
    { type: "search.changed", search: { tab: "hot" } },
    { type: "search.changed", search: {} },
    { type: "search.changed", search: { vendor: "TALA", page: 2 } },
    { type: "search.changed", search: { page: 2 } },
    // A link naming the cockfight vendor, which has no list of its own.
    { type: "search.changed", search: { vendor: COCKFIGHT_VENDOR } },
    { type: "tab.select", tab: "hot", accountType: null },
    { type: "tab.select", tab: "fav", accountType: null },
    { type: "tab.select", tab: "fav", accountType: 0 },
    { type: "tab.select", tab: "", accountType: null },
    { type: "vendor.select", vendor: "TALA" },
    { type: "vendor.select", vendor: COCKFIGHT_VENDOR },
    { type: "filter.change", field: "gameName", value: "tiger" },
    { type: "filter.apply" },
    { type: "page.more" },
    { type: "language.changed" },
    { type: "load.retry" },
  ],
  outputs: {
    fetchFirstPage: [{ games: [gameSample(1)], pageNo: 1, totalPages: 2 }],
    fetchNextPage: [{ games: [gameSample(2)], pageNo: 2, totalPages: 2 }],
    fetchHot: [[gameSample(9)]],
  },
  errors: {
    fetchFirstPage: [{ code: "network_error", message: "offline" }],
    fetchNextPage: [{ code: "network_error", message: "offline" }],
    fetchHot: [{ code: "network_error", message: "offline" }],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.tab,
      s.context.vendor,
      s.context.draft.gameName !== "",
      s.context.pageNo,
      s.context.wantedPage,
      s.context.totalPages,
      s.context.games.length > 0,
      s.context.errorCode !== null,
    ]),
  seen: {
    loading: "The lobby shows its tabs, the provider carousel and (on the All tab) the name search and filters; a spinner stands where the game tiles go.",
    loadingHot: "The Hot tab is selected and a spinner stands where the game tiles go; the Hot list has no search or filters.",
    ready:
      'The game tiles, each with Play now and a favourite star (or "No games here yet." when the list is empty); a More games button shows while pages remain, and scrolling to the end loads the next one.',
    loadingMore: "The tiles shown so far stay; the next page is on its way, so the More games button is greyed out (or gone when the last page is loading).",
    failed: '"The games could not be loaded." and a Try again button stand where the tiles go; the tabs, providers and filters still work to try another list.',
  },
  said: {
    "search.changed": "the page's address changes (a shared link, the back button, or the player's own last choice)",
    "tab.select": "the player picks a tab (All, Hot, Favourites or Recent)",
    "vendor.select": "the player picks a game provider (the cockfight one starts its game: it has no list)",
    "filter.change": "the player types a game name or changes a filter",
    "filter.apply": "the player presses Search",
    "page.more": "the player scrolls to the end of the list or presses More games",
    "language.changed": "the player switches the site's language",
    "load.retry": "the player presses Try again",
  },
};
