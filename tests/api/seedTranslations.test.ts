// The demo content speaks every language: each English text of the seed has a translation in each dictionary, with
// the same HTML tags in the same order, so a seeded install never shows one language's content on another's page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { seedEnglishTexts, seedHelpAnchors } from "../../server/seed/content";
import { BANNER_ART, GIFT_ART, GIFT_POPUP_TITLE, PAGE_BANNERS } from "../../server/seed/bannerArt";
import { DICTIONARY_LANGUAGES, artText, dictionaryEntry } from "../../server/seed/translations";
import { LANGUAGES } from "../../src/contract/domain";

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

/** The gift widget shows the daily rebate (the rewards module pays no deposit bonus): a deposit gift in each language. */
const DEPOSIT_GIFT = /deposit gift|ডিপোজিট উপহার|डिपॉज़िट गिफ़्ट|hadiah deposit|ของขวัญฝากเงิน|ของขวัญเงินฝาก|regalo sa deposit|quà nạp tiền|充值礼包|存款礼包/i;

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
    // A member can only enter a raffle: nothing draws its winners or pays them, so no prize pool, month or payday.
    "a monthly lucky draw with a prize pool, drawn on the 1st and paid to the winners": /৳\s?50,000|৳৫০,০০০|monthly lucky draw|on the 1st|winners|paid to their wallet|মাসিক লাকি ড্র|বিজয়ী|১ তারিখে|मंथली लकी ड्रॉ|विजेता|1 तारीख|undian berhadiah bulanan|pemenang|tanggal 1\b|ลุ้นโชคประจำเดือน|ผู้โชคดี|วันที่ 1\b|buwanang (?:bunutan|lucky draw)|ang mga nanalo|ika-1 ng buwan|(?:rút thăm|quay thưởng) may mắn h[àằ]ng tháng|người trúng thưởng|vào ngày 1\b|每月幸运抽奖|中奖名单|中奖者|瓜分|1 日/i,
    // Maintenance is one switch for the whole site.
    "a maintenance that closes the live casino alone": /slots stay open|live casino tables will pause|স্লট খোলা থাকবে|स्लॉट्स चालू रहेंगे|slot tetap buka|สล็อตยังเล่นได้|bukas pa rin ang mga slot|nổ hũ vẫn hoạt động|电子游戏照常开放/i,
    // The chat's hours are the operator's.
    "support around the clock": /open 24 hours|at any time|২৪ ঘণ্টা খোলা|যেকোনো সময়|24 घंटे खुली|कभी भी मदद|buka 24 jam|kapan saja|ตลอด 24 ชั่วโมง|ตลอดเวลา|nang 24 na oras|anumang oras|hoạt động 24 giờ|bất cứ lúc nào|24 小时为您服务|随时/i,
    // Passwords are hashed (argon2id) and session tokens too; nothing of the member's data is encrypted by the product.
    "data protected by encryption": /encrypt|এনক্রিপশন|एन्क्रिप्शन|enkripsi|การเข้ารหัส|mã hóa|加密/i,
    // No one can pause an account yet, no receipt is sent and no data is deleted on request.
    "a paused account, receipts or deleted data": /pause your account|receipts|delete your data|বিরতিতে রাখতে|রসিদ|মুছতে|अकाउंट रोकने|रसीद|डिलीट करवाने|menonaktifkan akun|bukti transaksi|menghapus data|พักบัญชี|ใบเสร็จ|ลบข้อมูล|i-pause ang account|resibo|mabura ang data|tạm khóa tài khoản|biên nhận|xóa dữ liệu|暂停账户|收据|删除您的数据/i,
    "a deposit gift": DEPOSIT_GIFT,
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

it("gives every help section its own anchor, so the seed adds each one and the site's links reach it", () => {
  // A section is added where its anchor is missing: a second section on an anchor would never be added.
  const anchors = seedHelpAnchors();
  expect(anchors).toEqual([...new Set(anchors)]);
  // The registration form links to the terms and the privacy policy.
  expect(anchors).toEqual(expect.arrayContaining(["terms", "privacy"]));
});

it("names the gift widget for the daily rebate it shows, in its component and every site catalog", () => {
  const files = ["src/features/content/components/ActivityGift.tsx", ...LANGUAGES.map((language) => `locales/${language}/messages.po`)];
  const found = files.flatMap((file) => (readFileSync(path.resolve(__dirname, "../..", file), "utf8").match(new RegExp(DEPOSIT_GIFT.source, "gi")) ?? []).map((words) => `${file}: "${words}"`));
  expect(found).toEqual([]);
});
