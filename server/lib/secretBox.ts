// Secrets the platform must read back (a vendor's HMAC secret, which checking a signature needs whole) are kept
// encrypted with AES-256-GCM under the platform's secrets key, never in the clear. The key comes from
// TALA_SECRETS_KEY, or from a key file made once in the data folder.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(secret: string): Buffer;
  open(sealed: Buffer): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`The secrets key must be ${KEY_BYTES} bytes.`);
  return {
    seal(secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    open(sealed) {
      const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, IV_BYTES));
      decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
    },
  };
}

/** TALA_SECRETS_KEY as 64 hex digits, else the data folder's key file, made on first use (readable by its owner only). */
export function loadSecretsKey(fromEnv: string | undefined, dataDir: string): Buffer {
  if (fromEnv !== undefined) return Buffer.from(fromEnv, "hex");
  const file = path.join(dataDir, "secrets.key");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(KEY_BYTES).toString("hex"), { flag: "wx", mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
}

/** A new vendor secret: 256 random bits. */
export const newVendorSecret = () => randomBytes(32).toString("base64url");

/** The signature of a signed call: HMAC-SHA256 over "<timestamp>.<raw body>", hex. */
export const signBody = (secret: string, timestamp: string, body: string) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** Whether a signed call's timestamp (Unix seconds) is within `skewSeconds` of now. */
export function timestampIsFresh(timestamp: string, skewSeconds: number): boolean {
  return /^\d{1,12}$/.test(timestamp) && Math.abs(Date.now() / 1000 - Number(timestamp)) <= skewSeconds;
}

/** Compares a signature in constant time; anything but 64 hex digits is simply wrong. */
export function signatureMatches(secret: string, timestamp: string, body: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, timestamp, body), "hex"), Buffer.from(signature, "hex"));
}
