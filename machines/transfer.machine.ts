// Moving money: between the main wallet and a vendor's wallet, or (agents) to a downline member or to the upline with
// the payment password. One request, one key: a retry after a network failure cannot move the money twice.
import { assign, emit, fromPromise, setup } from "xstate";
import type { Movement } from "../src/contract/wallet";
import { errorOf, failureOf } from "./apiError";
import { fieldChanged, hasNoProblems, submitWhenValid } from "./form";
import { amountProblem, type AmountProblem } from "./moneyForm";
import { firstPurchase, nextPurchase, purchaseKey, type PurchaseKey } from "./purchaseKey";

export type TransferMode = "wallet" | "downline" | "upline";
export type TransferField = "from" | "to" | "username" | "amount" | "paymentPassword";
export type TransferProblem = AmountProblem | "sameWallet";

export interface TransferContext {
  mode: TransferMode;
  values: Record<TransferField, string>;
  problems: Partial<Record<TransferField, TransferProblem>>;
  purchase: PurchaseKey;
  errorCode: string | null;
  movement: Movement | null;
}

export interface TransferRequest {
  mode: TransferMode;
  key: string;
  from: string;
  to: string;
  username: string;
  amount: string;
  paymentPassword: string;
}

/** "" is the main wallet: a wallet transfer has it on exactly one side. */
export function transferProblems(mode: TransferMode, values: Record<TransferField, string>): TransferContext["problems"] {
  const problems: TransferContext["problems"] = {};
  const amount = amountProblem(values.amount);
  if (amount) problems.amount = amount;
  if (mode === "wallet" && (values.from === "") === (values.to === "")) problems.to = "sameWallet";
  if (mode === "downline" && values.username.trim() === "") problems.username = "required";
  if (mode !== "wallet" && values.paymentPassword === "") problems.paymentPassword = "required";
  return problems;
}

type TransferEvent = { type: "field.change"; field: TransferField; value: string } | { type: "direction.swap" } | { type: "form.submit" };

export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    input: {} as { mode: TransferMode; vendor?: string },
    emitted: {} as { type: "wallet.changed" },
    tags: {} as "submitting" | "done",
  },
  actors: {
    transfer: fromPromise<Movement, TransferRequest>(async () => {
      throw new Error("transfer must be provided by the app");
    }),
  },
  guards: {
    formIsValid: ({ context }) => hasNoProblems(transferProblems(context.mode, context.values)),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== "field.change") return {};
      // The password is not part of what is moved: retyping it retries the same transfer.
      const purchase = event.field === "paymentPassword" ? context.purchase : nextPurchase(context.purchase);
      return { ...fieldChanged(context, event.field, event.value), errorCode: null, purchase };
    }),
    swap: assign(({ context }) => ({ values: { ...context.values, from: context.values.to, to: context.values.from }, problems: {}, purchase: nextPurchase(context.purchase) })),
    showProblems: assign({ problems: ({ context }) => transferProblems(context.mode, context.values) }),
    storeMovement: assign(({ context }, movement: Movement) => ({
      movement,
      errorCode: null,
      values: { ...context.values, amount: "", paymentPassword: "" },
      purchase: nextPurchase(context.purchase),
    })),
    storeFailure: assign(({ context }, error: unknown) => ({ errorCode: failureOf(error).code, values: { ...context.values, paymentPassword: "" } })),
    announceMovement: emit({ type: "wallet.changed" as const }),
  },
}).createMachine({
  id: "transfer",
  context: ({ input }) => ({
    mode: input.mode,
    values: { from: "", to: input.vendor ?? "", username: "", amount: "", paymentPassword: "" },
    problems: {},
    purchase: firstPurchase(),
    errorCode: null,
    movement: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "field.change": { actions: "changeField" },
        "direction.swap": { actions: "swap" },
        "form.submit": submitWhenValid("submitting"),
      },
    },
    submitting: {
      tags: ["submitting"],
      invoke: {
        id: "transfer",
        src: "transfer",
        input: ({ context }) => ({ mode: context.mode, key: purchaseKey(context.purchase), ...context.values, amount: context.values.amount.trim(), username: context.values.username.trim() }),
        onDone: { target: "done", actions: [{ type: "storeMovement", params: ({ event }) => event.output }, "announceMovement"] },
        onError: { target: "editing", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    // Done: the next change starts the next transfer.
    done: {
      tags: ["done"],
      on: {
        "field.change": { target: "editing", actions: "changeField" },
        "direction.swap": { target: "editing", actions: "swap" },
      },
    },
  },
});
