// Query options of the content area: every query key of banners, notices, help, promotions, menus and games lives here.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { BannerGroup, PromotionType } from "../../contract/content";
import type { ContentApi } from "../content";
import { gamesKeys, walletKey } from "./keys";
import { OUTSIDE_GAME_BALANCE_POLL_MS } from "../../config/index";

export const contentKeys = {
  all: ["content"] as const,
  banners: (group: BannerGroup, language: string) => ["content", "banners", group, language] as const,
  notices: (language: string) => ["content", "notices", language] as const,
  help: (language: string) => ["content", "help", language] as const,
  promotions: (type: PromotionType | undefined, language: string, member: string | null) => ["content", "promotions", type ?? "all", language, member] as const,
  promotion: (id: number, language: string, member: string | null) => ["content", "promotion", id, language, member] as const,
  page: (slug: "join" | "download", language: string) => ["content", "page", slug, language] as const,
  downloads: () => ["content", "downloads"] as const,
  service: (member: string | null) => ["content", "service", member] as const,
  counts: (member: string) => ["content", "counts", member] as const,
  activities: () => ["content", "activities"] as const,
  activitiesFor: (language: string, member: string | null) => ["content", "activities", language, member] as const,
};

export function contentQueries(api: ContentApi) {
  return {
    banners: (group: BannerGroup, language: string) => queryOptions({ queryKey: contentKeys.banners(group, language), queryFn: () => api.banners(group) }),
    notices: (language: string) => queryOptions({ queryKey: contentKeys.notices(language), queryFn: api.notices }),
    help: (language: string) => queryOptions({ queryKey: contentKeys.help(language), queryFn: () => api.help(language) }),
    promotions: (type: PromotionType | undefined, language: string, member: string | null) =>
      queryOptions({ queryKey: contentKeys.promotions(type, language, member), queryFn: () => api.promotions(type) }),
    promotion: (id: number, language: string, member: string | null) =>
      queryOptions({ queryKey: contentKeys.promotion(id, language, member), queryFn: () => api.promotion(id) }),
    page: (slug: "join" | "download", language: string) => queryOptions({ queryKey: contentKeys.page(slug, language), queryFn: () => api.page(slug) }),
    downloads: () => queryOptions({ queryKey: contentKeys.downloads(), queryFn: api.downloads }),
    service: (member: string | null) => queryOptions({ queryKey: contentKeys.service(member), queryFn: api.service }),
    /** Under the wallet's key: every movement's invalidation of ["wallet", member] refreshes it. */
    balance: (member: string) => queryOptions({ queryKey: [...walletKey(member), "balance"], queryFn: api.balance }),
    /** The same balance, asked again every few seconds while an outside game moves the money. */
    balanceWhilePlaying: (member: string) =>
      queryOptions({ queryKey: [...walletKey(member), "balance"], queryFn: api.balance, refetchInterval: OUTSIDE_GAME_BALANCE_POLL_MS }),
    counts: (member: string) => queryOptions({ queryKey: contentKeys.counts(member), queryFn: api.counts, refetchInterval: 60_000 }),
    menus: () => queryOptions({ queryKey: gamesKeys.menus(), queryFn: api.menus, staleTime: 5 * 60_000 }),
    activities: (language: string, member: string | null) => queryOptions({ queryKey: contentKeys.activitiesFor(language, member), queryFn: api.activities }),
    popular: (language: string) => queryOptions({ queryKey: gamesKeys.popular(language), queryFn: api.popular }),
    playablePopular: (language: string) => queryOptions({ queryKey: gamesKeys.playablePopular(language), queryFn: api.playablePopular }),
    winners: (language: string) => queryOptions({ queryKey: gamesKeys.winners(language), queryFn: api.winners }),
    lotteryResults: (language: string) => queryOptions({ queryKey: gamesKeys.lotteryResults(language), queryFn: api.lotteryResults, staleTime: 30_000 }),
    recentSlots: (member: string, language: string) => queryOptions({ queryKey: gamesKeys.recentSlots(member, language), queryFn: api.recentSlots }),
  };
}
export type ContentQueries = ReturnType<typeof contentQueries>;

/** A message read or a promotion claimed: every content list (the header's unread number among them). */
export const invalidateContent = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: contentKeys.all });

/** An activity joined or claimed: the activity lists show its new state. */
export const invalidateActivities = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: contentKeys.activities() });

/** A reward claimed: the member's badges count again. */
export const invalidateCounts = (queryClient: QueryClient, member: string) => queryClient.invalidateQueries({ queryKey: contentKeys.counts(member) });
