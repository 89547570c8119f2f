// The wallet on the wire: amounts are decimal strings with two places, never floats (SPEC §7 wallet calls).
import * as zod from "zod/mini";
import { bigIdSchema, bigIdTextSchema, daySchema, idSchema, multiLine, oneLine } from "./fields";

/** Up to twelve digits before the point and two after it: 0.01 to 999,999,999,999.99. */
export const AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;
/** Minor units of an amount the pattern accepted ("250.5" → 25050n): compared as integers, never as floats. */
export function toMinor(amount: string): bigint {
  const [units = "0", cents = ""] = amount.trim().split(".");
  return BigInt(units) * 100n + BigInt(cents.padEnd(2, "0").slice(0, 2));
}
/** The decimal string of minor units (25050n → "250.50"). */
export function fromMinor(minor: bigint): string {
  const sign = minor < 0n ? "-" : "";
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}
const AMOUNT_MESSAGE = "must be an amount like 250 or 250.50, at most two decimal places";
export const amountSchema = zod.string().check(oneLine, zod.trim(), zod.regex(AMOUNT_PATTERN, AMOUNT_MESSAGE));
/** An operator's adjustment may take money away: a sign is allowed. */
export const signedAmountSchema = zod.string().check(oneLine, zod.trim(), zod.regex(/^-?(0|[1-9]\d{0,11})(\.\d{1,2})?$/, AMOUNT_MESSAGE));
/** Sent by the client with every request that moves money; a retry sends the same key. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const securitySchema = zod.object({ account: zod.string(), mobile: zod.nullable(zod.string()), email: zod.nullable(zod.string()), hasPaymentPassword: zod.boolean() });
export type Security = zod.infer<typeof securitySchema>;
export const idempotencyKeySchema = zod.string().check(zod.regex(/^[A-Za-z0-9_.:-]{8,100}$/, "must be 8 to 100 letters, digits or _.:-"));
const paymentPassword = zod.string().check(zod.minLength(1, "is required"), zod.maxLength(128), oneLine);
const decimal = zod.string();
const iso = zod.string();

export const TRANSFER_KINDS = [
  "deposit", "withdrawal_hold", "withdrawal_release", "withdrawal_payout", "withdrawal_refund", "vendor_in", "vendor_out",
  "agent_transfer", "adjustment", "freeplay_grant", "bonus", "game_bet", "game_win", "game_refund", "agent_salary", "agent_dividend",
  "rebate", "mission_reward",
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

// ---- Balance and vendor wallets ----

export { balanceSchema, type Balance } from "./balance";
export const vendorWalletSchema = zod.object({ vendor: zod.string(), name: zod.string(), balance: decimal });
export type VendorWallet = zod.infer<typeof vendorWalletSchema>;
export const merchantWalletSchema = zod.object({ main: decimal, wallets: zod.array(vendorWalletSchema) });
export type MerchantWallets = zod.infer<typeof merchantWalletSchema>;
/** Between the main wallet ("" or "MAIN") and a vendor's wallet. */
export const walletTransferRequestSchema = zod.object({
  from: zod.string().check(zod.maxLength(32), oneLine),
  to: zod.string().check(zod.maxLength(32), oneLine),
  amount: amountSchema,
});
export type WalletTransferRequest = zod.infer<typeof walletTransferRequestSchema>;
export const movementSchema = zod.object({ transferId: zod.number(), balance: decimal, replayed: zod.boolean() });
export type Movement = zod.infer<typeof movementSchema>;
export const consolidatedSchema = zod.object({
  mainBalance: decimal,
  vendorBalance: decimal,
  sumBalance: decimal,
  withdrawalsInFlight: decimal,
  pendingDeposits: zod.number(),
  dailysalreqtype: zod.number(),
  divtypereq: zod.number(),
  contracthoursalreq: zod.number(),
  realtimesalreqtype: zod.number(),
});
export type Consolidated = zod.infer<typeof consolidatedSchema>;

// ---- Account records ----

