// Forgot password: the form's events, the captcha, email and phone calls' answers, and what the player sees in each state.
import { forgotPasswordMachine, recoveryProblems } from "../../machines/forgotPassword.machine";
import type { FlowPlan } from "../plan";

export const captchaSample = { captchaId: "11111111-2222-3333-4444-555555555555", image: "iVBOR" };

export const forgotPasswordPlan: FlowPlan = {
  machine: forgotPasswordMachine,
  inputs: [
    { phoneRecovery: true, dialingCode: "880" },
    { phoneRecovery: false, dialingCode: "880" },
  ],
  events: [
    { type: "method.select", method: "phone" },
    { type: "method.select", method: "email" },
    { type: "field.change", field: "username", value: "demo" },
    { type: "field.change", field: "email", value: "demo@tala.example" },
    { type: "field.change", field: "mobileNum", value: "1700000002" },
    { type: "field.change", field: "verificationCode", value: "123456" },
    { type: "field.change", field: "newPassword", value: "Better2026" },
    { type: "field.change", field: "captcha", value: "TEST" },
    { type: "captcha.refresh" },
    { type: "form.submit" },
  ],
  outputs: { fetchCaptcha: [captchaSample], resetByPhone: [{ token: "t", firstTimeLogin: false, passwordExpired: false }], requestByEmail: [true] },
  errors: {
    fetchCaptcha: [{ code: "too_many_requests", message: "wait" }],
    resetByPhone: [{ code: "verification_code_invalid", message: "The mobile number or verification code is not correct." }],
    requestByEmail: [{ code: "too_many_requests", message: "Too many password reset requests. Please try again in an hour." }],
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.method, Object.keys(recoveryProblems(s.context)).sort(), s.context.captcha !== null, s.context.message]),
  seen: {
    "editing.captchaReady":
      "The Forgot password form, with By email and By phone tabs when phone recovery is offered: by email the username, email and captcha picture; by phone the mobile number, captcha picture, SMS code with its Send code button and the new password. A problem shows under each field and the server's reason above them.",
    "editing.captchaCoolingDown":
      'The form with a captcha picture just drawn: clicking it for another waits a second. If the picture could not load, the server\'s reason shows with a "Show the picture again" link, usable after that second.',
    loadingCaptcha: "The form while a captcha picture loads: no picture yet (or the old one, which cannot be clicked); the fields can still be typed in.",
    resettingByPhone: "The Set the new password button is greyed out while the code and the new password are checked; the fields stay as typed.",
    sendingEmail: "The Email me a reset link button is greyed out while the request is sent.",
    emailSent:
      "The form gives way to a note: if the username and email match an account, a link to choose a new password was emailed, good once within 30 minutes; a Back to log in button follows.",
    passwordReset: "The dialog closes and the player is logged in with the new password, on the home page.",
  },
  said: {
    "method.select": "the player picks By email or By phone",
    "field.change": "the player types in a field",
    "captcha.refresh": "the player asks for another captcha picture",
    "form.submit": "the player presses Email me a reset link (or Set the new password)",
  },
};
