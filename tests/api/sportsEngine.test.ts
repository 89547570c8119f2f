// The sportsbook's rules and its demo feed on their own: the feed is the same for the same seed, its chances add up
// and follow the score, prices carry the margin, each leg's result and each bet's payout follow SPORTS.md.
import { describe, expect, it } from "vitest";
import { betOutcome, combinedOdds, legResult, oddsMilliOf, oddsText, priceMilli } from "../../server/modules/sports/engine";
import { SPORT_RULES, createDemoFeed, marketsOf } from "../../server/modules/sports/feed";

const DAY = Date.UTC(2026, 6, 1);

describe("the sportsbook's rules", () => {
  it("plays the same matches, scores and results for the same seed, and chances that add up to one", () => {
    const now = new Date(DAY + 12 * 3_600_000);
    const window = [new Date(DAY), new Date(DAY + 24 * 3_600_000)] as const;
    const first = createDemoFeed("seed-a").events(...window, now);
    expect(createDemoFeed("seed-a").events(...window, now)).toEqual(first);
    expect(createDemoFeed("seed-b").events(...window, now).map((event) => event.home)).not.toEqual(first.map((event) => event.home));
    expect(new Set(first.map((event) => event.status))).toEqual(new Set(["finished", "live", "scheduled", "abandoned"]));
    for (const event of first.filter((known) => known.status !== "finished" && known.status !== "abandoned")) {
      for (const market of event.markets) expect(market.outcomes.reduce((sum, outcome) => sum + outcome.probability, 0)).toBeCloseTo(1, 6);
    }
    for (const event of first.filter((known) => known.status === "finished")) expect(event.result).toEqual(event.score);
  });

  it("moves the chances with the score and the time left: a lead late on is nearly won", () => {
    const football = SPORT_RULES.FOOTBALL;
    const home = (score: { home: number; away: number }, left: number) => marketsOf(football, [1.4, 1.2], score, left)[0]?.outcomes[0]?.probability ?? 0;
    expect(home({ home: 0, away: 0 }, 1)).toBeGreaterThan(0.35);
    expect(home({ home: 0, away: 0 }, 1)).toBeLessThan(0.55);
    expect(home({ home: 1, away: 0 }, 0.5)).toBeGreaterThan(home({ home: 0, away: 0 }, 0.5));
    expect(home({ home: 2, away: 0 }, 0.05)).toBeGreaterThan(0.98);
    const basketball = marketsOf(SPORT_RULES.BASKETBALL, [104, 100], { home: 0, away: 0 }, 1)[0]?.outcomes.map((outcome) => outcome.probability) ?? [];
    expect(basketball.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
  });

  it("prices a chance with the margin, down to the hundredth, from 1.01 to 100.00", () => {
    expect(oddsText(priceMilli(0.5, 500) ?? 0n)).toBe("1.90");
    expect(oddsText(priceMilli(0.5, 0) ?? 0n)).toBe("2.00");
    expect(priceMilli(0.999, 500)).toBeNull();
    expect(priceMilli(0.94, 500)).toBe(1010n);
    expect(priceMilli(0.001, 500)).toBeNull();
    expect(oddsMilliOf("2.15")).toBe(2150n);
    expect(oddsMilliOf("2.155")).toBeNull();
  });

  it("decides legs by the final score: a two-way tie and a line landed on are void, a football draw is the draw's", () => {
    expect(legResult("FOOTBALL", "MATCH", null, "DRAW", { home: 1, away: 1 })).toBe("won");
    expect(legResult("FOOTBALL", "MATCH", null, "HOME", { home: 1, away: 1 })).toBe("lost");
    expect(legResult("BASKETBALL", "MATCH", null, "HOME", { home: 100, away: 100 })).toBe("void");
    expect(legResult("FOOTBALL", "HANDICAP", -15, "HOME", { home: 2, away: 0 })).toBe("won");
    expect(legResult("FOOTBALL", "HANDICAP", -15, "AWAY", { home: 1, away: 0 })).toBe("won");
    expect(legResult("FOOTBALL", "HANDICAP", -10, "HOME", { home: 1, away: 0 })).toBe("void");
    expect(legResult("FOOTBALL", "TOTAL", 25, "OVER", { home: 2, away: 1 })).toBe("won");
    expect(legResult("CRICKET", "TOTAL", 3185, "UNDER", { home: 160, away: 158 })).toBe("won");
  });

  it("pays a bet its legs' odds multiplied, a void leg at 1.00, nothing once a leg loses, the stake back when all are void", () => {
    expect(combinedOdds([2150n, 1850n])).toBe(3977n);
    expect(betOutcome(1000n, [{ oddsMilli: 2150n, result: "won" }, { oddsMilli: 1850n, result: "won" }])).toEqual({ status: "won", due: 3977n });
    expect(betOutcome(1000n, [{ oddsMilli: 2150n, result: "won" }, { oddsMilli: 1850n, result: "void" }])).toEqual({ status: "won", due: 2150n });
    expect(betOutcome(1000n, [{ oddsMilli: 2150n, result: "lost" }, { oddsMilli: 1850n, result: null }])).toEqual({ status: "lost", due: 0n });
    expect(betOutcome(1000n, [{ oddsMilli: 2150n, result: "won" }, { oddsMilli: 1850n, result: null }])).toEqual({ status: "placed", due: 0n });
    expect(betOutcome(1000n, [{ oddsMilli: 2150n, result: "void" }])).toEqual({ status: "void", due: 1000n });
  });
});
