// The header's bottom navigation: home, one item per game type, app download and promotions.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export interface NavItem {
  to: string;
  label: MessageDescriptor;
}

export const GAME_TYPE_ITEMS: NavItem[] = [
  { to: "/rng", label: msg`Slots` },
  { to: "/live", label: msg`Live casino` },
  { to: "/fish", label: msg`Fishing` },
  { to: "/pvp", label: msg`Card games` },
  { to: "/sports", label: msg`Sports` },
  { to: "/esports", label: msg`E-sports` },
  { to: "/lott", label: msg`Lottery` },
];

export const NAV_ITEMS: NavItem[] = [
  { to: "/", label: msg`Home` },
  ...GAME_TYPE_ITEMS,
  { to: "/down", label: msg`App download` },
  { to: "/promotions", label: msg`Promotions` },
];
