// The demo content speaks every language: each English text of the seed has a translation in each dictionary, with
// the same HTML tags in the same order, so a seeded install never shows one language's content on another's page.
import { readFileSync } from "node:fs";
import path from "node:path";
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

it("promises no cash-out (the book has none) in any language of the demo content", () => {
  // Cash-out in the words each dictionary used for it: early settlement, taking a bet's value before the match ends.
  const cashOut = /cash-?\s?out|ক্যাশ-?আউট|कैश-?आउट|แคชเอาท์|rút tiền sớm|提前结算/i;
  const texts = seedEnglishTexts();
  const everyLanguage = [...texts, ...DICTIONARY_LANGUAGES.flatMap((language) => texts.map((text) => dictionaryEntry(language, text) ?? ""))];
  expect(everyLanguage.filter((text) => cashOut.test(text))).toEqual([]);
  // Bangla is written beside the English in the seed itself.
  expect(readFileSync(path.resolve(__dirname, "../../server/seed/content.ts"), "utf8").match(cashOut)).toBeNull();
});
