// Rewards in Chromium: a player with points redeems a reward with the payment password and sees the points, the
// wallet and the point details change; a player applies for an activity with pictures, the operator approves, the
// player claims and the balance changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { z } from "zod";
import { e2eUnavailable, launchBrowser, logIn, newPage, registerPlayer, screenshot, startSite, type RunningSite } from "./server";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

const PLAYER = { username: "pointfan", password: "Points2026", paymentPassword: "246810" };

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC", "base64");
const applicationList = z.array(z.object({ id: z.number(), comment: z.string(), images: z.array(z.string()) }));

describe.skipIf(missing !== null)("points and activities in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    await registerPlayer(site, PLAYER);
    await site.ops("/ops/points/adjustments", { username: PLAYER.username, points: 1200, reason: "E2E points" }, "POST");
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
    // Points are counts, written with the language's thousands separator.
    await expect.poll(() => mall.getByTestId("point-balance").textContent()).toBe("1,200");
    const balanceBefore = await page.getByTestId("header-balance").textContent();
    await mall.getByTestId("reward").filter({ hasText: "1,000 points" }).getByRole("button", { name: "Redeem" }).click();
    const confirm = mall.getByTestId("point-confirm");
    await confirm.getByLabel("Payment password").fill("111111");
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await confirm.getByText("The payment password is not correct.").waitFor();
    await confirm.getByLabel("Payment password").fill(PLAYER.paymentPassword);
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await mall.getByText(/Done: 1,000 points spent/).waitFor();
    await expect.poll(() => mall.getByTestId("point-balance").textContent()).toBe("200");
    await expect.poll(() => page.getByTestId("header-balance").textContent()).not.toBe(balanceBefore);
    await mall.getByTestId("point-details").getByText("-1,000").waitFor();
    await screenshot(page, "point-mall-en", true);

    // Invite friends shows the player's own code, link and QR code.
    await page.goto(`${site.url}/member/referral`);
    const referral = page.getByTestId("referral");
    await expect.poll(() => referral.getByTestId("referral-code").textContent()).toMatch(/^[A-Z0-9]+$/);
    expect(await referral.getByRole("textbox", { name: "Invitation link" }).inputValue()).toContain("/register?affiliateCode=");
    await referral.getByRole("img", { name: "QR code of your invitation link" }).waitFor();
    await page.context().close();
  });

  it("applies for an activity with pictures; the operator approves; the player claims and the balance changes", async () => {
    const page = await newPage(browser, problems, { width: 1280 });
    await logIn(page, site, PLAYER);
    await page.goto(`${site.url}/promotions`);
    await page.getByTestId("activity-card").filter({ hasText: "Big win challenge" }).click();
    const modal = page.getByTestId("activity-modal");
    await modal.getByRole("button", { name: "Join" }).click();
    const form = modal.getByTestId("activity-form");
    await form.getByRole("textbox").fill("Three big wins on Golden Tiger");
    await form.locator("input[type=file]").setInputFiles([
      { name: "win1.png", mimeType: "image/png", buffer: PNG },
      { name: "win2.png", mimeType: "image/png", buffer: PNG },
    ]);
    await form.getByText("win2.png").waitFor();
    await screenshot(page, "activity-application-en");
    await form.getByRole("button", { name: "Send the application" }).click();
    await expect.poll(() => modal.getByTestId("activity-state").textContent()).toBe("Applying");
    await page.keyboard.press("Escape");

    const queue = applicationList.parse(await site.opsValue("/ops/activities/applications?status=applying"));
    const application = queue.find((row) => row.comment === "Three big wins on Golden Tiger");
    expect(application?.images).toHaveLength(2);
    await site.opsValue(`/ops/activities/applications/${application?.id ?? 0}/decision`, "POST", { decision: "approve" });

    await page.reload();
    const before = await page.getByTestId("header-balance").textContent();
    await page.getByTestId("activity-card").filter({ hasText: "Big win challenge" }).filter({ hasText: "Claim" }).click();
    await page.getByTestId("activity-modal").getByRole("button", { name: "Claim the reward" }).click();
    await expect.poll(() => page.getByTestId("activity-modal").getByTestId("activity-state").textContent()).toBe("Claimed");
    await expect.poll(() => page.getByTestId("header-balance").textContent()).not.toBe(before);
    await screenshot(page, "activity-claimed-en");
    await page.context().close();
  });

  it("ran without script errors or Content-Security-Policy violations", () => {
    if (problems.length) console.log(problems);
    expect(problems).toEqual([]);
  });
});
