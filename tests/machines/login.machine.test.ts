// Login: nothing is sent until the form is valid; a failure brings the captcha; the forced change ends the flow differently.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { loginMachine, loginProblems, loginRequestOf } from "../../machines/login.machine";
import type { LoginRequest } from "../../src/contract/account";
import { callsOf, describeMachinePaths } from "./pathTest";
import { captchaSample as captcha, loginInput as input, loginPlan } from "../../flowbook/plans/login";

describeMachinePaths("login", {
  ...loginPlan,
  states: {
    "editing.captchaReady": (s) => {
      expect(s.hasTag("submitting")).toBe(false);
      if (!s.context.smsLoginEnabled) expect(s.context.mode).toBe("username");
    },
    "editing.captchaCoolingDown": (s) => {
      expect(s.can({ type: "captcha.refresh" })).toBe(false);
    },
    // A picture is asked for, and the form waits for it.
    loadingCaptcha: (s) => {
      expect(callsOf(s)).toStrictEqual({ fetchCaptcha: undefined });
      expect(s.can({ type: "form.submit" })).toBe(false);
    },
    renewingCaptcha: (s) => {
      expect(s.hasTag("loadingCaptcha")).toBe(true);
      expect(s.context.captcha).not.toBeNull();
    },
    submitting: (s) => {
      expect(s.hasTag("submitting")).toBe(true);
      expect(loginProblems(s.context)).toEqual({});
    },
    loggedIn: (s) => {
      expect(s.status).toBe("done");
      expect(s.output?.mustChangePassword).toBe(false);
    },
    passwordChangeRequired: (s) => {
      expect(s.status).toBe("done");
      expect(s.output).toMatchObject({ mustChangePassword: true, mode: "username", password: "secret" });
    },
  },
});

describe("login form rules", () => {
  const start = (overrides = {}) => createActor(loginMachine, { input: { ...input, ...overrides } }).start();

  it("shows what is missing instead of sending an empty form", () => {
    const actor = start();
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toEqual({ editing: "captchaReady" });
    expect(actor.getSnapshot().context.problems).toEqual({ username: "required", password: "required" });
  });

  it("fetches the human check when the SMS tab opens, and checks the mobile number before an SMS login", async () => {
    const actor = createActor(loginMachine.provide({ actors: { fetchCaptcha: fromPromise(async () => captcha) } }), { input }).start();
    actor.send({ type: "mode.select", mode: "sms" });
    expect(actor.getSnapshot().value).toBe("loadingCaptcha");
    await vi.waitFor(() => expect(actor.getSnapshot().context.captcha).toEqual(captcha));
    actor.send({ type: "field.change", field: "mobileNum", value: "17123456789012" });
    actor.send({ type: "form.submit" });
    // The picture is for sending the code; the login itself needs it only once the server asks.
    expect(actor.getSnapshot().context.problems).toEqual({ mobileNum: "invalidMobile", verificationCode: "required" });
  });

  it("sends trimmed input, and the captcha with its id once one is shown", () => {
    const actor = start();
    actor.send({ type: "field.change", field: "username", value: "  rahim " });
    actor.send({ type: "field.change", field: "password", value: " pass " });
    const request: LoginRequest = loginRequestOf(actor.getSnapshot().context);
    expect(request).toEqual({ type: "username", username: "rahim", password: " pass ", verificationCode: undefined });
  });

  it("fetches a captcha after a failure that asks for one, and needs it before the next try", async () => {
    const calls: LoginRequest[] = [];
    const actor = createActor(
      loginMachine.provide({
        actors: {
          login: fromPromise(async ({ input: request }) => {
            calls.push(request);
            throw { code: "login_failed", message: "Incorrect username or password.", value: { captcha: true } };
          }),
          fetchCaptcha: fromPromise(async () => captcha),
        },
      }),
      { input },
    ).start();
    actor.send({ type: "field.change", field: "username", value: "rahim" });
    actor.send({ type: "field.change", field: "password", value: "wrong" });
    actor.send({ type: "form.submit" });
    await vi.waitFor(() => expect(actor.getSnapshot().context.captcha).toEqual(captcha));
    expect(actor.getSnapshot().context.message).toBe("Incorrect username or password.");
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().context.problems).toEqual({ captcha: "required" });
    expect(calls).toHaveLength(1);
  });

  it("allows a new captcha picture only once a second", async () => {
    vi.useFakeTimers();
    const actor = createActor(loginMachine.provide({ actors: { fetchCaptcha: fromPromise(async () => captcha) } }), { input }).start();
    actor.send({ type: "captcha.refresh" });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().can({ type: "captcha.refresh" })).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().can({ type: "captcha.refresh" })).toBe(true);
    vi.useRealTimers();
  });
});
