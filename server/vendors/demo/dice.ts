// The demo vendor's dice, provably fair: the server seed's SHA-256 is shown before play; each roll is the first four
// bytes of HMAC-SHA256(serverSeed, "clientSeed:nonce") taken modulo 10,000, as 0.00 to 99.99. A bet on "under" wins
// when the roll is below it and pays 99 / under times the bet (a 1% edge: RTP 99%).
import { createHash, createHmac, randomBytes } from "node:crypto";

export const DICE_RTP = 0.99;
export const UNDER_MIN = 2;
export const UNDER_MAX = 95;

export const newSeed = () => randomBytes(32).toString("hex");
export const seedHash = (seed: string) => createHash("sha256").update(seed).digest("hex");

/** The roll in hundredths (0 to 9,999). */
export function roll(serverSeed: string, clientSeed: string, nonce: number): number {
  return createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}`).digest().readUInt32BE(0) % 10_000;
}

/** What a bet of `bet` minor units on `under` pays for this roll (0 when it loses), rounded down to a minor unit. */
export function payout(bet: bigint, under: number, rolled: number): bigint {
  return rolled < under * 100 ? (bet * 99n) / BigInt(under) : 0n;
}
