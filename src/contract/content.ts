// Content of the site's frame: banners, notices, help, promotions, pages, downloads, feedback, customer service,
// and the header's game menus, popular games and winner board. Public answers and the operator's requests.
import * as z from "zod/mini";
import { dateTimeSchema, idSchema, idTextSchema, multiLine, oneLine, uuidSchema, wholeNumber } from "./fields";
import { PROMOTION_TYPES } from "./contentKinds";
import { GAME_CLASSIFICATIONS, GAME_TYPES, MIN_BET_FILTERS } from "./domain";

export { GAME_CLASSIFICATIONS, GAME_TYPES, MIN_BET_FILTERS, type GameType } from "./domain";

export const CONTENT_LANGUAGES = ["bn", "en", "zh", "hi", "id", "th", "tl", "vi"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const BANNER_GROUPS = [
  "w_home", "w_reg", "w_shop", "w_sports", "w_esports", "w_lott", "w_rng", "w_fish", "w_pvp", "w_live",
  "w_promotion", "w_help", "w_down", "w_login", "w_topup_1", "w_topup_2", "w_topup_3",
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export const LINKAGE_TYPES = ["none", "url", "route", "promotion", "game"] as const;
export const NOTICE_TYPES = ["B", "PL", "PU", "PR", "H"] as const;
export { PROMOTION_TYPES };
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const FEEDBACK_CATEGORIES = ["suggestion", "complaint", "deposit", "withdrawal", "game", "other"] as const;
export const SERVICE_TYPES = ["LIVECHAT", "VIP", "FACEBOOK", "TELEGRAM", "TELEGRAM2", "WHATSAPP"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const DOWNLOAD_PLATFORMS = ["ios", "android", "lite"] as const;
export const SITE_PAGES = ["join", "download"] as const;

// ---- Public answers ----

export const bannerSchema = z.object({
  groupName: z.enum(BANNER_GROUPS),
  bannerId: z.number(),
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  linkageTarget: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.array(bannerSchema);
export const bannerQuerySchema = z.object({ groupName: z.enum(BANNER_GROUPS) });

export const noticeSchema = z.object({
  id: z.number(),
  type: z.enum(NOTICE_TYPES),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  time: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListSchema = z.array(noticeSchema);
const csvOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.string().check(oneLine),
    z.transform((text) => text.split(",").map((part) => part.trim()).filter((part) => part !== "")),
  ).check(z.refine((parts) => parts.every((part) => values.includes(part)), `must be a comma-separated list of ${values.join(", ")}`));
export const announcementQuerySchema = z.object({
  types: z.optional(csvOf(NOTICE_TYPES)),
  platform: z.optional(z.enum(["W", "A"])),
  execution: z.optional(z.enum(["B"])),
});

export const helpSectionSchema = z.object({ anchor: z.string(), title: z.string(), content: z.string() });
export type HelpSection = z.infer<typeof helpSectionSchema>;
export const helpCenterSchema = z.object({ sections: z.array(helpSectionSchema) });
/** The help centre's query: `lang` is read (in any case, SPEC codes too) by the request's language, like every call's. */
export const helpQuerySchema = z.object({ device: z.optional(z.enum(["WEB"])) });

export const promotionSchema = z.object({
  id: z.number(),
  type: z.enum(PROMOTION_TYPES),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  /** Raffle promotions are claimed; the others are informational. */
  claimable: z.boolean(),
  /** Whether the signed-in member already claimed it; false for a visitor. */
  claimed: z.boolean(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListSchema = z.array(promotionSchema);
export const promotionDetailSchema = z.extend(promotionSchema, { content: z.string() });
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;
export const promotionQuerySchema = z.object({ type: z.optional(z.enum(PROMOTION_TYPES)) });
export const promotionIdSchema = z.object({ id: idTextSchema });
export const claimRaffleSchema = z.object({ promotionId: idSchema });
export const claimResultSchema = z.object({ promotionId: z.number(), claimedAt: z.string() });

export const sitePageSchema = z.object({ title: z.string(), content: z.string() });
export type SitePage = z.infer<typeof sitePageSchema>;
export const sitePageParamSchema = z.object({ slug: z.enum(SITE_PAGES) });
export const downloadSchema = z.object({ platform: z.enum(DOWNLOAD_PLATFORMS), url: z.string(), qrCodeUrl: z.string(), version: z.string() });
export type Download = z.infer<typeof downloadSchema>;
export const downloadListSchema = z.array(downloadSchema);

/** What a feedback message may hold: the form checks these before sending, the server again on receipt. */
export const FEEDBACK_LENGTHS = { minContent: 10, maxContent: 1000, maxContact: 100 } as const;
export const feedbackRequestSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z
    .string()
    .check(
      multiLine,
      z.trim(),
      z.minLength(FEEDBACK_LENGTHS.minContent, `must be at least ${FEEDBACK_LENGTHS.minContent} characters`),
      z.maxLength(FEEDBACK_LENGTHS.maxContent, `must be at most ${FEEDBACK_LENGTHS.maxContent} characters`),
    ),
  contact: z.optional(z.string().check(oneLine, z.trim(), z.maxLength(FEEDBACK_LENGTHS.maxContact))),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export const feedbackResultSchema = z.object({ id: z.number() });

export const serviceLinkSchema = z.object({ type: z.enum(SERVICE_TYPES), title: z.string(), path: z.string() });
export type ServiceLink = z.infer<typeof serviceLinkSchema>;
/** getService: every configured link, and the chat the caller should open (VIP above rank 4, else live chat). */
export const serviceSchema = z.object({
  version: z.object({ pathList: z.array(serviceLinkSchema) }),
  chat: z.nullable(serviceLinkSchema),
});
export type Service = z.infer<typeof serviceSchema>;

/** The header's and member centre's badges; missionCount counts missions done whose reward waits to be claimed. */
export const unreadCountSchema = z.object({ unreadCount: z.number(), unclaimedCount: z.number(), missionCount: z.number() });

// ---- Games of the header and the home page ----

export const vendorMenuItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  logoWhiteUrl: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
});
export type VendorMenuItem = z.infer<typeof vendorMenuItemSchema>;
export const gameMenuSchema = z.object({
  gameType: z.enum(GAME_TYPES),
  /** Up to 16 vendors; `more` says a 17th and later exist. */
  vendors: z.array(vendorMenuItemSchema),
  more: z.boolean(),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;
export const gameMenuListSchema = z.array(gameMenuSchema);

export const gameSchema = z.object({
  nodeId: z.string(),
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameCode: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  /** SPEC §3: 0 when a free trial is available. */
  supportPlay: z.optional(z.number()),
  minBet: z.optional(z.string()),
  classification: z.optional(z.nullable(z.string())),
  /** SPEC §3: VASSALAGE marks a tile standing for a vendor's whole list, opened in a popup. */
  isGame: z.optional(z.enum(["VASSALAGE"])),
});
export type Game = z.infer<typeof gameSchema>;
export const gameListSchema = z.array(gameSchema);
export const popularQuerySchema = z.object({
  count: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50))),
  /** Only games this install can open (the house vendor's and connected vendors'): what a game under maintenance suggests instead. */
  playable: z.optional(z.enum(["1"])),
});

export const gamePageSchema = z.object({ games: z.array(gameSchema), pageNo: z.number(), totalPages: z.number() });
export type GamePage = z.infer<typeof gamePageSchema>;
export const gameListQuerySchema = z.object({
  gameName: z.optional(z.string().check(oneLine, z.trim(), z.maxLength(100))),
  gameType: z.optional(z.enum(GAME_TYPES)),
  vassalage: z.optional(z.string().check(z.maxLength(32), oneLine)),
  gameClassify: z.optional(z.enum(GAME_CLASSIFICATIONS)),
  minBet: z.optional(z.enum(MIN_BET_FILTERS)),
  pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export const favouriteActionSchema = z.object({ nodeId: z.string().check(z.minLength(1), z.maxLength(64), oneLine), action: z.enum(["add", "remove"]) });
export const vassGameTypeQuerySchema = z.object({ vassalage: z.optional(z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/, "must be a vendor code"))) });
export const esportsVendorsSchema = z.object({ vendors: z.array(z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/, "must be a vendor code"))).check(z.maxLength(200)) });
export const favouriteIdsSchema = z.array(z.string());
export const vendorListSchema = z.array(z.object({ code: z.string(), name: z.string(), gameType: z.enum(GAME_TYPES), logoUrl: z.string(), logoWhiteUrl: z.string(), isHot: z.union([z.literal(0), z.literal(1)]) }));
export const hotGamesSchema = z.record(z.string(), z.array(gameSchema));
export const recentGamesSchema = z.object({ list: z.array(gameSchema), totalPages: z.number() });
export const recentQuerySchema = z.object({
  gameType: z.optional(z.enum(GAME_TYPES)),
  pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50))),
});

export const winnerSchema = z.object({
  vo: z.object({ player: z.string(), gameName: z.string(), nodeId: z.string(), vendor: z.string(), amount: z.string(), time: z.string() }),
});
export type Winner = z.infer<typeof winnerSchema>;
export const rankListSchema = z.object({ list: z.array(winnerSchema) });
export const rankListQuerySchema = z.object({
  limitNum: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  gameCategory: z.optional(z.string().check(z.maxLength(16), oneLine)),
});

// ---- Operator requests ----

const httpsOrSiteUrl = z
  .string()
  .check(oneLine, z.trim(), z.maxLength(2000), z.regex(/^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, "must be an https:// address or a path on this site"));
const time = z.nullable(dateTimeSchema);
const translation = <S extends z.ZodMiniObject>(shape: S) => z.partialRecord(z.enum(CONTENT_LANGUAGES), shape);
const title = z.string().check(oneLine, z.trim(), z.minLength(1), z.maxLength(200));
const html = z.string().check(z.maxLength(100_000), multiLine);
/** Where an item stands among its kind (an `integer` column). */
const sort = z.optional(wholeNumber());
const hasOneLanguage = z.refine((record: unknown) => typeof record === "object" && record !== null && Object.keys(record).length > 0, "needs at least one language");

export const bannerInputSchema = z.object({
  groupName: z.enum(BANNER_GROUPS),
  url: httpsOrSiteUrl,
  title: z.optional(z.string().check(oneLine, z.trim(), z.maxLength(200))),
  linkageType: z.optional(z.enum(LINKAGE_TYPES)),
  linkageTarget: z.optional(z.string().check(oneLine, z.trim(), z.maxLength(2000))),
  sort,
  language: z.optional(z.nullable(z.enum(CONTENT_LANGUAGES))),
  startsAt: z.optional(time),
  endsAt: z.optional(time),
});
export type BannerInput = z.infer<typeof bannerInputSchema>;
export const bannerPatchSchema = z.partial(bannerInputSchema);

export const noticeInputSchema = z.object({
  type: z.enum(NOTICE_TYPES),
  translations: translation(z.object({ title, content: html })).check(hasOneLanguage),
  sort,
  startsAt: z.optional(time),
  endsAt: z.optional(time),
});
export type NoticeInput = z.infer<typeof noticeInputSchema>;
export const noticePatchSchema = z.partial(noticeInputSchema);

export const helpInputSchema = z.object({
  anchor: z.string().check(oneLine, z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "must be lower-case letters, digits and dashes")),
  translations: translation(z.object({ title, content: html })).check(hasOneLanguage),
  sort,
});
export type HelpInput = z.infer<typeof helpInputSchema>;
export const helpPatchSchema = z.partial(helpInputSchema);

