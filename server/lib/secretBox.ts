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

// ---- Whether 32 bytes are a public key that can vouch for anything ----
// Node (OpenSSL) takes any 32 bytes as an Ed25519 public key and checks signatures against it as RFC 8032 says, which
// does not refuse small-order points: with the identity (01 00…00) as the key, the signature R = identity, S = 0
// verifies for every message, so whoever registered such a key (or pasted one by mistake) could be impersonated by
// anyone. We decode the point ourselves (plain BigInt arithmetic on the curve, RFC 8032 §5.1.3) and refuse an encoding
// that is not canonical, no point, or a point whose multiple by the cofactor 8 is the identity.

const P = 2n ** 255n - 19n;
const mod = (a: bigint) => ((a % P) + P) % P;
function power(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}
/** The inverse mod p (p is prime: Fermat). */
const inverse = (a: bigint) => power(a, P - 2n);
/** The curve's d = −121665/121666 mod p. */
const D = mod(-121665n * inverse(121666n));
/** √−1 mod p = 2^((p−1)/4). */
const SQRT_MINUS_ONE = power(2n, (P - 1n) / 4n);

type Point = { x: bigint; y: bigint };

/** The point 32 bytes encode (y little-endian, the top bit x's sign), or null: not canonical (y ≥ p), or not on the curve. */
function decodePoint(raw: Buffer): Point | null {
  let y = 0n;
  for (let i = raw.length - 1; i >= 0; i--) y = (y << 8n) | BigInt(raw[i] ?? 0);
  const sign = y >> 255n;
  y &= (1n << 255n) - 1n;
  if (y >= P) return null;
  // x² = (y² − 1) / (d·y² + 1) = u / v, its root as u·v³·(u·v⁷)^((p−5)/8), times √−1 when that squares to −u/v.
  const y2 = (y * y) % P;
  const u = mod(y2 - 1n);
  const v = mod(D * y2 + 1n);
  const v3 = (v * v % P) * v % P;
  let x = (u * v3 % P) * power(u * v3 % P * v3 % P * v, (P - 5n) / 8n) % P;
  const vx2 = v * x % P * x % P;
  if (vx2 === u) {
    // x is a root.
  } else if (vx2 === mod(-u)) {
    x = x * SQRT_MINUS_ONE % P;
  } else {
    return null;
  }
  // x = 0 has no negative: the sign bit set on it is another (non-canonical) encoding.
  if (x === 0n && sign === 1n) return null;
  if ((x & 1n) !== sign) x = P - x;
  return { x, y };
}

/** Two points added by the twisted Edwards law with a = −1, which is complete: it holds for doubling and the identity too. */
function add(a: Point, b: Point): Point {
  const t = D * (a.x * b.x % P) % P * (a.y * b.y % P) % P;
  return {
    x: mod((a.x * b.y + a.y * b.x) % P * inverse(mod(1n + t))),
    y: mod((a.y * b.y + a.x * b.x) % P * inverse(mod(1n - t))),
  };
}

/**
 * Why 32 bytes are no public key to check signatures with: "invalid" (no point, or not encoded canonically) or "weak"
 * (a point of small order: 8 times it is the identity, and such a key is forgeable); null when it is a sound key.
 */
export function ed25519PublicKeyFault(raw: Buffer): "invalid" | "weak" | null {
  if (raw.length !== ED25519_KEY_BYTES) return "invalid";
  const point = decodePoint(raw);
  if (point === null) return "invalid";
  let times8 = point;
  for (let doubling = 0; doubling < 3; doubling++) times8 = add(times8, times8);
  return times8.x === 0n && times8.y === 1n ? "weak" : null;
}

/**
 * A vendor's Ed25519 public key as the operator pasted it (base64 or base64url of its 32 bytes, or a PEM "PUBLIC KEY"),
 * in the one form we keep (base64url of the 32 bytes), or why it is refused: not a key ("invalid"), or a small-order
 * point any forger's signature would match ("weak").
 */
export function normalEd25519PublicKey(text: string): { key: string } | { fault: "invalid" | "weak" } {
  const trimmed = text.trim();
  let raw: Buffer;
  try {
    if (trimmed.startsWith("-----BEGIN PUBLIC KEY-----")) {
      const key = createPublicKey(trimmed);
      if (key.asymmetricKeyType !== "ed25519") return { fault: "invalid" };
      raw = Buffer.from(rawPublicKey(key), "base64url");
    } else {
      if (!/^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(trimmed)) return { fault: "invalid" };
      raw = Buffer.from(trimmed, "base64");
    }
  } catch {
    return { fault: "invalid" };
  }
  const fault = ed25519PublicKeyFault(raw);
  return fault === null ? { key: raw.toString("base64url") } : { fault };
}

// Made once per key this process checks or signs with: every signed call uses one. A stored key that is no sound key
// (one kept before keys were checked, or written by hand) is kept as null: nothing signed matches it.
const publicKeys = new Map<string, KeyObject | null>();
const privateKeys = new Map<string, KeyObject>();

function publicKeyOf(publicKey: string): KeyObject | null {
  let key = publicKeys.get(publicKey);
  if (key === undefined) {
    key = ed25519PublicKeyFault(Buffer.from(publicKey, "base64url")) === null ? createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: publicKey }, format: "jwk" }) : null;
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
    const key = publicKeyOf(publicKey);
    return key !== null && verify(null, Buffer.from(signingString(parts)), key, Buffer.from(signature, "hex"));
  } catch {
    return false;
  }
}