export const RECORD_PAGE_SIZE = 20;
export const recordQuerySchema = zod.object({
  type: zod.optional(zod.enum(TRANSFER_KINDS)),
  from: zod.optional(daySchema),
  to: zod.optional(daySchema),
  pageNo: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(10_000))),
});
export type RecordQuery = zod.infer<typeof recordQuerySchema>;
export const accountRecordSchema = zod.object({
  id: zod.number(),
  type: zod.enum(TRANSFER_KINDS),
  amount: decimal,
  balanceAfter: decimal,
  time: iso,
  reference: zod.string(),
});
export type AccountRecord = zod.infer<typeof accountRecordSchema>;
export const recordPageSchema = zod.object({ list: zod.array(accountRecordSchema), pageNo: zod.number(), totalPages: zod.number() });
export type RecordPage = zod.infer<typeof recordPageSchema>;

// ---- Deposits ----

export const PAYMENT_METHOD_KINDS = ["provider", "bank"] as const;
export const paymentMethodSchema = zod.object({
  id: zod.number(),
  code: zod.string(),
  name: zod.string(),
  kind: zod.enum(PAYMENT_METHOD_KINDS),
  min: decimal,
  max: decimal,
  bankDetails: zod.record(zod.string(), zod.string()),
});
export type PaymentMethod = zod.infer<typeof paymentMethodSchema>;
export const depositRequestSchema = zod.object({
  methodId: idSchema,
  amount: amountSchema,
  payerReference: zod.optional(zod.string().check(oneLine, zod.trim(), zod.maxLength(64))),
});
export type DepositRequest = zod.infer<typeof depositRequestSchema>;
export const DEPOSIT_STATUSES = ["pending", "confirmed", "rejected"] as const;
export const depositSchema = zod.object({
  id: zod.number(),
  method: zod.string(),
  kind: zod.enum(PAYMENT_METHOD_KINDS),
  amount: decimal,
  status: zod.enum(DEPOSIT_STATUSES),
  reference: zod.string(),
  /** Where the player pays: the provider's checkout page (provider methods only). */
  checkoutUrl: zod.nullable(zod.string()),
  bankDetails: zod.record(zod.string(), zod.string()),
  createdAt: iso,
});
export type Deposit = zod.infer<typeof depositSchema>;

// ---- Payout accounts and withdrawals ----

export const PAYOUT_KINDS = ["bank", "ewallet"] as const;
export const payoutAccountRequestSchema = zod.object({
  kind: zod.enum(PAYOUT_KINDS),
  provider: zod.string().check(oneLine, zod.trim(), zod.minLength(2), zod.maxLength(40)),
  holderName: zod.string().check(oneLine, zod.trim(), zod.minLength(2), zod.maxLength(80)),
  accountNumber: zod.string().check(oneLine, zod.trim(), zod.regex(/^[0-9A-Za-z-]{6,34}$/, "must be 6 to 34 letters or digits")),
});
export type PayoutAccountRequest = zod.infer<typeof payoutAccountRequestSchema>;
export const payoutAccountSchema = zod.object({ id: zod.number(), kind: zod.enum(PAYOUT_KINDS), provider: zod.string(), holderName: zod.string(), accountNumber: zod.string() });
export type PayoutAccount = zod.infer<typeof payoutAccountSchema>;

