// Accounts and sessions: login, captcha, SMS codes, registration, passwords, free play (SPEC §3, §7).
import * as zod from "zod/mini";
import { oneLine, UUID_PATTERN } from "./fields";

const trimmed = (max: number) => zod.string().check(oneLine, zod.trim(), zod.maxLength(max));
const secret = zod.string().check(zod.minLength(1), zod.maxLength(128), oneLine);
export const mobileSchema = zod.string().check(oneLine, zod.trim(), zod.regex(/^\d{6,15}$/, "must be 6 to 15 digits"));
export const dialingCodeSchema = zod.string().check(oneLine, zod.trim(), zod.regex(/^\+?\d{1,4}$/, "must be a country dialing code"));

export const captchaFields = {
  /** The id a captcha was drawn with, or "" when none was shown. */
  captchaId: zod.optional(zod.string().check(zod.refine((id) => id === "" || UUID_PATTERN.test(id), "must be the id of a captcha"))),
  captcha: zod.optional(trimmed(16)),
};

export const captchaSchema = zod.object({ captchaId: zod.string(), image: zod.string() });
export type Captcha = zod.infer<typeof captchaSchema>;

export const loginRequestSchema = zod.object({
  type: zod.enum(["username", "sms"]),
  username: zod.optional(trimmed(64)),
  password: zod.optional(secret),
  mobileNum: zod.optional(mobileSchema),
  countryDialingCode: zod.optional(dialingCodeSchema),
  verificationCode: zod.optional(trimmed(255)),
  ...captchaFields,
});
export type LoginRequest = zod.infer<typeof loginRequestSchema>;

// In ./member: free play, which the frame offers from the first paint, answers with it too.
export { loginValueSchema, type LoginValue } from "./member";

/** Value of a refused login: whether a captcha is now needed, and whether an SMS code (two-step check) is. */
export const loginRefusalSchema = zod.object({
  captcha: zod.boolean(),
  twoStep: zod.optional(zod.boolean()),
  expiredMinutes: zod.optional(zod.number()),
});

export const smsRequestSchema = zod.object({
  mobileNum: mobileSchema,
  countryDialingCode: dialingCodeSchema,
  purpose: zod.optional(zod.enum(["login", "reset"])),
  ...captchaFields,
});
export const smsRegisterRequestSchema = zod.object({
  mobileNum: zod.optional(mobileSchema),
  mobileNo: zod.optional(mobileSchema),
  countryDialingCode: dialingCodeSchema,
  username: zod.optional(trimmed(64)),
  ...captchaFields,
});
export const smsValueSchema = zod.object({ expiredMinutes: zod.number() });

const registrationText = zod.optional(trimmed(255));
export const registerRequestSchema = zod.object({
  username: registrationText,
  password: zod.optional(secret),
  confirmPassword: zod.optional(secret),
  paymentPassword: zod.optional(secret),
  payeeName: registrationText,
  email: registrationText,
  qqNum: registrationText,
  mobileNum: registrationText,
  countryDialingCode: zod.optional(dialingCodeSchema),
  recommenderId: registrationText,
  verificationCode: registrationText,
  affiliateCode: registrationText,
  referralCode: registrationText,
  line: registrationText,
  whatsapp: registrationText,
  facebook: registrationText,
  wechat: registrationText,
  idNumber: registrationText,
  realName: registrationText,
  nickname: registrationText,
  telegram: registrationText,
  zalo: registrationText,
  permanentAddress: registrationText,
  currentAddress: registrationText,
  nationality: registrationText,
  placeOfBirth: registrationText,
  occupation: registrationText,
  sourceOfIncome: registrationText,
  birthday: registrationText,
  domain: zod.optional(trimmed(253)),
  registerUrl: zod.optional(trimmed(2000)),
  registerMethod: zod.optional(zod.literal("WEB")),
  login: zod.optional(zod.boolean()),
  ...captchaFields,
});
export type RegisterRequest = zod.infer<typeof registerRequestSchema>;

export const affiliateQuerySchema = zod.object({ code: trimmed(64), domain: zod.optional(trimmed(253)) });
export const affiliateValueSchema = zod.object({ valid: zod.boolean() });

export const changePasswordSchema = zod.object({
  oldPassword: zod.optional(zod.string().check(zod.maxLength(128), oneLine)),
  newPassword: secret,
  confirmNewPassword: secret,
});
/** How long a password reset link sent by email stays usable, in minutes. */
export const RESET_LINK_MINUTES = 30;
export const forgotByEmailSchema = zod.object({ username: trimmed(64), email: trimmed(255), ...captchaFields });
// In ./search: the reset page's search param, read by its route in the first paint's route tree.
export { resetLinkTokenSchema, resetPasswordSearchSchema } from "./search";
/** Using a reset link: the new password twice (the registration rules apply). */
export const resetByLinkSchema = zod.object({ token: zod.string().check(oneLine, zod.trim(), zod.maxLength(128)), newPassword: secret, confirmNewPassword: secret });
export const resetByPhoneSchema = zod.object({
  mobileNum: mobileSchema,
  countryDialingCode: dialingCodeSchema,
  verificationCode: trimmed(255),
  newPassword: secret,
});

export const memberIconSchema = zod.object({ url: zod.nullable(zod.string()) });
export const outboxQuerySchema = zod.object({ mobile: zod.optional(trimmed(20)), countryDialingCode: zod.optional(dialingCodeSchema), email: zod.optional(trimmed(255)) });
export const outboxEntrySchema = zod.object({ recipient: zod.string(), body: zod.string(), createdAt: zod.string() });

export const socialLoginSchema = zod.object({ channel: zod.enum(["google", "facebook"]), idToken: zod.string().check(zod.minLength(10), zod.maxLength(8192), oneLine) });
