// The point mall in Chromium: a player with points redeems a reward with the payment password and sees the points,
// the wallet and the point details change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { e2eUnavailable, launchBrowser, logIn, newPage, registerPlayer, screenshot, startSite, type RunningSite } from "./server";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

const PLAYER = { username: "pointfan", password: "Points2026", paymentPassword: "246810" };

describe.skipIf(missing !== null)("point mall in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    await registerPlayer(site, PLAYER);
    await fetch(`${site.url}/ops/points/adjustments`, {
      method: "POST",
      headers: { authorization: "Bearer e2e-ops-token-0123456789", "content-type": "application/json", "Idempotency-Key": "e2e-points-pointfan" },
      body: JSON.stringify({ username: PLAYER.username, points: 1200, reason: "E2E points" }),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("redeems a reward with the payment password; points, balance and details follow", async () => {
    const page = await newPage(browser, problems, { width: 1280, expectedStatus: [400] });
    await logIn(page, site, PLAYER);
    await page.goto(`${site.url}/pointMall`);
    const mall = page.getByTestId("point-mall");
    await expect.poll(() => mall.getByTestId("point-balance").textContent()).toBe("1200");
    const balanceBefore = await page.getByTestId("header-balance").textContent();
    await mall.getByTestId("reward").filter({ hasText: "1000 points" }).getByRole("button", { name: "Redeem" }).click();
    const confirm = mall.getByTestId("point-confirm");
    await confirm.getByLabel("Payment password").fill("111111");
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await confirm.getByText("The payment password is not correct.").waitFor();
    await confirm.getByLabel("Payment password").fill(PLAYER.paymentPassword);
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await mall.getByText(/Done: 1000 points spent/).waitFor();
    await expect.poll(() => mall.getByTestId("point-balance").textContent()).toBe("200");
    await expect.poll(() => page.getByTestId("header-balance").textContent()).not.toBe(balanceBefore);
    await mall.getByTestId("point-details").getByText("-1000").waitFor();
    await screenshot(page, "point-mall-en", true);
    await page.context().close();
  });

  it("ran without script errors or Content-Security-Policy violations", () => {
    if (problems.length) console.log(problems);
    expect(problems).toEqual([]);
  });
});