export const withdrawalRequestSchema = zod.object({
  payoutAccountId: bigIdSchema,
  amount: amountSchema,
  paymentPassword,
});
export type WithdrawalRequest = zod.infer<typeof withdrawalRequestSchema>;
export const WITHDRAWAL_STATUSES = ["requested", "rejected", "disbursed", "received", "fully_paid", "not_received", "refunded"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const withdrawalSchema = zod.object({
  id: zod.number(),
  amount: decimal,
  status: zod.enum(WITHDRAWAL_STATUSES),
  payoutAccount: zod.string(),
  rejectReason: zod.nullable(zod.string()),
  receiptAuto: zod.boolean(),
  createdAt: iso,
  disbursedAt: zod.nullable(iso),
  /** When a disbursed withdrawal counts as received if the player says nothing. */
  autoConfirmAt: zod.nullable(iso),
});
export type Withdrawal = zod.infer<typeof withdrawalSchema>;
export const withdrawalLimitsSchema = zod.object({ min: decimal, max: decimal, perDay: zod.number(), usedToday: zod.number(), receiptAutoconfirmMinutes: zod.number() });
export type WithdrawalLimits = zod.infer<typeof withdrawalLimitsSchema>;
export const RECEIPT_ANSWERS = ["received", "fully_paid"] as const;
export const receiptRequestSchema = zod.object({ answer: zod.enum(RECEIPT_ANSWERS) });
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

// ---- Agents ----

export const agentTransferRequestSchema = zod.object({
  username: zod.string().check(oneLine, zod.trim(), zod.minLength(1, "is required"), zod.maxLength(64)),
  amount: amountSchema,
  paymentPassword,
});
export type AgentTransferRequest = zod.infer<typeof agentTransferRequestSchema>;
export const uplineTransferRequestSchema = zod.object({ amount: amountSchema, paymentPassword });
export type UplineTransferRequest = zod.infer<typeof uplineTransferRequestSchema>;

// ---- Payment password ----

export const paymentPasswordRequestSchema = zod.object({
  oldPaymentPassword: zod.optional(zod.string().check(zod.maxLength(128), oneLine)),
  newPaymentPassword: zod.string().check(zod.regex(/^\d{6}$/, "must be 6 digits")),
});
export type PaymentPasswordRequest = zod.infer<typeof paymentPasswordRequestSchema>;

// ---- Operator ----

export const opsDecisionSchema = zod.object({ reason: zod.optional(zod.string().check(multiLine, zod.trim(), zod.maxLength(200))) });
export const DISPUTE_OUTCOMES = ["paid", "refund"] as const;
export const disputeResolutionSchema = zod.object({ outcome: zod.enum(DISPUTE_OUTCOMES), note: zod.optional(zod.string().check(multiLine, zod.trim(), zod.maxLength(200))) });
export const adjustmentRequestSchema = zod.object({
  username: zod.string().check(oneLine, zod.trim(), zod.minLength(1), zod.maxLength(64)),
  amount: signedAmountSchema,
  reason: zod.string().check(multiLine, zod.trim(), zod.minLength(3, "must say why"), zod.maxLength(200)),
});
export const walletSettingsSchema = zod.object({
  receiptAutoconfirmMinutes: zod.optional(zod.number().check(zod.int(), zod.minimum(1), zod.maximum(7 * 24 * 60))),
  withdrawalMin: zod.optional(amountSchema),
  withdrawalMax: zod.optional(amountSchema),
  withdrawalsPerDay: zod.optional(zod.number().check(zod.int(), zod.minimum(1), zod.maximum(100))),
});
export const paymentMethodInputSchema = zod.object({
  code: zod.string().check(zod.regex(/^[A-Z0-9_]{2,32}$/, "must be 2 to 32 capitals, digits or _")),
  name: zod.string().check(oneLine, zod.trim(), zod.minLength(2), zod.maxLength(60)),
  kind: zod.enum(PAYMENT_METHOD_KINDS),
  min: amountSchema,
  max: amountSchema,
  bankDetails: zod.optional(zod.record(zod.string().check(zod.maxLength(40), oneLine), zod.string().check(zod.maxLength(120), oneLine))),
  enabled: zod.optional(zod.boolean()),
});
/** Deposits and withdrawals by id: both are `bigserial`. */
export const idParamSchema = zod.object({ id: bigIdTextSchema });
/** The operator's queues (?status=requested): a status name, or all. */
export const statusQuerySchema = zod.object({ status: zod.optional(zod.string().check(zod.regex(/^[a-z_]{1,20}$/, "must be a status name"))) });
/** A ledger transfer by its idempotency key as stored: the client's key behind its prefix (m123:, w123:, ops:, deposit:…). */
export const transferQuerySchema = zod.object({ key: zod.string().check(zod.regex(/^[A-Za-z0-9_.:-]{1,140}$/, "must be an idempotency key as the ledger stores it")) });
/** The demo provider's checkout page by the deposit's reference, with the link's proof `t`. */
export const checkoutParamSchema = zod.object({ ref: zod.string().check(zod.regex(/^[A-Z0-9]{1,40}$/, "must be a payment reference")) });
export const checkoutQuerySchema = zod.object({ t: zod.optional(zod.string().check(zod.maxLength(128), oneLine)) });
/** The checkout page's form: the player pays or cancels. */
export const checkoutFormSchema = zod.object({ action: zod.optional(zod.enum(["pay", "cancel"])) });
/** "I did not receive it" (multipart/form-data): the picture as `proof`, and what happened. */
export const notReceivedFormSchema = zod.object({ proof: zod.instanceof(File, { error: "attach the picture as the form field 'proof'" }), note: zod.optional(zod.string().check(multiLine, zod.trim(), zod.maxLength(200))) });
