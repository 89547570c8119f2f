// Activities on the wire: each with the member's state (SPEC §4), the application, the claim, the operator's review.
import * as zod from "zod/mini";
import { bigIdTextSchema, dateTimeSchema, idTextSchema, multiLine, oneLine } from "./fields";

/** SPEC §4 'Activity states'. */
export const ACTIVITY_STATES = ["join", "claim", "applying", "close", "rejected", "issued", "claimed", "in process", "joined", "coming soon"] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];
export const ACTIVITY_COMMENT_MAX = 140;
export const ACTIVITY_IMAGES_MAX = 3;
export const ACTIVITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const activitySchema = zod.object({
  id: zod.number(),
  title: zod.string(),
  content: zod.string(),
  imageUrl: zod.string(),
  needsApplication: zod.boolean(),
  reward: zod.string(),
  startsAt: zod.string(),
  endsAt: zod.string(),
  state: zod.enum(ACTIVITY_STATES),
  reason: zod.nullable(zod.string()),
});
export type Activity = zod.infer<typeof activitySchema>;
export const activityListSchema = zod.array(activitySchema);
export const activityDecisionSchema = zod.object({ decision: zod.enum(["approve", "reject"]), reason: zod.optional(zod.string().check(zod.maxLength(200), multiLine)) });
export const activityInputSchema = zod.object({
  title: zod.string().check(zod.minLength(1), zod.maxLength(120), oneLine),
  content: zod.string().check(zod.maxLength(4000), multiLine),
  needsApplication: zod.boolean(),
  reward: zod.string().check(zod.regex(/^\d{1,9}(\.\d{1,2})?$/, "must be an amount")),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
});
/** An application (multipart/form-data): a comment and pictures; their length, number and bytes are the service's to check. */
export const activityApplicationFormSchema = zod.object({
  comment: zod.optional(zod.string().check(multiLine)),
  images: zod.optional(zod.union([zod.instanceof(File), zod.array(zod.instanceof(File))])),
});
/** /wps/activities/:id/…: an activity is `serial`. */
export const activityIdParamSchema = zod.object({ id: idTextSchema });
/** /ops/activities/applications/:id/decision: an application is `bigserial`. */
export const applicationIdParamSchema = zod.object({ id: bigIdTextSchema });
/** The operator's queue of applications (?status=applying): a status name, or all. */
export const applicationStatusQuerySchema = zod.object({ status: zod.optional(zod.string().check(zod.regex(/^[a-z]{1,12}$/, "must be a status name"))) });
