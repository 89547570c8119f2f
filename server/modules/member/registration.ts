// Registration: a new member checked against the operator's rules, with its affiliate upline; social and trial accounts.
import type { Db } from "../../db/index";
import { TRIAL_ACCOUNT_TYPE } from "../../../src/contract/member";
import type { RegisterRequest } from "../../../src/contract/account";
import { ruleProblem } from "../../../src/contract/registration";
import { REGISTER_FIELDS, type RegisterField, type RegisterRule, type RegisterSettings } from "../../../src/contract/system";
import { HttpError } from "../../http/errors";
import { dialingDigits, hashPassword, nationalNumber, randomCode } from "../../lib/secrets";
import { currentMerchant } from "../../lib/merchantScope";
import * as sql from "./sql";

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
const REGISTER_FIELD_BY_NAME = new Map<string, RegisterField>(REGISTER_FIELDS.map((field) => [field, field]));

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

export const invalid = (problem: string) => new HttpError(400, "invalid_field", problem, { field: problem.split(":")[0] });

export function createRegistration(db: Db) {
  async function uniqueAffiliateCode(merchantId: number): Promise<string> {
    for (;;) {
      const code = randomCode(8);
      if ((await sql.byAffiliateCode(db, merchantId, code)).length === 0) return code;
    }
  }

  return {
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
  };
}
