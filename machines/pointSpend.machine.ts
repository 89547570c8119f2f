// Spending points in the mall (SPEC §2 point mall): choose a reward or an amount of points to convert, confirm with
// the payment password, and the spend goes once (its key is kept for retries and renewed for the next spend);
// a wrong password or too few points keeps the choice with the reason. Points never expire.
import { assign, emit, fromPromise, setup } from "xstate";
import type { PointMall, PointSpend } from "../src/contract/points";
import { errorOf, failureOf } from "./apiError";
import { firstPurchase, nextPurchase, purchaseKey, type PurchaseKey } from "./purchaseKey";

export type Spend = { kind: "reward"; rewardId: number } | { kind: "convert"; points: number };
export type SpendProblem = "password" | "points" | "tooFewPoints";
export interface PointSpendContext {
  mall: PointMall | null;
  spend: Spend | null;
  paymentPassword: string;
  purchase: PurchaseKey;
  problem: SpendProblem | null;
  result: PointSpend | null;
  errorCode: string | null;
}
type PointSpendEvent =
  | { type: "reward.choose"; rewardId: number }
  | { type: "convert.choose"; points: number }
  | { type: "password.change"; value: string }
  | { type: "spend.confirm" }
  | { type: "spend.cancel" }
  | { type: "load.retry" };

/** The points a spend costs, when the mall knows it. */
export function costOf(spend: Spend, mall: PointMall): number | null {
  return spend.kind === "convert" ? spend.points : (mall.rewards.find((reward) => reward.id === spend.rewardId)?.cost ?? null);
}

export function spendProblem(context: Pick<PointSpendContext, "mall" | "spend" | "paymentPassword">): SpendProblem | null {
  if (!context.mall || !context.spend) return "points";
  const cost = costOf(context.spend, context.mall);
  if (cost === null || cost <= 0 || (context.spend.kind === "convert" && cost % context.mall.pointsPerUnit !== 0)) return "points";
  if (cost > context.mall.balance) return "tooFewPoints";
  return context.paymentPassword.trim() === "" ? "password" : null;
}

export const pointSpendMachine = setup({
  types: {
    context: {} as PointSpendContext,
    events: {} as PointSpendEvent,
    emitted: {} as { type: "points.spent" },
    tags: {} as "loading" | "busy",
  },
  actors: {
    loadMall: fromPromise<PointMall>(async () => {
      throw new Error("loadMall must be provided by the app");
    }),
    spendPoints: fromPromise<PointSpend, { spend: Spend; paymentPassword: string; key: string }>(async () => {
      throw new Error("spendPoints must be provided by the app");
    }),
  },
  guards: {
    spendIsValid: ({ context }) => spendProblem(context) === null,
  },
  actions: {
    storeMall: assign((_, mall: PointMall) => ({ mall })),
    choose: assign(({ context, event }) => {
      const spend: Spend | null = event.type === "reward.choose" ? { kind: "reward", rewardId: event.rewardId } : event.type === "convert.choose" ? { kind: "convert", points: event.points } : null;
      return { spend, paymentPassword: "", purchase: nextPurchase(context.purchase), problem: null, errorCode: null, result: null };
    }),
    changePassword: assign(({ event }) => (event.type === "password.change" ? { paymentPassword: event.value, problem: null } : {})),
    showProblem: assign({ problem: ({ context }) => spendProblem(context) }),
    storeResult: assign(({ context }, result: PointSpend) => ({ result, spend: null, paymentPassword: "", errorCode: null, purchase: nextPurchase(context.purchase) })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code, paymentPassword: "" })),
    forget: assign({ spend: null, paymentPassword: "", problem: null, errorCode: null }),
    announceSpend: emit({ type: "points.spent" as const }),
  },
}).createMachine({
  id: "pointSpend",
  context: () => ({ mall: null, spend: null, paymentPassword: "", purchase: firstPurchase(), problem: null, result: null, errorCode: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadMall",
        src: "loadMall",
        onDone: { target: "browsing", actions: { type: "storeMall", params: ({ event }) => event.output } },
        onError: { target: "failed", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    browsing: {
      on: {
        "reward.choose": { target: "confirming", actions: "choose" },
        "convert.choose": { target: "confirming", actions: "choose" },
      },
    },
    confirming: {
      on: {
        "password.change": { actions: "changePassword" },
        "spend.confirm": [{ guard: "spendIsValid", target: "spending" }, { actions: "showProblem" }],
        "spend.cancel": { target: "browsing", actions: "forget" },
      },
    },
    spending: {
      tags: ["busy"],
      invoke: {
        id: "spendPoints",
        src: "spendPoints",
        input: ({ context }) => ({ spend: context.spend ?? { kind: "convert", points: 0 }, paymentPassword: context.paymentPassword, key: purchaseKey(context.purchase) }),
        onDone: { target: "loading", actions: [{ type: "storeResult", params: ({ event }) => event.output }, "announceSpend"] },
        onError: { target: "confirming", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    failed: {
      on: { "load.retry": "loading" },
    },
  },
});
