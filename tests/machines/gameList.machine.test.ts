// A game list page: tabs, vendors, filters and paging as SPEC §4 says; fav needs a member.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it } from "vitest";
import { gameListMachine, type PageRequest } from "../../machines/gameList.machine";
import type { Game } from "../../src/contract/content";
import { describeMachinePaths } from "./pathTest";

const game = (n: number): Game => ({ nodeId: `g${n}`, vassalage: "TALA", displayName: "Tala", gameType: "RNG", gameCode: `c${n}`, gameName: `Game ${n}`, iconUrl: "/g.svg", isHot: 0, isNew: 0 });

describeMachinePaths("gameList", {
  machine: gameListMachine,
  inputs: [{ gameType: "RNG" }],
  events: [
    { type: "tab.select", tab: "hot", accountType: null },
    { type: "tab.select", tab: "fav", accountType: null },
    { type: "tab.select", tab: "fav", accountType: 0 },
    { type: "tab.select", tab: "", accountType: null },
    { type: "vendor.select", vendor: "TALA" },
    { type: "filter.change", field: "gameName", value: "tiger" },
    { type: "filter.apply" },
    { type: "page.more" },
    { type: "language.changed" },
    { type: "retry" },
  ],
  outputs: {
    fetchFirstPage: [{ games: [game(1)], pageNo: 1, totalPages: 2 }],
    fetchNextPage: [{ games: [game(2)], pageNo: 2, totalPages: 2 }],
    fetchHot: [[game(9)]],
  },
  errors: { fetchFirstPage: [{ code: "network_error", message: "offline" }], fetchNextPage: [{ code: "network_error", message: "offline" }], fetchHot: [{ code: "network_error", message: "offline" }] },
  serializeState: (s) => JSON.stringify([s.value, s.context.tab, s.context.vendor, s.context.filters.gameName !== "", s.context.pageNo, s.context.totalPages, s.context.games.length > 0, s.context.errorCode !== null]),
  states: {
    loading: (s) => expect(s.hasTag("loading")).toBe(true),
    loadingHot: (s) => expect(s.context.tab).toBe("hot"),
    ready: (s) => expect(s.context.pageNo).toBeLessThanOrEqual(Math.max(1, s.context.totalPages)),
    loadingMore: (s) => expect(s.hasTag("loadingMore")).toBe(true),
    failed: (s) => expect(s.context.errorCode).not.toBeNull(),
  },
});

describe("game list", () => {
  it("resets to page 1 and clears filters when the tab or vendor changes, and appends the next page", async () => {
    const asked: PageRequest[] = [];
    const actor = createActor(
      gameListMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input }) => {
            asked.push(input);
            return { games: [game(input.pageNo)], pageNo: input.pageNo, totalPages: 3 };
          }),
          fetchHot: fromPromise(async () => [game(7)]),
        },
      }),
      { input: { gameType: "RNG" } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: "page.more" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual(["g1", "g2"]);
    actor.send({ type: "filter.change", field: "gameName", value: "tiger" });
    actor.send({ type: "vendor.select", vendor: "TALA" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.at(-1)).toMatchObject({ vendor: "TALA", pageNo: 1, filters: { gameName: "" } });
    actor.send({ type: "tab.select", tab: "hot", accountType: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual(["g7"]);
    let asks = 0;
    actor.on("games.needsAccount", () => asks++);
    actor.send({ type: "tab.select", tab: "fav", accountType: 4 });
    expect(asks).toBe(1);
    expect(actor.getSnapshot().context.tab).toBe("hot");
  });
});
