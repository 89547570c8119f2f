// The lottery's rules on their own: a draw's digits follow from its seed alone, and each bet type returns exactly what
// it states over every possible result, a fight's sides counting their refunds on a draw (the bench measures the same
// over millions of random tickets).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BET_RULES, BET_TYPES, drawResult, lastThreeSum, payout, settle, statedReturn } from "../../server/modules/lottery/engine";

const results = Array.from({ length: 100_000 }, (_, n) => String(n).padStart(5, "0"));

describe("the lottery engine", () => {
  it("draws five digits from the seed, the game and the draw number alone", () => {
    const seed = createHash("sha256").update("a seed").digest("hex");
    const first = drawResult(seed, "TL-DHAKA", 7);
    expect(first).toMatch(/^\d{5}$/);
    expect(drawResult(seed, "TL-DHAKA", 7)).toBe(first);
    const others = new Set([drawResult(seed, "TL-DHAKA", 8), drawResult(seed, "TL-OTHER", 7), drawResult(`${seed}0`, "TL-DHAKA", 7)]);
    expect(others.size).toBeGreaterThan(1);
  });

  it("pays each bet type its odds when it wins, and returns what it states over every result", () => {
    expect(payout("2D", "45", 200n, "12345")).toBe(19_000n);
    expect(payout("2D", "45", 200n, "12354")).toBe(0n);
    expect(payout("3D", "345", 100n, "12345")).toBe(95_000n);
    expect(payout("BIG", "", 1_000n, "00995")).toBe(1_960n);
    expect(payout("SMALL", "", 1_000n, "99000")).toBe(1_960n);
    expect(lastThreeSum("12345")).toBe(12);
    expect(payout("EVEN", "", 333n, "12345")).toBe(652n);
    const picks: Record<string, string[]> = { "2D": ["00", "07", "99"], "3D": ["000", "512", "999"] };
    for (const type of BET_TYPES) {
      for (const pick of picks[type] ?? [""]) {
        expect(BET_RULES[type].pick.test(pick)).toBe(true);
        const returned = results.reduce((sum, result) => sum + payout(type, pick, 1000n, result), 0n);
        expect(Number(returned) / (1000 * results.length), `${type} ${pick}`).toBeCloseTo(statedReturn(type), 9);
      }
    }
    expect(statedReturn("2D")).toBeCloseTo(0.95, 9);
    expect(statedReturn("BIG")).toBeCloseTo(0.98, 9);
  });

  it("refunds a side's stake when its fight is a draw, pays the draw bet, and keeps every fight bet's return under 100%", () => {
    // 950 to 999: a draw.
    expect(settle("MERON", "", 1_000n, "12999")).toEqual({ outcome: "refunded", due: 1_000n });
    expect(settle("WALA", "", 1_000n, "12950")).toEqual({ outcome: "refunded", due: 1_000n });
    expect(settle("DRAW", "", 1_000n, "12950")).toEqual({ outcome: "won", due: 19_000n });
    expect(settle("MERON", "", 1_000n, "12474")).toEqual({ outcome: "won", due: 1_900n });
    expect(settle("WALA", "", 1_000n, "12474")).toEqual({ outcome: "lost", due: 0n });
    // A ticket bought at other odds is paid at those.
    expect(settle("MERON", "", 1_000n, "12000", 2_000n)).toEqual({ outcome: "won", due: 2_000n });
    expect(statedReturn("MERON")).toBeCloseTo(0.9525, 9);
    expect(statedReturn("DRAW")).toBeCloseTo(0.95, 9);
    for (const type of BET_TYPES) expect(statedReturn(type), type).toBeLessThan(1);
  });
});
