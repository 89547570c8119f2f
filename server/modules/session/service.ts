// Sessions and login: captcha after a failure, lockout after ten, the two-step SMS check, forced password change.
import type { Db } from "../../db/index";
import type { LoginRequest, LoginValue } from "../../../src/contract/account";
import type { SessionInfo } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { attemptLine, countAttempt, countFailures, forget, settle, take } from "../../lib/rateLimit";
import { currentMerchant } from "../../lib/merchantScope";
import { fullNumber, newToken, tokenHash, verifyPassword } from "../../lib/secrets";
import { isPasswordExpired, type MemberRow, type MemberService, type MerchantContext } from "../member/service";
import type { CasinoService } from "../casino/service";
import type { VerificationService } from "../verification/service";
import * as sql from "./sql";
import * as social from "./social";
import type { SocialChannel, SocialProvider } from "./social";

export const SESSION_IDLE_MINUTES = 12 * 60;
/**
 * Failed logins in 15 minutes: ten for one account from one address lock that pair (the owner elsewhere still gets
 * in, with the captcha every failure on the account brings); a hundred from one address lock the address (players
 * behind one carrier NAT share it, so it is generous).
 */
export const LOCKOUT = { failures: 10, addressFailures: 100, windowMs: 15 * 60 * 1000 };

const refused = (code: string, message: string, captcha: boolean, extra: object = {}) =>
  new HttpError(code === "account_locked" ? 423 : 401, code, message, { captcha, ...extra });

const HOUR_MS = 60 * 60 * 1000;
/** Attempts on one account waiting in a process at once; more are turned away, so a flood cannot grow without bound. */
const LOGIN_LINE_MAX = 20;
/** Trial accounts opened: three an hour and ten a day per address, three hundred an hour and a thousand a day per merchant. */
export const TRIAL_LIMITS = {
  perAddress: [{ ms: HOUR_MS, max: 3 }, { ms: 24 * HOUR_MS, max: 10 }],
  perMerchant: [{ ms: HOUR_MS, max: 300 }, { ms: 24 * HOUR_MS, max: 1000 }],
} as const;

export type SessionService = ReturnType<typeof createSessionService>;
export type { SessionInfo } from "../../http/auth";

/** Two-step codes go to the member's whole number: their own dialing code, else the merchant's. */
const memberPhone = (member: MemberRow, merchant: MerchantContext) => ({
  dialingCode: member.country_dialing_code ?? merchant.defaultDialingCode,
  mobile: member.mobile ?? "",
});

/** Which sessions ended: one (its token's hash), or every session of a member. */
export type EndedSessions = { sessionHash: Buffer } | { memberId: number };

