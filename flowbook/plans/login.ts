// Login: the events of the form, the login and captcha calls' answers, and what the player sees in each state.
import { loginProblems, loginMachine } from "../../machines/login.machine";
import type { FlowPlan } from "../plan";

export const loginInput = { smsLoginEnabled: true, mobileMaxLength: 11, dialingCode: "880" };
export const captchaSample = { captchaId: "11111111-2222-3333-4444-555555555555", image: "iVBORw0KGgo=" };
const loggedInSample = { token: "t", firstTimeLogin: false, passwordExpired: false };
const expiredSample = { token: "t", firstTimeLogin: false, passwordExpired: true };

export const loginPlan: FlowPlan = {
  machine: loginMachine,
  inputs: [loginInput, { ...loginInput, smsLoginEnabled: false, rememberedUsername: "rahim" }],
  events: [
    { type: "field.change", field: "username", value: "rahim" },
    { type: "field.change", field: "password", value: "secret" },
    { type: "field.change", field: "mobileNum", value: "1712345678" },
    { type: "field.change", field: "verificationCode", value: "123456" },
    { type: "field.change", field: "captcha", value: "K7RW" },
    { type: "mode.select", mode: "sms" },
    { type: "mode.select", mode: "username" },
    { type: "remember.toggle" },
    { type: "captcha.refresh" },
    { type: "form.submit" },
  ],
  outputs: { login: [loggedInSample, expiredSample], fetchCaptcha: [captchaSample] },
  errors: {
    login: [
      { code: "login_failed", message: "Incorrect username or password.", value: { captcha: true } },
      { code: "two_step_required", message: "Enter the code", value: { captcha: false, twoStep: true } },
      { code: "network_error", message: "Network link is abnormal, please try again", value: null },
    ],
    fetchCaptcha: [{ code: "too_many_requests", message: "wait" }],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.mode,
      Object.keys(loginProblems(s.context)).sort(),
      Object.keys(s.context.problems).length > 0,
      s.context.captcha !== null,
      s.context.twoStep,
      s.context.captchaDemanded,
      s.context.message !== null,
      s.status,
    ]),
  seen: {
    "editing.captchaReady":
      "The login form: username and password (or mobile and SMS code on the SMS tab), the captcha picture once the server asked for one, problems under each field, the server's message above the button.",
    "editing.captchaCoolingDown": "The form with a captcha picture just drawn: the refresh button waits a second before it gives another.",
    loadingCaptcha: "The form with a spinner where the captcha picture goes.",
    renewingCaptcha: "The form after a failed try: the old picture greys out and a new one follows within a second.",
    submitting: "The login button turns into a spinner; the fields stay as typed.",
    loggedIn: "The dialog closes and the header shows the player's balance and account menu.",
    passwordChangeRequired: "The dialog asks for a new password before the player may go on (first login or an expired password).",
  },
  said: {
    "field.change": "the player types in a field",
    "mode.select": "the player picks a login tab",
    "remember.toggle": "the player ticks or unticks Remember me",
    "captcha.refresh": "the player asks for another captcha picture",
    "form.submit": "the player presses Log in",
  },
};
