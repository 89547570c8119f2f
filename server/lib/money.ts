// Money crosses the wire as a decimal string with two places; inside it is integer minor units (bigint).
export function minorToDecimal(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const units = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${units}.${cents}`;
}
