// What the site reads of its content: banners, notices, help, promotions and their raffles, pages, downloads and
// customer service links (schedule windows, order, language fallback, HTML sanitised on read), and uploaded images.
import type { Db } from "../../db/index";
import type { Banner, BannerGroup, Notice, PromotionType } from "../../../src/contract/content";
import type { Download, HelpSection, Promotion, PromotionDetail, Service, ServiceLink, SitePage } from "../../../src/contract/contentPages";
import { BANNER_GROUPS, DOWNLOAD_PLATFORMS, LINKAGE_TYPES, NOTICE_TYPES, PROMOTION_TYPES, SERVICE_TYPES } from "../../../src/contract/content";
import { HttpError, notFound } from "../../http/errors";
import { sanitise } from "../../lib/html";
import type { SystemService } from "../system/service";
import * as sql from "./sql";
import { UUID_PATTERN } from "../../../src/contract/fields";
import { inLanguage } from "../../../src/contract/member";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** VIP customer service is offered above this club rank (SPEC §4). */
export const VIP_RANK_ABOVE = 4;

export type Translations = Record<string, Record<string, string>>;
type Merchant = { id: number; defaultLanguage: string };

/** The requested language, else the merchant's default, else English, else whatever exists. */
export function pickTranslation(translations: Translations, language: string, defaultLanguage: string): Record<string, string> {
  return inLanguage(translations, language, defaultLanguage) ?? {};
}

/** Live chat for most members; the VIP line for members ranked above 4. */
export function chooseChat(links: readonly ServiceLink[], rankLevel: number | null): ServiceLink | null {
  const vip = (rankLevel ?? 0) > VIP_RANK_ABOVE ? links.find((link) => link.type === "VIP") : undefined;
  return vip ?? links.find((link) => link.type === "LIVECHAT") ?? null;
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => values.find((v) => v === value) ?? fallback;

/** The merchant in scope, as content reads it. */
export function merchantOfScope(system: SystemService) {
  return async function merchantOf(): Promise<Merchant> {
    const merchant = await system.merchant();
    return { id: merchant.id, defaultLanguage: merchant.defaultLanguage };
  };
}

export async function expectRow<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(`No such ${what}`);
  return row;
}

export function createSiteContent(db: Db, system: SystemService) {
  const merchantOf = merchantOfScope(system);

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

  return {
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

  };
}
