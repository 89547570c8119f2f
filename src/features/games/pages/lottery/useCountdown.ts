// A countdown to a moment of the server's clock: the device's clock may be wrong, so the server's time when it
// answered sets the offset, and the device's clock only measures the seconds since.
import { useEffect, useMemo, useState } from "react";
import { localDigits } from "../../../../i18n/format";

/** Whole seconds left until `target` (ISO), by the server's clock given as `serverTime` (ISO); never below zero. */
export function useCountdown(target: string | undefined, serverTime: string | undefined): number | null {
  const offsetMs = useMemo(() => (serverTime ? Date.parse(serverTime) - Date.now() : 0), [serverTime]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!target) return null;
  return Math.max(0, Math.ceil((Date.parse(target) - (now + offsetMs)) / 1000));
}

/** 3725 → "01:02:05"; under an hour "02:05"; in the language's digits (Bengali ones on the Bengali site). */
export function clockText(seconds: number, locale: string): string {
  const pad = (n: number) => localDigits(String(n).padStart(2, "0"), locale);
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${pad(hours)}:${rest}` : rest;
}
