// Queries of the content module. "Live" rows are those inside their schedule window now.
import { z } from "zod";
import type { Queryable } from "../../db/index";
import { iso, optionalIso } from "../../db/codecs";

const LIVE = "(starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())";
const translations = z.record(z.string(), z.record(z.string(), z.string()));

// ---- Images ----

export const imageRow = z.object({ mime: z.string(), bytes: z.instanceof(Uint8Array) });
export const insertImage = (db: Queryable, image: { id: string; merchantId: number; mime: string; bytes: Uint8Array; sha256: string }) =>
  db.execute("insert into content_image (id, merchant_id, mime, bytes, size, sha256) values ($1, $2, $3, $4, $5, $6)", [
    image.id, image.merchantId, image.mime, image.bytes, image.bytes.length, image.sha256,
  ]);
export const readImage = (db: Queryable, merchantId: number, id: string) =>
  db.query(imageRow, "select mime, bytes from content_image where merchant_id = $1 and id = $2", [merchantId, id]);

// ---- Banners ----

export const bannerRow = z.object({
  id: z.number(),
  group_name: z.string(),
  image_url: z.string(),
  title: z.string(),
  linkage_type: z.string(),
  linkage_target: z.string(),
  sort: z.number(),
  language: z.string().nullable(),
  starts_at: optionalIso,
  ends_at: optionalIso,
});
export type BannerRow = z.infer<typeof bannerRow>;
const BANNER_COLUMNS = "id, group_name, image_url, title, linkage_type, linkage_target, sort, language, starts_at, ends_at";

export const liveBanners = (db: Queryable, merchantId: number, group: string) =>
  db.query(bannerRow, `select ${BANNER_COLUMNS} from banner where merchant_id = $1 and group_name = $2 and ${LIVE} order by sort, id`, [
    merchantId, group,
  ]);
export const allBanners = (db: Queryable, merchantId: number) =>
  db.query(bannerRow, `select ${BANNER_COLUMNS} from banner where merchant_id = $1 order by group_name, sort, id`, [merchantId]);
export const bannerById = (db: Queryable, merchantId: number, id: number) =>
  db.query(bannerRow, `select ${BANNER_COLUMNS} from banner where merchant_id = $1 and id = $2`, [merchantId, id]);

