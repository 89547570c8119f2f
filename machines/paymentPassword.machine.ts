// Setting or changing the payment password (six digits) in the security centre: the current one first when there is one.
import { assign, emit, fromPromise, setup } from "xstate";
import type { PaymentPasswordRequest } from "../src/contract/wallet";
import { errorOf, failureOf } from "./apiError";
import { fieldChanged, hasNoProblems, submitWhenValid } from "./form";

export type PaymentPasswordField = "oldPaymentPassword" | "newPaymentPassword" | "confirmPaymentPassword";
export type PaymentPasswordProblem = "required" | "sixDigits" | "mismatch";

export interface PaymentPasswordContext {
  hasPaymentPassword: boolean;
  values: Record<PaymentPasswordField, string>;
  problems: Partial<Record<PaymentPasswordField, PaymentPasswordProblem>>;
  errorCode: string | null;
}

export function paymentPasswordProblems(context: Pick<PaymentPasswordContext, "hasPaymentPassword" | "values">): PaymentPasswordContext["problems"] {
  const problems: PaymentPasswordContext["problems"] = {};
  if (context.hasPaymentPassword && context.values.oldPaymentPassword === "") problems.oldPaymentPassword = "required";
  if (!/^\d{6}$/.test(context.values.newPaymentPassword)) problems.newPaymentPassword = "sixDigits";
  if (context.values.confirmPaymentPassword !== context.values.newPaymentPassword) problems.confirmPaymentPassword = "mismatch";
  return problems;
}

const empty = { oldPaymentPassword: "", newPaymentPassword: "", confirmPaymentPassword: "" };

export const paymentPasswordMachine = setup({
  types: {
    context: {} as PaymentPasswordContext,
    events: {} as { type: "field.change"; field: PaymentPasswordField; value: string } | { type: "form.submit" },
    input: {} as { hasPaymentPassword: boolean },
    emitted: {} as { type: "paymentPassword.saved" },
    tags: {} as "saving" | "saved",
  },
  actors: {
    savePaymentPassword: fromPromise<unknown, PaymentPasswordRequest>(async () => {
      throw new Error("savePaymentPassword must be provided by the app");
    }),
  },
  guards: {
    formIsValid: ({ context }) => hasNoProblems(paymentPasswordProblems(context)),
  },
  actions: {
    changeField: assign(({ context, event }) => (event.type === "field.change" ? { ...fieldChanged(context, event.field, event.value), errorCode: null } : {})),
    showProblems: assign({ problems: ({ context }) => paymentPasswordProblems(context) }),
    markSaved: assign({ hasPaymentPassword: true, values: empty, problems: {}, errorCode: null }),
    storeFailure: assign(({ context }, error: unknown) => ({ errorCode: failureOf(error).code, values: { ...context.values, oldPaymentPassword: "" } })),
    announceSaved: emit({ type: "paymentPassword.saved" as const }),
  },
}).createMachine({
  id: "paymentPassword",
  context: ({ input }) => ({ hasPaymentPassword: input.hasPaymentPassword, values: empty, problems: {}, errorCode: null }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "field.change": { actions: "changeField" },
        "form.submit": submitWhenValid("saving"),
      },
    },
    saving: {
      tags: ["saving"],
      invoke: {
        id: "savePaymentPassword",
        src: "savePaymentPassword",
        input: ({ context }) => ({
          oldPaymentPassword: context.hasPaymentPassword ? context.values.oldPaymentPassword : undefined,
          newPaymentPassword: context.values.newPaymentPassword,
        }),
        onDone: { target: "saved", actions: ["markSaved", "announceSaved"] },
        onError: { target: "editing", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    saved: {
      tags: ["saved"],
      on: { "field.change": { target: "editing", actions: "changeField" } },
    },
  },
});
