// Moving money: between the main wallet and a vendor's wallet, or (agents) to a downline member or to the upline with
// the payment password. One request, one key: a retry after a network failure cannot move the money twice.
import { assign, emit, fromPromise, setup, type ErrorActorEvent } from "xstate";
import type { Movement } from "../src/contract/wallet";
import { failureOf } from "./apiError";
import { amountProblem, newRequestKey, type AmountProblem } from "./moneyForm";

export type TransferMode = "wallet" | "downline" | "upline";
export type TransferField = "from" | "to" | "username" | "amount" | "paymentPassword";
export type TransferProblem = AmountProblem | "sameWallet";

export interface TransferContext {
  mode: TransferMode;
  values: Record<TransferField, string>;
  problems: Partial<Record<TransferField, TransferProblem>>;
  requestKey: string;
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
    formIsValid: ({ context }) => Object.keys(transferProblems(context.mode, context.values)).length === 0,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== "field.change") return {};
      const { [event.field]: _cleared, ...problems } = context.problems;
      const requestKey = event.field === "paymentPassword" ? context.requestKey : newRequestKey();
      return { values: { ...context.values, [event.field]: event.value }, problems, errorCode: null, requestKey };
    }),
    swap: assign(({ context }) => ({ values: { ...context.values, from: context.values.to, to: context.values.from }, problems: {}, requestKey: newRequestKey() })),
    showProblems: assign({ problems: ({ context }) => transferProblems(context.mode, context.values) }),
    storeMovement: assign(({ context }, movement: Movement) => ({ movement, errorCode: null, values: { ...context.values, amount: "", paymentPassword: "" } })),
    storeFailure: assign(({ context }, error: unknown) => ({ errorCode: failureOf(error).code, values: { ...context.values, paymentPassword: "" } })),
    announceMovement: emit({ type: "wallet.changed" as const }),
  },
}).createMachine({
  id: "transfer",
  context: ({ input }) => ({
    mode: input.mode,
    values: { from: "", to: input.vendor ?? "", username: "", amount: "", paymentPassword: "" },
    problems: {},
    requestKey: newRequestKey(),
    errorCode: null,
    movement: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "field.change": { actions: "changeField" },
        "direction.swap": { actions: "swap" },
        "form.submit": [{ guard: "formIsValid", target: "submitting" }, { actions: "showProblems" }],
      },
    },
    submitting: {
      tags: ["submitting"],
      invoke: {
        id: "transfer",
        src: "transfer",
        input: ({ context }) => ({ mode: context.mode, key: context.requestKey, ...context.values, amount: context.values.amount.trim(), username: context.values.username.trim() }),
        onDone: { target: "done", actions: [{ type: "storeMovement", params: ({ event }) => event.output }, "announceMovement"] },
        onError: { target: "editing", actions: { type: "storeFailure", params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    // Done: the next change starts the next transfer, with a key of its own.
    done: {
      tags: ["done"],
      on: {
        "field.change": { target: "editing", actions: "changeField" },
        "direction.swap": { target: "editing", actions: "swap" },
      },
    },
  },
});
