// What the operator sets: maintenance and the blocked countries and addresses, whitelabel flags, registration
// rules, and the money settings (read fresh, not from the snapshot).
import type { Db } from "../../db/index";
import type { RegisterRule, WhitelabelNode } from "../../../src/contract/system";
import { REGISTER_FIELDS } from "../../../src/contract/system";
import type { OpsSystemStatus, SystemStatusUpdate } from "../../../src/contract/ops";
import { badRequest, notFound } from "../../http/errors";
import { badEntries, normaliseIp } from "../../lib/ipList";
import { currentMerchant } from "../../lib/merchantScope";
import type { Snapshots } from "./snapshot";
import * as sql from "./sql";

export function createSettings(db: Db, { snapshot, changed }: Snapshots) {
  return {
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
