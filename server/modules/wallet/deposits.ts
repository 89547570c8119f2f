// Deposits: the payment methods, a member's deposit (the demo provider's checkout and signed callback, or a bank
// transfer the operator confirms), and the operator's decisions and methods.
import { randomBytes } from "node:crypto";
import type { Deposit, DepositRequest, PaymentMethod } from "../../../src/contract/wallet";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { keyConflict, requestHash } from "../../lib/idempotency";
import { decimalToMinor, minorToDecimal } from "../../lib/money";
import { TRIAL_ACCOUNT_TYPE } from "../../../src/contract/member";
import { positive, trialRefused, type WalletCore } from "./core";
import { checkoutToken, checkoutTokenMatches, signCallback, verifyCallback, type CallbackEvent } from "./demoProvider";
import * as sql from "./sql";

const toOpsMethod = (m: sql.MethodRow) => ({
  id: m.id, code: m.code, name: m.name, kind: m.kind, min: minorToDecimal(m.min_minor), max: minorToDecimal(m.max_minor), bankDetails: m.bank_details, enabled: m.enabled,
});

/** A deposit as the member sees it; a pending provider deposit carries its checkout link, signed with the merchant's provider secret. */
function toDeposit(row: sql.DepositRow, callbackSecret: string): Deposit {
  return {
    id: row.id,
    method: row.method_name,
    kind: row.method_kind,
    amount: minorToDecimal(row.amount_minor),
    status: row.status,
    reference: row.provider_ref,
    checkoutUrl:
      row.method_kind === "provider" && row.status === "pending"
        ? `/wps/payments/demo/checkout/${row.provider_ref}?t=${checkoutToken(callbackSecret, row.provider_ref)}`
        : null,
    bankDetails: row.method_kind === "bank" ? row.bank_details : {},
    createdAt: row.created_at,
  };
}

