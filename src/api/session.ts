// Where the session token and merchant code are kept in the browser (SPEC §3: session and local storage).
import { MERCHANT, STORAGE_KEYS, TIMING } from "../config/index";

const REMEMBER_KEY = "rememberedLogin";
const CLIENT_ID_KEY = "clientId";

export const sessionStore = {
  token(): string | null {
    return readStorage(sessionStorage, STORAGE_KEYS.token);
  },
  saveToken(token: string) {
    sessionStorage.setItem(STORAGE_KEYS.token, token);
  },
  clearToken() {
    sessionStorage.removeItem(STORAGE_KEYS.token);
  },
  clientId(): string {
    const existing = readStorage(sessionStorage, CLIENT_ID_KEY);
    if (existing) return existing;
    const created = crypto.randomUUID();
    try {
      sessionStorage.setItem(CLIENT_ID_KEY, created);
    } catch {
      // Storage refused: a new id per call still works, only less smoothly.
    }
    return created;
  },
  /** Logout clears session storage, then puts the merchant codes back (SPEC §4). */
  clearSession() {
    sessionStorage.clear();
    sessionStore.rememberMerchant();
  },
  /** "Remember me" keeps the username, never the password, for 24 hours. */
  rememberUsername(username: string | null) {
    try {
      if (username) localStorage.setItem(REMEMBER_KEY, JSON.stringify({ username, until: Date.now() + TIMING.rememberLoginMs }));
      else localStorage.removeItem(REMEMBER_KEY);
    } catch {
      // Storage refused: nothing is remembered.
    }
  },
  rememberedUsername(): string | undefined {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? "null");
      if (typeof stored !== "object" || stored === null || !("username" in stored) || !("until" in stored)) return undefined;
      return typeof stored.username === "string" && typeof stored.until === "number" && stored.until > Date.now() ? stored.username : undefined;
    } catch {
      return undefined;
    }
  },
  /** The merchant code is fixed for this build; it is written where the product expects to find it. */
  rememberMerchant() {
    sessionStorage.setItem(STORAGE_KEYS.merchantCode, MERCHANT.code);
    localStorage.setItem(STORAGE_KEYS.merchantCode, MERCHANT.code);
  },
};

function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null; // storage disabled by the browser: behave as a fresh visitor
  }
}
