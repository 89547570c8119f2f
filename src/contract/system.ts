// System module of the API: status, whitelabel permissions, registration rules, domain route, country.
import * as z from "zod/mini";
import { oneLine } from "./fields";

const host = z.string().check(oneLine, z.trim(), z.maxLength(253));

export const systemStatusQuerySchema = z.object({ url: z.optional(host) });
/** 0 normal, 1 maintenance, 2 region-blocked. */
export const systemStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const locationSchema = z.object({ countryCode: z.string(), ip: z.string() });
export type Location = z.infer<typeof locationSchema>;

export const countrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  ip: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** Whitelabel flags of SPEC §1, plus the config flag 'logined to home page'. */
export const WHITELABEL_FLAGS = [
  "MOBILENUMREG3",
  "REGMOBVERF3",
  "MOBILENUMPASSREG3",
  "USERNAMEREG3",
  "FREEPLAY3",
  "PWDEXPFORCECHANGE3",
  "MOBILEVERCODELOGIN3",
  "DIRECTREG3",
  "CHNGPASSVERIF3",
  "LOGINEDTOHOMEPAGE",
  "DIVIDEND3",
  "DAILYSALARY3",
  "HOURLYSALARY3",
  "REALTIMESALARY3",
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

export type WhitelabelNode = { modId: string; enabled: "1" | "0"; childrenNodes: WhitelabelNode[] };
export const whitelabelNodeSchema: z.ZodMiniType<WhitelabelNode> = z.object({
  modId: z.string(),
  enabled: z.enum(["1", "0"]),
  get childrenNodes() {
    return z.array(whitelabelNodeSchema);
  },
});

export const RESOURCE_TYPES = ["LINE", "WECHAT", "FACEBOOK", "TELEGRAM", "YOUTUBE", "INSTAGRAM", "TWITTER", "VIBER"] as const;
export const resourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  qrCodeUrl: z.string(),
});
export const customerServiceSchema = z.object({ csType: z.string(), title: z.string(), path: z.string() });

export const whitelabelSchema = z.object({
  merchant: z.object({
    code: z.string(),
    name: z.string(),
    currencySymbol: z.string(),
    defaultLanguage: z.string(),
  }),
  whitelabel: z.array(whitelabelNodeSchema),
  loginValidation: z.object({ mobileNum: z.object({ maxLength: z.number() }) }),
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  analytics: z.array(z.object({ provider: z.string(), id: z.string() })),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  /** Social sign-in channels with a configured adapter; empty, the site shows no social button. */
  socialLogin: z.array(z.enum(["google", "facebook"])),
  location: locationSchema,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

/** Every registration field of SPEC §3, those named in wording included. */
export const REGISTER_FIELDS = [
  "username",
  "password",
  "confirmPassword",
  "payeeName",
  "email",
  "qqNum",
  "mobileNum",
  "recommenderId",
  "captcha",
  "verificationCode",
  "affiliateCode",
  "paymentPassword",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "referralCode",
  "realName",
  "nickname",
  "telegram",
  "zalo",
  "permanentAddress",
  "currentAddress",
  "nationality",
  "placeOfBirth",
  "occupation",
  "sourceOfIncome",
  "birthday",
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const registerRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  /** Index of the pattern message family reg_pattern_0 … reg_pattern_23. */
  patternId: z.number().check(z.int(), z.minimum(0), z.maximum(23)),
  minLength: z.number().check(z.int(), z.minimum(0)),
  maxLength: z.number().check(z.int(), z.minimum(0)),
});
export type RegisterRule = z.infer<typeof registerRuleSchema>;
export const registerSettingsSchema = z.partialRecord(z.enum(REGISTER_FIELDS), registerRuleSchema);
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const domainRouteQuerySchema = z.object({ url: z.optional(host) });
export const domainRouteSchema = z.object({
  /** False when the host is not one of the merchant's domains ('Invalid URL, please contact customer service'). */
  valid: z.boolean(),
  domains: z.array(z.object({ domain: z.string(), type: z.enum(["web", "app", "agent"]) })),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

/** A flag is on when its node and every ancestor are enabled; an absent flag is off. */
export function isWhitelabelFlagOn(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === "1";
    if (node.enabled === "1" && isWhitelabelFlagOn(node.childrenNodes, modId)) return true;
  }
  return false;
}
