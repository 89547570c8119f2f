// Registration: the form's events, the affiliate, captcha and register calls' answers, and what the player sees in each state.
import { registrationMachine, registrationProblems, type RegistrationInput } from "../../machines/registration.machine";
import type { RegisterSettings } from "../../src/contract/system";
import type { FlowPlan } from "../plan";

/** One field's rule as the operator sets it. */
export const ruleSample = (enabled: boolean, required: boolean, acceptedPattern: string, minLength: number, maxLength: number) => ({
  enabled,
  required,
  acceptedPattern,
  patternId: 0,
  minLength,
  maxLength,
});
export const rulesSample: RegisterSettings = {
  username: ruleSample(true, true, "^[a-zA-Z][a-zA-Z0-9]*$", 4, 16),
  password: ruleSample(true, true, "^\\S*$", 6, 20),
  confirmPassword: ruleSample(true, true, "^\\S*$", 6, 20),
  mobileNum: ruleSample(true, false, "^[0-9]*$", 10, 11),
  verificationCode: ruleSample(true, true, "^[0-9]*$", 0, 255),
  paymentPassword: ruleSample(true, true, "^[0-9]*$", 6, 6),
  captcha: ruleSample(true, true, "*", 4, 6),
  email: ruleSample(true, false, "*", 5, 100),
  affiliateCode: ruleSample(true, false, "^[a-zA-Z0-9]*$", 0, 20),
  qqNum: ruleSample(false, false, "*", 0, 20),
};
export const registrationInput: RegistrationInput = {
  rules: rulesSample,
  usernameRegistration: true,
  mobileRegistration: true,
  mobileVerification: true,
  dialingCode: "880",
  domain: "localhost",
};
export const captchaSample = { captchaId: "11111111-2222-3333-4444-555555555555", image: "iVBOR" };
export const registeredSample = { token: "t", firstTimeLogin: true, passwordExpired: false };

export const registrationPlan: FlowPlan = {
  machine: registrationMachine,
  inputs: [registrationInput, { ...registrationInput, affiliateCode: "TALA2026", referralCode: "FRIEND" }],
  events: [
    { type: "tab.select", tab: "registerMobile" },
    { type: "tab.select", tab: "register" },
    { type: "field.change", field: "username", value: "newbie" },
    { type: "field.change", field: "password", value: "Secret99" },
    { type: "field.change", field: "confirmPassword", value: "Secret99" },
    { type: "field.change", field: "paymentPassword", value: "123456" },
    { type: "field.change", field: "mobileNum", value: "01712345678" },
    { type: "field.change", field: "verificationCode", value: "123456" },
    { type: "field.change", field: "captcha", value: "K7RW" },
    { type: "terms.toggle" },
    { type: "captcha.refresh" },
    { type: "form.submit" },
  ],
  outputs: { checkAffiliate: [true, false], fetchCaptcha: [captchaSample], register: [registeredSample] },
  errors: {
    checkAffiliate: [{ code: "network_error" }],
    fetchCaptcha: [{ code: "too_many_requests", message: "wait" }],
    register: [
      { code: "invitation_code_error", message: "The invitation code is not valid.", value: { field: "affiliateCode" } },
      { code: "username_taken", message: "taken", value: { field: "username" } },
    ],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.tab,
      Object.keys(registrationProblems(s.context)).sort(),
      s.context.showAffiliateField,
      s.context.captcha !== null,
      s.context.errorCode,
    ]),
  seen: {
    checkingAffiliate:
      "The registration form with the Register button greyed out while the invitation code from the link is checked; no invitation code field shows.",
    loadingCaptcha:
      "The registration form with the Register button greyed out while a captcha picture loads; an earlier picture stays but cannot be clicked. After a refused try, the server's reason shows above the fields.",
    "editing.captchaReady":
      "The registration form: Username and Mobile number tabs when both are offered, the operator's fields with their hints, the captcha picture when one is needed, the age and terms box, a problem under each field and the server's message above them. The invitation code field shows only when the link brought none or its code was refused.",
    "editing.captchaCoolingDown":
      "The form with a captcha picture just drawn: clicking it for another waits a second. If the picture could not load, the server's reason shows instead.",
    submitting: "The Register button is greyed out while the account is created; the fields stay as typed.",
    registered: "The form closes, the new member is logged in on the home page, and the header greets a new account with a welcome message.",
  },
  said: {
    "tab.select": "the player picks the Username or Mobile number tab",
    "field.change": "the player types in a field",
    "terms.toggle": "the player ticks or unticks the age and terms box",
    "captcha.refresh": "the player asks for another captcha picture",
    "form.submit": "the player presses Register",
  },
};
