// Sportsbook bet slip: the slip's events, what the placing (betPlacement) ends with (a moved price among its refusals),
// and what the player sees.
import { betSlipMachine, type PlacedBet, type Selection } from "../../machines/betSlip.machine";
import type { BetPlacementOutput } from "../../machines/betPlacement.machine";
import type { FlowPlan } from "../plan";

export const homePickSample: Selection = { feedId: "FOOTBALL-1", market: "MATCH", outcome: "HOME", odds: "2.10", line: null, match: "Arsenal v Chelsea", pick: "Arsenal" };
export const overPickSample: Selection = { feedId: "CRICKET-2", market: "TOTAL", outcome: "OVER", odds: "1.85", line: "320.5", match: "Rangpur v Sylhet", pick: "Over 320.5" };
export const placedBetSample: PlacedBet = { id: "7", stake: "10.00", odds: "3.88", status: "placed" };
export const pricesMovedSample = {
  code: "odds_changed",
  message: "moved",
  value: { legs: [{ feedId: "FOOTBALL-1", market: "MATCH", outcome: "HOME", odds: "2.05" }] },
};
export const suspendedSample = { code: "market_suspended", message: "suspended", value: {} };
/** The placing's outcomes: every bet placed, or refused at the first (a moved price, a suspended market). */
const placingOutcomes: BetPlacementOutput[] = [
  { placed: [placedBetSample], placedKeys: ["slip-0-acc"], refusal: null },
  { placed: [], placedKeys: [], refusal: pricesMovedSample },
  { placed: [], placedKeys: [], refusal: suspendedSample },
];

export const betSlipPlan: FlowPlan = {
  machine: betSlipMachine,
  inputs: [{ keyPrefix: "slip" }],
  events: [
    { type: "selection.toggle", selection: homePickSample },
    { type: "selection.toggle", selection: overPickSample },
    { type: "selection.remove", feedId: "FOOTBALL-1" },
    { type: "mode.set", mode: "singles" },
    { type: "stake.set", stake: "5.00" },
    { type: "oddsChange.set", rule: "higher" },
    { type: "slip.place" },
    { type: "prices.accept" },
    { type: "slip.edit" },
    { type: "slip.clear" },
  ],
  outputs: { placeBets: placingOutcomes },
  // The placing itself broke (a refusal is an outcome, above).
  errors: { placeBets: [{ code: "internal_error", message: "Unknown error" }] },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.selections.map((selection: Selection) => `${selection.feedId}@${selection.odds}`),
      s.context.mode,
      s.context.stake,
      s.context.oddsChange,
      s.context.placed.length,
      // Whether the slip shows a refusal, not which: nothing it does next depends on the code.
      s.context.errorCode !== null,
    ]),
  seen: {
    empty: 'The bet slip says "Choose a price to add it here." beside the match board, whose prices are ready to press.',
    editing:
      "The slip lists each chosen price (the pick, the match, its odds and a remove button), accumulator or singles once there are two, the stake with quick amounts, what to do when a price moves, and the possible return. Place bet is greyed out until the stake is right; a guest who presses it is asked to log in.",
    placing: "Place bet, the stake and the remove buttons are greyed out while the bets go through.",
    pricesMoved:
      'The slip strikes through the old prices beside the new ones and says "The prices have changed. Accept the new prices to place the bet." with Edit and Accept new prices.',
    refused:
      "The slip says in red why the bet was refused (a market suspended, the balance not enough…) with a Back button; singles placed before the refusal have left the slip.",
    placed: 'The slip says "Bet placed. Good luck!" (or how many bets were placed) with Keep selections and New slip; the new bet shows in My bets.',
  },
  said: {
    "selection.toggle": "the player presses a price on the match board",
    "selection.remove": "the player removes a price from the slip",
    "mode.set": "the player picks accumulator or singles",
    "stake.set": "the player types or picks a stake",
    "oddsChange.set": "the player chooses what happens when a price moves",
    "slip.place": "the player presses Place bet",
    "prices.accept": "the player presses Accept new prices",
    "slip.edit": "the player presses Edit, Back or Keep selections",
    "slip.clear": "the player starts a new slip",
  },
};
