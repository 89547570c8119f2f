// The sportsbook's bet slip: the player adds prices from the board (one per match), picks singles or an accumulator,
// a stake and what to do when a price moves while betting (accept any, accept higher, ask); placing sends the bets
// with the prices the player saw. A moved price the rule does not cover comes back as an offer: the player accepts
// the new prices (and places again) or edits the slip. Each bet has its own key, so a repeated press never bets twice;
// singles placed before a refused one leave the slip (they stand), and any failure has the balance read again.
import { assign, emit, setup, type DoneActorEvent } from "xstate";
import type { MarketKind, OddsChangeRule, Outcome } from "../src/contract/sports";
import { AMOUNT_PATTERN, fromMinor, toMinor } from "../src/contract/wallet";
import { MAX_LEGS } from "../src/contract/sports";
import { SPORTS_STAKES } from "../src/config/index";
import { errorOf, failureOf, type Failure } from "./apiError";
import { betPlacementMachine, type BetOrder, type BetPlacementOutput, type PlacedBet } from "./betPlacement.machine";
import { firstPurchase, nextPurchase, purchaseKey, type PurchaseKey } from "./purchaseKey";

export interface Selection {
  feedId: string;
  market: MarketKind;
  outcome: Outcome;
  /** The price the player saw. */
  odds: string;
  /** The handicap or total line the player saw (the bet names exactly it); null for the match result. */
  line: string | null;
  /** What the slip shows: the match and the pick. */
  match: string;
  pick: string;
}

export type { BetOrder, PlacedBet } from "./betPlacement.machine";

export interface BetSlipContext {
  selections: Selection[];
  mode: "accumulator" | "singles";
  stake: string;
  oddsChange: OddsChangeRule;
  purchase: PurchaseKey;
  placed: PlacedBet[];
  /** The prices now, where the server said they moved. */
  offered: { feedId: string; market: MarketKind; outcome: Outcome; odds: string | null }[];
  errorCode: string | null;
}

type BetSlipEvent =
  | { type: "selection.toggle"; selection: Selection }
  | { type: "selection.remove"; feedId: string }
  | { type: "mode.set"; mode: BetSlipContext["mode"] }
  | { type: "stake.set"; stake: string }
  | { type: "oddsChange.set"; rule: OddsChangeRule }
  | { type: "slip.place" }
  | { type: "prices.accept" }
  | { type: "slip.edit" }
  | { type: "slip.clear" };

const sameLeg = (a: Pick<Selection, "feedId" | "market" | "outcome">, b: Pick<Selection, "feedId" | "market" | "outcome">) => a.feedId === b.feedId && a.market === b.market && a.outcome === b.outcome;

/** The slip's prices multiplied in thousandths, each step rounded down, as the server multiplies them. */
const accumulatorMilli = (selections: readonly Pick<Selection, "odds">[]) => selections.reduce((product, selection) => (product * toMinor(selection.odds) * 10n) / 1000n, 1000n);
/** An accumulator's odds as shown: down to the hundredth. */
export const accumulatorOdds = (selections: readonly Pick<Selection, "odds">[]) => fromMinor(accumulatorMilli(selections) / 10n);

/** What the slip may win: the accumulator's stake times its odds, or each single's stake times its price, summed. */
export function slipReturn(context: Pick<BetSlipContext, "selections" | "mode" | "stake">): string | null {
  if (!AMOUNT_PATTERN.test(context.stake) || context.selections.length === 0) return null;
  const stake = toMinor(context.stake);
  const win = (milli: bigint) => (stake * milli) / 1000n;
  return fromMinor(
    context.mode === "accumulator" ? win(accumulatorMilli(context.selections)) : context.selections.reduce((sum, selection) => sum + win(toMinor(selection.odds) * 10n), 0n),
  );
}

/** A single's key names its price, so removing another selection never gives it someone else's key. */
const pickKey = (selection: Pick<Selection, "feedId" | "market" | "outcome">) => `${selection.feedId}:${selection.market}:${selection.outcome}`;

