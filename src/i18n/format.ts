// Numbers and dates in the current language: money with two decimals and thousands separators, without floats.
const formats = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat; count: Intl.NumberFormat; decimal: string }>();

function formatsFor(locale: string) {
  let found = formats.get(locale);
  if (!found) {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
    found = { whole, cents: new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }), count: new Intl.NumberFormat(locale), decimal };
    formats.set(locale, found);
  }
  return found;
}

/** Integer minor units as "12,345.67" in the language's digits and separators. */
export function formatMinor(minor: bigint | number, locale: string): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const { whole, cents, decimal } = formatsFor(locale);
  return `${negative ? "-" : ""}${whole.format(abs / 100n)}${decimal}${cents.format(Number(abs % 100n))}`;
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

const digitSets = new Map<string, readonly string[]>();
/** The language's ten digits as Intl writes them (Bengali ones on the Bengali site, Latin ones in the seven others). */
function digitsOf(locale: string): readonly string[] {
  let digits = digitSets.get(locale);
  if (!digits) {
    const { whole } = formatsFor(locale);
    digits = Array.from({ length: 10 }, (_, digit) => whole.format(digit));
    digitSets.set(locale, digits);
  }
  return digits;
}

/**
 * A number as written text (a draw number, odds, a rate like "0.30", "1 / 2", "12:05") in the language's digits:
 * only the digits change, so codes and separators stay as they came. The one rule for digits of every language is
 * Intl's for its locale, the rule amounts follow.
 */
export function localDigits(text: string | number | bigint, locale: string): string {
  const digits = digitsOf(locale);
  return String(text).replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit);
}

/** A count of points, days or players (or a multiplier): "1,200" in the language's digits and separators. */
export function formatNumber(value: number | bigint, locale: string): string {
  return formatsFor(locale).count.format(value);
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
