// House roulette: the chip, board and spin events, the session and spin calls' answers, and what the player sees.
import { houseRouletteMachine } from "../../machines/houseRoulette.machine";
import type { HouseSession } from "../../src/contract/casino";
import type { FlowPlan } from "../plan";

export const rouletteSessionSample: HouseSession = {
  sessionId: "s-2",
  engine: "roulette",
  serverSeedHash: "cd".repeat(32),
  clientSeed: "c",
  nonce: 0,
  lines: 0,
  rtp: 36 / 37,
  minBet: "0.10",
  maxBet: "1000.00",
  betStep: "0.01",
  fish: [],
  room: null,
};
const spinResultSample = { roundId: "s-2:0", nonce: 0, pocket: 7, colour: "red" as const, stake: "2.00", win: "2.00", balance: "100.00" };

export const houseRoulettePlan: FlowPlan = {
  machine: houseRouletteMachine,
  inputs: [{ launchToken: "launch-token-0123456789" }],
  events: [{ type: "chip.select", chip: "5.00" }, { type: "bet.place", spot: { kind: "red" } }, { type: "bets.clear" }, { type: "wheel.spin" }],
  outputs: { openSession: [rouletteSessionSample], playRound: [spinResultSample] },
  errors: { openSession: [{ code: "launch_refused", message: "no" }], playRound: [{ code: "insufficient_funds", message: "no" }] },
  serializeState: (s) => JSON.stringify([s.value, s.context.chip, s.context.bets.length, s.context.spins > 0, s.context.errorCode]),
  seen: {
    opening: "The wheel, the board and the chip choices show while the table opens; chips put on the board do not stay yet and Spin is greyed out.",
    ready:
      'The board with the chips placed and the total stake, the chip choices, Clear, and Spin (greyed out until a chip is on the board). After a spin the wheel turns and stops on the pocket, then the win (or "No win this time") and the balance show; a failed spin says why, such as a balance too low.',
    spinning: "Spin is greyed out while the spin is sent; the chips on the board stay as they are and cannot be changed until the wheel's answer comes.",
    closed: 'The table is replaced by a page saying "This game link is not valid any more" and to open the game again from the lobby.',
  },
  said: {
    "chip.select": "the player picks a chip value",
    "bet.place": "the player puts a chip on a spot of the board",
    "bets.clear": "the player presses Clear",
    "wheel.spin": "the player presses Spin",
  },
};
