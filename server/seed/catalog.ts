// The demo catalogue a fresh install shows in its header and home page: named vendors per game type with a few games each.
// Pictures are drawn as SVG by scripts/demoArt.ts into public/demo/ from this same list.
import type { GameType } from "../../src/contract/content";

export interface DemoVendor {
  code: string;
  name: string;
  gameType: GameType;
  hue: number;
  hot?: boolean;
  games: [en: string, bn: string][];
}

const slots = (code: string, name: string, hue: number, games: [string, string][], hot = false): DemoVendor => ({ code, name, gameType: "RNG", hue, hot, games });

export const DEMO_VENDORS: DemoVendor[] = [
  slots("TALA", "Tala Originals", 42, [["Golden Tiger", "সোনালি বাঘ"], ["Lucky Lotus", "লাকি পদ্ম"], ["Monsoon Riches", "বর্ষার ধন"], ["Royal Sevens", "রাজকীয় সাত"], ["Dragon Pearl", "ড্রাগন মুক্তা"], ["Fruit Fiesta", "ফলের উৎসব"]], true),
  slots("GOLDREEL", "Golden Reel", 48, [["Gold Rush", "সোনার খোঁজ"], ["Diamond Nights", "হীরার রাত"], ["Treasure Map", "গুপ্তধনের মানচিত্র"]], true),
  slots("LUCKYSTAR", "Lucky Star", 330, [["Starfall", "তারার পতন"], ["Cosmic Cash", "মহাজাগতিক টাকা"], ["Wish Upon", "ইচ্ছাপূরণ"]]),
  slots("JADE", "Jade Dragon", 150, [["Jade Emperor", "জেড সম্রাট"], ["Koi Fortune", "কোই ভাগ্য"], ["Temple of Luck", "ভাগ্যের মন্দির"]]),
  slots("NEONSPIN", "Neon Spin", 280, [["Neon Vegas", "নিয়ন ভেগাস"], ["Cyber Fruits", "সাইবার ফল"], ["Retro Reels", "রেট্রো রিল"]]),
  slots("TIGERG", "Tiger Gaming", 24, [["Bengal Roar", "বেঙ্গল গর্জন"], ["Jungle Gems", "জঙ্গলের রত্ন"]]),
  slots("ROYALS", "Royal Slots", 265, [["Crown Jewels", "মুকুটের রত্ন"], ["King's Feast", "রাজার ভোজ"]]),
  slots("NOVA", "Nova Play", 200, [["Supernova", "সুপারনোভা"], ["Galaxy Spin", "গ্যালাক্সি স্পিন"]]),
  slots("MEGAF", "Mega Fortune", 0, [["Mega Wheel", "মেগা চাকা"], ["Fortune Coins", "ভাগ্যের মুদ্রা"]]),
  slots("SUNRISE", "Sunrise", 30, [["Sunrise Safari", "সূর্যোদয় সাফারি"], ["Golden Hour", "সোনালি সময়"]]),
  slots("PIXEL", "Pixel Reels", 180, [["Pixel Quest", "পিক্সেল অভিযান"], ["8-Bit Bonanza", "৮-বিট বোনানজা"]]),
  slots("BLUEOCEAN", "Blue Ocean", 210, [["Deep Blue", "গভীর নীল"], ["Pearl Diver", "মুক্তা ডুবুরি"]]),
  slots("CROWN", "Crown Play", 300, [["Queen of Hearts", "হৃদয়ের রানি"], ["Golden Crown", "সোনার মুকুট"]]),
  slots("FIREBIRD", "Firebird", 12, [["Phoenix Rising", "ফিনিক্সের উত্থান"], ["Fire Sevens", "আগুনের সাত"]]),
  slots("MONSOON", "Monsoon Games", 190, [["Rain Dance", "বৃষ্টির নাচ"], ["Lightning Link", "বিদ্যুৎ সংযোগ"]]),
  slots("BENGAL", "Bengal Tiger", 36, [["Sundarbans Gold", "সুন্দরবনের সোনা"], ["River Queen", "নদীর রানি"]]),
  slots("PEARL", "Pearl Gaming", 320, [["Pearl Palace", "মুক্তার প্রাসাদ"], ["Moon Pearl", "চাঁদের মুক্তা"]]),
  { code: "TALALIVE", name: "Tala Live", gameType: "LIVE", hue: 350, hot: true, games: [["Baccarat", "বাকারা"], ["Roulette", "রুলেট"], ["Dragon Tiger", "ড্রাগন টাইগার"]] },
  { code: "VELVET", name: "Velvet Live", gameType: "LIVE", hue: 330, games: [["Speed Baccarat", "স্পিড বাকারা"], ["Sic Bo", "সিক বো"]] },
  { code: "EMERALD", name: "Emerald Casino", gameType: "LIVE", hue: 145, games: [["Blackjack", "ব্ল্যাকজ্যাক"], ["Lightning Roulette", "লাইটনিং রুলেট"]] },
  { code: "OCEANKING", name: "Ocean King", gameType: "FISH", hue: 195, hot: true, games: [["Ocean King", "সমুদ্র রাজা"], ["Golden Shark", "সোনালি হাঙর"], ["Mermaid Hunt", "মৎস্যকন্যা শিকার"]] },
  { code: "REEF", name: "Reef Hunter", gameType: "FISH", hue: 175, games: [["Reef Hunter", "প্রবাল শিকারি"], ["Crab King", "কাঁকড়া রাজা"]] },
  { code: "TALACARDS", name: "Tala Cards", gameType: "PVP", hue: 120, hot: true, games: [["Teen Patti", "তিন পাত্তি"], ["Andar Bahar", "আন্দর বাহার"], ["Rummy", "রামি"]] },
  { code: "RUMMYM", name: "Rummy Masters", gameType: "PVP", hue: 95, games: [["Poker Hold'em", "পোকার হোল্ডেম"], ["Callbreak", "কলব্রেক"]] },
  { code: "TALASPORTS", name: "Tala Sports", gameType: "SPORTS", hue: 100, hot: true, games: [["Cricket", "ক্রিকেট"], ["Football", "ফুটবল"]] },
  { code: "DS88", name: "DS88 Sabong", gameType: "SPORTS", hue: 15, games: [["Cockfight Arena", "মোরগ লড়াই"]] },
  // A sports vendor on the merchant's esports list: its games make up the ESPORTS category.
  { code: "ARENA", name: "Arena Esports", gameType: "SPORTS", hue: 265, games: [["Dota 2", "ডোটা ২"], ["Valorant", "ভ্যালোর‍্যান্ট"]] },
  { code: "TALALOTTO", name: "Tala Lotto", gameType: "LOTT", hue: 55, games: [["Dhaka Draw", "ঢাকা ড্র"], ["Lucky 5D", "লাকি ৫ডি"]] },
  { code: "QUICKLOTTO", name: "Quick Lotto", gameType: "ELOTT", hue: 170, games: [["Quick 3D", "কুইক ৩ডি"], ["Keno", "কেনো"]] },
];

export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
export const gameArtUrl = (vendor: DemoVendor, en: string) => `/demo/games/${vendor.code.toLowerCase()}-${slug(en)}.svg`;
export const vendorLogoUrl = (vendor: DemoVendor, white: boolean) => `/demo/vendors/${vendor.code.toLowerCase()}${white ? "-white" : ""}.svg`;
