// What a route tells the root layout: its title, its banner group and which layout regions it shows.
import type { MessageDescriptor } from "@lingui/core";

export const BANNER_GROUPS = [
  "w_home", "w_reg", "w_shop", "w_sports", "w_esports", "w_lott", "w_rng", "w_fish", "w_pvp", "w_live",
  "w_promotion", "w_help", "w_down", "w_login", "w_topup_1", "w_topup_2", "w_topup_3",
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** full: every region; headerOnly: game and lottery pages; bare: no header (helpmc). */
export type PageLayout = "full" | "headerOnly" | "bare";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    title?: MessageDescriptor;
    banner?: BannerGroup;
    layout?: PageLayout;
  }
}
