// Starting a game: the launch events, the provider list, room and launch calls' answers, and what the player sees on the way into a game.
import { gameLaunchMachine, type GameChoice } from "../../machines/gameLaunch.machine";
import type { Room } from "../../src/contract/casino";
import type { Game } from "../../src/contract/content";
import type { FlowPlan } from "../plan";

export const slotChoiceSample: GameChoice = { nodeId: "RNG-TALA_1", vassalage: "TALA", gameType: "RNG", supportPlay: 1 };
export const trialSlotChoiceSample: GameChoice = { ...slotChoiceSample, nodeId: "RNG-TALA_2", supportPlay: 0 };
export const lottoChoiceSample: GameChoice = { nodeId: "LOTT-TALALOTTO_1", vassalage: "TALALOTTO", gameType: "LOTT", gameCode: "TALALOTTO_1" };
const vendorTileSample: GameChoice = { nodeId: "LIVE-VELVET_LOBBY", vassalage: "VELVET", gameType: "LIVE", isGame: "VASSALAGE" };
export const listedGameSample: Game = {
  nodeId: "LIVE-VELVET_1",
  vassalage: "VELVET",
  displayName: "Velvet",
  gameType: "LIVE",
  gameCode: "VELVET_1",
  gameName: "Speed Baccarat",
  iconUrl: "/a.svg",
  isHot: 0,
  isNew: 0,
};
export const cardGameChoiceSample: GameChoice = { nodeId: "PVP-TALACARDS_1", vassalage: "TALACARDS", gameType: "PVP" };
export const roomSample: Room = {
  roomId: 3,
  nodeId: "PVP-TALACARDS_1",
  gameName: "Teen Patti",
  name: "Classic",
  minBet: "5.00",
  maxBet: "250.00",
  seats: 6,
  players: 2,
};

export const gameLaunchPlan: FlowPlan = {
  machine: gameLaunchMachine,
  events: [
    { type: "game.start", game: slotChoiceSample, accountType: null },
    { type: "game.start", game: slotChoiceSample, accountType: 4 },
    { type: "game.start", game: trialSlotChoiceSample, accountType: 4 },
    { type: "game.start", game: lottoChoiceSample, accountType: 0 },
    { type: "game.start", game: vendorTileSample, accountType: 0 },
    { type: "game.start", game: cardGameChoiceSample, accountType: 0 },
    { type: "vendor.start", vendor: "DS88", gameType: "SPORTS", accountType: 0 },
    { type: "room.choose", roomId: 3 },
    { type: "popup.blocked" },
    { type: "launch.close" },
  ],
  outputs: {
    vendorGames: [[listedGameSample, vendorTileSample], []],
    vendorFirstGame: [[listedGameSample], []],
    rooms: [[roomSample], []],
    launch: [
      { url: "/game?nodeId=RNG-TALA_1&launch=x", outside: false },
      { url: "https://vendor.example/play?t=x", outside: false },
      { url: "https://demo.vendor.test/play/abc", outside: true },
    ],
    launchInRoom: [{ url: "/game?launch=y", outside: false }],
  },
  errors: {
    vendorGames: [{ code: "network" }],
    vendorFirstGame: [{ code: "network" }],
    rooms: [{ code: "network" }],
    launch: [{ code: "room_required" }, { code: "game_maintenance" }, { code: "launch_refused" }],
    launchInRoom: [{ code: "not_found" }],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.game?.nodeId,
      s.context.vendorGames.length,
      s.context.rooms.length,
      s.context.url,
      s.context.outside,
      s.context.errorCode,
    ]),
  seen: {
    idle: "Nothing of the launch shows: the player stays on the list they started from, or is already on the page the game (or the lottery screen) opened.",
    "vendorList.loading": 'A spinner ("Opening the game") shows over the page while the provider\'s games load.',
    "vendorList.shown": "A wide popup named after the provider shows its games as tiles to pick from, with a Close button.",
    vendorStart: 'A spinner ("Opening the game") shows while the provider\'s one game (the cockfight arena) is looked up and started.',
    launching: 'A spinner ("Opening the game") shows while the game starts.',
    "rooms.loading": 'A spinner ("Opening the game") shows while the card game\'s rooms load.',
    "rooms.choosing": 'A "Choose a room" popup lists each room with its bet range, the seats taken and a Sit down button (Full when every seat is taken).',
    "rooms.seating": "The room popup stays open with its Sit down buttons greyed out while the player is seated.",
    opening: "Nothing new shows: at once the player is taken to the game's page, the outside game is framed there, or the game opens in a new window.",
    popup: "The game opens in a new browser window; the page the player came from stays as it was.",
    outside: "The player is on the game page, where the outside provider's game plays in a frame under the game's name and a Leave the game button.",
    blocked: 'A "Popup blocked" dialog asks the player to allow popups, with an Open the game button and Close.',
    maintenance: 'A wide "This game is under maintenance" dialog offers popular games to play meanwhile, with Close.',
    failed: 'A "The game could not be opened" dialog says why (network trouble, a full room, or to try again in a moment), with Close.',
  },
  said: {
    "game.start": "the player presses a game's Play now (or its tile)",
    "vendor.start": "the player opens a provider that has one game (the cockfight arena)",
    "room.choose": "the player presses Sit down in a room",
    "popup.blocked": "the browser blocks the game's new window",
    "launch.close": "the player closes the popup",
  },
};
