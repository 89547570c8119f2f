// Members: registration against the operator's rules, the affiliate upline, passwords, and what the site shows of a member.
import type { Db, Queryable } from "../../db/index";
import { TRIAL_ACCOUNT_TYPE, type MemberInfo } from "../../../src/contract/member";
import { RESET_LINK_MINUTES, type RegisterRequest } from "../../../src/contract/account";
import { ruleProblem } from "../../../src/contract/registration";
import { REGISTER_FIELDS, type RegisterField, type RegisterRule, type RegisterSettings } from "../../../src/contract/system";
import { HttpError, notFound } from "../../http/errors";
import { attemptLine, countAttempt, forget, settle, take } from "../../lib/rateLimit";
import { dialingDigits, hashPassword, nationalNumber, newToken, randomCode, tokenHash, verifyPassword } from "../../lib/secrets";
import { currentMerchant } from "../../lib/merchantScope";
import * as sql from "./sql";

export type { MemberRow, PartyRow } from "./sql";
const WELL_KNOWN_PASSWORD = "123456";
const HOUR_MS = 60 * 60 * 1000;
/** Wrong current passwords a session may try when changing it. */
const OLD_PASSWORD_WINDOW = { ms: 15 * 60 * 1000, max: 5, lineMax: 200 };
/**
 * Reset links asked for, per hour: five per username and five per email address (nobody's inbox is flooded, nobody
 * is kept from their own link for long), twenty per caller address (players behind one carrier NAT share it).
 */
export const RESET_REQUEST_LIMITS = { perUsername: 5, perEmail: 5, perAddress: 20 } as const;

export interface MerchantContext {
  id: number;
  defaultDialingCode: string;
  passwordMaxAgeDays: number;
  flagOn: (modId: string) => boolean;
  registerRules: RegisterSettings;
}

/** Fields stored in the member's profile rather than columns of their own. */
const PROFILE_FIELDS: RegisterField[] = [
  "payeeName", "qqNum", "recommenderId", "line", "whatsapp", "facebook", "wechat", "idNumber", "realName", "telegram", "zalo",
  "permanentAddress", "currentAddress", "nationality", "placeOfBirth", "occupation", "sourceOfIncome", "birthday",
];
/** Checked by their own rules elsewhere (codes, captcha) or derived (mobile username). */
const NOT_CHECKED_AS_TEXT: RegisterField[] = ["captcha", "verificationCode", "affiliateCode", "confirmPassword"];

export function fieldProblem(field: string, value: string | undefined, rule: RegisterRule | undefined): string | null {
  const problem = ruleProblem(value, rule);
  if (!problem || !rule) return null;
  if (problem === "required") return `${field}: is required`;
  if (problem === "length") {
    return rule.minLength === rule.maxLength
      ? `${field}: must be ${rule.minLength} characters`
      : `${field}: must be ${rule.minLength} to ${rule.maxLength} characters`;
  }
  return `${field}: has characters that are not allowed (reg_pattern_${rule.patternId})`;
}

const invalid = (problem: string) => new HttpError(400, "invalid_field", problem, { field: problem.split(":")[0] });

export function isPasswordExpired(member: sql.MemberRow, password: string, merchant: MerchantContext, now = new Date()): boolean {
  if (password === WELL_KNOWN_PASSWORD || member.must_change_password) return true;
  if (!merchant.flagOn("PWDEXPFORCECHANGE3") || !member.password_set_at) return false;
  return now.getTime() - member.password_set_at.getTime() > merchant.passwordMaxAgeDays * 24 * 60 * 60 * 1000;
}

export type MemberService = ReturnType<typeof createMemberService>;

/** The VIP card's club label, which the rewards module keeps (it owns the levels): handed in at construction. */
export type ClubLabelOf = (merchantId: number, memberId: number, language: string) => Promise<{ labelName: string; rankLevel: number }>;

