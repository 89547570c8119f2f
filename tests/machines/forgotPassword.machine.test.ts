// Forgot password: by email (with the human check) it always ends with the same words; by phone a code and a new password log the member in.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { forgotPasswordMachine, recoveryProblems } from "../../machines/forgotPassword.machine";
import { callsOf, describeMachinePaths } from "./pathTest";
import { captchaSample as captcha, forgotPasswordPlan } from "../../flowbook/plans/forgotPassword";

describeMachinePaths("forgotPassword", {
  ...forgotPasswordPlan,
  states: {
    // The picture can be refreshed; a problem on screen is one the rule still finds in what is typed.
    "editing.captchaReady": (s) => {
      expect(s.can({ type: "captcha.refresh" })).toBe(true);
      expect(recoveryProblems(s.context)).toMatchObject(s.context.problems);
    },
    "editing.captchaCoolingDown": (s) => expect(s.can({ type: "captcha.refresh" })).toBe(false),
    // A picture is asked for, and the form waits for it.
    loadingCaptcha: (s) => {
      expect(callsOf(s)).toStrictEqual({ fetchCaptcha: undefined });
      expect(s.can({ type: "form.submit" })).toBe(false);
    },
    resettingByPhone: (s) => {
      expect(s.context.method).toBe("phone");
      expect(recoveryProblems(s.context)).toEqual({});
    },
    sendingEmail: (s) => {
      expect(s.context.method).toBe("email");
      expect(recoveryProblems(s.context)).toEqual({});
      expect(s.context.captcha).not.toBeNull();
    },
    emailSent: (s) => expect(s.output).toBeNull(),
    passwordReset: (s) => expect(s.output?.token).toBe("t"),
  },
});

describe("forgot password form", () => {
  const loaded = fromPromise(async () => captcha);

  it("checks the email format and asks for the picture's characters before sending", async () => {
    const actor = createActor(forgotPasswordMachine.provide({ actors: { fetchCaptcha: loaded } }), {
      input: { phoneRecovery: true, dialingCode: "880" },
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().context.captcha).not.toBeNull());
    actor.send({ type: "field.change", field: "username", value: "demo" });
    actor.send({ type: "field.change", field: "email", value: "not-an-email" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().context.problems).toEqual({ email: "invalidEmail", captcha: "required" });
    actor.stop();
  });

  it("sends the username, the email and the human check, then a fresh picture after a refusal", async () => {
    const sent: unknown[] = [];
    let draws = 0;
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: {
          fetchCaptcha: fromPromise(async () => ({ ...captcha, image: `picture-${++draws}` })),
          requestByEmail: fromPromise(async ({ input }) => {
            sent.push(input);
            throw { code: "too_many_requests", message: "Too many password reset requests. Please try again in an hour." };
          }),
        },
      }),
      { input: { phoneRecovery: false, dialingCode: "880" } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().context.captcha?.image).toBe("picture-1"));
    actor.send({ type: "field.change", field: "username", value: "demo" });
    actor.send({ type: "field.change", field: "email", value: "demo@tala.example" });
    actor.send({ type: "field.change", field: "captcha", value: " TEST " });
    actor.send({ type: "form.submit" });
    await vi.waitFor(() => expect(actor.getSnapshot().context.captcha?.image).toBe("picture-2"));
    expect(sent).toEqual([{ username: "demo", email: "demo@tala.example", captchaId: captcha.captchaId, captcha: "TEST" }]);
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: "too_many_requests", values: { captcha: "" } });
    actor.stop();
  });
});

describe("typing while the picture loads", () => {
  it("keeps the mobile number typed before the captcha arrives", () => {
    const actor = createActor(forgotPasswordMachine, { input: { phoneRecovery: true, dialingCode: "880" } }).start();
    actor.send({ type: "method.select", method: "phone" });
    expect(actor.getSnapshot().value).toBe("loadingCaptcha");
    expect(actor.getSnapshot().context.method).toBe("phone");
    actor.send({ type: "field.change", field: "mobileNum", value: "01700000001" });
    expect(actor.getSnapshot().context.values.mobileNum).toBe("01700000001");
    actor.stop();
  });
});
