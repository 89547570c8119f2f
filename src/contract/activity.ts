// Activities on the wire: each with the member's state (SPEC §4), the application, the claim, the operator's review.
import * as z from "zod/mini";

/** SPEC §4 'Activity states'. */
export const ACTIVITY_STATES = ["join", "claim", "applying", "close", "rejected", "issued", "claimed", "in process", "joined", "coming soon"] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];
export const ACTIVITY_COMMENT_MAX = 140;
export const ACTIVITY_IMAGES_MAX = 3;
export const ACTIVITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const activitySchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  needsApplication: z.boolean(),
  reward: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(ACTIVITY_STATES),
  reason: z.nullable(z.string()),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.array(activitySchema);
export const activityDecisionSchema = z.object({ decision: z.enum(["approve", "reject"]), reason: z.optional(z.string().check(z.maxLength(200))) });
export const activityInputSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  content: z.string().check(z.maxLength(4000)),
  needsApplication: z.boolean(),
  reward: z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/, "must be an amount")),
  startsAt: z.string(),
  endsAt: z.string(),
});