/** The bets the slip places: one accumulator, or one single per selection, each with its own key. */
export function ordersOf(context: BetSlipContext): BetOrder[] {
  const legOf = ({ feedId, market, outcome, odds, line }: Selection) => ({ feedId, market, outcome, odds, line });
  return context.mode === "accumulator" && context.selections.length > 1
    ? [{ legs: context.selections.map(legOf), stake: context.stake, oddsChange: context.oddsChange, key: purchaseKey(context.purchase, "acc") }]
    : context.selections.map((selection) => ({ legs: [legOf(selection)], stake: context.stake, oddsChange: context.oddsChange, key: purchaseKey(context.purchase, pickKey(selection)) }));
}

/** What the placing (betPlacement, invoked) ended with: its whole outcome, its refusal, the keys placed before it. */
type PlacingDone = { event: DoneActorEvent<BetPlacementOutput> };
const outcomeOf = ({ event }: PlacingDone) => event.output;
const refusalOf = ({ event }: PlacingDone): Failure | null => event.output.refusal;
const placedKeysOf = ({ event }: PlacingDone) => event.output.placedKeys;

export const betSlipMachine = setup({
  types: {
    context: {} as BetSlipContext,
    events: {} as BetSlipEvent,
    input: {} as { keyPrefix: string },
    emitted: {} as { type: "wallet.changed" },
    tags: {} as "empty" | "editing" | "busy",
  },
  actors: {
    /** Places the slip's bets one after another; a refusal stops at that bet (those before it stand, and are answered). */
    placeBets: betPlacementMachine,
  },
  guards: {
    hasNone: ({ context }) => context.selections.length === 0,
    isLastOne: ({ context, event }) => event.type === "selection.remove" && context.selections.length === 1 && context.selections[0]?.feedId === event.feedId,
    togglesLastOne: ({ context, event }) => event.type === "selection.toggle" && context.selections.length === 1 && context.selections.some((known) => sameLeg(known, event.selection)),
    isFull: ({ context, event }) => event.type === "selection.toggle" && context.selections.length >= MAX_LEGS && !context.selections.some((known) => known.feedId === event.selection.feedId),
    canPlace: ({ context }) => context.selections.length > 0 && AMOUNT_PATTERN.test(context.stake) && toMinor(context.stake) > 0n,
    wasRefused: (_, outcome: BetPlacementOutput) => outcome.refusal !== null,
    pricesMoved: (_, outcome: BetPlacementOutput) => outcome.refusal?.code === "odds_changed",
  },
  actions: {
    // A price of a match already on the slip replaces it (one leg per match); the same price again takes it off.
    toggle: assign(({ context, event }) => {
      if (event.type !== "selection.toggle") return {};
      const { selection } = event;
      const purchase = nextPurchase(context.purchase);
      if (context.selections.some((known) => sameLeg(known, selection))) return { selections: context.selections.filter((known) => !sameLeg(known, selection)), errorCode: null, purchase };
      return { selections: [...context.selections.filter((known) => known.feedId !== selection.feedId), selection], errorCode: null, purchase };
    }),
    // A changed slip is a new bet, with new keys (failed ones keep their first answers).
    remove: assign(({ context, event }) =>
      event.type === "selection.remove" ? { selections: context.selections.filter((known) => known.feedId !== event.feedId), errorCode: null, purchase: nextPurchase(context.purchase) } : {},
    ),
    setMode: assign(({ context, event }) => (event.type === "mode.set" ? { mode: event.mode, errorCode: null, purchase: nextPurchase(context.purchase) } : {})),
    setStake: assign(({ context, event }) => (event.type === "stake.set" ? { stake: event.stake.trim(), errorCode: null, purchase: nextPurchase(context.purchase) } : {})),
    setRule: assign(({ event }) => (event.type === "oddsChange.set" ? { oddsChange: event.rule } : {})),
    storePlaced: assign(({ context }, placed: PlacedBet[]) => ({ placed, purchase: nextPurchase(context.purchase), errorCode: null, offered: [] })),
    storeOffer: assign((_, error: unknown) => {
      const failure = failureOf(error);
      const legs = Array.isArray(failure.value.legs) ? failure.value.legs : [];
      return { errorCode: failure.code, offered: legs.flatMap(offeredLeg) };
    }),
    // Singles placed before the refused one stand: they leave the slip, so they are never placed again.
    dropPlaced: assign(({ context }, placedKeys: string[]) => {
      const placed = new Set(placedKeys);
      return placed.size === 0 ? {} : { selections: context.selections.filter((selection) => !placed.has(purchaseKey(context.purchase, pickKey(selection)))) };
    }),

    // The new prices become the ones the player saw; the purchase's keys stay (nothing was bought).
    takeOffer: assign(({ context }) => ({
      selections: context.selections.map((selection) => {
        const offer = context.offered.find((known) => sameLeg(known, selection));
        return offer?.odds ? { ...selection, odds: offer.odds } : selection;
      }),
      offered: [],
      errorCode: null,
    })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    tooMany: assign({ errorCode: "too_many_legs" }),
    clear: assign({ selections: [], placed: [], offered: [], errorCode: null }),
    announceMovement: emit({ type: "wallet.changed" as const }),
  },
}).createMachine({
  id: "betSlip",
  context: ({ input }) => ({ selections: [], mode: "accumulator", stake: SPORTS_STAKES[1], oddsChange: "none", purchase: firstPurchase(input.keyPrefix), placed: [], offered: [], errorCode: null }),
  initial: "empty",
  states: {
    empty: {
      tags: ["empty"],
      on: {
        "selection.toggle": { target: "editing", actions: "toggle" },
        "stake.set": { actions: "setStake" },
        "oddsChange.set": { actions: "setRule" },
        "mode.set": { actions: "setMode" },
      },
    },
    editing: {
      tags: ["editing"],
      on: {
        "selection.toggle": [
          { guard: "togglesLastOne", target: "empty", actions: "toggle" },
          { guard: "isFull", actions: "tooMany" },
          { actions: "toggle" },
        ],
        "selection.remove": [{ guard: "isLastOne", target: "empty", actions: "remove" }, { actions: "remove" }],
        "mode.set": { actions: "setMode" },
        "stake.set": { actions: "setStake" },
        "oddsChange.set": { actions: "setRule" },
        "slip.place": { guard: "canPlace", target: "placing" },
        "slip.clear": { target: "empty", actions: "clear" },
      },
    },
    placing: {
      tags: ["busy"],
      invoke: {
        id: "placeBets",
        src: "placeBets",
        input: ({ context }) => ({ orders: ordersOf(context) }),
        onDone: [
          {
            guard: { type: "pricesMoved", params: outcomeOf },
            target: "pricesMoved",
            actions: [{ type: "dropPlaced", params: placedKeysOf }, "announceMovement", { type: "storeOffer", params: refusalOf }],
          },
          {
            guard: { type: "wasRefused", params: outcomeOf },
            target: "refused",
            actions: [{ type: "dropPlaced", params: placedKeysOf }, "announceMovement", { type: "storeFailure", params: refusalOf }],
          },
          { target: "placed", actions: [{ type: "storePlaced", params: ({ event }) => event.output.placed }, "announceMovement"] },
        ],
        // The placing itself broke (never a refusal: those come as its outcome); the balance is read again all the same.
        onError: { target: "refused", actions: ["announceMovement", { type: "storeFailure", params: errorOf }] },
      },
    },
    // The prices moved beyond the player's rule: the new ones are offered.
    pricesMoved: {
      on: {
        "prices.accept": { target: "placing", actions: "takeOffer" },
        "slip.edit": { target: "editing", actions: "takeOffer" },
      },
    },
    refused: {
      on: { "slip.edit": "editing", "slip.clear": { target: "empty", actions: "clear" } },
    },
    placed: {
      on: { "slip.clear": { target: "empty", actions: "clear" }, "slip.edit": "editing" },
    },
  },
});

function offeredLeg(leg: unknown): BetSlipContext["offered"] {
  if (typeof leg !== "object" || leg === null || !("feedId" in leg) || !("market" in leg) || !("outcome" in leg) || !("odds" in leg)) return [];
  const market = (["MATCH", "HANDICAP", "TOTAL"] as const).find((known) => known === leg.market);
  const outcome = (["HOME", "DRAW", "AWAY", "OVER", "UNDER"] as const).find((known) => known === leg.outcome);
  if (typeof leg.feedId !== "string" || !market || !outcome) return [];
  return [{ feedId: leg.feedId, market, outcome, odds: typeof leg.odds === "string" ? leg.odds : null }];
}
