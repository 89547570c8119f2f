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
  currency_code: z.string(),
});
export type MerchantRow = z.infer<typeof merchantRow>;

export const findMerchant = (db: Queryable, code: string) =>
  db.query(merchantRow, "select id, code, name, default_country, default_dialing_code, default_language, currency_symbol, currency_code from merchant where code = $1", [code]);

/** Every merchant, for the jobs that run for each. */
export const allMerchants = (db: Queryable) =>
  db.query(z.object({ id: z.number(), code: z.string(), default_language: z.string() }), "select id, code, default_language from merchant order by id");

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

export const customerServiceRow = z.object({ id: z.number(), cs_type: z.string(), title: z.string(), path: z.string(), sort: z.number() });
export const readCustomerService = (db: Queryable, merchantId: number) =>
  db.query(customerServiceRow, "select id, cs_type, title, path, sort from customer_service where merchant_id = $1 order by sort, id", [merchantId]);
export interface ServiceLinkValues {
  type: string;
  title: string;
  path: string;
  sort: number;
}
export const insertServiceLink = (db: Queryable, merchantId: number, s: ServiceLinkValues) =>
  db.query(
    z.object({ id: z.number() }),
    "insert into customer_service (merchant_id, cs_type, title, path, sort) values ($1, $2, $3, $4, $5) returning id",
    [merchantId, s.type, s.title, s.path, s.sort],
  );
export const updateServiceLink = (db: Queryable, merchantId: number, id: number, s: ServiceLinkValues) =>
  db.execute("update customer_service set cs_type = $3, title = $4, path = $5, sort = $6 where merchant_id = $1 and id = $2", [
    merchantId, id, s.type, s.title, s.path, s.sort,
  ]);
export const deleteServiceLink = (db: Queryable, merchantId: number, id: number) =>
  db.query(z.object({ id: z.number() }), "delete from customer_service where merchant_id = $1 and id = $2 returning id", [merchantId, id]);
/** Sets sort to each id's position in the list; answers the ids that are the merchant's. */
export const reorderServiceLinks = (db: Queryable, merchantId: number, ids: readonly number[]) =>
  db.query(
    z.object({ id: z.number() }),
    `update customer_service t set sort = o.position from unnest($2::int[]) with ordinality as o(id, position)
     where t.merchant_id = $1 and t.id = o.id returning t.id`,
    [merchantId, ids],
  );

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

// ---- The money settings (the wallet's limits, the currency, the provider's secret, the points ratio) ----

export const moneySettingsRow = z.object({
  receipt_autoconfirm_minutes: z.number(),
  withdrawal_min_minor: z.coerce.bigint(),
  withdrawal_max_minor: z.coerce.bigint(),
  withdrawals_per_day: z.number(),
  currency_symbol: z.string(),
  currency_code: z.string(),
  payment_callback_secret: z.string(),
  points_per_unit: z.number(),
});
export type MoneySettingsRow = z.infer<typeof moneySettingsRow>;
export const readMoneySettings = (db: Queryable, merchantId: number) =>
  db.query(
    moneySettingsRow,
    `select s.receipt_autoconfirm_minutes, s.withdrawal_min_minor, s.withdrawal_max_minor, s.withdrawals_per_day, m.currency_symbol, m.currency_code,
       s.payment_callback_secret, s.points_per_unit
       from merchant m join system_settings s on s.merchant_id = m.id where m.id = $1`,
    [merchantId],
  );
export const writeMoneySettings = (db: Queryable, merchantId: number, s: { minutes: number | null; min: bigint | null; max: bigint | null; perDay: number | null }) =>
  db.execute(
    `update system_settings set receipt_autoconfirm_minutes = coalesce($2, receipt_autoconfirm_minutes),
       withdrawal_min_minor = coalesce($3::bigint, withdrawal_min_minor), withdrawal_max_minor = coalesce($4::bigint, withdrawal_max_minor),
       withdrawals_per_day = coalesce($5, withdrawals_per_day), updated_at = now() where merchant_id = $1`,
    [merchantId, s.minutes, s.min?.toString() ?? null, s.max?.toString() ?? null, s.perDay],
  );
