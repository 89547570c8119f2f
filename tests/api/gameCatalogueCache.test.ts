// The lobby's pages are cached until the catalogue changes: an operator's change made through any API process shows in
// every process's lists, and the cache stays within its bound whatever callers search for.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { catalogueCache } from "../../server/modules/games/catalogueCache";
import { describeOnEachDatabase } from "./harness";
import { call } from "./walletApi";

describe("the catalogue cache", () => {
  it("keeps the most recently read pages within its weight and loads a page once for all who ask meanwhile", async () => {
    const cache = catalogueCache<number[]>({ maxWeight: 10, weigh: (games) => games.length });
    let loads = 0;
    const page = (size: number) => () => {
      loads += 1;
      return Promise.resolve(Array.from({ length: size }, (_, i) => i));
    };
    await Promise.all([cache.get("a", page(4)), cache.get("a", page(4)), cache.get("a", page(4))]);
    expect(loads).toBe(1);
    await cache.get("b", page(4));
    await cache.get("a", page(4)); // read again: b is now the oldest
    await cache.get("c", page(4));
    expect(cache.size()).toEqual({ entries: 2, weight: 8 });
    loads = 0;
    await cache.get("a", page(4));
    expect(loads).toBe(0);
    await cache.get("b", page(4));
    expect(loads).toBe(1);
  });

  it("does not keep a page whose load began before the catalogue changed", async () => {
    const cache = catalogueCache<string>({ maxWeight: 10, weigh: () => 1 });
    let finish: (value: string) => void = () => {};
    const stale = cache.get("page", () => new Promise((resolve) => (finish = resolve)));
    cache.bump();
    finish("before the change");
    expect(await stale).toBe("before the change");
    expect(await cache.get("page", () => Promise.resolve("after the change"))).toBe("after the change");
  });
});

describeOnEachDatabase("the game list's cache across API processes", (h) => {
  it("shows an operator's change made through another process in this process's cached list", async () => {
    // This process hears other processes' announcements, as the platform starts it.
    const stopListening = await h().services.games.start();
    try {
      const page = z.object({ games: z.array(z.object({ vassalage: z.string(), gameType: z.string(), gameName: z.string() })) });
      const esports = async () => page.parse((await call(h(), "GET", "/wps/relay/GCSGAME_gameList?gameType=ESPORTS&pageSize=50&lang=en")).value).games;
      const before = await esports();
      expect(new Set(before.map((game) => game.vassalage))).toEqual(new Set(["ARENA"]));

      // Written behind the API's back, the catalogue is not announced as changed: the cached page still shows the old name.
      const renamed = before[0]?.gameName ?? "";
      await h().db.execute("update game set names = names || jsonb_build_object('en', 'Renamed Arena Game') where vendor_code = 'ARENA' and names->>'en' = $1", [renamed]);
      expect((await esports()).map((game) => game.gameName)).toContain(renamed);

      const other = await h().secondApp();
      const set = await call(h(), "PUT", "/ops/games/esports-vendors", { ops: true, via: other, body: { vendors: ["ARENA", "TALASPORTS"] } });
      expect(set.value).toEqual({ vendors: ["ARENA", "TALASPORTS"] });
      await vi.waitFor(async () => expect(new Set((await esports()).map((game) => game.vassalage))).toEqual(new Set(["ARENA", "TALASPORTS"])), { timeout: 2000, interval: 10 });
      const after = await esports();
      expect(after.filter((game) => game.vassalage === "TALASPORTS").every((game) => game.gameType === "ESPORTS")).toBe(true);
      expect(after.map((game) => game.gameName)).toContain("Renamed Arena Game");

      await call(h(), "PUT", "/ops/games/esports-vendors", { ops: true, via: other, body: { vendors: ["ARENA"] } });
      await vi.waitFor(async () => expect(new Set((await esports()).map((game) => game.vassalage))).toEqual(new Set(["ARENA"])), { timeout: 2000, interval: 10 });
      await h().db.execute("update game set names = names || jsonb_build_object('en', $1::text) where vendor_code = 'ARENA' and names->>'en' = 'Renamed Arena Game'", [renamed]);
    } finally {
      await stopListening();
    }
  });
});
