// Each merchant's settings as one snapshot, cached per process: a change made by any process is announced with
// NOTIFY and every process drops its copy, so it is effective on the next request.
import type { Db } from "../../db/index";
import type { DomainRoute, RegisterSettings, Whitelabel, WhitelabelNode } from "../../../src/contract/system";
import { REGISTER_FIELDS, RESOURCE_TYPES } from "../../../src/contract/system";
import { notFound } from "../../http/errors";
import { ipList } from "../../lib/ipList";
import { currentMerchant } from "../../lib/merchantScope";
import * as sql from "./sql";

export interface MerchantSnapshot {
  merchant: sql.MerchantRow;
  maintenance: boolean;
  passwordMaxAgeDays: number;
  freeplayBalanceMinor: bigint;
  blockedCountries: ReadonlySet<string>;
  blockedIps: readonly string[];
  isBlocked: (ip: string) => boolean;
  whitelabel: WhitelabelNode[];
  resources: Whitelabel["resources"];
  customerService: Whitelabel["customerService"];
  imageCDNs: string[];
  launchGameCDNs: string[];
  domains: DomainRoute["domains"];
  registerRules: RegisterSettings;
}

export type Snapshots = ReturnType<typeof createSnapshots>;

export function createSnapshots(db: Db) {
  let generation = 0;
  const cache = new Map<string, Promise<MerchantSnapshot>>();

  function invalidate() {
    generation += 1;
    cache.clear();
  }

  async function load(code: string): Promise<MerchantSnapshot> {
    const [merchant] = await sql.findMerchant(db, code);
    if (!merchant) throw notFound(`Unknown merchant ${code}`);
    const [settings, modules, resources, service, cdns, domains, rules] = await Promise.all([
      sql.readSettings(db, merchant.id),
      sql.readModules(db, merchant.id),
      sql.readResources(db, merchant.id),
      sql.readCustomerService(db, merchant.id),
      sql.readCdns(db, merchant.id),
      sql.readDomains(db, merchant.id),
      sql.readRegisterRules(db, merchant.id),
    ]);
    const current = settings[0] ?? { maintenance: false, blocked_countries: [], blocked_ips: [], password_max_age_days: 90, freeplay_balance_minor: 0n };
    return {
      merchant,
      maintenance: current.maintenance,
      passwordMaxAgeDays: current.password_max_age_days,
      freeplayBalanceMinor: current.freeplay_balance_minor,
      blockedCountries: new Set(current.blocked_countries),
      blockedIps: current.blocked_ips,
      isBlocked: ipList(current.blocked_ips),
      whitelabel: toTree(modules),
      resources: resources.flatMap((row) => {
        const resourceType = RESOURCE_TYPE_BY_NAME.get(row.resource_type);
        return resourceType ? [{ resourceType, url: row.url, qrCodeUrl: row.qr_code_url }] : [];
      }),
      customerService: service.map((row) => ({ csType: row.cs_type, title: row.title, path: row.path })),
      imageCDNs: cdns.filter((row) => row.kind === "image").map((row) => row.url),
      launchGameCDNs: cdns.filter((row) => row.kind === "launch").map((row) => row.url),
      domains: domains.map((row) => ({ domain: row.domain, type: row.kind })),
      registerRules: toRegisterSettings(rules),
    };
  }

  return {
    /**
     * The snapshot of the merchant in scope (the request's or the job's); a code only where the scope is being resolved.
     * Outside a scope it throws rather than guess a merchant.
     */
    snapshot(merchantCode?: string): Promise<MerchantSnapshot> {
      const code = merchantCode ?? currentMerchant().code;
      const cached = cache.get(code);
      if (cached) return cached;
      const startedAt = generation;
      const loading = load(code);
      cache.set(code, loading);
      loading.then(
        () => {
          if (generation !== startedAt) cache.delete(code);
        },
        () => cache.delete(code),
      );
      return loading;
    },

    /** Starts hearing other processes' changes. */
    listen: (): Promise<() => Promise<void>> => db.listen(sql.SYSTEM_CHANGED_CHANNEL, invalidate),

    /** A setting changed: drop this process's copy and tell the others to drop theirs. */
    async changed() {
      invalidate();
      await sql.notifySystemChanged(db);
    },
  };
}

function toTree(rows: readonly { mod_id: string; parent_mod_id: string | null; enabled: boolean }[]): WhitelabelNode[] {
  const build = (parent: string | null): WhitelabelNode[] =>
    rows
      .filter((row) => row.parent_mod_id === parent)
      .map((row) => ({ modId: row.mod_id, enabled: row.enabled ? "1" : "0", childrenNodes: build(row.mod_id) }));
  return build(null);
}

function toRegisterSettings(rows: readonly sql.RegisterRuleRow[]): RegisterSettings {
  const settings: RegisterSettings = {};
  for (const row of rows) {
    const field = REGISTER_FIELDS.find((name) => name === row.field);
    if (!field) continue;
    settings[field] = {
      enabled: row.enabled,
      required: row.required,
      acceptedPattern: row.accepted_pattern,
      patternId: row.pattern_id,
      minLength: row.min_length,
      maxLength: row.max_length,
    };
  }
  return settings;
}

const RESOURCE_TYPE_BY_NAME = new Map<string, (typeof RESOURCE_TYPES)[number]>(RESOURCE_TYPES.map((type) => [type, type]));
