// Provably fair randomness: the server commits to a seed by showing its SHA-256 before play and reveals it after;
// every round's numbers are HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor"), so a player can recompute them.
import { createHash, createHmac, randomBytes } from "node:crypto";

export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const newServerSeed = () => randomBytes(32).toString("hex");
export const hashSeed = (serverSeed: string) => createHash("sha256").update(serverSeed).digest("hex");

/** Uniform integers in [0, ranges[i]) for one round, without modulo bias (rejection sampling on 32-bit words). */
export function roundIntegers(seeds: Seeds, ranges: readonly number[]): number[] {
  const result: number[] = [];
  let cursor = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = 0;
  for (const range of ranges) {
    const limit = Math.floor(0x1_0000_0000 / range) * range;
    for (;;) {
      if (offset + 4 > block.length) {
        block = createHmac("sha256", seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${cursor++}`).digest();
        offset = 0;
      }
      const word = block.readUInt32BE(offset);
      offset += 4;
      if (word < limit) {
        result.push(word % range);
        break;
      }
    }
  }
  return result;
}
