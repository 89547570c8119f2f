// The gameList flow on the real site: the slots lobby (/rng) of a visitor, in English. The lobby's list calls (a page of
// games, the hot list) are held on their way until the path reaches their answer: a path that never gets an answer
// keeps the page loading, as a slow server would; the check of the state an answer leads to lets the held calls go to
// the real server (or cuts them off, when the path's answer is a dropped connection) and waits for what it answered.
import { DEMO_VENDORS } from "../../../server/seed/catalog";
import type { Page } from "playwright-core";
import type { FlowPage, SiteFlow } from "./types";

const TIMEOUT = 10_000;
const LIST_CALLS = /\/wps\/relay\/(GCSGAME_gameList|GCSGAME_hotGamesV2)\b/;
const TAB_NAMES: Record<string, string> = { "": "All", hot: "Hot", fav: "Favourites", recent: "Recent" };

type Outcome = "answered" | "cut off";
type CallKind = "first" | "next" | "hot";

interface HeldCall {
  kind: CallKind;
  release: (outcome: Outcome) => void;
}
/** Each page's list calls that wait for the path to reach their answer. */
const held = new WeakMap<Page, HeldCall[]>();
/** When each page last made a list call. */
const lastCall = new WeakMap<Page, number>();
/** Each page's arranged answers, by kind of list call, in the order the calls will be made. */
const arranged = new WeakMap<Page, Record<CallKind, Outcome[]>>();

const heldOf = (page: Page): HeldCall[] => {
  const calls = held.get(page) ?? [];
  held.set(page, calls);
  return calls;
};
const arrangedOf = (page: Page): Record<CallKind, Outcome[]> => {
  const queues = arranged.get(page) ?? { first: [], next: [], hot: [] };
  arranged.set(page, queues);
  return queues;
};
/** The next call of this kind answers so (a call with nothing arranged goes to the real server). */
const arrange =
  (kind: CallKind, outcome: Outcome) =>
  async ({ page }: FlowPage) => {
    arrangedOf(page)[kind].push(outcome);
  };

/**
 * Lets the held calls go (those of the first page only, when `firstPageOnly`), each kind answering as arranged. The
 * lobby asks for the first page twice as it opens (its language is announced on mount, which loads again): the two
 * calls of one kind let go together answer alike, so the one the machine still waits for gets the arranged answer.
 */
function release(page: Page, firstPageOnly = false) {
  const calls = heldOf(page);
  const going = calls.filter((call) => !firstPageOnly || call.kind === "first" || call.kind === "hot");
  const outcomes = new Map<CallKind, Outcome>();
  for (const call of going) {
    calls.splice(calls.indexOf(call), 1);
    const outcome = outcomes.get(call.kind) ?? arrangedOf(page)[call.kind].shift() ?? "answered";
    outcomes.set(call.kind, outcome);
    call.release(outcome);
  }
}

/** Waits until the page has made no list call for a moment, so the calls one step makes are all held. */
const settled = ({ page }: FlowPage) => until("the list calls made", async () => Date.now() - (lastCall.get(page) ?? 0) > 300);

const lobby = ({ page }: FlowPage) => page.getByTestId("lobby");
const spinner = (context: FlowPage) => lobby(context).getByRole("status");
const tiles = (context: FlowPage) => lobby(context).getByTestId("lobby-tile");

