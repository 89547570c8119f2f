// The sportsbook in Chromium on the games' test clock (TALA_GAME_CLOCK): a player builds an accumulator of two matches,
// the operator's new margin moves the prices before it is placed, the slip offers the new prices and the player
// accepts them, the demo feed plays the matches out, and the bet settles: the slip's bet, the header balance and the
// betting record follow. Screenshots at 1440 and 390 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { z } from "zod";
import { e2eUnavailable, launchBrowser, logIn, newPage, registerPlayer, screenshot, startSite, type RunningSite } from "./server";
import { fromMinor, toMinor } from "../../src/contract/wallet";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

const PLAYER = { username: "betfan", password: "Goal2026x", paymentPassword: "975310" };
const SETTINGS = { maxStake: "10000.00", maxPayout: "100000.00", inPlayDelaySeconds: 3 };

describe.skipIf(missing !== null)("the sportsbook in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({ TALA_GAME_CLOCK: "on" }), launchBrowser()]);
    await registerPlayer(site, PLAYER);
    await site.ops("/ops/wallet/adjustments", { username: PLAYER.username, amount: "100", reason: "E2E funds" }, "POST");
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("places an accumulator after accepting moved prices, and the finished matches settle it into the balance and the betting record", async () => {
    // The moved prices are refused on purpose once (409 odds_changed).
    const page = await newPage(browser, problems, { width: 1280, expectedStatus: [409] });
    await logIn(page, site, PLAYER);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${site.url}/sports`);
    const events = page.getByTestId("sport-events").getByTestId("sport-event");
    await events.nth(1).waitFor();
    await events.nth(0).getByRole("group", { name: "Match result" }).getByRole("button").first().click();
    await events.nth(1).getByRole("group", { name: "Total" }).getByRole("button").first().click();
    const slip = page.getByTestId("bet-slip");
    await expect.poll(() => slip.locator(".bet-slip__selections li").count()).toBe(2);
    await slip.getByRole("radiogroup", { name: "Stake" }).getByRole("radio", { name: "10.00" }).click();
    await expect.poll(() => slip.getByRole("radio", { name: /^Accumulator ×/ }).getAttribute("aria-checked")).toBe("true");

    // The operator widens the margin: every price moves before the bet is placed.
    await site.ops("/ops/sports/settings", { marginPercent: "9", ...SETTINGS });
    await slip.getByRole("button", { name: "Place bet" }).click();
    await slip.getByText("The prices have changed. Accept the new prices to place the bet.").waitFor();
    await expect.poll(() => slip.getByTestId("offered-odds").count()).toBe(2);
    await screenshot(page, "sports-prices-moved-1440");
    await slip.getByRole("button", { name: "Accept new prices" }).click();
    await slip.getByTestId("slip-placed").getByText("Bet placed. Good luck!").waitFor();
    const balance = page.getByTestId("header-balance");
    await expect.poll(() => balance.textContent()).toContain("90.00");
    const status = page.getByTestId("my-bets").getByTestId("sport-bet-status").first();
    await expect.poll(() => status.textContent()).toBe("Open");
    await screenshot(page, "sports-placed-1440");

    // Three hours later both matches are over: the job settles the bet within a beat or two.
    await site.ops("/ops/test/game-clock", { at: new Date(Date.now() + 3 * 3_600_000).toISOString() });
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).not.toBe("Open");
    const settled = (await status.textContent()) ?? "";
    // A win reads "+৳ 52.54": the merchant's symbol, then the amount.
    const paid = settled.startsWith("+") ? toMinor(settled.replace(/[^\d.]/g, "")) : 0n;
    expect(settled === "Lost" || settled === "Void, stake returned" || paid > 1000n).toBe(true);
    const expected = fromMinor(9000n + (settled === "Void, stake returned" ? 1000n : paid));
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toContain(expected);

    // The betting record lists the bet settled, as the ledger has it.
    const records = z.object({ value: z.object({ list: z.array(z.object({ status: z.string(), bet: z.string() })) }) });
    const token = await page.evaluate(() => localStorage.getItem("token") ?? sessionStorage.getItem("token") ?? "");
    if (token) {
      const answer = records.parse(await (await fetch(`${site.url}/wps/v2/bets`, { headers: { token } })).json());
      expect(answer.value.list).toContainEqual(expect.objectContaining({ status: "settled", bet: "10.00" }));
    }
    await page.goto(`${site.url}/member/personalHistoryCopy`);
    await expect.poll(() => page.getByTestId("bet-records").locator("tbody tr").count(), { timeout: 10_000 }).toBe(1);

    // The book on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/sports`);
    await events.first().waitFor();
    await events.first().getByRole("group", { name: "Match result" }).getByRole("button").first().click();
    await screenshot(page, "sports-book-390");
    await slip.scrollIntoViewIfNeeded();
    await screenshot(page, "sports-slip-390");
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
