// Reset link: the password fields' events, the reset call's answers, and what the player sees on the reset page.
import { resetPasswordMachine, resetProblems } from "../../machines/resetPassword.machine";
import type { FlowPlan } from "../plan";

export const resetTokenSample = "A".repeat(43);
export const passwordRuleSample = { enabled: true, required: true, acceptedPattern: "[A-Za-z0-9@]+", patternId: 1, minLength: 6, maxLength: 16 };
export const loggedInSample = { token: "fresh", firstTimeLogin: false, passwordExpired: false };

export const resetPasswordPlan: FlowPlan = {
  machine: resetPasswordMachine,
  inputs: [
    { token: resetTokenSample, passwordRule: passwordRuleSample },
    { token: null, passwordRule: passwordRuleSample },
  ],
  events: [
    { type: "field.change", field: "newPassword", value: "Better2026" },
    { type: "field.change", field: "newPassword", value: "ab" },
    { type: "field.change", field: "confirmNewPassword", value: "Better2026" },
    { type: "field.change", field: "confirmNewPassword", value: "Other2026" },
    { type: "form.submit" },
  ],
  outputs: { resetByLink: [loggedInSample] },
  errors: {
    resetByLink: [
      { code: "reset_link_invalid", message: "This password reset link has expired or has already been used. Please ask for a new one." },
      { code: "network_error", message: "Network link is abnormal, please try again" },
    ],
  },
  serializeState: (s) =>
    JSON.stringify([s.value, Object.keys(resetProblems(s.context)).sort(), Object.keys(s.context.problems).length > 0, s.context.errorCode]),
  seen: {
    editing:
      "The Choose a new password page: a note that every other device will be logged out, the new password and its confirmation (the password rule as a hint), a problem under each field that needs one, the server's message above the fields after a failed try, and the Set the new password button.",
    submitting: "The same form with the Set the new password button disabled while the new password is sent.",
    linkInvalid:
      "The page says the reset link has expired or has already been used, with an Ask for a new link button that opens the forgot-password dialog; there are no password fields.",
    passwordReset: "The player is logged in and taken to the home page, where the header shows their account.",
  },
  said: {
    "field.change": "the player types in a password field",
    "form.submit": "the player presses Set the new password",
  },
};
