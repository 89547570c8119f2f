// The SMS button: counts down from 60 × expiredMinutes less the request's own time, refuses while counting, warns on failure.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { countdownSeconds, smsCountdownMachine } from "../../machines/smsCountdown.machine";
import { describeMachinePaths } from "./pathTest";
import { smsCountdownPlan, smsRequestSample as request } from "../../flowbook/plans/smsCountdown";

describeMachinePaths("smsCountdown", {
  ...smsCountdownPlan,
  states: {
    ready: (s) => {
      expect(s.context.secondsLeft).toBe(0);
      expect(s.can({ type: "sms.send", request })).toBe(true);
    },
    sending: (s) => {
      expect(s.hasTag("sending")).toBe(true);
      expect(s.can({ type: "sms.send", request })).toBe(false);
    },
    counting: (s) => {
      expect(s.hasTag("counting")).toBe(true);
      expect(s.context.secondsLeft).toBeGreaterThan(0);
      expect(s.can({ type: "sms.send", request })).toBe(false);
    },
    failed: (s) => {
      expect(s.hasTag("warning")).toBe(true);
      expect(s.context.warning).toBe("Too many codes were sent to this number.");
      expect(s.context.warningCode).toBe("too_many_requests");
    },
    throttled: (s) => {
      expect(s.can({ type: "sms.send", request })).toBe(false);
      expect(s.context.warning).toBeNull();
      expect(s.context.warningCode).toBeNull();
    },
  },
});

describe("SMS countdown with real time", () => {
  it("counts 60 seconds for one minute, less the whole seconds the request took", () => {
    expect(countdownSeconds({ expiredMinutes: 1, latencyMs: 300 })).toBe(60);
    expect(countdownSeconds({ expiredMinutes: 1, latencyMs: 2400 })).toBe(58);
    expect(countdownSeconds({ expiredMinutes: 3, latencyMs: 0 })).toBe(180);
    expect(countdownSeconds({ expiredMinutes: 0, latencyMs: 0 })).toBe(60);
  });

  it("re-enables the button when the countdown reaches zero", async () => {
    vi.useFakeTimers();
    const actor = createActor(
      smsCountdownMachine.provide({ actors: { sendCode: fromPromise(async () => ({ expiredMinutes: 1, latencyMs: 0 })) } }),
    ).start();
    actor.send({ type: "sms.send", request });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(30);
    actor.send({ type: "sms.send", request });
    expect(actor.getSnapshot().value).toBe("counting");
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().value).toBe("ready");
    vi.useRealTimers();
  });
});
