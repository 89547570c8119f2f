// System module of the API: status, whitelabel permissions, registration rules, domain route, country.
import * as zod from "zod/mini";
import { oneLine } from "./fields";

const host = zod.string().check(oneLine, zod.trim(), zod.maxLength(253));

export const systemStatusQuerySchema = zod.object({ url: zod.optional(host) });
/** 0 normal, 1 maintenance, 2 region-blocked. */
export const systemStatusSchema = zod.union([zod.literal(0), zod.literal(1), zod.literal(2)]);
export type SystemStatus = zod.infer<typeof systemStatusSchema>;

export const locationSchema = zod.object({ countryCode: zod.string(), ip: zod.string() });
export type Location = zod.infer<typeof locationSchema>;

export const countrySchema = zod.object({
  countryCode: zod.string(),
  countryDialingCode: zod.string(),
  ip: zod.string(),
});
export type Country = zod.infer<typeof countrySchema>;

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
export const whitelabelNodeSchema: zod.ZodMiniType<WhitelabelNode> = zod.object({
  modId: zod.string(),
  enabled: zod.enum(["1", "0"]),
  get childrenNodes() {
    return zod.array(whitelabelNodeSchema);
  },
});

export const RESOURCE_TYPES = ["LINE", "WECHAT", "FACEBOOK", "TELEGRAM", "YOUTUBE", "INSTAGRAM", "TWITTER", "VIBER"] as const;
export const resourceSchema = zod.object({
  resourceType: zod.enum(RESOURCE_TYPES),
  url: zod.string(),
  qrCodeUrl: zod.string(),
});
export const customerServiceSchema = zod.object({ csType: zod.string(), title: zod.string(), path: zod.string() });

export const whitelabelSchema = zod.object({
  merchant: zod.object({
    code: zod.string(),
    name: zod.string(),
    currencySymbol: zod.string(),
    defaultLanguage: zod.string(),
  }),
  whitelabel: zod.array(whitelabelNodeSchema),
  loginValidation: zod.object({ mobileNum: zod.object({ maxLength: zod.number() }) }),
  resources: zod.array(resourceSchema),
  customerService: zod.array(customerServiceSchema),
  analytics: zod.array(zod.object({ provider: zod.string(), id: zod.string() })),
  imageCDNs: zod.array(zod.string()),
  launchGameCDNs: zod.array(zod.string()),
  /** Social sign-in channels with a configured adapter; empty, the site shows no social button. */
  socialLogin: zod.array(zod.enum(["google", "facebook"])),
  location: locationSchema,
  maintenance: zod.boolean(),
  regionRestriction: zod.boolean(),
});
export type Whitelabel = zod.infer<typeof whitelabelSchema>;

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

export const registerRuleSchema = zod.object({
  enabled: zod.boolean(),
  required: zod.boolean(),
  acceptedPattern: zod.string(),
  /** Index of the pattern message family reg_pattern_0 … reg_pattern_23. */
  patternId: zod.number().check(zod.int(), zod.minimum(0), zod.maximum(23)),
  minLength: zod.number().check(zod.int(), zod.minimum(0)),
  maxLength: zod.number().check(zod.int(), zod.minimum(0)),
});
export type RegisterRule = zod.infer<typeof registerRuleSchema>;
export const registerSettingsSchema = zod.partialRecord(zod.enum(REGISTER_FIELDS), registerRuleSchema);
export type RegisterSettings = zod.infer<typeof registerSettingsSchema>;

export const domainRouteQuerySchema = zod.object({ url: zod.optional(host) });
export const domainRouteSchema = zod.object({
  /** False when the host is not one of the merchant's domains ('Invalid URL, please contact customer service'). */
  valid: zod.boolean(),
  domains: zod.array(zod.object({ domain: zod.string(), type: zod.enum(["web", "app", "agent"]) })),
});
export type DomainRoute = zod.infer<typeof domainRouteSchema>;

/** A flag is on when its node and every ancestor are enabled; an absent flag is off. */
export function isWhitelabelFlagOn(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === "1";
    if (node.enabled === "1" && isWhitelabelFlagOn(node.childrenNodes, modId)) return true;
  }
  return false;
}
