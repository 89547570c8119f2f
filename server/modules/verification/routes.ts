// HTTP of the verification module: SMS codes for login, recovery and registration; the operator's view of the outbox.
import { Hono } from "hono";
import { outboxQuerySchema, smsRegisterRequestSchema, smsRequestSchema } from "../../../src/contract/account";
import { HttpError } from "../../http/errors";
import type { AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { parseInput, readJson } from "../../http/validate";
import { fullNumber } from "../../lib/secrets";
import type { SystemService } from "../system/service";
import type { VerificationService } from "./service";

const humanCheckFailed = () => new HttpError(400, "captcha_invalid", "Please complete the human check (the characters in the picture) first.", { captcha: true });

export function verificationRoutes(verification: VerificationService, system: SystemService) {
  const routes = new Hono<AppEnv>();
  routes.post("/sms/noLogin", async (c) => {
    const request = parseInput(smsRequestSchema, await readJson(c.req.raw), "body");
    if (!(await verification.checkCaptcha(request.captchaId, request.captcha))) throw humanCheckFailed();
    const merchant = await system.merchant();
    const purpose = request.purpose ?? "login";
    if (purpose === "reset" && !merchant.flagOn("CHNGPASSVERIF3")) throw new HttpError(403, "feature_disabled", "Password recovery by phone is not available.");
    return ok(c, await verification.sendSmsCode(purpose, { dialingCode: request.countryDialingCode, mobile: request.mobileNum }));
  });
  routes.post("/sms/register", async (c) => {
    const request = parseInput(smsRegisterRequestSchema, await readJson(c.req.raw), "body");
    const mobile = request.mobileNum ?? request.mobileNo;
    if (!mobile) throw new HttpError(400, "invalid_field", "Invalid body. mobileNum: is required", { field: "mobileNum" });
    if (!(await verification.checkCaptcha(request.captchaId, request.captcha))) throw humanCheckFailed();
    return ok(c, await verification.sendSmsCode("register", { dialingCode: request.countryDialingCode, mobile }));
  });
  return routes;
}

export function outboxOpsRoutes(verification: VerificationService, system: SystemService) {
  const routes = new Hono<AppEnv>();
  // SMS are sent to whole numbers: `mobile` with `countryDialingCode`, or the merchant's default code.
  routes.get("/sms-outbox", async (c) => {
    const query = parseInput(outboxQuerySchema, c.req.query(), "query");
    const merchant = await system.merchant();
    const recipient = query.mobile ? fullNumber(query.countryDialingCode ?? merchant.defaultDialingCode, query.mobile) : null;
    return ok(c, await verification.outbox("sms", recipient));
  });
  routes.get("/email-outbox", async (c) => {
    const query = parseInput(outboxQuerySchema, c.req.query(), "query");
    return ok(c, await verification.outbox("email", query.email ?? null));
  });
  return routes;
}
