// Using a password reset link: the new password twice (the registration rule), then set, other sessions ended, logged in.
import { assign, fromPromise, setup } from "xstate";
import type { LoginValue } from "../src/contract/account";
import { ruleProblem } from "../src/contract/registration";
import type { RegisterRule } from "../src/contract/system";
import { errorOf, failureOf } from "./apiError";
import { fieldChanged, hasNoProblems, submitWhenValid } from "./form";

export type ResetField = "newPassword" | "confirmNewPassword";
export type ResetProblem = "required" | "rule" | "mismatch";

export interface ResetPasswordContext {
  /** The link's token; null when the URL carried none (or a broken one). */
  token: string | null;
  /** The operator's password rule for registration, which a new password meets too. */
  passwordRule: RegisterRule | undefined;
  values: Record<ResetField, string>;
  problems: Partial<Record<ResetField, ResetProblem>>;
  errorCode: string | null;
  message: string | null;
  result: LoginValue | null;
}
export interface ResetByLinkRequest {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

export function resetProblems(context: ResetPasswordContext): Partial<Record<ResetField, ResetProblem>> {
  const problems: Partial<Record<ResetField, ResetProblem>> = {};
  const rule = ruleProblem(context.values.newPassword, context.passwordRule);
  if (!context.values.newPassword) problems.newPassword = "required";
  else if (rule) problems.newPassword = "rule";
  if (!context.values.confirmNewPassword) problems.confirmNewPassword = "required";
  else if (context.values.confirmNewPassword !== context.values.newPassword) problems.confirmNewPassword = "mismatch";
  return problems;
}

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as { type: "field.change"; field: ResetField; value: string } | { type: "form.submit" },
    input: {} as { token: string | null; passwordRule?: RegisterRule | undefined },
    output: {} as LoginValue | null,
    tags: {} as "submitting",
  },
  actors: {
    resetByLink: fromPromise<LoginValue, ResetByLinkRequest>(async () => {
      throw new Error("resetByLink must be provided by the app");
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    formIsValid: ({ context }) => hasNoProblems(resetProblems(context)),
    linkIsSpent: (_, error: unknown) => failureOf(error).code === "reset_link_invalid",
  },
  actions: {
    changeField: assign(({ context, event }) => (event.type === "field.change" ? fieldChanged(context, event.field, event.value) : {})),
    showProblems: assign({ problems: ({ context }) => resetProblems(context) }),
    storeFailure: assign((_, error: unknown) => {
      const failure = failureOf(error);
      return { errorCode: failure.code, message: failure.message || null };
    }),
    storeResult: assign((_, result: LoginValue) => ({ result, errorCode: null, message: null })),
  },
}).createMachine({
  id: "resetPassword",
  context: ({ input }) => ({
    token: input.token,
    passwordRule: input.passwordRule,
    values: { newPassword: "", confirmNewPassword: "" },
    problems: {},
    errorCode: null,
    message: null,
    result: null,
  }),
  initial: "opening",
  states: {
    // A link without a token cannot work: say so at once instead of after the player typed twice.
    opening: { always: [{ guard: "hasToken", target: "editing" }, { target: "linkInvalid" }] },
    editing: {
      on: {
        "field.change": { actions: "changeField" },
        "form.submit": submitWhenValid("submitting"),
      },
    },
    submitting: {
      tags: ["submitting"],
      invoke: {
        id: "resetByLink",
        src: "resetByLink",
        input: ({ context }) => ({
          token: context.token ?? "",
          newPassword: context.values.newPassword,
          confirmNewPassword: context.values.confirmNewPassword,
        }),
        onDone: { target: "passwordReset", actions: { type: "storeResult", params: ({ event }) => event.output } },
        onError: [
          // Used, replaced or expired: typing again cannot help, only a new link can.
          {
            guard: { type: "linkIsSpent", params: errorOf },
            target: "linkInvalid",
            actions: { type: "storeFailure", params: errorOf },
          },
          { target: "editing", actions: { type: "storeFailure", params: errorOf } },
        ],
      },
    },
    linkInvalid: { type: "final" },
    passwordReset: { type: "final" },
  },
  output: ({ context }) => context.result,
});
