// Content and lobby calls: banners, notices, help, promotions, pages, downloads, feedback, service, menus, games, winners,
// the lottery's latest results.
import {
  bannerListSchema,
  gameListSchema,
  gameMenuListSchema,
  gamePageSchema,
  noticeListSchema,
  rankListSchema,
  recentGamesSchema,
  unreadCountSchema,
  type BannerGroup,
  type PromotionType,
} from "../contract/content";
import type { FeedbackRequest } from "../contract/contentPages";
import { balanceSchema } from "../contract/balance";
import { latestResultsSchema } from "../contract/lotteryDraw";
import { ANNOUNCEMENT, CLIENT_TYPE, LIMITS, MERCHANT } from "../config/index";
import type { ApiClient } from "./client";

// The activities' and the content pages' answers are read by modules of their own, which load on first use: after the
// home page's first paint (the floating widgets, the footer), not in it.
const activity = () => import("../contract/activity");
const pages = () => import("../contract/contentPages");

export function contentApi(client: ApiClient) {
  return {
    banners: (groupName: BannerGroup) => client.call(bannerListSchema, "/wps/content/banners", { query: { groupName } }),
    notices: () =>
      client.call(noticeListSchema, "/wps/relay/MCSFE_getListAnnouncements", {
        query: { types: ANNOUNCEMENT.types.join(","), platform: ANNOUNCEMENT.platform, execution: ANNOUNCEMENT.execution },
      }),
    help: (lang: string) => client.call(pages().then((module) => module.helpCenterSchema), "/wps/system/helpCenter", { query: { lang, device: MERCHANT.device } }),
    promotions: (type: PromotionType | undefined) => client.call(pages().then((module) => module.promotionListSchema), "/wps/content/promotions", { query: { type } }),
    promotion: (id: number) => client.call(pages().then((module) => module.promotionDetailSchema), `/wps/content/promotions/${id}`),
    activities: () => client.call(activity().then((module) => module.activityListSchema), "/wps/activities"),
    applyForActivity: (activityId: number, comment: string, images: readonly { name: string; data: Blob }[]) => {
      const upload = new FormData();
      upload.set("comment", comment);
      for (const image of images) upload.append("images", image.data, image.name);
      return client.call(activity().then((module) => module.activitySchema), `/wps/activities/${activityId}/applications`, { method: "POST", upload });
    },
    claimActivity: (activityId: number) => client.call(activity().then((module) => module.activitySchema), `/wps/activities/${activityId}/claim`, { method: "POST" }),
    claimRaffle: (promotionId: number) => client.call(pages().then((module) => module.claimResultSchema), "/wps/relay/MCS2_claimRafflePromotion", { method: "POST", body: { promotionId } }),
    page: (slug: "join" | "download") => client.call(pages().then((module) => module.sitePageSchema), `/wps/content/pages/${slug}`),
    downloads: () => client.call(pages().then((module) => module.downloadListSchema), "/wps/content/downloads"),
    feedback: (request: FeedbackRequest) => client.call(pages().then((module) => module.feedbackResultSchema), "/wps/feedback", { method: "PUT", body: request }),
    service: () => client.call(pages().then((module) => module.serviceSchema), "/wps/system/service"),
    counts: () => client.call(unreadCountSchema, "/wps/relay/CSP_unreadCount"),
    /** The header's balance; the wallet pages have the rest of the wallet in their own module. */
    balance: () => client.call(balanceSchema, "/wps/v2/wallets/balance"),
    menus: () => client.call(gameMenuListSchema, "/lgw/games/game_menus"),
    popular: () => client.call(gameListSchema, "/lgw/games/popular", { query: { count: LIMITS.popularGamesCount, device: MERCHANT.device } }),
    playablePopular: () => client.call(gameListSchema, "/lgw/games/popular", { query: { count: 8, playable: "1", device: MERCHANT.device } }),
    winners: () => client.call(rankListSchema, "/wps/relay/GCSGAME_getRankList", { query: { limitNum: LIMITS.winnerBoardLimit, gameCategory: "ALL" } }),
    /** Each lottery game's latest result (the home page's opened numbers). */
    lotteryResults: () => client.call(latestResultsSchema, "/lotto/lgw/games/opened/numero"),
    searchGames: async (gameName: string) =>
      (await client.call(gamePageSchema, "/wps/relay/GCSGAME_gameList", { query: { gameName, pageNo: 1, pageSize: LIMITS.gameListPageSize } })).games,
    recentSlots: () =>
      client.call(recentGamesSchema, "/wps/relay/GCS_recentGame", {
        query: { clientType: CLIENT_TYPE, gameType: "RNG", pageNo: 1, pageSize: LIMITS.recentGamesPageSize },
      }),
  };
}
export type ContentApi = ReturnType<typeof contentApi>;