/** Polls a condition of the page until it holds (at most TIMEOUT). */
async function until(what: string, condition: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > TIMEOUT) throw new Error(`the page never showed: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The tabs, the provider carousel, and the name search exactly when the All tab is chosen. */
async function lobbyFrame(context: FlowPage, tab: "all" | "hot") {
  await lobby(context).getByRole("tablist").waitFor({ timeout: TIMEOUT });
  await lobby(context).locator(".vendor-carousel").waitFor({ timeout: TIMEOUT });
  const tabs = lobby(context).getByRole("tab");
  await until(`the ${tab} tab chosen`, async () => (await tabs.nth(tab === "all" ? 0 : 1).getAttribute("aria-selected")) === "true");
  const search = lobby(context).getByRole("searchbox");
  await search.waitFor({ state: tab === "all" ? "visible" : "detached", timeout: TIMEOUT });
}

/** Tiles with Play now and a favourite star, no spinner. */
async function tilesShown(context: FlowPage) {
  await spinner(context).waitFor({ state: "detached", timeout: TIMEOUT });
  const first = tiles(context).first();
  await first.waitFor({ timeout: TIMEOUT });
  await first.getByRole("button", { name: /^Play now/ }).waitFor({ timeout: TIMEOUT });
  await first.getByRole("button", { name: /favourites$/ }).waitFor({ timeout: TIMEOUT });
}

/** Puts a search into the page's address as the back button or a followed link does: the router reads it. */
async function goToSearch({ page }: FlowPage, search: Record<string, unknown>) {
  const query = new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)])).toString();
  await page.evaluate(
    (address) => {
      history.pushState(history.state, "", address);
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    },
    `/rng${query ? `?${query}` : ""}`,
  );
}

const rngVendorOf = (code: unknown) => DEMO_VENDORS.find((candidate) => candidate.code === code && candidate.gameType === "RNG");

const searchOf = (search: unknown): Record<string, unknown> =>
  typeof search === "object" && search !== null ? Object.fromEntries(Object.entries(search)) : {};

export const gameListFlow: SiteFlow | null = {
  file: "gameList.machine",
  input: { gameType: "RNG" },
  expectedProblems: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/],
  // The slots lobby lists only its own providers (not the cockfight one), and a visitor has no account type to give.
  outOfReach: (event) =>
    (event.type === "vendor.select" && !rngVendorOf(event["vendor"])) || (event.type === "tab.select" && event["accountType"] !== null),
  async open(context) {
    const { page, site } = context;
    await page.addInitScript(() => localStorage.setItem("lang", "en"));
    page.on("close", () => release(page));
    await page.route(LIST_CALLS, async (route) => {
      const url = new URL(route.request().url());
      const pageNo = Number(url.searchParams.get("pageNo") ?? "1");
      const kind: CallKind = url.pathname.endsWith("GCSGAME_hotGamesV2") ? "hot" : pageNo > 1 ? "next" : "first";
      lastCall.set(page, Date.now());
      const outcome = await new Promise<Outcome>((resolve) => heldOf(page).push({ kind, release: resolve }));
      try {
        // A list call the path wants refused is cut off, as a dropped connection would.
        if (outcome === "cut off") await route.abort("internetdisconnected");
        else await route.continue();
      } catch {
        // The page closed while the call was held.
      }
    });
    await page.goto(`${site.url}/rng`);
    await lobby(context).waitFor({ timeout: TIMEOUT });
  },
  events: {
    async "search.changed"(context, step) {
      await goToSearch(context, searchOf(step.event["search"]));
    },
    async "tab.select"(context, step) {
      const tab: unknown = step.event["tab"];
      // A visitor's account type is null: another one is not this page's to give.
      if (typeof tab !== "string" || step.event["accountType"] !== null) throw new Error(`no page action for ${JSON.stringify(step.event)}`);
      await lobby(context)
        .getByRole("tab", { name: TAB_NAMES[tab] ?? tab, exact: true })
        .click();
    },
    async "vendor.select"(context, step) {
      const vendor = rngVendorOf(step.event["vendor"]);
      if (!vendor) throw new Error(`no RNG provider ${String(step.event["vendor"])}`);
      await lobby(context).getByRole("button", { name: vendor.name, exact: true }).click();
    },
    async "filter.change"(context, step) {
      if (step.event["field"] !== "gameName") throw new Error(`no page action for ${JSON.stringify(step.event)}`);
      await lobby(context).getByRole("searchbox", { name: "Game name" }).fill(String(step.event["value"]));
    },
    async "filter.apply"(context) {
      await lobby(context).getByRole("button", { name: "Search", exact: true }).click();
    },
    async "page.more"(context) {
      await lobby(context).getByTestId("lobby-more").click();
    },
    async "load.retry"(context) {
      await lobby(context).getByTestId("lobby-retry").click();
    },
    async "language.changed"({ page }) {
      await page.getByTestId("header-menu-button").click();
      await page.getByTestId("language-select").selectOption("bn");
      await page.keyboard.press("Escape");
    },
  },
  answers: {
    // The real catalogue answers these (about two pages of slots, hot ones among them); see release().
    "done:fetchFirstPage": arrange("first", "answered"),
    "done:fetchNextPage": arrange("next", "answered"),
    "done:fetchHot": arrange("hot", "answered"),
    // The connection dropped: the browser logs the failed load (expectedProblems).
    "error:fetchFirstPage:network_error": arrange("first", "cut off"),
    "error:fetchNextPage:network_error": arrange("next", "cut off"),
    "error:fetchHot:network_error": arrange("hot", "cut off"),
  },
  states: {
    async loading(context) {
      await lobbyFrame(context, "all");
      await spinner(context).waitFor({ timeout: TIMEOUT });
      await until("the first page on its way", async () => heldOf(context.page).some((call) => call.kind === "first"));
    },
    async loadingHot(context) {
      await lobbyFrame(context, "hot");
      await spinner(context).waitFor({ timeout: TIMEOUT });
    },
    async ready(context) {
      await settled(context);
      release(context.page);
      await tilesShown(context);
      // A page asked for since (More games pressed) gets its answer too.
      await until("no list call left on its way", async () => {
        release(context.page);
        return heldOf(context.page).length === 0 && (await spinner(context).count()) === 0;
      });
      const more = lobby(context).getByTestId("lobby-more");
      if ((await more.count()) > 0) await until("More games pressable", () => more.isEnabled());
    },
    async loadingMore(context) {
      await settled(context);
      release(context.page, true);
      await tilesShown(context);
      await until("the next page on its way", async () => heldOf(context.page).some((call) => call.kind === "next"));
      await until("no pressable More games", async () => (await lobby(context).locator('[data-testid="lobby-more"]:enabled').count()) === 0);
    },
    async failed(context) {
      await settled(context);
      release(context.page);
      await lobby(context).getByText("The games could not be loaded.").waitFor({ timeout: TIMEOUT });
      await lobby(context).getByRole("tablist").waitFor({ timeout: TIMEOUT });
    },
  },
};
