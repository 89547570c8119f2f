// HTTP of activities: the list with the member's states, joining or applying (multipart: comment, images), claiming;
// the operator's activities, applications with their pictures, and decisions.
import { Hono } from "hono";
import {
  activityApplicationFormSchema, activityDecisionSchema, activityIdParamSchema, activityInputSchema, applicationIdParamSchema, applicationStatusQuerySchema,
} from "../../../src/contract/activity";
import { imageIdParamSchema } from "../../../src/contract/content";
import { requireSession } from "../../http/auth";
import { requestLanguage, type AppContext, type AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { parseInput, readJson, readMultipart } from "../../http/validate";
import type { SessionService } from "../session/service";
import type { ActivityService } from "./service";

/** An activity is `serial`, an application `bigserial`: each id is held to its own column. */
const activityIdOf = (c: AppContext) => parseInput(activityIdParamSchema, c.req.param(), "path").id;
const applicationIdOf = (c: AppContext) => parseInput(applicationIdParamSchema, c.req.param(), "path").id;

export function activityRoutes(activities: ActivityService, sessions: SessionService) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireSession(sessions.authenticate);
  // Visitors see the activities too, each as 'join' (or coming soon, close); members see their own states.
  routes.get("/activities", async (c) => ok(c, await activities.list(await sessions.signedInMember(c.req.header("token")), requestLanguage(c))));
  routes.post("/activities/:id/applications", signedIn, async (c) => {
    const activityId = activityIdOf(c);
    // A plain join sends no body; an application sends its comment and pictures as multipart/form-data.
    const form = parseInput(activityApplicationFormSchema, await readMultipart(c.req.raw), "form");
    const images = await Promise.all([form.images ?? []].flat().map(async (file) => new Uint8Array(await file.arrayBuffer())));
    return ok(c, await activities.apply(c.get("memberId"), activityId, form.comment?.trim() ?? "", images, requestLanguage(c)));
  });
  routes.post("/activities/:id/claim", signedIn, async (c) => {
    const { replayed: _replayed, ...activity } = await activities.claim(c.get("memberId"), activityIdOf(c), requestLanguage(c));
    return ok(c, activity);
  });
  return routes;
}

export function activityOpsRoutes(activities: ActivityService) {
  const routes = new Hono<AppEnv>();
  routes.post("/", async (c) => ok(c, await activities.createActivity(parseInput(activityInputSchema, await readJson(c.req.raw), "body"))));
  routes.get("/applications", async (c) => {
    const { status } = parseInput(applicationStatusQuerySchema, c.req.query(), "query");
    return ok(c, await activities.applications(status ?? null));
  });
  routes.post("/applications/:id/decision", async (c) => {
    const { decision, reason } = parseInput(activityDecisionSchema, await readJson(c.req.raw), "body");
    return ok(c, await activities.decide(applicationIdOf(c), decision, reason));
  });
  routes.get("/images/:imageId", async (c) => {
    const { id } = parseInput(imageIdParamSchema, { id: c.req.param("imageId") }, "path");
    const image = await activities.image(id);
    return c.body(Buffer.from(image.bytes), 200, { "Content-Type": image.mime, "Content-Security-Policy": "default-src 'none'; sandbox", "Cache-Control": "private, no-store" });
  });
  return routes;
}
