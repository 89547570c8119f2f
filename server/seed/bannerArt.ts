// The demo banners (drawn by scripts/demoArt.ts, one picture per language): the home page's, with their headlines in BN
// and EN, and each game area's page banner; the other languages' words come from translations/art.json.
export const BANNER_ART: { url: string; hue: number; text: Record<"en" | "bn", [headline: string, line: string, cta: string]> }[] = [
  { url: "home-welcome", hue: 265, text: { en: ["Daily missions", "Up to 37.00 a day in rewards", "Learn more"], bn: ["দৈনিক মিশন", "দিনে ৩৭.০০ পর্যন্ত পুরস্কার", "বিস্তারিত দেখুন"] } },
  { url: "home-slots", hue: 20, text: { en: ["Tala Originals slots", "Provably fair reels with big multipliers", "Play now"], bn: ["তালা অরিজিনালস স্লট", "বড় মাল্টিপ্লায়ারসহ ন্যায্য রিল", "খেলুন"] } },
  { url: "home-cricket", hue: 120, text: { en: ["Cricket season is here", "Live odds on every match", "Bet now"], bn: ["ক্রিকেট মৌসুম শুরু", "প্রতিটি ম্যাচে লাইভ অডস", "বাজি ধরুন"] } },
  { url: "home-raffle", hue: 330, text: { en: ["Lucky draw", "One free entry per member", "Join the draw"], bn: ["লাকি ড্র", "প্রত্যেক সদস্যের একটি ফ্রি এন্ট্রি", "ড্রতে যোগ দিন"] } },
];

/**
 * The gift widget's words (its button and its popup, w_topup_2 and w_topup_3): title, offer, how it is paid, and the
 * button's badge. The daily rebate, which the rewards module pays (there is no deposit bonus to offer); "up to" because
 * the rate is the VIP level's, 0.30% at the first.
 */
export const GIFT_ART = ["Daily rebate", "Up to 1.00% of your valid bets", "back every day, by VIP level", "Up to 1%"] as const;
/** The gift popup's title, which heads its dialog. */
export const GIFT_POPUP_TITLE = "Daily rebate: up to 1.00% of your valid bets, back every day";
/** A gift picture with words, one per language; the icon (w_topup_1) has none and is one for all. */
export const giftArtUrl = (part: "button" | "popup", language: string) => `/demo/gift/${part}-${language}.svg`;

/** Each area's page banner: its banner group, hue, title and line. */
export const PAGE_BANNERS: [group: string, hue: number, headline: string, line: string][] = [
  ["rng", 32, "Slots", "Over 40 reels from 17 studios"],
  ["live", 345, "Live casino", "Baccarat, roulette and more"],
  ["fish", 195, "Fishing", "Aim, fire and reel in the prize"],
  ["pvp", 120, "Card games", "Teen Patti, Rummy and more"],
  ["sports", 100, "Sports", "Cricket, football and more"],
  ["esports", 265, "E-sports", "Back your team"],
  ["lott", 55, "Lottery", "Daily draws, instant results"],
  ["promotion", 300, "Promotions", "Rewards every day"],
  ["help", 210, "Help centre", "Answers to every question"],
  ["down", 160, "Get the app", "Faster play on your phone"],
  ["login", 250, "Welcome back", "Your games are waiting"],
  ["reg", 280, "Join Tala", "Sign up in one minute"],
  ["shop", 45, "Point mall", "Turn points into rewards"],
];
