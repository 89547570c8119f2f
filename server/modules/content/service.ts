// Content rules: schedule windows, order, language fallback, HTML sanitised on write and on read, image uploads.
import QRCode from "qrcode";
import { createHash, randomUUID } from "node:crypto";
import { sqlState, type Db } from "../../db/index";
import type {
  Banner,
  BannerGroup,
  BannerInput,
  Download,
  FeedbackRequest,
  HelpInput,
  HelpSection,
  Notice,
  NoticeInput,
  Promotion,
  PromotionDetail,
  PromotionInput,
  PromotionType,
  Service,
  ServiceLink,
  ServiceLinkInput,
  SitePage,
} from "../../../src/contract/content";
import { BANNER_GROUPS, DOWNLOAD_PLATFORMS, LINKAGE_TYPES, NOTICE_TYPES, PROMOTION_TYPES, SERVICE_TYPES } from "../../../src/contract/content";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { sanitise } from "../../lib/html";
import type { SystemService } from "../system/service";
import * as sql from "./sql";
import { detectImageType } from "../../lib/images";
import { UUID_PATTERN } from "../../../src/contract/fields";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** VIP customer service is offered above this club rank (SPEC §4). */
export const VIP_RANK_ABOVE = 4;

type Translations = Record<string, Record<string, string>>;
type Merchant = { id: number; defaultLanguage: string };

/** The requested language, else the merchant's default, else English, else whatever exists. */
const MESSAGE_PAGE_SIZE = 20;

export function pickTranslation(translations: Translations, language: string, defaultLanguage: string): Record<string, string> {
  return translations[language] ?? translations[defaultLanguage] ?? translations.en ?? Object.values(translations)[0] ?? {};
}

/** Live chat for most members; the VIP line for members ranked above 4. */
export function chooseChat(links: readonly ServiceLink[], rankLevel: number | null): ServiceLink | null {
  const vip = (rankLevel ?? 0) > VIP_RANK_ABOVE ? links.find((link) => link.type === "VIP") : undefined;
  return vip ?? links.find((link) => link.type === "LIVECHAT") ?? null;
}

const sanitiseTranslations = (translations: Partial<Record<string, Record<string, string>>>): Translations =>
  Object.fromEntries(
    Object.entries(translations).flatMap(([language, fields]) =>
      fields ? [[language, Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, key === "content" ? sanitise(value) : value]))]] : [],
    ),
  );

function checkWindow(startsAt: string | null, endsAt: string | null) {
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) throw badRequest("Invalid body. endsAt: must be after startsAt");
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => values.find((v) => v === value) ?? fallback;

export type ContentService = ReturnType<typeof createContentService>;

