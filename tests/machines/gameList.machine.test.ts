// A game list page: tabs, vendors, filters and paging as SPEC §4 says; fav needs a member.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it } from "vitest";
import { gameListMachine, type PageRequest } from "../../machines/gameList.machine";
import type { GameListSearch } from "../../src/contract/search";
import { describeMachinePaths, settle } from "./pathTest";
import { gameListPlan, gameSample as game } from "../../flowbook/plans/gameList";

describeMachinePaths("gameList", {
  ...gameListPlan,
  states: {
    loading: (s) => expect(s.hasTag("loading")).toBe(true),
    loadingHot: (s) => expect(s.context.tab).toBe("hot"),
    ready: (s) => expect(s.context.pageNo).toBeLessThanOrEqual(Math.max(1, s.context.totalPages)),
    loadingMore: (s) => expect(s.hasTag("loadingMore")).toBe(true),
    failed: (s) => expect(s.context.errorCode).not.toBeNull(),
  },
});

describe("game list", () => {
  const start = (search?: GameListSearch) => {
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
      { input: { gameType: "RNG", search } },
    );
    // The page's URL: what the machine proposes comes back as the new search, as the router does.
    const history: GameListSearch[] = [search ?? {}];
    actor.on("games.searchChanged", ({ search: next, replace }) => {
      if (replace) history.pop();
      history.push(next);
      actor.send({ type: "search.changed", search: next });
    });
    return { actor: actor.start(), asked, history };
  };

  it("resets to page 1 and clears filters when the tab or vendor changes, and appends the next page", async () => {
    const { actor, asked, history } = start();
    await settle();
    actor.send({ type: "page.more" });
    await settle();
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual(["g1", "g2"]);
    expect(history).toEqual([{ page: 2 }]);
    actor.send({ type: "filter.change", field: "gameName", value: "tiger" });
    actor.send({ type: "vendor.select", vendor: "TALA" });
    await settle();
    expect(asked.at(-1)).toMatchObject({ vendor: "TALA", pageNo: 1, filters: { gameName: "" } });
    expect(history.at(-1)).toEqual({ vendor: "TALA" });
    actor.send({ type: "tab.select", tab: "hot", accountType: null });
    await settle();
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual(["g7"]);
    let asks = 0;
    actor.on("games.needsAccount", () => asks++);
    actor.send({ type: "tab.select", tab: "fav", accountType: 4 });
    expect(asks).toBe(1);
    expect(actor.getSnapshot().context.tab).toBe("hot");
  });

  it("opens the list a URL holds, every page it asks for, and goes back to the list before", async () => {
    const { actor, asked } = start({ vendor: "TALA", gameName: "tiger", page: 3 });
    await settle();
    await settle();
    await settle();
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual(["g1", "g2", "g3"]);
    expect(asked.map((request) => [request.vendor, request.filters.gameName, request.pageNo])).toEqual([
      ["TALA", "tiger", 1],
      ["TALA", "tiger", 2],
      ["TALA", "tiger", 3],
    ]);
    // The same list again (the view tells the machine of every URL) loads nothing.
    actor.send({ type: "search.changed", search: { vendor: "TALA", gameName: "tiger", page: 3 } });
    expect(asked).toHaveLength(3);
    // Back to the list before: it loads from the first page.
    actor.send({ type: "search.changed", search: { vendor: "ACE" } });
    await settle();
    expect(asked.at(-1)).toMatchObject({ vendor: "ACE", pageNo: 1, filters: { gameName: "" } });
    expect(actor.getSnapshot().context).toMatchObject({ vendor: "ACE", pageNo: 1, draft: { gameName: "" } });
  });

  it("applies the typed name only on search, as one step of the history", async () => {
    const { actor, asked, history } = start();
    await settle();
    for (const value of ["t", "ti", "tig"]) actor.send({ type: "filter.change", field: "gameName", value });
    expect(asked).toHaveLength(1);
    actor.send({ type: "filter.apply" });
    await settle();
    expect(history).toEqual([{}, { gameName: "tig" }]);
    expect(asked.at(-1)).toMatchObject({ pageNo: 1, filters: { gameName: "tig" } });
  });
});
