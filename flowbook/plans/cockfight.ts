// Cockfight arena: the betting events, the arena, bet and result calls' answers, and what the player sees through a fight.
import { cockfightMachine, type Fight, type FightResult } from "../../machines/cockfight.machine";
import type { LotteryTicket } from "../../machines/lotteryTicket.machine";
import type { FlowPlan } from "../plan";

export const fightSample = (drawNo: number, status: Fight["status"]): Fight => ({ gameCode: "DS88_1", drawNo, status, outcome: null });
export const fightBetSample: LotteryTicket = {
  id: "9",
  gameCode: "DS88_1",
  drawNo: 5,
  betType: "MERON",
  pick: "",
  stake: "10.00",
  odds: "1.900",
  status: "placed",
  paid: "0.00",
};
const endedSample = (paid: string): FightResult => ({
  drawNo: 5,
  status: "settled",
  outcome: "MERON",
  bets: [{ ...fightBetSample, status: paid === "0.00" ? "lost" : "won", paid }],
});

export const cockfightPlan: FlowPlan = {
  machine: cockfightMachine,
  inputs: [{ keyPrefix: "arena-abc", signedIn: true }],
  events: [
    { type: "side.choose", side: "MERON" },
    { type: "stake.set", stake: "20.00" },
    { type: "bet.place" },
    { type: "fight.next" },
    { type: "load.retry" },
    { type: "session.changed", signedIn: false },
  ],
  outputs: {
    fetchArena: [fightSample(5, "open"), fightSample(5, "closed"), fightSample(5, "settled")],
    recheckArena: [fightSample(5, "open"), fightSample(5, "closed"), fightSample(6, "open")],
    placeBet: [fightBetSample],
    // The fight last bet on ended while the player was away: won, lost, or nothing to show.
    fetchMissed: [endedSample("20.00"), endedSample("0.00"), null],
    fetchResult: [
      endedSample("20.00"),
      endedSample("0.00"),
      { drawNo: 5, status: "drawn", outcome: "MERON", bets: [] },
      { drawNo: 5, status: "open", outcome: null, bets: [] },
    ],
  },
  errors: {
    fetchArena: [{ code: "network", message: "down" }],
    fetchMissed: [{ code: "network", message: "down" }],
    placeBet: [{ code: "draw_closed", message: "closed" }],
    recheckArena: [{ code: "network", message: "down" }],
    fetchResult: [{ code: "network", message: "down" }],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.fight,
      s.context.side,
      s.context.stake,
      s.context.bets.length > 0,
      s.context.result?.drawNo ?? null,
      s.context.result?.bets[0]?.paid ?? null,
      s.context.errorCode,
      s.context.signedIn,
    ]),
  seen: {
    catchingUp: 'The arena says "Entering the arena…" under its "Virtual cockfight" notice (an RNG decides each fight); the Meron, Wala and Draw buttons show greyed out.',
    loading: 'The arena says "Entering the arena…"; the Meron, Wala and Draw buttons show greyed out.',
    failed: 'The arena says "The arena did not answer." with a Try again button; the sides stay greyed out.',
    betting:
      'The arena says "Bets are open" under the fight\'s number and countdown: Meron, Wala and Draw with their odds can be picked, with the stake amounts and the bet button below.',
    "betting.choosing":
      'The bet button reads "Choose a side" until a side is picked, then names the bet and what it wins ("Bet 50.00 on Meron (wins 100.00)"); the player\'s bets on this fight are listed, and a refused bet says why in red. A guest who presses it is asked to log in.',
    "betting.placing": "The bet button is greyed out while the bet goes through; the side and the stake can still be changed.",
    "betting.checking": "The same open betting as before, the bet button ready, while the app checks in the background that the fight still takes bets.",
    closed:
      'The arena says "Bets are closed: the fight is on"; the sides are greyed out, the stake and bet button are gone, and the player\'s bets on the fight stay listed.',
    between: 'The arena again reads "Bets are closed: the fight is on", sides greyed out, while it waits for the next fight to open.',
    resulting: 'Still "Bets are closed: the fight is on" while the app asks for the fight\'s result.',
    result:
      'The arena names the winner (such as "Fight #5: Meron wins."), or says the fight was a draw and meron and wala bets are refunded (with the amount back in the balance), or that it was cancelled and stakes returned; it lights the winning side and offers Next fight, and the next fight opens by itself after a few seconds. A fight that ended while the player was away starts with "While you were away:".',
    payout:
      'The arena names the winner and the player\'s win (such as "Fight #5: Meron wins. You won 19.00!"; a draw also says what came back to the balance) with Next fight; the next fight opens by itself after a few seconds. A fight that ended while the player was away starts with "While you were away:".',
  },
  said: {
    "side.choose": "the player picks Meron, Wala or Draw",
    "stake.set": "the player picks a stake",
    "bet.place": "the player presses the bet button",
    "fight.next": "the player presses Next fight",
    "load.retry": "the player presses Try again",
    "session.changed": "the player logs in or out",
  },
};
