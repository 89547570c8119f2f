// Rewards on the wire: the reward centre (VIP level, rebate rate, rewards to claim), bonus details, and the missions
// with their leaderboard (relay MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard).
import * as zod from "zod/mini";
import { daySchema, idTextSchema, INT_MAX, oneLine } from "./fields";
import { amountSchema } from "./wallet";

const day = daySchema;

export const REWARD_SOURCES = ["rebate", "mission", "activity", "raffle"] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

export const vipSchema = zod.object({
  rankLevel: zod.number(),
  labelName: zod.string(),
  rebatePercent: zod.string(),
  validBet: zod.string(),
  /** How far the valid bets are on the way to the next level, 0–100. */
  progressPercent: zod.number(),
  /** The next level and the valid bet still needed to reach it; null at the top. */
  next: zod.nullable(zod.object({ rankLevel: zod.number(), labelName: zod.string(), minValidBet: zod.string(), remaining: zod.string() })),
});
export type Vip = zod.infer<typeof vipSchema>;

/** A reward to claim: `key` names it for the claim call ('rebate-12', 'activity-3', 'raffle-5'…). */
export const pendingRewardSchema = zod.object({
  key: zod.string(),
  source: zod.enum(REWARD_SOURCES),
  title: zod.string(),
  /** What the claim pays; null for a raffle, whose prize is drawn when it is claimed. */
  amount: zod.nullable(zod.string()),
  /** Rebates: the day's valid bet and the rate it was paid at. */
  validBet: zod.nullable(zod.string()),
  ratePercent: zod.nullable(zod.string()),
  createdAt: zod.string(),
});
export type PendingReward = zod.infer<typeof pendingRewardSchema>;

export const rewardCentreSchema = zod.object({ vip: vipSchema, list: zod.array(pendingRewardSchema), total: zod.string() });
export type RewardCentre = zod.infer<typeof rewardCentreSchema>;

/** rebate-12 and mission-12 name a reward (a `bigserial` row), activity-3 an activity (a `serial` one). */
export const rewardKeySchema = zod.string().check(
  zod.regex(/^(rebate|mission|activity)-[1-9]\d{0,15}$/, "must name a reward to claim"),
  zod.refine((key) => Number(key.slice(key.indexOf("-") + 1)) <= (key.startsWith("activity-") ? INT_MAX : Number.MAX_SAFE_INTEGER), "must name a reward to claim"),
);
export const rewardClaimSchema = zod.object({ key: zod.string(), amount: zod.string(), replayed: zod.boolean() });
export type RewardClaim = zod.infer<typeof rewardClaimSchema>;

export const BONUS_KINDS = ["bonus", "rebate", "mission_reward"] as const;
export const bonusQuerySchema = zod.object({
  from: zod.optional(day),
  to: zod.optional(day),
  kind: zod.optional(zod.enum(BONUS_KINDS)),
  pageNo: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(10_000))),
});
export const bonusPageSchema = zod.object({
  list: zod.array(zod.object({ id: zod.number(), kind: zod.enum(BONUS_KINDS), reference: zod.string(), amount: zod.string(), time: zod.string() })),
  total: zod.string(),
  pageNo: zod.number(),
  totalPages: zod.number(),
});
export type BonusPage = zod.infer<typeof bonusPageSchema>;

export const MISSION_STATES = ["in_progress", "completed", "claimed"] as const;
export const missionSummarySchema = zod.object({
  day: zod.string(),
  missions: zod.array(
    zod.object({
      id: zod.number(),
      title: zod.string(),
      metric: zod.enum(["valid_bet", "rounds"]),
      /** Valid bet as a decimal string, rounds as a whole number string. */
      target: zod.string(),
      progress: zod.string(),
      percent: zod.number(),
      reward: zod.string(),
      state: zod.enum(MISSION_STATES),
      /** The reward centre's key once the mission is done. */
      rewardKey: zod.nullable(zod.string()),
    }),
  ),
  /** Missions done and not yet claimed: the member centre's badge. */
  unclaimed: zod.number(),
});
export type MissionSummary = zod.infer<typeof missionSummarySchema>;

const leaderSchema = zod.object({ rank: zod.number(), account: zod.string(), completed: zod.number(), validBet: zod.string() });
export const missionLeaderboardSchema = zod.object({
  weekStart: zod.string(),
  list: zod.array(leaderSchema),
  me: zod.nullable(leaderSchema),
});
export type MissionLeaderboard = zod.infer<typeof missionLeaderboardSchema>;

// ---- The operator ----

const name = zod.string().check(oneLine, zod.trim(), zod.minLength(1), zod.maxLength(60));
const names = zod.object({ en: name, bn: zod.optional(name) });
const percent = zod.string().check(zod.regex(/^[0-5](\.\d{1,2})?$/, "must be a percentage from 0 to 5 with at most two decimals"));
export const vipLevelsSchema = zod.object({
  levels: zod
    .array(zod.object({ rankLevel: zod.number().check(zod.int(), zod.minimum(1), zod.maximum(20)), names, minValidBet: amountSchema, rebatePercent: percent }))
    .check(zod.minLength(1), zod.maxLength(20)),
});
export const missionInputSchema = zod.object({
  names,
  metric: zod.enum(["valid_bet", "rounds"]),
  /** Valid bet as an amount ("100.00"), rounds as a whole number ("10"). */
  target: amountSchema,
  reward: amountSchema,
  active: zod.optional(zod.boolean()),
});
export const missionSwitchSchema = zod.object({ active: zod.boolean() });

export const memberLabelsSchema = zod.object({ labels: zod.array(zod.string().check(oneLine, zod.trim(), zod.minLength(1), zod.maxLength(24))).check(zod.maxLength(10)) });
/** /ops/members/:username/labels. */
export const memberParamSchema = zod.object({ username: zod.string().check(zod.minLength(1), zod.maxLength(64), oneLine) });
/** /ops/rewards/missions/:id. */
export const missionParamSchema = zod.object({ id: idTextSchema });
export const rebateRunSchema = zod.object({ day });
