// Changing the password: old (unless already known or none is stored), new and its confirmation; on success a fresh login.
import { assign, fromPromise, setup } from "xstate";
import type { LoginValue } from "../src/contract/account";
import { errorOf, failureOf } from "./apiError";
import { fieldChanged, hasNoProblems, submitWhenValid } from "./form";

export type PasswordField = "oldPassword" | "newPassword" | "confirmNewPassword";
export type PasswordProblem = "required" | "mismatch" | "unchanged";

export interface ChangePasswordContext {
  /** The password the member just logged in with (forced change): not asked again. */
  knownOldPassword: string | null;
  /** The token of that login: the session starts only once the password is changed. */
  pendingToken: string | null;
  values: Record<PasswordField, string>;
  problems: Partial<Record<PasswordField, PasswordProblem>>;
  message: string | null;
  /** The refusal's code, for the form to say it in the member's language. */
  errorCode: string | null;
  result: LoginValue | null;
}
export interface ChangePasswordRequest {
  token?: string;
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

export function passwordProblems(context: ChangePasswordContext): Partial<Record<PasswordField, PasswordProblem>> {
  const problems: Partial<Record<PasswordField, PasswordProblem>> = {};
  if (context.knownOldPassword === null && !context.values.oldPassword) problems.oldPassword = "required";
  const oldPassword = context.knownOldPassword ?? context.values.oldPassword;
  if (!context.values.newPassword) problems.newPassword = "required";
  // The server refuses it too: a forced change (an expired or well-known password) must really change it.
  else if (context.values.newPassword === oldPassword) problems.newPassword = "unchanged";
  if (!context.values.confirmNewPassword) problems.confirmNewPassword = "required";
  else if (context.values.confirmNewPassword !== context.values.newPassword) problems.confirmNewPassword = "mismatch";
  return problems;
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as { type: "field.change"; field: PasswordField; value: string } | { type: "form.submit" },
    input: {} as { knownOldPassword: string | null; pendingToken?: string | null },
    output: {} as LoginValue | null,
    tags: {} as "submitting",
  },
  actors: {
    changePassword: fromPromise<LoginValue, ChangePasswordRequest>(async () => {
      throw new Error("changePassword must be provided by the app");
    }),
  },
  guards: {
    formIsValid: ({ context }) => hasNoProblems(passwordProblems(context)),
  },
  actions: {
    changeField: assign(({ context, event }) => (event.type === "field.change" ? fieldChanged(context, event.field, event.value) : {})),
    showProblems: assign({ problems: ({ context }) => passwordProblems(context) }),
    storeFailure: assign((_, error: unknown) => {
      const failure = failureOf(error);
      return { message: failure.message || null, errorCode: failure.code };
    }),
    storeResult: assign((_, result: LoginValue) => ({ result, message: null, errorCode: null })),
  },
}).createMachine({
  id: "changePassword",
  context: ({ input }) => ({
    knownOldPassword: input.knownOldPassword,
    pendingToken: input.pendingToken ?? null,
    values: { oldPassword: "", newPassword: "", confirmNewPassword: "" },
    problems: {},
    message: null,
    errorCode: null,
    result: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "field.change": { actions: "changeField" },
        "form.submit": submitWhenValid("submitting"),
      },
    },
    submitting: {
      tags: ["submitting"],
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ context }) => ({
          token: context.pendingToken ?? undefined,
          oldPassword: context.knownOldPassword ?? (context.values.oldPassword || undefined),
          newPassword: context.values.newPassword,
          confirmNewPassword: context.values.confirmNewPassword,
        }),
        onDone: { target: "changed", actions: { type: "storeResult", params: ({ event }) => event.output } },
        onError: { target: "editing", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    changed: { type: "final" },
  },
  output: ({ context }) => context.result,
});
