// Using a reset link: no token says so at once; the new password twice and the operator's rule before sending; a spent link ends the form.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { resetPasswordMachine, resetProblems } from "../../machines/resetPassword.machine";
import { describeMachinePaths } from "./pathTest";
import { loggedInSample as login, passwordRuleSample as passwordRule, resetPasswordPlan, resetTokenSample as TOKEN } from "../../flowbook/plans/resetPassword";

describeMachinePaths("resetPassword", {
  ...resetPasswordPlan,
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
    expect(
      createActor(resetPasswordMachine, { input: { token: null } })
        .start()
        .getSnapshot().value,
    ).toBe("linkInvalid");
  });
});
