// A game list page: tabs, vendors, filters and paging as SPEC §4 says; fav needs a member.
import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { gameListMachine, type PageRequest } from "../../machines/gameList.machine";
import type { GameListSearch } from "../../src/contract/search";
import { callsOf, describeMachinePaths } from "./pathTest";
import { gameListPlan, gameSample as game } from "../../flowbook/plans/gameList";
import { COCKFIGHT_VENDOR } from "../../src/config/index";

describeMachinePaths("gameList", {
  ...gameListPlan,
  states: {
    // The chosen list's first page is asked for, nothing shown meanwhile.
    loading: (s) => {
      expect(s.context.games).toEqual([]);
      expect(callsOf(s).fetchFirstPage).toMatchObject({ tab: s.context.tab, vendor: s.context.vendor, pageNo: 1 });
    },
    loadingHot: (s) => expect(s.context.tab).toBe("hot"),
    ready: (s) => expect(s.context.pageNo).toBeLessThanOrEqual(Math.max(1, s.context.totalPages)),
    // The next page is asked for under the games already shown.
    loadingMore: (s) => {
      expect(s.context.games.length).toBeGreaterThan(0);
      expect(callsOf(s).fetchNextPage).toMatchObject({ pageNo: s.context.pageNo });
      expect(s.context.pageNo).toBeLessThanOrEqual(s.context.totalPages);
    },
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
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 });
    actor.send({ type: "page.more" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.pageNo === 2, { timeout: 1000 });
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual(["g1", "g2"]);
    expect(history).toEqual([{ page: 2 }]);
    actor.send({ type: "filter.change", field: "gameName", value: "tiger" });
    actor.send({ type: "vendor.select", vendor: "TALA" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.vendor === "TALA", { timeout: 1000 });
    expect(asked.at(-1)).toMatchObject({ vendor: "TALA", pageNo: 1, filters: { gameName: "" } });
    expect(history.at(-1)).toEqual({ vendor: "TALA" });
    actor.send({ type: "tab.select", tab: "hot", accountType: null });
    await waitFor(actor, (s) => s.matches("ready") && s.context.tab === "hot", { timeout: 1000 });
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual(["g7"]);
    let asks = 0;
    actor.on("games.needsAccount", () => asks++);
    actor.send({ type: "tab.select", tab: "fav", accountType: 4 });
    expect(asks).toBe(1);
    expect(actor.getSnapshot().context.tab).toBe("hot");
  });

  it("opens the list a URL holds, every page it asks for, and goes back to the list before", async () => {
    const { actor, asked } = start({ vendor: "TALA", gameName: "tiger", page: 3 });
    await waitFor(actor, (s) => s.matches("ready") && s.context.pageNo === 3, { timeout: 1000 });
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
    await waitFor(actor, (s) => s.matches("ready") && s.context.vendor === "ACE", { timeout: 1000 });
    expect(asked.at(-1)).toMatchObject({ vendor: "ACE", pageNo: 1, filters: { gameName: "" } });
    expect(actor.getSnapshot().context).toMatchObject({ vendor: "ACE", pageNo: 1, draft: { gameName: "" } });
  });

  it("applies the typed name only on search, as one step of the history", async () => {
    const { actor, asked, history } = start();
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 });
    for (const value of ["t", "ti", "tig"]) actor.send({ type: "filter.change", field: "gameName", value });
    expect(asked).toHaveLength(1);
    actor.send({ type: "filter.apply" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.filters.gameName === "tig", { timeout: 1000 });
    expect(history).toEqual([{}, { gameName: "tig" }]);
    expect(asked.at(-1)).toMatchObject({ pageNo: 1, filters: { gameName: "tig" } });
  });

  it("starts the cockfight vendor's game instead of listing it, chosen or named by a link, and lists all vendors", async () => {
    const { actor, asked, history } = start({ vendor: COCKFIGHT_VENDOR, gameName: "cock" });
    const started: string[] = [];
    actor.on("games.vendorStart", ({ vendor }) => started.push(vendor));
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 });
    // The link's list, on every vendor: the cockfight vendor has no list of its own.
    expect(asked.map((request) => [request.vendor, request.filters.gameName])).toEqual([["", "cock"]]);
    // The view tells the machine of the URL it shows: its vendor's game starts, and the list stays.
    actor.send({ type: "search.changed", search: { vendor: COCKFIGHT_VENDOR, gameName: "cock" } });
    // Nothing to wait for: the start is announced within the send, and a load would have been asked for within it too.
    expect(started).toEqual([COCKFIGHT_VENDOR]);
    expect(asked).toHaveLength(1);
    // Chosen in the carousel: its game starts, and the URL and the list stay as they were.
    actor.send({ type: "vendor.select", vendor: COCKFIGHT_VENDOR });
    expect(started).toEqual([COCKFIGHT_VENDOR, COCKFIGHT_VENDOR]);
    expect(history).toEqual([{ vendor: COCKFIGHT_VENDOR, gameName: "cock" }]);
    expect(actor.getSnapshot().context).toMatchObject({ vendor: "", filters: { gameName: "cock" } });
    // Another vendor is a list, as ever.
    actor.send({ type: "vendor.select", vendor: "TALA" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.vendor === "TALA", { timeout: 1000 });
    expect(started).toHaveLength(2);
    expect(asked.at(-1)).toMatchObject({ vendor: "TALA", pageNo: 1 });
  });
});
