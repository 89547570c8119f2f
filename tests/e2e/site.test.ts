// A visitor's first minutes in a real browser against the real server: language, theme, maintenance, region block.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { e2eUnavailable, launchBrowser, newPage, registerPlayer, screenshot, startSite, type RunningSite } from "./server";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);
if (missing) console.warn(`\n!!! SKIPPING end-to-end tests: ${missing}\n`);

describe.skipIf(missing !== null)("the site in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];

  const openPage = () => newPage(browser, problems);
  const shot = (page: Page, name: string) => screenshot(page, name, true);

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("renders the home page in Bengali by default", async () => {
    const page = await openPage();
    await page.goto(site.url);
    await page.getByRole("heading", { name: "তালায় স্বাগতম" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("bn");
    expect(await page.getByRole("navigation", { name: "প্রধান মেনু" }).getByRole("link", { name: "হোম" }).getAttribute("aria-current")).toBe("page");
    expect(await page.title()).toBe("হোম · Tala");
    await shot(page, "home-bn-light");
    await page.context().close();
  });

  it("keeps English and the dark theme across a reload, with no flash of the light theme", async () => {
    const page = await openPage();
    await page.goto(site.url);
    await page.getByTestId("language-select").selectOption("en");
    await page.getByRole("heading", { name: "Welcome to Tala" }).waitFor();
    await page.getByTestId("theme-switch").click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");

    await page.reload({ waitUntil: "domcontentloaded" });
    // Read before the app's script runs: theme-init.js already set it.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.getByRole("heading", { name: "Welcome to Tala" }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem("lang"), localStorage.getItem("hisLang")])).toEqual(["en", "en"]);
    await shot(page, "home-en-dark");
    await page.context().close();
  });

  it("speaks the language chosen in the selector, its html element saying which", async () => {
    const page = await openPage();
    await page.goto(site.url);
    await page.getByTestId("language-select").selectOption("vi");
    await page.getByRole("heading", { name: "Chào mừng đến với Tala" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("vi");
    await page.context().close();
  });

  it("switches the language of a page whose strings live in an area catalog", async () => {
    const page = await openPage();
    await page.goto(`${site.url}/promotions`);
    await page.getByRole("link", { name: "লাকি ড্র", exact: true }).first().waitFor();
    await page.getByTestId("language-select").selectOption("en");
    await page.getByRole("link", { name: "Lucky draw", exact: true }).first().waitFor();
    await page.getByTestId("language-select").selectOption("vi");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("vi");
    await page.getByRole("link", { name: "Rút thăm may mắn", exact: true }).first().waitFor();
    await page.context().close();
  });

  it("registers every page of the site: frames, home aliases and a not-found page", async () => {
    const page = await openPage();
    await page.goto(`${site.url}/pointMall`);
    await page.getByRole("heading", { name: "পয়েন্ট মল" }).waitFor();
    await page.goto(`${site.url}/index.html`);
    await page.getByRole("heading", { name: "তালায় স্বাগতম" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto(`${site.url}/helpmc`);
    await page.getByRole("heading", { name: "সহায়তা কেন্দ্র" }).waitFor();
    expect(await page.locator("header").count()).toBe(0);
    await page.goto(`${site.url}/rng?tab=bogus&minBet=7`);
    await page.getByRole("heading", { name: "স্লট" }).waitFor();
    await page.goto(`${site.url}/no/such/page`);
    await page.getByTestId("not-found").waitFor();
    await shot(page, "not-found");
    await page.context().close();
  });

  it("shows the maintenance page when the operator switches maintenance on", async () => {
    await site.ops("/ops/system/status", { maintenance: true });
    const page = await openPage();
    try {
      await page.goto(site.url);
      await page.getByTestId("status-maintenance").waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("সিস্টেম রক্ষণাবেক্ষণ");
      expect(await page.locator("header").count()).toBe(0);
      await shot(page, "maintenance-bn");
    } finally {
      await site.ops("/ops/system/status", { maintenance: false });
    }
    await page.getByRole("button", { name: "আবার চেষ্টা করুন" }).click();
    await page.getByRole("heading", { name: "তালায় স্বাগতম" }).waitFor();
    await page.context().close();
  });

  it("shows the region-blocked page with the visitor's IP when the IP is blocked", async () => {
    await site.ops("/ops/system/status", { blockedIps: ["127.0.0.1"] });
    const page = await openPage();
    try {
      await page.goto(site.url);
      await page.getByTestId("status-blocked").waitFor();
      expect(await page.getByTestId("visitor-ip").textContent()).toBe("127.0.0.1");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("প্রবেশ সীমিত");
      await shot(page, "region-blocked-bn");
    } finally {
      await site.ops("/ops/system/status", { blockedIps: [] });
    }
    await page.context().close();
  });

  it("goes back to the page that asked for a login: /login?redirect=… lands there, a link to another site does not", async () => {
    const player = { username: "redirectfan", password: "Redirect2026", paymentPassword: "246810" };
    await registerPlayer(site, player);
    let page = await newPage(browser, problems, { width: 390 });
    await page.addInitScript(() => localStorage.setItem("lang", "en"));
    const logInOnPage = async () => {
      const form = page.getByTestId("login-form");
      await form.getByLabel("Username").fill(player.username);
      await form.getByLabel("Password", { exact: true }).fill(player.password);
      await form.getByTestId("login-submit").click();
    };
    await page.goto(`${site.url}/login?redirect=${encodeURIComponent("/member/transactionHistory?days=7")}`);
    await logInOnPage();
    await page.waitForURL(/\/member\/transactionHistory\?days=7$/);
    await page.getByTestId("member-centre").waitFor();
    await page.context().close();

    // A fresh visitor, sent to another site after the login: only the home page.
    page = await newPage(browser, problems, { width: 390 });
    await page.addInitScript(() => localStorage.setItem("lang", "en"));
    await page.goto(`${site.url}/login?redirect=${encodeURIComponent("//evil.example/")}`);
    await logInOnPage();
    await page.waitForURL(`${site.url}/`);
    await page.context().close();
  });

  it("ran without script errors or Content-Security-Policy violations", () => {
    expect(problems).toEqual([]);
  });
});
