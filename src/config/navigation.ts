// The header's bottom navigation: home, one item per game type, app download and promotions.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  /** The game type whose vendors the item's dropdown lists. */
  gameType?: "RNG" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "LOTT" | "ELOTT";
}

export const GAME_TYPE_ITEMS: NavItem[] = [
  { to: "/rng", label: msg`Slots`, gameType: "RNG" },
  { to: "/live", label: msg`Live casino`, gameType: "LIVE" },
  { to: "/fish", label: msg`Fishing`, gameType: "FISH" },
  { to: "/pvp", label: msg`Card games`, gameType: "PVP" },
  { to: "/sports", label: msg`Sports`, gameType: "SPORTS" },
  { to: "/esports", label: msg`E-sports`, gameType: "ESPORTS" },
  { to: "/lott", label: msg`Lottery`, gameType: "LOTT" },
  { to: "/elott", label: msg`E-lottery`, gameType: "ELOTT" },
];

export const NAV_ITEMS: NavItem[] = [
  { to: "/", label: msg`Home` },
  ...GAME_TYPE_ITEMS,
  { to: "/down", label: msg`App download` },
  { to: "/promotions", label: msg`Promotions` },
];
