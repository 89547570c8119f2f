// What views write numbers with: money with the merchant's currency symbol, counts, digits and dates, all in the
// reader's language, so every amount on the site carries one symbol and every number one kind of digits.
import { createContext, useContext, useMemo } from "react";
import { useLingui } from "@lingui/react";
import { DEFAULT_CURRENCY_SYMBOL } from "../config/index";
import { formatCurrency, formatDate, formatMoney, formatNumber, localDigits } from "./format";

/** The merchant's currency symbol (its configuration, from the whitelabel settings); SPEC §9's default until they load. */
export const CurrencySymbolContext = createContext<string>(DEFAULT_CURRENCY_SYMBOL);

export interface Formatters {
  locale: string;
  symbol: string;
  /** "৳ ১,২৩৪.০০": a decimal string of the API with the merchant's symbol. */
  money: (decimal: string) => string;
  /** The same from integer minor units. */
  moneyMinor: (minor: bigint | number) => string;
  /** "১,২৩৪.০০": an amount where the symbol stands beside it already (a field's label, a column's heading). */
  amount: (decimal: string) => string;
  /** A count: "১,২০০". */
  number: (value: number | bigint) => string;
  /** A number as written text (a draw number, odds, a rate) in the language's digits. */
  digits: (text: string | number | bigint) => string;
  date: (iso: string, withTime?: boolean) => string;
}

export function formattersFor(locale: string, symbol: string): Formatters {
  return {
    locale,
    symbol,
    money: (decimal) => formatCurrency(decimal, symbol, locale),
    moneyMinor: (minor) => formatCurrency(formatMinorDecimal(minor), symbol, locale),
    amount: (decimal) => formatMoney(decimal, locale),
    number: (value) => formatNumber(value, locale),
    digits: (text) => localDigits(text, locale),
    date: (iso, withTime = false) => formatDate(iso, locale, withTime),
  };
}

/** Minor units as the API's decimal string ("-12.05"), so both kinds of amount take one path. */
function formatMinorDecimal(minor: bigint | number): string {
  const value = BigInt(minor);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

export function useFormat(): Formatters {
  const { i18n } = useLingui();
  const symbol = useContext(CurrencySymbolContext);
  const locale = i18n.locale;
  return useMemo(() => formattersFor(locale, symbol), [locale, symbol]);
}
