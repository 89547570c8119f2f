// What the sportsbook calls things, in the reader's language.
import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { OddsChangeRule, Sport } from "../../../../contract/sports";

export const SPORT_LABELS: Record<Sport, MessageDescriptor> = {
  FOOTBALL: msg`Football`,
  BASKETBALL: msg`Basketball`,
  CRICKET: msg`Cricket`,
  ESPORTS: msg`E-sports`,
};

export const MARKET_LABELS = {
  MATCH: msg`Match result`,
  HANDICAP: msg`Handicap`,
  TOTAL: msg`Total`,
  draw: msg`Draw`,
  over: msg`Over`,
  under: msg`Under`,
} satisfies Record<string, MessageDescriptor>;

export const ODDS_RULE_LABELS: Record<OddsChangeRule, MessageDescriptor> = {
  none: msg`Ask me`,
  higher: msg`Accept higher prices`,
  any: msg`Accept any price`,
};

export const BET_STATUS: Record<"placed" | "won" | "lost" | "void", MessageDescriptor> = {
  placed: msg`Open`,
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Void, stake returned`,
};

export const LEG_RESULT: Record<"won" | "lost" | "void", MessageDescriptor> = {
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Void`,
};

const FAILURES: Record<string, MessageDescriptor> = {
  market_suspended: msg`A market on the slip is suspended. Try again in a moment, or remove it.`,
  market_closed: msg`A match on the slip takes no more bets. Remove it to go on.`,
  line_changed: msg`A line on the slip has changed. Remove that price and choose it again.`,
  stake_out_of_range: msg`The stake is outside the limits of a market on the slip.`,
  payout_above_limit: msg`This bet could win more than a bet may win. Lower the stake.`,
  related_legs: msg`An accumulator takes one price per match.`,
  too_many_legs: msg`An accumulator takes at most 10 prices.`,
  insufficient_funds: msg`The balance is not enough for this bet.`,
  unauthorized: msg`Log in to bet.`,
  game_maintenance: msg`Sports betting is under maintenance. Please try again later.`,
  network_error: msg`Network link is abnormal, please try again`,
};
export const sportsFailureText = (i18n: I18n, code: string | null) => (code === null ? "" : i18n._(FAILURES[code] ?? msg`The bet did not go through. Please try again.`));