export interface BannerValues {
  groupName: string;
  url: string;
  title: string;
  linkageType: string;
  linkageTarget: string;
  sort: number;
  language: string | null;
  startsAt: string | null;
  endsAt: string | null;
}
export const insertBanner = (db: Queryable, merchantId: number, b: BannerValues) =>
  db.query(
    z.object({ id: z.number() }),
    `insert into banner (merchant_id, group_name, image_url, title, linkage_type, linkage_target, sort, language, starts_at, ends_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [merchantId, b.groupName, b.url, b.title, b.linkageType, b.linkageTarget, b.sort, b.language, b.startsAt, b.endsAt],
  );
export const updateBanner = (db: Queryable, merchantId: number, id: number, b: BannerValues) =>
  db.execute(
    `update banner set group_name = $3, image_url = $4, title = $5, linkage_type = $6, linkage_target = $7, sort = $8, language = $9,
       starts_at = $10, ends_at = $11 where merchant_id = $1 and id = $2`,
    [merchantId, id, b.groupName, b.url, b.title, b.linkageType, b.linkageTarget, b.sort, b.language, b.startsAt, b.endsAt],
  );

// ---- Notices, help sections, promotions: translated rows ----

export const noticeRow = z.object({
  id: z.number(),
  type: z.string(),
  translations,
  sort: z.number(),
  published_at: iso,
  starts_at: optionalIso,
  ends_at: optionalIso,
});
export type NoticeRow = z.infer<typeof noticeRow>;
const NOTICE_COLUMNS = "id, type, translations, sort, published_at, starts_at, ends_at";
export const liveNotices = (db: Queryable, merchantId: number, types: readonly string[], platform: string) =>
  db.query(
    noticeRow,
    `select ${NOTICE_COLUMNS} from notice where merchant_id = $1 and type = any($2::text[]) and platform = $3 and ${LIVE}
     order by sort, coalesce(starts_at, published_at) desc, id desc`,
    [merchantId, types, platform],
  );
export const allNotices = (db: Queryable, merchantId: number) =>
  db.query(noticeRow, `select ${NOTICE_COLUMNS} from notice where merchant_id = $1 order by sort, published_at desc, id desc`, [merchantId]);
export const noticeById = (db: Queryable, merchantId: number, id: number) =>
  db.query(noticeRow, `select ${NOTICE_COLUMNS} from notice where merchant_id = $1 and id = $2`, [merchantId, id]);
export const insertNotice = (db: Queryable, merchantId: number, n: { type: string; translations: object; sort: number; startsAt: string | null; endsAt: string | null }) =>
  db.query(
    z.object({ id: z.number() }),
    "insert into notice (merchant_id, type, translations, sort, starts_at, ends_at) values ($1, $2, $3, $4, $5, $6) returning id",
    [merchantId, n.type, JSON.stringify(n.translations), n.sort, n.startsAt, n.endsAt],
  );
export const updateNotice = (db: Queryable, merchantId: number, id: number, n: { type: string; translations: object; sort: number; startsAt: string | null; endsAt: string | null }) =>
  db.execute("update notice set type = $3, translations = $4, sort = $5, starts_at = $6, ends_at = $7 where merchant_id = $1 and id = $2", [
    merchantId, id, n.type, JSON.stringify(n.translations), n.sort, n.startsAt, n.endsAt,
  ]);

export const helpRow = z.object({ id: z.number(), anchor: z.string(), translations, sort: z.number() });
export type HelpRow = z.infer<typeof helpRow>;
export const allHelp = (db: Queryable, merchantId: number) =>
  db.query(helpRow, "select id, anchor, translations, sort from help_section where merchant_id = $1 order by sort, id", [merchantId]);
export const helpById = (db: Queryable, merchantId: number, id: number) =>
  db.query(helpRow, "select id, anchor, translations, sort from help_section where merchant_id = $1 and id = $2", [merchantId, id]);
export const insertHelp = (db: Queryable, merchantId: number, h: { anchor: string; translations: object; sort: number }) =>
  db.query(
    z.object({ id: z.number() }),
    "insert into help_section (merchant_id, anchor, translations, sort) values ($1, $2, $3, $4) on conflict (merchant_id, anchor) do nothing returning id",
    [merchantId, h.anchor, JSON.stringify(h.translations), h.sort],
  );
export const updateHelp = (db: Queryable, merchantId: number, id: number, h: { anchor: string; translations: object; sort: number }) =>
  db.execute("update help_section set anchor = $3, translations = $4, sort = $5 where merchant_id = $1 and id = $2", [
    merchantId, id, h.anchor, JSON.stringify(h.translations), h.sort,
  ]);

export const promotionRow = z.object({
  id: z.number(),
  type: z.string(),
  image_url: z.string(),
  translations,
  sort: z.number(),
  starts_at: optionalIso,
  ends_at: optionalIso,
  claimed: z.boolean(),
});
export type PromotionRow = z.infer<typeof promotionRow>;
const PROMOTION_COLUMNS = `p.id, p.type, p.image_url, p.translations, p.sort, p.starts_at, p.ends_at,
  exists (select 1 from promotion_claim c where c.promotion_id = p.id and c.member_id = $2) as claimed`;
export const livePromotions = (db: Queryable, merchantId: number, memberId: number | null, type: string | null) =>
  db.query(
    promotionRow,
    `select ${PROMOTION_COLUMNS} from promotion p where p.merchant_id = $1 and ($3::text is null or p.type = $3) and ${LIVE}
     order by p.sort, p.id`,
    [merchantId, memberId, type],
  );
export const allPromotions = (db: Queryable, merchantId: number) =>
  db.query(promotionRow, `select ${PROMOTION_COLUMNS} from promotion p where p.merchant_id = $1 order by p.sort, p.id`, [merchantId, null]);
export const promotionById = (db: Queryable, merchantId: number, id: number, memberId: number | null, liveOnly: boolean) =>
  db.query(
    promotionRow,
    `select ${PROMOTION_COLUMNS} from promotion p where p.merchant_id = $1 and p.id = $3 ${liveOnly ? `and ${LIVE}` : ""}`,
    [merchantId, memberId, id],
  );
export const insertPromotion = (
  db: Queryable,
  merchantId: number,
  p: { type: string; imageUrl: string; translations: object; sort: number; startsAt: string | null; endsAt: string | null },
) =>
  db.query(
    z.object({ id: z.number() }),
    "insert into promotion (merchant_id, type, image_url, translations, sort, starts_at, ends_at) values ($1, $2, $3, $4, $5, $6, $7) returning id",
    [merchantId, p.type, p.imageUrl, JSON.stringify(p.translations), p.sort, p.startsAt, p.endsAt],
  );
export const updatePromotion = (
  db: Queryable,
  merchantId: number,
  id: number,
  p: { type: string; imageUrl: string; translations: object; sort: number; startsAt: string | null; endsAt: string | null },
) =>
  db.execute(
    "update promotion set type = $3, image_url = $4, translations = $5, sort = $6, starts_at = $7, ends_at = $8 where merchant_id = $1 and id = $2",
    [merchantId, id, p.type, p.imageUrl, JSON.stringify(p.translations), p.sort, p.startsAt, p.endsAt],
  );
/** Claims once: a second claim finds the first and answers it. */
export const claimPromotion = (db: Queryable, promotionId: number, memberId: number) =>
  db.query(
    z.object({ claimed_at: iso }),
    `with inserted as (
       insert into promotion_claim (promotion_id, member_id) values ($1, $2) on conflict do nothing returning claimed_at
     )
     select claimed_at from inserted union all select claimed_at from promotion_claim where promotion_id = $1 and member_id = $2 limit 1`,
    [promotionId, memberId],
  );
/** Raffles running that the member has not drawn yet: drawn on the promotions page. */
export const openRaffles = (db: Queryable, merchantId: number, memberId: number) =>
  db.query(
    z.object({ id: z.number(), translations: z.record(z.string(), z.object({ title: z.string() })), starts_at: optionalIso }),
    `select p.id, p.translations, p.starts_at from promotion p
      where p.merchant_id = $1 and p.type = 'raffle' and ${LIVE}
        and not exists (select 1 from promotion_claim c where c.promotion_id = p.id and c.member_id = $2)
      order by p.sort, p.id`,
    [merchantId, memberId],
  );

/** Deletes one row of a content table by id; the table name comes from code, never from a request. */
export const deleteRow = (db: Queryable, table: ContentTable, merchantId: number, id: number) =>
  db.query(z.object({ id: z.number() }), `delete from ${table} where merchant_id = $1 and id = $2 returning id`, [merchantId, id]);
export type ContentTable = "banner" | "notice" | "help_section" | "promotion";
/** Sets sort to each id's position in the list. */
export const reorder = (db: Queryable, table: ContentTable, merchantId: number, ids: readonly number[]) =>
  db.query(
    z.object({ id: z.number() }),
    `update ${table} t set sort = o.position from unnest($2::int[]) with ordinality as o(id, position)
     where t.merchant_id = $1 and t.id = o.id returning t.id`,
    [merchantId, ids],
  );

// ---- Pages, downloads, feedback, messages ----

export const pageRow = z.object({ slug: z.string(), translations });
export const readPage = (db: Queryable, merchantId: number, slug: string) =>
  db.query(pageRow, "select slug, translations from site_page where merchant_id = $1 and slug = $2", [merchantId, slug]);
export const writePage = (db: Queryable, merchantId: number, slug: string, value: object) =>
  db.execute(
    `insert into site_page (merchant_id, slug, translations) values ($1, $2, $3)
     on conflict (merchant_id, slug) do update set translations = excluded.translations`,
    [merchantId, slug, JSON.stringify(value)],
  );

export const downloadRow = z.object({ platform: z.string(), url: z.string(), qr_code_url: z.string(), version: z.string() });
export const readDownloads = (db: Queryable, merchantId: number) =>
  db.query(
    downloadRow,
    `select platform, url, qr_code_url, version from app_download where merchant_id = $1
     order by array_position(array['ios', 'android', 'lite'], platform)`,
    [merchantId],
  );
export const writeDownload = (db: Queryable, merchantId: number, d: { platform: string; url: string; qrCodeUrl: string; version: string }) =>
  db.execute(
    `insert into app_download (merchant_id, platform, url, qr_code_url, version) values ($1, $2, $3, $4, $5)
     on conflict (merchant_id, platform) do update set url = excluded.url, qr_code_url = excluded.qr_code_url, version = excluded.version`,
    [merchantId, d.platform, d.url, d.qrCodeUrl, d.version],
  );

export const insertFeedback = (
  db: Queryable,
  f: { merchantId: number; memberId: number | null; category: string; content: string; contact: string; ip: string },
) =>
  db.query(
    z.object({ id: z.coerce.number() }),
    "insert into feedback (merchant_id, member_id, category, content, contact, ip) values ($1, $2, $3, $4, $5, $6) returning id",
    [f.merchantId, f.memberId, f.category, f.content, f.contact, f.ip],
  );
export const feedbackRow = z.object({
  id: z.coerce.number(),
  member_id: z.coerce.number().nullable(),
  category: z.string(),
  content: z.string(),
  contact: z.string(),
  status: z.string(),
  created_at: iso,
});
export const listFeedback = (db: Queryable, merchantId: number) =>
  db.query(feedbackRow, "select id, member_id, category, content, contact, status, created_at from feedback where merchant_id = $1 order by id desc limit 500", [
    merchantId,
  ]);

export const unreadMessages = (db: Queryable, memberId: number) =>
  db.query(z.object({ n: z.coerce.number() }), "select count(*) as n from member_message where member_id = $1 and read_at is null", [memberId]);

export const messagesOf = (db: Queryable, memberId: number, limit: number, offset: number) =>
  db.query(
    z.object({ id: z.coerce.number(), title: z.string(), content: z.string(), read_at: z.union([z.date(), z.string(), z.null()]), created_at: z.union([z.date(), z.string()]), total: z.coerce.number() }),
    "select id, title, content, read_at, created_at, count(*) over () as total from member_message where member_id = $1 order by id desc limit $2 offset $3",
    [memberId, limit, offset],
  );
/** Marks one of the member's messages read; answers nothing for another member's message. */
export const markRead = (db: Queryable, memberId: number, messageId: number) =>
  db.query(z.object({ id: z.coerce.number() }), "update member_message set read_at = coalesce(read_at, now()) where id = $2 and member_id = $1 returning id", [memberId, messageId]);
