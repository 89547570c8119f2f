// Search popup: the typing, searching and history events, the game search's answers, and what the popup shows.
import { searchPopupMachine } from "../../machines/searchPopup.machine";
import type { Game } from "../../src/contract/content";
import type { FlowPlan } from "../plan";

export const gameSample: Game = {
  nodeId: "RNG-TALA_1",
  vassalage: "TALA",
  displayName: "Tala Originals",
  gameType: "RNG",
  gameCode: "TALA_1",
  gameName: "Golden Tiger",
  iconUrl: "/t.svg",
  isHot: 1,
  isNew: 0,
};

export const searchPopupPlan: FlowPlan = {
  machine: searchPopupMachine,
  inputs: [{ history: ["lotus"] }],
  events: [
    { type: "search.open" },
    { type: "search.close" },
    { type: "query.change", value: "tiger" },
    { type: "search.submit" },
    { type: "history.pick", query: "lotus" },
    { type: "history.clear" },
  ],
  outputs: { searchGames: [[gameSample]] },
  errors: { searchGames: [{ code: "network_error" }] },
  serializeState: (s) => JSON.stringify({ value: s.value, query: s.context.query !== "", history: s.context.history.length > 0 }),
  seen: {
    closed: "No search popup: the header shows its magnifier button.",
    "open.idle":
      "The Search games popup: a game name box with a Search button, the past searches as buttons with a Clear link (when there are any), and for a member the recently played slots.",
    "open.searching": "A spinner shows under the search box and the Search button is disabled until the answer comes.",
    "open.results": "A Results section lists the matching games as tiles, or says no game matches the name.",
    "open.failed": "An error message under the search box says the network link is abnormal (or that an unknown error happened); the player can search again.",
  },
  said: {
    "search.open": "the player opens the search from the header",
    "search.close": "the player closes the search popup",
    "query.change": "the player types a game name",
    "search.submit": "the player presses Search",
    "history.pick": "the player picks a past search",
    "history.clear": "the player clears the search history",
  },
};
