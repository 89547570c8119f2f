// A lottery ticket or a cockfight bet on the betting board: the player chooses a bet type (and a pick where it has
// one) and a stake, confirms, and the ticket is placed (or refused: the draw closed, the balance short); a placed
// ticket waits for its draw, then shows won or lost. A new draw taking bets moves the slip onto it. Each purchase has
// its own key, so a repeated press never buys twice.
import { assign, emit, fromPromise, setup } from "xstate";
import { AMOUNT_PATTERN, fromMinor, toMinor } from "../src/contract/wallet";
import type { LotteryBetType, TicketOrder } from "../src/contract/lottery";
import { errorOf, failureOf } from "./apiError";
import { firstPurchase, nextPurchase, purchaseKey, type PurchaseKey } from "./purchaseKey";

/** What a pick looks like per bet type: two or three digits, or none (the bets on a sum or a fight). */
export const PICK_DIGITS: Readonly<Record<LotteryBetType, number>> = { "2D": 2, "3D": 3, BIG: 0, SMALL: 0, ODD: 0, EVEN: 0, MERON: 0, WALA: 0, DRAW: 0 };

export interface LotteryTicket {
  id: string;
  gameCode: string;
  drawNo: number;
  betType: string;
  pick: string;
  stake: string;
  odds: string;
  /** refunded: a side's stake back, its fight a draw; void: the draw was cancelled, the stake back. */
  status: "placed" | "won" | "lost" | "refunded" | "void";
  paid: string;
}

export type { TicketOrder };

export interface LotteryTicketContext {
  gameCode: string;
  drawNo: number;
  betType: LotteryBetType;
  pick: string;
  stake: string;
  purchase: PurchaseKey;
  ticket: LotteryTicket | null;
  errorCode: string | null;
}

type LotteryTicketEvent =
  | { type: "type.choose"; betType: LotteryBetType }
  | { type: "pick.set"; pick: string }
  | { type: "stake.set"; stake: string }
  | { type: "draw.changed"; drawNo: number }
  | { type: "slip.confirm" }
  | { type: "slip.edit" }
  | { type: "slip.place" }
  | { type: "ticket.settled"; ticket: LotteryTicket }
  | { type: "slip.new" };

/** What a stake returns at these odds if it wins ("2.50" at "95.000" → "237.50"), rounded down to a minor unit. */
export function potentialWin(stake: string, odds: string): string | null {
  if (!AMOUNT_PATTERN.test(stake) || !/^\d+(\.\d{1,3})?$/.test(odds)) return null;
  const [units = "0", thousandths = ""] = odds.split(".");
  const oddsMilli = BigInt(units) * 1000n + BigInt(thousandths.padEnd(3, "0"));
  return fromMinor((toMinor(stake) * oddsMilli) / 1000n);
}

const pickFits = (betType: LotteryBetType, pick: string) => new RegExp(`^\\d{${PICK_DIGITS[betType]}}$`).test(pick);

export const lotteryTicketMachine = setup({
  types: {
    context: {} as LotteryTicketContext,
    events: {} as LotteryTicketEvent,
    input: {} as { gameCode: string; drawNo: number; betType: LotteryBetType; keyPrefix: string },
    emitted: {} as { type: "wallet.changed" },
    tags: {} as "editing" | "busy" | "waiting",
  },
  actors: {
    buyTicket: fromPromise<LotteryTicket, TicketOrder>(async () => {
      throw new Error("buyTicket must be provided by the app");
    }),
  },
  guards: {
    isComplete: ({ context }) => pickFits(context.betType, context.pick) && AMOUNT_PATTERN.test(context.stake) && toMinor(context.stake) > 0n,
    isThisTicketSettled: ({ context, event }) => event.type === "ticket.settled" && event.ticket.id === context.ticket?.id && event.ticket.status !== "placed",
  },
  actions: {
    // A changed slip is a new purchase, with a new key (a failed one's key keeps its answer).
    chooseType: assign(({ context, event }) => (event.type === "type.choose" ? { betType: event.betType, pick: "", errorCode: null, purchase: nextPurchase(context.purchase) } : {})),
    setPick: assign(({ context, event }) => (event.type === "pick.set" ? { pick: event.pick.trim(), errorCode: null, purchase: nextPurchase(context.purchase) } : {})),
    setStake: assign(({ context, event }) => (event.type === "stake.set" ? { stake: event.stake.trim(), errorCode: null, purchase: nextPurchase(context.purchase) } : {})),
    followDraw: assign(({ context, event }) => (event.type === "draw.changed" && event.drawNo !== context.drawNo ? { drawNo: event.drawNo, purchase: nextPurchase(context.purchase) } : {})),
    storeTicket: assign(({ context }, ticket: LotteryTicket) => ({ ticket, purchase: nextPurchase(context.purchase), errorCode: null })),
    storeSettled: assign(({ event }) => (event.type === "ticket.settled" ? { ticket: event.ticket } : {})),
    // The key stays: a refused purchase bought nothing, and one whose answer was lost is found by it on the retry.
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    newSlip: assign({ ticket: null, errorCode: null }),
    announceMovement: emit({ type: "wallet.changed" as const }),
  },
}).createMachine({
  id: "lotteryTicket",
  context: ({ input }) => ({ gameCode: input.gameCode, drawNo: input.drawNo, betType: input.betType, pick: "", stake: "1.00", purchase: firstPurchase(input.keyPrefix), ticket: null, errorCode: null }),
  initial: "choosing",
  on: {
    "draw.changed": { actions: "followDraw" },
  },
  states: {
    choosing: {
      tags: ["editing"],
      on: {
        "type.choose": { actions: "chooseType" },
        "pick.set": { actions: "setPick" },
        "stake.set": { actions: "setStake" },
        "slip.confirm": { guard: "isComplete", target: "confirming" },
      },
    },
    // The slip as it will be bought; a new draw sends it back to be looked at again.
    confirming: {
      on: {
        "slip.edit": "choosing",
        "slip.place": "placing",
        "draw.changed": { target: "choosing", actions: "followDraw" },
      },
    },
    placing: {
      tags: ["busy"],
      invoke: {
        id: "buyTicket",
        src: "buyTicket",
        input: ({ context }) => ({
          gameCode: context.gameCode, drawNo: context.drawNo, betType: context.betType, pick: context.pick, stake: context.stake, key: purchaseKey(context.purchase),
        }),
        onDone: { target: "placed", actions: [{ type: "storeTicket", params: ({ event }) => event.output }, "announceMovement"] },
        onError: { target: "refused", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    refused: {
      on: { "slip.edit": "choosing" },
    },
    // Bought: waiting for its draw; the slip can be used again meanwhile.
    placed: {
      tags: ["waiting"],
      on: {
        "ticket.settled": { guard: "isThisTicketSettled", target: "settled", actions: ["storeSettled", "announceMovement"] },
        "slip.new": { target: "choosing", actions: "newSlip" },
      },
    },
    settled: {
      on: { "slip.new": { target: "choosing", actions: "newSlip" } },
    },
  },
});
