// The first visit on a slow line: the site arrives compressed and cacheable, and the home page keeps still while its
// content comes (issue 21). The bench (npm run bench -- --home) measures the same visit on Lighthouse's phone profile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { firstVisit, type Profile } from "../../scripts/benchHome";
import { e2eUnavailable, launchBrowser, sharedSite, type RunningSite } from "./server";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);
if (missing) console.warn(`\n!!! SKIPPING end-to-end tests: ${missing}\n`);

/** Slow enough that the banners and notices come well after the page's first paint, quick enough for a test. */
const SLOW_LINE = { latency: 300, downloadThroughput: 400_000, uploadThroughput: 100_000 };
const PHONE: Profile = { name: "phone on a slow line", context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }, cpuSlowdown: 2, network: SLOW_LINE };
const DESKTOP: Profile = { name: "desktop on a slow line", context: { viewport: { width: 1280, height: 860 } }, cpuSlowdown: 1, network: SLOW_LINE };

describe.skipIf(missing !== null)("the first visit", () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([sharedSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("gets the page's scripts in brotli, kept for good, its stylesheet inside the page, and the page itself revalidated (304 when unchanged)", async () => {
    const page = await browser.newPage();
    const assets: Promise<{ url: string; size: number; encoding: string | null; cache: string | null }>[] = [];
    page.on("response", (response) => {
      if (!/\/assets\/.+\.(?:js|css)$/.test(response.url())) return;
      const headers = response.headers();
      assets.push(response.body().then((body) => ({ url: response.url(), size: body.length, encoding: headers["content-encoding"] ?? null, cache: headers["cache-control"] ?? null })));
    });
    await page.goto(site.url, { waitUntil: "networkidle" });
    const fetched = await Promise.all(assets);
    expect(fetched.filter((asset) => asset.size > 100_000).length, "the libraries' chunk").toBe(1);
    expect(fetched.filter((asset) => asset.url.endsWith(".css")), "the stylesheet comes inside the page").toEqual([]);
    for (const asset of fetched) {
      // Below 1 KB a compressed copy saves less than it costs, so the build makes none.
      expect(asset, asset.url).toMatchObject({ encoding: asset.size >= 1024 ? "br" : null, cache: "public, max-age=31536000, immutable" });
    }
    await page.close();

    const first = await fetch(site.url, { headers: { "accept-encoding": "br, gzip" } });
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect((await fetch(site.url, { headers: { "accept-encoding": "br, gzip", "if-none-match": etag } })).status).toBe(304);
  });

  it("paints the home page from the answers the page carries: no status, settings or banner call, in Bengali and in the language chosen", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const startCalls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (/^\/wps\/(system\/(status|country|whitelabel|setting\/register)|content\/banners)$/.test(url.pathname)) startCalls.push(url.pathname);
    });
    await page.goto(site.url);
    const banner = page.getByTestId("banner-carousel").locator("img").first();
    await expect.poll(() => banner.getAttribute("src")).toMatch(/-bn\.svg$/);
    expect(startCalls).toEqual([]);
    // The choice travels to the server as a cookie: the next page comes with English answers.
    await page.getByTestId("language-select").selectOption("en");
    await expect.poll(() => banner.getAttribute("src")).toMatch(/-en\.svg$/);
    startCalls.length = 0;
    await page.reload();
    await expect.poll(() => banner.getAttribute("src")).toMatch(/-en\.svg$/);
    expect(startCalls).toEqual([]);
    await context.close();
  });

  for (const width of [360, 390, 1024, 1440]) {
    it(`shows the home page's banner before its scripts run, where the app then draws it (${width} px)`, async () => {
      const bannerBox = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ viewport: { width, height: 860 }, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(site.url);
        const picture = javaScriptEnabled ? page.getByTestId("banner-image").first() : page.locator("[data-page-shell] img");
        await picture.waitFor();
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        const box = await picture.boundingBox();
        const shells = await page.locator("[data-page-shell]").count();
        await context.close();
        return { box, shells };
      };
      const before = await bannerBox(false);
      const after = await bannerBox(true);
      expect(before.shells, "the server's first view").toBe(1);
      expect(after.shells, "replaced by the app").toBe(0);
      for (const side of ["x", "y", "width", "height"] as const) {
        expect(Math.abs((before.box?.[side] ?? -99) - (after.box?.[side] ?? 99)), `${side}: ${JSON.stringify(before.box)} → ${JSON.stringify(after.box)}`).toBeLessThanOrEqual(1);
      }
    });
  }

  for (const profile of [PHONE, DESKTOP]) {
    it(`keeps the home page still while its banner, notices and jackpot arrive (${profile.name})`, async () => {
      const visit = await firstVisit(browser, site.url, profile);
      // Lighthouse's "good" cumulative layout shift; the layout's own header is outside this page's content.
      expect(visit.cls, JSON.stringify(visit.shifts)).toBeLessThanOrEqual(0.1);
      expect(visit.lcpElement).not.toBe("(none)");
    });
  }
});
