// HTTP of the content module: what the site reads (banners, notices, help, promotions, pages, service) and the operator's edits.
import { Hono } from "hono";
import {
  announcementQuerySchema,
  bannerInputSchema,
  bannerPatchSchema,
  bannerQuerySchema,
  downloadInputSchema,
  downloadParamSchema,
  helpInputSchema,
  helpPatchSchema,
  idParamSchema,
  imageIdParamSchema,
  imageUploadFormSchema,
  noticeInputSchema,
  noticePatchSchema,
  orderInputSchema,
  promotionInputSchema,
  promotionPatchSchema,
  serviceLinkInputSchema,
  serviceLinkPatchSchema,
  sitePageInputSchema,
} from "../../../src/contract/content";
import { claimRaffleSchema, feedbackRequestSchema, helpQuerySchema, promotionIdSchema, promotionQuerySchema, sitePageParamSchema } from "../../../src/contract/contentPages";
import { messageIdParamSchema, messageQuerySchema } from "../../../src/contract/member";
import { requireSession } from "../../http/auth";
import { callerIp, requestLanguage, type AppContext, type AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { badRequest } from "../../http/errors";
import { parseInput, readJson, readMultipart } from "../../http/validate";
import { take } from "../../lib/rateLimit";
import type { Db } from "../../db/index";
import type { RewardService } from "../rewards/service";
import type { SessionService } from "../session/service";
import type { ContentService } from "./service";

/** Feedback a caller may send: 5 in 10 minutes and 20 a day per address. */
const FEEDBACK_LIMITS = [
  { ms: 10 * 60 * 1000, max: 5 },
  { ms: 24 * 60 * 60 * 1000, max: 20 },
];

export function contentRoutes(db: Db, content: ContentService, sessions: SessionService, rewards: RewardService) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireSession(sessions.authenticate);
  /** Public calls say more to a signed-in member (claimed promotions, the VIP line) but never require it. */
  const memberOf = async (c: AppContext) => sessions.signedInMember(c.req.header("token"));
  const lang = (c: AppContext) => requestLanguage(c);

  routes.get("/content/banners", async (c) => {
    const { groupName } = parseInput(bannerQuerySchema, c.req.query(), "query");
    return ok(c, await content.banners(groupName, lang(c)));
  });
  routes.get("/relay/MCSFE_getListAnnouncements", async (c) => {
    const query = parseInput(announcementQuerySchema, c.req.query(), "query");
    return ok(c, await content.notices(query, lang(c)));
  });
  routes.get("/system/helpCenter", async (c) => {
    parseInput(helpQuerySchema, c.req.query(), "query");
    return ok(c, await content.help(lang(c)));
  });
  routes.get("/content/promotions", async (c) => {
    const { type } = parseInput(promotionQuerySchema, c.req.query(), "query");
    return ok(c, await content.promotions(await memberOf(c), type, lang(c)));
  });
  routes.get("/content/promotions/:id", async (c) => {
    const { id } = parseInput(promotionIdSchema, c.req.param(), "path");
    return ok(c, await content.promotion(await memberOf(c), id, lang(c)));
  });
  routes.post("/relay/MCS2_claimRafflePromotion", signedIn, async (c) => {
    const { promotionId } = parseInput(claimRaffleSchema, await readJson(c.req.raw), "body");
    return ok(c, await content.claimRaffle(c.get("memberId"), promotionId), "You are in the draw. Good luck!");
  });
  routes.get("/content/pages/:slug", async (c) => {
    const { slug } = parseInput(sitePageParamSchema, c.req.param(), "path");
    return ok(c, await content.page(slug, lang(c)));
  });
  routes.get("/content/downloads", async (c) => ok(c, await content.downloads()));
  routes.put("/feedback", async (c) => {
    const request = parseInput(feedbackRequestSchema, await readJson(c.req.raw), "body");
    const memberId = await memberOf(c);
    if (memberId === null && !request.contact) throw badRequest("Invalid body. contact: tell us how to reach you, or log in first");
    if (!(await take(db, `feedback:${callerIp(c)}`, FEEDBACK_LIMITS))) {
      return c.json({ success: false, code: "too_many_requests", message: "You have sent a lot of feedback. Please try again later.", value: null }, 429);
    }
    const result = await content.feedback(memberId, request, callerIp(c));
    return ok(c, result, "Thank you. We have received your feedback.");
  });
  routes.get("/system/service", async (c) => {
    const memberId = await memberOf(c);
    const rank = memberId === null ? null : (await rewards.vip(memberId, "en")).rankLevel;
    return ok(c, await content.service(rank));
  });
  routes.get("/member/messages", signedIn, async (c) => {
    const { pageNo } = parseInput(messageQuerySchema, c.req.query(), "query");
    return ok(c, await content.messages(c.get("memberId"), pageNo ?? 1));
  });
  routes.post("/member/messages/:id/read", signedIn, async (c) => {
    const { id } = parseInput(messageIdParamSchema, c.req.param(), "path");
    return ok(c, await content.readMessage(c.get("memberId"), id));
  });
  // The link is built on the address the member reached the site by.
  routes.get("/member/referral", signedIn, async (c) => ok(c, await content.referral(c.get("memberId"), new URL(c.req.url).origin)));
  routes.get("/relay/CSP_unreadCount", signedIn, async (c) => ok(c, await rewards.badgeCounts(c.get("memberId"))));
  routes.get("/content/images/:id", async (c) => {
    const { id } = parseInput(imageIdParamSchema, c.req.param(), "path");
    const image = await content.image(id);
    // Served as an inert picture: its own type, no sniffing, and a sandbox should a browser ever open it as a page.
    return c.body(Buffer.from(image.bytes), 200, {
      "Content-Type": image.mime,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": "inline",
    });
  });
  return routes;
}

