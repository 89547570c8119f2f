// Activities on the wire: each with the member's state (SPEC §4), the application, the claim, the operator's review.
import * as z from "zod/mini";
import { bigIdTextSchema, dateTimeSchema, idTextSchema, multiLine, oneLine } from "./fields";

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
export const activityDecisionSchema = z.object({ decision: z.enum(["approve", "reject"]), reason: z.optional(z.string().check(z.maxLength(200), multiLine)) });
export const activityInputSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(120), oneLine),
  content: z.string().check(z.maxLength(4000), multiLine),
  needsApplication: z.boolean(),
  reward: z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/, "must be an amount")),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
});
/** An application (multipart/form-data): a comment and pictures; their length, number and bytes are the service's to check. */
export const activityApplicationFormSchema = z.object({
  comment: z.optional(z.string().check(multiLine)),
  images: z.optional(z.union([z.instanceof(File), z.array(z.instanceof(File))])),
});
/** /wps/activities/:id/…: an activity is `serial`. */
export const activityIdParamSchema = z.object({ id: idTextSchema });
/** /ops/activities/applications/:id/decision: an application is `bigserial`. */
export const applicationIdParamSchema = z.object({ id: bigIdTextSchema });
/** The operator's queue of applications (?status=applying): a status name, or all. */
export const applicationStatusQuerySchema = z.object({ status: z.optional(z.string().check(z.regex(/^[a-z]{1,12}$/, "must be a status name"))) });
