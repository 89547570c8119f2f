// Registration: the URL's affiliate code is checked first, nothing is sent until every rule passes, a bad code shows the field.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { registrationMachine, registrationProblems, registrationRequest, visibleFields, type RegistrationInput } from "../../machines/registration.machine";
import type { RegisterSettings } from "../../src/contract/system";
import { describeMachinePaths } from "./pathTest";

const rule = (enabled: boolean, required: boolean, acceptedPattern: string, minLength: number, maxLength: number) => ({
  enabled, required, acceptedPattern, patternId: 0, minLength, maxLength,
});
const rules: RegisterSettings = {
  username: rule(true, true, "^[a-zA-Z][a-zA-Z0-9]*$", 4, 16),
  password: rule(true, true, "^\\S*$", 6, 20),
  confirmPassword: rule(true, true, "^\\S*$", 6, 20),
  mobileNum: rule(true, false, "^[0-9]*$", 10, 11),
  verificationCode: rule(true, true, "^[0-9]*$", 0, 255),
  paymentPassword: rule(true, true, "^[0-9]*$", 6, 6),
  captcha: rule(true, true, "*", 4, 6),
  email: rule(true, false, "*", 5, 100),
  affiliateCode: rule(true, false, "^[a-zA-Z0-9]*$", 0, 20),
  qqNum: rule(false, false, "*", 0, 20),
};
const input: RegistrationInput = { rules, usernameRegistration: true, mobileRegistration: true, mobileVerification: true, dialingCode: "880", domain: "localhost" };
const captcha = { captchaId: "11111111-2222-3333-4444-555555555555", image: "iVBOR" };
const registered = { token: "t", firstTimeLogin: true, passwordExpired: false };

describeMachinePaths("registration", {
  machine: registrationMachine,
  inputs: [input, { ...input, affiliateCode: "TALA2026", referralCode: "FRIEND" }],
  events: [
    { type: "tab.select", tab: "registerMobile" },
    { type: "tab.select", tab: "register" },
    { type: "field.change", field: "username", value: "newbie" },
    { type: "field.change", field: "password", value: "Secret99" },
    { type: "field.change", field: "confirmPassword", value: "Secret99" },
    { type: "field.change", field: "paymentPassword", value: "123456" },
    { type: "field.change", field: "mobileNum", value: "01712345678" },
    { type: "field.change", field: "verificationCode", value: "123456" },
    { type: "field.change", field: "captcha", value: "K7RW" },
    { type: "terms.toggle" },
    { type: "captcha.refresh" },
    { type: "form.submit" },
  ],
  outputs: { checkAffiliate: [true, false], fetchCaptcha: [captcha], register: [registered] },
  errors: {
    checkAffiliate: [{ code: "network_error" }],
    fetchCaptcha: [{ code: "too_many_requests", message: "wait" }],
    register: [{ code: "invitation_code_error", message: "The invitation code is not valid.", value: { field: "affiliateCode" } }, { code: "username_taken", message: "taken", value: { field: "username" } }],
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.tab, Object.keys(registrationProblems(s.context)).sort(), s.context.showAffiliateField, s.context.captcha !== null, s.context.errorCode]),
  states: {
    checkingAffiliate: (s) => {
      expect(s.hasTag("checking")).toBe(true);
      expect(s.context.affiliateFromUrl).toBe("TALA2026");
    },
    loadingCaptcha: (s) => expect(s.hasTag("checking")).toBe(true),
    "editing.captchaReady": (s) => expect(s.hasTag("submitting")).toBe(false),
    "editing.captchaCoolingDown": (s) => expect(s.can({ type: "captcha.refresh" })).toBe(false),
    submitting: (s) => {
      expect(s.hasTag("submitting")).toBe(true);
      expect(registrationProblems(s.context)).toEqual({});
    },
    registered: (s) => expect(s.output).toEqual(registered),
  },
});

describe("registration form", () => {
  it("shows the affiliate field only when the URL had no code or its check failed", async () => {
    const check = (valid: boolean) =>
      createActor(registrationMachine.provide({ actors: { checkAffiliate: fromPromise(async () => valid), fetchCaptcha: fromPromise(async () => captcha) } }), {
        input: { ...input, affiliateCode: "TALA2026" },
      }).start();
    const good = check(true);
    await vi.waitFor(() => expect(good.getSnapshot().matches("editing")).toBe(true));
    expect(visibleFields(good.getSnapshot().context)).not.toContain("affiliateCode");
    expect(registrationRequest(good.getSnapshot().context).affiliateCode).toBe("TALA2026");
    const bad = check(false);
    await vi.waitFor(() => expect(bad.getSnapshot().matches("editing")).toBe(true));
    expect(visibleFields(bad.getSnapshot().context)).toContain("affiliateCode");
    const none = createActor(registrationMachine, { input }).start();
    expect(visibleFields(none.getSnapshot().context)).toContain("affiliateCode");
  });

  it("needs the rules met, matching passwords and the terms accepted before sending", () => {
    const actor = createActor(registrationMachine.provide({ actors: { fetchCaptcha: fromPromise(() => new Promise<typeof captcha>(() => {})) } }), {
      input: { ...input, rules: { ...rules, captcha: rule(false, false, "*", 0, 6) } },
    }).start();
    actor.send({ type: "field.change", field: "username", value: "ab" });
    actor.send({ type: "field.change", field: "password", value: "Secret99" });
    actor.send({ type: "field.change", field: "confirmPassword", value: "Secret98" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().context.problems).toMatchObject({ username: "length", confirmPassword: "mismatch", paymentPassword: "required", terms: "terms" });
    expect(visibleFields(actor.getSnapshot().context)).not.toContain("qqNum");
  });
});
