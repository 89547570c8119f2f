// Requesting a withdrawal: a payout account (added here when there is none), an amount within the limits and the
// payment password. The money is held at once; the operator pays it out or rejects it later.
import { assign, emit, fromPromise, setup } from "xstate";
import type { PayoutAccount, PayoutAccountRequest, Withdrawal, WithdrawalRequest } from "../src/contract/wallet";
import { errorOf, failureOf } from "./apiError";
import { fieldChanged, hasNoProblems, submitWhenValid, withoutProblem } from "./form";
import { amountProblem, type AmountProblem } from "./moneyForm";
import { firstPurchase, nextPurchase, purchaseKey, type PurchaseKey } from "./purchaseKey";

export type WithdrawalField = "amount" | "paymentPassword";
export type AccountField = "provider" | "holderName" | "accountNumber";
export type WithdrawalProblem = AmountProblem | "account";

export interface WithdrawalContext {
  limits: { min: string; max: string };
  payoutAccountId: number | null;
  values: Record<WithdrawalField, string>;
  account: Record<AccountField, string> & { kind: "bank" | "ewallet" };
  problems: Partial<Record<WithdrawalField | AccountField | "payoutAccount", WithdrawalProblem>>;
  purchase: PurchaseKey;
  errorCode: string | null;
  withdrawal: Withdrawal | null;
}

export function withdrawalProblems(context: Pick<WithdrawalContext, "limits" | "payoutAccountId" | "values">): WithdrawalContext["problems"] {
  const problems: WithdrawalContext["problems"] = {};
  if (context.payoutAccountId === null) problems.payoutAccount = "account";
  const amount = amountProblem(context.values.amount, context.limits);
  if (amount) problems.amount = amount;
  if (context.values.paymentPassword === "") problems.paymentPassword = "required";
  return problems;
}

export function accountProblems(account: WithdrawalContext["account"]): WithdrawalContext["problems"] {
  const problems: WithdrawalContext["problems"] = {};
  if (account.provider.trim().length < 2) problems.provider = "required";
  if (account.holderName.trim().length < 2) problems.holderName = "required";
  if (!/^[0-9A-Za-z-]{6,34}$/.test(account.accountNumber.trim())) problems.accountNumber = "format";
  return problems;
}

type WithdrawalEvent =
  | { type: "account.select"; id: number }
  | { type: "field.change"; field: WithdrawalField; value: string }
  | { type: "form.submit" }
  | { type: "account.add" }
  | { type: "account.kind"; kind: "bank" | "ewallet" }
  | { type: "account.change"; field: AccountField; value: string }
  | { type: "account.save" }
  | { type: "account.cancel" }
  | { type: "withdraw.again" };

