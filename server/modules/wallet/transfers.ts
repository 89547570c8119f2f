// The member's own money: balances, vendor wallets and the moves between them, account records, and an agent's
// transfers to its downline or its upline.
import type {
  AccountRecord,
  AgentTransferRequest,
  Balance,
  Consolidated,
  MerchantWallets,
  Movement,
  RecordPage,
  RecordQuery,
  TransferKind,
  UplineTransferRequest,
  WalletTransferRequest,
} from "../../../src/contract/wallet";
import { isAgentAccountType } from "../../../src/contract/agent";
import { RECORD_PAGE_SIZE, TRANSFER_KINDS } from "../../../src/contract/wallet";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { minorToDecimal } from "../../lib/money";
import type { GamesService } from "../games/service";
import { movement, positive, type Payer, type WalletCore } from "./core";
import * as sql from "./sql";

/** The main wallet's names on the wire (GCS_walletTransfer). */
const MAIN_WALLET = new Set(["", "MAIN"]);
const isKind = (kind: string): kind is TransferKind => TRANSFER_KINDS.some((k) => k === kind);
const isAgent = (member: Payer) => isAgentAccountType(member.account_type);

export function createTransfers(core: WalletCore, games: GamesService) {
  const { db, ledger } = core;

  async function vendorNames(): Promise<Map<string, string>> {
    const menus = await games.menus();
    return new Map(menus.flatMap((menu) => menu.vendors.map((vendor) => [vendor.code, vendor.name] as const)));
  }

  /** From an agent's main wallet to another member's: the agent's balance after it answers. */
  async function agentPays(agent: Payer, target: { id: number; username: string }, key: string, amount: bigint): Promise<Movement> {
    const merchantId = core.merchantId();
    const moved = await ledger.move({
      merchantId,
      key: `m${agent.id}:${key}`,
      kind: "agent_transfer",
      reference: `${agent.username} → ${target.username}`,
      debit: await ledger.memberAccount(merchantId, agent.id),
      credit: await ledger.memberAccount(merchantId, target.id),
      amount,
    });
    return movement(moved, moved.debitBalance);
  }

  return {
    async balance(memberId: number): Promise<Balance> {
      const merchant = await core.merchant();
      await core.grantFreeplay(merchant, await core.memberOf(memberId));
      await ledger.memberAccount(merchant.id, memberId);
      const accounts = await sql.memberAccounts(db, memberId);
      const main = accounts.find((account) => account.kind === "main")?.balance ?? 0n;
      const sum = accounts.reduce((total, account) => total + account.balance, 0n);
      return {
        sumBalance: minorToDecimal(sum),
        mainBalance: minorToDecimal(main),
        currencySymbol: merchant.settings.currency_symbol,
        currencyCode: merchant.settings.currency_code,
      };
    },

    async merchantWallets(memberId: number): Promise<MerchantWallets> {
      const names = await vendorNames();
      const accounts = await sql.memberAccounts(db, memberId);
      const byVendor = new Map(accounts.filter((account) => account.kind === "vendor").map((account) => [account.vendor, account.balance]));
      return {
        main: minorToDecimal(accounts.find((account) => account.kind === "main")?.balance ?? 0n),
        wallets: [...names].map(([vendor, name]) => ({ vendor, name, balance: minorToDecimal(byVendor.get(vendor) ?? 0n) })),
      };
    },

    /** Between the main wallet and one vendor's wallet, either way. */
    async walletTransfer(memberId: number, key: string, request: WalletTransferRequest): Promise<Movement> {
      const merchant = await core.merchant();
      const amount = positive(request.amount);
      const fromMain = MAIN_WALLET.has(request.from.toUpperCase());
      const toMain = MAIN_WALLET.has(request.to.toUpperCase());
      if (fromMain === toMain) throw badRequest("Invalid body. from, to: one side must be the main wallet and the other a vendor");
      const vendor = fromMain ? request.to : request.from;
      if (!(await vendorNames()).has(vendor)) throw notFound(`No such vendor wallet: ${vendor}`);
      await core.grantFreeplay(merchant, await core.memberOf(memberId));
      const main = await ledger.memberAccount(merchant.id, memberId);
      const vendorAccount = await ledger.memberAccount(merchant.id, memberId, vendor);
      const moved = await ledger.move({
        merchantId: merchant.id,
        key: `m${memberId}:${key}`,
        kind: fromMain ? "vendor_in" : "vendor_out",
        reference: vendor,
        debit: fromMain ? main : vendorAccount,
        credit: fromMain ? vendorAccount : main,
        amount,
      });
      return movement(moved, fromMain ? moved.debitBalance : moved.creditBalance);
    },

    async consolidated(memberId: number): Promise<Consolidated> {
      const accounts = await sql.memberAccounts(db, memberId);
      const main = accounts.find((account) => account.kind === "main")?.balance ?? 0n;
      const vendors = accounts.filter((account) => account.kind === "vendor").reduce((total, account) => total + account.balance, 0n);
      const [withdrawals, deposits] = await Promise.all([sql.withdrawalsOfMember(db, memberId), sql.depositsOfMember(db, memberId)]);
      const inFlight = withdrawals.filter((w) => w.status === "requested").reduce((total, w) => total + w.amount_minor, 0n);
      return {
        mainBalance: minorToDecimal(main),
        vendorBalance: minorToDecimal(vendors),
        sumBalance: minorToDecimal(main + vendors),
        withdrawalsInFlight: minorToDecimal(inFlight),
        pendingDeposits: deposits.filter((d) => d.status === "pending").length,
        // The agent contracts' request flags come with the agent centre.
        dailysalreqtype: 0,
        divtypereq: 0,
        contracthoursalreq: 0,
        realtimesalreqtype: 0,
      };
    },

    async records(memberId: number, query: RecordQuery): Promise<RecordPage> {
      const account = await ledger.memberAccount(core.merchantId(), memberId);
      const pageNo = query.pageNo ?? 1;
      const rows = await sql.records(db, account, {
        kind: query.type ?? null,
        from: query.from ?? null,
        to: query.to ?? null,
        limit: RECORD_PAGE_SIZE,
        offset: (pageNo - 1) * RECORD_PAGE_SIZE,
      });
      const list: AccountRecord[] = rows.flatMap((row) =>
        isKind(row.kind)
          ? [{ id: row.id, type: row.kind, amount: minorToDecimal(row.amount), balanceAfter: minorToDecimal(row.balance_after), time: row.created_at, reference: row.reference }]
          : [],
      );
      return { list, pageNo, totalPages: Math.ceil((rows[0]?.total ?? 0) / RECORD_PAGE_SIZE) };
    },

    async agentTransfer(memberId: number, key: string, request: AgentTransferRequest): Promise<Movement> {
      const agent = await core.memberOf(memberId);
      if (!isAgent(agent)) throw new HttpError(403, "not_an_agent", "Only agents can transfer to their downline.");
      const amount = positive(request.amount);
      const target = await core.members.payerByUsername(core.merchantId(), request.username);
      if (!target || !(await core.members.isInDownline(agent.id, target.id))) throw notFound("No such member in your downline");
      await core.checkPaymentPassword(agent, request.paymentPassword);
      return agentPays(agent, target, key, amount);
    },

    async uplineTransfer(memberId: number, key: string, request: UplineTransferRequest): Promise<Movement> {
      const agent = await core.memberOf(memberId);
      if (!isAgent(agent)) throw new HttpError(403, "not_an_agent", "Only agents can transfer to their upline.");
      if (agent.upline_id === null) throw new HttpError(409, "no_upline", "Your account has no upline.");
      const upline = await core.memberOf(agent.upline_id);
      const amount = positive(request.amount);
      await core.checkPaymentPassword(agent, request.paymentPassword);
      return agentPays(agent, upline, key, amount);
    },
  };
}
