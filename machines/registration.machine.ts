// Registration by username or by mobile: fields and rules from the server, the affiliate code from the URL checked
// first, terms and age confirmed, then register → logged in.
import { assign, fromPromise, setup } from "xstate";
import { TIMING } from "../src/config/index";
import type { Captcha, LoginValue, RegisterRequest } from "../src/contract/account";
import { ruleProblem } from "../src/contract/registration";
import { REGISTER_FIELDS, type RegisterField, type RegisterSettings } from "../src/contract/system";
import { errorOf, failureOf } from "./apiError";
import { fieldChanged, hasNoProblems, submitWhenValid, withoutProblem } from "./form";

export type RegistrationTab = "register" | "registerMobile";
export type RegistrationProblem = "required" | "length" | "pattern" | "mismatch" | "terms";
export type FormKey = RegisterField | "terms";

export interface RegistrationInput {
  rules: RegisterSettings;
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  mobileVerification: boolean;
  dialingCode: string;
  affiliateCode?: string | undefined;
  referralCode?: string | undefined;
  domain: string;
}

export interface RegistrationContext extends Omit<RegistrationInput, "affiliateCode" | "referralCode"> {
  tab: RegistrationTab;
  values: Partial<Record<RegisterField, string>>;
  /** The URL's affiliate code passed its check: the field stays hidden and the code is sent as it is. */
  affiliateFromUrl: string | null;
  showAffiliateField: boolean;
  termsAccepted: boolean;
  captcha: Captcha | null;
  problems: Partial<Record<FormKey, RegistrationProblem>>;
  message: string | null;
  errorCode: string | null;
  result: LoginValue | null;
}

export type RegistrationEvent =
  | { type: "tab.select"; tab: RegistrationTab }
  | { type: "field.change"; field: RegisterField; value: string }
  | { type: "terms.toggle" }
  | { type: "captcha.refresh" }
  | { type: "form.submit" };

/** Fields shown on a tab, in the server's order: always the core ones, others only when the operator enabled them. */
export function visibleFields(context: Pick<RegistrationContext, "tab" | "rules" | "showAffiliateField" | "mobileVerification">): RegisterField[] {
  const core: RegisterField[] =
    context.tab === "register"
      ? ["username", "password", "confirmPassword"]
      : ["mobileNum", ...(context.mobileVerification ? (["verificationCode"] as const) : []), "password", "confirmPassword", "paymentPassword"];
  const hidden = new Set<RegisterField>(["captcha", "verificationCode", "mobileNum", "username", "password", "confirmPassword", "paymentPassword"]);
  const inServerOrder = Object.keys(context.rules).flatMap((key) => REGISTER_FIELDS.filter((field) => field === key));
  const optional = inServerOrder.filter(
    (field) => context.rules[field]?.enabled && !hidden.has(field) && (field !== "affiliateCode" || context.showAffiliateField),
  );
  const paymentOnUsernameTab: RegisterField[] = context.tab === "register" && context.rules.paymentPassword?.enabled ? ["paymentPassword"] : [];
  return [...core, ...paymentOnUsernameTab, ...optional];
}

export function registrationProblems(context: RegistrationContext): Partial<Record<FormKey, RegistrationProblem>> {
  const problems: Partial<Record<FormKey, RegistrationProblem>> = {};
  for (const field of visibleFields(context)) {
    const value = context.values[field]?.trim() ?? "";
    const rule = context.rules[field];
    const mandatory = context.tab === "registerMobile" && ["mobileNum", "verificationCode", "password", "confirmPassword", "paymentPassword"].includes(field);
    if (mandatory && value === "") {
      problems[field] = "required";
      continue;
    }
    if (field === "verificationCode") continue; // its length is checked by the server's code store
    const problem = ruleProblem(value, rule);
    if (problem) problems[field] = problem;
  }
  if (!problems.confirmPassword && (context.values.confirmPassword ?? "") !== (context.values.password ?? "")) problems.confirmPassword = "mismatch";
  if (context.captcha && context.tab === "register" && !(context.values.captcha ?? "").trim()) problems.captcha = "required";
  if (!context.termsAccepted) problems.terms = "terms";
  return problems;
}

