// The wallet: balances, vendor wallets, deposits (demo provider and bank transfer), withdrawals with the receipt
// confirmation, agent transfers, account records and the operator's side. Every movement goes through the ledger.
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/index";
import type {
  AccountRecord,
  AgentTransferRequest,
  Balance,
  Consolidated,
  Deposit,
  DepositRequest,
  MerchantWallets,
  Movement,
  PaymentMethod,
  PaymentPasswordRequest,
  PayoutAccount,
  PayoutAccountRequest,
  RecordPage,
  RecordQuery,
  TransferKind,
  UplineTransferRequest,
  WalletTransferRequest,
  Withdrawal,
  WithdrawalLimits,
  WithdrawalRequest,
} from "../../../src/contract/wallet";
import { PROOF_MAX_BYTES, RECORD_PAGE_SIZE, TRANSFER_KINDS } from "../../../src/contract/wallet";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { keyConflict, requestHash } from "../../lib/idempotency";
import { detectImageType } from "../../lib/images";
import { decimalToMinor, minorToDecimal } from "../../lib/money";
import { attemptLine, countAttempt, forget, settle } from "../../lib/rateLimit";
import { hashPassword, verifyPassword } from "../../lib/secrets";
import type { GamesService } from "../games/service";
import type { SystemService } from "../system/service";
import { createLedger, type Moved } from "./ledger";
import { checkoutToken, checkoutTokenMatches, signCallback, verifyCallback, type CallbackEvent } from "./demoProvider";
import * as sql from "./sql";

export type { Ledger } from "./ledger";
export const TRIAL_ACCOUNT_TYPE = 4;
const AGENT_ACCOUNT_TYPES = [1, 2, 41, 42];
const MAX_PAYOUT_ACCOUNTS = 5;
/** Wrong payment passwords a member may try: 5 in 15 minutes. */
const PAYMENT_PASSWORD_WINDOW = { ms: 15 * 60 * 1000, max: 5 };
/** Payment password checks of one member waiting in a process at once (only the session's holder can send them). */
const PASSWORD_LINE_MAX = 200;
/** The main wallet's names on the wire (GCS_walletTransfer). */
const MAIN_WALLET = new Set(["", "MAIN"]);

export type WalletService = ReturnType<typeof createWalletService>;

const toOpsMethod = (m: sql.MethodRow) => ({
  id: m.id, code: m.code, name: m.name, kind: m.kind, min: minorToDecimal(m.min_minor), max: minorToDecimal(m.max_minor), bankDetails: m.bank_details, enabled: m.enabled,
});
const trialRefused = () => new HttpError(403, "trial_account", "Please register an account first.");
const isKind = (kind: string): kind is TransferKind => TRANSFER_KINDS.some((k) => k === kind);

function positive(amount: string): bigint {
  const minor = decimalToMinor(amount);
  if (minor <= 0n) throw new HttpError(400, "invalid_amount", "The amount must be more than zero.");
  return minor;
}

