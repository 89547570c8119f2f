// Depositing: a payment method and an amount within its limits; the deposit is created once (its key survives a retry),
// then the player pays at the provider's checkout or by bank transfer. Nothing is credited until it is confirmed.
import { assign, emit, fromPromise, setup, type ErrorActorEvent } from "xstate";
import type { Deposit, DepositRequest } from "../src/contract/wallet";
import { failureOf } from "./apiError";
import { amountProblem, newRequestKey, type AmountProblem } from "./moneyForm";

export interface DepositMethod {
  id: number;
  kind: "provider" | "bank";
  min: string;
  max: string;
}
export type DepositProblem = AmountProblem | "method";

export interface DepositContext {
  method: DepositMethod | null;
  amount: string;
  payerReference: string;
  problems: { method?: "method"; amount?: AmountProblem };
  requestKey: string;
  errorCode: string | null;
  deposit: Deposit | null;
}

export function depositProblems(context: Pick<DepositContext, "method" | "amount">): DepositContext["problems"] {
  if (!context.method) return { method: "method" };
  const amount = amountProblem(context.amount, context.method);
  return amount ? { amount } : {};
}

type DepositEvent =
  | { type: "method.select"; method: DepositMethod }
  | { type: "field.change"; field: "amount" | "payerReference"; value: string }
  | { type: "form.submit" }
  | { type: "deposit.again" };

export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    emitted: {} as { type: "deposit.checkout"; url: string } | { type: "deposit.created" },
    tags: {} as "submitting" | "created" | "checkout",
  },
  actors: {
    createDeposit: fromPromise<Deposit, { request: DepositRequest; key: string }>(async () => {
      throw new Error("createDeposit must be provided by the app");
    }),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(depositProblems(context)).length === 0,
    paysAtProvider: (_, deposit: Deposit) => deposit.checkoutUrl !== null,
  },
  actions: {
    selectMethod: assign(({ context, event }) => {
      if (event.type !== "method.select") return {};
      const { method: _cleared, ...problems } = context.problems;
      return { method: event.method, problems, errorCode: null, requestKey: newRequestKey() };
    }),
    changeField: assign(({ context, event }) => {
      if (event.type !== "field.change") return {};
      const problems = event.field === "amount" ? { ...context.problems, amount: undefined } : context.problems;
      // A changed request is a new request: it gets a key of its own.
      return { [event.field]: event.value, problems, errorCode: null, requestKey: newRequestKey() };
    }),
    showProblems: assign({ problems: ({ context }) => depositProblems(context) }),
    storeDeposit: assign((_, deposit: Deposit) => ({ deposit, errorCode: null })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    announceCreated: emit({ type: "deposit.created" as const }),
    openCheckout: emit(({ context }) => ({ type: "deposit.checkout" as const, url: context.deposit?.checkoutUrl ?? "" })),
    startOver: assign({ amount: "", payerReference: "", problems: {}, errorCode: null, deposit: null, requestKey: () => newRequestKey() }),
  },
}).createMachine({
  id: "deposit",
  context: { method: null, amount: "", payerReference: "", problems: {}, requestKey: newRequestKey(), errorCode: null, deposit: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "method.select": { actions: "selectMethod" },
        "field.change": { actions: "changeField" },
        "form.submit": [{ guard: "formIsValid", target: "submitting" }, { actions: "showProblems" }],
      },
    },
    submitting: {
      tags: ["submitting"],
      invoke: {
        id: "createDeposit",
        src: "createDeposit",
        input: ({ context }) => ({
          request: { methodId: context.method?.id ?? 0, amount: context.amount.trim(), payerReference: context.payerReference.trim() || undefined },
          key: context.requestKey,
        }),
        onDone: [
          {
            guard: { type: "paysAtProvider", params: ({ event }) => event.output },
            target: "atProvider",
            actions: [{ type: "storeDeposit", params: ({ event }) => event.output }, "announceCreated"],
          },
          { target: "byBank", actions: [{ type: "storeDeposit", params: ({ event }) => event.output }, "announceCreated"] },
        ],
        onError: { target: "editing", actions: { type: "storeFailure", params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    // A provider deposit goes on to the provider's checkout page.
    atProvider: {
      tags: ["created", "checkout"],
      entry: "openCheckout",
      on: { "deposit.again": { target: "editing", actions: "startOver" } },
    },
    // A bank deposit shows where to send the money; the operator confirms it when it arrives.
    byBank: {
      tags: ["created"],
      on: { "deposit.again": { target: "editing", actions: "startOver" } },
    },
  },
});