/** beforeCounts: work that changes what the badges count (today's reached missions becoming rewards). */
export function createContentService(db: Db, system: SystemService, options: { beforeCounts?: (merchantId: number, memberId: number) => Promise<unknown> } = {}) {
  async function merchantOf(code: string | undefined): Promise<Merchant> {
    const merchant = await system.merchant(code);
    return { id: merchant.id, defaultLanguage: merchant.defaultLanguage };
  }

  const toBanner = (row: sql.BannerRow): Banner => ({
    groupName: oneOf(BANNER_GROUPS, row.group_name, "w_home"),
    bannerId: row.id,
    url: row.image_url,
    title: row.title,
    linkageType: oneOf(LINKAGE_TYPES, row.linkage_type, "none"),
    linkageTarget: row.linkage_target,
  });

  const toNotice = (row: sql.NoticeRow, language: string, merchant: Merchant): Notice => {
    const text = pickTranslation(row.translations, language, merchant.defaultLanguage);
    return {
      id: row.id,
      type: oneOf(NOTICE_TYPES, row.type, "B"),
      title: text.title ?? "",
      content: sanitise(text.content ?? ""),
      time: row.starts_at ?? row.published_at,
    };
  };

  const toPromotion = (row: sql.PromotionRow, language: string, merchant: Merchant): PromotionDetail => {
    const text = pickTranslation(row.translations, language, merchant.defaultLanguage);
    return {
      id: row.id,
      type: oneOf(PROMOTION_TYPES, row.type, "event"),
      title: text.title ?? "",
      summary: text.summary ?? "",
      content: sanitise(text.content ?? ""),
      imageUrl: row.image_url,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      claimable: row.type === "raffle",
      claimed: row.claimed,
    };
  };

  const toServiceLink = (row: { cs_type: string; title: string; path: string }): ServiceLink => ({
    type: oneOf(SERVICE_TYPES, row.cs_type, "LIVECHAT"),
    title: row.title,
    path: row.path,
  });

  async function expectRow<T>(rows: Promise<T[]>, what: string): Promise<T> {
    const [row] = await rows;
    if (!row) throw notFound(`No such ${what}`);
    return row;
  }

  return {
    // ---- Public ----

    /** A group's live banners in the caller's language; a group with none in that language shows the default language's. */
    async banners(merchantCode: string | undefined, group: BannerGroup, language: string): Promise<Banner[]> {
      const merchant = await merchantOf(merchantCode);
      const rows = await sql.liveBanners(db, merchant.id, group);
      const forLanguage = (lang: string) => rows.filter((row) => row.language === null || row.language === lang);
      const own = forLanguage(language);
      const chosen = own.some((row) => row.language !== null) ? own : forLanguage(merchant.defaultLanguage);
      return chosen.map(toBanner);
    },

    async notices(merchantCode: string | undefined, query: { types?: string[] | undefined; platform?: string | undefined }, language: string): Promise<Notice[]> {
      const merchant = await merchantOf(merchantCode);
      const types = query.types && query.types.length > 0 ? query.types : [...NOTICE_TYPES];
      const rows = await sql.liveNotices(db, merchant.id, types, query.platform ?? "W");
      return rows.map((row) => toNotice(row, language, merchant));
    },

    async help(merchantCode: string | undefined, language: string): Promise<{ sections: HelpSection[] }> {
      const merchant = await merchantOf(merchantCode);
      const rows = await sql.allHelp(db, merchant.id);
      return {
        sections: rows.map((row) => {
          const text = pickTranslation(row.translations, language, merchant.defaultLanguage);
          return { anchor: row.anchor, title: text.title ?? "", content: sanitise(text.content ?? "") };
        }),
      };
    },

    async promotions(merchantCode: string | undefined, memberId: number | null, type: PromotionType | undefined, language: string): Promise<Promotion[]> {
      const merchant = await merchantOf(merchantCode);
      const rows = await sql.livePromotions(db, merchant.id, memberId, type ?? null);
      return rows.map((row) => {
        const { content: _content, ...promotion } = toPromotion(row, language, merchant);
        return promotion;
      });
    },

    async promotion(merchantCode: string | undefined, memberId: number | null, id: number, language: string): Promise<PromotionDetail> {
      const merchant = await merchantOf(merchantCode);
      return toPromotion(await expectRow(sql.promotionById(db, merchant.id, id, memberId, true), "promotion"), language, merchant);
    },

    /** Enters the member in a live raffle promotion, once; claiming again answers the first claim. */
    async claimRaffle(merchantCode: string | undefined, memberId: number, promotionId: number) {
      const merchant = await merchantOf(merchantCode);
      const row = await expectRow(sql.promotionById(db, merchant.id, promotionId, memberId, true), "promotion");
      if (row.type !== "raffle") throw new HttpError(409, "not_claimable", "This promotion has nothing to claim.");
      // One row per member and raffle (its primary key): a burst of claims enters once. A claim that waited on a
      // concurrent one's insert sees neither row in its own snapshot, so it reads the winner's again.
      const [first] = await sql.claimPromotion(db, promotionId, memberId);
      const [claim] = first ? [first] : await sql.claimPromotion(db, promotionId, memberId);
      return { promotionId, claimedAt: claim?.claimed_at ?? new Date().toISOString() };
    },

    async page(merchantCode: string | undefined, slug: string, language: string): Promise<SitePage> {
      const merchant = await merchantOf(merchantCode);
      const row = await expectRow(sql.readPage(db, merchant.id, slug), "page");
      const text = pickTranslation(row.translations, language, merchant.defaultLanguage);
      return { title: text.title ?? "", content: sanitise(text.content ?? "") };
    },

    async downloads(merchantCode: string | undefined): Promise<Download[]> {
      const merchant = await merchantOf(merchantCode);
      return (await sql.readDownloads(db, merchant.id)).map((row) => ({
        platform: oneOf(DOWNLOAD_PLATFORMS, row.platform, "lite"),
        url: row.url,
        qrCodeUrl: row.qr_code_url,
        version: row.version,
      }));
    },

    async feedback(merchantCode: string | undefined, memberId: number | null, request: FeedbackRequest, ip: string) {
      const merchant = await merchantOf(merchantCode);
      const [row] = await sql.insertFeedback(db, {
        merchantId: merchant.id,
        memberId,
        category: request.category,
        content: request.content,
        contact: request.contact ?? "",
        ip,
      });
      return { id: row?.id ?? 0 };
    },

    async service(merchantCode: string | undefined, rankLevel: number | null): Promise<Service> {
      const merchant = await merchantOf(merchantCode);
      const links = (await sql.allServiceLinks(db, merchant.id)).map(toServiceLink);
      return { version: { pathList: links }, chat: chooseChat(links, rankLevel) };
    },

    /** messageV2: the member's platform messages, newest first, with what is still unread. */
    async messages(memberId: number, pageNo: number) {
      const rows = await sql.messagesOf(db, memberId, MESSAGE_PAGE_SIZE, (pageNo - 1) * MESSAGE_PAGE_SIZE);
      return {
        list: rows.map((row) => ({
          id: row.id, title: row.title, content: row.content, read: row.read_at !== null, time: new Date(row.created_at).toISOString(),
        })),
        pageNo,
        totalPages: Math.ceil((rows[0]?.total ?? 0) / MESSAGE_PAGE_SIZE),
      };
    },

    async readMessage(memberId: number, messageId: number) {
      if ((await sql.markRead(db, memberId, messageId)).length === 0) throw notFound("No such message");
      return { id: messageId, read: true };
    },

    /** Invite friends: the member's own code, the registration link that carries it, its QR code, and who came. */
    async referral(memberId: number, origin: string) {
      const [row] = await sql.referralOf(db, memberId);
      if (!row) throw notFound("No such member");
      const link = `${origin}/register?affiliateCode=${encodeURIComponent(row.affiliate_code)}`;
      const qr = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(link, { type: "svg", margin: 1 })).toString("base64")}`;
      return { affiliateCode: row.affiliate_code, link, qrCodeUrl: qr, invited: row.invited };
    },

    async counts(merchantCode: string | undefined, memberId: number) {
      const merchant = await merchantOf(merchantCode);
      await options.beforeCounts?.(merchant.id, memberId);
      const [[unread], [unclaimed]] = await Promise.all([sql.unreadMessages(db, memberId), sql.unclaimedCount(db, merchant.id, memberId)]);
      return { unreadCount: unread?.n ?? 0, unclaimedCount: unclaimed?.n ?? 0, missionCount: unclaimed?.missions ?? 0 };
    },

    async image(merchantCode: string | undefined, id: string) {
      const merchant = await merchantOf(merchantCode);
      if (!UUID_PATTERN.test(id)) throw notFound("No such image");
      return expectRow(sql.readImage(db, merchant.id, id), "image");
    },

    // ---- Operator ----

    async uploadImage(merchantCode: string | undefined, bytes: Uint8Array) {
      const merchant = await merchantOf(merchantCode);
      if (bytes.length === 0) throw badRequest("Invalid body. file: the file is empty");
      if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, "payload_too_large", "Images may be at most 5 MB.");
      const mime = detectImageType(bytes);
      if (!mime) throw new HttpError(415, "unsupported_image", "Only PNG, JPEG and WebP images are accepted.");
      const id = randomUUID();
      await sql.insertImage(db, { id, merchantId: merchant.id, mime, bytes, sha256: createHash("sha256").update(bytes).digest("hex") });
      return { id, url: `/wps/content/images/${id}`, mime, size: bytes.length };
    },

    async opsBanners(merchantCode: string | undefined) {
      const merchant = await merchantOf(merchantCode);
      return sql.allBanners(db, merchant.id);
    },

    async saveBanner(merchantCode: string | undefined, id: number | null, input: Partial<BannerInput>) {
      const merchant = await merchantOf(merchantCode);
      const current = id === null ? null : await expectRow(sql.bannerById(db, merchant.id, id), "banner");
      const groupName = input.groupName ?? current?.group_name;
      const url = input.url ?? current?.image_url;
      if (!groupName || !url) throw badRequest("Invalid body. groupName and url are required");
      const values: sql.BannerValues = {
        groupName,
        url,
        title: input.title ?? current?.title ?? "",
        linkageType: input.linkageType ?? current?.linkage_type ?? "none",
        linkageTarget: input.linkageTarget ?? current?.linkage_target ?? "",
        sort: input.sort ?? current?.sort ?? 0,
        language: input.language === undefined ? (current?.language ?? null) : input.language,
        startsAt: input.startsAt === undefined ? (current?.starts_at ?? null) : input.startsAt,
        endsAt: input.endsAt === undefined ? (current?.ends_at ?? null) : input.endsAt,
      };
      checkWindow(values.startsAt, values.endsAt);
      if (values.linkageType !== "none" && values.linkageTarget === "") throw badRequest("Invalid body. linkageTarget: required with a linkageType");
      if (values.linkageType === "url" && !/^https:\/\//.test(values.linkageTarget)) throw badRequest("Invalid body. linkageTarget: must be an https:// address");
      if (values.linkageType === "route" && !/^\/(?!\/)/.test(values.linkageTarget)) throw badRequest("Invalid body. linkageTarget: must be a path of the site");
      if (id === null) return { id: (await sql.insertBanner(db, merchant.id, values))[0]?.id ?? 0 };
      await sql.updateBanner(db, merchant.id, id, values);
      return { id };
    },

    async opsNotices(merchantCode: string | undefined) {
      const merchant = await merchantOf(merchantCode);
      return sql.allNotices(db, merchant.id);
    },

    async saveNotice(merchantCode: string | undefined, id: number | null, input: Partial<NoticeInput>) {
      const merchant = await merchantOf(merchantCode);
      const current = id === null ? null : await expectRow(sql.noticeById(db, merchant.id, id), "notice");
      const type = input.type ?? current?.type;
      const translations = input.translations ? sanitiseTranslations(input.translations) : current?.translations;
      if (!type || !translations) throw badRequest("Invalid body. type and translations are required");
      const values = {
        type,
        translations,
        sort: input.sort ?? current?.sort ?? 0,
        startsAt: input.startsAt === undefined ? (current?.starts_at ?? null) : input.startsAt,
        endsAt: input.endsAt === undefined ? (current?.ends_at ?? null) : input.endsAt,
      };
      checkWindow(values.startsAt, values.endsAt);
      if (id === null) return { id: (await sql.insertNotice(db, merchant.id, values))[0]?.id ?? 0 };
      await sql.updateNotice(db, merchant.id, id, values);
      return { id };
    },

    async opsHelp(merchantCode: string | undefined) {
      const merchant = await merchantOf(merchantCode);
      return sql.allHelp(db, merchant.id);
    },

    async saveHelp(merchantCode: string | undefined, id: number | null, input: Partial<HelpInput>) {
      const merchant = await merchantOf(merchantCode);
      const current = id === null ? null : await expectRow(sql.helpById(db, merchant.id, id), "help section");
      const anchor = input.anchor ?? current?.anchor;
      const translations = input.translations ? sanitiseTranslations(input.translations) : current?.translations;
      if (!anchor || !translations) throw badRequest("Invalid body. anchor and translations are required");
      const values = { anchor, translations, sort: input.sort ?? current?.sort ?? 0 };
      if (id === null) {
        const [created] = await sql.insertHelp(db, merchant.id, values);
        if (!created) throw new HttpError(409, "conflict", `A help section with the anchor ${anchor} exists already.`);
        return { id: created.id };
      }
      await sql.updateHelp(db, merchant.id, id, values).catch((error: unknown) => {
        throw sqlState(error) === "23505" ? new HttpError(409, "conflict", `A help section with the anchor ${anchor} exists already.`) : error;
      });
      return { id };
    },

    async opsPromotions(merchantCode: string | undefined) {
      const merchant = await merchantOf(merchantCode);
      return sql.allPromotions(db, merchant.id);
    },

    async savePromotion(merchantCode: string | undefined, id: number | null, input: Partial<PromotionInput>) {
      const merchant = await merchantOf(merchantCode);
      const current = id === null ? null : await expectRow(sql.promotionById(db, merchant.id, id, null, false), "promotion");
      const type = input.type ?? current?.type;
      const imageUrl = input.imageUrl ?? current?.image_url;
      const translations = input.translations ? sanitiseTranslations(input.translations) : current?.translations;
      if (!type || !imageUrl || !translations) throw badRequest("Invalid body. type, imageUrl and translations are required");
      const values = {
        type,
        imageUrl,
        translations,
        sort: input.sort ?? current?.sort ?? 0,
        startsAt: input.startsAt === undefined ? (current?.starts_at ?? null) : input.startsAt,
        endsAt: input.endsAt === undefined ? (current?.ends_at ?? null) : input.endsAt,
      };
      checkWindow(values.startsAt, values.endsAt);
      if (id === null) return { id: (await sql.insertPromotion(db, merchant.id, values))[0]?.id ?? 0 };
      await sql.updatePromotion(db, merchant.id, id, values);
      return { id };
    },

    async opsServiceLinks(merchantCode: string | undefined) {
      const merchant = await merchantOf(merchantCode);
      return sql.allServiceLinks(db, merchant.id);
    },

    async saveServiceLink(merchantCode: string | undefined, id: number | null, input: Partial<ServiceLinkInput>) {
      const merchant = await merchantOf(merchantCode);
      const current = id === null ? null : (await sql.allServiceLinks(db, merchant.id)).find((row) => row.id === id);
      if (id !== null && !current) throw notFound("No such service link");
      const type = input.type ?? current?.cs_type;
      const title = input.title ?? current?.title;
      const path = input.path ?? current?.path;
      if (!type || !title || !path) throw badRequest("Invalid body. type, title and path are required");
      const values = { type, title, path, sort: input.sort ?? current?.sort ?? 0 };
      const saved = id === null ? ((await sql.insertServiceLink(db, merchant.id, values))[0]?.id ?? 0) : id;
      if (id !== null) await sql.updateServiceLink(db, merchant.id, id, values);
      await system.settingsChanged(); // the whitelabel answer carries these links too
      return { id: saved };
    },

    async savePage(merchantCode: string | undefined, slug: string, translations: Partial<Record<string, Record<string, string>>>) {
      const merchant = await merchantOf(merchantCode);
      await sql.writePage(db, merchant.id, slug, sanitiseTranslations(translations));
      return { slug };
    },

    async saveDownload(merchantCode: string | undefined, platform: string, input: { url: string; qrCodeUrl?: string | undefined; version?: string | undefined }) {
      const merchant = await merchantOf(merchantCode);
      await sql.writeDownload(db, merchant.id, { platform, url: input.url, qrCodeUrl: input.qrCodeUrl ?? "", version: input.version ?? "" });
      return { platform };
    },

    async opsFeedback(merchantCode: string | undefined) {
      const merchant = await merchantOf(merchantCode);
      return sql.listFeedback(db, merchant.id);
    },

    async remove(merchantCode: string | undefined, table: sql.ContentTable, id: number) {
      const merchant = await merchantOf(merchantCode);
      const [deleted] = await sql.deleteRow(db, table, merchant.id, id);
      if (!deleted) throw notFound("Nothing to delete with that id");
      if (table === "customer_service") await system.settingsChanged();
      return { id };
    },

    /** Orders rows as listed; every id must belong to this merchant's table. */
    async reorder(merchantCode: string | undefined, table: sql.ContentTable, ids: readonly number[]) {
      const merchant = await merchantOf(merchantCode);
      if (new Set(ids).size !== ids.length) throw badRequest("Invalid body. ids: each id once");
      return db.transaction(async (tx) => {
        const updated = await sql.reorder(tx, table, merchant.id, ids);
        if (updated.length !== ids.length) {
          const known = new Set(updated.map((row) => row.id));
          throw badRequest(`Invalid body. ids: unknown ${ids.filter((id) => !known.has(id)).join(", ")}`);
        }
        if (table === "customer_service") await system.settingsChanged();
        return { ids };
      });
    },
  };
}
