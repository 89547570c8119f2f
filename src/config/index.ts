// Every business constant of SPEC §9 and the merchant configuration, in one place.
import { AGENT_ACCOUNT_TYPES, DEFAULT_LANGUAGE as SITE_LANGUAGE, GAME_CLASSIFICATIONS, LANGUAGES, TRIAL_ACCOUNT_TYPE } from "../contract/domain";

export const MERCHANT = {
  /** Fixed merchant code of this white-label build; also kept in session and local storage. */
  code: "TALA",
  platform: "WEB",
  device: "WEB",
  lotteryType: "SEA",
} as const;

/** The merchant's market (Bangladesh): the dialing code mobile numbers are entered for. */
export const DEFAULT_DIALING_CODE = "880";

export { LANGUAGES };
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = SITE_LANGUAGE;
/** The languages the product keeps complete: all eight translation sets of SPEC §1 (a new string is written in each). */
export const COMPLETE_LANGUAGES: readonly Language[] = LANGUAGES;
/** SPEC §2: the slots' classification tabs; bingo (BG) only when Tagalog (TY) is a supported language. */
export const SLOT_CLASSIFICATIONS = GAME_CLASSIFICATIONS.filter((kind) => kind !== "BG" || COMPLETE_LANGUAGES.includes("tl"));
/** Names shown in the language selector, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  bn: "বাংলা",
  en: "English",
  zh: "中文",
  hi: "हिन्दी",
  id: "Bahasa Indonesia",
  th: "ไทย",
  tl: "Tagalog",
  vi: "Tiếng Việt",
};

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "light";

/** Local storage keys named by SPEC §3. */
export const STORAGE_KEYS = {
  language: "lang",
  languageHistory: "hisLang",
  theme: "theme",
  merchantCode: "merchantCode",
  token: "token",
  /** Favourite lottery games, per username (SPEC §3): this prefix and the username. */
  lotteryFavourites: "lottoFavourites:",
  /** The last fight whose end the arena showed, per arena game code: this prefix and the code. */
  fightShown: "fightShown:",
} as const;

/** The lottery screens' and the cockfight arena's rhythm. */
export const LOTTERY_TIMING = {
  /** The board (its draw, its results) is asked again this often. */
  boardPollMs: 3000,
  /** The player's tickets, while one waits for its draw. */
  ticketsPollMs: 4000,
  /** The arena's fight while bets are open or the result is awaited. */
  arenaPollMs: 2000,
  /** A fight's result stays on screen this long before the next fight's betting. */
  resultShownMs: 8000,
} as const;
/** The sportsbook's rhythm: prices asked again, and the member's open bets followed. */
export const SPORTS_TIMING = { pricesPollMs: 5000, betsPollMs: 5000 } as const;
/** The stakes the bet slip offers at a tap. */
export const SPORTS_STAKES = ["5.00", "10.00", "50.00", "100.00", "500.00"] as const;
/** The stakes a lottery slip or a fight bet offers at a tap. */
export const LOTTERY_STAKES = ["1.00", "5.00", "10.00", "50.00", "100.00"] as const;
/** Where lottery launches come from (SPEC §7): the VN lobby, in lottery mode. */
export const LOTTERY_LAUNCH = { lottoArea: "VN", launchMode: "LOTT" } as const;

export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionBlocked: 2 } as const;

export const TIMING = {
  bannerAutoplayMs: 5000,
  jackpotStepMs: 3000,
  chunkLoadTimeoutMs: 120_000,
  smsSendThrottleMs: 1000,
  /** After a captcha picture loads, the refresh button waits this long before it may ask for another. */
  captchaRefreshThrottleMs: 1000,
  /** A countdown shown in seconds (the SMS code's, a payout's receipt) moves one second at a time. */
  countdownTickMs: 1000,
  /** How long one API call may take before the client gives up and reports a network problem. */
  apiTimeoutMs: 15_000,
  /** While the site is open it re-checks maintenance and region status this often. */
  statusRecheckMs: 60_000,
  /** Remembered login cookie lifetime. */
  rememberLoginMs: 24 * 60 * 60 * 1000,
  authTooManyRequestsWaitMs: 5 * 60 * 1000,
} as const;

export const JACKPOT_STEP = "165.11";
/** The jackpot ticker in minor units: every visitor sees the same number, grown from a fixed start by one step per 3 s. */
export const JACKPOT = {
  stepMinor: 16_511,
  baseMinor: 1_250_000_00,
  /** 2026-01-01T00:00:00Z: the steps since then make the time-derived starting number. */
  epochMs: Date.UTC(2026, 0, 1),
  /** It restarts from the base after this many steps, so the number stays readable (about a month). */
  cycleSteps: 900_000,
} as const;
/** Search history kept in this browser. */
export const SEARCH_HISTORY_MAX = 10;
export const SEARCH_HISTORY_KEY = "searchHistory";

export const LIMITS = {
  verificationCodeMax: 255,
  verificationCodeMin: 0,
  defaultPhoneDigits: 10,
  vendorsInDropdown: 16,
  recentGamesPageSize: 9,
  popularGamesCount: 20,
  vnNumbersCount: 100,
  noticesPerPage: 9,
  gameListPageSize: 24,
  winnerBoardLimit: 20,
  vendorCarouselSlots: 7,
  vendorCarouselFishPvp: 5,
  activityCommentMax: 140,
  activityImagesMax: 3,
  activityImageBytesMax: 5 * 1024 * 1024,
  ageConfirmation: 21,
  ageConfirmationBase: 18,
} as const;

export const CLIENT_TYPE = 3;
export const GAME_PLATFORM = "flash,html5-desktop";
export const COCKFIGHT_VENDOR = "DS88";
export const HOT_GAME_TYPES = ["ELOTT", "LOTT", "LIVE", "SPORTS", "FISH", "RNG", "PVP"] as const;
export const PRIZE_MODES = ["Lott", "ZY", "Elott", "SEA"] as const;
export const ANNOUNCEMENT = { types: ["B", "PL", "PU", "PR", "H"], execution: "B", platform: "W" } as const;
export { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE };
export const DEFAULT_CURRENCY_SYMBOL = "P";

/** Wide screens log in right in the header; narrower ones open the login popup (styles.css keeps the same width). */
export const HEADER_LOGIN_MEDIA = "(min-width: 1360px)";

/** The member centre's left menu (SPEC §2), in order. */
export const MEMBER_PAGES = [
  "securityCenter", "transferFund", "depositv2", "withdraw", "transferUpline", "personalHistoryCopy", "transactionHistory",
  "personalProfit", "bonusDetails", "rewardCenter", "referral", "missionLeaderboard", "messageV2",
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];
/** How often a pending deposit's status is asked again while the player waits on the deposit page. */
export const DEPOSIT_POLL_MS = 3000;
/**
 * While an outside vendor's game plays in the frame, the header balance is asked again this often: the vendor moves
 * the money server to server, so the page hears of it by polling (one small cached read; no push channel to keep).
 */
export const OUTSIDE_GAME_BALANCE_POLL_MS = 3000;
