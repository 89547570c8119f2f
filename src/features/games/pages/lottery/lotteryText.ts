// What the lottery screens and the arena call things, in the reader's language.
import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { LotteryArea, LotteryBetType } from "../../../../contract/lottery";

export const BET_TYPE_LABELS: Record<LotteryBetType, MessageDescriptor> = {
  "2D": msg`2D: last two digits`,
  "3D": msg`3D: last three digits`,
  BIG: msg`Big (sum 14–27)`,
  SMALL: msg`Small (sum 0–13)`,
  ODD: msg`Odd sum`,
  EVEN: msg`Even sum`,
  MERON: msg`Meron`,
  WALA: msg`Wala`,
  DRAW: msg`Draw`,
};

export const AREA_LABELS: Record<LotteryArea, MessageDescriptor> = {
  VN: msg`Vietnam lottery`,
  SEA: msg`South-east Asia lottery`,
  ELOTT: msg`E-lottery`,
  COCKFIGHT: msg`Cockfight`,
};

const TICKET_STATUS: Record<"placed" | "won" | "lost" | "void", MessageDescriptor> = {
  placed: msg`Waiting for the draw`,
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Cancelled, stake returned`,
};
export const ticketStatusText = (i18n: I18n, status: keyof typeof TICKET_STATUS) => i18n._(TICKET_STATUS[status]);

const FAILURES: Record<string, MessageDescriptor> = {
  draw_closed: msg`Betting on this draw has closed. Bet on the next draw.`,
  draw_suspended: msg`This draw is suspended. Try again later.`,
  stake_out_of_range: msg`The stake is outside this game's limits.`,
  insufficient_funds: msg`The balance is not enough for this bet.`,
  invalid_pick: msg`Enter the digits this bet needs.`,
  unauthorized: msg`Log in to bet.`,
  too_many_requests: msg`Too many requests. Please wait a moment and try again.`,
  network_error: msg`Network link is abnormal, please try again`,
};
export const lotteryFailureText = (i18n: I18n, code: string | null) => (code === null ? null : i18n._(FAILURES[code] ?? msg`The bet did not go through. Please try again.`));
