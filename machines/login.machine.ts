// Login by username and password or by mobile and SMS code: validation first, a captcha after a failure,
// the two-step code when asked, and the forced password change.
import { assign, fromPromise, setup } from "xstate";
import { TIMING } from "../src/config/index";
import type { Captcha, LoginRequest, LoginValue } from "../src/contract/account";
import { errorOf, failureOf, flagOf } from "./apiError";
import { fieldChanged, hasNoProblems } from "./form";

export type LoginMode = "username" | "sms";
export type LoginField = "username" | "password" | "mobileNum" | "verificationCode" | "captcha";
export type FieldProblem = "required" | "invalidMobile";

export interface LoginContext {
  mode: LoginMode;
  smsLoginEnabled: boolean;
  mobileMaxLength: number;
  dialingCode: string;
  values: Record<LoginField, string>;
  remember: boolean;
  captcha: Captcha | null;
  twoStep: boolean;
  /** The server asked for the captcha on the login itself (after a failure), not only for sending a code. */
  captchaDemanded: boolean;
  problems: Partial<Record<LoginField, FieldProblem>>;
  /** What the server said last, shown above the form. */
  message: string | null;
  errorCode: string | null;
  result: LoginValue | null;
}

export interface LoginOutput {
  login: LoginValue;
  mode: LoginMode;
  username: string;
  /** The password just typed, so a forced change need not ask for it again. */
  password: string;
  remember: boolean;
  mustChangePassword: boolean;
}

export type LoginEvent =
  | { type: "mode.select"; mode: LoginMode }
  | { type: "field.change"; field: LoginField; value: string }
  | { type: "remember.toggle" }
  | { type: "captcha.refresh" }
  | { type: "form.submit" };

export interface LoginInput {
  smsLoginEnabled: boolean;
  mobileMaxLength: number;
  dialingCode: string;
  rememberedUsername?: string;
}

const EMPTY: Record<LoginField, string> = { username: "", password: "", mobileNum: "", verificationCode: "", captcha: "" };

/** What is wrong with the form before anything is sent (SPEC §5). */
export function loginProblems(context: LoginContext): Partial<Record<LoginField, FieldProblem>> {
  const problems: Partial<Record<LoginField, FieldProblem>> = {};
  const value = (field: LoginField) => context.values[field].trim();
  if (context.mode === "username") {
    if (!value("username")) problems.username = "required";
    if (!context.values.password) problems.password = "required";
  } else {
    const mobile = value("mobileNum");
    if (!mobile) problems.mobileNum = "required";
    else if (!/^\d+$/.test(mobile) || mobile.length < 6 || mobile.length > context.mobileMaxLength) problems.mobileNum = "invalidMobile";
    if (!value("verificationCode")) problems.verificationCode = "required";
  }
  const captchaNeeded = context.captcha !== null && (context.mode === "username" || context.captchaDemanded);
  if (captchaNeeded && !value("captcha")) problems.captcha = "required";
  if (context.twoStep && context.mode === "username" && !value("verificationCode")) problems.verificationCode = "required";
  return problems;
}