export function createMemberService(db: Db, hooks: { clubLabel: ClubLabelOf }) {
  const oneAtATime = attemptLine();
  async function uniqueAffiliateCode(merchantId: number): Promise<string> {
    for (;;) {
      const code = randomCode(8);
      if ((await sql.byAffiliateCode(db, merchantId, code)).length === 0) return code;
    }
  }

  return {
    byId: async (id: number) => (await sql.byId(db, id))[0] ?? null,
    byUsername: async (merchantId: number, username: string) => (await sql.byUsername(db, merchantId, username))[0] ?? null,
    byMobile: async (dialingCode: string, mobile: string) =>
      (await sql.byMobile(db, currentMerchant().id, dialingDigits(dialingCode), nationalNumber(mobile)))[0] ?? null,

    async affiliateExists(code: string): Promise<boolean> {
      const merchantId = currentMerchant().id;
      return (await sql.byAffiliateCode(db, merchantId, code)).length > 0;
    },

    /** Checks every enabled field against its rule, then creates the member; answers the new member's id. */
    async register(merchant: MerchantContext, request: RegisterRequest, mode: "username" | "mobile", ip: string): Promise<number> {
      const rules = merchant.registerRules;
      const enteredMobile = request.mobileNum?.trim() || null;
      const mobile = enteredMobile ? nationalNumber(enteredMobile) : null;
      const dialingCode = mobile ? dialingDigits(request.countryDialingCode ?? merchant.defaultDialingCode) : null;
      // Mobile registration: the username is the number with one leading zero removed.
      const username = mode === "mobile" ? (mobile ?? "").replace(/^0/, "") : (request.username ?? "");
      if (mode === "mobile") {
        if (!mobile) throw invalid("mobileNum: is required");
        if (!request.paymentPassword) throw invalid("paymentPassword: is required");
      }
      const values: Partial<Record<RegisterField, string>> = { ...request, username, mobileNum: enteredMobile ?? undefined };
      for (const [field, rule] of Object.entries(rules)) {
        const name = REGISTER_FIELD_BY_NAME.get(field);
        if (!name || NOT_CHECKED_AS_TEXT.includes(name) || (mode === "mobile" && name === "username")) continue;
        const problem = fieldProblem(name, values[name], rule);
        if (problem) throw invalid(problem);
      }
      if (!request.password) throw invalid("password: is required");
      if (request.confirmPassword !== undefined && request.confirmPassword !== request.password) {
        throw invalid("confirmPassword: does not match the password");
      }

      let uplineId: number | null = null;
      if (request.affiliateCode) {
        const [agent] = await sql.byAffiliateCode(db, merchant.id, request.affiliateCode);
        if (!agent) throw new HttpError(400, "invitation_code_error", "The invitation code is not valid.", { field: "affiliateCode" });
        uplineId = agent.id;
      }
      if (mobile && dialingCode && (await sql.byMobile(db, merchant.id, dialingCode, mobile)).length > 0) {
        throw new HttpError(409, "mobile_taken", "This mobile number is already registered. Log in or recover the password.", { field: "mobileNum" });
      }
      if ((await sql.byUsername(db, merchant.id, username)).length > 0) {
        throw new HttpError(409, "username_taken", "This username is taken. Please choose another.", { field: "username" });
      }

      const profile: Record<string, string> = {};
      for (const field of PROFILE_FIELDS) {
        const value = request[field];
        if (value && rules[field]?.enabled) profile[field] = value;
      }
      const [created] = await sql.insertMember(db, {
        merchantId: merchant.id,
        username,
        mobile,
        dialingCode,
        email: request.email || null,
        nickname: request.nickname || username,
        accountType: 0,
        uplineId,
        affiliateCode: await uniqueAffiliateCode(merchant.id),
        referralCode: request.referralCode || null,
        passwordHash: await hashPassword(request.password),
        paymentPasswordHash: request.paymentPassword ? await hashPassword(request.paymentPassword) : null,
        profile,
        ip,
      });
      // Two people registering the same name at once: the unique index lets one through.
      if (!created) throw new HttpError(409, "username_taken", "This username is taken. Please choose another.", { field: "username" });
      return created.id;
    },

    /** A member who arrives through a social provider: no password of ours, a username derived from the provider's id. */
    async createSocial(channel: string, nickname: string | null, email: string | null, ip: string): Promise<number> {
      const merchantId = currentMerchant().id;
      for (;;) {
        const username = `${channel.slice(0, 2)}_${randomCode(10, "abcdefghjkmnpqrstuvwxyz23456789")}`;
        const [created] = await sql.insertMember(db, {
          merchantId, username, mobile: null, dialingCode: null, email, nickname: nickname ?? username, accountType: 0, uplineId: null,
          affiliateCode: await uniqueAffiliateCode(merchantId), referralCode: null, passwordHash: null, paymentPasswordHash: null, profile: {}, ip,
        });
        if (created) return created.id;
      }
    },

    async createTrial(ip: string): Promise<number> {
      const merchantId = currentMerchant().id;
      for (;;) {
        const username = `trial_${randomCode(8, "abcdefghjkmnpqrstuvwxyz23456789")}`;
        const [created] = await sql.insertMember(db, {
          merchantId, username, mobile: null, dialingCode: null, email: null, nickname: username, accountType: TRIAL_ACCOUNT_TYPE,
          uplineId: null, affiliateCode: await uniqueAffiliateCode(merchantId), referralCode: null, passwordHash: null,
          paymentPasswordHash: null, profile: {}, ip,
        });
        if (created) return created.id;
      }
    },

    checkNewPassword(merchant: MerchantContext, password: string, confirm: string | undefined) {
      const problem = fieldProblem("newPassword", password, merchant.registerRules.password);
      if (problem) throw invalid(problem);
      if (confirm !== undefined && confirm !== password) throw invalid("confirmNewPassword: does not match the new password");
    },

    async changePassword(merchant: MerchantContext, memberId: number, oldPassword: string | undefined, newPassword: string, confirm: string) {
      const member = (await sql.byId(db, memberId))[0];
      if (!member) throw new HttpError(401, "unauthorized", "Please log in again.");
      this.checkNewPassword(merchant, newPassword, confirm);
      // Old password required only when one is stored (SPEC §5). A session in other hands may not guess it freely:
      // five wrong in 15 minutes, each try counted before it is checked (as the payment password).
      const stored = member.password_hash;
      if (stored) {
        const bucket = `old-password:${memberId}`;
        await oneAtATime(bucket, OLD_PASSWORD_WINDOW.lineMax, async () => {
          const attempt = await countAttempt(db, [bucket], OLD_PASSWORD_WINDOW.ms, ([wrong]) => {
            if ((wrong?.all ?? 0) >= OLD_PASSWORD_WINDOW.max) throw new HttpError(429, "too_many_requests", "Too many wrong passwords. Please try again in 15 minutes.");
          });
          if (!(await verifyPassword(stored, oldPassword ?? ""))) {
            await settle(db, attempt);
            throw new HttpError(400, "wrong_old_password", "The current password is not correct.", { field: "oldPassword" });
          }
          await forget(db, attempt);
          // An expired or well-known password must really change, or the forced change would be a formality.
          if (newPassword === oldPassword) throw invalid("newPassword: must differ from the current password");
        });
      }
      await sql.setPassword(db, memberId, await hashPassword(newPassword), false);
    },

    async setPassword(memberId: number, password: string, mustChange: boolean) {
      await sql.setPassword(db, memberId, await hashPassword(password), mustChange);
    },

    /**
     * Counts a request for a reset link against each limit, atomically (rateLimit.take); throws 429 when one is full.
     * Keyed on what was typed, never on whether it matched, so a refusal tells nothing about accounts.
     */
    async countResetRequest(username: string, email: string, ip: string): Promise<void> {
      const merchantId = currentMerchant().id;
      const buckets: [string, number][] = [
        [`reset-ip:${merchantId}:${ip}`, RESET_REQUEST_LIMITS.perAddress],
        [`reset-user:${merchantId}:${username.toLowerCase()}`, RESET_REQUEST_LIMITS.perUsername],
        [`reset-email:${merchantId}:${email.toLowerCase()}`, RESET_REQUEST_LIMITS.perEmail],
      ];
      for (const [bucket, max] of buckets) {
        if (!(await take(db, bucket, [{ ms: HOUR_MS, max }]))) {
          throw new HttpError(429, "too_many_requests", "Too many password reset requests. Please try again in an hour.");
        }
      }
    },

    /**
     * A password reset link for the member whose username and email both match, or null. The token is 256-bit
     * random and only its SHA-256 is stored; issuing one ends the member's older links.
     */
    async issueResetLink(username: string, email: string): Promise<{ token: string; email: string } | null> {
      const merchantId = currentMerchant().id;
      const [member] = await sql.byUsername(db, merchantId, username);
      if (!member?.email || member.email.toLowerCase() !== email.toLowerCase()) return null;
      const { token, tokenHash: hashed } = newToken();
      await db.transaction(async (tx) => {
        await sql.lockMember(tx, member.id);
        await sql.endResetLinks(tx, member.id);
        await sql.insertResetLink(tx, member.id, hashed, RESET_LINK_MINUTES * 60);
      });
      return { token, email: member.email };
    },

    /**
     * Spends a live reset link and sets the new password in one statement, so a link works once even when used
     * twice at the same moment; answers the member, or null for a link that is unknown, used, replaced or expired.
     */
    async resetWithLink(merchant: MerchantContext, token: string, password: string, confirm: string): Promise<number | null> {
      this.checkNewPassword(merchant, password, confirm);
      const [row] = await sql.resetPasswordWithLink(db, merchant.id, tokenHash(token), await hashPassword(password));
      return row?.id ?? null;
    },

    recordLogin: (memberId: number, ip: string) => sql.recordLogin(db, memberId, ip),
    knowsIp: async (memberId: number, ip: string) => (await sql.knowsIp(db, memberId, ip)).length > 0,
    setTwoStep: (memberId: number, enabled: boolean) => sql.setTwoStep(db, memberId, enabled),
    /** An agent makes a downline it opened an agent too. */
    setAccountType: (memberId: number, accountType: number) => sql.setAccountType(db, memberId, accountType),

    /** getUpdateLanguage: the language the member chose on the site. */
    async setLanguage(memberId: number, language: string) {
      await db.execute("update member set language = $2 where id = $1", [memberId, language]);
      return { language };
    },

    async info(memberId: number, language = "en"): Promise<MemberInfo> {
      const member = (await sql.byId(db, memberId))[0];
      if (!member) throw new HttpError(401, "unauthorized", "Please log in again.");
      const [club, labels] = await Promise.all([hooks.clubLabel(member.merchant_id, memberId, language), sql.labelsOf(db, memberId)]);
      return {
        id: member.id,
        account: member.username,
        nickname: member.nickname,
        type: member.account_type,
        toUpline: member.upline_username,
        clubLabel: { labelName: club.labelName, rankLevel: club.rankLevel },
        memberLabel: labels.map((label) => ({ labelName: label.label_name })),
      };
    },

    /** Who the member invited: its affiliate code and how many registered with it. */
    referral: async (memberId: number) => (await sql.referralOf(db, memberId))[0] ?? null,

    // ---- What the wallet asks (it keeps no copy of the member's table) ----
    payer: async (memberId: number) => (await sql.payerById(db, memberId))[0] ?? null,
    payerByUsername: async (merchantId: number, username: string) => (await sql.payerByUsername(db, merchantId, username))[0] ?? null,
    isInDownline: async (agentId: number, memberId: number) => (await sql.isInDownline(db, agentId, memberId))[0]?.found ?? false,
    setPaymentPassword: (memberId: number, hash: string) => sql.setPaymentPassword(db, memberId, hash),
    security: async (memberId: number) => (await sql.memberSecurity(db, memberId))[0] ?? null,
    /**
     * The member's row lock, in the caller's transaction: a member's limited requests (withdrawals of the day, payout
     * accounts) are counted and written one at a time. "No key": rows that merely refer to the member are not held up.
     */
    lock: (tx: Queryable, memberId: number) => sql.lockMember(tx, memberId),
    /** Which of these members belong to the merchant; q: the caller's transaction when asked inside one. */
    async ofMerchant(memberIds: readonly number[], q: Queryable = db): Promise<Set<number>> {
      const merchantId = currentMerchant().id;
      return new Set(memberIds.length === 0 ? [] : (await sql.ofMerchant(q, merchantId, memberIds)).map((row) => row.id));
    },
    /** Usernames by id; q: the caller's transaction when asked inside one. */
    async usernames(memberIds: readonly number[], q: Queryable = db): Promise<Map<number, string>> {
      const ids = [...new Set(memberIds)];
      return new Map(ids.length === 0 ? [] : (await sql.usernamesOf(q, ids)).map((row) => [row.id, row.username] as const));
    },

    // ---- What the agent centre and the rewards ask ----
    /** A member of the merchant as a party to the agent centre: its type, upline and affiliate code. */
    party: async (merchantId: number, memberId: number, q: Queryable = db) => (await sql.partyById(q, merchantId, memberId))[0] ?? null,
    partyByUsername: async (merchantId: number, username: string) => (await sql.partyByUsername(db, merchantId, username))[0] ?? null,
    /** These members' merchants, usernames and account types, by id. */
    async parties(memberIds: readonly number[]): Promise<Map<number, sql.PartyRow>> {
      const ids = [...new Set(memberIds)];
      return new Map(ids.length === 0 ? [] : (await sql.partiesOf(db, ids)).map((row) => [row.id, row] as const));
    },
    /** Which of these members earn rewards: the merchant's, trial accounts left out (they play for nothing). */
    async earners(memberIds: readonly number[]): Promise<Set<number>> {
      const merchantId = currentMerchant().id;
      const parties = await this.parties(memberIds);
      return new Set([...parties.values()].filter((party) => party.merchant_id === merchantId && party.account_type !== TRIAL_ACCOUNT_TYPE).map((party) => party.id));
    },
    /** How many of these members registered between two days (inclusive). */
    registeredBetween: async (memberIds: readonly number[], from: string, to: string) =>
      memberIds.length === 0 ? 0 : ((await sql.registeredBetween(db, memberIds, from, to))[0]?.n ?? 0),
    /** One page of a member's direct downlines, newest first, with their total. */
    directDownlines: (uplineId: number, limit: number, offset: number) => sql.directDownlines(db, uplineId, limit, offset),

    /** The operator's labels on a member (memberLabel): the list replaces the old one. */
    async setLabels(username: string, labels: readonly string[]) {
      const merchantId = currentMerchant().id;
      const [member] = await sql.byUsername(db, merchantId, username);
      if (!member) throw notFound("No such member");
      await db.transaction(async (tx) => {
        await tx.execute("delete from member_label where member_id = $1", [member.id]);
        for (const label of new Set(labels)) await tx.execute("insert into member_label (member_id, label_name) values ($1, $2)", [member.id, label]);
      });
      return { username: member.username, labels: [...new Set(labels)] };
    },
  };
}

const REGISTER_FIELD_BY_NAME = new Map<string, RegisterField>(REGISTER_FIELDS.map((field) => [field, field]));
