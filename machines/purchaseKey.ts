// One purchase, one key: every request that moves money or points (a bet, a ticket, a deposit, a withdrawal, a transfer,
// a spend of points) carries an idempotency key. A retry of the same purchase sends the same key, so an answer lost on
// the way is found by it and nothing is bought twice; a changed purchase, or the next one, takes a new key.

/** Where a form or a slip is in its purchases: a prefix of its own and the number of the purchase in hand. */
export interface PurchaseKey {
  readonly prefix: string;
  readonly count: number;
}

/** A prefix no other form or slip shares (another tab, another visit, the next deposit page). */
export function randomKeyPrefix(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `web-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * A form's or slip's first purchase. Call it where each actor's context is made (`context: () => ...`), never in a
 * context object written once: that one is made at import and every form of the page session would share its keys.
 */
export const firstPurchase = (prefix: string = randomKeyPrefix()): PurchaseKey => ({ prefix, count: 0 });

/** The next purchase: the player changed what they are buying, or the last purchase went through. */
export const nextPurchase = (purchase: PurchaseKey): PurchaseKey => ({ prefix: purchase.prefix, count: purchase.count + 1 });

/** The key the purchase's request carries (the same on every retry); `part` tells apart the bets one purchase places. */
export const purchaseKey = (purchase: PurchaseKey, part?: string): string => `${purchase.prefix}-${purchase.count}${part === undefined ? "" : `-${part}`}`;
