// Demo content of a fresh install: the catalogue, banners, notices, help, promotions, pages, downloads and a winner board.
// Each part is added only when its table is still empty for the merchant, so restarts never duplicate it.
import QRCode from "qrcode";
import { z } from "zod";
import type { Queryable } from "../db/index";
import { BANNER_ART, GIFT_ART, GIFT_POPUP_TITLE, PAGE_BANNERS, giftArtUrl } from "./bannerArt";
import { LANGUAGES } from "../../src/contract/domain";
import { DEMO_VENDORS, gameArtUrl, vendorLogoUrl } from "./catalog";
import { DICTIONARY_LANGUAGES, artText, everyLanguage, everyLanguageOf } from "./translations";
import { METHOD_WORDS } from "./wallet";

const count = z.object({ n: z.coerce.number() });
const isEmpty = async (tx: Queryable, table: string, merchantId: number) =>
  ((await tx.query(count, `select count(*) as n from ${table} where merchant_id = $1`, [merchantId]))[0]?.n ?? 0) === 0;

type Text = { bn: Record<string, string>; en: Record<string, string> };

const NOTICES: { type: string; bn: [string, string]; en: [string, string] }[] = [
  { type: "B", en: ["Welcome to Tala", "Thank you for choosing Tala. Slots, live casino, fishing, card games, sports and lottery are all in one account."], bn: ["তালায় স্বাগতম", "তালা বেছে নেওয়ার জন্য ধন্যবাদ। স্লট, লাইভ ক্যাসিনো, ফিশিং, কার্ড গেম, স্পোর্টস ও লটারি — সব এক অ্যাকাউন্টে।"] },
  { type: "PU", en: ["Welcome: up to 37.00 a day from missions", "Play 10 rounds, bet 100.00 and more each day: every daily mission you reach leaves a reward to claim in the reward centre."], bn: ["স্বাগতম: মিশন থেকে দিনে ৩৭.০০ পর্যন্ত", "প্রতিদিন ১০ রাউন্ড খেলুন, ১০০.০০ বাজি ধরুন, আরও আছে: প্রতিটি দৈনিক মিশন পূরণ করলে রিওয়ার্ড সেন্টারে একটি পুরস্কার আপনার অপেক্ষায় থাকে।"] },
  // The operator's only switch closes the whole site: a notice of maintenance says so.
  { type: "PL", en: ["Scheduled maintenance on Sunday 02:00–03:00", "The whole site, every game included, will be closed for upgrades during this hour. Please finish your games before it starts."], bn: ["রবিবার ০২:০০–০৩:০০ নির্ধারিত রক্ষণাবেক্ষণ", "আপগ্রেডের জন্য এই এক ঘণ্টা সব খেলাসহ পুরো সাইট বন্ধ থাকবে। শুরু হওয়ার আগেই আপনার খেলা শেষ করে নিন।"] },
  { type: "PR", en: ["The lucky draw is open", "Enter from the promotions page: one free entry per member. When a draw is held, its prizes and date are posted under Announcements."], bn: ["লাকি ড্র চলছে", "প্রোমোশন পাতা থেকে যোগ দিন: প্রত্যেক সদস্যের একটি ফ্রি এন্ট্রি। ড্র হলে তার পুরস্কার ও তারিখ ঘোষণায় জানানো হবে।"] },
  { type: "B", en: ["New slots from Tala Originals", "Golden Tiger, Lucky Lotus and Monsoon Riches are now live with provably fair reels."], bn: ["তালা অরিজিনালসের নতুন স্লট", "সোনালি বাঘ, লাকি পদ্ম ও বর্ষার ধন এখন লাইভ — ন্যায্যতা যাচাইযোগ্য রিলসহ।"] },
  { type: "H", en: ["Keep your account safe", "Never share your password or SMS code. Our staff will never ask for them."], bn: ["আপনার অ্যাকাউন্ট নিরাপদ রাখুন", "পাসওয়ার্ড বা এসএমএস কোড কাউকে দেবেন না। আমাদের কর্মীরা কখনও তা চাইবে না।"] },
  { type: "B", en: ["Cricket season odds are live", "Bet on every match of the season, before kick-off and in play."], bn: ["ক্রিকেট মৌসুমের অডস লাইভ", "মৌসুমের প্রতিটি ম্যাচে খেলা শুরুর আগে ও চলাকালীন বাজি ধরুন।"] },
  { type: "PU", en: ["Daily rebate up to 1.00%", "Every day, part of yesterday's valid bets comes back to you: 0.30% to 1.00% by VIP level, ready to claim in the reward centre."], bn: ["দৈনিক রিবেট ১.০০% পর্যন্ত", "প্রতিদিন গতকালের বৈধ বাজির একটি অংশ আপনার কাছে ফেরত আসে: ভিআইপি লেভেল অনুযায়ী ০.৩০% থেকে ১.০০%, রিওয়ার্ড সেন্টারে দাবি করার জন্য প্রস্তুত।"] },
  { type: "B", en: ["Download the Tala app", "Play faster on Android and iPhone. See the app download page for steps."], bn: ["তালা অ্যাপ ডাউনলোড করুন", "অ্যান্ড্রয়েড ও আইফোনে আরও দ্রুত খেলুন। ধাপগুলো অ্যাপ ডাউনলোড পাতায়।"] },
  { type: "H", en: ["Play responsibly", "Set yourself limits and take breaks. If you need help, contact our support team."], bn: ["দায়িত্বের সাথে খেলুন", "নিজের সীমা ঠিক করুন ও বিরতি নিন। সাহায্য দরকার হলে আমাদের সহায়তা দলের সাথে যোগাযোগ করুন।"] },
  { type: "PL", en: ["How withdrawals work", "Our team reviews each withdrawal and pays it to your payout account. Once it arrives, confirm that you received it."], bn: ["উত্তোলন যেভাবে হয়", "আমাদের টিম প্রতিটি উত্তোলন যাচাই করে আপনার পেআউট অ্যাকাউন্টে পাঠায়। টাকা পৌঁছালে প্রাপ্তি নিশ্চিত করুন।"] },
  { type: "B", en: ["Invite friends to Tala", "Share your invitation link or QR code and see how many friends signed up with it. Agents also earn from their team's play: see the agent programme."], bn: ["বন্ধুদের তালায় আমন্ত্রণ জানান", "আপনার আমন্ত্রণ লিংক বা কিউআর কোড শেয়ার করুন এবং দেখুন কতজন বন্ধু তা দিয়ে নিবন্ধন করেছেন। এজেন্টরা তাদের টিমের খেলা থেকেও আয় করেন: এজেন্ট প্রোগ্রাম দেখুন।"] },
];

