// "Later" for what the first paint does not need (the banner carousel, floating widgets): true at the visitor's first
// touch, key or scroll, or a while after the page has loaded, whichever comes first. Shared by every caller.
import { useSyncExternalStore } from "react";

const AFTER_LOAD_MS = 3000;
const INTERACTIONS = ["pointerdown", "keydown", "scroll", "touchstart", "mouseover"] as const;
let later = false;
const listeners = new Set<() => void>();

function arrive() {
  if (later) return;
  later = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, arrive, true);
  listeners.forEach((listener) => listener());
}

if (typeof window !== "undefined") {
  for (const type of INTERACTIONS) window.addEventListener(type, arrive, { capture: true, passive: true });
  const wait = () => window.setTimeout(arrive, AFTER_LOAD_MS);
  if (document.readyState === "complete") wait();
  else window.addEventListener("load", wait, { once: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLater(): boolean {
  return useSyncExternalStore(subscribe, () => later, () => false);
}
