// Content of the site's frame: banners, notices, help, promotions, pages, downloads, feedback, customer service,
// and the header's game menus, popular games and winner board. Public answers and the operator's requests.
import * as zod from "zod/mini";
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

export const bannerSchema = zod.object({
  groupName: zod.enum(BANNER_GROUPS),
  bannerId: zod.number(),
  url: zod.string(),
  title: zod.string(),
  linkageType: zod.enum(LINKAGE_TYPES),
  linkageTarget: zod.string(),
});
export type Banner = zod.infer<typeof bannerSchema>;
export const bannerListSchema = zod.array(bannerSchema);
export const bannerQuerySchema = zod.object({ groupName: zod.enum(BANNER_GROUPS) });

export const noticeSchema = zod.object({
  id: zod.number(),
  type: zod.enum(NOTICE_TYPES),
  title: zod.string(),
  /** Sanitised HTML. */
  content: zod.string(),
  time: zod.string(),
});
export type Notice = zod.infer<typeof noticeSchema>;
export const noticeListSchema = zod.array(noticeSchema);
const csvOf = <T extends readonly [string, ...string[]]>(values: T) =>
  zod.pipe(
    zod.string().check(oneLine),
    zod.transform((text) => text.split(",").map((part) => part.trim()).filter((part) => part !== "")),
  ).check(zod.refine((parts) => parts.every((part) => values.includes(part)), `must be a comma-separated list of ${values.join(", ")}`));
export const announcementQuerySchema = zod.object({
  types: zod.optional(csvOf(NOTICE_TYPES)),
  platform: zod.optional(zod.enum(["W", "A"])),
  execution: zod.optional(zod.enum(["B"])),
});

/** What a feedback message may hold: the form checks these before sending, the server again on receipt. */
export const FEEDBACK_LENGTHS = { minContent: 10, maxContent: 1000, maxContact: 100 } as const;

// The pages' answers (help, promotions, site pages, downloads, feedback, customer service) are in ./contentPages, which
// loads with the first of those calls: none is in the home page's first paint.

/** The header's and member centre's badges; missionCount counts missions done whose reward waits to be claimed. */
export const unreadCountSchema = zod.object({ unreadCount: zod.number(), unclaimedCount: zod.number(), missionCount: zod.number() });

// ---- Games of the header and the home page ----

export const vendorMenuItemSchema = zod.object({
  code: zod.string(),
  name: zod.string(),
  logoUrl: zod.string(),
  logoWhiteUrl: zod.string(),
  isHot: zod.union([zod.literal(0), zod.literal(1)]),
});
export type VendorMenuItem = zod.infer<typeof vendorMenuItemSchema>;
export const gameMenuSchema = zod.object({
  gameType: zod.enum(GAME_TYPES),
  /** Up to 16 vendors; `more` says a 17th and later exist. */
  vendors: zod.array(vendorMenuItemSchema),
  more: zod.boolean(),
});
export type GameMenu = zod.infer<typeof gameMenuSchema>;
export const gameMenuListSchema = zod.array(gameMenuSchema);

export const gameSchema = zod.object({
  nodeId: zod.string(),
  vassalage: zod.string(),
  displayName: zod.string(),
  gameType: zod.enum(GAME_TYPES),
  gameCode: zod.string(),
  gameName: zod.string(),
  iconUrl: zod.string(),
  isHot: zod.union([zod.literal(0), zod.literal(1)]),
  isNew: zod.union([zod.literal(0), zod.literal(1)]),
  /** SPEC §3: 0 when a free trial is available. */
  supportPlay: zod.optional(zod.number()),
  minBet: zod.optional(zod.string()),
  classification: zod.optional(zod.nullable(zod.string())),
  /** SPEC §3: VASSALAGE marks a tile standing for a vendor's whole list, opened in a popup. */
  isGame: zod.optional(zod.enum(["VASSALAGE"])),
});
export type Game = zod.infer<typeof gameSchema>;
export const gameListSchema = zod.array(gameSchema);
export const popularQuerySchema = zod.object({
  count: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(50))),
  /** Only games this install can open (the house vendor's and connected vendors'): what a game under maintenance suggests instead. */
  playable: zod.optional(zod.enum(["1"])),
});

export const gamePageSchema = zod.object({ games: zod.array(gameSchema), pageNo: zod.number(), totalPages: zod.number() });
export type GamePage = zod.infer<typeof gamePageSchema>;
export const gameListQuerySchema = zod.object({
  gameName: zod.optional(zod.string().check(oneLine, zod.trim(), zod.maxLength(100))),
  gameType: zod.optional(zod.enum(GAME_TYPES)),
  vassalage: zod.optional(zod.string().check(zod.maxLength(32), oneLine)),
  gameClassify: zod.optional(zod.enum(GAME_CLASSIFICATIONS)),
  minBet: zod.optional(zod.enum(MIN_BET_FILTERS)),
  pageNo: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(10_000))),
  pageSize: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(100))),
});
export const favouriteActionSchema = zod.object({ nodeId: zod.string().check(zod.minLength(1), zod.maxLength(64), oneLine), action: zod.enum(["add", "remove"]) });
export const vassGameTypeQuerySchema = zod.object({ vassalage: zod.optional(zod.string().check(zod.regex(/^[A-Z0-9_]{2,32}$/, "must be a vendor code"))) });
export const esportsVendorsSchema = zod.object({ vendors: zod.array(zod.string().check(zod.regex(/^[A-Z0-9_]{2,32}$/, "must be a vendor code"))).check(zod.maxLength(200)) });
export const favouriteIdsSchema = zod.array(zod.string());
export const vendorListSchema = zod.array(zod.object({ code: zod.string(), name: zod.string(), gameType: zod.enum(GAME_TYPES), logoUrl: zod.string(), logoWhiteUrl: zod.string(), isHot: zod.union([zod.literal(0), zod.literal(1)]) }));
export const hotGamesSchema = zod.record(zod.string(), zod.array(gameSchema));
export const recentGamesSchema = zod.object({ list: zod.array(gameSchema), totalPages: zod.number() });
export const recentQuerySchema = zod.object({
  gameType: zod.optional(zod.enum(GAME_TYPES)),
  pageNo: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(10_000))),
  pageSize: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(50))),
});