export function createDeposits(core: WalletCore) {
  const { db, ledger, demoPayments } = core;
  const callbackSecret = async (merchantId?: number) => (await core.settingsOf(merchantId)).payment_callback_secret;

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
    if (!demoPayments || !deposit || deposit.method_kind !== "provider") throw notFound("No such payment");
    const settings = await core.settingsOf(deposit.merchant_id);
    if (!checkoutTokenMatches(settings.payment_callback_secret, deposit.provider_ref, token)) throw notFound("No such payment");
    return { deposit, settings };
  }

  /** A decided deposit's status, read again after a concurrent decision won. */
  async function depositStatus(merchantId: number, depositId: number): Promise<"confirmed" | "rejected"> {
    const [row] = await sql.depositById(db, merchantId, depositId);
    return row?.status === "rejected" ? "rejected" : "confirmed";
  }

  /** A provider's callback: signed (HMAC-SHA256 over timestamp and body), fresh, never seen before, for the amount asked. */
  async function providerCallback(rawBody: string, signature: string | undefined) {
    const reference = /"reference":"([A-Z0-9]{1,40})"/.exec(rawBody)?.[1];
    const [deposit] = reference ? await sql.depositByRef(db, reference) : [];
    if (!deposit) throw new HttpError(401, "invalid_signature", "The callback signature is not valid.");
    const event = verifyCallback(await callbackSecret(deposit.merchant_id), rawBody, signature, Date.now());
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
  }

  return {
    /** The methods a member can deposit with, each named in the reader's language where it has one. */
    async methods(language: string): Promise<PaymentMethod[]> {
      const usable = (await sql.methods(db, core.merchantId(), true)).filter((m) => demoPayments || m.kind !== "provider");
      return usable.map((m) => ({
        id: m.id, code: m.code, name: m.names[language] ?? m.name, kind: m.kind, min: minorToDecimal(m.min_minor), max: minorToDecimal(m.max_minor), bankDetails: m.bank_details,
      }));
    },

    /** Nothing is credited here: a provider deposit waits for the signed callback, a bank one for the operator. */
    async createDeposit(memberId: number, key: string, request: DepositRequest): Promise<Deposit> {
      const merchantId = core.merchantId();
      const member = await core.memberOf(memberId);
      if (member.account_type === TRIAL_ACCOUNT_TYPE) throw trialRefused();
      const [method] = await sql.methodById(db, merchantId, request.methodId);
      if (!method || !method.enabled || (method.kind === "provider" && !demoPayments)) throw notFound("No such payment method");
      const amount = positive(request.amount);
      if (amount < method.min_minor || amount > method.max_minor) {
        throw new HttpError(400, "amount_out_of_range", `The amount must be between ${minorToDecimal(method.min_minor)} and ${minorToDecimal(method.max_minor)}.`);
      }
      const payerReference = request.payerReference ?? "";
      const hash = requestHash(["deposit", method.id, amount, payerReference]);
      const [made] = await sql.insertDeposit(db, {
        merchantId,
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
      const [row] = await sql.depositById(db, merchantId, made.id);
      if (!row) throw new Error("the deposit vanished");
      return toDeposit(row, await callbackSecret());
    },

    async deposits(memberId: number): Promise<Deposit[]> {
      const [rows, secret] = await Promise.all([sql.depositsOfMember(db, memberId), callbackSecret()]);
      return rows.map((row) => toDeposit(row, secret));
    },

    /** The demo provider's checkout: what the player is asked to pay, by reference and the link's token. */
    async checkout(providerRef: string, token: string | undefined) {
      const { deposit, settings } = await checkoutDeposit(providerRef, token);
      return { id: deposit.id, reference: deposit.provider_ref, amount: minorToDecimal(deposit.amount_minor), symbol: settings.currency_symbol, status: deposit.status };
    },

    /** The demo provider "pays": it sends the signed callback a real provider would send to our endpoint. */
    async demoPay(providerRef: string, token: string | undefined) {
      const { deposit, settings } = await checkoutDeposit(providerRef, token);
      const event: CallbackEvent = {
        eventId: randomBytes(12).toString("hex"),
        reference: deposit.provider_ref,
        amount: minorToDecimal(deposit.amount_minor),
        status: "paid",
        timestamp: Math.floor(Date.now() / 1000),
      };
      const body = JSON.stringify(event);
      return providerCallback(body, signCallback(settings.payment_callback_secret, body, event.timestamp));
    },

    providerCallback,

    // ---- The operator ----

    async opsDeposits(status: string | null) {
      const [rows, secret] = await Promise.all([sql.depositsByStatus(db, core.merchantId(), status), callbackSecret()]);
      const names = await core.members.usernames(rows.map((row) => row.member_id));
      return rows.map((row) => ({ ...toDeposit(row, secret), username: names.get(row.member_id) ?? "", payerReference: row.payer_reference }));
    },

    async approveDeposit(depositId: number) {
      const merchantId = core.merchantId();
      const [deposit] = await sql.depositById(db, merchantId, depositId);
      if (!deposit) throw notFound("No such deposit");
      if (deposit.status !== "pending") throw new HttpError(409, "deposit_decided", "This deposit was already decided.");
      const moved = await confirmDeposit(merchantId, deposit);
      return { depositId, status: "confirmed", balance: minorToDecimal(moved.creditBalance) };
    },

    async rejectDeposit(depositId: number) {
      const [decided] = await sql.decideDeposit(db, depositId, "rejected");
      const [deposit] = await sql.depositById(db, core.merchantId(), depositId);
      if (!deposit) throw notFound("No such deposit");
      if (!decided) throw new HttpError(409, "deposit_decided", "This deposit was already decided.");
      return { depositId, status: "rejected" };
    },

    async opsMethods() {
      return (await sql.methods(db, core.merchantId(), false)).map(toOpsMethod);
    },

    async saveMethod(input: { code: string; name: string; kind: "provider" | "bank"; min: string; max: string; bankDetails?: Record<string, string> | undefined; enabled?: boolean | undefined }) {
      const min = positive(input.min);
      const max = positive(input.max);
      if (max < min) throw badRequest("Invalid body. max: must not be below min");
      const [row] = await sql.upsertMethod(db, core.merchantId(), { code: input.code, name: input.name, kind: input.kind, min, max, bankDetails: input.bankDetails ?? {}, enabled: input.enabled ?? true });
      if (!row) throw new Error("the payment method was not saved");
      return toOpsMethod(row);
    },
  };
}