const HELP: { anchor: string; en: [string, string]; bn: [string, string] }[] = [
  { anchor: "account", en: ["Account and registration", "<p>Register with a username or your mobile number. You must be of legal age to play.</p><ul><li>One account per person.</li><li>Keep your password and payment password private.</li></ul>"], bn: ["অ্যাকাউন্ট ও নিবন্ধন", "<p>ইউজারনেম বা মোবাইল নম্বর দিয়ে নিবন্ধন করুন। খেলতে আইনগত বয়স হতে হবে।</p><ul><li>প্রতি ব্যক্তির একটি অ্যাকাউন্ট।</li><li>পাসওয়ার্ড ও পেমেন্ট পাসওয়ার্ড গোপন রাখুন।</li></ul>"] },
  { anchor: "deposit", en: ["Deposits", "<p>Choose a payment method in the member centre, enter the amount and follow the steps. Your balance updates as soon as the payment is confirmed.</p>"], bn: ["ডিপোজিট", "<p>মেম্বার সেন্টারে পেমেন্ট পদ্ধতি বেছে নিন, পরিমাণ লিখুন ও ধাপগুলো অনুসরণ করুন। পেমেন্ট নিশ্চিত হলেই ব্যালান্স আপডেট হয়।</p>"] },
  { anchor: "withdrawal", en: ["Withdrawals", "<p>Withdraw to a payout account in your name using your payment password. After we pay out, confirm that you received it.</p>"], bn: ["উত্তোলন", "<p>পেমেন্ট পাসওয়ার্ড দিয়ে আপনার নামের পেআউট অ্যাকাউন্টে উত্তোলন করুন। আমরা পাঠানোর পর প্রাপ্তি নিশ্চিত করুন।</p>"] },
  { anchor: "games", en: ["Game rules", "<p>Every game shows its rules and paytable inside the game. Tala Originals games are provably fair: the server seed is hashed before you play and revealed after.</p>"], bn: ["খেলার নিয়ম", "<p>প্রতিটি খেলার ভেতরে নিয়ম ও পেটেবিল আছে। তালা অরিজিনালস ন্যায্যতা যাচাইযোগ্য: খেলার আগে সার্ভার সিডের হ্যাশ দেখানো হয়, পরে প্রকাশ করা হয়।</p>"] },
  {
    anchor: "sports",
    en: [
      "Sports betting rules",
      "<p>Bets settle on the official result. Football markets count 90 minutes plus injury time; basketball includes overtime.</p><ul><li>A match abandoned, or not played within 24 hours of its time, is void: a single's stake comes back, and in an accumulator that leg counts at 1.00.</li><li>A two-way market that ends level, or a handicap or total that lands on its line, is a push: void as above.</li><li>An accumulator takes one price per match, and is lost as soon as one leg loses.</li><li>In-play bets are taken after a short delay at the prices then, and refused if the market was suspended meanwhile.</li><li>A result corrected after the match resettles every bet on it once.</li><li>Stakes and winnings have limits per bet; a bet above them is refused, never trimmed.</li></ul>",
    ],
    bn: [
      "স্পোর্টস বাজির নিয়ম",
      "<p>বাজি অফিসিয়াল ফলাফলে নিষ্পত্তি হয়। ফুটবলে ৯০ মিনিট ও ইনজুরি টাইম ধরা হয়; বাস্কেটবলে ওভারটাইম সহ।</p><ul><li>ম্যাচ পরিত্যক্ত হলে, বা নির্ধারিত সময়ের ২৪ ঘণ্টার মধ্যে না হলে, বাজি বাতিল: সিঙ্গেলের টাকা ফেরত, অ্যাকুমুলেটরে সেই লেগ ১.০০ ধরা হয়।</li><li>দুই-পক্ষের মার্কেট সমতায় শেষ হলে, বা হ্যান্ডিক্যাপ/টোটাল ঠিক লাইনে পড়লে, পুশ: উপরের মতো বাতিল।</li><li>অ্যাকুমুলেটরে প্রতি ম্যাচে একটি দর; একটি লেগ হারলেই বাজি হারে।</li><li>চলমান খেলায় বাজি অল্প দেরির পর তখনকার দরে নেওয়া হয়; এর মধ্যে মার্কেট স্থগিত হলে বাতিল।</li><li>ম্যাচের পর ফলাফল সংশোধন হলে সব বাজি একবার পুনর্নিষ্পত্তি হয়।</li><li>প্রতি বাজির পরিমাণ ও জয়ের সীমা আছে; সীমার বেশি বাজি নেওয়া হয় না, কেটে ছোট করা হয় না।</li></ul>",
    ],
  },
  {
    anchor: "lottery",
    en: [
      "Lottery and cockfight rules",
      "<p>Every draw is provably fair: its seed's SHA-256 is shown when it opens, the five digits come from that seed, and the seed is shown once drawn.</p><ul><li>2D and 3D win on the last two or three digits (95× and 950×); big, small, odd and even are on the sum of the last three digits (1.96×).</li><li>Bets close a few seconds before the draw.</li><li>The cockfight arena is a virtual game, not a real fight: each fight is decided by its draw's last three digits, drawn by a random number generator (RNG). Meron and wala pay 1.90, a draw 19.00; on a draw, meron and wala bets are refunded.</li><li>A cancelled draw returns every stake.</li></ul>",
    ],
    bn: [
      "লটারি ও মোরগ লড়াইয়ের নিয়ম",
      "<p>প্রতিটি ড্র ন্যায্যতা যাচাইযোগ্য: ড্র খোলার সময় সিডের SHA-256 দেখানো হয়, সেই সিড থেকে পাঁচটি অঙ্ক আসে, ড্রয়ের পর সিড প্রকাশ করা হয়।</p><ul><li>২ডি ও ৩ডি শেষ দুই বা তিন অঙ্কে জেতে (৯৫× ও ৯৫০×); বড়, ছোট, বিজোড়, জোড় শেষ তিন অঙ্কের যোগফলে (১.৯৬×)।</li><li>ড্রয়ের কয়েক সেকেন্ড আগে বাজি বন্ধ হয়।</li><li>মোরগ লড়াইয়ের আসরটি একটি ভার্চুয়াল খেলা, আসল লড়াই নয়: প্রতিটি লড়াই নির্ধারিত হয় তার ড্রয়ের শেষ তিন অঙ্কে, যা একটি র‍্যান্ডম নম্বর জেনারেটর (RNG) বের করে। মেরন ও ওয়ালা ১.৯০, ড্র ১৯.০০; ড্র হলে মেরন ও ওয়ালার বাজির টাকা ফেরত দেওয়া হয়।</li><li>ড্র বাতিল হলে সব বাজির টাকা ফেরত।</li></ul>",
    ],
  },
  { anchor: "responsible", en: ["Responsible gaming", "<p>Gaming should be fun. Set limits, take breaks and never chase losses. If gaming stops being fun, contact our support team.</p>"], bn: ["দায়িত্বশীল খেলা", "<p>খেলা আনন্দের জন্য। সীমা ঠিক করুন, বিরতি নিন, ক্ষতি পুষিয়ে নিতে খেলবেন না। খেলা আর আনন্দের না থাকলে আমাদের সহায়তা দলের সাথে যোগাযোগ করুন।</p>"] },
  { anchor: "contact", en: ["Contact us", "<p>Reach us by live chat, Telegram or WhatsApp from the service bar, or send feedback below.</p>"], bn: ["যোগাযোগ", "<p>সার্ভিস বার থেকে লাইভ চ্যাট, টেলিগ্রাম বা হোয়াটসঅ্যাপে আমাদের সাথে যোগাযোগ করুন, অথবা নিচে মতামত পাঠান।</p>"] },
  // The documents the registration form's checkbox links to (/help#terms, /help#privacy): the operator edits them as any help section.
  // One section per anchor: a section is added only where its anchor is still missing, so a second one never would be.
  {
    anchor: "terms",
    en: [
      "Terms and conditions",
      "<p>By opening an account you agree to these terms.</p><ul><li>You must be at least 18 years old and allowed to play where you live.</li><li>One account per person; the details you give must be true and your own.</li><li>Bonuses and rewards are paid as each promotion or activity describes them.</li><li>We may close an account used for fraud, collusion or money laundering and keep its winnings from that play.</li><li>Game results are final as recorded by our servers.</li></ul>",
    ],
    bn: [
      "শর্তাবলি",
      "<p>অ্যাকাউন্ট খুলে আপনি এই শর্তাবলিতে সম্মত হন।</p><ul><li>আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে এবং আপনার এলাকায় খেলার অনুমতি থাকতে হবে।</li><li>প্রতি ব্যক্তির একটি অ্যাকাউন্ট; দেওয়া তথ্য সত্য ও নিজের হতে হবে।</li><li>বোনাস ও পুরস্কার প্রতিটি প্রোমোশন বা অ্যাক্টিভিটিতে যেমন লেখা আছে তেমনই দেওয়া হয়।</li><li>প্রতারণা, যোগসাজশ বা অর্থ পাচারে ব্যবহৃত অ্যাকাউন্ট আমরা বন্ধ করতে পারি এবং সেই খেলার জয় আটকে রাখতে পারি।</li><li>আমাদের সার্ভারে লেখা খেলার ফলাফলই চূড়ান্ত।</li></ul>",
    ],
  },
  {
    anchor: "privacy",
    en: [
      "Privacy policy",
      "<p>We keep what you give us, and the record of your play and payments, to run your account.</p><ul><li>Your mobile number is used for verification codes, and your email for password reset links.</li><li>Passwords are stored only as salted hashes, never as you type them.</li><li>We never sell your data; payment and game partners receive only what a payment or a game needs.</li><li>Ask our support about the data we keep on you.</li></ul>",
    ],
    bn: [
      "গোপনীয়তা নীতি",
      "<p>আপনার অ্যাকাউন্ট চালাতে আমরা আপনার দেওয়া তথ্য এবং আপনার খেলা ও লেনদেনের রেকর্ড রাখি।</p><ul><li>মোবাইল নম্বর যাচাই কোডের জন্য, আর ইমেইল পাসওয়ার্ড রিসেট লিংকের জন্য ব্যবহৃত হয়।</li><li>পাসওয়ার্ড শুধু সল্টেড হ্যাশ হিসেবে রাখা হয়, আপনি যেভাবে লেখেন সেভাবে কখনো নয়।</li><li>আমরা আপনার তথ্য কখনো বিক্রি করি না; পেমেন্ট ও গেম অংশীদার শুধু পেমেন্ট বা খেলার জন্য যা লাগে তা পায়।</li><li>আপনার সম্পর্কে আমরা কী তথ্য রাখি, জানতে আমাদের সাপোর্টে জিজ্ঞেস করুন।</li></ul>",
    ],
  },
];

