// Forgot password: by email (with the human check, a single-use link is mailed) or by phone (an SMS code and a new password, then logged in).
import { and, assign, fromPromise, setup } from "xstate";
import { TIMING } from "../src/config/index";
import type { Captcha, LoginValue } from "../src/contract/account";
import { errorOf, failureOf } from "./apiError";
import { fieldChanged, hasNoProblems } from "./form";

export type RecoveryMethod = "email" | "phone";
export type RecoveryField = "username" | "email" | "mobileNum" | "verificationCode" | "newPassword" | "captcha";
export type RecoveryProblem = "required" | "invalidMobile" | "invalidEmail";

export interface ForgotPasswordContext {
  method: RecoveryMethod;
  phoneRecovery: boolean;
  dialingCode: string;
  values: Record<RecoveryField, string>;
  captcha: Captcha | null;
  problems: Partial<Record<RecoveryField, RecoveryProblem>>;
  errorCode: string | null;
  message: string | null;
  result: LoginValue | null;
}
export interface ForgotByEmailRequest {
  username: string;
  email: string;
  captchaId: string;
  captcha: string;
}
export type ForgotPasswordEvent =
  | { type: "method.select"; method: RecoveryMethod }
  | { type: "field.change"; field: RecoveryField; value: string }
  | { type: "captcha.refresh" }
  | { type: "form.submit" };

export function recoveryProblems(context: ForgotPasswordContext): Partial<Record<RecoveryField, RecoveryProblem>> {
  const problems: Partial<Record<RecoveryField, RecoveryProblem>> = {};
  const value = (field: RecoveryField) => context.values[field].trim();
  if (context.method === "email") {
    if (!value("username")) problems.username = "required";
    if (!value("email")) problems.email = "required";
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value("email"))) problems.email = "invalidEmail";
    // Characters typed without a picture (it failed to load) check nothing: a picture is needed first.
    if (!value("captcha") || context.captcha === null) problems.captcha = "required";
  } else {
    if (!value("mobileNum")) problems.mobileNum = "required";
    else if (!/^\d{6,15}$/.test(value("mobileNum"))) problems.mobileNum = "invalidMobile";
    if (!value("verificationCode")) problems.verificationCode = "required";
    if (!context.values.newPassword) problems.newPassword = "required";
  }
  return problems;
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as { phoneRecovery: boolean; dialingCode: string },
    output: {} as LoginValue | null,
    tags: {} as "submitting" | "loadingCaptcha",
  },
  actors: {
    requestByEmail: fromPromise<unknown, ForgotByEmailRequest>(async () => {
      throw new Error("requestByEmail must be provided by the app");
    }),
    resetByPhone: fromPromise<LoginValue, { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string }>(async () => {
      throw new Error("resetByPhone must be provided by the app");
    }),
    fetchCaptcha: fromPromise<Captcha>(async () => {
      throw new Error("fetchCaptcha must be provided by the app");
    }),
  },
  guards: {
    formIsValid: ({ context }) => hasNoProblems(recoveryProblems(context)),
    byEmail: ({ context }) => context.method === "email",
    choosesEmail: ({ context, event }) => event.type === "method.select" && event.method === "email" && context.method === "phone",
    choosesPhone: ({ context, event }) => context.phoneRecovery && event.type === "method.select" && event.method === "phone" && context.method === "email",
    hasNoPicture: ({ context }) => context.captcha === null,
    mayChoose: ({ context, event }) => event.type === "method.select" && (event.method === "email" || context.phoneRecovery),
  },
  actions: {
    selectMethod: assign(({ context, event }) =>
      event.type === "method.select" ? { method: event.method, problems: {}, errorCode: null, message: null } : { method: context.method },
    ),
    changeField: assign(({ context, event }) => (event.type === "field.change" ? fieldChanged(context, event.field, event.value) : {})),
    showProblems: assign({ problems: ({ context }) => recoveryProblems(context) }),
    storeCaptcha: assign(({ context }, captcha: Captcha) => ({ captcha, values: { ...context.values, captcha: "" } })),
    storeFailure: assign((_, error: unknown) => {
      const failure = failureOf(error);
      return { errorCode: failure.code, message: failure.message || null };
    }),
    storeResult: assign((_, result: LoginValue) => ({ result })),
  },
  delays: { captchaRefreshCooldown: TIMING.captchaRefreshThrottleMs },
}).createMachine({
  id: "forgotPassword",
  context: ({ input }) => ({
    method: "email",
    phoneRecovery: input.phoneRecovery,
    dialingCode: input.dialingCode,
    values: { username: "", email: "", mobileNum: "", verificationCode: "", newPassword: "", captcha: "" },
    captcha: null,
    problems: {},
    errorCode: null,
    message: null,
    result: null,
  }),
  // The email form (the first one shown) needs the human check too.
  initial: "loadingCaptcha",
  // Typing never waits: a field typed while the picture loads or a request runs is kept.
  on: { "field.change": { actions: "changeField" } },
  states: {
    editing: {
      on: {
        // Back from the phone, the picture may have been spent on an SMS: a fresh one. To the phone, the unused one serves.
        "method.select": [
          { guard: "choosesEmail", target: "loadingCaptcha", actions: "selectMethod" },
          { guard: and(["choosesPhone", "hasNoPicture"]), target: "loadingCaptcha", actions: "selectMethod" },
          { guard: "choosesPhone", actions: "selectMethod" },
        ],
        "form.submit": [
          { guard: and(["formIsValid", "byEmail"]), target: "sendingEmail" },
          { guard: "formIsValid", target: "resettingByPhone" },
          { actions: "showProblems" },
        ],
      },
      initial: "captchaReady",
      states: {
        captchaReady: { on: { "captcha.refresh": "#forgotPassword.loadingCaptcha" } },
        captchaCoolingDown: { after: { captchaRefreshCooldown: "captchaReady" } },
      },
    },
    loadingCaptcha: {
      tags: ["loadingCaptcha"],
      // The picture on its way serves either form.
      on: { "method.select": { guard: "mayChoose", actions: "selectMethod" } },
      invoke: {
        id: "fetchCaptcha",
        src: "fetchCaptcha",
        onDone: { target: "editing.captchaCoolingDown", actions: { type: "storeCaptcha", params: ({ event }) => event.output } },
        onError: { target: "editing.captchaCoolingDown", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    resettingByPhone: {
      tags: ["submitting"],
      invoke: {
        id: "resetByPhone",
        src: "resetByPhone",
        input: ({ context }) => ({
          mobileNum: context.values.mobileNum.trim(),
          countryDialingCode: context.dialingCode,
          verificationCode: context.values.verificationCode.trim(),
          newPassword: context.values.newPassword,
        }),
        onDone: { target: "passwordReset", actions: { type: "storeResult", params: ({ event }) => event.output } },
        onError: { target: "editing", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    sendingEmail: {
      tags: ["submitting"],
      invoke: {
        id: "requestByEmail",
        src: "requestByEmail",
        input: ({ context }) => ({
          username: context.values.username.trim(),
          email: context.values.email.trim(),
          captchaId: context.captcha?.captchaId ?? "",
          captcha: context.values.captcha.trim(),
        }),
        onDone: "emailSent",
        // The request spent the picture: a new one for the next try.
        onError: { target: "loadingCaptcha", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    // The same words whether or not the pair matched an account (in_been_out): a link is mailed only if it did.
    emailSent: { type: "final" },
    passwordReset: { type: "final" },
  },
  output: ({ context }) => context.result,
});
