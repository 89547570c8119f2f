// Starting a game (SPEC §4 'Game starts'): it needs a member (a trial account only where free play is offered);
// lottery games go to the lottery screen; a VASSALAGE tile opens its vendor's list in a popup; a card table asks
// for a room first (a card game is offered its rooms; a link straight to a table learns it from the launch); the cockfight vendor starts its one game directly. The launch answers a URL on this site (a
// route), an outside vendor's game address (played in the game page's frame), or elsewhere (a popup window, which the
// browser may block); a game under maintenance offers popular ones.
import { assign, emit, fromPromise, setup } from "xstate";
import type { Room } from "../src/contract/casino";
import type { Game, GameType } from "../src/contract/content";
import { TRIAL_ACCOUNT_TYPE } from "../src/config/index";
import { errorOf, failureOf } from "./apiError";

/** What a launch needs to know of a game: a tile's fields, or only the node id when a page is opened directly. */
export type GameChoice = Pick<Game, "nodeId" | "vassalage"> & Partial<Pick<Game, "gameType" | "gameCode" | "supportPlay" | "isGame">>;
export interface LaunchAnswer {
  url: string;
  /** An outside vendor's game: its address on the vendor's origin, to frame in the game page. */
  outside: boolean;
}
export interface GameLaunchContext {
  accountType: number | null;
  game: GameChoice | null;
  vendorGames: Game[];
  rooms: Room[];
  url: string | null;
  outside: boolean;
  errorCode: string | null;
}
type GameLaunchEvent =
  | { type: "game.start"; game: GameChoice; accountType: number | null }
  | { type: "vendor.start"; vendor: string; gameType: GameType; accountType: number | null }
  | { type: "room.choose"; roomId: number }
  | { type: "popup.blocked" }
  | { type: "launch.close" };

const LOTTERY_TYPES: readonly string[] = ["LOTT", "ELOTT"];

/** SPEC §4: the lottery's prize mode is ELOTT when the ELOTT category has a TCG_LOTTO_VN or LOTT card, else LOTT. */
export function lotteryPrizeMode(elottCards: readonly Pick<Game, "vassalage" | "gameCode">[]): "ELOTT" | "LOTT" {
  return elottCards.some((card) => card.vassalage === "TCG_LOTTO_VN" || card.gameCode === "LOTT") ? "ELOTT" : "LOTT";
}

