// Using a reset link: no token says so at once; the new password twice and the operator's rule before sending; a spent link ends the form.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { resetPasswordMachine, resetProblems } from "../../machines/resetPassword.machine";
import { describeMachinePaths } from "./pathTest";

const TOKEN = "A".repeat(43);
const passwordRule = { enabled: true, required: true, acceptedPattern: "[A-Za-z0-9@]+", patternId: 1, minLength: 6, maxLength: 16 };
const login = { token: "fresh", firstTimeLogin: false, passwordExpired: false };

describeMachinePaths("resetPassword", {
  machine: resetPasswordMachine,
  inputs: [{ token: TOKEN, passwordRule }, { token: null, passwordRule }],
  events: [
    { type: "field.change", field: "newPassword", value: "Better2026" },
    { type: "field.change", field: "newPassword", value: "ab" },
    { type: "field.change", field: "confirmNewPassword", value: "Better2026" },
    { type: "field.change", field: "confirmNewPassword", value: "Other2026" },
    { type: "form.submit" },
  ],
  outputs: { resetByLink: [login] },
  errors: {
    resetByLink: [
      { code: "reset_link_invalid", message: "This password reset link has expired or has already been used. Please ask for a new one." },
      { code: "network_error", message: "Network link is abnormal, please try again" },
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, Object.keys(resetProblems(s.context)).sort(), Object.keys(s.context.problems).length > 0, s.context.errorCode]),
  states: {
    editing: (s) => {
      expect(s.context.token).toBe(TOKEN);
      expect(s.hasTag("submitting")).toBe(false);
      expect(s.context.errorCode).not.toBe("reset_link_invalid");
    },
    submitting: (s) => {
      expect(s.hasTag("submitting")).toBe(true);
      expect(resetProblems(s.context)).toEqual({});
    },
    linkInvalid: (s) => {
      expect(s.status).toBe("done");
      expect(s.output).toBeNull();
      if (s.context.token !== null) expect(s.context.errorCode).toBe("reset_link_invalid");
    },
    passwordReset: (s) => expect(s.output).toEqual(login),
  },
});

describe("reset password form", () => {
  it("checks the operator's rule and the confirmation before sending", () => {
    const actor = createActor(resetPasswordMachine, { input: { token: TOKEN, passwordRule } }).start();
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().context.problems).toEqual({ newPassword: "required", confirmNewPassword: "required" });
    actor.send({ type: "field.change", field: "newPassword", value: "ab" });
    actor.send({ type: "field.change", field: "confirmNewPassword", value: "abc" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().context.problems).toEqual({ newPassword: "rule", confirmNewPassword: "mismatch" });
    expect(actor.getSnapshot().value).toBe("editing");
    actor.stop();
  });

  it("sends the token with the new password twice, and ends with the login it answers", async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      resetPasswordMachine.provide({
        actors: {
          resetByLink: fromPromise(async ({ input }) => {
            sent.push(input);
            return login;
          }),
        },
      }),
      { input: { token: TOKEN, passwordRule } },
    ).start();
    actor.send({ type: "field.change", field: "newPassword", value: "Better2026" });
    actor.send({ type: "field.change", field: "confirmNewPassword", value: "Better2026" });
    actor.send({ type: "form.submit" });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("passwordReset"));
    expect(sent).toEqual([{ token: TOKEN, newPassword: "Better2026", confirmNewPassword: "Better2026" }]);
    expect(actor.getSnapshot().output).toEqual(login);
  });

  it("says a link without a token is broken without asking for a password", () => {
    expect(createActor(resetPasswordMachine, { input: { token: null } }).start().getSnapshot().value).toBe("linkInvalid");
  });
});