export function registrationRequest(context: RegistrationContext): RegisterRequest {
  const values: RegisterRequest = {};
  for (const field of visibleFields(context)) {
    const value = context.values[field]?.trim();
    if (value) Object.assign(values, { [field]: field.toLowerCase().includes("password") ? context.values[field] : value });
  }
  return {
    ...values,
    affiliateCode: context.showAffiliateField ? values.affiliateCode : (context.affiliateFromUrl ?? undefined),
    referralCode: context.values.referralCode?.trim() || undefined,
    countryDialingCode: context.tab === "registerMobile" ? context.dialingCode : undefined,
    captchaId: context.captcha?.captchaId,
    captcha: context.values.captcha?.trim() || undefined,
    domain: context.domain,
    registerMethod: "WEB",
    login: true,
  };
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as LoginValue | null,
    tags: {} as "submitting" | "checking",
  },
  actors: {
    checkAffiliate: fromPromise<boolean, { code: string }>(async () => {
      throw new Error("checkAffiliate must be provided by the app");
    }),
    fetchCaptcha: fromPromise<Captcha>(async () => {
      throw new Error("fetchCaptcha must be provided by the app");
    }),
    register: fromPromise<LoginValue, { tab: RegistrationTab; request: RegisterRequest }>(async () => {
      throw new Error("register must be provided by the app");
    }),
  },
  guards: {
    hasAffiliateFromUrl: ({ context }) => context.affiliateFromUrl !== null,
    needsCaptcha: ({ context }) => Boolean(context.rules.captcha?.enabled) && context.usernameRegistration,
    formIsValid: ({ context }) => hasNoProblems(registrationProblems(context)),
    tabAvailable: ({ context, event }) =>
      event.type === "tab.select" && (event.tab === "register" ? context.usernameRegistration : context.mobileRegistration),
    isInvitationError: (_, error: unknown) => failureOf(error).code === "invitation_code_error",
  },
  actions: {
    keepAffiliate: assign((_, valid: boolean) => ({ showAffiliateField: !valid })),
    showAffiliateField: assign(({ context }) => ({ showAffiliateField: true, values: { ...context.values, affiliateCode: context.values.affiliateCode ?? context.affiliateFromUrl ?? "" } })),
    selectTab: assign(({ context, event }) => (event.type === "tab.select" ? { tab: event.tab, problems: {}, message: null } : { tab: context.tab })),
    changeField: assign(({ context, event }) => (event.type === "field.change" ? fieldChanged(context, event.field, event.value) : {})),
    toggleTerms: assign(({ context }) => ({ termsAccepted: !context.termsAccepted, problems: withoutProblem(context.problems, "terms") })),
    showProblems: assign({ problems: ({ context }) => registrationProblems(context) }),
    storeCaptcha: assign(({ context }, captcha: Captcha) => ({ captcha, values: { ...context.values, captcha: "" } })),
    storeFailure: assign((_, error: unknown) => {
      const failure = failureOf(error);
      const field = typeof failure.value.field === "string" ? failure.value.field : null;
      return { message: failure.message || null, errorCode: failure.code, problems: field ? { [field]: "pattern" as const } : {} };
    }),
    storeResult: assign((_, result: LoginValue) => ({ result })),
  },
  delays: { captchaRefreshCooldown: TIMING.captchaRefreshThrottleMs },
}).createMachine({
  id: "registration",
  context: ({ input }) => ({
    rules: input.rules,
    usernameRegistration: input.usernameRegistration,
    mobileRegistration: input.mobileRegistration,
    mobileVerification: input.mobileVerification,
    dialingCode: input.dialingCode,
    domain: input.domain,
    tab: input.usernameRegistration || !input.mobileRegistration ? "register" : "registerMobile",
    values: { referralCode: input.referralCode ?? "" },
    affiliateFromUrl: input.affiliateCode || null,
    showAffiliateField: !input.affiliateCode,
    termsAccepted: false,
    captcha: null,
    problems: {},
    message: null,
    errorCode: null,
    result: null,
  }),
  initial: "starting",
  // Typing never waits: a field typed while the picture loads or a request runs is kept.
  on: { "field.change": { actions: "changeField" } },
  states: {
    starting: { always: [{ guard: "hasAffiliateFromUrl", target: "checkingAffiliate" }, { target: "preparingCaptcha" }] },
    checkingAffiliate: {
      tags: ["checking"],
      invoke: {
        id: "checkAffiliate",
        src: "checkAffiliate",
        input: ({ context }) => ({ code: context.affiliateFromUrl ?? "" }),
        onDone: { target: "preparingCaptcha", actions: { type: "keepAffiliate", params: ({ event }) => event.output } },
        onError: { target: "preparingCaptcha", actions: "showAffiliateField" },
      },
    },
    preparingCaptcha: { always: [{ guard: "needsCaptcha", target: "loadingCaptcha" }, { target: "editing" }] },
    loadingCaptcha: {
      tags: ["checking"],
      invoke: {
        id: "fetchCaptcha",
        src: "fetchCaptcha",
        onDone: { target: "editing.captchaCoolingDown", actions: { type: "storeCaptcha", params: ({ event }) => event.output } },
        onError: { target: "editing.captchaCoolingDown", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    editing: {
      on: {
        "tab.select": { guard: "tabAvailable", actions: "selectTab" },
        "terms.toggle": { actions: "toggleTerms" },
        "form.submit": submitWhenValid("submitting"),
      },
      initial: "captchaReady",
      states: {
        captchaReady: { on: { "captcha.refresh": "#registration.loadingCaptcha" } },
        captchaCoolingDown: { after: { captchaRefreshCooldown: "captchaReady" } },
      },
    },
    submitting: {
      tags: ["submitting"],
      invoke: {
        id: "register",
        src: "register",
        input: ({ context }) => ({ tab: context.tab, request: registrationRequest(context) }),
        onDone: { target: "registered", actions: { type: "storeResult", params: ({ event }) => event.output } },
        onError: [
          // The code did not pass: show the field so the visitor can correct it (SPEC §4).
          { guard: { type: "isInvitationError", params: errorOf }, target: "preparingCaptcha", actions: [{ type: "storeFailure", params: errorOf }, "showAffiliateField"] },
          { target: "preparingCaptcha", actions: { type: "storeFailure", params: errorOf } },
        ],
      },
    },
    registered: { type: "final" },
  },
  output: ({ context }) => context.result,
});
