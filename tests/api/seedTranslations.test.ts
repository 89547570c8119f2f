// The demo content speaks every language: each English text of the seed has a translation in each dictionary, with
// the same HTML tags in the same order, so a seeded install never shows one language's content on another's page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { seedEnglishTexts } from "../../server/seed/content";
import { BANNER_ART, GIFT_ART, GIFT_POPUP_TITLE, PAGE_BANNERS } from "../../server/seed/bannerArt";
import { DICTIONARY_LANGUAGES, artText, dictionaryEntry } from "../../server/seed/translations";

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

it("promises none of the bonuses the product does not pay, in any language of the demo content or its banners", () => {
  // Each promise in the words every language used for it. The product pays a daily rebate by VIP level (0.30–1.00%),
  // daily missions, activities the operator approves and agents' contracts; nothing else.
  const falsePromises: Record<string, RegExp> = {
    "a weekly rebate of up to 1.2%": /1[.,]2\s?%|১\.২\s?%|weekly rebate|every monday|সাপ্তাহিক রিবেট|সোমবার|वीकली रिबेट|साप्ताहिक रिबेट|सोमवार|rebate mingguan|setiap senin|คืนยอดเสียรายสัปดาห์|วันจันทร์|lingguhang rebate|tuwing lunes|hoàn trả hằng tuần|mỗi thứ hai|每周返水|每周一/i,
    "cricket cash-back": /cash-?\s?back|ক্যাশ-?ব্যাক|कैशबैक|แคชแบ็ก|hoàn tiền cricket|返现|\b10\s?%|১০%/i,
    "a bonus for both sides of an invitation": /you both|both get|দুজনেই|दोनों को बोनस|berdua|ทั้งคู่|pareho kayo|cả hai đều|双方/i,
    "a deposit bonus with wagering": /welcome bonus|first deposit|wager|turnover|স্বাগতম বোনাস|প্রথম ডিপোজিট|বাজির নিয়ম প্রযোজ্য|वेलकम बोनस|पहला डिपॉज़िट|पहले डिपॉज़िट|वेजरिंग|bonus selamat datang|deposit pertama|โบนัสต้อนรับ|ฝากครั้งแรก|ฝากแรก|เทิร์นโอเวอร์|welcome na bonus|unang deposit|patakaran sa pagtaya|thưởng chào mừng|nạp đầu|vòng cược|新人红利|首充|流水|20\s?%|২০%|extra on every deposit/i,
    "payouts within 30 minutes": /30 minutes|৩০ মিনিট|30 मिनट|30 menit|30 นาที|30 minuto|30 phút|30 分钟/i,
    "VIP perks the levels do not give": /birthday|personal manager|priority withdrawal|জন্মদিন|ব্যক্তিগত ম্যানেজার|অগ্রাধিকার উত্তোলন|बर्थडे|पर्सनल मैनेजर|प्रायोरिटी|ulang tahun|manajer pribadi|prioritas penarikan|วันเกิด|ผู้จัดการส่วนตัว|ถอนเงินก่อนใคร|kaarawan|personal manager|priority na withdrawal|sinh nhật|quản lý riêng|ưu tiên rút|生日|专属客户经理|优先提现/i,
    "a commission paid weekly": /paid weekly|45\s?%|৪৫%/i,
    "live dealers and hundreds of slots (the wheel is the house's, the demo has some forty reels)": /real dealers|hundreds of|আসল ডিলার|শত শত|असली डीलर|सैकड़ों|dealer asli|ratusan|ดีลเลอร์ตัวจริง|หลายร้อย|totoong dealer|daan-daang|dealer thật|hàng trăm|真人荷官|上百款/i,
  };
  const texts = seedEnglishTexts();
  const banners = [...BANNER_ART.flatMap((art) => [...art.text.en, ...art.text.bn]), ...GIFT_ART, GIFT_POPUP_TITLE, ...PAGE_BANNERS.flatMap(([, , headline, line]) => [headline, line])];
  const everyLanguage = [
    ...texts,
    ...DICTIONARY_LANGUAGES.flatMap((language) => texts.map((text) => dictionaryEntry(language, text) ?? "")),
    ...["bn", ...DICTIONARY_LANGUAGES].flatMap((language) => banners.map((text) => artText(text, language))),
    ...banners,
  ];
  // Bangla is written beside the English in the seed and the banners' list themselves.
  const sources = ["content.ts", "bannerArt.ts"].map((file) => readFileSync(path.resolve(__dirname, "../../server/seed", file), "utf8"));
  const found = Object.entries(falsePromises).flatMap(([promise, words]) =>
    [...everyLanguage, ...sources].flatMap((text) => [...text.matchAll(new RegExp(words.source, "gi"))].map((match) => `${promise}: "${match[0]}"`)),
  );
  expect(found).toEqual([]);
});
