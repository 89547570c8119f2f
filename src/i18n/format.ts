// Numbers and dates in the current language: money with two decimals and thousands separators, without floats.
import type { Language } from "../config/index";
import { isLanguage } from "./index";

/**
 * How each language writes a number, as Intl (ICU) writes it for the locale: its digits, separators and grouping
 * (Indian: the last three digits, then pairs). Written out because the first Intl.NumberFormat of a page starts
 * ICU's number formatting, one task of about 30 ms on a desktop and 120 on a phone, before the first amount can
 * show. tests/i18n/numbers.test.ts holds each language to what Intl writes.
 */
interface NumberStyle {
  /** The code point of the language's digit zero; the nine others follow it. */
  zero: number;
  group: string;
  decimal: string;
  indian: boolean;
}
const LATIN = { zero: 0x30, group: ",", decimal: ".", indian: false } satisfies NumberStyle;
const LATIN_DOT_GROUPS = { zero: 0x30, group: ".", decimal: ",", indian: false } satisfies NumberStyle;
const NUMBER_STYLES: Record<Language, NumberStyle> = {
  bn: { zero: 0x09e6, group: ",", decimal: ".", indian: true },
  en: LATIN,
  zh: LATIN,
  hi: { ...LATIN, indian: true },
  id: LATIN_DOT_GROUPS,
  th: LATIN,
  tl: LATIN,
  vi: LATIN_DOT_GROUPS,
};
/** The style of a locale's language ("bn-BD" is written as "bn"); one the site does not speak, in Latin digits. */
function styleOf(locale: string): NumberStyle {
  const language = locale.split("-")[0] ?? "";
  return isLanguage(language) ? NUMBER_STYLES[language] : LATIN;
}

const written = (ascii: string, style: NumberStyle) => (style.zero === 0x30 ? ascii : ascii.replace(/[0-9]/g, (digit) => String.fromCodePoint(style.zero + Number(digit))));

/** "1234567" as "12,34,567" or "1,234,567", in the style's digits. */
function grouped(digits: string, style: NumberStyle): string {
  const groups: string[] = [];
  let end = digits.length;
  let size = 3;
  while (end > size) {
    groups.unshift(digits.slice(end - size, end));
    end -= size;
    if (style.indian) size = 2;
  }
  groups.unshift(digits.slice(0, end));
  return written(groups.join(style.group), style);
}

/** Integer minor units as "12,345.67" in the language's digits and separators. */
export function formatMinor(minor: bigint | number, locale: string): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const style = styleOf(locale);
  return `${negative ? "-" : ""}${grouped((abs / 100n).toString(), style)}${style.decimal}${written((abs % 100n).toString().padStart(2, "0"), style)}`;
}

/** A decimal string from the API ("26500.00") formatted the same way; anything else is shown as it came. */
export function formatMoney(decimal: string, locale: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) return decimal;
  const minor = BigInt(match[2] ?? "0") * 100n + BigInt((match[3] ?? "0").padEnd(2, "0"));
  return formatMinor(match[1] === "-" ? -minor : minor, locale);
}

export function formatDate(iso: string, locale: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" }).format(date);
}

/**
 * A number as written text (a draw number, odds, a rate like "0.30", "1 / 2", "12:05") in the language's digits:
 * only the digits change, so codes and separators stay as they came. The one rule for digits of every language is
 * NUMBER_STYLES', the rule amounts follow.
 */
export function localDigits(text: string | number | bigint, locale: string): string {
  return written(String(text), styleOf(locale));
}

/** A count of points, days or players (or a multiplier): "1,200" in the language's digits and separators. */
export function formatNumber(value: number | bigint, locale: string): string {
  // A fraction (a multiplier such as 1.5, to three decimals) or a count past 2^53 is rare: Intl writes those.
  if (typeof value === "number" && (!Number.isSafeInteger(value) || Object.is(value, -0))) return new Intl.NumberFormat(locale).format(value);
  const whole = BigInt(value);
  return `${whole < 0n ? "-" : ""}${grouped((whole < 0n ? -whole : whole).toString(), styleOf(locale))}`;
}

/** An amount with the merchant's currency symbol before it: "৳ ১,২৩৪.০০" (a no-break space keeps them on one line). */
export function formatCurrency(decimal: string, symbol: string, locale: string): string {
  const amount = formatMoney(decimal, locale);
  return symbol ? `${symbol}\u00a0${amount}` : amount;
}

/** Where each digit set a player's keyboard may type starts: Bengali, Devanagari, Thai, full-width, Arabic-Indic. */
const DIGIT_ZEROS = [0x09e6, 0x0966, 0x0e50, 0xff10, 0x0660, 0x06f0];

/** What a player typed into a number field, each digit as an ASCII one: a Bengali keyboard types "১০০" for 100. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((first) => code >= first && code < first + 10);
    return zero === undefined ? digit : String(code - zero);
  });
}