export const winnerSchema = zod.object({
  vo: zod.object({ player: zod.string(), gameName: zod.string(), nodeId: zod.string(), vendor: zod.string(), amount: zod.string(), time: zod.string() }),
});
export type Winner = zod.infer<typeof winnerSchema>;
export const rankListSchema = zod.object({ list: zod.array(winnerSchema) });
export const rankListQuerySchema = zod.object({
  limitNum: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(100))),
  gameCategory: zod.optional(zod.string().check(zod.maxLength(16), oneLine)),
});

// ---- Operator requests ----

const httpsOrSiteUrl = zod
  .string()
  .check(oneLine, zod.trim(), zod.maxLength(2000), zod.regex(/^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, "must be an https:// address or a path on this site"));
const time = zod.nullable(dateTimeSchema);
const translation = <S extends zod.ZodMiniObject>(shape: S) => zod.partialRecord(zod.enum(CONTENT_LANGUAGES), shape);
const title = zod.string().check(oneLine, zod.trim(), zod.minLength(1), zod.maxLength(200));
const html = zod.string().check(zod.maxLength(100_000), multiLine);
/** Where an item stands among its kind (an `integer` column). */
const sort = zod.optional(wholeNumber());
const hasOneLanguage = zod.refine((record: unknown) => typeof record === "object" && record !== null && Object.keys(record).length > 0, "needs at least one language");

export const bannerInputSchema = zod.object({
  groupName: zod.enum(BANNER_GROUPS),
  url: httpsOrSiteUrl,
  title: zod.optional(zod.string().check(oneLine, zod.trim(), zod.maxLength(200))),
  linkageType: zod.optional(zod.enum(LINKAGE_TYPES)),
  linkageTarget: zod.optional(zod.string().check(oneLine, zod.trim(), zod.maxLength(2000))),
  sort,
  language: zod.optional(zod.nullable(zod.enum(CONTENT_LANGUAGES))),
  startsAt: zod.optional(time),
  endsAt: zod.optional(time),
});
export type BannerInput = zod.infer<typeof bannerInputSchema>;
export const bannerPatchSchema = zod.partial(bannerInputSchema);

export const noticeInputSchema = zod.object({
  type: zod.enum(NOTICE_TYPES),
  translations: translation(zod.object({ title, content: html })).check(hasOneLanguage),
  sort,
  startsAt: zod.optional(time),
  endsAt: zod.optional(time),
});
export type NoticeInput = zod.infer<typeof noticeInputSchema>;
export const noticePatchSchema = zod.partial(noticeInputSchema);

export const helpInputSchema = zod.object({
  anchor: zod.string().check(oneLine, zod.trim(), zod.toLowerCase(), zod.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "must be lower-case letters, digits and dashes")),
  translations: translation(zod.object({ title, content: html })).check(hasOneLanguage),
  sort,
});
export type HelpInput = zod.infer<typeof helpInputSchema>;
export const helpPatchSchema = zod.partial(helpInputSchema);

export const promotionInputSchema = zod.object({
  type: zod.enum(PROMOTION_TYPES),
  imageUrl: httpsOrSiteUrl,
  translations: translation(zod.object({ title, summary: zod.string().check(multiLine, zod.trim(), zod.maxLength(500)), content: html })).check(hasOneLanguage),
  sort,
  startsAt: zod.optional(time),
  endsAt: zod.optional(time),
});
export type PromotionInput = zod.infer<typeof promotionInputSchema>;
export const promotionPatchSchema = zod.partial(promotionInputSchema);

export const serviceLinkInputSchema = zod.object({
  type: zod.enum(SERVICE_TYPES),
  title: title,
  path: zod.string().check(oneLine, zod.trim(), zod.maxLength(2000), zod.regex(/^https:\/\/[^\s]+$/, "must be an https:// address")),
  sort,
});
export type ServiceLinkInput = zod.infer<typeof serviceLinkInputSchema>;
export const serviceLinkPatchSchema = zod.partial(serviceLinkInputSchema);

export const sitePageInputSchema = zod.object({ translations: translation(zod.object({ title, content: html })).check(hasOneLanguage) });
export const downloadInputSchema = zod.object({
  url: httpsOrSiteUrl,
  qrCodeUrl: zod.optional(zod.union([httpsOrSiteUrl, zod.string().check(zod.regex(/^data:image\/(png|svg\+xml);base64,[A-Za-z0-9+/=]+$/))])),
  version: zod.optional(zod.string().check(zod.maxLength(40), oneLine)),
});
export const downloadParamSchema = zod.object({ platform: zod.enum(DOWNLOAD_PLATFORMS) });

export const orderInputSchema = zod.object({ ids: zod.array(idSchema).check(zod.minLength(1), zod.maxLength(1000)) });
export const idParamSchema = zod.object({ id: idTextSchema });
/** An uploaded picture, by the id its upload answered. */
export const imageIdParamSchema = zod.object({ id: uuidSchema });
/** An operator's upload (multipart/form-data): the picture as the field `file`. */
export const imageUploadFormSchema = zod.object({ file: zod.instanceof(File, { error: "attach the image as the form field 'file'" }) });
export const uploadedImageSchema = zod.object({ id: zod.string(), url: zod.string(), mime: zod.string(), size: zod.number() });
