// The site writes numbers by its own table of each language's digits, separators and grouping (src/i18n/format.ts),
// so a page need not start ICU's number formatting before its first amount. Each language must read exactly as Intl
// writes it: the amounts, counts and digits of every page are checked here against Intl.NumberFormat.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/config/index";
import { formatMinor, formatMoney, formatNumber, localDigits } from "../../src/i18n/format";

/** A fixed pseudo-random sequence (a linear congruential generator), so a failure names values that come back. */
function* sequence(seed: number, count: number) {
  let state = seed;
  for (let index = 0; index < count; index++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield state;
  }
}

/** Every length of whole number from 1 to 16 digits, each digit, and the places a separator comes or goes. */
const WHOLES: bigint[] = [0n, 1n, 9n, 10n, 99n, 100n, 999n, 1_000n, 9_999n, 10_000n, 99_999n, 100_000n, 999_999n, 1_000_000n, 10_000_000n, 123_456_789n, 1_234_567_890_123n, 9_007_199_254_740_993n];
for (const value of sequence(7, 200)) WHOLES.push(BigInt(value) * BigInt(value % 100_000));

/** What Intl writes for an amount of minor units: the whole part grouped, the language's decimal sign, two digits. */
function intlMinor(minor: bigint, language: string): string {
  const abs = minor < 0n ? -minor : minor;
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1 }).formatToParts(1.5).find((part) => part.type === "decimal")?.value;
  const cents = new Intl.NumberFormat(language, { minimumIntegerDigits: 2, useGrouping: false }).format(Number(abs % 100n));
  return `${minor < 0n ? "-" : ""}${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(abs / 100n)}${decimal}${cents}`;
}

describe.each(LANGUAGES)("numbers in %s read as Intl writes them", (language) => {
  it("writes amounts of every size, both signs, in the language's digits and separators", () => {
    for (const whole of WHOLES) {
      for (const minor of [whole, -whole, whole * 100n + 5n, -(whole * 100n + 99n)]) expect(formatMinor(minor, language), String(minor)).toBe(intlMinor(minor, language));
    }
    expect(formatMoney("26500.5", language)).toBe(intlMinor(2_650_050n, language));
  });

  it("writes whole counts, as numbers and as bigints", () => {
    const intl = new Intl.NumberFormat(language);
    for (const whole of WHOLES) {
      expect(formatNumber(whole, language)).toBe(intl.format(whole));
      expect(formatNumber(-whole, language)).toBe(intl.format(-whole));
      if (whole <= BigInt(Number.MAX_SAFE_INTEGER)) expect(formatNumber(Number(whole), language)).toBe(intl.format(Number(whole)));
    }
  });

  it("keeps at most three decimals of a multiplier, rounded as Intl rounds them", () => {
    const intl = new Intl.NumberFormat(language);
    const values = [0.5, 1.5, 2.25, 1.0005, 1.0004999, 0.0005, 0.0004, 9.9995, 999.9996, 1234.5678, -0.0001, -0, 1e-7, 123456.789, 0.1 + 0.2];
    for (const value of sequence(11, 300)) values.push(value / 997, -(value % 10_000) / 8);
    for (const value of values) expect(formatNumber(value, language), String(value)).toBe(intl.format(value));
  });

  it("changes only the digits of a draw number, odds or a time", () => {
    const digits = Array.from({ length: 10 }, (_, digit) => new Intl.NumberFormat(language).format(digit));
    for (const text of ["473573", "0.30", "1 / 2", "12:05", "QUICKLOTTO_1"]) expect(localDigits(text, language)).toBe(text.replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit));
  });
});
