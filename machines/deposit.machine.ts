// Depositing: a payment method and an amount within its limits; the deposit is created once (its key survives a retry),
// then the player pays at the provider's checkout or by bank transfer. Nothing is credited until it is confirmed.
import { assign, emit, fromPromise, setup } from "xstate";
import type { Deposit, DepositRequest } from "../src/contract/wallet";
import { errorOf, failureOf } from "./apiError";
import { hasNoProblems, submitWhenValid, withoutProblem } from "./form";
import { amountProblem, type AmountProblem } from "./moneyForm";
import { firstPurchase, nextPurchase, purchaseKey, type PurchaseKey } from "./purchaseKey";

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
  purchase: PurchaseKey;
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
    formIsValid: ({ context }) => hasNoProblems(depositProblems(context)),
    paysAtProvider: (_, deposit: Deposit) => deposit.checkoutUrl !== null,
  },
  actions: {
    selectMethod: assign(({ context, event }) => {
      if (event.type !== "method.select") return {};
      return { method: event.method, problems: withoutProblem(context.problems, "method"), errorCode: null, purchase: nextPurchase(context.purchase) };
    }),
    changeField: assign(({ context, event }) => {
      if (event.type !== "field.change") return {};
      // A changed request is a new request: it gets a key of its own.
      return { [event.field]: event.value, problems: withoutProblem(context.problems, event.field), errorCode: null, purchase: nextPurchase(context.purchase) };
    }),
    showProblems: assign({ problems: ({ context }) => depositProblems(context) }),
    storeDeposit: assign(({ context }, deposit: Deposit) => ({ deposit, errorCode: null, purchase: nextPurchase(context.purchase) })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    announceCreated: emit({ type: "deposit.created" as const }),
    openCheckout: emit(({ context }) => ({ type: "deposit.checkout" as const, url: context.deposit?.checkoutUrl ?? "" })),
    startOver: assign({ amount: "", payerReference: "", problems: {}, errorCode: null, deposit: null }),
  },
}).createMachine({
  id: "deposit",
  // Made per deposit form: its keys are its own.
  context: () => ({ method: null, amount: "", payerReference: "", problems: {}, purchase: firstPurchase(), errorCode: null, deposit: null }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "method.select": { actions: "selectMethod" },
        "field.change": { actions: "changeField" },
        "form.submit": submitWhenValid("submitting"),
      },
    },
    submitting: {
      tags: ["submitting"],
      invoke: {
        id: "createDeposit",
        src: "createDeposit",
        input: ({ context }) => ({
          request: { methodId: context.method?.id ?? 0, amount: context.amount.trim(), payerReference: context.payerReference.trim() || undefined },
          key: purchaseKey(context.purchase),
        }),
        onDone: [
          {
            guard: { type: "paysAtProvider", params: ({ event }) => event.output },
            target: "atProvider",
            actions: [{ type: "storeDeposit", params: ({ event }) => event.output }, "announceCreated"],
          },
          { target: "byBank", actions: [{ type: "storeDeposit", params: ({ event }) => event.output }, "announceCreated"] },
        ],
        onError: { target: "editing", actions: { type: "storeFailure", params: errorOf } },
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
