// The app start flow: what a visitor sees while the site checks its status, settings and session.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { appMachine } from "../../machines/app.machine";
import { TIMING } from "../../src/config/index";
import { callsOf, describeMachinePaths } from "./pathTest";
import { appPlan, maintenanceSample as maintenance, normalSample as normal, settingsSample as settings } from "../../flowbook/plans/app";

describeMachinePaths("app", {
  ...appPlan,
  states: {
    // Only the status is asked for: the settings wait until the site is known to be open.
    checkingStatus: (s) => expect(callsOf(s)).toStrictEqual({ fetchSystemStatus: undefined }),
    loadingSettings: (s) => {
      expect(s.hasTag("loading")).toBe(true);
      expect(s.context.status).toBe(0);
    },
    ready: (s) => {
      expect(s.hasTag("ready")).toBe(true);
      expect(s.context.status).toBe(0);
      expect(s.context.settings).not.toBeNull();
    },
    // The site as it was (its settings kept) while the status is asked again.
    rechecking: (s) => {
      expect(s.context.settings).not.toBeNull();
      expect(callsOf(s)).toStrictEqual({ recheckSystemStatus: undefined });
    },
    maintenance: (s) => {
      expect(s.hasTag("maintenance")).toBe(true);
      expect(s.context.status).toBe(1);
    },
    regionBlocked: (s) => {
      expect(s.hasTag("regionBlocked")).toBe(true);
      expect(s.context.status).toBe(2);
      expect(s.context.location?.ip).toBe("203.0.113.7");
    },
    offline: (s) => {
      expect(s.hasTag("error")).toBe(true);
      expect(s.context.errorCode).toBe("network_error");
    },
  },
});

describe("app start with real timers and actors", () => {
  it("re-checks the status every minute and shows maintenance when the operator turns it on", async () => {
    vi.useFakeTimers();
    const answers = [normal, maintenance];
    const actor = createActor(
      appMachine.provide({
        actors: {
          fetchSystemStatus: fromPromise(async () => answers.shift() ?? normal),
          fetchPermissionSettings: fromPromise(async () => settings),
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe("ready");
    await vi.advanceTimersByTimeAsync(TIMING.statusRecheckMs);
    expect(actor.getSnapshot().value).toBe("maintenance");
    await vi.advanceTimersByTimeAsync(TIMING.statusRecheckMs);
    expect(actor.getSnapshot().value).toBe("ready");
    actor.stop();
    vi.useRealTimers();
  });
});
