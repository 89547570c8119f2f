// Which merchant: the one a request names (resolved once per request), every merchant (for the jobs), and the
// merchant in scope with the account settings other modules need.
import type { Db } from "../../db/index";
import { isWhitelabelFlagOn } from "../../../src/contract/system";
import type { MerchantRef } from "../../lib/merchantScope";
import type { Snapshots } from "./snapshot";
import * as sql from "./sql";

export function createMerchants(db: Db, { snapshot }: Snapshots, defaultMerchantCode: string) {
  return {
    /** The merchant a request names (its `merchant` header) or the default one: the app resolves it once per request. */
    async resolve(merchantCode: string | undefined): Promise<MerchantRef> {
      const { merchant } = await snapshot(merchantCode ?? defaultMerchantCode);
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
  };
}
