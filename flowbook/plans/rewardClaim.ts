// Claiming rewards: the Claim and Dismiss presses, the claim call's answers, and what the player sees on the reward pages.
import { rewardClaimMachine } from "../../machines/rewardClaim.machine";
import type { RewardClaim } from "../../src/contract/rewards";
import type { FlowPlan } from "../plan";

export const paidSample: RewardClaim = { key: "rebate-7", amount: "6.00", replayed: false };

export const rewardClaimPlan: FlowPlan = {
  machine: rewardClaimMachine,
  events: [{ type: "reward.claim", key: "rebate-7" }, { type: "reward.claim", key: "mission-3" }, { type: "refusal.dismiss" }],
  outputs: { claimReward: [paidSample] },
  errors: { claimReward: [{ code: "nothing_to_claim", message: "There is no reward to claim here." }] },
  serializeState: (s) => JSON.stringify([s.value, s.context.key, s.context.claimedKeys, s.context.errorCode]),
  seen: {
    ready:
      "The reward centre's rewards waiting to be claimed (or today's missions) with their Claim buttons; a reward already claimed on this visit keeps its button disabled.",
    claiming: "Every Claim button is disabled while the claim is made; in the reward centre the one pressed reads Claiming….",
    paid: "A message says the amount was added to the balance; the list, the balance and the badges refresh, and the claimed reward's button stays disabled.",
    failed: 'The reason ("There is no reward to claim here.") shows above the list with a Dismiss button; the Claim buttons work again.',
  },
  said: { "reward.claim": "the player presses Claim on a reward", "refusal.dismiss": "the player presses Dismiss" },
};
