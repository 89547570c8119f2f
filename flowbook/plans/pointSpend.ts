// The point mall: choosing and confirming a spend, the mall and spend calls' answers, and what the player sees.
import { pointSpendMachine } from "../../machines/pointSpend.machine";
import type { PointMall } from "../../src/contract/points";
import type { FlowPlan } from "../plan";

export const mallSample: PointMall = {
  balance: 1200,
  pointsPerUnit: 100,
  rewards: [
    { id: 1, name: "৳5 bonus", imageUrl: "", cost: 500, bonus: "5.00" },
    { id: 2, name: "৳30 bonus", imageUrl: "", cost: 2000, bonus: "30.00" },
  ],
};
export const spentSample = { replayed: false, points: 500, amount: "5.00", balance: 700 };

export const pointSpendPlan: FlowPlan = {
  machine: pointSpendMachine,
  events: [
    { type: "reward.choose", rewardId: 1 },
    { type: "reward.choose", rewardId: 2 },
    { type: "convert.choose", points: 150 },
    { type: "password.change", value: "246810" },
    { type: "spend.confirm" },
    { type: "spend.cancel" },
    { type: "load.retry" },
  ],
  outputs: { loadMall: [mallSample], spendPoints: [spentSample] },
  errors: { loadMall: [{ code: "network_error" }], spendPoints: [{ code: "wrong_payment_password" }] },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.spend, s.context.paymentPassword, s.context.problem, s.context.errorCode, s.context.result !== null]),
  seen: {
    loading:
      'On first opening, only the Point mall title and the point details show until the mall arrives. After a spend, the mall stays on screen with "Done: … points spent, … added to your wallet." while the points reload.',
    browsing:
      "The player's points, the exchange ratio and Never as expiry, the rewards with their cost and a Redeem button, a Convert points into money form, and the point details below; after a spend, the Done message stays above the rewards.",
    confirming:
      "Under the mall, a confirm box names the reward and its cost (or the points to convert) and asks for the payment password, with Confirm and Cancel. A missing password, too few points, points off the ratio or a wrong password (which empties it) shows its reason in the box.",
    spending: "The confirm box with Confirm disabled, and every Redeem button disabled, while the points are spent.",
    failed: 'In place of the mall, "The point mall could not be loaded." with a Try again button; the point details stay below.',
  },
  said: {
    "reward.choose": "the player presses Redeem on a reward",
    "convert.choose": "the player asks to convert points",
    "password.change": "the player types the payment password",
    "spend.confirm": "the player presses Confirm",
    "spend.cancel": "the player presses Cancel",
    "load.retry": "the player presses Try again",
  },
};
