// Where the session token and merchant code are kept in the browser (SPEC §3: session and local storage).
import { MERCHANT, STORAGE_KEYS } from "../config/index";

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
