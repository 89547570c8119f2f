// HTTP of the member module: registration, affiliate check, member info, passwords.
import { Hono } from "hono";
import {
  affiliateQuerySchema,
  changePasswordSchema,
  forgotByEmailSchema,
  registerRequestSchema,
  RESET_LINK_MINUTES,
  resetByLinkSchema,
  resetByPhoneSchema,
} from "../../../src/contract/account";
import { memberLanguageSchema } from "../../../src/contract/member";
import { requireSession } from "../../http/auth";
import { callerIp, requestLanguage, type AppContext, type AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { ok } from "../../http/envelope";
import { parseInput, readForm, readJson } from "../../http/validate";
import type { RewardService } from "../rewards/service";
import type { SessionService } from "../session/service";
import type { SystemService } from "../system/service";
import type { VerificationService } from "../verification/service";
import type { MemberService } from "./service";

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1"];

/**
 * Where a mailed link points: the host the request came to only when it is one of the merchant's web domains, else
 * the merchant's first public web domain, else its first web domain; never a Host header an attacker chose (the link
 * carries a secret). Null when the merchant has no web domain at all: then no link can be sent.
 */
async function siteOrigin(c: AppContext, system: SystemService): Promise<string | null> {
  // The node server builds the request's URL from its Host header: the host the caller named.
  const requestUrl = new URL(c.req.url);
  const host = requestUrl.host.toLowerCase();
  const bareHost = host.replace(/:\d+$/, "");
  const { domains } = await system.domainRoute(host);
  const web = domains.filter((d) => d.type === "web");
  // Behind the TLS proxy production needs, only a loopback host is reached over plain HTTP.
  if (web.some((d) => d.domain === bareHost)) return `${LOOPBACK_HOSTS.includes(bareHost) ? requestUrl.protocol : "https:"}//${host}`;
  const publicDomain = web.find((d) => !LOOPBACK_HOSTS.includes(d.domain));
  if (publicDomain) return `https://${publicDomain.domain}`;
  return web[0] ? `http://${web[0].domain}` : null;
}

export function memberRoutes(
  members: MemberService, sessions: SessionService, verification: VerificationService, system: SystemService, rewards: RewardService,
) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireSession(sessions.authenticate);

  const register = (mode: "username" | "mobile") =>
    routes.put(mode === "mobile" ? "/member/register/mobile" : "/member/register", async (c) => {
      const request = parseInput(registerRequestSchema, await readJson(c.req.raw), "body");
      const merchant = await system.merchant();
      if (!merchant.flagOn(mode === "mobile" ? "MOBILENUMREG3" : "USERNAMEREG3")) {
        throw new HttpError(403, "feature_disabled", "This way of registering is not available.");
      }
      const captchaRule = merchant.registerRules.captcha;
      if (mode === "username" && captchaRule?.enabled && captchaRule.required && !(await verification.checkCaptcha(request.captchaId, request.captcha))) {
        throw new HttpError(400, "captcha_invalid", "Please enter the characters shown in the picture.", { field: "captcha", captcha: true });
      }
      if (mode === "mobile" && merchant.flagOn("REGMOBVERF3")) {
        const phone = { dialingCode: request.countryDialingCode ?? merchant.defaultDialingCode, mobile: request.mobileNum ?? "" };
        if (!(await verification.checkCode("register", phone, request.verificationCode))) {
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
    return ok(c, { valid: await members.affiliateExists(code) });
  });

  // The club label is the rewards' VIP card: the rewards own the levels (and read members), so the answer is put together here.
  routes.get("/member/info", signedIn, async (c) => {
    const memberId = c.get("memberId");
    const [info, club] = await Promise.all([members.info(memberId), rewards.vip(memberId, requestLanguage(c))]);
    return ok(c, { ...info, clubLabel: { labelName: club.labelName, rankLevel: club.rankLevel } });
  });
  routes.post("/member/language", signedIn, async (c) => {
    const { language } = parseInput(memberLanguageSchema, await readJson(c.req.raw), "body");
    return ok(c, await members.setLanguage(c.get("memberId"), language));
  });
  routes.get("/member/info/icon", signedIn, async (c) => ok(c, { url: null }));

  routes.post("/member/password", requireSession(sessions.authenticate, { forPasswordChange: true }), async (c) => {
    const request = parseInput(changePasswordSchema, await readJson(c.req.raw), "body");
    const merchant = await system.merchant();
    await members.changePassword(merchant, c.get("memberId"), request.oldPassword, request.newPassword, request.confirmNewPassword);
    // Every session ends with the old password; this device is logged in again at once with a fresh token.
    await sessions.revokeAll(c.get("memberId"));
    return ok(c, { token: await sessions.open(c.get("memberId"), callerIp(c)), firstTimeLogin: false, passwordExpired: false }, "Password changed");
  });

  // Forgot password by email: a single-use link, nothing changed until it is used. Everything up to the answer
  // (captcha, limits keyed on what was typed) runs alike for every request; whether the pair matches is looked up
  // after the answer has gone, so neither the answer nor its time tells.
  routes.post("/member/password/email", async (c) => {
    const request = parseInput(forgotByEmailSchema, await readForm(c.req.raw), "body");
    if (!(await verification.checkCaptcha(request.captchaId, request.captcha))) {
      throw new HttpError(400, "captcha_invalid", "Please enter the characters shown in the picture.", { field: "captcha", captcha: true });
    }
    await members.countResetRequest(request.username, request.email, callerIp(c));
    const origin = await siteOrigin(c, system);
    verification.later("reset_link_email", async () => {
      // The operator has given the merchant no web domain: a link could only point where the caller said.
      if (origin === null) throw new Error("the merchant has no web domain to point a reset link at");
      const link = await members.issueResetLink(request.username, request.email);
      if (!link) return;
      const url = `${origin}/resetPassword?token=${link.token}`;
      await verification.sendEmail(
        link.email,
        `Tala: to choose a new password for ${request.username}, open ${url} within ${RESET_LINK_MINUTES} minutes. The link works once. ` +
          "If you did not ask for it, ignore this email: your password has not changed.",
      );
    });
    return ok(c, true, "in_been_out");
  });

  // Using the link: the new password (twice, the registration rules), then every other session ends and this
  // device is logged in, as after a reset by phone.
  routes.post("/member/password/reset", async (c) => {
    const request = parseInput(resetByLinkSchema, await readJson(c.req.raw), "body");
    const merchant = await system.merchant();
    const memberId = await members.resetWithLink(merchant, request.token, request.newPassword, request.confirmNewPassword);
    if (memberId === null) {
      throw new HttpError(400, "reset_link_invalid", "This password reset link has expired or has already been used. Please ask for a new one.", { field: "token" });
    }
    await sessions.revokeAll(memberId);
    await members.recordLogin(memberId, callerIp(c));
    return ok(c, { token: await sessions.open(memberId, callerIp(c)), firstTimeLogin: false, passwordExpired: false }, "Password changed");
  });

  routes.post("/member/password/verification", async (c) => {
    const request = parseInput(resetByPhoneSchema, await readJson(c.req.raw), "body");
    const merchant = await system.merchant();
    if (!merchant.flagOn("CHNGPASSVERIF3")) throw new HttpError(403, "feature_disabled", "Password recovery by phone is not available.");
    // The rules first, so a password they refuse does not spend the code.
    members.checkNewPassword(merchant, request.newPassword, undefined);
    const phone = { dialingCode: request.countryDialingCode, mobile: request.mobileNum };
    const member = await members.byMobile(phone.dialingCode, phone.mobile);
    // The code must have been sent to this whole number for a reset: +1 1700… is not +880 1700….
    if (!member || !(await verification.checkCode("reset", phone, request.verificationCode))) {
      throw new HttpError(400, "verification_code_invalid", "The mobile number or verification code is not correct.", { field: "verificationCode" });
    }
    await members.setPassword(member.id, request.newPassword, false);
    await sessions.revokeAll(member.id);
    await members.recordLogin(member.id, callerIp(c));
    return ok(c, { token: await sessions.open(member.id, callerIp(c)), firstTimeLogin: false, passwordExpired: false });
  });
  return routes;
}
