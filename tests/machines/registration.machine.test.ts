// Registration: the URL's affiliate code is checked first, nothing is sent until every rule passes, a bad code shows the field.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { registrationMachine, registrationProblems, registrationRequest, visibleFields } from "../../machines/registration.machine";
import { callsOf, describeMachinePaths } from "./pathTest";
import {
  captchaSample as captcha,
  registeredSample as registered,
  registrationInput as input,
  registrationPlan,
  ruleSample as rule,
  rulesSample as rules,
} from "../../flowbook/plans/registration";

describeMachinePaths("registration", {
  ...registrationPlan,
  states: {
    checkingAffiliate: (s) => {
      expect(s.hasTag("checking")).toBe(true);
      expect(s.context.affiliateFromUrl).toBe("TALA2026");
    },
    // A picture is asked for, and the form waits for it.
    loadingCaptcha: (s) => {
      expect(callsOf(s)).toStrictEqual({ fetchCaptcha: undefined });
      expect(s.can({ type: "form.submit" })).toBe(false);
    },
    "editing.captchaReady": (s) => expect(s.can({ type: "captcha.refresh" })).toBe(true),
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
    expect(actor.getSnapshot().context.problems).toMatchObject({
      username: "length",
      confirmPassword: "mismatch",
      paymentPassword: "required",
      terms: "terms",
    });
    expect(visibleFields(actor.getSnapshot().context)).not.toContain("qqNum");
  });
});
