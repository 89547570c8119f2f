// The demo payment provider: its checkout page, and the signed callback it sends when "paid". A real provider's
// adapter replaces it; the callback's checks (signature, freshness, no replay) stay the same.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { HttpError } from "../../http/errors";

export const SIGNATURE_HEADER = "X-Tala-Signature";
/** A callback older (or newer) than this is refused, so a captured one cannot be sent again later. */
export const CALLBACK_TOLERANCE_SECONDS = 300;

const callbackEvent = z.object({
  eventId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  reference: z.string().regex(/^[A-Z0-9]{1,40}$/),
  amount: z.string().regex(/^\d{1,12}\.\d{2}$/),
  status: z.enum(["paid", "failed"]),
  timestamp: z.number().int(),
});
export type CallbackEvent = z.infer<typeof callbackEvent>;

const hmac = (secret: string, body: string, timestamp: number) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** The header value: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">. */
export const signCallback = (secret: string, body: string, timestamp: number) => `t=${timestamp},v1=${hmac(secret, body, timestamp)}`;

/**
 * The checkout link's proof that its holder made the deposit: an HMAC of the reference that only the depositing
 * member's deposit answers carry. A reference alone (shown in records, guessable) pays nothing.
 */
export const checkoutToken = (secret: string, reference: string) => createHmac("sha256", secret).update(`checkout.${reference}`).digest("hex").slice(0, 32);

export function checkoutTokenMatches(secret: string, reference: string, given: string | undefined): boolean {
  const expected = Buffer.from(checkoutToken(secret, reference));
  const offered = Buffer.from(given ?? "");
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}

const invalid = () => new HttpError(401, "invalid_signature", "The callback signature is not valid.");

export function verifyCallback(secret: string, body: string, header: string | undefined, nowMs: number): CallbackEvent {
  const parts = Object.fromEntries((header ?? "").split(",").map((part) => part.trim().split("=", 2)));
  const timestamp = Number(parts.t);
  const given = Buffer.from(String(parts.v1 ?? ""), "hex");
  if (!secret || !Number.isInteger(timestamp) || given.length !== 32) throw invalid();
  const expected = Buffer.from(hmac(secret, body, timestamp), "hex");
  if (!timingSafeEqual(given, expected)) throw invalid();
  if (Math.abs(nowMs / 1000 - timestamp) > CALLBACK_TOLERANCE_SECONDS) throw new HttpError(401, "callback_expired", "The callback is too old.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw invalid();
  }
  const event = callbackEvent.safeParse(parsed);
  if (!event.success || event.data.timestamp !== timestamp) throw invalid();
  return event.data;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page the player pays on: no script, one form. */
export function checkoutPage(deposit: { reference: string; amount: string; symbol: string; status: string }): string {
  const pending = deposit.status === "pending";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Pay</title>
<style>body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1e293b;border-radius:16px;padding:2rem 2.5rem;max-width:24rem;text-align:center;box-shadow:0 10px 40px #0008}
h1{margin:0 0 .25rem;font-size:1.25rem}.amount{font-size:2.25rem;font-weight:700;margin:1rem 0;color:#fbbf24}
button{font:inherit;font-weight:600;border:0;border-radius:999px;padding:.75rem 1.5rem;margin:.25rem;cursor:pointer}
.pay{background:#22c55e;color:#052e16}.cancel{background:#334155;color:#e2e8f0}small{color:#94a3b8}</style></head>
<body><main><h1>Demo Pay</h1><small>Payment ${escapeHtml(deposit.reference)}</small>
<p class="amount" data-testid="demo-pay-amount">${escapeHtml(deposit.symbol)} ${escapeHtml(deposit.amount)}</p>
${
  pending
    ? `<form method="post"><button class="pay" name="action" value="pay" data-testid="demo-pay">Pay now</button><button class="cancel" name="action" value="cancel">Cancel</button></form>`
    : `<p data-testid="demo-pay-done">This payment is ${escapeHtml(deposit.status)}.</p>`
}
<p><a href="/" style="color:#93c5fd">Back to the site</a></p></main></body></html>`;
}