const accountTypeOf = (event: GameLaunchEvent) => ("accountType" in event ? event.accountType : null);

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    emitted: {} as
      | { type: "games.needsAccount"; accountType: number | null }
      | { type: "game.lottery"; game: GameChoice }
      | { type: "game.route"; url: string }
      | { type: "game.frame"; url: string; nodeId: string; vendor: string }
      | { type: "game.popup"; url: string },
    tags: {} as "busy",
  },
  actors: {
    vendorGames: fromPromise<Game[], { vendor: string; gameType: GameType }>(async () => {
      throw new Error("vendorGames must be provided by the app");
    }),
    rooms: fromPromise<Room[], string>(async () => {
      throw new Error("rooms must be provided by the app");
    }),
    launch: fromPromise<LaunchAnswer, { nodeId: string; roomId?: number }>(async () => {
      throw new Error("launch must be provided by the app");
    }),
  },
  guards: {
    signedOut: ({ event }) => accountTypeOf(event) === null,
    trialWithoutFreePlay: ({ event }) => accountTypeOf(event) === TRIAL_ACCOUNT_TYPE && !(event.type === "game.start" && event.game.supportPlay === 0),
    isLottery: ({ event }) => event.type === "game.start" && LOTTERY_TYPES.includes(event.game.gameType ?? ""),
    isVendorList: ({ event }) => event.type === "game.start" && event.game.isGame === "VASSALAGE",
    isCardGame: ({ event }) => event.type === "game.start" && event.game.gameType === "PVP",
    needsRoom: (_, error: unknown) => failureOf(error).code === "room_required",
    underMaintenance: (_, error: unknown) => failureOf(error).code === "game_maintenance",
    hasGames: (_, games: Game[]) => games.length > 0,
    hasRooms: (_, rooms: Room[]) => rooms.length > 0,
    opensHere: ({ context }) => context.url?.startsWith("/") === true,
    isOutside: ({ context }) => context.outside,
  },
  actions: {
    askForAccount: emit(({ event }) => ({ type: "games.needsAccount" as const, accountType: accountTypeOf(event) })),
    choose: assign(({ event }) => (event.type === "game.start" ? { game: event.game, accountType: event.accountType, rooms: [], url: null, outside: false, errorCode: null } : {})),
    chooseVendor: assign(({ event }) =>
      event.type === "vendor.start" ? { accountType: event.accountType, game: { nodeId: "", vassalage: event.vendor, gameType: event.gameType }, url: null, outside: false, errorCode: null } : {},
    ),
    goToLottery: emit(({ event }) => ({ type: "game.lottery" as const, game: event.type === "game.start" ? event.game : { nodeId: "", vassalage: "" } })),
    storeVendorGames: assign((_, games: Game[]) => ({ vendorGames: games.filter((game) => game.isGame !== "VASSALAGE") })),
    chooseFirstGame: assign(({ context }) => ({ game: context.vendorGames[0] ?? null, errorCode: null })),
    storeRooms: assign((_, rooms: Room[]) => ({ rooms })),
    storeUrl: assign((_, answer: LaunchAnswer) => ({ url: answer.url, outside: answer.outside })),
    openRoute: emit(({ context }) => ({ type: "game.route" as const, url: context.url ?? "/" })),
    openPopup: emit(({ context }) => ({ type: "game.popup" as const, url: context.url ?? "/" })),
    openFrame: emit(({ context }) => ({ type: "game.frame" as const, url: context.url ?? "", nodeId: context.game?.nodeId ?? "", vendor: context.game?.vassalage ?? "" })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    fail: assign((_, errorCode: string) => ({ errorCode })),
    forget: assign({ game: null, vendorGames: [], rooms: [], url: null, outside: false, errorCode: null }),
  },
}).createMachine({
  id: "gameLaunch",
  context: { accountType: null, game: null, vendorGames: [], rooms: [], url: null, outside: false, errorCode: null },
  initial: "idle",
  on: {
    "game.start": [
      { guard: "signedOut", actions: "askForAccount" },
      { guard: "trialWithoutFreePlay", actions: "askForAccount" },
      { guard: "isLottery", target: ".idle", actions: ["forget", "goToLottery"] },
      { guard: "isVendorList", target: ".vendorList", actions: "choose" },
      { guard: "isCardGame", target: ".rooms", actions: "choose" },
      { target: ".launching", actions: "choose" },
    ],
    "vendor.start": [
      { guard: "signedOut", actions: "askForAccount" },
      { guard: "trialWithoutFreePlay", actions: "askForAccount" },
      { target: ".vendorStart", actions: "chooseVendor" },
    ],
    "launch.close": { target: ".idle", actions: "forget" },
  },
  states: {
    idle: {},
    // A VASSALAGE tile: its vendor's games, in a popup to choose from.
    vendorList: {
      initial: "loading",
      states: {
        loading: {
          tags: ["busy"],
          invoke: {
            id: "vendorGames",
            src: "vendorGames",
            input: ({ context }) => ({ vendor: context.game?.vassalage ?? "", gameType: context.game?.gameType ?? "RNG" }),
            onDone: { target: "shown", actions: { type: "storeVendorGames", params: ({ event }) => event.output } },
            onError: { target: "#gameLaunch.failed", actions: { type: "storeFailure", params: errorOf } },
          },
        },
        shown: {},
      },
    },
    // The cockfight vendor has no list of its own: its first game starts at once.
    vendorStart: {
      tags: ["busy"],
      invoke: {
        id: "vendorFirstGame",
        src: "vendorGames",
        input: ({ context }) => ({ vendor: context.game?.vassalage ?? "", gameType: context.game?.gameType ?? "SPORTS" }),
        onDone: [
          { guard: { type: "hasGames", params: ({ event }) => event.output }, target: "launching", actions: [{ type: "storeVendorGames", params: ({ event }) => event.output }, "chooseFirstGame"] },
          { target: "failed", actions: { type: "fail", params: "no_games" } },
        ],
        onError: { target: "failed", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    launching: {
      tags: ["busy"],
      invoke: {
        id: "launch",
        src: "launch",
        input: ({ context }) => ({ nodeId: context.game?.nodeId ?? "" }),
        onDone: { target: "opening", actions: { type: "storeUrl", params: ({ event }) => event.output } },
        onError: [
          { guard: { type: "needsRoom", params: errorOf }, target: "rooms" },
          { guard: { type: "underMaintenance", params: errorOf }, target: "maintenance" },
          { target: "failed", actions: { type: "storeFailure", params: errorOf } },
        ],
      },
    },
    // A card table: the player picks a room (its stakes) before sitting down.
    rooms: {
      initial: "loading",
      states: {
        loading: {
          tags: ["busy"],
          invoke: {
            id: "rooms",
            src: "rooms",
            input: ({ context }) => context.game?.nodeId ?? "",
            onDone: [
              { guard: { type: "hasRooms", params: ({ event }) => event.output }, target: "choosing", actions: { type: "storeRooms", params: ({ event }) => event.output } },
              // A card game without rooms (another vendor's) launches as it is.
              { target: "#gameLaunch.launching" },
            ],
            onError: { target: "#gameLaunch.failed", actions: { type: "storeFailure", params: errorOf } },
          },
        },
        choosing: {
          on: { "room.choose": { target: "seating" } },
        },
        seating: {
          tags: ["busy"],
          invoke: {
            id: "launchInRoom",
            src: "launch",
            input: ({ context, event }) => ({ nodeId: context.game?.nodeId ?? "", roomId: event.type === "room.choose" ? event.roomId : 0 }),
            onDone: { target: "#gameLaunch.opening", actions: { type: "storeUrl", params: ({ event }) => event.output } },
            onError: { target: "#gameLaunch.failed", actions: { type: "storeFailure", params: errorOf } },
          },
        },
      },
    },
    opening: {
      always: [
        { guard: "opensHere", target: "idle", actions: "openRoute" },
        { guard: "isOutside", target: "outside", actions: "openFrame" },
        { target: "popup", actions: "openPopup" },
      ],
    },
    // An outside vendor's game plays in the game page's frame, on the vendor's own origin, until the player leaves.
    outside: {},
    // The game runs in a popup window; the browser may have blocked it, and the player can open it again by hand.
    popup: {
      on: { "popup.blocked": "blocked" },
    },
    blocked: {},
    maintenance: {},
    failed: {},
  },
});
