// House games with one bet a round (slot, fishing, cards): the bet and play events, the session and round calls' answers, and what the player sees.
import { houseGameMachine, type RoundResult } from "../../machines/houseGame.machine";
import type { HouseSession } from "../../src/contract/casino";
import type { FlowPlan } from "../plan";

export const sessionBaseSample = { serverSeedHash: "ab".repeat(32), clientSeed: "c", nonce: 0, rtp: 0.95, minBet: "0.10", maxBet: "1000.00", room: null };
export const slotSessionSample: HouseSession = { ...sessionBaseSample, sessionId: "s-1", engine: "slot", lines: 10, betStep: "0.10", fish: [] };
export const fishSessionSample: HouseSession = {
  ...sessionBaseSample,
  sessionId: "s-2",
  engine: "fish",
  lines: 0,
  betStep: "0.01",
  fish: [{ id: "shark", multiplier: 50 }],
};
const spinSample: RoundResult = {
  engine: "slot",
  roundId: "s-1:0",
  nonce: 0,
  reels: [["PLUM", "BAR", "BELL"]],
  wins: [],
  bet: "1.00",
  win: "0.00",
  balance: "99.00",
};
export const shotSample: RoundResult = {
  engine: "fish",
  roundId: "s-2:0",
  nonce: 0,
  fish: "shark",
  caught: true,
  bet: "1.00",
  win: "50.00",
  balance: "149.00",
};

export const houseGamePlan: FlowPlan = {
  machine: houseGameMachine,
  inputs: [{ launchToken: "launch-token-0123456789" }],
  events: [{ type: "bet.change", bet: "2.00" }, { type: "bet.change", bet: "0.15" }, { type: "round.play" }, { type: "round.play", target: "shark" }],
  outputs: { openSession: [slotSessionSample, fishSessionSample], playRound: [spinSample, shotSample] },
  errors: { openSession: [{ code: "launch_refused", message: "not valid" }], playRound: [{ code: "insufficient_funds", message: "not enough" }] },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.session?.engine, s.context.bet, s.context.target, s.context.problem, s.context.rounds > 0, s.context.errorCode]),
  seen: {
    opening: "A loading spinner fills the game's place while the game opens.",
    ready:
      'The game: the slot\'s reels with Spin, the fishing pond with fish to tap, or the card table with Deal, above the bet choices and the rules. After a round it shows the win (or "No win this time") and the balance; a red line says why a round was not played (a bet off the limits, no fish aimed at, a balance too low).',
    playing: "The round is under way: the reels spin, the shot flies or the cards are dealt, and Spin, Deal and the fish cannot be pressed until it lands.",
    closed: 'The game is replaced by a page saying "This game link is not valid any more" (or "This room is full") and to open it again from the lobby.',
  },
  said: { "bet.change": "the player picks a bet", "round.play": "the player presses Spin or Deal, or taps a fish to shoot" },
};
