// Queries of the system module.
import { z } from "zod";
import type { Queryable } from "../../db/index";

export const merchantRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  default_country: z.string(),
  default_dialing_code: z.string(),
  default_language: z.string(),
  currency_symbol: z.string(),
});
export type MerchantRow = z.infer<typeof merchantRow>;

export const findMerchant = (db: Queryable, code: string) =>
  db.query(merchantRow, "select id, code, name, default_country, default_dialing_code, default_language, currency_symbol from merchant where code = $1", [code]);

export const settingsRow = z.object({
  maintenance: z.boolean(),
  blocked_countries: z.array(z.string()),
  blocked_ips: z.array(z.string()),
  password_max_age_days: z.number(),
  freeplay_balance_minor: z.coerce.bigint(),
});
export const readSettings = (db: Queryable, merchantId: number) =>
  db.query(
    settingsRow,
    "select maintenance, blocked_countries, blocked_ips, password_max_age_days, freeplay_balance_minor from system_settings where merchant_id = $1",
    [merchantId],
  );

export const moduleRow = z.object({
  mod_id: z.string(),
  parent_mod_id: z.string().nullable(),
  enabled: z.boolean(),
});
export const readModules = (db: Queryable, merchantId: number) =>
  db.query(moduleRow, "select mod_id, parent_mod_id, enabled from whitelabel_module where merchant_id = $1 order by sort, mod_id", [merchantId]);

export const resourceRow = z.object({ resource_type: z.string(), url: z.string(), qr_code_url: z.string() });
export const readResources = (db: Queryable, merchantId: number) =>
  db.query(resourceRow, "select resource_type, url, qr_code_url from merchant_resource where merchant_id = $1 order by sort, id", [merchantId]);

export const customerServiceRow = z.object({ cs_type: z.string(), title: z.string(), path: z.string() });
export const readCustomerService = (db: Queryable, merchantId: number) =>
  db.query(customerServiceRow, "select cs_type, title, path from customer_service where merchant_id = $1 order by sort, id", [merchantId]);

export const cdnRow = z.object({ kind: z.enum(["image", "launch"]), url: z.string() });
export const readCdns = (db: Queryable, merchantId: number) =>
  db.query(cdnRow, "select kind, url from merchant_cdn where merchant_id = $1 order by url", [merchantId]);

export const domainRow = z.object({ domain: z.string(), kind: z.enum(["web", "app", "agent"]) });
export const readDomains = (db: Queryable, merchantId: number) =>
  db.query(domainRow, "select domain, kind from merchant_domain where merchant_id = $1 order by domain", [merchantId]);

export const registerRuleRow = z.object({
  field: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  accepted_pattern: z.string(),
  pattern_id: z.number(),
  min_length: z.number(),
  max_length: z.number(),
});
export type RegisterRuleRow = z.infer<typeof registerRuleRow>;
export const readRegisterRules = (db: Queryable, merchantId: number) =>
  db.query(
    registerRuleRow,
    "select field, enabled, required, accepted_pattern, pattern_id, min_length, max_length from register_rule where merchant_id = $1 order by sort, field",
    [merchantId],
  );

export const writeSettings = (
  db: Queryable,
  merchantId: number,
  settings: { maintenance: boolean; blockedCountries: string[]; blockedIps: string[] },
) =>
  db.execute(
    `insert into system_settings (merchant_id, maintenance, blocked_countries, blocked_ips, updated_at)
     values ($1, $2, $3, $4, now())
     on conflict (merchant_id) do update
       set maintenance = excluded.maintenance, blocked_countries = excluded.blocked_countries,
           blocked_ips = excluded.blocked_ips, updated_at = now()`,
    [merchantId, settings.maintenance, settings.blockedCountries, settings.blockedIps],
  );

export const setModuleEnabled = (db: Queryable, merchantId: number, modId: string, enabled: boolean) =>
  db.query(
    z.object({ mod_id: z.string() }),
    "update whitelabel_module set enabled = $3 where merchant_id = $1 and mod_id = $2 returning mod_id",
    [merchantId, modId, enabled],
  );

export const writeRegisterRule = (
  db: Queryable,
  merchantId: number,
  rule: { field: string; enabled: boolean; required: boolean; acceptedPattern: string; patternId: number; minLength: number; maxLength: number },
) =>
  db.execute(
    `update register_rule set enabled = $3, required = $4, accepted_pattern = $5, pattern_id = $6, min_length = $7, max_length = $8
     where merchant_id = $1 and field = $2`,
    [merchantId, rule.field, rule.enabled, rule.required, rule.acceptedPattern, rule.patternId, rule.minLength, rule.maxLength],
  );

export const SYSTEM_CHANGED_CHANNEL = "tala_system_changed";
export const notifySystemChanged = (db: Queryable) => db.execute(`notify ${SYSTEM_CHANGED_CHANNEL}`);
