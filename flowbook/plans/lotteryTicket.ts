// Lottery ticket slip: the slip's events, the purchase call's answers, and what the player sees from choosing to the draw's outcome.
import { lotteryTicketMachine, type LotteryTicket } from "../../machines/lotteryTicket.machine";
import type { FlowPlan } from "../plan";

export const placedTicketSample: LotteryTicket = {
  id: "41",
  gameCode: "QUICKLOTTO_1",
  drawNo: 7,
  betType: "2D",
  pick: "37",
  stake: "1.00",
  odds: "95.000",
  status: "placed",
  paid: "0.00",
};
export const lotteryTicketInput = { gameCode: "QUICKLOTTO_1", drawNo: 7, betType: "BIG" as const, keyPrefix: "slip-abc" };

export const lotteryTicketPlan: FlowPlan = {
  machine: lotteryTicketMachine,
  inputs: [lotteryTicketInput],
  events: [
    { type: "type.choose", betType: "2D" },
    { type: "pick.set", pick: "37" },
    { type: "stake.set", stake: "2.50" },
    { type: "draw.changed", drawNo: 8 },
    { type: "slip.confirm" },
    { type: "slip.edit" },
    { type: "slip.place" },
    { type: "ticket.settled", ticket: { ...placedTicketSample, status: "won", paid: "95.00" } },
    { type: "slip.new" },
  ],
  outputs: { buyTicket: [placedTicketSample] },
  errors: { buyTicket: [{ code: "draw_closed", message: "closed" }] },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.betType, s.context.pick, s.context.stake, s.context.drawNo, s.context.ticket?.status ?? null, s.context.errorCode]),
  seen: {
    choosing:
      "The ticket slip is open: the bet types with their odds, the digits to pick (for 2D and 3D), the stake with quick amounts and what it would win, and Confirm, greyed out until the slip is complete (a guest who presses it is asked to log in).",
    confirming: "The slip locks and sums the ticket up (draw number, bet type, digits, stake) with Back and Place ticket.",
    placing: "The same summary, with Back and Place ticket greyed out while the ticket is bought.",
    refused: "The slip says in red why the ticket was not bought (betting on this draw has closed, the balance is not enough…) with a Back button.",
    placed:
      'The slip says the ticket is placed for its draw, with its draw number and "Good luck!", and a New ticket button; the ticket also shows in My tickets as waiting for the draw.',
    settled: 'The slip shows the draw\'s outcome ("Your ticket won" and the amount, Lost, or Cancelled, stake returned) with a New ticket button.',
  },
  said: {
    "type.choose": "the player picks a bet type",
    "pick.set": "the player types the digits",
    "stake.set": "the player types or picks a stake",
    "draw.changed": "the app moves the board on to the next draw taking bets",
    "slip.confirm": "the player presses Confirm",
    "slip.edit": "the player presses Back",
    "slip.place": "the player presses Place ticket",
    "ticket.settled": "the app learns that the ticket's draw has decided it",
    "slip.new": "the player presses New ticket",
  },
};
