// The receipt after a payout: received, fully paid, or not received with proof; silence until the end counts as received.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { withdrawalReceiptMachine } from "../../machines/withdrawalReceipt.machine";
import { describeMachinePaths } from "./pathTest";
import { answeredSample as answered, withdrawalReceiptPlan } from "../../flowbook/plans/withdrawalReceipt";

describeMachinePaths("withdrawalReceipt", {
  ...withdrawalReceiptPlan,
  states: {
    awaiting: (s) => {
      expect(s.hasTag("counting")).toBe(true);
      expect(s.context.secondsLeft).toBeGreaterThan(0);
    },
    answering: (s) => {
      expect(s.hasTag("answering")).toBe(true);
      expect(["received", "fully_paid"]).toContain(s.context.answer);
    },
    // The countdown runs on while the proof is chosen.
    reporting: (s) => expect(s.context.secondsLeft).toBeGreaterThan(0),
    uploading: (s) => expect(s.context.proof).not.toBeNull(),
    confirmed: (s) => expect(s.status).toBe("done"),
    disputed: (s) => expect(s.status).toBe("done"),
    // Counted as received: the question is gone, nothing can be answered or sent any more.
    autoConfirmed: (s) => {
      expect(s.status).toBe("done");
      expect([s.can({ type: "receipt.received" }), s.can({ type: "receipt.notReceived" })]).toEqual([false, false]);
    },
  },
});

describe("withdrawal receipt", () => {
  it("counts down each second and counts as received when the time is up", async () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(withdrawalReceiptMachine, { input: { withdrawalId: 5, secondsLeft: 3 } }).start();
      let changed = 0;
      actor.on("wallet.changed", () => changed++);
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().context.secondsLeft).toBe(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(actor.getSnapshot().value).toBe("autoConfirmed");
      expect(changed).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("will not report 'not received' without a picture of the proof", () => {
    const actor = createActor(withdrawalReceiptMachine.provide({ actors: { reportNotReceived: fromPromise(async () => answered) } }), {
      input: { withdrawalId: 5, secondsLeft: 600 },
    }).start();
    actor.send({ type: "receipt.notReceived" });
    actor.send({ type: "proof.submit" });
    expect(actor.getSnapshot().context.errorCode).toBe("proof_required");
    expect(actor.getSnapshot().value).toBe("reporting");
    actor.stop();
  });
});
