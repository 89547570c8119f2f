// HTTP of activities: the list with the member's states, joining or applying (multipart: comment, images), claiming;
// the operator's activities, applications with their pictures, and decisions.
import { Hono } from "hono";
import { activityDecisionSchema, activityInputSchema } from "../../../src/contract/activity";
import { requireSession } from "../../http/auth";
import { languageOf, merchantCodeOf, type AppContext, type AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { badRequest } from "../../http/errors";
import { parseInput, readJson } from "../../http/validate";
import type { SessionService } from "../session/service";
import type { ActivityService } from "./service";

const idOf = (c: AppContext) => {
  const value = Number(c.req.param("id"));
  if (!Number.isInteger(value) || value <= 0) throw badRequest("Invalid path. id: must be a positive whole number");
  return value;
};

export function activityRoutes(activities: ActivityService, sessions: SessionService) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireSession(sessions.authenticate);
  // Visitors see the activities too, each as 'join' (or coming soon, close); members see their own states.
  routes.get("/activities", async (c) => ok(c, await activities.list(merchantCodeOf(c), await sessions.signedInMember(c.req.header("token")), languageOf(c) ?? "en")));
  routes.post("/activities/:id/applications", signedIn, async (c) => {
    let comment = "";
    const images: Uint8Array[] = [];
    if ((c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
      const form = await c.req.parseBody({ all: true });
      comment = typeof form.comment === "string" ? form.comment.trim() : "";
      for (const file of [form.images].flat()) if (file instanceof File) images.push(new Uint8Array(await file.arrayBuffer()));
    }
    return ok(c, await activities.apply(merchantCodeOf(c), c.get("memberId"), idOf(c), comment, images, languageOf(c) ?? "en"));
  });
  routes.post("/activities/:id/claim", signedIn, async (c) => {
    const { replayed: _replayed, ...activity } = await activities.claim(merchantCodeOf(c), c.get("memberId"), idOf(c), languageOf(c) ?? "en");
    return ok(c, activity);
  });
  return routes;
}

export function activityOpsRoutes(activities: ActivityService) {
  const routes = new Hono<AppEnv>();
  routes.post("/", async (c) => ok(c, await activities.createActivity(merchantCodeOf(c), parseInput(activityInputSchema, await readJson(c.req.raw), "body"))));
  routes.get("/applications", async (c) => {
    const status = c.req.query("status");
    return ok(c, await activities.applications(merchantCodeOf(c), status && /^[a-z]{1,12}$/.test(status) ? status : null));
  });
  routes.post("/applications/:id/decision", async (c) => {
    const { decision, reason } = parseInput(activityDecisionSchema, await readJson(c.req.raw), "body");
    return ok(c, await activities.decide(merchantCodeOf(c), idOf(c), decision, reason));
  });
  routes.get("/images/:imageId", async (c) => {
    const image = await activities.image(merchantCodeOf(c), c.req.param("imageId"));
    return c.body(Buffer.from(image.bytes), 200, { "Content-Type": image.mime, "Content-Security-Policy": "default-src 'none'; sandbox", "Cache-Control": "private, no-store" });
  });
  return routes;
}
