// Games in Chromium: browse the slots lobby, filter, page, favourite a game, play ten spins of the house slot and see
// the balance and the betting record change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Response } from "playwright-core";
import { z } from "zod";
import { e2eUnavailable, launchBrowser, logIn, newPage, registerPlayer, screenshot, startSite, type RunningSite } from "./server";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

const PLAYER = { username: "slotfan", password: "Slots2026", paymentPassword: "246810" };
/** A European wheel's pockets clockwise from the zero: which pocket a turn of the wheel brings under the pointer. */
const WHEEL = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26];
const underPointer = (degrees: number) => WHEEL[(((Math.round(-degrees / (360 / 37)) % 37) + 37) % 37)];
const answerOf = async (response: Response) => {
  const body: unknown = await response.json();
  return typeof body === "object" && body !== null && "value" in body ? body.value : null;
};

describe.skipIf(missing !== null)("games in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    await registerPlayer(site, PLAYER);
    await fetch(`${site.url}/ops/wallet/adjustments`, {
      method: "POST",
      headers: { authorization: "Bearer e2e-ops-token-0123456789", "content-type": "application/json", "Idempotency-Key": "e2e-fund-slotfan" },
      body: JSON.stringify({ username: PLAYER.username, amount: "100", reason: "E2E funds" }),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("browses, filters, pages and favourites slots, plays ten spins, and the balance and betting record follow", async () => {
    const page = await newPage(browser, problems, { width: 1280 });
    await logIn(page, site, PLAYER);

    await page.goto(`${site.url}/rng`);
    const tiles = page.getByTestId("lobby-tile");
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(24);
    // Reaching the end of the list loads more (the sentinel under the "More games" button sees it first, so a click
    // on the button would race the load that removes it on the last page).
    await page.getByTestId("lobby-more").scrollIntoViewIfNeeded();
    await expect.poll(() => tiles.count()).toBeGreaterThan(24);
    await screenshot(page, "lobby-rng-en");

    await page.getByRole("searchbox", { name: "Game name" }).fill("tiger");
    await page.getByTestId("lobby").getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => tiles.count()).toBeLessThan(24);
    await tiles.filter({ hasText: "Golden Tiger" }).first().waitFor();

    await page.getByRole("button", { name: "Add Golden Tiger to favourites" }).first().click();
    await page.getByRole("button", { name: "Remove Golden Tiger from favourites" }).first().waitFor();
    await page.getByRole("tab", { name: "Favourites" }).click();
    await expect.poll(() => tiles.count()).toBe(1);

    const before = await page.getByTestId("header-balance").textContent();
    await tiles.first().getByRole("button", { name: "Play now" }).click();
    await page.getByTestId("house-slot").waitFor();
    // The header follows the slot after every round. Ten rounds can end where they began (wins equal to bets),
    // so the change is seen round by round: every one returning exactly its bet is all but impossible.
    const seen = new Set([before]);
    const reels = page.getByTestId("slot-reels");
    for (let spin = 1; spin <= 10; spin++) {
      const answered = page.waitForResponse((response) => response.url().includes("/wps/house/slot/spin"));
      await page.getByTestId("slot-spin").click();
      const answer = z.object({ wins: z.array(z.object({ rows: z.array(z.number()), count: z.number() })) }).parse(await answerOf(await answered));
      await expect.poll(() => page.getByText(`${spin} rounds`).count()).toBe(1);
      // The cells each paying line runs through glow, and each paying line is drawn over the reels.
      const paying = answer.wins.flatMap((win) => win.rows.slice(0, win.count).map((row, reel) => `${reel}:${row}`));
      const glowing = () => reels.locator(".house-slot__reel").evaluateAll((columns) => columns.flatMap((column, reel) => [...column.children].flatMap((cell, row) => (cell.classList.contains("is-winning") ? [`${reel}:${row}`] : []))));
      await expect.poll(glowing).toEqual([...new Set(paying)].sort());
      expect(await page.getByTestId("slot-lines").locator("polyline").count()).toBe(answer.wins.length);
      const slotBalance = await page.getByTestId("slot-balance").textContent();
      await expect.poll(() => page.getByTestId("header-balance").textContent()).toContain(slotBalance ?? "?");
      seen.add(await page.getByTestId("header-balance").textContent());
    }
    await screenshot(page, "house-slot-en");
    expect(seen.size).toBeGreaterThan(1);
    // The symbols are pictures with names: one name per symbol, never the server's code.
    const symbols = await reels.getByRole("img").evaluateAll((pictures) => pictures.map((picture) => [picture.parentElement?.dataset.symbol ?? "", picture.getAttribute("aria-label") ?? ""]));
    expect(symbols).toHaveLength(15);
    const nameOf = new Map(symbols.map(([code = "", name = ""]) => [code, name]));
    for (const [code = "", name = ""] of symbols) expect([name !== "" && name !== code, nameOf.get(code)]).toEqual([true, name]);
    expect(new Set(nameOf.values()).size).toBe(nameOf.size);

    await page.goto(`${site.url}/member/personalHistoryCopy`);
    const rows = page.getByTestId("bet-records").locator("tbody tr");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    await screenshot(page, "bet-records-en");
    await page.context().close();
  });

  it("plays the house roulette from the live casino lobby", async () => {
    const page = await newPage(browser, problems, { width: 1280 });
    await logIn(page, site, PLAYER);
    await page.goto(`${site.url}/live`);
    await page.getByTestId("lobby-tile").filter({ has: page.getByText("Roulette", { exact: true }) }).first().getByRole("button", { name: "Play now" }).click();
    await page.getByTestId("house-roulette").waitFor();
    await page.getByRole("button", { name: "Bet on Red" }).click();
    await page.getByRole("button", { name: "Bet on 17" }).click();
    const wheel = page.getByTestId("roulette-wheel");
    for (let round = 1; round <= 3; round++) {
      const answered = page.waitForResponse((response) => response.url().includes("/wps/house/roulette/spin"));
      await page.getByTestId("roulette-spin").click();
      const { pocket } = z.object({ pocket: z.number() }).parse(await answerOf(await answered));
      // The wheel turns and stops on the server's pocket: that pocket stands under the pointer, and only then is it told.
      await expect.poll(() => wheel.getAttribute("data-pocket")).toBeNull();
      await expect.poll(() => wheel.getAttribute("data-pocket"), { timeout: 10_000 }).toBe(String(pocket));
      const turned = await page.getByTestId("roulette-rotor").evaluate((rotor) => {
        const matrix = new DOMMatrix(getComputedStyle(rotor).transform);
        return (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
      });
      expect(underPointer(turned)).toBe(pocket);
      expect(await page.getByTestId("roulette-pocket").textContent()).toBe(String(pocket));
      await expect.poll(() => page.getByText(`${round} rounds`).count()).toBe(1);
    }
    await screenshot(page, "house-roulette-en");
    await page.context().close();
  });

  it("shoots fish in Ocean King and plays Teen Patti in a chosen room", async () => {
    const page = await newPage(browser, problems, { width: 1280 });
    await logIn(page, site, PLAYER);
    await page.goto(`${site.url}/fish`);
    await page.getByTestId("lobby-tile").filter({ has: page.getByText("Ocean King", { exact: true }) }).first().getByRole("button", { name: "Play now" }).click();
    await page.getByTestId("house-fish").waitFor();
    await screenshot(page, "house-fish-swimming-en");
    // Swimming fish never stand still for a click: with reduced motion they wait in a row, as for players who ask so.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByTestId("fish-clownfish").click();
    await expect.poll(() => page.getByText("1 rounds").count()).toBe(1);
    for (const fish of ["pufferfish", "shark", "clownfish"]) await page.getByTestId(`fish-${fish}`).click();
    await expect.poll(() => page.getByText("4 rounds").count()).toBe(1);
    await screenshot(page, "house-fish-en");

    await page.goto(`${site.url}/pvp`);
    await page.getByTestId("lobby-tile").filter({ has: page.getByText("Teen Patti", { exact: true }) }).first().getByRole("button", { name: "Play now" }).click();
    const rooms = page.getByTestId("room-popup");
    await rooms.waitFor();
    await screenshot(page, "pvp-rooms-en");
    await rooms.locator("li", { hasText: "Classic" }).getByRole("button", { name: "Sit down" }).click();
    await page.getByTestId("house-cards").waitFor();
    expect(await page.getByTestId("cards-room").textContent()).toContain("Classic");
    for (let round = 1; round <= 3; round++) {
      await page.getByTestId("cards-deal").click();
      await expect.poll(() => page.getByText(`${round} rounds`).count()).toBe(1);
    }
    expect(await page.getByTestId("cards-player").getByRole("img").count()).toBe(0);
    expect(await page.getByTestId("cards-player").locator(".playing-card").count()).toBe(3);
    await screenshot(page, "house-cards-en");
    // Back at the rooms: each shows its six seats, one of Classic's now this player's; the player sits down again.
    await page.goto(`${site.url}/pvp`);
    await page.getByTestId("lobby-tile").filter({ has: page.getByText("Teen Patti", { exact: true }) }).first().getByRole("button", { name: "Play now" }).click();
    const seats = page.getByTestId("room-popup").getByTestId("room-seats");
    await seats.first().waitFor();
    const chairs = async (room: number) => [await seats.nth(room).locator(".room-list__chairs > span").count(), await seats.nth(room).locator(".is-taken").count()];
    expect([await chairs(0), await chairs(1), await chairs(2), await chairs(3)]).toEqual([[6, 0], [6, 1], [6, 0], [6, 0]]);
    await page.getByTestId("room").filter({ hasText: "Classic" }).getByRole("button", { name: "Sit down" }).click();
    await page.getByTestId("house-cards").waitFor();
    // The same table in Bangla: the language changes in place and the server is told (getUpdateLanguage).
    const told = page.waitForRequest((request) => request.url().endsWith("/wps/member/language") && request.method() === "POST");
    await page.getByTestId("language-select").selectOption("bn");
    await told;
    await page.getByRole("button", { name: "তাস দিন" }).waitFor();
    await screenshot(page, "house-cards-bn");
    await page.context().close();
  });

  it("opens a vendor's list from its tile, starts the cockfight arena directly, and sends lottery games to their board", async () => {
    // Outside vendors are not connected here: their launches answer 409 game_maintenance on purpose.
    const page = await newPage(browser, problems, { width: 1280, expectedStatus: [409] });
    await logIn(page, site, PLAYER);
    await page.goto(`${site.url}/live`);
    await page.getByTestId("lobby-tile").filter({ has: page.getByText("All Velvet Live tables", { exact: true }) }).getByRole("button", { name: "Play now" }).click();
    const list = page.getByTestId("vendor-games-popup");
    await list.getByText("Speed Baccarat").waitFor();
    expect(await list.getByText("All Velvet Live tables").count()).toBe(0);
    await page.keyboard.press("Escape");

    // DS88 has no page of its own: its tile starts the arena.
    await page.goto(`${site.url}/sports?vendor=DS88`);
    await page.getByTestId("cockfight-arena").waitFor();
    await page.getByTestId("cockfight-phase").filter({ hasText: /Bets are|fight is on/ }).waitFor();

    await page.goto(`${site.url}/lott`);
    await page.getByTestId("lobby-tile").first().getByRole("button", { name: "Play now" }).click();
    await page.waitForURL(/\/lottery\?.*lottoView=betting/);
    await expect.poll(() => page.getByTestId("lottery-prize-mode").textContent()).toMatch(/^(ELOTT|LOTT)$/);
    await page.getByTestId("lottery-board").waitFor();
    await page.context().close();
  });

  it("keeps the lobby's list in its URL: a shared link opens it, and the back button returns to the list before", async () => {
    const page = await newPage(browser, problems, { width: 1280 });
    await page.addInitScript(() => localStorage.setItem("lang", "en"));
    const lobby = page.getByTestId("lobby");
    const tiles = page.getByTestId("lobby-tile");

    // Two pages of all slots, as the link asks.
    await page.goto(`${site.url}/rng?page=2`);
    await tiles.first().waitFor();
    await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBeGreaterThan(24);
    const twoPages = await tiles.count();

    // A vendor's list from its link: only its games, its chip chosen.
    await page.goto(`${site.url}/rng?vendor=GOLDREEL`);
    await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBe(3);
    expect(await lobby.getByRole("button", { name: "Golden Reel" }).getAttribute("class")).toContain("is-active");
    await page.goto(`${site.url}/live?tab=hot`);
    await expect.poll(() => lobby.getByRole("tab", { name: "Hot" }).getAttribute("aria-selected")).toBe("true");

    // Choosing a vendor is a step of the history: back shows the two pages again.
    await page.goto(`${site.url}/rng?page=2`);
    await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBe(twoPages);
    await lobby.getByRole("button", { name: "Golden Reel" }).click();
    await page.waitForURL(/\/rng\?vendor=GOLDREEL$/);
    await expect.poll(() => tiles.count()).toBe(3);
    await page.goBack();
    await page.waitForURL(/\/rng\?page=2$/);
    await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBe(twoPages);
    expect(await lobby.getByRole("button", { name: "All providers" }).getAttribute("class")).toContain("is-active");

    // A typed name is one step too, on search, not one per key.
    await page.getByRole("searchbox", { name: "Game name" }).fill("tiger");
    expect(page.url()).toMatch(/\/rng\?page=2$/);
    await lobby.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/gameName=tiger/);
    await tiles.filter({ hasText: "Golden Tiger" }).first().waitFor();
    await page.goBack();
    await page.waitForURL(/\/rng\?page=2$/);
    await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBe(twoPages);
    await page.context().close();
  });

  it("fits every house game on a 360 px phone in both themes: nothing scrolls sideways, the roulette's stake, Clear and the way out in view", async () => {
    const page = await newPage(browser, problems, { width: 1280 });
    await logIn(page, site, PLAYER);
    await page.setViewportSize({ width: 360, height: 780 });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const across = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 360;
    };
    const open = async (nodeId: string, testId: string) => {
      await page.goto(`${site.url}/game?nodeId=${nodeId}&vendor=${nodeId.replace(/^[A-Z]+-|_\d+$/g, "")}`);
      await page.getByTestId(testId).waitFor();
    };
    for (const theme of ["light", "dark"]) {
      await page.evaluate((chosen) => localStorage.setItem("theme", chosen), theme);
      await open("LIVE-TALALIVE_2", "house-roulette");
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(await fits()).toBe(true);
      const roulette = page.getByTestId("house-roulette");
      for (const control of [page.getByTestId("roulette-stake"), roulette.getByRole("button", { name: "Clear" }), page.getByTestId("roulette-spin"), roulette.getByRole("button", { name: "Leave the game" }), page.getByRole("button", { name: "Bet on 36" }), page.getByRole("button", { name: "Bet on 19–36" })]) {
        expect(await across(control)).toBe(true);
      }
      await page.getByRole("button", { name: "Bet on 36" }).click();
      await page.getByRole("button", { name: "Bet on Black" }).click();
      expect(await page.getByTestId("roulette-stake").textContent()).toContain("2.00");
      // Reduced motion: the wheel stands on the pocket at once instead of turning to it.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const answered = page.waitForResponse((response) => response.url().includes("/wps/house/roulette/spin"));
      await page.getByTestId("roulette-spin").click();
      const { pocket } = z.object({ pocket: z.number() }).parse(await answerOf(await answered));
      await expect.poll(() => page.getByTestId("roulette-wheel").getAttribute("data-pocket"), { timeout: 1500 }).toBe(String(pocket));
      expect(await page.getByTestId("roulette-rotor").evaluate((rotor) => getComputedStyle(rotor).transitionProperty)).toBe("none");
      await page.emulateMedia({ reducedMotion: "no-preference" });
      expect(await fits()).toBe(true);
      await screenshot(page, `house-roulette-360-${theme}`);

      await open("RNG-TALA_1", "house-slot");
      await page.getByTestId("slot-spin").click();
      await page.getByTestId("slot-balance").waitFor();
      expect([await fits(), await across(page.getByTestId("slot-spin")), await across(page.getByRole("button", { name: "Leave the game" }))]).toEqual([true, true, true]);

      // A link to the card table would learn from a refused launch that it needs a room: its lobby tile asks first.
      await page.goto(`${site.url}/pvp`);
      await page.getByTestId("lobby-tile").filter({ has: page.getByText("Teen Patti", { exact: true }) }).first().getByRole("button", { name: "Play now" }).click();
      await page.getByTestId("room-popup").waitFor();
      expect(await fits()).toBe(true);
      const classic = page.getByTestId("room").filter({ hasText: "Classic" });
      expect(await across(classic.getByRole("button", { name: "Sit down" }))).toBe(true);
      await classic.getByRole("button", { name: "Sit down" }).click();
      await page.getByTestId("house-cards").waitFor();
      expect([await fits(), await across(page.getByTestId("cards-deal"))]).toEqual([true, true]);

      await open("FISH-OCEANKING_1", "house-fish");
      expect(await fits()).toBe(true);
    }
    await page.context().close();
  });

  it("ran without script errors or Content-Security-Policy violations", () => {
    if (problems.length) console.log(problems);
    expect(problems).toEqual([]);
  });
});
