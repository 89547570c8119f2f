// The wallet on the wire: amounts are decimal strings with two places, never floats (SPEC §7 wallet calls).
import * as z from "zod/mini";
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
export const amountSchema = z.string().check(oneLine, z.trim(), z.regex(AMOUNT_PATTERN, AMOUNT_MESSAGE));
/** An operator's adjustment may take money away: a sign is allowed. */
export const signedAmountSchema = z.string().check(oneLine, z.trim(), z.regex(/^-?(0|[1-9]\d{0,11})(\.\d{1,2})?$/, AMOUNT_MESSAGE));
/** Sent by the client with every request that moves money; a retry sends the same key. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const securitySchema = z.object({ account: z.string(), mobile: z.nullable(z.string()), email: z.nullable(z.string()), hasPaymentPassword: z.boolean() });
export type Security = z.infer<typeof securitySchema>;
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{8,100}$/, "must be 8 to 100 letters, digits or _.:-"));
const paymentPassword = z.string().check(z.minLength(1, "is required"), z.maxLength(128), oneLine);
const decimal = z.string();
const iso = z.string();

export const TRANSFER_KINDS = [
  "deposit", "withdrawal_hold", "withdrawal_release", "withdrawal_payout", "withdrawal_refund", "vendor_in", "vendor_out",
  "agent_transfer", "adjustment", "freeplay_grant", "bonus", "game_bet", "game_win", "game_refund", "agent_salary", "agent_dividend",
  "rebate", "mission_reward",
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

// ---- Balance and vendor wallets ----

export { balanceSchema, type Balance } from "./balance";
export const vendorWalletSchema = z.object({ vendor: z.string(), name: z.string(), balance: decimal });
export type VendorWallet = z.infer<typeof vendorWalletSchema>;
export const merchantWalletSchema = z.object({ main: decimal, wallets: z.array(vendorWalletSchema) });
export type MerchantWallets = z.infer<typeof merchantWalletSchema>;
/** Between the main wallet ("" or "MAIN") and a vendor's wallet. */
export const walletTransferRequestSchema = z.object({
  from: z.string().check(z.maxLength(32), oneLine),
  to: z.string().check(z.maxLength(32), oneLine),
  amount: amountSchema,
});
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;
export const movementSchema = z.object({ transferId: z.number(), balance: decimal, replayed: z.boolean() });
export type Movement = z.infer<typeof movementSchema>;
export const consolidatedSchema = z.object({
  mainBalance: decimal,
  vendorBalance: decimal,
  sumBalance: decimal,
  withdrawalsInFlight: decimal,
  pendingDeposits: z.number(),
  dailysalreqtype: z.number(),
  divtypereq: z.number(),
  contracthoursalreq: z.number(),
  realtimesalreqtype: z.number(),
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

// ---- Account records ----

export const RECORD_PAGE_SIZE = 20;
export const recordQuerySchema = z.object({
  type: z.optional(z.enum(TRANSFER_KINDS)),
  from: z.optional(daySchema),
  to: z.optional(daySchema),
  pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export type RecordQuery = z.infer<typeof recordQuerySchema>;
export const accountRecordSchema = z.object({
  id: z.number(),
  type: z.enum(TRANSFER_KINDS),
  amount: decimal,
  balanceAfter: decimal,
  time: iso,
  reference: z.string(),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;
export const recordPageSchema = z.object({ list: z.array(accountRecordSchema), pageNo: z.number(), totalPages: z.number() });
export type RecordPage = z.infer<typeof recordPageSchema>;

// ---- Deposits ----

export const PAYMENT_METHOD_KINDS = ["provider", "bank"] as const;
export const paymentMethodSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  min: decimal,
  max: decimal,
  bankDetails: z.record(z.string(), z.string()),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const depositRequestSchema = z.object({
  methodId: idSchema,
  amount: amountSchema,
  payerReference: z.optional(z.string().check(oneLine, z.trim(), z.maxLength(64))),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;
export const DEPOSIT_STATUSES = ["pending", "confirmed", "rejected"] as const;
export const depositSchema = z.object({
  id: z.number(),
  method: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  amount: decimal,
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string(),
  /** Where the player pays: the provider's checkout page (provider methods only). */
  checkoutUrl: z.nullable(z.string()),
  bankDetails: z.record(z.string(), z.string()),
  createdAt: iso,
});
export type Deposit = z.infer<typeof depositSchema>;

// ---- Payout accounts and withdrawals ----

export const PAYOUT_KINDS = ["bank", "ewallet"] as const;
export const payoutAccountRequestSchema = z.object({
  kind: z.enum(PAYOUT_KINDS),
  provider: z.string().check(oneLine, z.trim(), z.minLength(2), z.maxLength(40)),
  holderName: z.string().check(oneLine, z.trim(), z.minLength(2), z.maxLength(80)),
  accountNumber: z.string().check(oneLine, z.trim(), z.regex(/^[0-9A-Za-z-]{6,34}$/, "must be 6 to 34 letters or digits")),
});
export type PayoutAccountRequest = z.infer<typeof payoutAccountRequestSchema>;
export const payoutAccountSchema = z.object({ id: z.number(), kind: z.enum(PAYOUT_KINDS), provider: z.string(), holderName: z.string(), accountNumber: z.string() });
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const withdrawalRequestSchema = z.object({
  payoutAccountId: bigIdSchema,
  amount: amountSchema,
  paymentPassword,
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;
export const WITHDRAWAL_STATUSES = ["requested", "rejected", "disbursed", "received", "fully_paid", "not_received", "refunded"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const withdrawalSchema = z.object({
  id: z.number(),
  amount: decimal,
  status: z.enum(WITHDRAWAL_STATUSES),
  payoutAccount: z.string(),
  rejectReason: z.nullable(z.string()),
  receiptAuto: z.boolean(),
  createdAt: iso,
  disbursedAt: z.nullable(iso),
  /** When a disbursed withdrawal counts as received if the player says nothing. */
  autoConfirmAt: z.nullable(iso),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalLimitsSchema = z.object({ min: decimal, max: decimal, perDay: z.number(), usedToday: z.number(), receiptAutoconfirmMinutes: z.number() });
export type WithdrawalLimits = z.infer<typeof withdrawalLimitsSchema>;
export const RECEIPT_ANSWERS = ["received", "fully_paid"] as const;
export const receiptRequestSchema = z.object({ answer: z.enum(RECEIPT_ANSWERS) });
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

// ---- Agents ----

export const agentTransferRequestSchema = z.object({
  username: z.string().check(oneLine, z.trim(), z.minLength(1, "is required"), z.maxLength(64)),
  amount: amountSchema,
  paymentPassword,
});
export type AgentTransferRequest = z.infer<typeof agentTransferRequestSchema>;
export const uplineTransferRequestSchema = z.object({ amount: amountSchema, paymentPassword });
export type UplineTransferRequest = z.infer<typeof uplineTransferRequestSchema>;

// ---- Payment password ----

export const paymentPasswordRequestSchema = z.object({
  oldPaymentPassword: z.optional(z.string().check(z.maxLength(128), oneLine)),
  newPaymentPassword: z.string().check(z.regex(/^\d{6}$/, "must be 6 digits")),
});
export type PaymentPasswordRequest = z.infer<typeof paymentPasswordRequestSchema>;

// ---- Operator ----

export const opsDecisionSchema = z.object({ reason: z.optional(z.string().check(multiLine, z.trim(), z.maxLength(200))) });
export const DISPUTE_OUTCOMES = ["paid", "refund"] as const;
export const disputeResolutionSchema = z.object({ outcome: z.enum(DISPUTE_OUTCOMES), note: z.optional(z.string().check(multiLine, z.trim(), z.maxLength(200))) });
export const adjustmentRequestSchema = z.object({
  username: z.string().check(oneLine, z.trim(), z.minLength(1), z.maxLength(64)),
  amount: signedAmountSchema,
  reason: z.string().check(multiLine, z.trim(), z.minLength(3, "must say why"), z.maxLength(200)),
});
export const walletSettingsSchema = z.object({
  receiptAutoconfirmMinutes: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(7 * 24 * 60))),
  withdrawalMin: z.optional(amountSchema),
  withdrawalMax: z.optional(amountSchema),
  withdrawalsPerDay: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export const paymentMethodInputSchema = z.object({
  code: z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/, "must be 2 to 32 capitals, digits or _")),
  name: z.string().check(oneLine, z.trim(), z.minLength(2), z.maxLength(60)),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  min: amountSchema,
  max: amountSchema,
  bankDetails: z.optional(z.record(z.string().check(z.maxLength(40), oneLine), z.string().check(z.maxLength(120), oneLine))),
  enabled: z.optional(z.boolean()),
});
/** Deposits and withdrawals by id: both are `bigserial`. */
export const idParamSchema = z.object({ id: bigIdTextSchema });
/** The operator's queues (?status=requested): a status name, or all. */
export const statusQuerySchema = z.object({ status: z.optional(z.string().check(z.regex(/^[a-z_]{1,20}$/, "must be a status name"))) });
/** A ledger transfer by its idempotency key as stored: the client's key behind its prefix (m123:, w123:, ops:, deposit:…). */
export const transferQuerySchema = z.object({ key: z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,140}$/, "must be an idempotency key as the ledger stores it")) });
/** The demo provider's checkout page by the deposit's reference, with the link's proof `t`. */
export const checkoutParamSchema = z.object({ ref: z.string().check(z.regex(/^[A-Z0-9]{1,40}$/, "must be a payment reference")) });
export const checkoutQuerySchema = z.object({ t: z.optional(z.string().check(z.maxLength(128), oneLine)) });
/** The checkout page's form: the player pays or cancels. */
export const checkoutFormSchema = z.object({ action: z.optional(z.enum(["pay", "cancel"])) });
/** "I did not receive it" (multipart/form-data): the picture as `proof`, and what happened. */
export const notReceivedFormSchema = z.object({ proof: z.instanceof(File, { error: "attach the picture as the form field 'proof'" }), note: z.optional(z.string().check(multiLine, z.trim(), z.maxLength(200))) });
