// System rules: who sees maintenance or the region block, which features are switched on, what registration asks.
// The module's one door, put together from the files named for what they serve: merchants (which merchant), status
// (what the site asks first), serviceLinks (edited by the content module), settings (what the operator sets), over
// one cached snapshot of each merchant's settings (snapshot.ts).
import type { Db } from "../../db/index";
import { createMerchants } from "./merchants";
import { createServiceLinks } from "./serviceLinks";
import { createSettings } from "./settings";
import { createSnapshots } from "./snapshot";
import { createStatus } from "./status";

export type { Caller } from "./status";

export type SystemService = ReturnType<typeof createSystemService>;

export function createSystemService(db: Db, options: { defaultMerchantCode: string; socialChannels?: readonly ("google" | "facebook")[] }) {
  const snapshots = createSnapshots(db);
  return {
    /** Starts hearing other processes' changes. */
    start: snapshots.listen,
    /** Another module changed what the settings carry (customer service links): drop every process's copy. */
    settingsChanged: snapshots.changed,
    ...createMerchants(db, snapshots, options.defaultMerchantCode),
    ...createStatus(snapshots, options),
    ...createServiceLinks(db, snapshots),
    ...createSettings(db, snapshots),
  };
}
