// Activities: what each member sees of one (coming soon, join, applying, rejected, claim, claimed, joined, close),
// applications with a comment and up to three pictures checked by their bytes, the operator's review, and the claim
// that pays the reward once through the ledger. Their text is HTML the site renders: sanitised when written and read.
import { encodeReference } from "../../../src/contract/recordReference";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db } from "../../db/index";
import { id, iso } from "../../db/codecs";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { sanitise } from "../../lib/html";
import { detectImageType } from "../../lib/images";
import { decimalToMinor, minorToDecimal } from "../../lib/money";
import { ACTIVITY_COMMENT_MAX, ACTIVITY_IMAGE_MAX_BYTES, ACTIVITY_IMAGES_MAX, type ActivityState } from "../../../src/contract/activity";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import type { WalletService } from "../wallet/service";
import { UUID_PATTERN } from "../../../src/contract/fields";
import { inLanguage } from "../../../src/contract/member";

const activityRow = z.object({
  id, translations: z.record(z.string(), z.object({ title: z.string(), content: z.string() })), image_url: z.string(), needs_application: z.boolean(),
  reward_minor: z.coerce.bigint(), starts_at: iso, ends_at: iso, app_id: id.nullable(), status: z.string().nullable(), reason: z.string().nullable(),
});
type ActivityRow = z.infer<typeof activityRow>;

/** SPEC §4: the state a member sees, from the activity's dates and the member's application. */
export function stateOf(row: Pick<ActivityRow, "starts_at" | "ends_at" | "status">, now = new Date()): ActivityState {
  switch (row.status) {
    case "applying":
      return "applying";
    case "rejected":
      return "rejected";
    case "issued":
      return "claim";
    case "claimed":
      return "claimed";
    case "joined":
      return new Date(row.ends_at) > now ? "in process" : "joined";
  }
  if (new Date(row.starts_at) > now) return "coming soon";
  return new Date(row.ends_at) <= now ? "close" : "join";
}

export type ActivityService = ReturnType<typeof createActivityService>;

