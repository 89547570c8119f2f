// Rewards in Chromium: a player plays ten rounds of 10.00, finds two of today's missions done (the member centre's
// badge says so), claims one and sees itself on the week's leaderboard; the day's rebate is paid by the operator's
// run and claimed in the reward centre beside the VIP card; bonus details list both payments.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { z } from "zod";
import { e2eUnavailable, launchBrowser, logIn, newPage, playTopBetSpins, registerPlayer, screenshot, startSite, type RunningSite } from "./server";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

const PLAYER = { username: "rewardfan", password: "Rewards2026", paymentPassword: "246810" };

describe.skipIf(missing !== null)("rewards in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    // The settlement clock runs a day ahead, so today's rebates can be paid while the test runs.
    [site, browser] = await Promise.all([startSite({ TALA_SETTLEMENT_CLOCK_SHIFT_HOURS: "24" }), launchBrowser()]);
    await registerPlayer(site, PLAYER);
    await site.ops("/ops/wallet/adjustments", { username: PLAYER.username, amount: "200.00", reason: "E2E funds" }, "POST");
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("completes missions, claims one, ranks on the leaderboard, claims the day's rebate and lists both in bonus details", async () => {
    const page = await newPage(browser, problems, { width: 1280 });
    await logIn(page, site, PLAYER);
    await playTopBetSpins(page, site, 10);

    // The header's avatar carries the VIP level and opens the reward centre.
    expect(await page.getByTestId("header-vip").getAttribute("title")).toBe("VIP 1 · Bronze");
    await page.goto(`${site.url}/member/missionLeaderboard`);
    const missions = page.getByTestId("missions").getByTestId("mission");
    await missions.first().waitFor();
    const rounds = missions.filter({ hasText: "Play 10 rounds today" });
    const bet = missions.filter({ hasText: "Bet 100.00 today" });
    await rounds.getByRole("button", { name: "Claim" }).waitFor();
    await bet.getByRole("button", { name: "Claim" }).waitFor();
    expect(await missions.filter({ hasText: "Play 50 rounds today" }).getByText("10 / 50").count()).toBe(1);
    // Reached missions count on the member centre's menu.
    await page.reload();
    const menuItem = page.getByTestId("member-centre").getByRole("link", { name: /Mission/ });
    await expect.poll(() => menuItem.textContent()).toContain("2");

    const before = await page.getByTestId("header-balance").textContent();
    await rounds.getByRole("button", { name: "Claim" }).click();
    await page.getByText(/2\.00 added to your balance\./).waitFor();
    await rounds.getByText("Claimed").waitFor();
    await expect.poll(() => page.getByTestId("header-balance").textContent()).not.toBe(before);
    await expect.poll(() => menuItem.textContent()).toContain("1");
    const leaderboard = page.getByTestId("mission-leaderboard");
    await leaderboard.locator("tr.is-me").filter({ hasText: "You" }).filter({ hasText: "2" }).waitFor();
    await screenshot(page, "missions-en", true);

    const run = z.object({ rebates: z.number() }).parse(await site.opsValue("/ops/rewards/rebates", "POST", { day: new Date().toISOString().slice(0, 10) }));
    expect(run.rebates).toBeGreaterThanOrEqual(1);
    await page.goto(`${site.url}/member/rewardCenter`);
    const centre = page.getByTestId("reward-centre");
    await centre.getByTestId("vip-card").getByText("VIP 1 · Bronze").waitFor();
    await centre.getByText("Daily rebate: 0.30% of your valid bets").waitFor();
    const rebate = centre.getByTestId("reward-list").locator("li").filter({ hasText: "Rebate" });
    // 100.00 of valid bet at Bronze's 0.30% is 0.30.
    await rebate.filter({ hasText: "100.00 valid bet" }).filter({ hasText: "0.30" }).waitFor();
    expect(await centre.getByTestId("reward-list").locator("li").filter({ hasText: "Bet 100.00 today" }).count()).toBe(1);
    await screenshot(page, "reward-centre-en", true);
    await rebate.getByRole("button", { name: "Claim" }).click();
    await centre.getByText(/0\.30 added to your balance\./).waitFor();
    await expect.poll(() => rebate.count()).toBe(0);

    await page.goto(`${site.url}/member/bonusDetails`);
    const rows = page.getByTestId("bonus-details").locator("tbody tr");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    await rows.filter({ hasText: "Rebate" }).filter({ hasText: "0.30" }).waitFor();
    await rows.filter({ hasText: "Mission reward" }).filter({ hasText: "2.00" }).waitFor();
    await expect.poll(() => page.getByTestId("bonus-total").textContent()).toContain("2.30");
    await screenshot(page, "bonus-details-en");

    await page.goto(`${site.url}/member/rewardCenter`);
    await page.getByTestId("language-select").selectOption("bn");
    // The level in Bengali digits, as every number on the Bengali site.
    await page.getByTestId("vip-card").getByText("ভিআইপি ১ · ব্রোঞ্জ").waitFor();
    await screenshot(page, "reward-centre-bn", true);
    await page.context().close();
  });

  it("ran without script errors or Content-Security-Policy violations", () => {
    if (problems.length) console.log(problems);
    expect(problems).toEqual([]);
  });
});
