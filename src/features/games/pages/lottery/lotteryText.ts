// What the lottery screens and the arena call things, in the reader's language.
import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { LotteryArea, LotteryBetType } from "../../../../contract/lottery";
import { refundedOf, wonOf, type FightResult } from "../../../../../machines/cockfight.machine";
import type { Formatters } from "../../../../i18n/useFormat";

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
  COCKFIGHT: msg`Virtual cockfight (RNG)`,
};

const TICKET_STATUS: Record<"placed" | "won" | "lost" | "refunded" | "void", MessageDescriptor> = {
  placed: msg`Waiting for the draw`,
  won: msg`Won`,
  lost: msg`Lost`,
  refunded: msg`Draw: stake returned`,
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

/** The arena says what it is: e-sabong is banned in the Philippines since 2022, and an arena an RNG decides is virtual. */
export const VIRTUAL_FIGHT = msg`Virtual cockfight: each fight is decided by a random number generator (RNG), not a real match.`;

/**
 * A fight's end in sentences: who won (a draw says it was a draw, and that the sides are refunded, never "Draw
 * wins"), what the player won and what came back; `missed` when it ended while the player was away.
 */
export function fightEndText(i18n: I18n, format: Pick<Formatters, "money" | "digits">, ended: FightResult, missed: boolean): string {
  const fightNo = format.digits(ended.drawNo);
  const won = wonOf(ended.bets);
  const refunded = refundedOf(ended.bets);
  return [
    missed ? i18n._(msg`While you were away:`) : "",
    ended.outcome === null
      ? i18n._(msg`Fight #${fightNo} was cancelled: stakes returned.`)
      : ended.outcome === "DRAW"
        ? i18n._(msg`Fight #${fightNo} was a draw: meron and wala bets are refunded.`)
        : i18n._(msg`Fight #${fightNo}: ${i18n._(BET_TYPE_LABELS[ended.outcome])} wins.`),
    won !== "0.00" ? i18n._(msg`You won ${format.money(won)}!`) : "",
    refunded !== "0.00" ? i18n._(msg`${format.money(refunded)} is back in your balance.`) : "",
  ]
    .filter((sentence) => sentence !== "")
    .join(" ");
}
