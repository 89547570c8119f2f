// What each page shows first, primed by its route's loader: the lists start loading beside the page's code instead of
// after it, and a link the visitor points at (the router preloads on intent) has its data on the way before the click.
// Priming never holds a page back: each view still shows its own loading state until its list lands.
import type { QueryClient } from "@tanstack/react-query";
import type { BannerGroup, PromotionType } from "../contract/content";
import { promotionIdOf } from "../contract/search";
import type { ContentQueries } from "../api/queries/content";
import { sessionStore } from "../api/session";
import { i18n } from "../i18n/index";
import type { FlowLoaders } from "./index";

/** Asks for a picture at high priority (once); the page's <img> of the same address then finds it on its way. */
function preloadPicture(url: string): void {
  if ([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((link) => link.getAttribute("href") === url)) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.fetchPriority = "high";
  link.href = url;
  document.head.append(link);
}

export function createRouteData({ queryClient, content, loaders }: { queryClient: QueryClient; content: ContentQueries; loaders: FlowLoaders }) {
  const language = () => i18n.locale;
  // Lists keyed by member are primed for visitors only: a member's key needs the session, which the views hold.
  const isVisitor = () => sessionStore.token() === null;
  return {
    /** The home page's and the notice page's list. */
    notices: () => void queryClient.prefetchQuery(content.notices(language())),
    /**
     * A page's banners. The layout asks for them only once the system checks are through, so they are primed beside
     * those checks, and their first picture (the largest paint of the page) is asked for as soon as they come.
     */
    banners: (group: BannerGroup) => {
      const banners = content.banners(group, language());
      void queryClient.prefetchQuery(banners).then(() => {
        const first = queryClient.getQueryData(banners.queryKey)?.[0];
        if (first) preloadPicture(first.url);
      });
    },
    help: () => void queryClient.prefetchQuery(content.help(language())),
    join: () => void queryClient.prefetchQuery(content.page("join", language())),
    downloads: () => void queryClient.prefetchQuery(content.downloads()),
    promotions: (type: PromotionType | undefined) => {
      if (isVisitor()) void queryClient.prefetchQuery(content.promotions(type, language(), null));
    },
    promotion: (id: string | undefined) => {
      const numeric = promotionIdOf(id);
      if (numeric !== null && isVisitor()) void queryClient.prefetchQuery(content.promotion(numeric, language(), null));
    },
    // Pages behind a login and game pages: their flows load beside the page's code. Their lists are keyed by the
    // member the session knows, so the views start them as soon as it does.
    /** The member centre and the point mall: the wallet's flows. */
    wallet: () => void loaders.wallet().catch(() => undefined),
    /** The agent centre: the agent's flows. */
    agent: () => void loaders.agent().catch(() => undefined),
    /** A game, the lottery screen, a provider's page: the games' flows (launch, house games). */
    games: () => void loaders.games().catch(() => undefined),
    /** A lobby: its flows (the game list machine) and the vendor list load together. */
    lobby: () =>
      void loaders.games().then(
        (games) => queryClient.prefetchQuery(games.queries.vendors()),
        () => undefined,
      ),
  };
}
export type RouteData = ReturnType<typeof createRouteData>;