const PROMOTIONS: { type: string; image: string; en: [string, string, string]; bn: [string, string, string] }[] = [
  { type: "welcome", image: "promo-welcome", en: ["Daily missions: up to 37.00 a day", "Four missions a day, each with its own reward.", "<p>Every member has four missions each day, from the first day:</p><ul><li>Play 10 rounds: 2.00</li><li>Bet 100.00: 5.00</li><li>Play 50 rounds: 10.00</li><li>Bet 1,000.00: 20.00</li></ul><p>Each mission you reach waits in the reward centre: claim it to your wallet.</p>"], bn: ["দৈনিক মিশন: দিনে ৩৭.০০ পর্যন্ত", "দিনে চারটি মিশন, প্রতিটির আলাদা পুরস্কার।", "<p>প্রথম দিন থেকেই প্রত্যেক সদস্যের প্রতিদিন চারটি মিশন:</p><ul><li>১০ রাউন্ড খেলুন: ২.০০</li><li>১০০.০০ বাজি ধরুন: ৫.০০</li><li>৫০ রাউন্ড খেলুন: ১০.০০</li><li>১,০০০.০০ বাজি ধরুন: ২০.০০</li></ul><p>পূরণ করা প্রতিটি মিশন রিওয়ার্ড সেন্টারে অপেক্ষা করে: দাবি করলেই ওয়ালেটে।</p>"] },
  // Entering is all a raffle does (nothing draws it or pays out): no prize, no schedule, no payment promised.
  { type: "raffle", image: "promo-raffle", en: ["Lucky draw", "Enter free: one entry per member.", "<p>Join from this page, free and once only: your entry is recorded straight away, and this page then shows that you are in.</p><p>When a draw is held, its prizes and date are posted under Announcements.</p>"], bn: ["লাকি ড্র", "বিনামূল্যে যোগ দিন: প্রত্যেক সদস্যের একটি এন্ট্রি।", "<p>এই পাতা থেকে একবার, বিনামূল্যে যোগ দিন: আপনার এন্ট্রি সঙ্গে সঙ্গে নথিভুক্ত হয়, আর এই পাতায় দেখা যায় যে আপনি যোগ দিয়েছেন।</p><p>ড্র হলে তার পুরস্কার ও তারিখ ঘোষণায় জানানো হবে।</p>"] },
  { type: "rebate", image: "promo-rebate", en: ["Daily rebate up to 1.00%", "Part of every day's valid bets comes back to you.", "<p>Your VIP level sets the rate on each day's valid bets, in every game: Bronze 0.30%, Silver 0.40%, Gold 0.50%, Platinum 0.60%, Diamond 0.80%, Crown 1.00%.</p><ul><li>It is ready in the reward centre the next day: claim it to your wallet.</li></ul>"], bn: ["দৈনিক রিবেট ১.০০% পর্যন্ত", "প্রতিদিনের বৈধ বাজির একটি অংশ আপনার কাছে ফেরত আসে।", "<p>আপনার ভিআইপি লেভেল প্রতিদিনের বৈধ বাজির হার ঠিক করে, সব খেলায়: ব্রোঞ্জ ০.৩০%, সিলভার ০.৪০%, গোল্ড ০.৫০%, প্লাটিনাম ০.৬০%, ডায়মন্ড ০.৮০%, ক্রাউন ১.০০%।</p><ul><li>পরদিন রিওয়ার্ড সেন্টারে প্রস্তুত: দাবি করলেই ওয়ালেটে।</li></ul>"] },
  { type: "vip", image: "promo-vip", en: ["VIP club", "Six levels, each with a higher daily rebate.", "<p>Your level follows your valid bets of all time, from Bronze to Crown, and raises your daily rebate from 0.30% to 1.00%.</p><ul><li>From Diamond (level 5) you reach our VIP service line.</li></ul>"], bn: ["ভিআইপি ক্লাব", "ছয়টি লেভেল, প্রতিটিতে আরও বেশি দৈনিক রিবেট।", "<p>আপনার লেভেল সর্বমোট বৈধ বাজি অনুযায়ী ব্রোঞ্জ থেকে ক্রাউন পর্যন্ত ওঠে, আর দৈনিক রিবেট ০.৩০% থেকে ১.০০% পর্যন্ত বাড়ায়।</p><ul><li>ডায়মন্ড (লেভেল ৫) থেকে আমাদের ভিআইপি সার্ভিস লাইন পাবেন।</li></ul>"] },
  { type: "event", image: "promo-cricket", en: ["Cricket season", "Bet on every match, before the first ball and in play.", "<p>Singles and accumulators of up to 10 matches, settled on the official result. The sports betting rules are in the help centre.</p>"], bn: ["ক্রিকেট মৌসুম", "প্রতিটি ম্যাচে বাজি ধরুন, প্রথম বলের আগে ও খেলা চলাকালীন।", "<p>সিঙ্গেল ও সর্বোচ্চ ১০ ম্যাচের অ্যাকুমুলেটর, অফিসিয়াল ফলাফলে নিষ্পত্তি। স্পোর্টস বাজির নিয়ম হেল্প সেন্টারে।</p>"] },
];