export function loginRequestOf(context: LoginContext): LoginRequest {
  const trimmed = (field: LoginField) => context.values[field].trim() || undefined;
  const captcha = context.captcha ? { captchaId: context.captcha.captchaId, captcha: trimmed("captcha") } : {};
  return context.mode === "username"
    ? { type: "username", username: trimmed("username"), password: context.values.password, verificationCode: context.twoStep ? trimmed("verificationCode") : undefined, ...captcha }
    : { type: "sms", mobileNum: trimmed("mobileNum"), countryDialingCode: context.dialingCode, verificationCode: trimmed("verificationCode"), ...captcha };
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
    tags: {} as "submitting" | "loadingCaptcha" | "error",
  },
  actors: {
    login: fromPromise<LoginValue, LoginRequest>(async () => {
      throw new Error("login must be provided by the app");
    }),
    fetchCaptcha: fromPromise<Captcha>(async () => {
      throw new Error("fetchCaptcha must be provided by the app");
    }),
  },
  guards: {
    formIsValid: ({ context }) => hasNoProblems(loginProblems(context)),
    smsLoginEnabled: ({ context }) => context.smsLoginEnabled,
    hasNoCaptcha: ({ context }) => context.captcha === null,
    choosesSmsWithoutCaptcha: ({ context, event }) =>
      context.smsLoginEnabled && event.type === "mode.select" && event.mode === "sms" && context.captcha === null,
    mustChangePassword: ({ context }, login: LoginValue) => login.passwordExpired && context.mode === "username",
    asksForTwoStep: (_, error: unknown) => flagOf(failureOf(error), "twoStep"),
    asksForCaptcha: (_, error: unknown) => flagOf(failureOf(error), "captcha"),
  },
  actions: {
    selectMode: assign(({ context, event }) =>
      event.type === "mode.select" ? { mode: event.mode, problems: {}, message: null, twoStep: false } : { mode: context.mode },
    ),
    changeField: assign(({ context, event }) => (event.type === "field.change" ? fieldChanged(context, event.field, event.value) : {})),
    toggleRemember: assign({ remember: ({ context }) => !context.remember }),
    showProblems: assign({ problems: ({ context }) => loginProblems(context) }),
    clearMessage: assign({ message: null, errorCode: null }),
    storeCaptcha: assign(({ context }, captcha: Captcha) => ({ captcha, values: { ...context.values, captcha: "" } })),
    storeResult: assign((_, result: LoginValue) => ({ result })),
    storeFailure: assign((_, error: unknown) => {
      const failure = failureOf(error);
      return { message: failure.message || null, errorCode: failure.code };
    }),
    askForTwoStep: assign({ twoStep: true }),
    demandCaptcha: assign({ captchaDemanded: true }),
    clearSecretAnswers: assign(({ context }) => ({ values: { ...context.values, captcha: "", verificationCode: context.mode === "sms" ? context.values.verificationCode : "" } })),
  },
  delays: {
    captchaRefreshCooldown: TIMING.captchaRefreshThrottleMs,
  },
}).createMachine({
  id: "login",
  context: ({ input }) => ({
    mode: "username",
    smsLoginEnabled: input.smsLoginEnabled,
    mobileMaxLength: input.mobileMaxLength,
    dialingCode: input.dialingCode,
    values: { ...EMPTY, username: input.rememberedUsername ?? "" },
    remember: Boolean(input.rememberedUsername),
    captcha: null,
    twoStep: false,
    captchaDemanded: false,
    problems: {},
    message: null,
    errorCode: null,
    result: null,
  }),
  initial: "editing",
  // Typing never waits: a field typed while the picture loads or a request runs is kept.
  on: { "field.change": { actions: "changeField" } },
  states: {
    editing: {
      on: {
        "mode.select": [
          // Sending an SMS code needs the human check first, so the SMS tab fetches a captcha at once.
          { guard: "choosesSmsWithoutCaptcha", target: "loadingCaptcha", actions: "selectMode" },
          { guard: "smsLoginEnabled", actions: "selectMode" },
        ],
        "remember.toggle": { actions: "toggleRemember" },
        "form.submit": [{ guard: "formIsValid", target: "submitting", actions: "clearMessage" }, { actions: "showProblems" }],
      },
      initial: "captchaReady",
      states: {
        captchaReady: { on: { "captcha.refresh": "#login.loadingCaptcha" } },
        // A new picture at most once a second (SPEC §9).
        captchaCoolingDown: { after: { captchaRefreshCooldown: "captchaReady" } },
      },
    },
    loadingCaptcha: {
      tags: ["loadingCaptcha"],
      invoke: {
        id: "fetchCaptcha",
        src: "fetchCaptcha",
        onDone: { target: "editing.captchaCoolingDown", actions: { type: "storeCaptcha", params: ({ event }) => event.output } },
        onError: { target: "editing.captchaCoolingDown", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    // A picture was just drawn: the next one may come a second later at the earliest (the server holds to that too).
    renewingCaptcha: {
      tags: ["loadingCaptcha"],
      always: { guard: "hasNoCaptcha", target: "loadingCaptcha" },
      after: { captchaRefreshCooldown: "loadingCaptcha" },
    },
    submitting: {
      tags: ["submitting"],
      invoke: {
        id: "login",
        src: "login",
        input: ({ context }) => loginRequestOf(context),
        onDone: [
          {
            guard: { type: "mustChangePassword", params: ({ event }) => event.output },
            target: "passwordChangeRequired",
            actions: { type: "storeResult", params: ({ event }) => event.output },
          },
          { target: "loggedIn", actions: { type: "storeResult", params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: "asksForTwoStep", params: errorOf }, target: "editing", actions: [{ type: "storeFailure", params: errorOf }, "askForTwoStep", "clearSecretAnswers"] },
          // A failure that brings the captcha fetches a fresh picture; every picture is good for one try.
          {
            guard: { type: "asksForCaptcha", params: errorOf },
            target: "renewingCaptcha",
            actions: [{ type: "storeFailure", params: errorOf }, "demandCaptcha", "clearSecretAnswers"],
          },
          { target: "editing", actions: [{ type: "storeFailure", params: errorOf }, "clearSecretAnswers"] },
        ],
      },
    },
    loggedIn: { type: "final" },
    passwordChangeRequired: { type: "final" },
  },
  output: ({ context }) => {
    const login = context.result ?? { token: "", firstTimeLogin: false, passwordExpired: false };
    return {
      login,
      mode: context.mode,
      username: context.values.username.trim(),
      password: context.values.password,
      remember: context.remember,
      mustChangePassword: login.passwordExpired && context.mode === "username",
    };
  },
});

