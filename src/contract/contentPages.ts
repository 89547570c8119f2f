// The content pages' answers and requests: help, promotions, site pages, downloads, feedback, customer service. A module
// of its own, loaded with the first of these calls (src/api/content.ts): the home page's first paint does not carry or
// build their schemas (its service bar and footer load them later).
import * as zod from "zod/mini";
import { idSchema, idTextSchema, multiLine, oneLine } from "./fields";
import { DOWNLOAD_PLATFORMS, FEEDBACK_CATEGORIES, FEEDBACK_LENGTHS, PROMOTION_TYPES, SERVICE_TYPES, SITE_PAGES } from "./content";

export const helpSectionSchema = zod.object({
  anchor: zod.string(),
  title: zod.string(),
  content: zod.string(),
});
export type HelpSection = zod.infer<typeof helpSectionSchema>;
export const helpCenterSchema = zod.object({
  sections: zod.array(helpSectionSchema),
});
/** The help centre's query: `lang` is read (in any case, SPEC codes too) by the request's language, like every call's. */
export const helpQuerySchema = zod.object({
  device: zod.optional(zod.enum(["WEB"])),
});

export const promotionSchema = zod.object({
  id: zod.number(),
  type: zod.enum(PROMOTION_TYPES),
  title: zod.string(),
  summary: zod.string(),
  imageUrl: zod.string(),
  startsAt: zod.nullable(zod.string()),
  endsAt: zod.nullable(zod.string()),
  /** Raffle promotions are claimed; the others are informational. */
  claimable: zod.boolean(),
  /** Whether the signed-in member already claimed it; false for a visitor. */
  claimed: zod.boolean(),
});
export type Promotion = zod.infer<typeof promotionSchema>;
export const promotionListSchema = zod.array(promotionSchema);
export const promotionDetailSchema = zod.extend(promotionSchema, {
  content: zod.string(),
});
export type PromotionDetail = zod.infer<typeof promotionDetailSchema>;
export const promotionQuerySchema = zod.object({
  type: zod.optional(zod.enum(PROMOTION_TYPES)),
});
export const promotionIdSchema = zod.object({ id: idTextSchema });
export const claimRaffleSchema = zod.object({ promotionId: idSchema });
export const claimResultSchema = zod.object({
  promotionId: zod.number(),
  claimedAt: zod.string(),
});

export const sitePageSchema = zod.object({
  title: zod.string(),
  content: zod.string(),
});
export type SitePage = zod.infer<typeof sitePageSchema>;
export const sitePageParamSchema = zod.object({ slug: zod.enum(SITE_PAGES) });
export const downloadSchema = zod.object({
  platform: zod.enum(DOWNLOAD_PLATFORMS),
  url: zod.string(),
  qrCodeUrl: zod.string(),
  version: zod.string(),
});
export type Download = zod.infer<typeof downloadSchema>;
export const downloadListSchema = zod.array(downloadSchema);

export const feedbackRequestSchema = zod.object({
  category: zod.enum(FEEDBACK_CATEGORIES),
  content: zod
    .string()
    .check(
      multiLine,
      zod.trim(),
      zod.minLength(FEEDBACK_LENGTHS.minContent, `must be at least ${FEEDBACK_LENGTHS.minContent} characters`),
      zod.maxLength(FEEDBACK_LENGTHS.maxContent, `must be at most ${FEEDBACK_LENGTHS.maxContent} characters`),
    ),
  contact: zod.optional(zod.string().check(oneLine, zod.trim(), zod.maxLength(FEEDBACK_LENGTHS.maxContact))),
});
export type FeedbackRequest = zod.infer<typeof feedbackRequestSchema>;
export const feedbackResultSchema = zod.object({ id: zod.number() });

export const serviceLinkSchema = zod.object({
  type: zod.enum(SERVICE_TYPES),
  title: zod.string(),
  path: zod.string(),
});
export type ServiceLink = zod.infer<typeof serviceLinkSchema>;
/** getService: every configured link, and the chat the caller should open (VIP above rank 4, else live chat). */
export const serviceSchema = zod.object({
  version: zod.object({ pathList: zod.array(serviceLinkSchema) }),
  chat: zod.nullable(serviceLinkSchema),
});
export type Service = zod.infer<typeof serviceSchema>;