export function createSessionService(
  db: Db,
  members: MemberService,
  verification: VerificationService,
  /** Told first when sessions end, so the outside games launched from them take no more bets. */
  casino: CasinoService,
  socialProviders: readonly SocialProvider[] = [],
) {
  const oneAtATime = attemptLine();
  const sessionsEnded = (ended: EndedSessions) => casino.vendors.endTokens(ended);
  /** A new session; one opened with an expired password may only change it and log out (the server enforces it). */
  async function open(memberId: number, ip: string, passwordChangeRequired = false): Promise<string> {
    const { token, tokenHash: hashed } = newToken();
    await sql.insertSession(db, currentMerchant().id, hashed, memberId, ip, SESSION_IDLE_MINUTES, passwordChangeRequired);
    return token;
  }

  async function finishLogin(member: MemberRow, ip: string, passwordExpired: boolean): Promise<LoginValue> {
    const firstTimeLogin = member.last_login_at === null;
    await members.recordLogin(member.id, ip);
    return { token: await open(member.id, ip, passwordExpired), firstTimeLogin, passwordExpired };
  }

  return {
    open,

    /** The session behind a token, sliding its expiry; null when it is unknown, expired or revoked. */
    async authenticate(token: string | undefined): Promise<SessionInfo | null> {
      if (!token || token.length > 100) return null;
      // A token is good only under the merchant it was opened for.
      const [row] = await sql.touchSession(db, currentMerchant().id, tokenHash(token), SESSION_IDLE_MINUTES);
      return row ? { memberId: row.member_id, passwordChangeRequired: row.password_change_required } : null;
    },

    /** The member for calls that read more when signed in: a session that must change its password reads as signed out. */
    async signedInMember(token: string | undefined): Promise<number | null> {
      const session = await this.authenticate(token);
      return session && !session.passwordChangeRequired ? session.memberId : null;
    },

    async revoke(token: string) {
      await sessionsEnded({ sessionHash: tokenHash(token) });
      await sql.revokeSession(db, tokenHash(token));
    },
    async revokeAll(memberId: number) {
      await sessionsEnded({ memberId });
      await sql.revokeMemberSessions(db, memberId);
    },

    async login(merchant: MerchantContext, request: LoginRequest, ip: string): Promise<LoginValue> {
      const bySms = request.type === "sms";
      // One key per account however it is typed: 01700…, 1700… and 017-00… are one number.
      const accountKey = bySms ? fullNumber(request.countryDialingCode ?? merchant.defaultDialingCode, request.mobileNum ?? "") : (request.username ?? "").toLowerCase();
      if (!accountKey || accountKey.endsWith(" ")) {
        throw new HttpError(400, "invalid_field", bySms ? "mobileNum: is required" : "username: is required", { captcha: false });
      }
      const accountBucket = `login-fail:${merchant.id}:${accountKey}`;
      const addressBucket = `login-fail-ip:${merchant.id}:${ip}`;
      const pairBucket = `login-fail-pair:${merchant.id}:${accountKey}:${ip}`;
      // A flood without a captcha on an account that has failures is answered at once, outside the line below, so it
      // cannot hold up the owner's attempt (the count under the lock still decides for those that pass this).
      if (!request.captcha && (await countFailures(db, [accountBucket, addressBucket], LOCKOUT.windowMs)) > 0) {
        throw refused("captcha_required", "Please enter the characters shown in the picture.", true);
      }
      // One attempt on an account at a time in this process: each sees the last one's failure (and its captcha demand).
      return oneAtATime(`login:${merchant.id}:${accountKey}`, LOGIN_LINE_MAX, async () => {
        // The captcha is spent first; whether this attempt needed one is decided under the lock below.
        const captchaSolved = request.captcha ? await verification.checkCaptcha(request.captchaId, request.captcha) : false;
        // Counted as a failure before the password is checked, and taken back if it was right: a burst of attempts sees
        // each other's counts, so only the first on an account goes without a captcha, and at most ten pass for an
        // account from one address, a hundred from one address in all. An address needs the captcha after a judged
        // failure, not while others' attempts are pending: players behind one carrier NAT log in at the same moment.
        const attempt = await countAttempt(db, [accountBucket, addressBucket, pairBucket], LOCKOUT.windowMs, ([account, address, pair]) => {
          if ((pair?.all ?? 0) >= LOCKOUT.failures || (address?.all ?? 0) >= LOCKOUT.addressFailures) {
            throw refused("account_locked", "Too many failed attempts. The account is locked for 15 minutes.", true);
          }
          if (((account?.all ?? 0) > 0 || (address?.judged ?? 0) > 0) && !captchaSolved) {
            throw refused(request.captcha ? "captcha_invalid" : "captcha_required", "Please enter the characters shown in the picture.", true);
          }
        });

        // The same words whether the account exists or not; the failure was counted above, and is now judged.
        const fail = async (): Promise<never> => {
          await settle(db, attempt);
          throw refused("login_failed", bySms ? "The mobile number or verification code is not correct." : "Incorrect username or password.", true);
        };

        let member: MemberRow | null;
        if (bySms) {
          const mobile = request.mobileNum ?? "";
          const dialing = (request.countryDialingCode ?? merchant.defaultDialingCode).replace(/^\+/, "");
          member = await members.byMobile(dialing, mobile);
          if (!member || !(await verification.checkCode("login", { dialingCode: dialing, mobile }, request.verificationCode))) return fail();
        } else {
          member = await members.byUsername(merchant.id, request.username ?? "");
          const passwordOk = await verifyPassword(member?.password_hash ?? null, request.password ?? "");
          if (!member || !passwordOk) return fail();
        }

        // Two-step check: a new IP for a member who turned it on needs an SMS code too.
        if (member.two_step_enabled && member.mobile && !(await members.knowsIp(member.id, ip))) {
          const codeGiven = bySms ? undefined : request.verificationCode;
          if (!codeGiven) {
            await forget(db, attempt); // the password was right: asking for the code is no failure
            const { expiredMinutes } = await verification.sendSmsCode("two_step", memberPhone(member, merchant));
            throw refused("two_step_required", "This device is new for your account: enter the code we sent by SMS.", false, { twoStep: true, expiredMinutes });
          }
          if (!(await verification.checkCode("two_step", memberPhone(member, merchant), codeGiven))) return fail();
        }

        // Right: the attempt and the account's failures go (the address keeps its own).
        await forget(db, attempt, [accountBucket, pairBucket]);
        const passwordExpired = !bySms && isPasswordExpired(member, request.password ?? "", merchant);
        return finishLogin(member, ip, passwordExpired);
      });
    },

    /** Channels the site may offer: only those with a configured adapter. */
    socialChannels: (): SocialChannel[] => socialProviders.map((provider) => provider.channel),

    async loginSocial(merchant: MerchantContext, channel: SocialChannel, idToken: string, ip: string): Promise<LoginValue> {
      const provider = socialProviders.find((candidate) => candidate.channel === channel);
      if (!provider) throw new HttpError(404, "provider_not_configured", "This sign-in method is not available.");
      let identity;
      try {
        identity = await provider.verify(idToken);
      } catch {
        throw new HttpError(401, "social_login_failed", "The sign-in could not be confirmed. Please try again.");
      }
      const [linked] = await social.linkedMember(db, channel, identity.subject);
      const memberId = linked?.member_id ?? (await members.createSocial(channel, identity.name, identity.email, ip));
      if (!linked) await social.linkMember(db, memberId, channel, identity.subject);
      const member = await members.byId(memberId);
      if (!member) throw new Error("the linked member vanished");
      // A social login never asks for our password, so no forced change (SPEC §4).
      return finishLogin(member, ip, false);
    },

    async freeplay(merchant: MerchantContext, ip: string): Promise<LoginValue> {
      if (!merchant.flagOn("FREEPLAY3")) throw new HttpError(403, "freeplay_disabled", "Free play is not available right now.");
      // Each trial account is handed the free-play balance from the bonus account: few per address, and a ceiling for
      // the whole merchant, so no script can drain it however many addresses it has.
      const allowed =
        (await take(db, `trial-ip:${merchant.id}:${ip}`, TRIAL_LIMITS.perAddress)) && (await take(db, `trial:${merchant.id}`, TRIAL_LIMITS.perMerchant));
      if (!allowed) throw new HttpError(429, "too_many_requests", "Too many free-play accounts were opened. Please try again later.");
      const memberId = await members.createTrial(ip);
      const member = await members.byId(memberId);
      if (!member) throw new Error("the trial account vanished");
      return finishLogin(member, ip, false);
    },
  };
}
