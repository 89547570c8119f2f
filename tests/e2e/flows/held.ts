// Calls a flow holds on their way to the server until a state check has seen the page waiting for them: the loading
// states are checked while the page really waits, and no path waits longer than its checks take.
import type { Page } from "playwright-core";

/** At most this long a call waits for its check: a path that never checks its waiting state still ends. */
const HOLD_MS = 15_000;

const held = new WeakMap<Page, Map<string, (() => void)[]>>();

function heldOf(page: Page) {
  let calls = held.get(page);
  if (!calls) {
    calls = new Map<string, (() => void)[]>();
    held.set(page, calls);
    page.once("close", () => letGo(page));
  }
  return calls;
}

/** Holds a call of this kind until letGo (at most HOLD_MS); a page that closes lets its calls go. */
export function holdCall(page: Page, kind: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const calls = heldOf(page);
    const waiting = calls.get(kind) ?? [];
    calls.set(kind, waiting);
    const release = () => {
      clearTimeout(timer);
      const index = waiting.indexOf(release);
      if (index >= 0) waiting.splice(index, 1);
      resolve();
    };
    const timer = setTimeout(release, HOLD_MS);
    waiting.push(release);
  });
}

/** Lets the held calls of this kind (of every kind, when none is named) go on to the server. */
export function letGo(page: Page, kind?: string) {
  for (const [name, waiting] of heldOf(page)) {
    if (kind === undefined || name === kind) for (const release of [...waiting]) release();
  }
}