const JOIN_PAGE: Text = {
  en: { title: "Become a Tala agent", content: "<p>Build your own team and earn from every game they play.</p><ul><li><strong>Dividends</strong>: a share of your team's net profit, settled daily, weekly, half-monthly or monthly.</li><li><strong>Daily wages</strong> from your team's valid bets.</li><li><strong>Real-time salary</strong> every five minutes.</li></ul><p>Your rates are in a contract the agent above you offers and you sign, and every settlement is paid to your wallet. Ask the agent who invited you to open your agent account; your own invitation link is then in the agent centre.</p>" },
  bn: { title: "তালা এজেন্ট হোন", content: "<p>নিজের টিম গড়ুন এবং তাদের প্রতিটি খেলা থেকে আয় করুন।</p><ul><li><strong>ডিভিডেন্ড</strong>: টিমের নিট লাভের একটি অংশ, দৈনিক, সাপ্তাহিক, অর্ধমাসিক বা মাসিক নিষ্পত্তি।</li><li>টিমের বৈধ বাজি থেকে <strong>দৈনিক মজুরি</strong>।</li><li>প্রতি পাঁচ মিনিটে <strong>রিয়েল-টাইম বেতন</strong>।</li></ul><p>আপনার হার থাকে একটি চুক্তিতে, যা আপনার উপরের এজেন্ট প্রস্তাব করেন ও আপনি সই করেন; প্রতিটি নিষ্পত্তি আপনার ওয়ালেটে জমা হয়। যে এজেন্ট আপনাকে আমন্ত্রণ জানিয়েছেন তাঁকে এজেন্ট অ্যাকাউন্ট খুলে দিতে বলুন; তারপর আপনার নিজের আমন্ত্রণ লিংক এজেন্ট সেন্টারে।</p>" },
};

