// Claiming rewards: one at a time, each once; a paid claim is announced, a refusal shown until retried or dismissed.
import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { rewardClaimMachine } from "../../machines/rewardClaim.machine";
import type { RewardClaim } from "../../src/contract/rewards";
import { describeMachinePaths } from "./pathTest";
import { paidSample as paid, rewardClaimPlan } from "../../flowbook/plans/rewardClaim";

describeMachinePaths("rewardClaim", {
  ...rewardClaimPlan,
  states: {
    ready: (s) => {
      expect(s.hasTag("claiming") || s.hasTag("failed")).toBe(false);
      expect(s.context.errorCode).toBeNull();
    },
    claiming: (s) => {
      expect(s.hasTag("claiming")).toBe(true);
      expect(s.context.key).not.toBeNull();
      expect(s.context.claimedKeys).not.toContain(s.context.key);
    },
    paid: (s) => {
      expect(s.hasTag("paid")).toBe(true);
      expect(s.context.lastClaim).toEqual(paid);
      expect(s.context.claimedKeys).toContain(s.context.key);
    },
    failed: (s) => {
      expect(s.hasTag("failed")).toBe(true);
      expect(s.context.errorCode).toBe("nothing_to_claim");
    },
  },
});

describe("reward claim", () => {
  it("claims a reward once, announces it, and refuses to send the same one again", async () => {
    const sent: string[] = [];
    const actor = createActor(
      rewardClaimMachine.provide({
        actors: { claimReward: fromPromise<RewardClaim, string>(async ({ input }) => (sent.push(input), { key: input, amount: "2.00", replayed: false })) },
      }),
    ).start();
    const announced: string[] = [];
    actor.on("reward.claimed", ({ claim }) => announced.push(claim.key));
    actor.send({ type: "reward.claim", key: "mission-3" });
    actor.send({ type: "reward.claim", key: "rebate-9" });
    await waitFor(actor, (s) => s.matches("paid"), { timeout: 1000 });
    actor.send({ type: "reward.claim", key: "mission-3" });
    expect(sent).toEqual(["mission-3"]);
    expect(announced).toEqual(["mission-3"]);
    expect(actor.getSnapshot().value).toBe("paid");
  });
});