export function createWalletService(
  db: Db,
  system: SystemService,
  games: GamesService,
  options: { receiptAutoconfirmMinutes?: number | undefined; demoPayments?: boolean } = {},
) {
  // The only provider adapter is the demo one, whose checkout credits play money: off in production unless switched on.
  const demoPayments = options.demoPayments ?? true;
  const oneAtATime = attemptLine();
  const ledger = createLedger(db);
  const fixedReceiptMinutes = options.receiptAutoconfirmMinutes;

  async function merchantOf(merchantCode: string | undefined) {
    const merchant = await system.merchant(merchantCode);
    const [settings] = await sql.settings(db, merchant.id);
    if (!settings) throw new Error(`merchant ${merchant.id} has no settings`);
    return { ...merchant, settings: { ...settings, receipt_autoconfirm_minutes: fixedReceiptMinutes ?? settings.receipt_autoconfirm_minutes } };
  }

  async function memberOf(memberId: number) {
    const [member] = await sql.memberById(db, memberId);
    if (!member) throw notFound("No such member");
    return member;
  }

  /** A trial account starts with the operator's free-play balance, granted once (the key says so). */
  async function grantFreeplay(merchant: { id: number; freeplayBalanceMinor: bigint }, member: sql.WalletMember) {
    if (member.account_type !== TRIAL_ACCOUNT_TYPE || merchant.freeplayBalanceMinor <= 0n) return;
    await ledger.move({
      merchantId: merchant.id,
      key: `freeplay:${member.id}`,
      kind: "freeplay_grant",
      reference: "Free play balance",
      debit: await ledger.systemAccount(merchant.id, "bonus"),
      credit: await ledger.memberAccount(merchant.id, member.id),
      amount: merchant.freeplayBalanceMinor,
    });
  }

  /**
   * Five wrong payment passwords lock it for 15 minutes. Each try is counted as wrong before it is checked (and taken
   * back when right), so a burst of concurrent tries has at most five checked, and a lucky guess in the lock gets nowhere.
   */
  async function checkPaymentPassword(member: sql.WalletMember, password: string) {
    if (!member.payment_password_hash) throw new HttpError(400, "payment_password_not_set", "Set a payment password in the security centre first.");
    const hash = member.payment_password_hash;
    const bucket = `payment-password:${member.id}`;
    await oneAtATime(bucket, PASSWORD_LINE_MAX, async () => {
      const attempt = await countAttempt(db, [bucket], PAYMENT_PASSWORD_WINDOW.ms, ([wrong]) => {
        if ((wrong?.all ?? 0) >= PAYMENT_PASSWORD_WINDOW.max) throw new HttpError(429, "payment_password_locked", "Too many wrong payment passwords. Please try again in 15 minutes.");
      });
      if (!(await verifyPassword(hash, password))) {
        await settle(db, attempt);
        throw new HttpError(400, "wrong_payment_password", "The payment password is not correct.");
      }
      await forget(db, attempt);
    });
  }

  async function vendorNames(merchantCode: string | undefined): Promise<Map<string, string>> {
    const menus = await games.menus(merchantCode);
    return new Map(menus.flatMap((menu) => menu.vendors.map((vendor) => [vendor.code, vendor.name] as const)));
  }

  const movement = (moved: Moved, balance: bigint): Movement => ({ transferId: moved.transferId, balance: minorToDecimal(balance), replayed: moved.replayed });

  function toDeposit(row: sql.DepositRow): Deposit {
    return {
      id: row.id,
      method: row.method_name,
      kind: row.method_kind,
      amount: minorToDecimal(row.amount_minor),
      status: row.status,
      reference: row.provider_ref,
      checkoutUrl:
        row.method_kind === "provider" && row.status === "pending"
          ? `/wps/payments/demo/checkout/${row.provider_ref}?t=${checkoutToken(row.callback_secret, row.provider_ref)}`
          : null,
      bankDetails: row.method_kind === "bank" ? row.bank_details : {},
      createdAt: row.created_at,
    };
  }

  function toWithdrawal(row: sql.WithdrawalRow, autoconfirmMinutes: number): Withdrawal {
    const autoConfirmAt = row.status === "disbursed" && row.disbursed_at ? new Date(Date.parse(row.disbursed_at) + autoconfirmMinutes * 60_000).toISOString() : null;
    return {
      id: row.id,
      amount: minorToDecimal(row.amount_minor),
      status: row.status,
      payoutAccount: row.payout,
      rejectReason: row.reject_reason,
      receiptAuto: row.receipt_auto,
      createdAt: row.created_at,
      disbursedAt: row.disbursed_at,
      autoConfirmAt,
    };
  }

  /** Credits a pending deposit once: the status moves first (a second decision finds nothing pending), then the money. */
  async function confirmDeposit(merchantId: number, deposit: sql.DepositRow) {
    const clearing = await ledger.systemAccount(merchantId, "provider_clearing");
    const main = await ledger.memberAccount(merchantId, deposit.member_id);
    return db.transaction(async (tx) => {
      const [decided] = await sql.decideDeposit(tx, deposit.id, "confirmed");
      if (!decided) throw new HttpError(409, "deposit_decided", "This deposit was already decided.");
      const moved = await ledger.move(
        { merchantId, key: `deposit:${deposit.id}`, kind: "deposit", reference: `${deposit.method_name} ${deposit.provider_ref}`, debit: clearing, credit: main, amount: deposit.amount_minor },
        tx,
      );
      await sql.linkDepositTransfer(tx, deposit.id, moved.transferId);
      return moved;
    });
  }

  /** The deposit a demo checkout link names, when the demo provider is on and the link's token is the depositor's. */
  async function checkoutDeposit(providerRef: string, token: string | undefined) {
    const [deposit] = await sql.depositByRef(db, providerRef);
    if (!demoPayments || !deposit || deposit.method_kind !== "provider" || !checkoutTokenMatches(deposit.callback_secret, deposit.provider_ref, token)) {
      throw notFound("No such payment");
    }
    return deposit;
  }

  /** A decided deposit's status, read again after a concurrent decision won. */
  async function depositStatus(merchantId: number, depositId: number): Promise<"confirmed" | "rejected"> {
    const [row] = await sql.depositById(db, merchantId, depositId);
    return row?.status === "rejected" ? "rejected" : "confirmed";
  }

  async function withdrawalOf(merchantId: number, withdrawalId: number, memberId: number | null) {
    const [row] = await sql.withdrawalById(db, merchantId, withdrawalId);
    if (!row || (memberId !== null && row.member_id !== memberId)) throw notFound("No such withdrawal");
    return row;
  }

  return {
    ledger,

    /** Other modules' money-moving calls ask for the payment password the same way (and share its lock). */
    async confirmPaymentPassword(memberId: number, password: string) {
      await checkPaymentPassword(await memberOf(memberId), password);
    },

    async balance(merchantCode: string | undefined, memberId: number): Promise<Balance> {
      const merchant = await merchantOf(merchantCode);
      await grantFreeplay(merchant, await memberOf(memberId));
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

    async merchantWallets(merchantCode: string | undefined, memberId: number): Promise<MerchantWallets> {
      const names = await vendorNames(merchantCode);
      const accounts = await sql.memberAccounts(db, memberId);
      const byVendor = new Map(accounts.filter((account) => account.kind === "vendor").map((account) => [account.vendor, account.balance]));
      return {
        main: minorToDecimal(accounts.find((account) => account.kind === "main")?.balance ?? 0n),
        wallets: [...names].map(([vendor, name]) => ({ vendor, name, balance: minorToDecimal(byVendor.get(vendor) ?? 0n) })),
      };
    },

    /** Between the main wallet and one vendor's wallet, either way. */
    async walletTransfer(merchantCode: string | undefined, memberId: number, key: string, request: WalletTransferRequest): Promise<Movement> {
      const merchant = await merchantOf(merchantCode);
      const amount = positive(request.amount);
      const fromMain = MAIN_WALLET.has(request.from.toUpperCase());
      const toMain = MAIN_WALLET.has(request.to.toUpperCase());
      if (fromMain === toMain) throw badRequest("Invalid body. from, to: one side must be the main wallet and the other a vendor");
      const vendor = fromMain ? request.to : request.from;
      if (!(await vendorNames(merchantCode)).has(vendor)) throw notFound(`No such vendor wallet: ${vendor}`);
      await grantFreeplay(merchant, await memberOf(memberId));
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

    async records(merchantCode: string | undefined, memberId: number, query: RecordQuery): Promise<RecordPage> {
      const merchant = await merchantOf(merchantCode);
      const account = await ledger.memberAccount(merchant.id, memberId);
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

    // ---- Deposits ----

    async methods(merchantCode: string | undefined): Promise<PaymentMethod[]> {
      const merchant = await merchantOf(merchantCode);
      const usable = (await sql.methods(db, merchant.id, true)).filter((m) => demoPayments || m.kind !== "provider");
      return usable.map((m) => ({
        id: m.id, code: m.code, name: m.name, kind: m.kind, min: minorToDecimal(m.min_minor), max: minorToDecimal(m.max_minor), bankDetails: m.bank_details,
      }));
    },

    /** Nothing is credited here: a provider deposit waits for the signed callback, a bank one for the operator. */
    async createDeposit(merchantCode: string | undefined, memberId: number, key: string, request: DepositRequest): Promise<Deposit> {
      const merchant = await merchantOf(merchantCode);
      const member = await memberOf(memberId);
      if (member.account_type === TRIAL_ACCOUNT_TYPE) throw trialRefused();
      const [method] = await sql.methodById(db, merchant.id, request.methodId);
      if (!method || !method.enabled || (method.kind === "provider" && !demoPayments)) throw notFound("No such payment method");
      const amount = positive(request.amount);
      if (amount < method.min_minor || amount > method.max_minor) {
        throw new HttpError(400, "amount_out_of_range", `The amount must be between ${minorToDecimal(method.min_minor)} and ${minorToDecimal(method.max_minor)}.`);
      }
      const payerReference = request.payerReference ?? "";
      const hash = requestHash(["deposit", method.id, amount, payerReference]);
      const [made] = await sql.insertDeposit(db, {
        merchantId: merchant.id,
        memberId,
        methodId: method.id,
        amount,
        providerRef: `D${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString("hex").toUpperCase()}`,
        payerReference,
        requestKey: key,
        requestHash: hash,
      });
      if (!made) throw new Error("the deposit was not recorded");
      // A deposit made before request hashes were kept (null) answers as before.
      if (made.request_hash !== null && made.request_hash !== hash) throw keyConflict();
      const [row] = await sql.depositById(db, merchant.id, made.id);
      if (!row) throw new Error("the deposit vanished");
      return toDeposit(row);
    },

    async deposits(memberId: number): Promise<Deposit[]> {
      return (await sql.depositsOfMember(db, memberId)).map(toDeposit);
    },

    /** The demo provider's checkout: what the player is asked to pay, by reference and the link's token. */
    async checkout(providerRef: string, token: string | undefined) {
      const deposit = await checkoutDeposit(providerRef, token);
      const [settings] = await sql.settings(db, deposit.merchant_id);
      return { id: deposit.id, reference: deposit.provider_ref, amount: minorToDecimal(deposit.amount_minor), symbol: settings?.currency_symbol ?? "", status: deposit.status };
    },

    /** The demo provider "pays": it sends the signed callback a real provider would send to our endpoint. */
    async demoPay(providerRef: string, token: string | undefined) {
      const deposit = await checkoutDeposit(providerRef, token);
      const event: CallbackEvent = {
        eventId: randomBytes(12).toString("hex"),
        reference: deposit.provider_ref,
        amount: minorToDecimal(deposit.amount_minor),
        status: "paid",
        timestamp: Math.floor(Date.now() / 1000),
      };
      const body = JSON.stringify(event);
      return this.providerCallback(body, signCallback(deposit.callback_secret, body, event.timestamp));
    },

    /** A provider's callback: signed (HMAC-SHA256 over timestamp and body), fresh, never seen before, for the amount asked. */
    async providerCallback(rawBody: string, signature: string | undefined) {
      const deposit = await (async () => {
        const reference = /"reference":"([A-Z0-9]{1,40})"/.exec(rawBody)?.[1];
        const [row] = reference ? await sql.depositByRef(db, reference) : [];
        return row;
      })();
      if (!deposit) throw new HttpError(401, "invalid_signature", "The callback signature is not valid.");
      const [settings] = await sql.settings(db, deposit.merchant_id);
      const event = verifyCallback(settings?.payment_callback_secret ?? "", rawBody, signature, Date.now());
      if (event.reference !== deposit.provider_ref) throw new HttpError(401, "invalid_signature", "The callback signature is not valid.");
      if (decimalToMinor(event.amount) !== deposit.amount_minor) throw badRequest("The paid amount does not match the deposit.", "amount_mismatch");
      const [fresh] = await sql.recordCallback(db, event.eventId, deposit.id);
      if (!fresh) throw new HttpError(409, "callback_replayed", "This callback was already received.");
      // A deposit already decided keeps its decision, and the answer says which it is: a "failed" after the money was
      // credited is refused, never answered as if it had rejected anything.
      const decided = (status: "confirmed" | "rejected") => {
        const value = { depositId: deposit.id, status };
        if ((event.status === "paid") === (status === "confirmed")) return value;
        throw new HttpError(409, "deposit_decided", `This deposit was already ${status}.`, value);
      };
      if (deposit.status !== "pending") return decided(deposit.status);
      if (event.status !== "paid") {
        const [rejected] = await sql.decideDeposit(db, deposit.id, "rejected");
        return rejected ? { depositId: deposit.id, status: "rejected" as const } : decided(await depositStatus(deposit.merchant_id, deposit.id));
      }
      try {
        await confirmDeposit(deposit.merchant_id, deposit);
      } catch (error) {
        if (error instanceof HttpError && error.code === "deposit_decided") return decided(await depositStatus(deposit.merchant_id, deposit.id));
        throw error;
      }
      return { depositId: deposit.id, status: "confirmed" as const };
    },

    // ---- Payment password and payout accounts ----

    async security(memberId: number) {
      const [row] = await sql.memberSecurity(db, memberId);
      if (!row) throw notFound("No such member");
      const mask = (value: string | null, keep: number) => (value ? `${"*".repeat(Math.max(0, value.length - keep))}${value.slice(-keep)}` : null);
      const maskEmail = (email: string | null) => (email ? email.replace(/^(.)[^@]*(@.*)$/, "$1***$2") : null);
      return { account: row.username, mobile: mask(row.mobile, 3), email: maskEmail(row.email), hasPaymentPassword: row.has_payment_password };
    },

    async setPaymentPassword(memberId: number, request: PaymentPasswordRequest) {
      const member = await memberOf(memberId);
      if (member.account_type === TRIAL_ACCOUNT_TYPE) throw trialRefused();
      if (member.payment_password_hash) {
        if (!request.oldPaymentPassword) throw badRequest("Invalid body. oldPaymentPassword: is required");
        await checkPaymentPassword(member, request.oldPaymentPassword);
      }
      await sql.setPaymentPassword(db, memberId, await hashPassword(request.newPaymentPassword));
      return { hasPaymentPassword: true };
    },

    async payoutAccounts(memberId: number): Promise<PayoutAccount[]> {
      return (await sql.payoutAccounts(db, memberId)).map((p) => ({ id: p.id, kind: p.kind, provider: p.provider, holderName: p.holder_name, accountNumber: p.account_number }));
    },

    async addPayoutAccount(memberId: number, request: PayoutAccountRequest): Promise<PayoutAccount> {
      const member = await memberOf(memberId);
      if (member.account_type === TRIAL_ACCOUNT_TYPE) throw trialRefused();
      const [row] = await db.transaction(async (tx) => {
        await sql.lockMember(tx, memberId);
        const [count] = await sql.countPayoutAccounts(tx, memberId);
        const known = (await sql.hasPayoutAccount(tx, memberId, request)).length > 0;
        if (!known && (count?.n ?? 0) >= MAX_PAYOUT_ACCOUNTS) throw new HttpError(409, "too_many_payout_accounts", `At most ${MAX_PAYOUT_ACCOUNTS} payout accounts.`);
        return sql.insertPayoutAccount(tx, memberId, request);
      });
      if (!row) throw new Error("the payout account was not saved");
      return { id: row.id, kind: row.kind, provider: row.provider, holderName: row.holder_name, accountNumber: row.account_number };
    },

    // ---- Withdrawals ----

    async withdrawalLimits(merchantCode: string | undefined, memberId: number): Promise<WithdrawalLimits> {
      const merchant = await merchantOf(merchantCode);
      const [today] = await sql.withdrawalsToday(db, memberId);
      return {
        min: minorToDecimal(merchant.settings.withdrawal_min_minor),
        max: minorToDecimal(merchant.settings.withdrawal_max_minor),
        perDay: merchant.settings.withdrawals_per_day,
        usedToday: today?.n ?? 0,
        receiptAutoconfirmMinutes: merchant.settings.receipt_autoconfirm_minutes,
      };
    },

    /** The money moves to 'payouts in flight' now; back on rejection, out on disbursement. */
    async requestWithdrawal(merchantCode: string | undefined, memberId: number, key: string, request: WithdrawalRequest): Promise<Withdrawal> {
      const merchant = await merchantOf(merchantCode);
      const member = await memberOf(memberId);
      if (member.account_type === TRIAL_ACCOUNT_TYPE) throw trialRefused();
      const amount = positive(request.amount);
      const { settings } = merchant;
      if (amount < settings.withdrawal_min_minor || amount > settings.withdrawal_max_minor) {
        throw new HttpError(400, "amount_out_of_range", `The amount must be between ${minorToDecimal(settings.withdrawal_min_minor)} and ${minorToDecimal(settings.withdrawal_max_minor)}.`);
      }
      if (!(await sql.payoutAccounts(db, memberId)).some((p) => p.id === request.payoutAccountId)) throw notFound("No such payout account");
      await checkPaymentPassword(member, request.paymentPassword);
      const hash = requestHash(["withdrawal", amount, request.payoutAccountId]);
      const main = await ledger.memberAccount(merchant.id, memberId);
      const inFlight = await ledger.systemAccount(merchant.id, "payouts_in_flight");
      // Under the member's row lock: a repeat finds the first, and the day's count holds against a burst.
      const withdrawalId = await db.transaction(async (tx) => {
        await sql.lockMember(tx, memberId);
        const [known] = await sql.withdrawalByKey(tx, memberId, key);
        if (known) {
          if (known.request_hash !== null && known.request_hash !== hash) throw keyConflict();
          return known.id;
        }
        const [today] = await sql.withdrawalsToday(tx, memberId);
        if ((today?.n ?? 0) >= settings.withdrawals_per_day) {
          throw new HttpError(429, "withdrawal_limit", `At most ${settings.withdrawals_per_day} withdrawals a day.`);
        }
        const moved = await ledger.move({ merchantId: merchant.id, key: `w${memberId}:${key}`, kind: "withdrawal_hold", reference: "Withdrawal", debit: main, credit: inFlight, amount }, tx);
        const [made] = await sql.insertWithdrawal(tx, { merchantId: merchant.id, memberId, payoutAccountId: request.payoutAccountId, amount, requestKey: key, requestHash: hash, holdTransferId: moved.transferId });
        if (!made) throw new Error("the withdrawal was not recorded");
        return made.id;
      });
      return toWithdrawal(await withdrawalOf(merchant.id, withdrawalId, memberId), settings.receipt_autoconfirm_minutes);
    },

    async withdrawals(merchantCode: string | undefined, memberId: number): Promise<Withdrawal[]> {
      const merchant = await merchantOf(merchantCode);
      await sql.autoConfirmReceipts(db, merchant.id, merchant.settings.receipt_autoconfirm_minutes);
      return (await sql.withdrawalsOfMember(db, memberId)).map((row) => toWithdrawal(row, merchant.settings.receipt_autoconfirm_minutes));
    },

    /** The player's answer after disbursement: received, or fully paid. Too late, and it already counts as received. */
    async answerReceipt(merchantCode: string | undefined, memberId: number, withdrawalId: number, answer: "received" | "fully_paid"): Promise<Withdrawal> {
      const merchant = await merchantOf(merchantCode);
      await sql.autoConfirmReceipts(db, merchant.id, merchant.settings.receipt_autoconfirm_minutes);
      await withdrawalOf(merchant.id, withdrawalId, memberId);
      const [moved] = await sql.moveWithdrawal(db, withdrawalId, ["disbursed"], answer, { confirmed: true });
      if (!moved) throw new HttpError(409, "receipt_closed", "This withdrawal is no longer waiting for your answer.");
      return toWithdrawal(await withdrawalOf(merchant.id, withdrawalId, memberId), merchant.settings.receipt_autoconfirm_minutes);
    },

    /** 'Not received', with a picture of the proof (png or jpg, 5 MB): a dispute the operator resolves. */
    async reportNotReceived(merchantCode: string | undefined, memberId: number, withdrawalId: number, proof: Uint8Array, note: string | null): Promise<Withdrawal> {
      const merchant = await merchantOf(merchantCode);
      if (proof.length === 0) throw badRequest("Invalid body. proof: a picture of the proof is required");
      if (proof.length > PROOF_MAX_BYTES) throw new HttpError(413, "payload_too_large", "The proof may be at most 5 MB.");
      const type = detectImageType(proof);
      if (type !== "image/png" && type !== "image/jpeg") throw new HttpError(415, "unsupported_image", "The proof must be a PNG or JPEG picture.");
      await sql.autoConfirmReceipts(db, merchant.id, merchant.settings.receipt_autoconfirm_minutes);
      await withdrawalOf(merchant.id, withdrawalId, memberId);
      const [stored] = await sql.storeProof(db, withdrawalId, memberId, proof, type, note);
      if (!stored) throw new HttpError(409, "receipt_closed", "This withdrawal is no longer waiting for your answer.");
      return toWithdrawal(await withdrawalOf(merchant.id, withdrawalId, memberId), merchant.settings.receipt_autoconfirm_minutes);
    },

    // ---- Agents ----

    async agentTransfer(merchantCode: string | undefined, memberId: number, key: string, request: AgentTransferRequest): Promise<Movement> {
      const merchant = await merchantOf(merchantCode);
      const agent = await memberOf(memberId);
      if (!AGENT_ACCOUNT_TYPES.includes(agent.account_type)) throw new HttpError(403, "not_an_agent", "Only agents can transfer to their downline.");
      const amount = positive(request.amount);
      const [target] = await sql.memberByUsername(db, merchant.id, request.username);
      const [inTree] = target ? await sql.isInDownline(db, agent.id, target.id) : [];
      if (!target || !inTree?.found) throw notFound("No such member in your downline");
      await checkPaymentPassword(agent, request.paymentPassword);
      const moved = await ledger.move({
        merchantId: merchant.id,
        key: `m${memberId}:${key}`,
        kind: "agent_transfer",
        reference: `${agent.username} → ${target.username}`,
        debit: await ledger.memberAccount(merchant.id, agent.id),
        credit: await ledger.memberAccount(merchant.id, target.id),
        amount,
      });
      return movement(moved, moved.debitBalance);
    },

    async uplineTransfer(merchantCode: string | undefined, memberId: number, key: string, request: UplineTransferRequest): Promise<Movement> {
      const merchant = await merchantOf(merchantCode);
      const agent = await memberOf(memberId);
      if (!AGENT_ACCOUNT_TYPES.includes(agent.account_type)) throw new HttpError(403, "not_an_agent", "Only agents can transfer to their upline.");
      if (agent.upline_id === null) throw new HttpError(409, "no_upline", "Your account has no upline.");
      const upline = await memberOf(agent.upline_id);
      const amount = positive(request.amount);
      await checkPaymentPassword(agent, request.paymentPassword);
      const moved = await ledger.move({
        merchantId: merchant.id,
        key: `m${memberId}:${key}`,
        kind: "agent_transfer",
        reference: `${agent.username} → ${upline.username}`,
        debit: await ledger.memberAccount(merchant.id, agent.id),
        credit: await ledger.memberAccount(merchant.id, upline.id),
        amount,
      });
      return movement(moved, moved.debitBalance);
    },

    // ---- Operator ----

    async opsDeposits(merchantCode: string | undefined, status: string | null) {
      const merchant = await merchantOf(merchantCode);
      return (await sql.depositsByStatus(db, merchant.id, status)).map((row) => ({ ...toDeposit(row), username: row.username, payerReference: row.payer_reference }));
    },

    async approveDeposit(merchantCode: string | undefined, depositId: number) {
      const merchant = await merchantOf(merchantCode);
      const [deposit] = await sql.depositById(db, merchant.id, depositId);
      if (!deposit) throw notFound("No such deposit");
      if (deposit.status !== "pending") throw new HttpError(409, "deposit_decided", "This deposit was already decided.");
      const moved = await confirmDeposit(merchant.id, deposit);
      return { depositId, status: "confirmed", balance: minorToDecimal(moved.creditBalance) };
    },

    async rejectDeposit(merchantCode: string | undefined, depositId: number) {
      const merchant = await merchantOf(merchantCode);
      const [decided] = await sql.decideDeposit(db, depositId, "rejected");
      const [deposit] = await sql.depositById(db, merchant.id, depositId);
      if (!deposit) throw notFound("No such deposit");
      if (!decided) throw new HttpError(409, "deposit_decided", "This deposit was already decided.");
      return { depositId, status: "rejected" };
    },

    async opsWithdrawals(merchantCode: string | undefined, status: string | null) {
      const merchant = await merchantOf(merchantCode);
      await sql.autoConfirmReceipts(db, merchant.id, merchant.settings.receipt_autoconfirm_minutes);
      return (await sql.withdrawalsByStatus(db, merchant.id, status)).map((row) => ({
        ...toWithdrawal(row, merchant.settings.receipt_autoconfirm_minutes),
        username: row.username,
        hasProof: row.has_proof,
        disputeNote: row.dispute_note,
      }));
    },

    async rejectWithdrawal(merchantCode: string | undefined, withdrawalId: number, reason: string | null) {
      const merchant = await merchantOf(merchantCode);
      const row = await withdrawalOf(merchant.id, withdrawalId, null);
      const inFlight = await ledger.systemAccount(merchant.id, "payouts_in_flight");
      const main = await ledger.memberAccount(merchant.id, row.member_id);
      await db.transaction(async (tx) => {
        const [moved] = await sql.moveWithdrawal(tx, withdrawalId, ["requested"], "rejected", { rejectReason: reason ?? "Rejected by the operator" });
        if (!moved) throw new HttpError(409, "withdrawal_decided", "This withdrawal was already decided.");
        await ledger.move({ merchantId: merchant.id, key: `withdrawal:${withdrawalId}:release`, kind: "withdrawal_release", reference: "Withdrawal rejected", debit: inFlight, credit: main, amount: row.amount_minor }, tx);
      });
      return toWithdrawal(await withdrawalOf(merchant.id, withdrawalId, null), merchant.settings.receipt_autoconfirm_minutes);
    },

    async disburseWithdrawal(merchantCode: string | undefined, withdrawalId: number) {
      const merchant = await merchantOf(merchantCode);
      const row = await withdrawalOf(merchant.id, withdrawalId, null);
      const inFlight = await ledger.systemAccount(merchant.id, "payouts_in_flight");
      const clearing = await ledger.systemAccount(merchant.id, "provider_clearing");
      await db.transaction(async (tx) => {
        const [moved] = await sql.moveWithdrawal(tx, withdrawalId, ["requested"], "disbursed", { disbursed: true });
        if (!moved) throw new HttpError(409, "withdrawal_decided", "This withdrawal was already decided.");
        await ledger.move({ merchantId: merchant.id, key: `withdrawal:${withdrawalId}:payout`, kind: "withdrawal_payout", reference: row.payout, debit: inFlight, credit: clearing, amount: row.amount_minor }, tx);
      });
      return toWithdrawal(await withdrawalOf(merchant.id, withdrawalId, null), merchant.settings.receipt_autoconfirm_minutes);
    },

    /** A 'not received' dispute: the payout is confirmed (paid) or the money goes back to the player (refund). */
    async resolveDispute(merchantCode: string | undefined, withdrawalId: number, outcome: "paid" | "refund", note: string | null) {
      const merchant = await merchantOf(merchantCode);
      const row = await withdrawalOf(merchant.id, withdrawalId, null);
      const clearing = await ledger.systemAccount(merchant.id, "provider_clearing");
      const main = await ledger.memberAccount(merchant.id, row.member_id);
      await db.transaction(async (tx) => {
        const [moved] = await sql.moveWithdrawal(tx, withdrawalId, ["not_received"], outcome === "paid" ? "received" : "refunded", { disputeNote: note });
        if (!moved) throw new HttpError(409, "no_dispute", "This withdrawal has no open dispute.");
        if (outcome === "refund") {
          await ledger.move({ merchantId: merchant.id, key: `withdrawal:${withdrawalId}:refund`, kind: "withdrawal_refund", reference: "Payout not received", debit: clearing, credit: main, amount: row.amount_minor }, tx);
        }
      });
      return toWithdrawal(await withdrawalOf(merchant.id, withdrawalId, null), merchant.settings.receipt_autoconfirm_minutes);
    },

    async proof(merchantCode: string | undefined, withdrawalId: number) {
      const merchant = await merchantOf(merchantCode);
      const [row] = await sql.proofOf(db, merchant.id, withdrawalId);
      if (!row) throw notFound("No proof for this withdrawal");
      return row;
    },

    /** A correction with a reason, itself a ledger transfer between the house and the member. */
    async adjust(merchantCode: string | undefined, key: string, request: { username: string; amount: string; reason: string }): Promise<Movement> {
      const merchant = await merchantOf(merchantCode);
      const minor = decimalToMinor(request.amount);
      if (minor === 0n) throw new HttpError(400, "invalid_amount", "The amount must not be zero.");
      const [member] = await sql.memberByUsername(db, merchant.id, request.username);
      if (!member) throw notFound("No such member");
      const house = await ledger.systemAccount(merchant.id, "house");
      const main = await ledger.memberAccount(merchant.id, member.id);
      const credit = minor > 0n;
      const moved = await ledger.move({
        merchantId: merchant.id,
        key: `ops:${key}`,
        kind: "adjustment",
        reference: request.reason,
        debit: credit ? house : main,
        credit: credit ? main : house,
        amount: credit ? minor : -minor,
      });
      return movement(moved, credit ? moved.creditBalance : moved.debitBalance);
    },

    /** Did this transfer happen? Looked up by its idempotency key, with both of its entries. */
    async transfer(merchantCode: string | undefined, key: string) {
      const merchant = await merchantOf(merchantCode);
      const rows = await sql.transferEntries(db, merchant.id, key);
      const [first] = rows;
      if (!first) throw notFound("No transfer with this key");
      return {
        id: first.id,
        kind: first.kind,
        reference: first.reference,
        createdAt: first.created_at,
        entries: rows.map((row) => ({ account: row.account_kind, username: row.username, amount: minorToDecimal(row.amount), balanceAfter: minorToDecimal(row.balance_after) })),
      };
    },

    async trialBalance(merchantCode: string | undefined) {
      const merchant = await merchantOf(merchantCode);
      const proof = await ledger.trialBalance(merchant.id);
      return {
        balanced: proof.total === 0n && proof.entriesMatch && proof.unbalancedTransfers === 0,
        total: minorToDecimal(proof.total),
        entriesMatch: proof.entriesMatch,
        unbalancedTransfers: proof.unbalancedTransfers,
        kinds: proof.kinds.map((kind) => ({ kind: kind.kind, accounts: kind.accounts, balance: minorToDecimal(kind.balance) })),
      };
    },

    async settings(merchantCode: string | undefined) {
      const { settings } = await merchantOf(merchantCode);
      return {
        receiptAutoconfirmMinutes: settings.receipt_autoconfirm_minutes,
        receiptAutoconfirmFixedBy: fixedReceiptMinutes === undefined ? null : "TALA_RECEIPT_AUTOCONFIRM_MINUTES",
        withdrawalMin: minorToDecimal(settings.withdrawal_min_minor),
        withdrawalMax: minorToDecimal(settings.withdrawal_max_minor),
        withdrawalsPerDay: settings.withdrawals_per_day,
      };
    },

    async updateSettings(merchantCode: string | undefined, input: { receiptAutoconfirmMinutes?: number | undefined; withdrawalMin?: string | undefined; withdrawalMax?: string | undefined; withdrawalsPerDay?: number | undefined }) {
      const merchant = await merchantOf(merchantCode);
      if (input.receiptAutoconfirmMinutes !== undefined && fixedReceiptMinutes !== undefined) {
        throw new HttpError(409, "setting_fixed", "TALA_RECEIPT_AUTOCONFIRM_MINUTES fixes the receipt auto-confirmation on this server.");
      }
      const min = input.withdrawalMin === undefined ? merchant.settings.withdrawal_min_minor : positive(input.withdrawalMin);
      const max = input.withdrawalMax === undefined ? merchant.settings.withdrawal_max_minor : positive(input.withdrawalMax);
      if (max < min) throw badRequest("Invalid body. withdrawalMax: must not be below withdrawalMin");
      await sql.updateSettings(db, merchant.id, { minutes: input.receiptAutoconfirmMinutes ?? null, min, max, perDay: input.withdrawalsPerDay ?? null });
      return this.settings(merchantCode);
    },

    async opsMethods(merchantCode: string | undefined) {
      const merchant = await merchantOf(merchantCode);
      return (await sql.methods(db, merchant.id, false)).map(toOpsMethod);
    },

    async saveMethod(merchantCode: string | undefined, input: { code: string; name: string; kind: "provider" | "bank"; min: string; max: string; bankDetails?: Record<string, string> | undefined; enabled?: boolean | undefined }) {
      const merchant = await merchantOf(merchantCode);
      const min = positive(input.min);
      const max = positive(input.max);
      if (max < min) throw badRequest("Invalid body. max: must not be below min");
      const [row] = await sql.upsertMethod(db, merchant.id, { code: input.code, name: input.name, kind: input.kind, min, max, bankDetails: input.bankDetails ?? {}, enabled: input.enabled ?? true });
      if (!row) throw new Error("the payment method was not saved");
      return toOpsMethod(row);
    },
  };
}
