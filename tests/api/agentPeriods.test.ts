// The settlement periods in UTC: which instants start a period and where it ends; the last complete one.
import { describe, expect, it } from "vitest";
import { lastCompleteStart, periodFrom } from "../../server/modules/agent/periods";

const at = (iso: string) => new Date(iso);
const end = (period: Parameters<typeof periodFrom>[0], start: string) => periodFrom(period, at(start))?.end.toISOString() ?? null;

describe("settlement periods", () => {
  it("starts each period only at its first instant and ends it where the next begins", () => {
    expect(end("round", "2026-11-23T10:05:00Z")).toBe("2026-11-23T10:10:00.000Z");
    expect(end("round", "2026-11-23T10:06:00Z")).toBeNull();
    expect(end("hourly", "2026-11-23T10:00:00Z")).toBe("2026-11-23T11:00:00.000Z");
    expect(end("daily", "2026-11-30T00:00:00Z")).toBe("2026-12-01T00:00:00.000Z");
    expect(end("weekly", "2026-11-23T00:00:00Z")).toBe("2026-11-30T00:00:00.000Z");
    expect(end("weekly", "2026-11-24T00:00:00Z")).toBeNull();
    expect(end("semi_monthly", "2026-02-16T00:00:00Z")).toBe("2026-03-01T00:00:00.000Z");
    expect(end("semi_monthly", "2026-02-01T00:00:00Z")).toBe("2026-02-16T00:00:00.000Z");
    expect(end("monthly", "2026-12-01T00:00:00Z")).toBe("2027-01-01T00:00:00.000Z");
    expect(end("monthly", "2026-12-02T00:00:00Z")).toBeNull();
  });
  it("finds the last complete period of each kind", () => {
    const now = at("2026-11-23T10:07:30Z");
    expect(lastCompleteStart("round", now).toISOString()).toBe("2026-11-23T10:00:00.000Z");
    expect(lastCompleteStart("hourly", now).toISOString()).toBe("2026-11-23T09:00:00.000Z");
    expect(lastCompleteStart("daily", now).toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(lastCompleteStart("weekly", now).toISOString()).toBe("2026-11-16T00:00:00.000Z");
    expect(lastCompleteStart("semi_monthly", now).toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(lastCompleteStart("semi_monthly", at("2026-11-05T00:00:00Z")).toISOString()).toBe("2026-10-16T00:00:00.000Z");
    expect(lastCompleteStart("monthly", now).toISOString()).toBe("2026-10-01T00:00:00.000Z");
  });
});
