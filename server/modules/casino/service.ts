// The casino: launching a game (a short-lived token bound to member, game and session), the house vendor's provably
// fair slot on the seamless wallet, and the betting records and profit and loss its rounds make.
import type { Db } from "../../db/index";
import type { SystemService } from "../system/service";
import type { GamesService } from "../games/service";
import type { WalletService } from "../wallet/service";
import { createHouse } from "./house";
import { createLaunch } from "./launch";
import { createRecords } from "./records";
import { createSeamlessWallet } from "./seamless";
import { createTables } from "./tables";
import { createVendors, type VendorDeps } from "./vendors";
import type { SecretBox } from "../../lib/secretBox";

export { LAUNCH_LIMITS, type LaunchContext } from "./launch";

export type CasinoService = ReturnType<typeof createCasinoService>;

/**
 * The module's one door, put together from the files named for what they serve: launch, house (the house games'
 * sessions and rounds), tables (rooms and limits), records (the betting record), with the seamless wallet and the
 * outside vendors (vendors.ts) beside them.
 */
export function createCasinoService(
  db: Db,
  system: SystemService,
  wallet: WalletService,
  games: GamesService,
  options: Pick<VendorDeps, "members" | "fetch" | "production"> & { secrets: SecretBox | null },
) {
  const seamless = createSeamlessWallet(db, wallet);
  const vendors = createVendors(db, { wallet, seamless, members: options.members, games, box: options.secrets, fetch: options.fetch, production: options.production });
  return {
    seamless,
    vendors,
    ...createLaunch(db, games, vendors),
    ...createHouse(db, system, games, seamless),
    ...createTables(db, system, games),
    ...createRecords(db, games),
  };
}
