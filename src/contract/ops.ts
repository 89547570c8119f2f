// Operator API requests (the seed of the back office under /ops/*).
import * as z from "zod/mini";
import { oneLine } from "./fields";
import { REGISTER_FIELDS } from "./system";

const countryCode = z.string().check(oneLine, z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, "must be a two-letter country code"));
const ipOrCidr = z
  .string()
  .check(
    oneLine,
    z.trim(),
    z.maxLength(64),
    z.regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, "must be an IP address or a CIDR range"),
  );

export const systemStatusUpdateSchema = z.object({
  maintenance: z.optional(z.boolean()),
  blockedCountries: z.optional(z.array(countryCode).check(z.maxLength(300))),
  blockedIps: z.optional(z.array(ipOrCidr).check(z.maxLength(10_000))),
});
export type SystemStatusUpdate = z.infer<typeof systemStatusUpdateSchema>;

export const opsSystemStatusSchema = z.object({
  maintenance: z.boolean(),
  blockedCountries: z.array(z.string()),
  blockedIps: z.array(z.string()),
});
export type OpsSystemStatus = z.infer<typeof opsSystemStatusSchema>;

export const whitelabelFlagParamSchema = z.object({ modId: z.string().check(z.regex(/^[A-Za-z0-9_]{2,40}$/, "must be a module id")) });
export const whitelabelFlagUpdateSchema = z.object({ enabled: z.boolean() });

export const registerFieldParamSchema = z.object({ field: z.enum(REGISTER_FIELDS) });
export const registerRuleUpdateSchema = z.object({
  enabled: z.optional(z.boolean()),
  required: z.optional(z.boolean()),
  acceptedPattern: z.optional(z.string().check(z.maxLength(500), oneLine)),
  patternId: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(23))),
  minLength: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
  maxLength: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
});
