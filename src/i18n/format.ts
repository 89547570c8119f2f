// Numbers and dates in the current language: money with two decimals and thousands separators, without floats.
const formats = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat; decimal: string }>();

function formatsFor(locale: string) {
  let found = formats.get(locale);
  if (!found) {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
    found = { whole, cents: new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }), decimal };
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
