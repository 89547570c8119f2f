// The jackpot grows by 165.11 every 3 s while shown and stands still while hidden.
import { createActor } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { jackpotMachine, jackpotStartMinor } from "../../machines/jackpot.machine";
import { JACKPOT } from "../../src/config/index";
import { describeMachinePaths } from "./pathTest";
import { jackpotInput as input, jackpotPlan } from "../../flowbook/plans/jackpot";

describeMachinePaths("jackpot", {
  ...jackpotPlan,
  states: {
    // Off screen the number stands where it was (a whole number of steps from the start) until it shows again.
    hidden: (s) => {
      expect((s.context.amountMinor - input.startMinor) % JACKPOT.stepMinor).toBe(0);
      expect(s.can({ type: "jackpot.shown" })).toBe(true);
    },
    visible: (s) => {
      expect(s.hasTag("ticking")).toBe(true);
      expect((s.context.amountMinor - input.startMinor) % JACKPOT.stepMinor).toBe(0);
    },
  },
});

describe("jackpot with real time", () => {
  it("adds 165.11 every three seconds only while visible", async () => {
    vi.useFakeTimers();
    const actor = createActor(jackpotMachine, { input }).start();
    await vi.advanceTimersByTimeAsync(9000);
    expect(actor.getSnapshot().context.amountMinor).toBe(100_00);
    actor.send({ type: "jackpot.shown" });
    await vi.advanceTimersByTimeAsync(9000);
    expect(actor.getSnapshot().context.amountMinor).toBe(100_00 + 3 * 165_11);
    actor.send({ type: "jackpot.hidden" });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().context.amountMinor).toBe(100_00 + 3 * 165_11);
    vi.useRealTimers();
  });

  it("derives the same starting number for everyone at the same moment, one step per three seconds", () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    expect(jackpotStartMinor(now)).toBe(jackpotStartMinor(now + 2999));
    expect(jackpotStartMinor(now + 3000) - jackpotStartMinor(now)).toBe(JACKPOT.stepMinor);
    expect(jackpotStartMinor(now)).toBeGreaterThanOrEqual(JACKPOT.baseMinor);
  });
});
