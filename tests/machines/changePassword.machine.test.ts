// Changing the password: the old one only when it is not already known, a confirmation that matches, a fresh login after.
import { createActor } from "xstate";
import { describe, expect, it } from "vitest";
import { changePasswordMachine, passwordProblems } from "../../machines/changePassword.machine";
import { describeMachinePaths } from "./pathTest";
import { changePasswordPlan } from "../../flowbook/plans/changePassword";

describeMachinePaths("changePassword", {
  ...changePasswordPlan,
  states: {
    editing: (s) => {
      expect(s.hasTag("submitting")).toBe(false);
      expect([null, "wrong_old_password"]).toContain(s.context.errorCode);
    },
    submitting: (s) => {
      expect(s.hasTag("submitting")).toBe(true);
      expect(passwordProblems(s.context)).toEqual({});
    },
    changed: (s) => expect(s.output).toEqual({ token: "fresh", firstTimeLogin: false, passwordExpired: false }),
  },
});

describe("change password form", () => {
  it("asks for the old password only when it is not already known", () => {
    const unknown = createActor(changePasswordMachine, { input: { knownOldPassword: null } }).start();
    unknown.send({ type: "form.submit" });
    expect(unknown.getSnapshot().context.problems).toEqual({ oldPassword: "required", newPassword: "required", confirmNewPassword: "required" });
    const known = createActor(changePasswordMachine, { input: { knownOldPassword: "123456" } }).start();
    known.send({ type: "field.change", field: "newPassword", value: "New456" });
    known.send({ type: "field.change", field: "confirmNewPassword", value: "New457" });
    known.send({ type: "form.submit" });
    expect(known.getSnapshot().context.problems).toEqual({ confirmNewPassword: "mismatch" });
  });

  it("refuses a new password equal to the current one, known or typed", () => {
    const known = createActor(changePasswordMachine, { input: { knownOldPassword: "123456" } }).start();
    known.send({ type: "field.change", field: "newPassword", value: "123456" });
    known.send({ type: "field.change", field: "confirmNewPassword", value: "123456" });
    known.send({ type: "form.submit" });
    expect(known.getSnapshot().context.problems).toEqual({ newPassword: "unchanged" });
    expect(known.getSnapshot().value).toBe("editing");
    const typed = createActor(changePasswordMachine, { input: { knownOldPassword: null } }).start();
    for (const field of ["oldPassword", "newPassword", "confirmNewPassword"] as const) typed.send({ type: "field.change", field, value: "Same1234" });
    typed.send({ type: "form.submit" });
    expect(typed.getSnapshot().context.problems).toEqual({ newPassword: "unchanged" });
  });
});
