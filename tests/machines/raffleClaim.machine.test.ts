// Joining a draw: a member claims once; a visitor or a trial account is sent to get an account instead.
import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { raffleClaimMachine } from "../../machines/raffleClaim.machine";
import { callsOf, describeMachinePaths } from "./pathTest";
import { raffleClaimPlan } from "../../flowbook/plans/raffleClaim";

describeMachinePaths("raffleClaim", {
  ...raffleClaimPlan,
  states: {
    // Not in the draw yet: the claim button, and nothing on its way.
    open: (s) => {
      expect(s.context.claimedBefore).toBe(false);
      expect(callsOf(s)).toStrictEqual({});
    },
    // This promotion's claim is on its way, the last refusal cleared.
    claiming: (s) => {
      expect(callsOf(s)).toStrictEqual({ claimRaffle: s.context.promotionId });
      expect(s.context.errorCode).toBeNull();
    },
    claimed: (s) => {
      expect(s.hasTag("claimed")).toBe(true);
      expect(s.context.errorCode).toBeNull();
      expect(s.status).toBe("done");
    },
  },
});

describe("raffle claim", () => {
  it("asks a visitor to log in and a trial account for a real one, without calling the server", () => {
    const calls: number[] = [];
    const actor = createActor(raffleClaimMachine.provide({ actors: { claimRaffle: fromPromise(async ({ input }) => calls.push(input)) } }), {
      input: { promotionId: 9, claimed: false },
    }).start();
    const asked: (number | null)[] = [];
    actor.on("claim.needsAccount", ({ accountType }) => asked.push(accountType));
    actor.send({ type: "claim.request", accountType: null });
    actor.send({ type: "claim.request", accountType: 4 });
    expect(asked).toEqual([null, 4]);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe("open");
  });

  it("claims once for a member and announces it", async () => {
    const actor = createActor(raffleClaimMachine.provide({ actors: { claimRaffle: fromPromise<unknown, number>(async () => ({ ok: true })) } }), {
      input: { promotionId: 9, claimed: false },
    }).start();
    let announced = false;
    actor.on("claim.done", () => (announced = true));
    actor.send({ type: "claim.request", accountType: 0 });
    await waitFor(actor, (s) => !s.hasTag("claiming"), { timeout: 1000 });
    expect(actor.getSnapshot().value).toBe("claimed");
    expect(announced).toBe(true);
  });
});
