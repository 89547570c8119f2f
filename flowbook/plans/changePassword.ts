// Changing the password: the form's events, the change call's answers, and what the player sees in each state.
import { changePasswordMachine, passwordProblems } from "../../machines/changePassword.machine";
import type { FlowPlan } from "../plan";

export const changePasswordPlan: FlowPlan = {
  machine: changePasswordMachine,
  inputs: [{ knownOldPassword: null }, { knownOldPassword: "123456" }],
  events: [
    { type: "field.change", field: "oldPassword", value: "Old123" },
    { type: "field.change", field: "newPassword", value: "New456" },
    { type: "field.change", field: "newPassword", value: "123456" },
    { type: "field.change", field: "confirmNewPassword", value: "New456" },
    { type: "field.change", field: "confirmNewPassword", value: "Other" },
    { type: "form.submit" },
  ],
  outputs: { changePassword: [{ token: "fresh", firstTimeLogin: false, passwordExpired: false }] },
  errors: { changePassword: [{ code: "wrong_old_password", message: "The current password is not correct." }] },
  serializeState: (s) =>
    JSON.stringify([s.value, Object.keys(passwordProblems(s.context)).sort(), Object.keys(s.context.problems).length > 0, s.context.errorCode]),
  seen: {
    editing:
      "The Change password dialog: current password, new password and its confirmation, a problem under each field and the server's refusal above them. Right after a login that forces the change, it asks the player to choose a new password and leaves out the current one.",
    submitting: "The Change password button is greyed out while the new password is sent; the fields stay as typed.",
    changed: "The dialog closes and the player is logged in with the new password, on the home page or the page the login was going to.",
  },
  said: {
    "field.change": "the player types in a field",
    "form.submit": "the player presses Change password",
  },
};
