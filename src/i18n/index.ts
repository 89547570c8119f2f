// Languages of the site: loads a catalog on demand, activates it, and remembers the choice under lang and hisLang.
import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from "../config/index";

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  bn: () => import("../../locales/bn/messages.po"),
  en: () => import("../../locales/en/messages.po"),
  zh: () => import("../../locales/zh/messages.po"),
  hi: () => import("../../locales/hi/messages.po"),
  id: () => import("../../locales/id/messages.po"),
  th: () => import("../../locales/th/messages.po"),
  tl: () => import("../../locales/tl/messages.po"),
  vi: () => import("../../locales/vi/messages.po"),
};

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

export async function activateLanguage(language: Language): Promise<Language> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
  return language;
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
}

export { i18n };