export function contentOpsRoutes(content: ContentService) {
  const routes = new Hono<AppEnv>();
  const body = async <S extends Parameters<typeof parseInput>[0]>(c: AppContext, schema: S) => parseInput(schema, await readJson(c.req.raw), "body");
  const idOf = (c: AppContext) => parseInput(idParamSchema, c.req.param(), "path").id;

  routes.post("/images", async (c) => {
    const type = c.req.header("content-type") ?? "";
    let bytes: Uint8Array;
    if (type.startsWith("multipart/form-data")) {
      const { file } = parseInput(imageUploadFormSchema, await readMultipart(c.req.raw), "form");
      bytes = new Uint8Array(await file.arrayBuffer());
    } else {
      bytes = new Uint8Array(await c.req.arrayBuffer());
    }
    return ok(c, await content.uploadImage(bytes));
  });


  routes.get("/banners", async (c) => ok(c, await content.opsBanners()));
  routes.post("/banners", async (c) => ok(c, await content.saveBanner(null, await body(c, bannerInputSchema))));
  routes.put("/banners/order", async (c) => ok(c, await content.reorder("banner", (await body(c, orderInputSchema)).ids)));
  routes.put("/banners/:id", async (c) => ok(c, await content.saveBanner(idOf(c), await body(c, bannerPatchSchema))));
  routes.delete("/banners/:id", async (c) => ok(c, await content.remove("banner", idOf(c))));

  routes.get("/notices", async (c) => ok(c, await content.opsNotices()));
  routes.post("/notices", async (c) => ok(c, await content.saveNotice(null, await body(c, noticeInputSchema))));
  routes.put("/notices/order", async (c) => ok(c, await content.reorder("notice", (await body(c, orderInputSchema)).ids)));
  routes.put("/notices/:id", async (c) => ok(c, await content.saveNotice(idOf(c), await body(c, noticePatchSchema))));
  routes.delete("/notices/:id", async (c) => ok(c, await content.remove("notice", idOf(c))));

  routes.get("/help", async (c) => ok(c, await content.opsHelp()));
  routes.post("/help", async (c) => ok(c, await content.saveHelp(null, await body(c, helpInputSchema))));
  routes.put("/help/order", async (c) => ok(c, await content.reorder("help_section", (await body(c, orderInputSchema)).ids)));
  routes.put("/help/:id", async (c) => ok(c, await content.saveHelp(idOf(c), await body(c, helpPatchSchema))));
  routes.delete("/help/:id", async (c) => ok(c, await content.remove("help_section", idOf(c))));

  routes.get("/promotions", async (c) => ok(c, await content.opsPromotions()));
  routes.post("/promotions", async (c) => ok(c, await content.savePromotion(null, await body(c, promotionInputSchema))));
  routes.put("/promotions/order", async (c) => ok(c, await content.reorder("promotion", (await body(c, orderInputSchema)).ids)));
  routes.put("/promotions/:id", async (c) => ok(c, await content.savePromotion(idOf(c), await body(c, promotionPatchSchema))));
  routes.delete("/promotions/:id", async (c) => ok(c, await content.remove("promotion", idOf(c))));

  routes.get("/service", async (c) => ok(c, await content.opsServiceLinks()));
  routes.post("/service", async (c) => ok(c, await content.saveServiceLink(null, await body(c, serviceLinkInputSchema))));
  routes.put("/service/order", async (c) => ok(c, await content.reorder("customer_service", (await body(c, orderInputSchema)).ids)));
  routes.put("/service/:id", async (c) => ok(c, await content.saveServiceLink(idOf(c), await body(c, serviceLinkPatchSchema))));
  routes.delete("/service/:id", async (c) => ok(c, await content.remove("customer_service", idOf(c))));

  routes.put("/pages/:slug", async (c) => {
    const { slug } = parseInput(sitePageParamSchema, c.req.param(), "path");
    return ok(c, await content.savePage(slug, (await body(c, sitePageInputSchema)).translations));
  });
  routes.put("/downloads/:platform", async (c) => {
    const { platform } = parseInput(downloadParamSchema, c.req.param(), "path");
    return ok(c, await content.saveDownload(platform, await body(c, downloadInputSchema)));
  });
  routes.get("/feedback", async (c) => ok(c, await content.opsFeedback()));
  return routes;
}
