// Which fight's end the cockfight arena last showed in this browser, per arena: a fight that ended while the player
// was away is shown once when they come back, never again after. Read and written here only.
import { STORAGE_KEYS } from "../config/index";

const keyOf = (gameCode: string) => `${STORAGE_KEYS.fightShown}${gameCode}`;

/** The number of the last fight shown, 0 when none (or storage is unreadable). */
export function lastFightShown(gameCode: string): number {
  try {
    const stored = Number(localStorage.getItem(keyOf(gameCode)) ?? "0");
    return Number.isSafeInteger(stored) ? stored : 0;
  } catch {
    return 0;
  }
}

/** Remembers a fight's end as shown (a later fight only: an older one never moves it back). */
export function rememberFightShown(gameCode: string, drawNo: number) {
  if (drawNo <= lastFightShown(gameCode)) return;
  try {
    localStorage.setItem(keyOf(gameCode), String(drawNo));
  } catch {
    // Storage refused: a missed fight may be shown again on the next visit, which is harmless.
  }
}
