// Search params of the site's pages: typed, and a bad value falls back instead of breaking the page.
import * as zod from "zod/mini";
import { GAME_CLASSIFICATIONS, GAME_ENGINES, MIN_BET_FILTERS } from "./domain";
import { PROMOTION_TYPES } from "./contentKinds";
import { oneLine } from "./fields";

const text = (max: number) => zod.catch(zod.optional(zod.string().check(zod.trim(), zod.maxLength(max))), undefined);
const code = text(64);
/** A page number of a list: 1 to 10,000 (no list runs longer), anything else falls back to the first. */
const page = zod.catch(zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(10_000))), undefined);
/** A record page's period: the previous so many days (the page offers its presets); none is all time. */
const days = zod.catch(zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(366))), undefined);

/** The token of a password reset link: 256 bits in base64url (43 characters). */
export const resetLinkTokenSchema = zod.string().check(zod.trim(), zod.regex(/^[A-Za-z0-9_-]{43}$/, "must be the token of a reset link"));
/** /resetPassword?token=…: the link the email carries; a malformed token falls back to none (the page says the link is broken). */
export const resetPasswordSearchSchema = zod.object({ token: zod.catch(zod.optional(resetLinkTokenSchema), undefined) });

export const registerSearchSchema = zod.object({ affiliateCode: code, referralCode: code });
/** A path of this site only (not //host, nor /\host, which browsers read as //host; no control characters, which browsers drop). */
const sitePath = zod.catch(zod.optional(zod.string().check(zod.regex(/^\/(?![/\\])/), oneLine, zod.maxLength(500))), undefined);
/**
 * The lottery screen's search (SPEC §2, §7): a game by gameCode (the lobby's link) or lottoGameCode (a lottery launch),
 * the launch's lottoArea, launchMode, lottoPrizeMode, lottoView (betting: the game's board; lobby: every game) and
 * backUrl (where its back link goes).
 */
export const lotterySearchSchema = zod.object({
  gameCode: code, vendor: code, playType: code, nodeId: code,
  lottoArea: zod.catch(zod.optional(zod.enum(["VN", "SEA", "ELOTT"])), undefined),
  launchMode: code,
  lottoPrizeMode: code,
  lottoGameCode: code,
  lottoView: zod.catch(zod.optional(zod.enum(["betting", "lobby"])), undefined),
  backUrl: sitePath,
});
export type LotterySearch = zod.infer<typeof lotterySearchSchema>;
export const GAME_LIST_TABS = ["", "hot", "fav", "recent"] as const;
export const gameListSearchSchema = zod.object({
  tab: zod.catch(zod.optional(zod.enum(GAME_LIST_TABS)), undefined),
  vendor: code,
  gameName: text(100),
  classify: zod.catch(zod.optional(zod.enum(GAME_CLASSIFICATIONS)), undefined),
  minBet: zod.catch(zod.optional(zod.enum(MIN_BET_FILTERS)), undefined),
  /** How many pages of the list are shown (the lobby loads more on scroll). */
  page,
});
export type GameListSearch = zod.output<typeof gameListSearchSchema>;
/** The point mall's details: /pointMall?page=2. */
export const pointMallSearchSchema = zod.object({ page });
export type PointMallSearch = zod.output<typeof pointMallSearchSchema>;
export const promotionsSearchSchema = zod.object({ type: zod.catch(zod.optional(zod.enum(PROMOTION_TYPES)), undefined) });
/** /promoDetail?id=1: the promotion's id, a number in a link the site builds or the text of one typed or shared. */
export const promoDetailSearchSchema = zod.object({ id: zod.catch(zod.optional(zod.coerce.string().check(zod.trim(), zod.maxLength(64))), undefined) });
/** A promotion id from /promoDetail?id=…: a whole number from 1, else null (nothing to ask for). */
export function promotionIdOf(id: string | undefined): number | null {
  const numeric = Number(id);
  return Number.isInteger(numeric) && numeric > 0 ? numeric : null;
}
export const gameSearchSchema = zod.object({ gameCode: code, vendor: code, nodeId: code, launch: code, engine: zod.catch(zod.optional(zod.enum(GAME_ENGINES)), undefined) });
/** Where to go after logging in: a path of this site only (not //host, nor /\host, which browsers read as //host). */
export const loginSearchSchema = zod.object({ redirect: sitePath });
/**
 * /member/depositv2?deposit=12: back from the provider's checkout, the deposit to show.
 * /member/transactionHistory?kind=deposit&days=7&page=2: a record page's filter, period and page.
 */
export const memberSearchSchema = zod.object({
  deposit: zod.catch(zod.optional(zod.coerce.number().check(zod.int(), zod.positive())), undefined),
  kind: code,
  days,
  page,
});
export type MemberSearch = zod.output<typeof memberSearchSchema>;
/**
 * The agent centre's lists (/agentCentre?page=teamBets&days=30&pageNo=2&username=ali): period, page and username.
 * Their period is the last 7 days unless the URL says otherwise; days=0 is all time.
 */
export const agentListSearchSchema = zod.object({
  days: zod.catch(zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(0), zod.maximum(366))), undefined),
  pageNo: page,
  username: text(32),
});
export type AgentListSearch = zod.output<typeof agentListSearchSchema>;
/** SPEC §2: the agent centre's pages, in menu order; the contract record pages only when their feature is on. */
export const AGENT_PAGES = [
  "announcement", "overview", "register", "downlines", "teamBets", "memberProfit", "income", "accountDetails",
  "dividendRecord", "dailyWages", "hourlySalary", "realtimeSalary", "contracts",
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];
/** /agentCentre?page=downlines&pageNo=2: the page (in the URL, so the route's code needs none of the centre's) and its list. */
export const agentCentreSearchSchema = zod.extend(agentListSearchSchema, { page: zod.catch(zod.optional(zod.enum(AGENT_PAGES)), undefined) });
