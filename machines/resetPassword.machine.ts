// Using a password reset link: the new password twice (the registration rule), then set, other sessions ended, logged in.
import { assign, fromPromise, setup, type ErrorActorEvent } from "xstate";
import type { LoginValue } from "../src/contract/account";
import { ruleProblem } from "../src/contract/registration";
import type { RegisterRule } from "../src/contract/system";
import { failureOf } from "./apiError";

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
    formIsValid: ({ context }) => Object.keys(resetProblems(context)).length === 0,
    linkIsSpent: (_, error: unknown) => failureOf(error).code === "reset_link_invalid",
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== "field.change") return {};
      const { [event.field]: _cleared, ...problems } = context.problems;
      return { values: { ...context.values, [event.field]: event.value }, problems };
    }),
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
        "form.submit": [{ guard: "formIsValid", target: "submitting" }, { actions: "showProblems" }],
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
            guard: { type: "linkIsSpent", params: ({ event }: { event: ErrorActorEvent }) => event.error },
            target: "linkInvalid",
            actions: { type: "storeFailure", params: ({ event }: { event: ErrorActorEvent }) => event.error },
          },
          { target: "editing", actions: { type: "storeFailure", params: ({ event }: { event: ErrorActorEvent }) => event.error } },
        ],
      },
    },
    linkInvalid: { type: "final" },
    passwordReset: { type: "final" },
  },
  output: ({ context }) => context.result,
});
