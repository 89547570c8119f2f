// HTTP of the session module: captcha, login, free play, logout.
import { Hono } from "hono";
import { loginRequestSchema, socialLoginSchema } from "../../../src/contract/account";
import { requireSession } from "../../http/auth";
import { callerIp, type AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { parseInput, readJson } from "../../http/validate";
import type { SystemService } from "../system/service";
import type { VerificationService } from "../verification/service";
import type { SessionService } from "./service";

export function sessionRoutes(sessions: SessionService, verification: VerificationService, system: SystemService) {
  const routes = new Hono<AppEnv>();
  routes.get("/captcha", async (c) => ok(c, await verification.drawCaptcha(callerIp(c), c.req.header("client-id"))));
  routes.post("/session/login", async (c) => {
    const request = parseInput(loginRequestSchema, await readJson(c.req.raw), "body");
    return ok(c, await sessions.login(await system.merchant(), request, callerIp(c)));
  });
  routes.post("/session/login/social", async (c) => {
    const request = parseInput(socialLoginSchema, await readJson(c.req.raw), "body");
    return ok(c, await sessions.loginSocial(await system.merchant(), request.channel, request.idToken, callerIp(c)));
  });
  routes.post("/session/login/freeplay", async (c) => ok(c, await sessions.freeplay(await system.merchant(), callerIp(c))));
  routes.delete("/session/logout", requireSession(sessions.authenticate, { forPasswordChange: true }), async (c) => {
    await sessions.revoke(c.get("token"));
    return ok(c, true, "Logged out");
  });
  return routes;
}
