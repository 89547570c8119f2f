// Forgot password: by email it always ends with the same words; by phone a code and a new password log the member in.
import { createActor } from "xstate";
import { describe, expect, it } from "vitest";
import { forgotPasswordMachine, recoveryProblems } from "../../machines/forgotPassword.machine";
import { describeMachinePaths } from "./pathTest";

const captcha = { captchaId: "11111111-2222-3333-4444-555555555555", image: "iVBOR" };

describeMachinePaths("forgotPassword", {
  machine: forgotPasswordMachine,
  inputs: [{ phoneRecovery: true, dialingCode: "880" }, { phoneRecovery: false, dialingCode: "880" }],
  events: [
    { type: "method.select", method: "phone" },
    { type: "method.select", method: "email" },
    { type: "field.change", field: "username", value: "demo" },
    { type: "field.change", field: "email", value: "demo@tala.example" },
    { type: "field.change", field: "mobileNum", value: "1700000002" },
    { type: "field.change", field: "verificationCode", value: "123456" },
    { type: "field.change", field: "newPassword", value: "Better2026" },
    { type: "captcha.refresh" },
    { type: "form.submit" },
  ],
  outputs: { fetchCaptcha: [captcha], resetByPhone: [{ token: "t", firstTimeLogin: false, passwordExpired: false }], requestByEmail: [true] },
  errors: {
    fetchCaptcha: [{ code: "too_many_requests", message: "wait" }],
    resetByPhone: [{ code: "verification_code_invalid", message: "The mobile number or verification code is not correct." }],
    requestByEmail: [{ code: "network_error", message: "Network link is abnormal, please try again" }],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.method, Object.keys(recoveryProblems(s.context)).sort(), s.context.captcha !== null, s.context.message]),
  states: {
    "editing.captchaReady": (s) => expect(s.hasTag("submitting")).toBe(false),
    "editing.captchaCoolingDown": (s) => expect(s.can({ type: "captcha.refresh" })).toBe(false),
    loadingCaptcha: (s) => expect(s.hasTag("loadingCaptcha")).toBe(true),
    resettingByPhone: (s) => {
      expect(s.context.method).toBe("phone");
      expect(recoveryProblems(s.context)).toEqual({});
    },
    sendingEmail: (s) => {
      expect(s.context.method).toBe("email");
      expect(recoveryProblems(s.context)).toEqual({});
    },
    emailSent: (s) => expect(s.output).toBeNull(),
    passwordReset: (s) => expect(s.output?.token).toBe("t"),
  },
});

describe("forgot password form", () => {
  it("checks the email format before sending", () => {
    const actor = createActor(forgotPasswordMachine, { input: { phoneRecovery: true, dialingCode: "880" } }).start();
    actor.send({ type: "field.change", field: "username", value: "demo" });
    actor.send({ type: "field.change", field: "email", value: "not-an-email" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().context.problems).toEqual({ email: "invalidEmail" });
  });
});

describe("typing while the picture loads", () => {
  it("keeps the mobile number typed before the captcha arrives", () => {
    const actor = createActor(forgotPasswordMachine, { input: { phoneRecovery: true, dialingCode: "880" } }).start();
    actor.send({ type: "method.select", method: "phone" });
    expect(actor.getSnapshot().value).toBe("loadingCaptcha");
    actor.send({ type: "field.change", field: "mobileNum", value: "01700000001" });
    expect(actor.getSnapshot().context.values.mobileNum).toBe("01700000001");
    actor.stop();
  });
});
