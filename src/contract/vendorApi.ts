// The seamless-wallet protocol between the platform and an outside game vendor, both ways. Every request is JSON,
// signed over "<timestamp>.<METHOD>.<path>.<raw body>" (Ed25519, or HMAC-SHA256 for vendors connected with a shared
// secret) in the headers below, and taken once (a money call whose txId is claimed answers as its claim did, so a retry
// of the same bytes gets the first answer); every answer is the platform's envelope. Amounts are decimal strings
// with at most two places, as everywhere on the wire.
import * as zod from "zod/mini";
import { bigIdTextSchema, oneLine } from "./fields";
import { amountSchema } from "./wallet";

export const VENDOR_HEADERS = { vendor: "x-vendor-code", timestamp: "x-timestamp", signature: "x-signature" } as const;
/** How far a signed call's timestamp may be from the receiver's clock, in seconds. */
export const VENDOR_CLOCK_SKEW_SECONDS = 300;
/** How long the platform waits for a vendor's launch answer before telling the player the game is under maintenance. */
export const VENDOR_LAUNCH_TIMEOUT_MS = 5000;

export const vendorCodeSchema = zod.string().check(zod.regex(/^[A-Z0-9_]{2,32}$/, "must be 2 to 32 capital letters, digits or _"));
/** A vendor's own id for a round or a transaction: printable, without spaces, at most 64 characters. */
const vendorId = zod.string().check(zod.regex(/^[A-Za-z0-9:._-]{1,64}$/, "must be 1 to 64 letters, digits or :._-"));
const token = zod.string().check(zod.minLength(16), zod.maxLength(64), oneLine);

/** The player as the platform named them at launch (the member's id). */
const player = bigIdTextSchema;
/**
 * The money's currency as the vendor sees it; when sent, it must be the merchant's (else wrong_currency). An Ed25519
 * vendor names it on every money call (else currency_required); an HMAC vendor, connected before, may leave it out.
 */
const currency = zod.optional(zod.string().check(zod.minLength(1), zod.maxLength(8), oneLine));
/** Any id of the vendor's for this request: a retry sent within the same second differs by it, so it is signed anew. */
const requestId = zod.optional(vendorId);
export const vendorBalanceRequestSchema = zod.object({ player, token: zod.optional(token), requestId });
/** A bet; without the player's token it is refused (invalid_token) as a call, which spends its txId like any refused one. */
export const vendorDebitRequestSchema = zod.object({ player, token: zod.optional(token), gameCode: vendorId, roundId: vendorId, txId: vendorId, amount: amountSchema, currency, requestId });
/** A win; a round's last one is `final` (the default), and "0.00" closes a lost round. */
export const vendorCreditRequestSchema = zod.object({
  player, token: zod.optional(token), gameCode: vendorId, roundId: vendorId, txId: vendorId, amount: amountSchema, final: zod.optional(zod.boolean()), currency, requestId,
});
/** Undoes the debit `refersTo` of the round. */
export const vendorRollbackRequestSchema = zod.object({ player, token: zod.optional(token), roundId: vendorId, txId: vendorId, refersTo: vendorId, currency, requestId });
export type VendorDebitRequest = zod.infer<typeof vendorDebitRequestSchema>;
export type VendorCreditRequest = zod.infer<typeof vendorCreditRequestSchema>;
export type VendorRollbackRequest = zod.infer<typeof vendorRollbackRequestSchema>;

/** Every wallet answer: the balance after the call, and for a movement the ledger's transfer (the same on a repeat). */
export const vendorWalletAnswerSchema = zod.object({
  balance: zod.string(),
  currency: zod.string(),
  transactionId: zod.nullable(zod.string()),
  status: zod.enum(["applied", "replayed", "nothing_to_roll_back", "balance"]),
});
export type VendorWalletAnswer = zod.infer<typeof vendorWalletAnswerSchema>;

/** The platform asks the vendor's launch URL (signed, server to server) for a game's address. */
export const vendorLaunchRequestSchema = zod.object({
  token,
  /** The member's id as text, as the wallet calls name the player. */
  player: zod.string().check(zod.regex(/^[1-9]\d{0,15}$/)),
  gameCode: vendorId,
  currency: zod.string(),
  language: zod.string(),
  lobbyUrl: zod.string(),
  ip: zod.string(),
});
export type VendorLaunchRequest = zod.infer<typeof vendorLaunchRequestSchema>;
export const vendorLaunchAnswerSchema = zod.object({ url: zod.url({ protocol: /^https?$/ }) });

/** What a vendor reports of a day, beside which the reconciliation puts the ledger's figures. */
export const vendorDayTotalsSchema = zod.object({ rounds: zod.number(), bets: zod.string(), wins: zod.string(), rollbacks: zod.string() });
export type VendorDayTotals = zod.infer<typeof vendorDayTotalsSchema>;

// ---- The operator's side ----
const url = zod.url({ protocol: /^https?$/ });
/** A vendor's Ed25519 public key: base64 or base64url of its 32 bytes, or a PEM "PUBLIC KEY" block. */
const publicKey = zod.optional(zod.string().check(zod.minLength(40), zod.maxLength(400)));
export const vendorRegistrationSchema = zod.object({
  code: vendorCodeSchema,
  name: zod.string().check(zod.minLength(1), zod.maxLength(80), oneLine),
  launchUrl: url,
  reportUrl: zod.optional(url),
  allowedIps: zod.optional(zod.array(zod.string().check(zod.maxLength(64), oneLine)).check(zod.maxLength(50))),
  /** Given, the vendor signs with Ed25519 (the recommended scheme); absent, it is handed an HMAC secret. */
  publicKey,
});
export const vendorUpdateSchema = zod.object({
  name: zod.optional(zod.string().check(zod.minLength(1), zod.maxLength(80), oneLine)),
  launchUrl: zod.optional(url),
  reportUrl: zod.optional(zod.nullable(url)),
  allowedIps: zod.optional(zod.array(zod.string().check(zod.maxLength(64), oneLine)).check(zod.maxLength(50))),
  enabled: zod.optional(zod.boolean()),
});
/**
 * A rotation: the old key or secret keeps signing for graceMinutes (default 60, 0 ends it at once). With publicKey the
 * vendor signs with that Ed25519 key from now (an HMAC vendor moves to Ed25519 so); without, it gets a new HMAC secret.
 */
export const vendorRotationSchema = zod.object({ graceMinutes: zod.optional(zod.number().check(zod.int(), zod.minimum(0), zod.maximum(7 * 24 * 60))), publicKey });
export const vendorCodeParamSchema = zod.object({ code: vendorCodeSchema });
export const vendorGameParamSchema = zod.object({ code: vendorCodeSchema, nodeId: zod.string().check(zod.minLength(1), zod.maxLength(100), oneLine) });

/** The most a round may win (an amount), and the most per unit staked in it (a whole multiple). */
const maxWinMultiple = zod.number().check(zod.int(), zod.minimum(1), zod.maximum(1_000_000));
export const vendorLimitsSchema = zod.object({ maxWin: amountSchema, maxWinMultiple });
/** A game's own ceilings; null falls back to the vendor's. */
export const vendorGameLimitsSchema = zod.object({ maxWin: zod.nullable(amountSchema), maxWinMultiple: zod.nullable(maxWinMultiple) });
/** The operator's list of refused vendor calls: newest first, of one vendor or all, before an id (the next page). */
export const vendorAlertQuerySchema = zod.object({
  vendor: zod.optional(vendorCodeSchema),
  before: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(2_147_483_647))),
  limit: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(500))),
});
