// The demo vendor's mines, provably fair: a 5 × 5 field hides the mines the player chose (1 to 24). Their places are
// the first cells of a shuffle of the 25 driven by HMAC-SHA256(serverSeed, "clientSeed:nonce") (the server seed's hash
// is shown before play). Each safe pick raises the cash-out to RTP × C(25, k) / C(25 − mines, k) times the bet after k
// picks; a mine loses the bet. The player cashes out when they like; all safe cells picked cash out by themselves.
import { createHmac } from "node:crypto";

export const MINES_CELLS = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** 99%: the same edge as the dice. */
export const MINES_RTP_PERCENT = 99n;

/** The mines' cells (0 to 24), from the seeds: a Fisher–Yates shuffle whose draws are the HMAC's bytes, two at a time. */
export function minesOf(serverSeed: string, clientSeed: string, nonce: number, mines: number): number[] {
  const cells = Array.from({ length: MINES_CELLS }, (_, cell) => cell);
  let bytes: Buffer = Buffer.alloc(0);
  let round = 0;
  let offset = 0;
  for (let i = MINES_CELLS - 1; i > 0; i -= 1) {
    if (offset + 2 > bytes.length) {
      bytes = createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
      round += 1;
      offset = 0;
    }
    const j = bytes.readUInt16BE(offset) % (i + 1);
    offset += 2;
    const swap = cells[i] ?? 0;
    cells[i] = cells[j] ?? 0;
    cells[j] = swap;
  }
  return cells.slice(0, mines).sort((a, b) => a - b);
}

/** What cashing out pays after `picks` safe picks among `mines` mines, in minor units, rounded down; no picks: the bet back. */
export function cashOut(bet: bigint, mines: number, picks: number): bigint {
  if (picks === 0) return bet;
  let numerator = bet * MINES_RTP_PERCENT;
  let denominator = 100n;
  for (let i = 0; i < picks; i += 1) {
    numerator *= BigInt(MINES_CELLS - i);
    denominator *= BigInt(MINES_CELLS - mines - i);
  }
  return numerator / denominator;
}
