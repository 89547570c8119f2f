// The home page's demo banners: their picture names and headlines in BN and EN (drawn by scripts/demoArt.ts).
export const BANNER_ART: { url: string; hue: number; text: Record<"en" | "bn", [headline: string, line: string, cta: string]> }[] = [
  { url: "home-welcome", hue: 265, text: { en: ["Welcome bonus 100%", "Double your first deposit up to ৳10,000", "Claim now"], bn: ["স্বাগতম বোনাস ১০০%", "প্রথম ডিপোজিটে ৳১০,০০০ পর্যন্ত দ্বিগুণ", "এখনই নিন"] } },
  { url: "home-slots", hue: 20, text: { en: ["Tala Originals slots", "Provably fair reels with big multipliers", "Play now"], bn: ["তালা অরিজিনালস স্লট", "বড় মাল্টিপ্লায়ারসহ ন্যায্য রিল", "খেলুন"] } },
  { url: "home-cricket", hue: 120, text: { en: ["Cricket season is here", "Live odds on every match", "Bet now"], bn: ["ক্রিকেট মৌসুম শুরু", "প্রতিটি ম্যাচে লাইভ অডস", "বাজি ধরুন"] } },
  { url: "home-raffle", hue: 330, text: { en: ["Monthly lucky draw", "Join free and win a share of ৳50,000", "Join the draw"], bn: ["মাসিক লাকি ড্র", "বিনামূল্যে যোগ দিন, জিতুন ৳৫০,০০০", "ড্রতে যোগ দিন"] } },
];
