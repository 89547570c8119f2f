// Rewards on the wire: the reward centre (VIP level, rebate rate, rewards to claim), bonus details, and the missions
// with their leaderboard (relay MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard).
import * as z from "zod/mini";
import { daySchema, idTextSchema, INT_MAX, oneLine } from "./fields";
import { amountSchema } from "./wallet";

const day = daySchema;

export const REWARD_SOURCES = ["rebate", "mission", "activity", "raffle"] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

export const vipSchema = z.object({
  rankLevel: z.number(),
  labelName: z.string(),
  rebatePercent: z.string(),
  validBet: z.string(),
  /** How far the valid bets are on the way to the next level, 0–100. */
  progressPercent: z.number(),
  /** The next level and the valid bet still needed to reach it; null at the top. */
  next: z.nullable(z.object({ rankLevel: z.number(), labelName: z.string(), minValidBet: z.string(), remaining: z.string() })),
});
export type Vip = z.infer<typeof vipSchema>;

/** A reward to claim: `key` names it for the claim call ('rebate-12', 'activity-3', 'raffle-5'…). */
export const pendingRewardSchema = z.object({
  key: z.string(),
  source: z.enum(REWARD_SOURCES),
  title: z.string(),
  /** What the claim pays; null for a raffle, whose prize is drawn when it is claimed. */
  amount: z.nullable(z.string()),
  /** Rebates: the day's valid bet and the rate it was paid at. */
  validBet: z.nullable(z.string()),
  ratePercent: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PendingReward = z.infer<typeof pendingRewardSchema>;

export const rewardCentreSchema = z.object({ vip: vipSchema, list: z.array(pendingRewardSchema), total: z.string() });
export type RewardCentre = z.infer<typeof rewardCentreSchema>;

/** rebate-12 and mission-12 name a reward (a `bigserial` row), activity-3 an activity (a `serial` one). */
export const rewardKeySchema = z.string().check(
  z.regex(/^(rebate|mission|activity)-[1-9]\d{0,15}$/, "must name a reward to claim"),
  z.refine((key) => Number(key.slice(key.indexOf("-") + 1)) <= (key.startsWith("activity-") ? INT_MAX : Number.MAX_SAFE_INTEGER), "must name a reward to claim"),
);
export const rewardClaimSchema = z.object({ key: z.string(), amount: z.string(), replayed: z.boolean() });
export type RewardClaim = z.infer<typeof rewardClaimSchema>;

export const BONUS_KINDS = ["bonus", "rebate", "mission_reward"] as const;
export const bonusQuerySchema = z.object({
  from: z.optional(day),
  to: z.optional(day),
  kind: z.optional(z.enum(BONUS_KINDS)),
  pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export const bonusPageSchema = z.object({
  list: z.array(z.object({ id: z.number(), kind: z.enum(BONUS_KINDS), reference: z.string(), amount: z.string(), time: z.string() })),
  total: z.string(),
  pageNo: z.number(),
  totalPages: z.number(),
});
export type BonusPage = z.infer<typeof bonusPageSchema>;

export const MISSION_STATES = ["in_progress", "completed", "claimed"] as const;
export const missionSummarySchema = z.object({
  day: z.string(),
  missions: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      metric: z.enum(["valid_bet", "rounds"]),
      /** Valid bet as a decimal string, rounds as a whole number string. */
      target: z.string(),
      progress: z.string(),
      percent: z.number(),
      reward: z.string(),
      state: z.enum(MISSION_STATES),
      /** The reward centre's key once the mission is done. */
      rewardKey: z.nullable(z.string()),
    }),
  ),
  /** Missions done and not yet claimed: the member centre's badge. */
  unclaimed: z.number(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

const leaderSchema = z.object({ rank: z.number(), account: z.string(), completed: z.number(), validBet: z.string() });
export const missionLeaderboardSchema = z.object({
  weekStart: z.string(),
  list: z.array(leaderSchema),
  me: z.nullable(leaderSchema),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

// ---- The operator ----

const name = z.string().check(oneLine, z.trim(), z.minLength(1), z.maxLength(60));
const names = z.object({ en: name, bn: z.optional(name) });
const percent = z.string().check(z.regex(/^[0-5](\.\d{1,2})?$/, "must be a percentage from 0 to 5 with at most two decimals"));
export const vipLevelsSchema = z.object({
  levels: z
    .array(z.object({ rankLevel: z.number().check(z.int(), z.minimum(1), z.maximum(20)), names, minValidBet: amountSchema, rebatePercent: percent }))
    .check(z.minLength(1), z.maxLength(20)),
});
export const missionInputSchema = z.object({
  names,
  metric: z.enum(["valid_bet", "rounds"]),
  /** Valid bet as an amount ("100.00"), rounds as a whole number ("10"). */
  target: amountSchema,
  reward: amountSchema,
  active: z.optional(z.boolean()),
});
export const missionSwitchSchema = z.object({ active: z.boolean() });

export const memberLabelsSchema = z.object({ labels: z.array(z.string().check(oneLine, z.trim(), z.minLength(1), z.maxLength(24))).check(z.maxLength(10)) });
/** /ops/members/:username/labels. */
export const memberParamSchema = z.object({ username: z.string().check(z.minLength(1), z.maxLength(64), oneLine) });
/** /ops/rewards/missions/:id. */
export const missionParamSchema = z.object({ id: idTextSchema });
export const rebateRunSchema = z.object({ day });
