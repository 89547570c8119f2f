// Money crosses the wire as a decimal string with two places; inside it is integer minor units (bigint).
export function minorToDecimal(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const units = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${units}.${cents}`;
}

/** The inverse, for strings the contract's amount pattern already accepted ("250", "250.5", "-3.05"). */
export function decimalToMinor(decimal: string): bigint {
  const negative = decimal.startsWith("-");
  const [units = "0", cents = ""] = (negative ? decimal.slice(1) : decimal).split(".");
  const minor = BigInt(units) * 100n + BigInt(cents.padEnd(2, "0"));
  return negative ? -minor : minor;
}
