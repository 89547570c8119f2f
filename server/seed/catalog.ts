// The demo catalogue a fresh install shows in its header and home page: named vendors per game type with a few games each.
// Pictures are drawn as SVG by scripts/demoArt.ts into public/demo/ from this same list.
import type { GameType } from "../../src/contract/content";

export interface DemoVendor {
  code: string;
  name: string;
  gameType: GameType;
  hue: number;
  hot?: boolean;
  /** The vendor's mark: a glyph on a shape (scripts/demoArtMotifs.ts MARK_GLYPHS and MARK_SHAPES), in its hue. */
  mark: [glyph: string, shape: string];
  /** Each game's names and its picture's theme (a motif of scripts/demoArtMotifs.ts). */
  games: [en: string, bn: string, art: string][];
}

const slots = (code: string, name: string, hue: number, mark: DemoVendor["mark"], games: DemoVendor["games"], hot = false): DemoVendor => ({ code, name, gameType: "RNG", hue, mark, hot, games });

export const DEMO_VENDORS: DemoVendor[] = [
  slots("TALA", "Tala Originals", 42, ["lotusT", "circle"], [["Golden Tiger", "সোনালি বাঘ", "tiger"], ["Lucky Lotus", "লাকি পদ্ম", "lotus"], ["Monsoon Riches", "বর্ষার ধন", "monsoon"], ["Royal Sevens", "রাজকীয় সাত", "sevens"], ["Dragon Pearl", "ড্রাগন মুক্তা", "dragon"], ["Fruit Fiesta", "ফলের উৎসব", "fruits"]], true),
  slots("GOLDREEL", "Golden Reel", 48, ["reel", "octagon"], [["Gold Rush", "সোনার খোঁজ", "gold"], ["Diamond Nights", "হীরার রাত", "diamondNight"], ["Treasure Map", "গুপ্তধনের মানচিত্র", "treasure"]], true),
  slots("LUCKYSTAR", "Lucky Star", 330, ["star", "badge"], [["Starfall", "তারার পতন", "starfall"], ["Cosmic Cash", "মহাজাগতিক টাকা", "cosmic"], ["Wish Upon", "ইচ্ছাপূরণ", "wish"]]),
  slots("JADE", "Jade Dragon", 150, ["dragon", "hexagon"], [["Jade Emperor", "জেড সম্রাট", "jade"], ["Koi Fortune", "কোই ভাগ্য", "koi"], ["Temple of Luck", "ভাগ্যের মন্দির", "temple"]]),
  slots("NEONSPIN", "Neon Spin", 280, ["spin", "square"], [["Neon Vegas", "নিয়ন ভেগাস", "neon"], ["Cyber Fruits", "সাইবার ফল", "cyberFruits"], ["Retro Reels", "রেট্রো রিল", "retro"]]),
  slots("TIGERG", "Tiger Gaming", 24, ["claw", "shield"], [["Bengal Roar", "বেঙ্গল গর্জন", "roar"], ["Jungle Gems", "জঙ্গলের রত্ন", "gems"]]),
  slots("ROYALS", "Royal Slots", 265, ["crown", "shield"], [["Crown Jewels", "মুকুটের রত্ন", "crownJewels"], ["King's Feast", "রাজার ভোজ", "feast"]]),
  slots("NOVA", "Nova Play", 200, ["nova", "circle"], [["Supernova", "সুপারনোভা", "supernova"], ["Galaxy Spin", "গ্যালাক্সি স্পিন", "galaxy"]]),
  slots("MEGAF", "Mega Fortune", 0, ["wheel", "octagon"], [["Mega Wheel", "মেগা চাকা", "megaWheel"], ["Fortune Coins", "ভাগ্যের মুদ্রা", "coins"]]),
  slots("SUNRISE", "Sunrise", 30, ["sun", "square"], [["Sunrise Safari", "সূর্যোদয় সাফারি", "safari"], ["Golden Hour", "সোনালি সময়", "goldenHour"]]),
  slots("PIXEL", "Pixel Reels", 180, ["pixel", "square"], [["Pixel Quest", "পিক্সেল অভিযান", "pixelQuest"], ["8-Bit Bonanza", "৮-বিট বোনানজা", "pixelBonanza"]]),
  slots("BLUEOCEAN", "Blue Ocean", 210, ["wave", "drop"], [["Deep Blue", "গভীর নীল", "whale"], ["Pearl Diver", "মুক্তা ডুবুরি", "pearlDiver"]]),
  slots("CROWN", "Crown Play", 300, ["heartSuit", "badge"], [["Queen of Hearts", "হৃদয়ের রানি", "queen"], ["Golden Crown", "সোনার মুকুট", "goldenCrown"]]),
  slots("FIREBIRD", "Firebird", 12, ["flame", "drop"], [["Phoenix Rising", "ফিনিক্সের উত্থান", "phoenix"], ["Fire Sevens", "আগুনের সাত", "fireSeven"]]),
  slots("MONSOON", "Monsoon Games", 190, ["bolt", "hexagon"], [["Rain Dance", "বৃষ্টির নাচ", "rain"], ["Lightning Link", "বিদ্যুৎ সংযোগ", "lightning"]]),
  slots("BENGAL", "Bengal Tiger", 36, ["tiger", "circle"], [["Sundarbans Gold", "সুন্দরবনের সোনা", "sundarbans"], ["River Queen", "নদীর রানি", "river"]]),
  slots("PEARL", "Pearl Gaming", 320, ["pearl", "octagon"], [["Pearl Palace", "মুক্তার প্রাসাদ", "palace"], ["Moon Pearl", "চাঁদের মুক্তা", "moonPearl"]]),
  { code: "TALALIVE", name: "Tala Live", gameType: "LIVE", hue: 350, mark: ["live", "square"], hot: true, games: [["Baccarat", "বাকারা", "baccarat"], ["Roulette", "রুলেট", "roulette"], ["Dragon Tiger", "ড্রাগন টাইগার", "dragonTiger"]] },
  { code: "VELVET", name: "Velvet Live", gameType: "LIVE", hue: 330, mark: ["velvet", "diamond"], games: [["Speed Baccarat", "স্পিড বাকারা", "speedBaccarat"], ["Sic Bo", "সিক বো", "sicBo"]] },
  { code: "EMERALD", name: "Emerald Casino", gameType: "LIVE", hue: 145, mark: ["gem", "hexagon"], games: [["Blackjack", "ব্ল্যাকজ্যাক", "blackjack"], ["Lightning Roulette", "লাইটনিং রুলেট", "lightningRoulette"]] },
  { code: "OCEANKING", name: "Ocean King", gameType: "FISH", hue: 195, mark: ["fish", "circle"], hot: true, games: [["Ocean King", "সমুদ্র রাজা", "oceanKing"], ["Golden Shark", "সোনালি হাঙর", "shark"], ["Mermaid Hunt", "মৎস্যকন্যা শিকার", "mermaid"]] },
  { code: "REEF", name: "Reef Hunter", gameType: "FISH", hue: 175, mark: ["coral", "drop"], games: [["Reef Hunter", "প্রবাল শিকারি", "reef"], ["Crab King", "কাঁকড়া রাজা", "crab"]] },
  { code: "TALACARDS", name: "Tala Cards", gameType: "PVP", hue: 120, mark: ["clubSuit", "square"], hot: true, games: [["Teen Patti", "তিন পাত্তি", "teenPatti"], ["Andar Bahar", "আন্দর বাহার", "andarBahar"], ["Rummy", "রামি", "rummy"]] },
  { code: "RUMMYM", name: "Rummy Masters", gameType: "PVP", hue: 95, mark: ["spadeSuit", "shield"], games: [["Poker Hold'em", "পোকার হোল্ডেম", "poker"], ["Callbreak", "কলব্রেক", "callbreak"]] },
  { code: "TALASPORTS", name: "Tala Sports", gameType: "SPORTS", hue: 100, mark: ["ball", "circle"], hot: true, games: [["Cricket", "ক্রিকেট", "cricket"], ["Football", "ফুটবল", "football"]] },
  { code: "DS88", name: "DS88 Sabong", gameType: "SPORTS", hue: 15, mark: ["rooster", "shield"], games: [["Cockfight Arena", "মোরগ লড়াই", "rooster"]] },
  // A sports vendor on the merchant's esports list: its games make up the ESPORTS category.
  { code: "ARENA", name: "Arena Esports", gameType: "SPORTS", hue: 265, mark: ["controller", "hexagon"], games: [["Dota 2", "ডোটা ২", "dota"], ["Valorant", "ভ্যালোর‍্যান্ট", "valorant"]] },
  { code: "TALALOTTO", name: "Tala Lotto", gameType: "LOTT", hue: 55, mark: ["lottoBall", "badge"], games: [["Dhaka Draw", "ঢাকা ড্র", "lotteryDrum"], ["Lucky 5D", "লাকি ৫ডি", "fiveBalls"]] },
  { code: "QUICKLOTTO", name: "Quick Lotto", gameType: "ELOTT", hue: 170, mark: ["clock", "octagon"], games: [["Quick 3D", "কুইক ৩ডি", "quick3d"], ["Keno", "কেনো", "keno"]] },
];

export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
export const gameArtUrl = (vendor: DemoVendor, en: string) => `/demo/games/${vendor.code.toLowerCase()}-${slug(en)}.svg`;
export const vendorLogoUrl = (vendor: DemoVendor, white: boolean) => `/demo/vendors/${vendor.code.toLowerCase()}${white ? "-white" : ""}.svg`;
