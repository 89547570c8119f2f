// Search: Enter searches a game name, past searches are remembered newest first and can be cleared.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { rememberSearch, searchPopupMachine } from "../../machines/searchPopup.machine";
import { describeMachinePaths } from "./pathTest";
import { gameSample as tiger, searchPopupPlan } from "../../flowbook/plans/searchPopup";

describeMachinePaths("searchPopup", {
  ...searchPopupPlan,
  states: {
    closed: (s) => {
      expect(s.hasTag("open")).toBe(false);
      expect(s.context.results).toEqual([]);
    },
    // Open on the history: no results and no failure from before.
    "open.idle": (s) => expect([s.context.results, s.context.errorCode]).toEqual([[], null]),
    "open.searching": (s) => {
      expect(s.hasTag("searching")).toBe(true);
      expect(s.context.query.trim()).not.toBe("");
    },
    "open.results": (s) => expect(s.context.results).toEqual([tiger]),
    "open.failed": (s) => {
      expect(s.context.errorCode).toBe("network_error");
      expect(s.context.results).toEqual([]);
    },
  },
});

describe("search popup", () => {
  it("does not search an empty name", () => {
    const actor = createActor(searchPopupMachine, { input: { history: [] } }).start();
    actor.send({ type: "search.open" });
    actor.send({ type: "query.change", value: "   " });
    expect(actor.getSnapshot().can({ type: "search.submit" })).toBe(false);
  });

  it("searches on Enter, remembers the search for the app to store, and clears the history", async () => {
    const search = vi.fn(async ({ input }: { input: { query: string } }) => (input.query === "tiger" ? [tiger] : []));
    const actor = createActor(searchPopupMachine.provide({ actors: { searchGames: fromPromise(search) } }), { input: { history: ["lotus", "tiger"] } }).start();
    const stored: string[][] = [];
    actor.on("history.changed", (event) => stored.push(event.history));
    actor.send({ type: "search.open" });
    actor.send({ type: "query.change", value: " Tiger " });
    actor.send({ type: "search.submit" });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: "results" })).toBe(true));
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ input: { query: "Tiger" } }));
    expect(stored.at(-1)).toEqual(["Tiger", "lotus"]);
    actor.send({ type: "history.clear" });
    expect(stored.at(-1)).toEqual([]);
  });

  it("keeps at most ten searches, newest first, each once", () => {
    let history: string[] = [];
    for (let i = 0; i < 12; i++) history = rememberSearch(history, `game ${i}`);
    history = rememberSearch(history, "GAME 5");
    expect(history).toHaveLength(10);
    expect(history[0]).toBe("GAME 5");
    expect(history.filter((h) => h.toLowerCase() === "game 5")).toHaveLength(1);
  });
});
