// What the wallet pages say about problems and answers, in the reader's language.
import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { AmountProblem } from "../../../../machines/moneyForm";
import type { MemberPage } from "../../../config/index";
import { decodeReference } from "../../../contract/recordReference";
import { inLanguage } from "../../../contract/domain";
import { formatDate, formatNumber } from "../../../i18n/format";

export const PAGE_LABELS: Record<MemberPage, MessageDescriptor> = {
  securityCenter: msg`My account`,
  transferFund: msg`My wallet`,
  depositv2: msg`Deposit`,
  withdraw: msg`Withdraw`,
  transferUpline: msg`Agent transfers`,
  personalHistoryCopy: msg`Betting record`,
  transactionHistory: msg`Account record`,
  personalProfit: msg`Profit and loss`,
  bonusDetails: msg`Bonus details`,
  rewardCenter: msg`Reward centre`,
  referral: msg`Invite friends`,
  missionLeaderboard: msg`Mission activity`,
  messageV2: msg`Platform information`,
};

const SERVER_MESSAGES: Record<string, MessageDescriptor> = {
  insufficient_funds: msg`The balance is not enough for this amount.`,
  wrong_payment_password: msg`The payment password is not correct.`,
  payment_password_locked: msg`Too many wrong payment passwords. Please try again in 15 minutes.`,
  payment_password_not_set: msg`Set a payment password in My account first.`,
  amount_out_of_range: msg`The amount is outside the allowed range.`,
  invalid_amount: msg`The amount must be more than zero.`,
  withdrawal_limit: msg`You have reached today's number of withdrawals.`,
  trial_account: msg`Please register an account first.`,
  not_found: msg`We could not find that. Check the details and try again.`,
  not_an_agent: msg`Only agents can make this transfer.`,
  no_upline: msg`Your account has no upline.`,
  too_many_payout_accounts: msg`You already have the most payout accounts allowed.`,
  receipt_closed: msg`This withdrawal is no longer waiting for your answer.`,
  unsupported_image: msg`The proof must be a PNG or JPEG picture.`,
  payload_too_large: msg`The picture may be at most 5 MB.`,
  proof_required: msg`Choose a picture of the proof first.`,
  nothing_to_claim: msg`There is no reward to claim here.`,
  too_many_requests: msg`Too many requests. Please wait a moment and try again.`,
  network_error: msg`Network link is abnormal, please try again`,
};
const UNKNOWN = msg`Something went wrong. Please try again.`;

export const failureText = (i18n: I18n, code: string | null) => (code === null ? null : i18n._(SERVER_MESSAGES[code] ?? UNKNOWN));

export function amountText(i18n: I18n, problem: AmountProblem | "sameWallet" | "account" | "method" | "sixDigits" | "mismatch" | undefined, limits: { min?: string; max?: string } = {}): string | null {
  switch (problem) {
    case undefined:
      return null;
    case "required":
      return i18n._(msg`Required.`);
    case "format":
      return i18n._(msg`Enter an amount like 250 or 250.50.`);
    case "zero":
      return i18n._(msg`The amount must be more than zero.`);
    case "belowMinimum":
      return i18n._(msg`The smallest amount is ${limits.min ?? ""}.`);
    case "aboveMaximum":
      return i18n._(msg`The largest amount is ${limits.max ?? ""}.`);
    case "sameWallet":
      return i18n._(msg`Move between the main wallet and a game wallet.`);
    case "account":
      return i18n._(msg`Choose or add a payout account.`);
    case "method":
      return i18n._(msg`Choose a payment method.`);
    case "sixDigits":
      return i18n._(msg`Six digits.`);
    case "mismatch":
      return i18n._(msg`The two entries do not match.`);
  }
}

/** A record's reference in the reader's language: the platform's coded ones rendered here, a plain one as it is. */
export function referenceText(i18n: I18n, text: string): string {
  const reference = decodeReference(text);
  if (!reference) return text;
  const day = (value: string) => formatDate(value, i18n.locale);
  switch (reference.code) {
    case "rebate":
      return i18n._(msg`Rebate of ${day(reference.day)}`);
    case "mission": {
      const name = inLanguage(reference.name, i18n.locale) ?? "";
      return i18n._(msg`Mission: ${name} (${day(reference.day)})`);
    }
    case "activity": {
      const name = inLanguage(reference.name, i18n.locale) ?? "";
      return i18n._(msg`Activity reward: ${name}`);
    }
    case "points_converted": {
      const points = formatNumber(reference.points, i18n.locale);
      return i18n._(msg`${points} points converted`);
    }
    case "points_earned":
      return i18n._(msg`Points for the valid bets of ${day(reference.day)}`);
    case "withdrawal":
      return i18n._(msg`Withdrawal`);
    case "withdrawal_rejected":
      return i18n._(msg`Withdrawal rejected`);
    case "payout_not_received":
      return i18n._(msg`Payout not received`);
    case "free_play":
      return i18n._(msg`Free play balance`);
    case "agent_settlement":
      return i18n._(msg`Agent settlement from ${day(reference.from)}`);
  }
}
