// Placing the bet slip's bets: the orders the slip hands over (one accumulator, or singles), each bet's answers, and what
// the player sees meanwhile (the flow book's words).
import { betPlacementMachine, type BetOrder, type PlacedBet } from "../../machines/betPlacement.machine";
import type { FlowPlan } from "../plan";

const single = (feedId: string, market: "MATCH" | "TOTAL", outcome: "HOME" | "OVER", odds: string, line: string | null): BetOrder => ({
  legs: [{ feedId, market, outcome, odds, line }],
  stake: "10.00",
  oddsChange: "none",
  key: `slip-0-${feedId}:${market}:${outcome}`,
});
export const homeSingleSample = single("FOOTBALL-1", "MATCH", "HOME", "2.10", null);
export const overSingleSample = single("CRICKET-2", "TOTAL", "OVER", "1.85", "320.5");
export const accumulatorSample: BetOrder = {
  legs: [...homeSingleSample.legs, ...overSingleSample.legs],
  stake: "10.00",
  oddsChange: "none",
  key: "slip-0-acc",
};
export const placedSample: PlacedBet = { id: "7", stake: "10.00", odds: "2.10", status: "placed" };
export const suspendedSample = { code: "market_suspended", message: "suspended", value: {} };
export const pricesMovedSample = { code: "odds_changed", message: "moved", value: { legs: [{ feedId: "CRICKET-2", market: "TOTAL", outcome: "OVER", odds: "1.80" }] } };

export const betPlacementPlan: FlowPlan = {
  machine: betPlacementMachine,
  // An accumulator is one bet; two singles go one after the other.
  inputs: [{ orders: [accumulatorSample] }, { orders: [homeSingleSample, overSingleSample] }],
  // Nobody sends it anything: the bets' answers move it.
  events: [],
  outputs: { placeBet: [placedSample] },
  errors: { placeBet: [suspendedSample, pricesMovedSample] },
  serializeState: (s) => JSON.stringify([s.value, s.context.orders.length, s.context.placed.length, s.context.refusal?.code ?? null]),
  seen: {
    placing: "Place bet, the stake and the remove buttons are greyed out while the bets go through, one after another.",
    placed: 'The slip says "Bet placed. Good luck!" (or how many bets were placed) and the new bets show in My bets.',
    refused:
      "The slip says in red why the bet was refused (a market suspended, the balance not enough…), or offers the moved prices; singles placed before the refusal have left the slip and show in My bets.",
  },
};