export const promotionInputSchema = z.object({
  type: z.enum(PROMOTION_TYPES),
  imageUrl: httpsOrSiteUrl,
  translations: translation(z.object({ title, summary: z.string().check(multiLine, z.trim(), z.maxLength(500)), content: html })).check(hasOneLanguage),
  sort,
  startsAt: z.optional(time),
  endsAt: z.optional(time),
});
export type PromotionInput = z.infer<typeof promotionInputSchema>;
export const promotionPatchSchema = z.partial(promotionInputSchema);

export const serviceLinkInputSchema = z.object({
  type: z.enum(SERVICE_TYPES),
  title: title,
  path: z.string().check(oneLine, z.trim(), z.maxLength(2000), z.regex(/^https:\/\/[^\s]+$/, "must be an https:// address")),
  sort,
});
export type ServiceLinkInput = z.infer<typeof serviceLinkInputSchema>;
export const serviceLinkPatchSchema = z.partial(serviceLinkInputSchema);

export const sitePageInputSchema = z.object({ translations: translation(z.object({ title, content: html })).check(hasOneLanguage) });
export const downloadInputSchema = z.object({
  url: httpsOrSiteUrl,
  qrCodeUrl: z.optional(z.union([httpsOrSiteUrl, z.string().check(z.regex(/^data:image\/(png|svg\+xml);base64,[A-Za-z0-9+/=]+$/))])),
  version: z.optional(z.string().check(z.maxLength(40), oneLine)),
});
export const downloadParamSchema = z.object({ platform: z.enum(DOWNLOAD_PLATFORMS) });

export const orderInputSchema = z.object({ ids: z.array(idSchema).check(z.minLength(1), z.maxLength(1000)) });
export const idParamSchema = z.object({ id: idTextSchema });
/** An uploaded picture, by the id its upload answered. */
export const imageIdParamSchema = z.object({ id: uuidSchema });
/** An operator's upload (multipart/form-data): the picture as the field `file`. */
export const imageUploadFormSchema = z.object({ file: z.instanceof(File, { error: "attach the image as the form field 'file'" }) });
export const uploadedImageSchema = z.object({ id: z.string(), url: z.string(), mime: z.string(), size: z.number() });
