// System rules: who sees maintenance or the region block, which features are switched on, what registration asks.
import { badEntries, ipList, normaliseIp } from "../../lib/ipList";
import type { Db, Queryable } from "../../db/index";
import type {
  Country,
  DomainRoute,
  RegisterRule,
  RegisterSettings,
  SystemStatus,
  Whitelabel,
  WhitelabelNode,
} from "../../../src/contract/system";
import { REGISTER_FIELDS, RESOURCE_TYPES, isWhitelabelFlagOn } from "../../../src/contract/system";
import type { OpsSystemStatus, SystemStatusUpdate } from "../../../src/contract/ops";
import { badRequest, notFound } from "../../http/errors";
import { currentMerchant, merchantInScope, type MerchantRef } from "../../lib/merchantScope";
import * as sql from "./sql";

export interface Caller {
  ip: string;
  countryCode: string | null;
}

interface MerchantSnapshot {
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

export type SystemService = ReturnType<typeof createSystemService>;

/**
 * Every page reads these settings, so they are cached per process; a change made by any process
 * is announced with NOTIFY and every process drops its copy, so it is effective on the next request.
 */
export function createSystemService(db: Db, options: { defaultMerchantCode: string; socialChannels?: readonly ("google" | "facebook")[] }) {
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

  /**
   * The snapshot of the merchant in scope (the request's or the job's); a code only where the scope is being resolved.
   * Outside a scope it throws rather than guess a merchant.
   */
  function snapshot(merchantCode?: string): Promise<MerchantSnapshot> {
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
  }

  function statusOf(snap: MerchantSnapshot, caller: Caller): SystemStatus {
    if (snap.maintenance) return 1;
    return isRegionBlocked(snap, caller) ? 2 : 0;
  }

  function locate(snap: MerchantSnapshot, caller: Caller) {
    return { countryCode: caller.countryCode ?? snap.merchant.default_country, ip: caller.ip };
  }

  async function changed() {
    invalidate();
    await sql.notifySystemChanged(db);
  }

  return {
    /** Starts hearing other processes' changes. */
    async start(): Promise<() => Promise<void>> {
      return db.listen(sql.SYSTEM_CHANGED_CHANNEL, invalidate);
    },

    /** Another module changed what the settings carry (customer service links): drop every process's copy. */
    settingsChanged: changed,

    /** The merchant a request names (its `merchant` header) or the default one: the app resolves it once per request. */
    async resolve(merchantCode: string | undefined): Promise<MerchantRef> {
      const { merchant } = await snapshot(merchantCode ?? options.defaultMerchantCode);
      return { id: merchant.id, code: merchant.code, defaultLanguage: merchant.default_language };
    },

    /** Every merchant: the scheduler runs its jobs once for each. */
    async merchants(): Promise<MerchantRef[]> {
      return (await sql.allMerchants(db)).map((row) => ({ id: row.id, code: row.code, defaultLanguage: row.default_language }));
    },

    /** The merchant and the account settings other modules need. */
    async merchant() {
      const snap = await snapshot();
      return {
        id: snap.merchant.id,
        code: snap.merchant.code,
        defaultLanguage: snap.merchant.default_language,
        defaultDialingCode: snap.merchant.default_dialing_code,
        currencyCode: snap.merchant.currency_code,
        passwordMaxAgeDays: snap.passwordMaxAgeDays,
        freeplayBalanceMinor: snap.freeplayBalanceMinor,
        flagOn: (modId: string) => isWhitelabelFlagOn(snap.whitelabel, modId),
        registerRules: snap.registerRules,
      };
    },

    async status(caller: Caller): Promise<SystemStatus> {
      return statusOf(await snapshot(), caller);
    },

    async country(caller: Caller): Promise<Country> {
      const snap = await snapshot();
      const countryCode = locate(snap, caller).countryCode;
      return {
        countryCode,
        countryDialingCode: DIALING_CODES[countryCode] ?? snap.merchant.default_dialing_code,
        ip: caller.ip,
      };
    },

    async whitelabel(caller: Caller): Promise<Whitelabel> {
      const snap = await snapshot();
      const mobileRule = snap.registerRules.mobileNum;
      return {
        merchant: {
          code: snap.merchant.code,
          name: snap.merchant.name,
          currencySymbol: snap.merchant.currency_symbol,
          defaultLanguage: snap.merchant.default_language,
        },
        whitelabel: snap.whitelabel,
        loginValidation: { mobileNum: { maxLength: mobileRule?.maxLength ?? 10 } },
        resources: snap.resources,
        customerService: snap.customerService,
        analytics: [],
        imageCDNs: snap.imageCDNs,
        launchGameCDNs: snap.launchGameCDNs,
        socialLogin: [...(options.socialChannels ?? [])],
        location: locate(snap, caller),
        maintenance: snap.maintenance,
        regionRestriction: isRegionBlocked(snap, caller),
      };
    },

    async registerSettings(): Promise<RegisterSettings> {
      return (await snapshot()).registerRules;
    },

    async domainRoute(host: string | undefined): Promise<DomainRoute> {
      const snap = await snapshot();
      const bareHost = host?.toLowerCase().replace(/:\d+$/, "");
      return { valid: bareHost !== undefined && snap.domains.some((d) => d.domain === bareHost), domains: snap.domains };
    },

    // ---- Customer service links: the whitelabel answer carries them, the content module edits them ----

    /** Read fresh, not from the cache: the operator's list right after an edit. */
    serviceLinks: () => sql.readCustomerService(db, currentMerchant().id),
    /** The links as every page shows them: from the cached settings, which every edit drops in every process. */
    shownServiceLinks: async () => (await snapshot()).customerService,
    async addServiceLink(values: sql.ServiceLinkValues): Promise<number> {
      const [created] = await sql.insertServiceLink(db, currentMerchant().id, values);
      await changed();
      return created?.id ?? 0;
    },
    async updateServiceLink(id: number, values: sql.ServiceLinkValues) {
      await sql.updateServiceLink(db, currentMerchant().id, id, values);
      await changed();
    },
    /** Answers whether there was such a link. */
    async removeServiceLink(id: number): Promise<boolean> {
      const [deleted] = await sql.deleteServiceLink(db, currentMerchant().id, id);
      if (deleted) await changed();
      return deleted !== undefined;
    },
    /** Orders the links as listed, in the caller's transaction; answers the ids that were the merchant's. */
    async reorderServiceLinks(ids: readonly number[], tx: Queryable = db) {
      const updated = await sql.reorderServiceLinks(tx, currentMerchant().id, ids);
      await changed();
      return updated;
    },

    /**
     * The money settings, read fresh (the operator changes limits between requests): the merchant in scope's, or a
     * named one's where the caller is not in its scope (a payment provider's callback names its deposit only).
     */
    async moneySettings(merchantId = currentMerchant().id): Promise<sql.MoneySettingsRow> {
      const [settings] = await sql.readMoneySettings(db, merchantId);
      if (!settings) throw new Error(`merchant ${merchantId} has no settings`);
      return settings;
    },

    async updateMoneySettings(change: { minutes: number | null; min: bigint | null; max: bigint | null; perDay: number | null }) {
      await sql.writeMoneySettings(db, currentMerchant().id, change);
    },

    /** Hosts the /game page may frame: the merchant's game launch CDNs. */
    async launchHosts(): Promise<string[]> {
      // The security headers ask on every answer, the site's files too, which no merchant scope covers: the default's.
      return (await snapshot(merchantInScope()?.code ?? options.defaultMerchantCode)).launchGameCDNs;
    },

    async readOpsStatus(): Promise<OpsSystemStatus> {
      const snap = await snapshot();
      return { maintenance: snap.maintenance, blockedCountries: [...snap.blockedCountries], blockedIps: [...snap.blockedIps] };
    },

    async updateStatus(update: SystemStatusUpdate): Promise<OpsSystemStatus> {
      const snap = await snapshot();
      const next = {
        maintenance: update.maintenance ?? snap.maintenance,
        blockedCountries: unique(update.blockedCountries ?? [...snap.blockedCountries]),
        blockedIps: unique((update.blockedIps ?? [...snap.blockedIps]).map(normaliseIp)),
      };
      // A malformed address is refused before anything is written.
      const [bad] = badEntries(next.blockedIps);
      if (bad !== undefined) throw badRequest(`Invalid body. blockedIps: ${bad} is not an IP address or CIDR range`);
      await sql.writeSettings(db, snap.merchant.id, next);
      await changed();
      return next;
    },

    async setFlag(modId: string, enabled: boolean): Promise<WhitelabelNode[]> {
      const snap = await snapshot();
      const updated = await sql.setModuleEnabled(db, snap.merchant.id, modId, enabled);
      if (updated.length === 0) throw notFound(`Unknown whitelabel module ${modId}`);
      await changed();
      return (await snapshot()).whitelabel;
    },

    async updateRegisterRule(
      field: (typeof REGISTER_FIELDS)[number],
      change: Partial<RegisterRule>,
    ): Promise<RegisterRule> {
      const snap = await snapshot();
      const current = snap.registerRules[field];
      if (!current) throw notFound(`Unknown registration field ${field}`);
      const next: RegisterRule = {
        enabled: change.enabled ?? current.enabled,
        required: change.required ?? current.required,
        acceptedPattern: change.acceptedPattern ?? current.acceptedPattern,
        patternId: change.patternId ?? current.patternId,
        minLength: change.minLength ?? current.minLength,
        maxLength: change.maxLength ?? current.maxLength,
      };
      if (next.minLength > next.maxLength) throw badRequest("Invalid body. minLength: must not exceed maxLength");
      if (next.required && !next.enabled) throw badRequest("Invalid body. required: a disabled field cannot be required");
      if (!isValidPattern(next.acceptedPattern)) throw badRequest("Invalid body. acceptedPattern: must be a regular expression or *");
      await sql.writeRegisterRule(db, snap.merchant.id, { field, ...next });
      await changed();
      return next;
    },
  };
}

function isRegionBlocked(snap: MerchantSnapshot, caller: Caller): boolean {
  if (caller.countryCode && snap.blockedCountries.has(caller.countryCode)) return true;
  return snap.isBlocked(caller.ip);
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

function isValidPattern(pattern: string): boolean {
  if (pattern === "*") return true;
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

const unique = (values: readonly string[]) => [...new Set(values)];

const RESOURCE_TYPE_BY_NAME = new Map<string, (typeof RESOURCE_TYPES)[number]>(RESOURCE_TYPES.map((type) => [type, type]));

/** Dialing codes of the markets the product serves; others fall back to the merchant's default. */
const DIALING_CODES: Record<string, string> = {
  BD: "880",
  IN: "91",
  PH: "63",
  ID: "62",
  TH: "66",
  VN: "84",
  CN: "86",
  MY: "60",
  SG: "65",
  NP: "977",
  PK: "92",
  LK: "94",
  US: "1",
  GB: "44",
};
