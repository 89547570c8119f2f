// HTTP of the member module: registration, affiliate check, member info, passwords.
import { Hono } from "hono";
import {
  affiliateQuerySchema,
  changePasswordSchema,
  forgotByEmailSchema,
  registerRequestSchema,
  resetByPhoneSchema,
} from "../../../src/contract/account";
import { memberLanguageSchema } from "../../../src/contract/member";
import { requireSession } from "../../http/auth";
import { callerIp, languageOf, merchantCodeOf, type AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { ok } from "../../http/envelope";
import { parseInput, readForm, readJson } from "../../http/validate";
import { randomCode } from "../../lib/secrets";
import type { SessionService } from "../session/service";
import type { SystemService } from "../system/service";
import type { VerificationService } from "../verification/service";
import type { MemberService } from "./service";

export function memberRoutes(members: MemberService, sessions: SessionService, verification: VerificationService, system: SystemService) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireSession(sessions.authenticate);

  const register = (mode: "username" | "mobile") =>
    routes.put(mode === "mobile" ? "/member/register/mobile" : "/member/register", async (c) => {
      const request = parseInput(registerRequestSchema, await readJson(c.req.raw), "body");
      const merchant = await system.merchant(merchantCodeOf(c));
      if (!merchant.flagOn(mode === "mobile" ? "MOBILENUMREG3" : "USERNAMEREG3")) {
        throw new HttpError(403, "feature_disabled", "This way of registering is not available.");
      }
      const captchaRule = merchant.registerRules.captcha;
      if (mode === "username" && captchaRule?.enabled && captchaRule.required && !(await verification.checkCaptcha(request.captchaId, request.captcha))) {
        throw new HttpError(400, "captcha_invalid", "Please enter the characters shown in the picture.", { field: "captcha", captcha: true });
      }
      if (mode === "mobile" && merchant.flagOn("REGMOBVERF3")) {
        if (!(await verification.checkCode(merchant.id, "register", request.mobileNum ?? "", request.verificationCode))) {
          throw new HttpError(400, "verification_code_invalid", "Please enter a valid verification code.", { field: "verificationCode" });
        }
      }
      const memberId = await members.register(merchant, request, mode, callerIp(c));
      await members.recordLogin(memberId, callerIp(c));
      // A new account's first session: the site runs its first-login action.
      return ok(c, { token: await sessions.open(memberId, callerIp(c)), firstTimeLogin: true, passwordExpired: false });
    });
  register("username");
  register("mobile");

  routes.get("/agent/affiliate", async (c) => {
    const { code } = parseInput(affiliateQuerySchema, c.req.query(), "query");
    const merchant = await system.merchant(merchantCodeOf(c));
    return ok(c, { valid: await members.affiliateExists(merchant.id, code) });
  });

  routes.get("/member/info", signedIn, async (c) => ok(c, await members.info(c.get("memberId"), languageOf(c) ?? "en")));
  routes.post("/member/language", signedIn, async (c) => {
    const { language } = parseInput(memberLanguageSchema, await readJson(c.req.raw), "body");
    return ok(c, await members.setLanguage(c.get("memberId"), language));
  });
  routes.get("/member/info/icon", signedIn, async (c) => ok(c, { url: null }));

  routes.post("/member/password", signedIn, async (c) => {
    const request = parseInput(changePasswordSchema, await readJson(c.req.raw), "body");
    const merchant = await system.merchant(merchantCodeOf(c));
    await members.changePassword(merchant, c.get("memberId"), request.oldPassword, request.newPassword, request.confirmNewPassword);
    // Every session ends with the old password; this device is logged in again at once with a fresh token.
    await sessions.revokeAll(c.get("memberId"));
    return ok(c, { token: await sessions.open(c.get("memberId"), callerIp(c)), firstTimeLogin: false, passwordExpired: false }, "Password changed");
  });

  routes.post("/member/password/email", async (c) => {
    const request = parseInput(forgotByEmailSchema, await readForm(c.req.raw), "body");
    const merchant = await system.merchant(merchantCodeOf(c));
    const member = await members.byUsername(merchant.id, request.username);
    if (member?.email && member.email.toLowerCase() === request.email.toLowerCase()) {
      const temporary = randomCode(10);
      await members.setPassword(member.id, temporary, true);
      await sessions.revokeAll(member.id);
      await verification.sendEmail(merchant.id, member.email, `Tala: your temporary password is ${temporary}. Log in with it and choose a new one.`);
    }
    // The same answer whether or not the pair matched, so nobody can probe for accounts.
    return ok(c, true, "in_been_out");
  });

  routes.post("/member/password/verification", async (c) => {
    const request = parseInput(resetByPhoneSchema, await readJson(c.req.raw), "body");
    const merchant = await system.merchant(merchantCodeOf(c));
    if (!merchant.flagOn("CHNGPASSVERIF3")) throw new HttpError(403, "feature_disabled", "Password recovery by phone is not available.");
    const dialing = request.countryDialingCode.replace(/^\+/, "");
    const member = await members.byMobile(merchant.id, dialing, request.mobileNum);
    if (!member || !(await verification.checkCode(merchant.id, "reset", request.mobileNum, request.verificationCode))) {
      throw new HttpError(400, "verification_code_invalid", "The mobile number or verification code is not correct.", { field: "verificationCode" });
    }
    members.checkNewPassword(merchant, request.newPassword, undefined);
    await members.setPassword(member.id, request.newPassword, false);
    await sessions.revokeAll(member.id);
    await members.recordLogin(member.id, callerIp(c));
    return ok(c, { token: await sessions.open(member.id, callerIp(c)), firstTimeLogin: false, passwordExpired: false });
  });
  return routes;
}
