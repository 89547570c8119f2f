// The seamless-wallet protocol between the platform and an outside game vendor, both ways. Every request is JSON,
// signed over "<timestamp>.<METHOD>.<path>.<raw body>" (Ed25519, or HMAC-SHA256 for vendors connected with a shared
// secret) in the headers below, and taken once (a money call whose txId is claimed answers as its claim did, so a retry
// of the same bytes gets the first answer); every answer is the platform's envelope. Amounts are decimal strings
// with at most two places, as everywhere on the wire.
import * as z from "zod/mini";
import { bigIdTextSchema, oneLine } from "./fields";
import { amountSchema } from "./wallet";

export const VENDOR_HEADERS = { vendor: "x-vendor-code", timestamp: "x-timestamp", signature: "x-signature" } as const;
/** How far a signed call's timestamp may be from the receiver's clock, in seconds. */
export const VENDOR_CLOCK_SKEW_SECONDS = 300;
/** How long the platform waits for a vendor's launch answer before telling the player the game is under maintenance. */
export const VENDOR_LAUNCH_TIMEOUT_MS = 5000;

export const vendorCodeSchema = z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/, "must be 2 to 32 capital letters, digits or _"));
/** A vendor's own id for a round or a transaction: printable, without spaces, at most 64 characters. */
const vendorId = z.string().check(z.regex(/^[A-Za-z0-9:._-]{1,64}$/, "must be 1 to 64 letters, digits or :._-"));
const token = z.string().check(z.minLength(16), z.maxLength(64), oneLine);

/** The player as the platform named them at launch (the member's id). */
const player = bigIdTextSchema;
/**
 * The money's currency as the vendor sees it; when sent, it must be the merchant's (else wrong_currency). An Ed25519
 * vendor names it on every money call (else currency_required); an HMAC vendor, connected before, may leave it out.
 */
const currency = z.optional(z.string().check(z.minLength(1), z.maxLength(8), oneLine));
/** Any id of the vendor's for this request: a retry sent within the same second differs by it, so it is signed anew. */
const requestId = z.optional(vendorId);
export const vendorBalanceRequestSchema = z.object({ player, token: z.optional(token), requestId });
/** A bet; without the player's token it is refused (invalid_token) as a call, which spends its txId like any refused one. */
export const vendorDebitRequestSchema = z.object({ player, token: z.optional(token), gameCode: vendorId, roundId: vendorId, txId: vendorId, amount: amountSchema, currency, requestId });
/** A win; a round's last one is `final` (the default), and "0.00" closes a lost round. */
export const vendorCreditRequestSchema = z.object({
  player, token: z.optional(token), gameCode: vendorId, roundId: vendorId, txId: vendorId, amount: amountSchema, final: z.optional(z.boolean()), currency, requestId,
});
/** Undoes the debit `refersTo` of the round. */
export const vendorRollbackRequestSchema = z.object({ player, token: z.optional(token), roundId: vendorId, txId: vendorId, refersTo: vendorId, currency, requestId });
export type VendorDebitRequest = z.infer<typeof vendorDebitRequestSchema>;
export type VendorCreditRequest = z.infer<typeof vendorCreditRequestSchema>;
export type VendorRollbackRequest = z.infer<typeof vendorRollbackRequestSchema>;

/** Every wallet answer: the balance after the call, and for a movement the ledger's transfer (the same on a repeat). */
export const vendorWalletAnswerSchema = z.object({
  balance: z.string(),
  currency: z.string(),
  transactionId: z.nullable(z.string()),
  status: z.enum(["applied", "replayed", "nothing_to_roll_back", "balance"]),
});
export type VendorWalletAnswer = z.infer<typeof vendorWalletAnswerSchema>;

/** The platform asks the vendor's launch URL (signed, server to server) for a game's address. */
export const vendorLaunchRequestSchema = z.object({
  token,
  /** The member's id as text, as the wallet calls name the player. */
  player: z.string().check(z.regex(/^[1-9]\d{0,15}$/)),
  gameCode: vendorId,
  currency: z.string(),
  language: z.string(),
  lobbyUrl: z.string(),
  ip: z.string(),
});
export type VendorLaunchRequest = z.infer<typeof vendorLaunchRequestSchema>;
export const vendorLaunchAnswerSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });

/** What a vendor reports of a day, beside which the reconciliation puts the ledger's figures. */
export const vendorDayTotalsSchema = z.object({ rounds: z.number(), bets: z.string(), wins: z.string(), rollbacks: z.string() });
export type VendorDayTotals = z.infer<typeof vendorDayTotalsSchema>;

// ---- The operator's side ----
const url = z.url({ protocol: /^https?$/ });
/** A vendor's Ed25519 public key: base64 or base64url of its 32 bytes, or a PEM "PUBLIC KEY" block. */
const publicKey = z.optional(z.string().check(z.minLength(40), z.maxLength(400)));
export const vendorRegistrationSchema = z.object({
  code: vendorCodeSchema,
  name: z.string().check(z.minLength(1), z.maxLength(80), oneLine),
  launchUrl: url,
  reportUrl: z.optional(url),
  allowedIps: z.optional(z.array(z.string().check(z.maxLength(64), oneLine)).check(z.maxLength(50))),
  /** Given, the vendor signs with Ed25519 (the recommended scheme); absent, it is handed an HMAC secret. */
  publicKey,
});
export const vendorUpdateSchema = z.object({
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(80), oneLine)),
  launchUrl: z.optional(url),
  reportUrl: z.optional(z.nullable(url)),
  allowedIps: z.optional(z.array(z.string().check(z.maxLength(64), oneLine)).check(z.maxLength(50))),
  enabled: z.optional(z.boolean()),
});
/**
 * A rotation: the old key or secret keeps signing for graceMinutes (default 60, 0 ends it at once). With publicKey the
 * vendor signs with that Ed25519 key from now (an HMAC vendor moves to Ed25519 so); without, it gets a new HMAC secret.
 */
export const vendorRotationSchema = z.object({ graceMinutes: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(7 * 24 * 60))), publicKey });
export const vendorCodeParamSchema = z.object({ code: vendorCodeSchema });
export const vendorGameParamSchema = z.object({ code: vendorCodeSchema, nodeId: z.string().check(z.minLength(1), z.maxLength(100), oneLine) });

/** The most a round may win (an amount), and the most per unit staked in it (a whole multiple). */
const maxWinMultiple = z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000));
export const vendorLimitsSchema = z.object({ maxWin: amountSchema, maxWinMultiple });
/** A game's own ceilings; null falls back to the vendor's. */
export const vendorGameLimitsSchema = z.object({ maxWin: z.nullable(amountSchema), maxWinMultiple: z.nullable(maxWinMultiple) });
/** The operator's list of refused vendor calls: newest first, of one vendor or all, before an id (the next page). */
export const vendorAlertQuerySchema = z.object({
  vendor: z.optional(vendorCodeSchema),
  before: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
});
