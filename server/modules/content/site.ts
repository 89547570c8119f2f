// Content management: banners, notices, help, promotions and their raffles, pages, downloads and customer service
// links: what the site reads (schedule windows, order, language fallback, HTML sanitised on write and on read) and the
// operator's edits, image uploads among them.
import { createHash, randomUUID } from "node:crypto";
import { sqlState, type Db } from "../../db/index";
import type {
  Banner,
  BannerGroup,
  BannerInput,
  Download,
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
import { inLanguage } from "../../../src/contract/member";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** VIP customer service is offered above this club rank (SPEC §4). */
export const VIP_RANK_ABOVE = 4;

type Translations = Record<string, Record<string, string>>;
type Merchant = { id: number; defaultLanguage: string };
/** The tables the operator orders and deletes rows of by id. */
export type ContentTable = sql.ContentTable | "customer_service";

/** The requested language, else the merchant's default, else English, else whatever exists. */
export function pickTranslation(translations: Translations, language: string, defaultLanguage: string): Record<string, string> {
  return inLanguage(translations, language, defaultLanguage) ?? {};
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

/** The showing window after an edit (a field left out keeps the stored one), checked: it must end after it starts. */
function windowOf(
  input: { startsAt?: string | null | undefined; endsAt?: string | null | undefined },
  current: { starts_at: string | null; ends_at: string | null } | null,
) {
  const startsAt = input.startsAt === undefined ? (current?.starts_at ?? null) : input.startsAt;
  const endsAt = input.endsAt === undefined ? (current?.ends_at ?? null) : input.endsAt;
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) throw badRequest("Invalid body. endsAt: must be after startsAt");
  return { startsAt, endsAt };
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => values.find((v) => v === value) ?? fallback;

export function createSiteContent(db: Db, system: SystemService) {
  async function merchantOf(): Promise<Merchant> {
    const merchant = await system.merchant();
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

  const toServiceLink = (row: { csType: string; title: string; path: string }): ServiceLink => ({
    type: oneOf(SERVICE_TYPES, row.csType, "LIVECHAT"),
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
    async banners(group: BannerGroup, language: string): Promise<Banner[]> {
      const merchant = await merchantOf();
      const rows = await sql.liveBanners(db, merchant.id, group);
      const forLanguage = (lang: string) => rows.filter((row) => row.language === null || row.language === lang);
      const own = forLanguage(language);
      const chosen = own.some((row) => row.language !== null) ? own : forLanguage(merchant.defaultLanguage);
      return chosen.map(toBanner);
    },

    async notices(query: { types?: string[] | undefined; platform?: string | undefined }, language: string): Promise<Notice[]> {
      const merchant = await merchantOf();
      const types = query.types && query.types.length > 0 ? query.types : [...NOTICE_TYPES];
      const rows = await sql.liveNotices(db, merchant.id, types, query.platform ?? "W");
      return rows.map((row) => toNotice(row, language, merchant));
    },

    async help(language: string): Promise<{ sections: HelpSection[] }> {
      const merchant = await merchantOf();
      const rows = await sql.allHelp(db, merchant.id);
      return {
        sections: rows.map((row) => {
          const text = pickTranslation(row.translations, language, merchant.defaultLanguage);
          return { anchor: row.anchor, title: text.title ?? "", content: sanitise(text.content ?? "") };
        }),
      };
    },

    async promotions(memberId: number | null, type: PromotionType | undefined, language: string): Promise<Promotion[]> {
      const merchant = await merchantOf();
      const rows = await sql.livePromotions(db, merchant.id, memberId, type ?? null);
      return rows.map((row) => {
        const { content: _content, ...promotion } = toPromotion(row, language, merchant);
        return promotion;
      });
    },

    async promotion(memberId: number | null, id: number, language: string): Promise<PromotionDetail> {
      const merchant = await merchantOf();
      return toPromotion(await expectRow(sql.promotionById(db, merchant.id, id, memberId, true), "promotion"), language, merchant);
    },

    /** Enters the member in a live raffle promotion, once; claiming again answers the first claim. */
    async claimRaffle(memberId: number, promotionId: number) {
      const merchant = await merchantOf();
      const row = await expectRow(sql.promotionById(db, merchant.id, promotionId, memberId, true), "promotion");
      if (row.type !== "raffle") throw new HttpError(409, "not_claimable", "This promotion has nothing to claim.");
      // One row per member and raffle (its primary key): a burst of claims enters once. A claim that waited on a
      // concurrent one's insert sees neither row in its own snapshot, so it reads the winner's again.
      const [first] = await sql.claimPromotion(db, promotionId, memberId);
      const [claim] = first ? [first] : await sql.claimPromotion(db, promotionId, memberId);
      return { promotionId, claimedAt: claim?.claimed_at ?? new Date().toISOString() };
    },

    /** Raffles running that the member has not drawn yet (the reward centre lists them, the badges count them). */
    async openRaffles(memberId: number) {
      const merchant = await merchantOf();
      return sql.openRaffles(db, merchant.id, memberId);
    },

    async page(slug: string, language: string): Promise<SitePage> {
      const merchant = await merchantOf();
      const row = await expectRow(sql.readPage(db, merchant.id, slug), "page");
      const text = pickTranslation(row.translations, language, merchant.defaultLanguage);
      return { title: text.title ?? "", content: sanitise(text.content ?? "") };
    },

    async downloads(): Promise<Download[]> {
      const merchant = await merchantOf();
      return (await sql.readDownloads(db, merchant.id)).map((row) => ({
        platform: oneOf(DOWNLOAD_PLATFORMS, row.platform, "lite"),
        url: row.url,
        qrCodeUrl: row.qr_code_url,
        version: row.version,
      }));
    },

    async service(rankLevel: number | null): Promise<Service> {
      const links = (await system.shownServiceLinks()).map(toServiceLink);
      return { version: { pathList: links }, chat: chooseChat(links, rankLevel) };
    },

    async image(id: string) {
      const merchant = await merchantOf();
      if (!UUID_PATTERN.test(id)) throw notFound("No such image");
      return expectRow(sql.readImage(db, merchant.id, id), "image");
    },

    // ---- Operator ----

    async uploadImage(bytes: Uint8Array) {
      const merchant = await merchantOf();
      if (bytes.length === 0) throw badRequest("Invalid body. file: the file is empty");
      if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, "payload_too_large", "Images may be at most 5 MB.");
      const mime = detectImageType(bytes);
      if (!mime) throw new HttpError(415, "unsupported_image", "Only PNG, JPEG and WebP images are accepted.");
      const id = randomUUID();
      await sql.insertImage(db, { id, merchantId: merchant.id, mime, bytes, sha256: createHash("sha256").update(bytes).digest("hex") });
      return { id, url: `/wps/content/images/${id}`, mime, size: bytes.length };
    },

    async opsBanners() {
      const merchant = await merchantOf();
      return sql.allBanners(db, merchant.id);
    },

    async saveBanner(id: number | null, input: Partial<BannerInput>) {
      const merchant = await merchantOf();
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
        ...windowOf(input, current),
      };
      if (values.linkageType !== "none" && values.linkageTarget === "") throw badRequest("Invalid body. linkageTarget: required with a linkageType");
      if (values.linkageType === "url" && !/^https:\/\//.test(values.linkageTarget)) throw badRequest("Invalid body. linkageTarget: must be an https:// address");
      if (values.linkageType === "route" && !/^\/(?!\/)/.test(values.linkageTarget)) throw badRequest("Invalid body. linkageTarget: must be a path of the site");
      if (id === null) return { id: (await sql.insertBanner(db, merchant.id, values))[0]?.id ?? 0 };
      await sql.updateBanner(db, merchant.id, id, values);
      return { id };
    },

    async opsNotices() {
      const merchant = await merchantOf();
      return sql.allNotices(db, merchant.id);
    },

    async saveNotice(id: number | null, input: Partial<NoticeInput>) {
      const merchant = await merchantOf();
      const current = id === null ? null : await expectRow(sql.noticeById(db, merchant.id, id), "notice");
      const type = input.type ?? current?.type;
      const translations = input.translations ? sanitiseTranslations(input.translations) : current?.translations;
      if (!type || !translations) throw badRequest("Invalid body. type and translations are required");
      const values = {
        type,
        translations,
        sort: input.sort ?? current?.sort ?? 0,
        ...windowOf(input, current),
      };
      if (id === null) return { id: (await sql.insertNotice(db, merchant.id, values))[0]?.id ?? 0 };
      await sql.updateNotice(db, merchant.id, id, values);
      return { id };
    },

    async opsHelp() {
      const merchant = await merchantOf();
      return sql.allHelp(db, merchant.id);
    },

    async saveHelp(id: number | null, input: Partial<HelpInput>) {
      const merchant = await merchantOf();
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

    async opsPromotions() {
      const merchant = await merchantOf();
      return sql.allPromotions(db, merchant.id);
    },

    async savePromotion(id: number | null, input: Partial<PromotionInput>) {
      const merchant = await merchantOf();
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
        ...windowOf(input, current),
      };
      if (id === null) return { id: (await sql.insertPromotion(db, merchant.id, values))[0]?.id ?? 0 };
      await sql.updatePromotion(db, merchant.id, id, values);
      return { id };
    },

    opsServiceLinks: () => system.serviceLinks(),

    async saveServiceLink(id: number | null, input: Partial<ServiceLinkInput>) {
      const current = id === null ? null : (await system.serviceLinks()).find((row) => row.id === id);
      if (id !== null && !current) throw notFound("No such service link");
      const type = input.type ?? current?.cs_type;
      const title = input.title ?? current?.title;
      const path = input.path ?? current?.path;
      if (!type || !title || !path) throw badRequest("Invalid body. type, title and path are required");
      const values = { type, title, path, sort: input.sort ?? current?.sort ?? 0 };
      // The system module keeps these links (the whitelabel answer carries them too).
      if (id === null) return { id: await system.addServiceLink(values) };
      await system.updateServiceLink(id, values);
      return { id };
    },

    async savePage(slug: string, translations: Partial<Record<string, Record<string, string>>>) {
      const merchant = await merchantOf();
      await sql.writePage(db, merchant.id, slug, sanitiseTranslations(translations));
      return { slug };
    },

    async saveDownload(platform: string, input: { url: string; qrCodeUrl?: string | undefined; version?: string | undefined }) {
      const merchant = await merchantOf();
      await sql.writeDownload(db, merchant.id, { platform, url: input.url, qrCodeUrl: input.qrCodeUrl ?? "", version: input.version ?? "" });
      return { platform };
    },

    async remove(table: ContentTable, id: number) {
      const merchant = await merchantOf();
      const deleted = table === "customer_service" ? await system.removeServiceLink(id) : (await sql.deleteRow(db, table, merchant.id, id)).length > 0;
      if (!deleted) throw notFound("Nothing to delete with that id");
      return { id };
    },

    /** Orders rows as listed; every id must belong to this merchant's table. */
    async reorder(table: ContentTable, ids: readonly number[]) {
      const merchant = await merchantOf();
      if (new Set(ids).size !== ids.length) throw badRequest("Invalid body. ids: each id once");
      return db.transaction(async (tx) => {
        const updated = table === "customer_service" ? await system.reorderServiceLinks(ids, tx) : await sql.reorder(tx, table, merchant.id, ids);
        if (updated.length !== ids.length) {
          const known = new Set(updated.map((row) => row.id));
          throw badRequest(`Invalid body. ids: unknown ${ids.filter((id) => !known.has(id)).join(", ")}`);
        }
        return { ids };
      });
    },
  };
}
