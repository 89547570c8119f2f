// The operator's content edits: banners, notices, help, promotions, pages, downloads and customer service links
// (HTML sanitised on write; a showing window must end after it starts), image uploads, deleting and ordering rows.
import { createHash, randomUUID } from "node:crypto";
import { sqlState, type Db } from "../../db/index";
import type { BannerInput, HelpInput, NoticeInput, PromotionInput, ServiceLinkInput } from "../../../src/contract/content";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { sanitise } from "../../lib/html";
import { detectImageType } from "../../lib/images";
import type { SystemService } from "../system/service";
import { MAX_IMAGE_BYTES, expectRow, merchantOfScope, type Translations } from "./site";
import * as sql from "./sql";

/** The tables the operator orders and deletes rows of by id. */
export type ContentTable = sql.ContentTable | "customer_service";

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

export function createContentEditing(db: Db, system: SystemService) {
  const merchantOf = merchantOfScope(system);

  return {
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
