// An outside vendor in Chromium: npm start runs the demo vendor beside the platform, as its own process on its own
// origin; a player opens one of its games from the lobby, it loads in the game page's frame from the vendor, five
// rounds are played there, and the header balance, the betting record and the day's reconciliation follow; another
// vendor's mines play on a phone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { z } from "zod";
import { e2eUnavailable, launchBrowser, logIn, newPage, registerPlayer, screenshot, startSite, type RunningSite } from "./server";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

const PLAYER = { username: "dicefan", password: "Dice2026x", paymentPassword: "246810" };
const gameList = z.object({
  value: z.object({ games: z.array(z.object({ nodeId: z.string(), vassalage: z.string(), gameName: z.string(), isGame: z.string().nullable().optional() })) }),
});

describe.skipIf(missing !== null)("an outside vendor in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  let game: { nodeId: string; vassalage: string; gameName: string };
  const problems: string[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({ TALA_DEMO_VENDOR: "on" }), launchBrowser()]);
    await registerPlayer(site, PLAYER);
    await site.ops("/ops/wallet/adjustments", { username: PLAYER.username, amount: "100", reason: "E2E funds" }, "POST");
    const listed = gameList.parse(await (await fetch(`${site.url}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=100&lang=en`)).json());
    const outside = listed.value.games.find((candidate) => candidate.vassalage === "LUCKYSTAR");
    if (!outside) throw new Error("no Lucky Star slot in the seed");
    game = outside;
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("opens the vendor's game from the lobby in the frame, plays five rounds, and the balance and betting record follow", async () => {
    const page = await newPage(browser, problems, { width: 1280 });
    await logIn(page, site, PLAYER);
    await page.goto(`${site.url}/rng?vendor=${game.vassalage}`);
    await page.getByTestId("lobby-tile").filter({ hasText: game.gameName }).first().getByRole("button", { name: "Play now" }).click();
    await page.getByTestId("outside-game").waitFor();
    const frame = page.frameLocator("iframe.outside-game__frame");
    await frame.getByText("Server seed hash").waitFor();
    const balance = page.getByTestId("header-balance");
    await expect.poll(() => balance.textContent()).toContain("100.00");
    for (let round = 1; round <= 5; round++) {
      await frame.getByRole("button", { name: "Roll" }).click();
      await frame.locator("#rounds").getByText(String(round), { exact: true }).waitFor();
    }
    const inFrame = (await frame.locator("#balance").textContent()) ?? "";
    expect(inFrame).toMatch(/^\d+\.\d{2}$/);
    expect(inFrame).not.toBe("100.00");
    // The header hears of the vendor's movements by itself, within a poll or two.
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toContain(inFrame);
    await screenshot(page, "outside-game-dice");

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Leave the game" }).click();
    await page.goto(`${site.url}/member/personalHistoryCopy`);
    const rows = page.getByTestId("bet-records").locator("tbody tr");
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(5);
    await page.context().close();
    const day = new Date().toISOString().slice(0, 10);
    const report = z
      .object({ agrees: z.boolean(), ledger: z.object({ rounds: z.number() }) })
      .parse(await site.opsValue(`/ops/vendors/LUCKYSTAR/reconciliation?day=${day}`));
    expect(report).toMatchObject({ agrees: true, ledger: { rounds: 5 } });
  });

  it("plays the vendor's mines on a phone: safe picks raise the cash-out, and cashing out or a mine ends the round", async () => {
    const listed = gameList.parse(await (await fetch(`${site.url}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=100&lang=en`)).json());
    const mines = listed.value.games.find((candidate) => candidate.vassalage === "JADE" && !candidate.isGame);
    if (!mines) throw new Error("no Jade Dragon slot in the seed");
    const page = await newPage(browser, problems, { width: 390 });
    await logIn(page, site, PLAYER);
    await page.goto(`${site.url}/rng?vendor=JADE`);
    await page.getByTestId("lobby-tile").filter({ hasText: mines.gameName }).first().getByRole("button", { name: "Play now" }).click();
    const frame = page.frameLocator("iframe.outside-game__frame");
    await frame.getByText("Demo Mines").waitFor();
    const before = (await frame.locator("#balance").textContent()) ?? "";
    await frame.getByLabel("Mines").fill("3");
    await frame.getByRole("button", { name: "Start" }).click();
    await frame.getByText("Pick a cell.").waitFor();
    // Cells in order until the round ends on a mine, or two safe ones are open and it is cashed out.
    for (let cell = 1; cell <= 25; cell++) {
      const picked = frame.getByRole("button", { name: `Cell ${cell}`, exact: true });
      await picked.click();
      // This pick's own answer: the message alone still shows the previous pick's "Cash out now".
      await expect.poll(async () => (await picked.getAttribute("class")) ?? "").toMatch(/safe|mine/);
      if (((await picked.getAttribute("class")) ?? "").includes("mine")) break;
      if ((await frame.locator(".cell.safe").count()) === 2) {
        await frame.getByRole("button", { name: "Cash out" }).click();
        break;
      }
    }
    await frame.locator("#rounds").getByText("1", { exact: true }).waitFor();
    expect(await frame.locator(".cell.mine").count()).toBe(3);
    await expect.poll(async () => (await frame.locator("#balance").textContent()) ?? "").not.toBe(before);
    await screenshot(page, "outside-game-mines-phone");
    await page.context().close();
  });

  it("ran without script errors or Content-Security-Policy violations", () => {
    if (problems.length) console.log(problems);
    expect(problems).toEqual([]);
  });
});
