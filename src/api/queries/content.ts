// Query options of the content area: every query key of banners, notices, help, promotions, menus and games lives here.
import { queryOptions } from "@tanstack/react-query";
import type { BannerGroup, PromotionType } from "../../contract/content";
import type { ContentApi } from "../content";

export function contentQueries(api: ContentApi) {
  return {
    banners: (group: BannerGroup, language: string) => queryOptions({ queryKey: ["content", "banners", group, language], queryFn: () => api.banners(group) }),
    notices: (language: string) => queryOptions({ queryKey: ["content", "notices", language], queryFn: api.notices }),
    help: (language: string) => queryOptions({ queryKey: ["content", "help", language], queryFn: () => api.help(language) }),
    promotions: (type: PromotionType | undefined, language: string, member: string | null) =>
      queryOptions({ queryKey: ["content", "promotions", type ?? "all", language, member], queryFn: () => api.promotions(type) }),
    promotion: (id: number, language: string, member: string | null) =>
      queryOptions({ queryKey: ["content", "promotion", id, language, member], queryFn: () => api.promotion(id) }),
    page: (slug: "join" | "download", language: string) => queryOptions({ queryKey: ["content", "page", slug, language], queryFn: () => api.page(slug) }),
    downloads: () => queryOptions({ queryKey: ["content", "downloads"], queryFn: api.downloads }),
    service: (member: string | null) => queryOptions({ queryKey: ["content", "service", member], queryFn: api.service }),
    /** Under the wallet's key: every movement's invalidation of ["wallet", member] refreshes it. */
    balance: (member: string) => queryOptions({ queryKey: ["wallet", member, "balance"], queryFn: api.balance }),
    counts: (member: string) => queryOptions({ queryKey: ["content", "counts", member], queryFn: api.counts, refetchInterval: 60_000 }),
    menus: () => queryOptions({ queryKey: ["games", "menus"], queryFn: api.menus, staleTime: 5 * 60_000 }),
    activities: (language: string, member: string | null) => queryOptions({ queryKey: ["content", "activities", language, member], queryFn: api.activities }),
    popular: (language: string) => queryOptions({ queryKey: ["games", "popular", language], queryFn: api.popular }),
    playablePopular: (language: string) => queryOptions({ queryKey: ["games", "popular", "playable", language], queryFn: api.playablePopular }),
    winners: (language: string) => queryOptions({ queryKey: ["games", "winners", language], queryFn: api.winners }),
    recentSlots: (member: string, language: string) => queryOptions({ queryKey: ["games", "recent", "RNG", member, language], queryFn: api.recentSlots }),
  };
}
export type ContentQueries = ReturnType<typeof contentQueries>;
