// Customer service links: the whitelabel answer carries them, the content module edits them.
import type { Db, Queryable } from "../../db/index";
import { currentMerchant } from "../../lib/merchantScope";
import type { Snapshots } from "./snapshot";
import * as sql from "./sql";

export function createServiceLinks(db: Db, { snapshot, changed }: Snapshots) {
  return {
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
  };
}
