// Accounts and sessions: login, captcha, SMS codes, registration, passwords, free play (SPEC §3, §7).
import * as z from "zod/mini";
import { oneLine, UUID_PATTERN } from "./fields";

const trimmed = (max: number) => z.string().check(oneLine, z.trim(), z.maxLength(max));
const secret = z.string().check(z.minLength(1), z.maxLength(128), oneLine);
export const mobileSchema = z.string().check(oneLine, z.trim(), z.regex(/^\d{6,15}$/, "must be 6 to 15 digits"));
export const dialingCodeSchema = z.string().check(oneLine, z.trim(), z.regex(/^\+?\d{1,4}$/, "must be a country dialing code"));

export const captchaFields = {
  /** The id a captcha was drawn with, or "" when none was shown. */
  captchaId: z.optional(z.string().check(z.refine((id) => id === "" || UUID_PATTERN.test(id), "must be the id of a captcha"))),
  captcha: z.optional(trimmed(16)),
};

export const captchaSchema = z.object({ captchaId: z.string(), image: z.string() });
export type Captcha = z.infer<typeof captchaSchema>;

export const loginRequestSchema = z.object({
  type: z.enum(["username", "sms"]),
  username: z.optional(trimmed(64)),
  password: z.optional(secret),
  mobileNum: z.optional(mobileSchema),
  countryDialingCode: z.optional(dialingCodeSchema),
  verificationCode: z.optional(trimmed(255)),
  ...captchaFields,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

// In ./member: free play, which the frame offers from the first paint, answers with it too.
export { loginValueSchema, type LoginValue } from "./member";

/** Value of a refused login: whether a captcha is now needed, and whether an SMS code (two-step check) is. */
export const loginRefusalSchema = z.object({
  captcha: z.boolean(),
  twoStep: z.optional(z.boolean()),
  expiredMinutes: z.optional(z.number()),
});

export const smsRequestSchema = z.object({
  mobileNum: mobileSchema,
  countryDialingCode: dialingCodeSchema,
  purpose: z.optional(z.enum(["login", "reset"])),
  ...captchaFields,
});
export const smsRegisterRequestSchema = z.object({
  mobileNum: z.optional(mobileSchema),
  mobileNo: z.optional(mobileSchema),
  countryDialingCode: dialingCodeSchema,
  username: z.optional(trimmed(64)),
  ...captchaFields,
});
export const smsValueSchema = z.object({ expiredMinutes: z.number() });

const registrationText = z.optional(trimmed(255));
export const registerRequestSchema = z.object({
  username: registrationText,
  password: z.optional(secret),
  confirmPassword: z.optional(secret),
  paymentPassword: z.optional(secret),
  payeeName: registrationText,
  email: registrationText,
  qqNum: registrationText,
  mobileNum: registrationText,
  countryDialingCode: z.optional(dialingCodeSchema),
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
  domain: z.optional(trimmed(253)),
  registerUrl: z.optional(trimmed(2000)),
  registerMethod: z.optional(z.literal("WEB")),
  login: z.optional(z.boolean()),
  ...captchaFields,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const affiliateQuerySchema = z.object({ code: trimmed(64), domain: z.optional(trimmed(253)) });
export const affiliateValueSchema = z.object({ valid: z.boolean() });

export const changePasswordSchema = z.object({
  oldPassword: z.optional(z.string().check(z.maxLength(128), oneLine)),
  newPassword: secret,
  confirmNewPassword: secret,
});
/** How long a password reset link sent by email stays usable, in minutes. */
export const RESET_LINK_MINUTES = 30;
export const forgotByEmailSchema = z.object({ username: trimmed(64), email: trimmed(255), ...captchaFields });
// In ./search: the reset page's search param, read by its route in the first paint's route tree.
export { resetLinkTokenSchema, resetPasswordSearchSchema } from "./search";
/** Using a reset link: the new password twice (the registration rules apply). */
export const resetByLinkSchema = z.object({ token: z.string().check(oneLine, z.trim(), z.maxLength(128)), newPassword: secret, confirmNewPassword: secret });
export const resetByPhoneSchema = z.object({
  mobileNum: mobileSchema,
  countryDialingCode: dialingCodeSchema,
  verificationCode: trimmed(255),
  newPassword: secret,
});

export const memberIconSchema = z.object({ url: z.nullable(z.string()) });
export const outboxQuerySchema = z.object({ mobile: z.optional(trimmed(20)), countryDialingCode: z.optional(dialingCodeSchema), email: z.optional(trimmed(255)) });
export const outboxEntrySchema = z.object({ recipient: z.string(), body: z.string(), createdAt: z.string() });

export const socialLoginSchema = z.object({ channel: z.enum(["google", "facebook"]), idToken: z.string().check(z.minLength(10), z.maxLength(8192), oneLine) });
