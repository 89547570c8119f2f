// The wallet: balances, vendor wallets, deposits (demo provider and bank transfer), withdrawals with the receipt
// confirmation, agent transfers, account records and the operator's side. Every movement goes through the ledger,
// which stays inside this module: other modules move money through the intention-named calls of money.ts.
import type { Db } from "../../db/index";
import type { GamesService } from "../games/service";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import { createWalletCore, type WalletOptions } from "./core";
import { createDeposits } from "./deposits";
import { createMoneyCalls } from "./money";
import { createOps } from "./ops";
import { createTransfers } from "./transfers";
import { createWithdrawals } from "./withdrawals";

export type { Payment } from "./money";
export type { BatchStatement } from "./ledger";
export type WalletService = ReturnType<typeof createWalletService>;

export function createWalletService(db: Db, system: SystemService, members: MemberService, games: GamesService, options: WalletOptions = {}) {
  const core = createWalletCore(db, system, members, options);
  return {
    ...createTransfers(core, games),
    ...createDeposits(core),
    ...createWithdrawals(core),
    ...createOps(core),
    ...createMoneyCalls(core),
  };
}
