// HTTP of the point mall: the mall, redemption and conversion (payment password, Idempotency-Key), point details,
// and the operator's grants.
import { Hono } from "hono";
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from "../../../src/contract/wallet";
import { convertRequestSchema, pointAdjustSchema, pointDetailsQuerySchema, redeemRequestSchema } from "../../../src/contract/points";
import { requireSession } from "../../http/auth";
import { requestLanguage, type AppContext, type AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { badRequest } from "../../http/errors";
import { parseInput, readJson } from "../../http/validate";
import type { SessionService } from "../session/service";
import type { PointsService } from "./service";

function keyOf(c: AppContext): string {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) throw badRequest(`Invalid request. ${IDEMPOTENCY_HEADER}: this call spends points and needs the header`);
  return parseInput(idempotencyKeySchema, key, "header");
}

export function pointRoutes(points: PointsService, sessions: SessionService) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireSession(sessions.authenticate);
  routes.get("/points/mall", signedIn, async (c) => ok(c, await points.mall(c.get("memberId"), requestLanguage(c))));
  routes.post("/relay/passwordCheck/MCS2_redeemPointReward", signedIn, async (c) => {
    const key = keyOf(c);
    const { rewardId, paymentPassword } = parseInput(redeemRequestSchema, await readJson(c.req.raw), "body");
    return ok(c, await points.redeem(c.get("memberId"), key, rewardId, paymentPassword, requestLanguage(c)));
  });
  routes.post("/relay/passwordCheck/MCS2_convertPoint", signedIn, async (c) => {
    const key = keyOf(c);
    const { points: amount, paymentPassword } = parseInput(convertRequestSchema, await readJson(c.req.raw), "body");
    return ok(c, await points.convert(c.get("memberId"), key, amount, paymentPassword));
  });
  routes.get("/relay/ODSFE2_MemTransDet", signedIn, async (c) => {
    const { pageNo, kind } = parseInput(pointDetailsQuerySchema, c.req.query(), "query");
    return ok(c, await points.details(c.get("memberId"), pageNo ?? 1, kind));
  });
  return routes;
}

export function pointOpsRoutes(points: PointsService) {
  const routes = new Hono<AppEnv>();
  routes.post("/adjustments", async (c) => {
    const key = keyOf(c);
    const { username, points: amount, reason } = parseInput(pointAdjustSchema, await readJson(c.req.raw), "body");
    return ok(c, await points.adjust(username, amount, key, reason));
  });
  return routes;
}