export function createActivityService(db: Db, system: SystemService, wallet: WalletService, members: MemberService) {
  const rows = (merchantId: number, memberId: number | null, activityId: number | null) =>
    db.query(
      activityRow,
      `select a.id, a.translations, a.image_url, a.needs_application, a.reward_minor, a.starts_at, a.ends_at, p.id as app_id, p.status, p.reason
         from activity a left join activity_application p on p.activity_id = a.id and p.member_id = $2
        where a.merchant_id = $1 and ($3::integer is null or a.id = $3) order by a.sort, a.id`,
      [merchantId, memberId, activityId],
    );
  const toActivity = (row: ActivityRow, language: string) => {
    const text = inLanguage(row.translations, language) ?? { title: "", content: "" };
    return {
      // Sanitised again on the way out: rows written before sanitising (or by hand) never reach the page as they are.
      id: row.id, title: text.title, content: sanitise(text.content), imageUrl: row.image_url, needsApplication: row.needs_application,
      reward: minorToDecimal(row.reward_minor), startsAt: row.starts_at, endsAt: row.ends_at, state: stateOf(row), reason: row.reason,
    };
  };
  async function one(merchantId: number, memberId: number, activityId: number) {
    const [row] = await rows(merchantId, memberId, activityId);
    if (!row) throw notFound("No such activity");
    return row;
  }

  return {
    async list(memberId: number | null, language: string) {
      const merchant = await system.merchant();
      return (await rows(merchant.id, memberId, null)).map((row) => toActivity(row, language));
    },

    /** A plain join, or an application with a comment (≤ 140 characters) and up to three PNG or JPEG pictures (≤ 5 MB). */
    async apply(memberId: number, activityId: number, comment: string, images: Uint8Array[], language: string) {
      const merchant = await system.merchant();
      const row = await one(merchant.id, memberId, activityId);
      if (stateOf(row) !== "join") throw new HttpError(409, "not_open", "This activity cannot be joined now.");
      if (!row.needs_application) {
        await db.execute("insert into activity_application (activity_id, member_id, status) values ($1, $2, 'joined') on conflict do nothing", [activityId, memberId]);
        return toActivity(await one(merchant.id, memberId, activityId), language);
      }
      if ([...comment].length > ACTIVITY_COMMENT_MAX) throw badRequest(`Invalid body. comment: at most ${ACTIVITY_COMMENT_MAX} characters`);
      if (images.length > ACTIVITY_IMAGES_MAX) throw badRequest(`Invalid body. images: at most ${ACTIVITY_IMAGES_MAX}`);
      const typed = images.map((bytes) => {
        if (bytes.length === 0 || bytes.length > ACTIVITY_IMAGE_MAX_BYTES) throw new HttpError(413, "payload_too_large", "Each picture may be at most 5 MB.");
        const mime = detectImageType(bytes);
        if (mime !== "image/png" && mime !== "image/jpeg") throw new HttpError(415, "unsupported_image", "Pictures must be PNG or JPEG.");
        return { bytes, mime };
      });
      await db.transaction(async (tx) => {
        const [created] = await tx.query(
          z.object({ id }),
          "insert into activity_application (activity_id, member_id, comment, status) values ($1, $2, $3, 'applying') on conflict do nothing returning id",
          [activityId, memberId, comment],
        );
        if (!created) throw new HttpError(409, "already_applied", "You have already applied for this activity.");
        for (const image of typed) {
          await tx.execute("insert into activity_image (id, application_id, mime, bytes, size) values ($1, $2, $3, $4, $5)", [randomUUID(), created.id, image.mime, Buffer.from(image.bytes), image.bytes.length]);
        }
      });
      return toActivity(await one(merchant.id, memberId, activityId), language);
    },

    /**
     * The reward into the wallet: once, in the same transaction as the application's 'claimed' (the update that
     * takes it is the check, so a burst of claims pays one). `replayed` tells a repeat, which pays nothing.
     */
    async claim(memberId: number, activityId: number, language: string) {
      const merchant = await system.merchant();
      const row = await one(merchant.id, memberId, activityId);
      if (row.status === "claimed") return { ...toActivity(row, language), replayed: true };
      if (row.status !== "issued" || row.app_id === null) throw new HttpError(409, "nothing_to_claim", "There is no reward to claim here yet.");
      const appId = row.app_id;
      const paid = await db.transaction(async (tx) => {
        const [taken] = await tx.query(
          z.object({ id, reward_minor: z.coerce.bigint(), titles: z.record(z.string(), z.string()) }),
          `update activity_application p set status = 'claimed', claimed_at = now() from activity a
            where p.id = $1 and p.status = 'issued' and a.id = p.activity_id
            returning p.id, a.reward_minor, (select coalesce(jsonb_object_agg(t.key, t.value->>'title'), '{}'::jsonb) from jsonb_each(a.translations) t) as titles`,
          [appId],
        );
        if (!taken) return false;
        const moved = await wallet.payBonus("bonus", { memberId, key: `activity:${appId}`, reference: encodeReference({ code: "activity", name: taken.titles }), amount: taken.reward_minor }, tx);
        await tx.execute("update activity_application set transfer_id = $2 where id = $1", [appId, moved.transferId]);
        return true;
      });
      return { ...toActivity(await one(merchant.id, memberId, activityId), language), replayed: !paid };
    },

    // ---- The operator ----

    async createActivity(input: { title: string; content: string; needsApplication: boolean; reward: string; startsAt: string; endsAt: string }) {
      const merchant = await system.merchant();
      const starts = new Date(input.startsAt);
      const ends = new Date(input.endsAt);
      if (Number.isNaN(starts.getTime()) || Number.isNaN(ends.getTime()) || ends <= starts) throw badRequest("Invalid body. startsAt, endsAt: two dates, the end after the start");
      const [created] = await db.query(
        z.object({ id }),
        "insert into activity (merchant_id, translations, needs_application, reward_minor, starts_at, ends_at) values ($1, $2, $3, $4, $5, $6) returning id",
        [merchant.id, JSON.stringify({ en: { title: input.title, content: sanitise(input.content) } }), input.needsApplication, decimalToMinor(input.reward).toString(), starts.toISOString(), ends.toISOString()],
      );
      return { id: created?.id ?? 0 };
    },

    /** Rewards the operator issued that the member has not claimed yet (the reward centre lists them, the badges count them). */
    issued: (memberId: number) =>
      db.query(
        z.object({ activity_id: id, translations: z.record(z.string(), z.object({ title: z.string() })), reward_minor: z.coerce.bigint(), decided_at: iso }),
        `select a.id as activity_id, a.translations, a.reward_minor, coalesce(p.decided_at, p.created_at) as decided_at
           from activity_application p join activity a on a.id = p.activity_id
          where p.member_id = $1 and p.status = 'issued' order by p.id desc`,
        [memberId],
      ),

    async applications(status: string | null) {
      const merchant = await system.merchant();
      const rows = await db.query(
        z.object({ id, activity_id: id, member_id: id, comment: z.string(), status: z.string(), images: z.array(z.string()), created_at: iso }),
        `select p.id, p.activity_id, p.member_id, p.comment, p.status, coalesce(array_agg(i.id::text) filter (where i.id is not null), '{}') as images, p.created_at
           from activity_application p join activity a on a.id = p.activity_id left join activity_image i on i.application_id = p.id
          where a.merchant_id = $1 and ($2::text is null or p.status = $2) group by p.id order by p.created_at limit 200`,
        [merchant.id, status],
      );
      // Names from the member module, which keeps them.
      const usernames = await members.usernames(rows.map((row) => row.member_id));
      return rows.map(({ member_id: memberId, ...row }) => ({ ...row, username: usernames.get(memberId) ?? "" }));
    },

    async decide(applicationId: number, decision: "approve" | "reject", reason: string | undefined) {
      const merchant = await system.merchant();
      const [decided] = await db.query(
        z.object({ id, status: z.string() }),
        `update activity_application p set status = $3, reason = $4, decided_at = now() from activity a
          where p.id = $1 and a.id = p.activity_id and a.merchant_id = $2 and p.status = 'applying' returning p.id, p.status`,
        [applicationId, merchant.id, decision === "approve" ? "issued" : "rejected", reason ?? null],
      );
      if (!decided) throw new HttpError(409, "already_decided", "This application is not waiting for a decision.");
      return decided;
    },

    async image(imageId: string) {
      const merchant = await system.merchant();
      if (!UUID_PATTERN.test(imageId)) throw notFound("No such image");
      const [image] = await db.query(
        z.object({ mime: z.string(), bytes: z.instanceof(Uint8Array) }),
        "select i.mime, i.bytes from activity_image i join activity_application p on p.id = i.application_id join activity a on a.id = p.activity_id where i.id = $1 and a.merchant_id = $2",
        [imageId, merchant.id],
      );
      if (!image) throw notFound("No such image");
      return image;
    },
  };
}
