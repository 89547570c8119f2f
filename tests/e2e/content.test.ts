// The site's frame and content in Chromium: banners, notices, jackpot, the winner board, popular games, operator edits, help, search.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { e2eUnavailable, launchBrowser, newPage, screenshot, startSite, type RunningSite } from "./server";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

describe.skipIf(missing !== null)("content in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const english = async (page: Page, path = "/") => {
    await page.addInitScript(() => localStorage.setItem("lang", "en"));
    await page.goto(`${site.url}${path}`);
  };

  it("shows banners, the notice strip, a moving jackpot, the winner board and popular games on the home page", async () => {
    const page = await newPage(browser, problems, { width: 1440 });
    await english(page);
    await page.getByTestId("banner-image").first().waitFor();
    // The first banner paints at once; the carousel (and its autoplay) takes over at the first touch or soon after.
    await page.locator("[data-testid=banner-carousel][data-autoplay=true]").waitFor();
    // The notices load on their own, after the banners: wait for them, then count.
    await page.getByTestId("notice-strip").getByRole("button", { name: "Welcome to Tala" }).first().waitFor();
    expect(await page.getByTestId("notice-strip").getByRole("button", { name: "Welcome to Tala" }).count()).toBe(1);
    const amount = page.getByTestId("jackpot-amount");
    const before = Number(await amount.getAttribute("data-minor"));
    await page.waitForFunction((start) => Number(document.querySelector("[data-testid=jackpot-amount]")?.getAttribute("data-minor")) > start, before, { timeout: 8000 });
    expect((Number(await amount.getAttribute("data-minor")) - before) % 16_511).toBe(0);
    // Nobody has won big on a fresh install: the board says so (the lottery's end-to-end test fills it).
    await page.getByTestId("winner-board").getByText("No wins to show yet.").waitFor();
    expect(await page.getByTestId("popular-games").getByTestId("game-tile").count()).toBe(20);
    await page.getByTestId("service-bar").waitFor();
    await page.getByTestId("activity-gift").waitFor();
    await page.context().close();
  });

  it("shows a banner and a notice the operator adds, without a restart", async () => {
    await site.ops("/ops/content/banners", { groupName: "w_home", url: "/demo/banners/promotion.svg", title: "Operator banner", language: "en", sort: -1 }, "POST");
    await site.ops("/ops/content/notices", { type: "B", translations: { en: { title: "Operator notice", content: "<p>Fresh news<script>alert(1)</script></p>" } } }, "POST");
    const page = await newPage(browser, problems);
    await english(page);
    await page.getByRole("img", { name: "Operator banner" }).waitFor();
    // Hovering the strip pauses its scroll, as a player reaching for a title does.
    await page.getByTestId("notice-strip").hover();
    await page.getByTestId("notice-strip").getByRole("button", { name: "Operator notice" }).click();
    await page.getByTestId("announcement-modal").waitFor();
    await page.getByTestId("announcement-content").getByText("Fresh news").waitFor();
    expect(await page.getByTestId("announcement-content").innerHTML()).not.toContain("script");
    await page.context().close();
  });

  it("pages the announcement modal through more than ten notices and toggles a title", async () => {
    const page = await newPage(browser, problems);
    await english(page);
    await page.getByTestId("notice-strip").hover();
    await page.getByTestId("notice-strip").getByRole("button", { name: "Welcome to Tala" }).click();
    const modal = page.getByTestId("announcement-modal");
    await modal.waitFor();
    expect(await page.getByTestId("announcement-page").textContent()).toBe("1 / 2");
    expect(await modal.locator(".announcements__list li").count()).toBe(9);
    await modal.getByRole("button", { name: "Next" }).click();
    expect(await page.getByTestId("announcement-page").textContent()).toBe("2 / 2");
    const second = await modal.locator(".announcements__list li").count();
    expect(second).toBeGreaterThanOrEqual(1);
    const first = modal.locator(".announcements__list li button").first();
    await first.click();
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    await first.click();
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    await screenshot(page, "announcements-en");
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    await page.context().close();
  });

  it("opens the help section named in the address, and the feedback form answers", async () => {
    const page = await newPage(browser, problems);
    await english(page, "/help#withdrawal");
    const modal = page.getByTestId("help-modal");
    await modal.waitFor();
    expect(await modal.getByRole("heading", { level: 2 }).textContent()).toBe("Withdrawals");
    await screenshot(page, "help-modal-en");
    await modal.getByRole("button", { name: "Close" }).click();
    await modal.waitFor({ state: "detached" });
    await page.getByLabel("Your message").fill("Slow");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("Please write at least 10 characters.").waitFor();
    await page.getByText("Tell us how to reach you, or log in first.").waitFor();
    await page.getByLabel("Your message").fill("The cricket odds page could load faster.");
    await page.getByLabel("Phone or email to reach you").fill("01700000001");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("Thank you. We have received your feedback.").waitFor();
    await page.context().close();
  });

  it("finds a seeded game by name from the search popup and remembers the search", async () => {
    const page = await newPage(browser, problems);
    await english(page);
    await page.getByTestId("open-search").click();
    const popup = page.getByTestId("search-popup");
    await popup.getByRole("searchbox").fill("golden tiger");
    await popup.getByRole("searchbox").press("Enter");
    await popup.getByTestId("search-results").getByText("Golden Tiger").first().waitFor();
    await popup.getByRole("button", { name: "golden tiger" }).waitFor();
    await screenshot(page, "search-en");
    expect(await page.evaluate(() => localStorage.getItem("searchHistory"))).toBe('["golden tiger"]');
    await page.context().close();
  });

  it("lists promotions by type and shows the app download page", async () => {
    const page = await newPage(browser, problems);
    await english(page, "/promotions?type=raffle");
    await page.getByTestId("promo-card").first().waitFor();
    expect(await page.getByTestId("promo-card").count()).toBe(1);
    await page.getByTestId("promo-card").click();
    // The site's own links carry the id as it is, not JSON-quoted (?id=%221%22).
    await page.waitForURL(/\/promoDetail\?id=\d+$/);
    await page.getByRole("button", { name: "Join the draw" }).click();
    await page.getByTestId("login-dialog").waitFor();
    await page.goto(`${site.url}/down`);
    await page.getByTestId("download-ios").waitFor();
    expect(await page.getByTestId("download-ios").textContent()).toContain("iOS 17");
    await screenshot(page, "download-en", true);
    await page.context().close();
  });

  it("opens a promotion from a typed or shared address: /promoDetail?id=1, and an old quoted link too", async () => {
    const page = await newPage(browser, problems);
    for (const address of ["/promoDetail?id=1", "/promoDetail?id=%221%22"]) {
      await english(page, address);
      await page.locator(".promo-detail h1").waitFor();
      expect(await page.getByText("This promotion is not available.").count(), address).toBe(0);
    }
    await page.context().close();
  });

  it("shows the merchant's currency symbol on the jackpot (the demo merchant's taka)", async () => {
    const page = await newPage(browser, problems);
    await english(page);
    await expect.poll(() => page.getByTestId("jackpot-amount").textContent()).toMatch(/^৳\s[\d,]+\.\d\d$/);
    await page.context().close();
  });

  it("spaces the jackpot heading's capitals in English only: Bengali's, Hindi's and Thai's letters stay joined", async () => {
    for (const [language, tracked] of [["en", true], ["bn", false], ["hi", false], ["th", false]] as const) {
      const page = await newPage(browser, problems);
      await page.addInitScript((chosen) => localStorage.setItem("lang", chosen), language);
      await page.goto(site.url);
      const label = page.locator(".jackpot__label");
      await label.waitFor();
      const spacing = await label.evaluate((element) => getComputedStyle(element).letterSpacing);
      expect(spacing === "normal", `${language}: letter-spacing ${spacing}`).toBe(!tracked);
      await page.context().close();
    }
  });

  it("looks like a casino home page in light and dark, wide and narrow", async () => {
    for (const [width, theme] of [[1440, "light"], [1440, "dark"], [390, "light"], [390, "dark"]] as const) {
      const page = await newPage(browser, problems, { width });
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.goto(site.url);
      await page.getByTestId("banner-image").first().waitFor();
      await page.getByTestId("popular-games").getByTestId("game-tile").first().waitFor();
      // The picture is taken once the page's fonts and its pictures (those not waiting to scroll into view) are in.
      await page.waitForFunction(() => document.fonts.status === "loaded" && [...document.images].every((image) => image.loading === "lazy" || image.complete));
      await screenshot(page, `home-${theme}-${width}`, true);
      await page.context().close();
    }
  });

  it("ran without script errors or Content-Security-Policy violations", () => {
    expect(problems).toEqual([]);
  });
});