const ACTIVITIES: { application: boolean; reward: number; text: Text }[] = [
  {
    application: true,
    reward: 5000,
    text: {
      en: { title: "Big win challenge", content: "<p>Win 100 times your bet on any slot this month, send us up to three screenshots, and get 50.00 once we check them.</p>" },
      bn: { title: "বড় জয়ের চ্যালেঞ্জ", content: "<p>এই মাসে যেকোনো স্লটে বাজির ১০০ গুণ জিতুন, সর্বোচ্চ তিনটি স্ক্রিনশট পাঠান, যাচাইয়ের পর ৫০.০০ পান।</p>" },
    },
  },
  {
    // Applied for, not joined: a joined member is never paid (only an approved application is), so a reward for
    // playing is one the operator checks and approves.
    application: true,
    reward: 1000,
    text: {
      en: { title: "Regular player reward", content: "<p>Play on at least five different days this month, apply here, and get 10.00 once we check your betting record.</p>" },
      bn: { title: "নিয়মিত খেলোয়াড়ের পুরস্কার", content: "<p>এই মাসে অন্তত পাঁচটি আলাদা দিনে খেলুন, এখানে আবেদন করুন, আপনার বাজির রেকর্ড যাচাইয়ের পর ১০.০০ পান।</p>" },
    },
  },
];

/** The point mall's rewards: name (EN, BN), points, and the bonus they pay in minor units. */
const POINT_REWARDS: [string, string, number, number][] = [
  ["Bonus 5.00", "বোনাস ৫.০০", 500, 500],
  ["Bonus 12.00", "বোনাস ১২.০০", 1000, 1200],
  ["Bonus 30.00", "বোনাস ৩০.০০", 2000, 3000],
];

/** VIP levels: rank, name (EN, BN), valid bet of all time to reach it (minor units), rebate in basis points. */
const VIP_LEVELS: [number, string, string, number, number][] = [
  [1, "Bronze", "ব্রোঞ্জ", 0, 30],
  [2, "Silver", "সিলভার", 100_000, 40],
  [3, "Gold", "গোল্ড", 1_000_000, 50],
  [4, "Platinum", "প্লাটিনাম", 5_000_000, 60],
  [5, "Diamond", "ডায়মন্ড", 20_000_000, 80],
  [6, "Crown", "ক্রাউন", 100_000_000, 100],
];

/** Daily missions: name (EN, BN), metric, target (minor units of valid bet, or rounds), reward in minor units. */
const MISSIONS: [string, string, "rounds" | "valid_bet", number, number][] = [
  ["Play 10 rounds today", "আজ ১০ রাউন্ড খেলুন", "rounds", 10, 200],
  ["Bet 100.00 today", "আজ ১০০.০০ বাজি ধরুন", "valid_bet", 10_000, 500],
  ["Play 50 rounds today", "আজ ৫০ রাউন্ড খেলুন", "rounds", 50, 1_000],
  ["Bet 1,000.00 today", "আজ ১,০০০.০০ বাজি ধরুন", "valid_bet", 100_000, 2_000],
];

