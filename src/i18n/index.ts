// Languages of the site: loads a catalog on demand, activates it, and remembers the choice under lang and hisLang.
import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from "../config/index";
import { LANGUAGE_COOKIE } from "../contract/startAnswers";

// One core catalog (messages) for the frame and home, one per area for its pages (lingui.config.ts lists them).
const coreCatalogs = import.meta.glob<{ messages: Messages }>("../../locales/*/messages.po");
export const CATALOG_AREAS = ["account", "content", "wallet", "games", "agent"] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];

async function loadCatalog(language: Language, name: "messages" | CatalogArea): Promise<Messages> {
  // The areas' forty catalogs are named in a file of their own, which a first visit to the home page does not fetch.
  const catalogs = name === "messages" ? coreCatalogs : (await import("./areaCatalogs")).areaCatalogs;
  const load = catalogs[`../../locales/${language}/${name}.po`];
  if (!load) throw new Error(`no ${name} catalog for ${language}`);
  return (await load()).messages;
}

/** Areas whose pages have been shown: a language switch loads their catalogs too, before it takes effect. */
const usedAreas = new Set<CatalogArea>();
const loadedAreas = new Set<string>();
const pendingAreas = new Map<string, Promise<void>>();

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

export async function activateLanguage(language: Language): Promise<Language> {
  const areas = [...usedAreas];
  const [core, ...areaMessages] = await Promise.all([loadCatalog(language, "messages"), ...areas.map((area) => loadCatalog(language, area))]);
  i18n.loadAndActivate({ locale: language, messages: Object.assign({}, core, ...areaMessages) });
  for (const area of areas) loadedAreas.add(`${language}/${area}`);
  document.documentElement.lang = language;
  return language;
}

/** Loads an area's catalog into a language: null when it is there already, else the load to wait for (useCatalog suspends on it). */
export function loadArea(area: CatalogArea, language: Language): Promise<void> | null {
  const key = `${language}/${area}`;
  usedAreas.add(area);
  if (loadedAreas.has(key)) return null;
  let pending = pendingAreas.get(key);
  if (!pending) {
    pending = loadCatalog(language, area).then(
      (messages) => {
        i18n.load(language, messages);
        loadedAreas.add(key);
        pendingAreas.delete(key);
      },
      (error: unknown) => {
        // Forgotten, so the next render tries again.
        pendingAreas.delete(key);
        throw error;
      },
    );
    pendingAreas.set(key, pending);
  }
  return pending;
}

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language) ?? localStorage.getItem(STORAGE_KEYS.languageHistory);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
    localStorage.setItem(STORAGE_KEYS.languageHistory, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this visit only.
  }
  // The server writes the page's first answers in this language (src/contract/startAnswers.ts).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

export { i18n };
