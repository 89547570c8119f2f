// The demo content's texts in every language of the site: written in English and Bengali beside the content, and in
// the six others through dictionaries keyed by the English text (server/seed/translations/<code>.json), so a
// translator works on one file per language. A text a dictionary lacks stays English (never another language).
import { readFileSync } from "node:fs";
import { z } from "zod";
import { LANGUAGES } from "../../src/contract/domain";

/** The languages a dictionary carries: all but English (the key) and Bengali (written beside the content). */
export const DICTIONARY_LANGUAGES = LANGUAGES.filter((language) => language !== "en" && language !== "bn");

const dictionaries = new Map(
  DICTIONARY_LANGUAGES.map((language) => {
    const file = new URL(`./translations/${language}.json`, import.meta.url);
    const parsed = z.record(z.string(), z.string()).safeParse(JSON.parse(readFileSync(file, "utf8")));
    return [language, parsed.success ? parsed.data : {}] as const;
  }),
);

/** One text in every language: its English and Bengali, and the dictionaries' translations of the English. */
export function everyLanguage(en: string, bn: string): Record<string, string> {
  return Object.fromEntries([["en", en], ["bn", bn], ...DICTIONARY_LANGUAGES.map((language) => [language, dictionaries.get(language)?.[en] ?? en])]);
}

/** A text with fields (a title and its content) in every language. */
export function everyLanguageOf(en: Record<string, string>, bn: Record<string, string>): Record<string, Record<string, string>> {
  const languages = ["en", "bn", ...DICTIONARY_LANGUAGES];
  return Object.fromEntries(
    languages.map((language) => [language, Object.fromEntries(Object.entries(en).map(([field, text]) => [field, everyLanguage(text, bn[field] ?? text)[language] ?? text]))]),
  );
}

/** What a language's dictionary has for a text, or undefined (the tests' view). */
export function dictionaryEntry(language: string, en: string): string | undefined {
  const known = DICTIONARY_LANGUAGES.find((candidate) => candidate === language);
  return known ? dictionaries.get(known)?.[en] : undefined;
}

/** The banners' words: English → each language's (translations/art.json); English where a language lacks them. */
const art = (() => {
  const parsed = z.record(z.string(), z.record(z.string(), z.string())).safeParse(JSON.parse(readFileSync(new URL("./translations/art.json", import.meta.url), "utf8")));
  return parsed.success ? parsed.data : {};
})();
export const artText = (en: string, language: string): string => (language === "en" ? en : (art[en]?.[language] ?? en));