export async function seedContent(tx: Queryable, merchantId: number) {
  if (await isEmpty(tx, "game_vendor", merchantId)) await seedCatalog(tx, merchantId);
  // The house vendor's games are really playable: its slots on the slot engine, its roulette on the wheel.
  await tx.execute("update game set house_engine = 'slot' where merchant_id = $1 and vendor_code = 'TALA' and game_type = 'RNG' and house_engine is null", [merchantId]);
  await tx.execute("update game set house_engine = 'roulette' where merchant_id = $1 and vendor_code = 'TALALIVE' and names->>'en' = 'Roulette' and house_engine is null", [merchantId]);
  await tx.execute("update game set house_engine = 'fish' where merchant_id = $1 and vendor_code = 'OCEANKING' and names->>'en' = 'Ocean King' and house_engine is null", [merchantId]);
  await tx.execute("update game set house_engine = 'cards' where merchant_id = $1 and vendor_code = 'TALACARDS' and names->>'en' = 'Teen Patti' and house_engine is null", [merchantId]);
  // The house sports vendors' tiles open the sportsbook.
  await tx.execute(
    "update game set house_engine = 'sportsbook' where merchant_id = $1 and vendor_code in ('TALASPORTS', 'ARENA') and game_type = 'SPORTS' and is_game is null and house_engine is null",
    [merchantId],
  );
  if (await isEmpty(tx, "pvp_room", merchantId)) await seedRooms(tx, merchantId);
  await seedLottery(tx, merchantId);
  // A tile standing for Velvet Live's whole list: choosing it opens that list in a popup.
  await tx.execute(
    `insert into game (merchant_id, node_id, vendor_code, game_type, game_code, names, search_text, image_url, is_hot, is_new, popularity, sort, is_game)
     select merchant_id, 'LIVE-VELVET_LOBBY', vendor_code, game_type, 'VELVET_LOBBY', '{"en": "All Velvet Live tables", "bn": "ভেলভেট লাইভের সব টেবিল"}',
            'all velvet live tables
ভেলভেট লাইভের সব টেবিল', image_url, false, false, 0, -1, 'VASSALAGE'
       from game where merchant_id = $1 and vendor_code = 'VELVET' and game_type = 'LIVE' order by sort limit 1
     on conflict do nothing`,
    [merchantId],
  );
  await tx.execute("insert into game_settings (merchant_id, esports_vendors) values ($1, '{ARENA}') on conflict do nothing", [merchantId]);
  await seedBanners(tx, merchantId);
  if (await isEmpty(tx, "point_reward", merchantId)) {
    for (const [index, [en, bn, cost, bonus]] of POINT_REWARDS.entries()) {
      await tx.execute("insert into point_reward (merchant_id, names, image_url, cost_points, bonus_minor, sort) values ($1, $2, $3, $4, $5, $6)", [
        merchantId, JSON.stringify(everyLanguage(en, bn)), `/demo/promotions/promo-${["welcome", "rebate", "vip"][index] ?? "welcome"}.svg`, cost, bonus, index,
      ]);
    }
  }
  if (await isEmpty(tx, "vip_level", merchantId)) {
    for (const [rank, en, bn, minBet, rebate] of VIP_LEVELS) {
      await tx.execute("insert into vip_level (merchant_id, rank_level, names, min_valid_bet_minor, rebate_bp) values ($1, $2, $3, $4, $5)", [merchantId, rank, JSON.stringify(everyLanguage(en, bn)), minBet, rebate]);
    }
  }
  if (await isEmpty(tx, "mission", merchantId)) {
    for (const [index, [en, bn, metric, target, reward]] of MISSIONS.entries()) {
      await tx.execute("insert into mission (merchant_id, names, metric, target, reward_minor, sort) values ($1, $2, $3, $4, $5, $6)", [merchantId, JSON.stringify(everyLanguage(en, bn)), metric, target, reward, index]);
    }
  }
  if (await isEmpty(tx, "activity", merchantId)) {
    for (const [index, activity] of ACTIVITIES.entries()) {
      await tx.execute(
        `insert into activity (merchant_id, translations, image_url, needs_application, reward_minor, starts_at, ends_at, sort)
         values ($1, $2, '', $3, $4, now() - interval '1 day', now() + interval '30 days', $5)`,
        [merchantId, JSON.stringify(everyLanguageOf(activity.text.en, activity.text.bn)), activity.application, activity.reward, index],
      );
    }
  }
  // The demo player starts with points to spend in the mall.
  await tx.execute(
    `with account as (
       insert into point_account (member_id, balance) select id, 1500 from member where merchant_id = $1 and username = 'demo' on conflict do nothing returning member_id, balance
     )
     insert into point_entry (member_id, kind, delta, balance_after, reference, idempotency_key) select member_id, 'adjust', balance, balance, 'Welcome points', 'adjust:welcome' from account`,
    [merchantId],
  );
  if (await isEmpty(tx, "notice", merchantId)) {
    for (const [index, notice] of NOTICES.entries()) {
      const translations = everyLanguageOf({ title: notice.en[0], content: `<p>${notice.en[1]}</p>` }, { title: notice.bn[0], content: `<p>${notice.bn[1]}</p>` });
      await tx.execute("insert into notice (merchant_id, type, translations, published_at) values ($1, $2, $3, now() - make_interval(hours => $4))", [
        merchantId, notice.type, JSON.stringify(translations), index * 7,
      ]);
    }
  }
  // Each demo section once: an install seeded before a section was written gets it too (its own edits stay).
  for (const [index, section] of HELP.entries()) {
    const translations = everyLanguageOf({ title: section.en[0], content: section.en[1] }, { title: section.bn[0], content: section.bn[1] });
    await tx.execute(
      `insert into help_section (merchant_id, anchor, translations, sort) select $1, $2, $3, $4
        where not exists (select 1 from help_section where merchant_id = $1 and anchor = $2)`,
      [merchantId, section.anchor, JSON.stringify(translations), index],
    );
  }
  if (await isEmpty(tx, "promotion", merchantId)) {
    for (const [index, promo] of PROMOTIONS.entries()) {
      const translations = everyLanguageOf({ title: promo.en[0], summary: promo.en[1], content: promo.en[2] }, { title: promo.bn[0], summary: promo.bn[1], content: promo.bn[2] });
      await tx.execute("insert into promotion (merchant_id, type, image_url, translations, sort) values ($1, $2, $3, $4, $5)", [
        merchantId, promo.type, `/demo/promotions/${promo.image}.svg`, JSON.stringify(translations), index,
      ]);
    }
  }
  await addMissingLanguages(tx, merchantId);
  if (await isEmpty(tx, "site_page", merchantId)) {
    await tx.execute("insert into site_page (merchant_id, slug, translations) values ($1, 'join', $2)", [merchantId, JSON.stringify(everyLanguageOf(JOIN_PAGE.en, JOIN_PAGE.bn))]);
  }
  if (await isEmpty(tx, "app_download", merchantId)) {
    const links: [string, string, string][] = [
      ["ios", "https://tala.example/app/tala.mobileconfig", "1.4.0"],
      ["android", "https://tala.example/app/tala.apk", "1.4.2"],
      ["lite", "https://tala.example/lite", "1.0.0"],
    ];
    for (const [platform, url, version] of links) {
      const qr = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(url, { type: "svg", margin: 1 })).toString("base64")}`;
      await tx.execute("insert into app_download (merchant_id, platform, url, qr_code_url, version) values ($1, $2, $3, $4, $5)", [merchantId, platform, url, qr, version]);
    }
  }
  const [vip] = await tx.query(count, "select count(*) as n from customer_service where merchant_id = $1 and cs_type = 'VIP'", [merchantId]);
  if ((vip?.n ?? 0) === 0) {
    await tx.execute("insert into customer_service (merchant_id, cs_type, title, path, sort) values ($1, 'VIP', 'VIP service', 'https://chat.tala.example/vip', 9)", [merchantId]);
  }
  await tx.execute(
    `insert into member_message (member_id, title, content)
     select m.id, 'Welcome to Tala', 'Your account is ready. Visit the promotions page for daily missions, rebates and more.' from member m
     where m.merchant_id = $1 and m.account_type <> 4 and not exists (select 1 from member_message x where x.member_id = m.id)`,
    [merchantId],
  );
}

/** Demo game names that are plain words, translated by the dictionaries (the rest are the studios' names). */
const GAME_WORDS = ["Cricket", "Football"];

/**
 * Every language for the demo content an install already has (seeded before the languages came): each row the demo
 * wrote, found by its English text, gains the languages it lacks; a language it has (an operator's edit) is kept.
 */
async function addMissingLanguages(tx: Queryable, merchantId: number) {
  const merge = (table: string, column: string, match: string, value: unknown, key: string | number) =>
    tx.execute(`update ${table} set ${column} = $2::jsonb || ${column} where merchant_id = $1 and ${match} = $3`, [merchantId, JSON.stringify(value), key]);
  for (const notice of NOTICES) {
    await merge("notice", "translations", "translations->'en'->>'title'", everyLanguageOf({ title: notice.en[0], content: `<p>${notice.en[1]}</p>` }, { title: notice.bn[0], content: `<p>${notice.bn[1]}</p>` }), notice.en[0]);
  }
  for (const section of HELP) await merge("help_section", "translations", "anchor", everyLanguageOf({ title: section.en[0], content: section.en[1] }, { title: section.bn[0], content: section.bn[1] }), section.anchor);
  for (const promo of PROMOTIONS) {
    await merge("promotion", "translations", "translations->'en'->>'title'", everyLanguageOf({ title: promo.en[0], summary: promo.en[1], content: promo.en[2] }, { title: promo.bn[0], summary: promo.bn[1], content: promo.bn[2] }), promo.en[0]);
  }
  for (const activity of ACTIVITIES) await merge("activity", "translations", "translations->'en'->>'title'", everyLanguageOf(activity.text.en, activity.text.bn), activity.text.en.title ?? "");
  await merge("site_page", "translations", "slug", everyLanguageOf(JOIN_PAGE.en, JOIN_PAGE.bn), "join");
  for (const [en, bn] of POINT_REWARDS) await merge("point_reward", "names", "names->>'en'", everyLanguage(en, bn), en);
  for (const [rank, en, bn] of VIP_LEVELS) await merge("vip_level", "names", "rank_level", everyLanguage(en, bn), rank);
  for (const [en, bn] of MISSIONS) await merge("mission", "names", "names->>'en'", everyLanguage(en, bn), en);
  for (const room of ROOMS) await merge("pvp_room", "names", "names->>'en'", everyLanguage(room.en, room.bn), room.en);
  // Game names are the studios' names: the other languages show the English one (never the merchant's Bengali), or
  // the dictionary's where a name is a plain word (the house's sports: Cricket, Football).
  for (const name of GAME_WORDS) {
    const words = Object.fromEntries(Object.entries(everyLanguage(name, name)).filter(([language]) => language !== "en" && language !== "bn"));
    await tx.execute("update game set names = names || $2::jsonb where merchant_id = $1 and names->>'en' = $3", [merchantId, JSON.stringify(words), name]);
  }
  await tx.execute(
    `update game set names = (select jsonb_object_agg(language, names->>'en') from unnest($2::text[]) language) || names
      where merchant_id = $1 and names ? 'en' and not names ?& $2::text[]`,
    [merchantId, DICTIONARY_LANGUAGES],
  );
}

async function seedCatalog(tx: Queryable, merchantId: number) {
  for (const [vendorIndex, vendor] of DEMO_VENDORS.entries()) {
    await tx.execute(
      `insert into game_vendor (merchant_id, code, name, game_type, logo_url, logo_white_url, is_hot, sort) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [merchantId, vendor.code, vendor.name, vendor.gameType, vendorLogoUrl(vendor, false), vendorLogoUrl(vendor, true), vendor.hot ?? false, vendorIndex],
    );
    for (const [gameIndex, [en, bn]] of vendor.games.entries()) {
      const gameCode = `${vendor.code}_${gameIndex + 1}`;
      // Each vendor's first game leads, in a shuffled vendor order, so the popular list mixes every area.
      const popularity = 1000 - gameIndex * 100 - ((vendorIndex * 37) % DEMO_VENDORS.length) * 3;
      await tx.execute(
        `insert into game (merchant_id, node_id, vendor_code, game_type, game_code, names, search_text, image_url, is_hot, is_new, popularity, sort)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          merchantId, `${vendor.gameType}-${gameCode}`, vendor.code, vendor.gameType, gameCode, JSON.stringify({ en, bn }),
          `${en}\n${bn}`.toLowerCase(), gameArtUrl(vendor, en), gameIndex === 0, gameIndex === vendor.games.length - 1,
          popularity, gameIndex,
        ],
      );
    }
  }
}

/** The house lotteries and the cockfight arena: each catalogue game with its schedule (code, area, seconds between draws, closing before). */
const LOTTERIES: [code: string, area: "VN" | "SEA" | "ELOTT" | "COCKFIGHT", every: number, closeBefore: number][] = [
  ["TALALOTTO_1", "VN", 86_400, 900],
  ["TALALOTTO_2", "SEA", 86_400, 600],
  ["QUICKLOTTO_1", "ELOTT", 60, 10],
  ["QUICKLOTTO_2", "ELOTT", 180, 15],
  // DS88's arena: a fight every 3 minutes, bets closing 30 s before it starts.
  ["DS88_1", "COCKFIGHT", 180, 30],
];

async function seedLottery(tx: Queryable, merchantId: number) {
  for (const [code, area, every, closeBefore] of LOTTERIES) {
    await tx.execute(
      `insert into lottery_game (game_id, merchant_id, code, area, draw_every_seconds, close_before_seconds)
       select id, merchant_id, game_code, $3, $4, $5 from game where merchant_id = $1 and game_code = $2 on conflict do nothing`,
      [merchantId, code, area, every, closeBefore],
    );
  }
  // They launch as the house's own: the lottery screen, the arena's betting view.
  await tx.execute(
    `update game g set house_engine = case when l.area = 'COCKFIGHT' then 'cockfight' else 'lottery' end
       from lottery_game l where l.game_id = g.id and g.merchant_id = $1 and g.house_engine is null`,
    [merchantId],
  );
}

/** The card table's rooms: the stakes go up from a beginners' table to the VIP room. */
const ROOMS: { en: string; bn: string; min: number; max: number }[] = [
  { en: "Beginners", bn: "নতুনদের টেবিল", min: 100, max: 5_000 },
  { en: "Classic", bn: "ক্লাসিক", min: 500, max: 25_000 },
  { en: "High rollers", bn: "হাই রোলার", min: 2_000, max: 100_000 },
  { en: "VIP", bn: "ভিআইপি", min: 10_000, max: 500_000 },
];

async function seedRooms(tx: Queryable, merchantId: number) {
  const tables = await tx.query(z.object({ id: z.number() }), "select id from game where merchant_id = $1 and house_engine = 'cards'", [merchantId]);
  for (const table of tables) {
    for (const [index, room] of ROOMS.entries()) {
      await tx.execute("insert into pvp_room (merchant_id, game_id, names, min_bet_minor, max_bet_minor, sort) values ($1, $2, $3, $4, $5, $6)", [
        merchantId, table.id, JSON.stringify(everyLanguage(room.en, room.bn)), room.min, room.max, index,
      ]);
    }
  }
}

async function seedBanners(tx: Queryable, merchantId: number) {
  const add = (group: string, url: string, title: string, linkageType: string, target: string, sort: number, language: string | null) =>
    // Once per picture: a restart, or an install seeded before a language's pictures, adds only what is missing.
    tx.execute(
      `insert into banner (merchant_id, group_name, image_url, title, linkage_type, linkage_target, sort, language) select $1, $2, $3, $4, $5, $6, $7, $8
        where not exists (select 1 from banner where merchant_id = $1 and image_url = $3)`,
      [merchantId, group, url, title, linkageType, target, sort, language],
    );
  // The page banners were one English picture for every language before each language had its own.
  await tx.execute("delete from banner where merchant_id = $1 and language is null and image_url = any($2::text[])", [merchantId, PAGE_BANNERS.map(([group]) => `/demo/banners/${group}.svg`)]);
  const links: Record<string, [string, string]> = {
    "home-welcome": ["route", "/promotions"],
    "home-slots": ["route", "/rng"],
    "home-cricket": ["route", "/sports"],
    "home-raffle": ["route", "/promotions?type=raffle"],
  };
  for (const [index, art] of BANNER_ART.entries()) {
    const [type, target] = links[art.url] ?? ["none", ""];
    for (const language of LANGUAGES) {
      await add("w_home", `/demo/banners/${art.url}-${language}.svg`, language === "bn" ? art.text.bn[0] : artText(art.text.en[0], language), type, target, index, language);
    }
  }
  for (const [group, , headline] of PAGE_BANNERS) {
    for (const language of LANGUAGES) await add(`w_${group}`, `/demo/banners/${group}-${language}.svg`, artText(headline, language), "none", "", 0, language);
  }
  // The gift's icon has no words: one for every language. Its button and popup have words, so one per language (they
  // were one English picture for every language before); the popup's title heads its dialog.
  await add("w_topup_1", "/demo/gift/icon.svg", GIFT_ART[0], "none", "", 0, null);
  await tx.execute("delete from banner where merchant_id = $1 and language is null and image_url = any($2::text[])", [merchantId, ["/demo/gift/button.svg", "/demo/gift/popup.svg"]]);
  for (const language of LANGUAGES) {
    await add("w_topup_2", giftArtUrl("button", language), artText(GIFT_ART[0], language), "none", "", 0, language);
    await add("w_topup_3", giftArtUrl("popup", language), artText(GIFT_POPUP_TITLE, language), "none", "", 0, language);
  }
}

/** The demo help sections' anchors, in order (each must be its own: the site links to them and the seed adds one per anchor). */
export const seedHelpAnchors = (): string[] => HELP.map((section) => section.anchor);

/** Every English text of the demo content a dictionary translates (for translators and the completeness test). */
export function seedEnglishTexts(): string[] {
  const texts = [
    ...NOTICES.flatMap((notice) => [notice.en[0], `<p>${notice.en[1]}</p>`]),
    ...HELP.flatMap((section) => section.en),
    ...PROMOTIONS.flatMap((promo) => promo.en),
    JOIN_PAGE.en.title ?? "", JOIN_PAGE.en.content ?? "",
    ...ACTIVITIES.flatMap((activity) => Object.values(activity.text.en)),
    ...POINT_REWARDS.map(([en]) => en),
    ...VIP_LEVELS.map(([, en]) => en),
    ...MISSIONS.map(([en]) => en),
    ...ROOMS.map((room) => room.en),
    ...GAME_WORDS,
    ...METHOD_WORDS,
  ];
  return [...new Set(texts.filter((text) => text !== ""))];
}
