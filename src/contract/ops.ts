// Operator API requests (the seed of the back office under /ops/*).
import * as zod from "zod/mini";
import { oneLine } from "./fields";
import { REGISTER_FIELDS } from "./system";

const countryCode = zod.string().check(oneLine, zod.trim(), zod.toUpperCase(), zod.regex(/^[A-Z]{2}$/, "must be a two-letter country code"));
const ipOrCidr = zod
  .string()
  .check(
    oneLine,
    zod.trim(),
    zod.maxLength(64),
    zod.regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, "must be an IP address or a CIDR range"),
  );

export const systemStatusUpdateSchema = zod.object({
  maintenance: zod.optional(zod.boolean()),
  blockedCountries: zod.optional(zod.array(countryCode).check(zod.maxLength(300))),
  blockedIps: zod.optional(zod.array(ipOrCidr).check(zod.maxLength(10_000))),
});
export type SystemStatusUpdate = zod.infer<typeof systemStatusUpdateSchema>;

export const opsSystemStatusSchema = zod.object({
  maintenance: zod.boolean(),
  blockedCountries: zod.array(zod.string()),
  blockedIps: zod.array(zod.string()),
});
export type OpsSystemStatus = zod.infer<typeof opsSystemStatusSchema>;

export const whitelabelFlagParamSchema = zod.object({ modId: zod.string().check(zod.regex(/^[A-Za-z0-9_]{2,40}$/, "must be a module id")) });
export const whitelabelFlagUpdateSchema = zod.object({ enabled: zod.boolean() });

export const registerFieldParamSchema = zod.object({ field: zod.enum(REGISTER_FIELDS) });
export const registerRuleUpdateSchema = zod.object({
  enabled: zod.optional(zod.boolean()),
  required: zod.optional(zod.boolean()),
  acceptedPattern: zod.optional(zod.string().check(zod.maxLength(500), oneLine)),
  patternId: zod.optional(zod.number().check(zod.int(), zod.minimum(0), zod.maximum(23))),
  minLength: zod.optional(zod.number().check(zod.int(), zod.minimum(0), zod.maximum(1000))),
  maxLength: zod.optional(zod.number().check(zod.int(), zod.minimum(0), zod.maximum(1000))),
});
