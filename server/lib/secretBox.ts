// Secrets the platform must read back (a vendor's HMAC secret, which checking a signature needs whole; the private
// half of the key we sign an Ed25519 vendor's calls with) are kept encrypted with AES-256-GCM under the platform's
// secrets key, never in the clear. The key comes from TALA_SECRETS_KEY, or from a key file made once in the data
// folder. Beside it, the signing of the vendor protocol both ways: HMAC-SHA256 or Ed25519 over one signed string.
import {
  createCipheriv, createDecipheriv, createHash, createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, timingSafeEqual, verify,
  type KeyObject,
} from "node:crypto";
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

/** What a signature covers: the call's time, its method and request target (path and query), and its raw body. */
export interface SignedParts {
  timestamp: string;
  method: string;
  path: string;
  body: string;
}

/**
 * The signed string "<timestamp>.<METHOD>.<path>.<raw body>": the endpoint is in it, so bytes signed for one endpoint
 * (a debit) are no call to another (a credit of the same shape).
 */
export const signingString = (parts: SignedParts) => `${parts.timestamp}.${parts.method.toUpperCase()}.${parts.path}.${parts.body}`;

/** Who signed what, as the replay check keeps it: one digest per vendor and signed string, whatever key signed it. */
export const signedDigest = (vendor: string, parts: SignedParts) => createHash("sha256").update(`${vendor}\n${signingString(parts)}`).digest();

/** An HMAC vendor's signature: HMAC-SHA256 of the signed string under the shared secret, hex. */
export const hmacSignature = (secret: string, parts: SignedParts) => createHmac("sha256", secret).update(signingString(parts)).digest("hex");

/** Whether a signed call's timestamp (Unix seconds) is within `skewSeconds` of now. */
export function timestampIsFresh(timestamp: string, skewSeconds: number): boolean {
  return /^\d{1,12}$/.test(timestamp) && Math.abs(Date.now() / 1000 - Number(timestamp)) <= skewSeconds;
}

/** Compares an HMAC signature in constant time; anything but 64 hex digits is simply wrong. */
export function hmacSignatureMatches(secret: string, parts: SignedParts, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(hmacSignature(secret, parts), "hex"), Buffer.from(signature, "hex"));
}

// ---- Ed25519: each side signs with its private key and checks the other's with its public key ----

const ED25519_KEY_BYTES = 32;

/** A new Ed25519 key pair: the public half as base64url of its 32 bytes, the private half as base64url PKCS#8. */
export function newEd25519KeyPair(): { publicKey: string; privateKey: string } {
  const pair = generateKeyPairSync("ed25519");
  return { publicKey: rawPublicKey(pair.publicKey), privateKey: pair.privateKey.export({ format: "der", type: "pkcs8" }).toString("base64url") };
}

function rawPublicKey(key: KeyObject): string {
  const jwk = key.export({ format: "jwk" });
  if (typeof jwk.x !== "string") throw new Error("not an Ed25519 public key");
  return jwk.x;
}

/**
 * A vendor's Ed25519 public key as the operator pasted it (base64 or base64url of its 32 bytes, or a PEM "PUBLIC KEY"),
 * in the one form we keep (base64url of the 32 bytes); null when it is none.
 */
export function normalEd25519PublicKey(text: string): string | null {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith("-----BEGIN PUBLIC KEY-----")) {
      const key = createPublicKey(trimmed);
      return key.asymmetricKeyType === "ed25519" ? rawPublicKey(key) : null;
    }
    if (!/^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(trimmed)) return null;
    const raw = Buffer.from(trimmed, "base64");
    if (raw.length !== ED25519_KEY_BYTES) return null;
    return rawPublicKey(createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: raw.toString("base64url") }, format: "jwk" }));
  } catch {
    return null;
  }
}

// Made once per key this process checks or signs with: every signed call uses one.
const publicKeys = new Map<string, KeyObject>();
const privateKeys = new Map<string, KeyObject>();

function publicKeyOf(publicKey: string): KeyObject {
  let key = publicKeys.get(publicKey);
  if (!key) {
    key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: publicKey }, format: "jwk" });
    publicKeys.set(publicKey, key);
  }
  return key;
}

/** An Ed25519 signature of the signed string with a private key (base64url PKCS#8, as newEd25519KeyPair makes), hex. */
export function ed25519Signature(privateKey: string, parts: SignedParts): string {
  let key = privateKeys.get(privateKey);
  if (!key) {
    key = createPrivateKey({ key: Buffer.from(privateKey, "base64url"), format: "der", type: "pkcs8" });
    privateKeys.set(privateKey, key);
  }
  return sign(null, Buffer.from(signingString(parts)), key).toString("hex");
}

/** Whether an Ed25519 signature (128 hex digits) of the signed string is the holder's of this public key. */
export function ed25519SignatureMatches(publicKey: string, parts: SignedParts, signature: string): boolean {
  if (!/^[0-9a-f]{128}$/.test(signature)) return false;
  try {
    return verify(null, Buffer.from(signingString(parts)), publicKeyOf(publicKey), Buffer.from(signature, "hex"));
  } catch {
    return false;
  }
}
