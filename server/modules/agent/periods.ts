// The periods contracts settle over, in UTC: five minutes (real-time salary), an hour, a day (daily wages), and a
// dividend's day, week (from Monday), half month (1st–15th, 16th–end) or month.
export type SettlementPeriod = "round" | "hourly" | "daily" | "weekly" | "semi_monthly" | "monthly";

const MINUTE = 60_000;
const REALTIME_MINUTES = 5;

/** The period of this kind that starts at `start`, or null when `start` is not such a period's first instant. */
export function periodFrom(period: SettlementPeriod, start: Date): { start: Date; end: Date } | null {
  const t = start.getTime();
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth();
  const d = start.getUTCDate();
  const midnight = t % (24 * 60 * MINUTE) === 0;
  const end = (() => {
    switch (period) {
      case "round":
        return t % (REALTIME_MINUTES * MINUTE) === 0 ? t + REALTIME_MINUTES * MINUTE : null;
      case "hourly":
        return t % (60 * MINUTE) === 0 ? t + 60 * MINUTE : null;
      case "daily":
        return midnight ? Date.UTC(y, m, d + 1) : null;
      case "weekly":
        return midnight && start.getUTCDay() === 1 ? Date.UTC(y, m, d + 7) : null;
      case "semi_monthly":
        return midnight && d === 1 ? Date.UTC(y, m, 16) : midnight && d === 16 ? Date.UTC(y, m + 1, 1) : null;
      case "monthly":
        return midnight && d === 1 ? Date.UTC(y, m + 1, 1) : null;
    }
  })();
  return end === null ? null : { start, end: new Date(end) };
}

/** The last complete period of each kind before `now`: what a scheduler run settles. */
export function lastCompleteStart(period: SettlementPeriod, now: Date): Date {
  const t = now.getTime();
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (period) {
    case "round":
      return new Date(t - (t % (REALTIME_MINUTES * MINUTE)) - REALTIME_MINUTES * MINUTE);
    case "hourly":
      return new Date(t - (t % (60 * MINUTE)) - 60 * MINUTE);
    case "daily":
      return new Date(Date.UTC(y, m, d - 1));
    case "weekly": {
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(y, m, d - sinceMonday - 7));
    }
    case "semi_monthly":
      return d >= 16 ? new Date(Date.UTC(y, m, 1)) : new Date(Date.UTC(y, m - 1, 16));
    case "monthly":
      return new Date(Date.UTC(y, m - 1, 1));
  }
}
