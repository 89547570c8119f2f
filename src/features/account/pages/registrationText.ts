// Labels of the registration fields and the hint built from a rule's pattern message and limits (SPEC §5).
import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { RegisterField, RegisterRule } from "../../../contract/system";
import { formatNumber } from "../../../i18n/format";

export const FIELD_LABELS: Record<RegisterField, MessageDescriptor> = {
  username: msg`Username`,
  password: msg`Password`,
  confirmPassword: msg`Confirm password`,
  payeeName: msg`Payee name`,
  email: msg`Email`,
  qqNum: msg`QQ number`,
  mobileNum: msg`Mobile number`,
  recommenderId: msg`Recommender ID`,
  captcha: msg`Characters in the picture`,
  verificationCode: msg`SMS verification code`,
  affiliateCode: msg`Invitation code`,
  paymentPassword: msg`Payment password`,
  line: msg`LINE`,
  whatsapp: msg`WhatsApp`,
  facebook: msg`Facebook`,
  wechat: msg`WeChat`,
  idNumber: msg`ID number`,
  referralCode: msg`Referral code`,
  realName: msg`Real name`,
  nickname: msg`Nickname`,
  telegram: msg`Telegram`,
  zalo: msg`Zalo`,
  permanentAddress: msg`Permanent address`,
  currentAddress: msg`Current address`,
  nationality: msg`Nationality`,
  placeOfBirth: msg`Place of birth`,
  occupation: msg`Occupation`,
  sourceOfIncome: msg`Source of income`,
  birthday: msg`Birthday (yyyy-MM-dd)`,
};

/** The pattern message families reg_pattern_N. */
const PATTERN_MESSAGES: Partial<Record<number, MessageDescriptor>> = {
  0: msg`Starts with a letter, then letters and digits`,
  1: msg`Digits only`,
  2: msg`A valid email address`,
  3: msg`Letters and digits, no special characters`,
  4: msg`At least one uppercase letter`,
  5: msg`Upper and lower case letters, a digit and a special character`,
  6: msg`Full name, with the surname separated by a space`,
  7: msg`Japanese characters only`,
  8: msg`Thai characters only`,
  9: msg`A date as yyyy-MM-dd`,
  10: msg`A date as MM-dd-yyyy`,
  11: msg`No spaces`,
};

export function ruleHint(i18n: I18n, rule: RegisterRule | undefined): string | null {
  if (!rule?.enabled) return null;
  // '*' accepts anything: only the limits are worth saying.
  const pattern = rule.acceptedPattern === "*" ? undefined : PATTERN_MESSAGES[rule.patternId];
  const length = (value: number) => formatNumber(value, i18n.locale);
  const limits = rule.minLength === rule.maxLength ? `(${length(rule.minLength)})` : `(${length(rule.minLength)} - ${length(rule.maxLength)})`;
  return pattern ? `${i18n._(pattern)} ${limits}` : limits;
}
