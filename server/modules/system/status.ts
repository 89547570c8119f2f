// What the site asks before its first page: the status (maintenance, region block), the caller's country, the
// whitelabel, the registration rules, the domain route, and the hosts the game page may frame.
import type { Country, DomainRoute, RegisterSettings, SystemStatus, Whitelabel } from "../../../src/contract/system";
import { merchantInScope } from "../../lib/merchantScope";
import type { MerchantSnapshot, Snapshots } from "./snapshot";

export interface Caller {
  ip: string;
  countryCode: string | null;
}

export function createStatus(
  { snapshot }: Snapshots,
  options: { defaultMerchantCode: string; socialChannels?: readonly ("google" | "facebook")[] | undefined },
) {
  return {
    async status(caller: Caller): Promise<SystemStatus> {
      const snap = await snapshot();
      if (snap.maintenance) return 1;
      return isRegionBlocked(snap, caller) ? 2 : 0;
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

    /** Hosts the /game page may frame: the merchant's game launch CDNs. */
    async launchHosts(): Promise<string[]> {
      // The security headers ask on every answer, the site's files too, which no merchant scope covers: the default's.
      return (await snapshot(merchantInScope()?.code ?? options.defaultMerchantCode)).launchGameCDNs;
    },
  };
}

function locate(snap: MerchantSnapshot, caller: Caller) {
  return { countryCode: caller.countryCode ?? snap.merchant.default_country, ip: caller.ip };
}

function isRegionBlocked(snap: MerchantSnapshot, caller: Caller): boolean {
  if (caller.countryCode && snap.blockedCountries.has(caller.countryCode)) return true;
  return snap.isBlocked(caller.ip);
}

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
