// The merchant a piece of work runs for. A middleware resolves it once per request and every service reads it from
// here; jobs (settlements, awards) run inside withMerchant. Work outside any scope is a programming error, not a guess.
import { AsyncLocalStorage } from "node:async_hooks";

export interface MerchantRef {
  id: number;
  code: string;
  /** Where a text's language falls back to before English. */
  defaultLanguage: string;
}

const scope = new AsyncLocalStorage<MerchantRef>();

/** Runs work (and everything it awaits) for one merchant. */
export function withMerchant<T>(merchant: MerchantRef, work: () => T): T {
  return scope.run(merchant, work);
}

/** The merchant of the request or job under way. */
export function currentMerchant(): MerchantRef {
  const merchant = scope.getStore();
  if (!merchant) throw new Error("No merchant in scope: run the work inside withMerchant (the app's middleware does it for requests)");
  return merchant;
}

/** The merchant in scope, if any: only for code that also runs before the merchant is known (the security headers). */
export function merchantInScope(): MerchantRef | undefined {
  return scope.getStore();
}
