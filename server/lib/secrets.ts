// Passwords (argon2id), session tokens and one-time codes: what is stored is never what the person holds.
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id baseline: m=19456 KiB, t=2, p=1 (algorithm 2 is Argon2id; the package's const enum cannot be imported here). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

// Verifying against this when an account does not exist keeps the answer's timing from telling who has one.
let decoyHash: Promise<string> | null = null;
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword("decoy-password-for-timing");
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}

/** 256-bit random session token, and the SHA-256 that is stored in its place. */
export function newToken(): { token: string; tokenHash: Buffer } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: tokenHash(token) };
}
export const tokenHash = (token: string) => createHash("sha256").update(token).digest();

/** Codes are short, so their hash is salted with what they are for and whom they were sent to. */
export const codeHash = (scope: string, code: string) => createHash("sha256").update(`${scope}\u0000${code.trim().toUpperCase()}`).digest();
export const sameHash = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export function randomCode(length: number, alphabet = CODE_ALPHABET): string {
  return Array.from({ length }, () => alphabet[randomInt(0, alphabet.length)]).join("");
}

/** Mobile numbers are kept as digits without the trunk zero, so 01712…, 1712… and 017-12… are one number. */
export const nationalNumber = (mobile: string) => mobile.replace(/\D/g, "").replace(/^0/, "");

/** A country dialing code as digits: +880 and 880 are one code. */
export const dialingDigits = (dialingCode: string) => dialingCode.replace(/\D/g, "");

/**
 * The whole number a code is sent to and bound to: the same national number in another country is another
 * person. The space keeps +1 8801… and +18 801… apart (a dialing code typed by hand need not be a real one).
 */
export const fullNumber = (dialingCode: string, mobile: string) => `+${dialingDigits(dialingCode)} ${nationalNumber(mobile)}`;
