// What a route tells the root layout: its title, its banner group and which layout regions it shows.
import type { MessageDescriptor } from "@lingui/core";

import type { BannerGroup } from "../../contract/content";
export type { BannerGroup };

/** full: every region; headerOnly: game and lottery pages; bare: no header (helpmc). */
export type PageLayout = "full" | "headerOnly" | "bare";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    title?: MessageDescriptor;
    banner?: BannerGroup;
    layout?: PageLayout;
  }
}
