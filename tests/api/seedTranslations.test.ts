// The demo content speaks every language: each English text of the seed has a translation in each dictionary, with
// the same HTML tags in the same order, so a seeded install never shows one language's content on another's page.
import { expect, it } from "vitest";
import { seedEnglishTexts } from "../../server/seed/content";
import { DICTIONARY_LANGUAGES, dictionaryEntry } from "../../server/seed/translations";

const tags = (html: string) => [...html.matchAll(/<\/?[a-z]+[^>]*>/g)].map((match) => match[0]);

it("translates every text of the demo content into every language, keeping its markup", () => {
  const texts = seedEnglishTexts();
  expect(texts.length).toBeGreaterThan(50);
  const problems = DICTIONARY_LANGUAGES.flatMap((language) =>
    texts.flatMap((text) => {
      const translated = dictionaryEntry(language, text);
      if (!translated) return [`${language}: missing "${text.slice(0, 60)}"`];
      return tags(translated).join("") === tags(text).join("") ? [] : [`${language}: markup of "${text.slice(0, 60)}"`];
    }),
  );
  expect(problems).toEqual([]);
});