const emptyAccount = { kind: "ewallet" as const, provider: "", holderName: "", accountNumber: "" };

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as { limits: { min: string; max: string }; payoutAccountId: number | null },
    emitted: {} as { type: "wallet.changed" } | { type: "accounts.changed" },
    tags: {} as "submitting" | "requested" | "addingAccount" | "savingAccount",
  },
  actors: {
    requestWithdrawal: fromPromise<Withdrawal, { request: WithdrawalRequest; key: string }>(async () => {
      throw new Error("requestWithdrawal must be provided by the app");
    }),
    addPayoutAccount: fromPromise<PayoutAccount, PayoutAccountRequest>(async () => {
      throw new Error("addPayoutAccount must be provided by the app");
    }),
  },
  guards: {
    formIsValid: ({ context }) => hasNoProblems(withdrawalProblems(context)),
    accountIsValid: ({ context }) => hasNoProblems(accountProblems(context.account)),
  },
  actions: {
    selectAccount: assign(({ context, event }) => {
      if (event.type !== "account.select") return {};
      return { payoutAccountId: event.id, problems: withoutProblem(context.problems, "payoutAccount"), errorCode: null, purchase: nextPurchase(context.purchase) };
    }),
    changeField: assign(({ context, event }) => {
      if (event.type !== "field.change") return {};
      // The password is not part of the request's identity; the amount is.
      const purchase = event.field === "amount" ? nextPurchase(context.purchase) : context.purchase;
      return { ...fieldChanged(context, event.field, event.value), errorCode: null, purchase };
    }),
    showProblems: assign({ problems: ({ context }) => withdrawalProblems(context) }),
    storeWithdrawal: assign(({ context }, withdrawal: Withdrawal) => ({ withdrawal, errorCode: null, values: { amount: "", paymentPassword: "" }, purchase: nextPurchase(context.purchase) })),
    storeFailure: assign(({ context }, error: unknown) => ({ errorCode: failureOf(error).code, values: { ...context.values, paymentPassword: "" } })),
    announceMovement: emit({ type: "wallet.changed" as const }),
    startAccount: assign({ account: emptyAccount, problems: {}, errorCode: null }),
    changeAccountKind: assign(({ context, event }) => (event.type === "account.kind" ? { account: { ...context.account, kind: event.kind } } : {})),
    changeAccount: assign(({ context, event }) =>
      event.type === "account.change" ? { account: { ...context.account, [event.field]: event.value }, problems: withoutProblem(context.problems, event.field) } : {},
    ),
    showAccountProblems: assign({ problems: ({ context }) => accountProblems(context.account) }),
    useNewAccount: assign(({ context }, account: PayoutAccount) => ({ payoutAccountId: account.id, account: emptyAccount, problems: {}, errorCode: null, purchase: nextPurchase(context.purchase) })),
    announceAccounts: emit({ type: "accounts.changed" as const }),
    startOver: assign({ withdrawal: null, problems: {}, errorCode: null }),
  },
}).createMachine({
  id: "withdrawal",
  context: ({ input }) => ({
    limits: input.limits,
    payoutAccountId: input.payoutAccountId,
    values: { amount: "", paymentPassword: "" },
    account: emptyAccount,
    problems: {},
    purchase: firstPurchase(),
    errorCode: null,
    withdrawal: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "account.select": { actions: "selectAccount" },
        "field.change": { actions: "changeField" },
        "form.submit": submitWhenValid("submitting"),
        "account.add": { target: "addingAccount", actions: "startAccount" },
      },
    },
    submitting: {
      tags: ["submitting"],
      invoke: {
        id: "requestWithdrawal",
        src: "requestWithdrawal",
        input: ({ context }) => ({
          request: { payoutAccountId: context.payoutAccountId ?? 0, amount: context.values.amount.trim(), paymentPassword: context.values.paymentPassword },
          key: purchaseKey(context.purchase),
        }),
        onDone: { target: "requested", actions: [{ type: "storeWithdrawal", params: ({ event }) => event.output }, "announceMovement"] },
        onError: { target: "editing", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    requested: {
      tags: ["requested"],
      on: { "withdraw.again": { target: "editing", actions: "startOver" } },
    },
    addingAccount: {
      tags: ["addingAccount"],
      on: {
        "account.kind": { actions: "changeAccountKind" },
        "account.change": { actions: "changeAccount" },
        "account.save": [{ guard: "accountIsValid", target: "savingAccount" }, { actions: "showAccountProblems" }],
        "account.cancel": "editing",
      },
    },
    savingAccount: {
      tags: ["savingAccount"],
      invoke: {
        id: "addPayoutAccount",
        src: "addPayoutAccount",
        input: ({ context }) => ({
          kind: context.account.kind,
          provider: context.account.provider.trim(),
          holderName: context.account.holderName.trim(),
          accountNumber: context.account.accountNumber.trim(),
        }),
        onDone: { target: "editing", actions: [{ type: "useNewAccount", params: ({ event }) => event.output }, "announceAccounts"] },
        onError: { target: "addingAccount", actions: { type: "storeFailure", params: errorOf } },
      },
    },
  },
});
