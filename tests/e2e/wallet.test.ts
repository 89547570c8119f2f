// The wallet in Chromium: a player deposits through the demo provider, withdraws, the operator pays out, the player
// confirms the receipt; the balance and the account record agree at every step.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { z } from "zod";
import { e2eUnavailable, launchBrowser, logIn, newPage, registerPlayer, screenshot, startSite, type RunningSite } from "./server";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

const PLAYER = { username: "walletfan", password: "Wallet2026", paymentPassword: "246810" };

describe.skipIf(missing !== null)("the wallet in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    await registerPlayer(site, PLAYER);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const loggedIn = async (width: number): Promise<Page> => {
    // The wrong payment password's 400 is part of the journey.
    const page = await newPage(browser, problems, { width, expectedStatus: [400] });
    await logIn(page, site, PLAYER);
    return page;
  };
  const headerBalance = (page: Page) => page.getByTestId("header-balance").textContent();

  it("deposits through the demo provider, withdraws, and confirms the payout; balance and records agree", async () => {
    const page = await loggedIn(1280);
    await expect.poll(() => headerBalance(page)).toContain("0.00");

    await page.getByTestId("header-deposit").click();
    await page.getByTestId("member-centre").waitFor();
    await page.getByRole("radio", { name: /Demo Pay/ }).click();
    await page.getByLabel("Amount").fill("500");
    await screenshot(page, "wallet-deposit-en");
    await page.getByTestId("deposit-submit").click();
    await page.getByTestId("demo-pay").waitFor();
    expect(await page.getByTestId("demo-pay-amount").textContent()).toContain("500.00");
    await page.getByTestId("demo-pay").click();
    await page.getByTestId("deposit-outcome").getByText("is in your wallet").waitFor();
    await expect.poll(() => headerBalance(page)).toContain("500.00");

    const menu = page.getByTestId("member-centre").getByRole("navigation");
    await menu.getByRole("link", { name: "Withdraw", exact: true }).click();
    await page.getByTestId("add-payout-account").click();
    await page.getByLabel("Wallet provider (bKash, Nagad…)").fill("bKash");
    await page.getByLabel("Account holder's name").fill("Wallet Fan");
    await page.getByLabel("Account number").fill("01712345678");
    await page.getByRole("button", { name: "Save account" }).click();
    await page.getByRole("radio", { name: /bKash/ }).waitFor();
    await page.getByLabel("Amount").fill("200");
    await page.getByLabel("Payment password").fill("000000");
    await page.getByTestId("withdraw-submit").click();
    await page.getByText("The payment password is not correct.").waitFor();
    await page.getByLabel("Payment password").fill(PLAYER.paymentPassword);
    await page.getByTestId("withdraw-submit").click();
    await page.getByTestId("withdrawal-requested").waitFor();
    await expect.poll(() => headerBalance(page)).toContain("300.00");

    const pending = z.array(z.object({ id: z.number(), username: z.string() })).parse(await site.opsValue("/ops/wallet/withdrawals?status=requested"));
    const mine = pending.find((w) => w.username === PLAYER.username);
    await site.opsValue(`/ops/wallet/withdrawals/${String(mine?.id)}/disburse`, "POST", {});
    await page.reload();
    const receipt = page.getByTestId("receipt-panel");
    await receipt.waitFor();
    expect(await page.getByTestId("receipt-countdown").textContent()).toMatch(/Counts as received in (29|30):\d\d/);
    await screenshot(page, "wallet-receipt-en", true);
    await page.getByTestId("receipt-received").click();
    await page.locator("[data-testid=withdrawal-row][data-status=received]").waitFor();
    await expect.poll(() => headerBalance(page)).toContain("300.00");

    await menu.getByRole("link", { name: "Account record" }).click();
    const rows = page.getByTestId("records").locator("tbody tr");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toMatch(/Withdrawal.*-200\.00.*300\.00/);
    expect(await rows.nth(1).textContent()).toMatch(/Deposit.*500\.00.*500\.00/);
    await screenshot(page, "wallet-records-en");
    const proof = z.object({ balanced: z.boolean() }).parse(await site.opsValue("/ops/wallet/trial-balance"));
    expect(proof.balanced).toBe(true);
    await page.context().close();
  });

  it("moves money to a game wallet and shows the member centre on a phone in the dark theme", async () => {
    const page = await newPage(browser, problems, { width: 390 });
    await page.addInitScript(() => {
      localStorage.setItem("lang", "bn");
      localStorage.setItem("theme", "dark");
    });
    await page.goto(site.url);
    await page.getByTestId("open-login").click();
    const dialog = page.getByTestId("login-dialog");
    await dialog.getByLabel("ইউজারনেম").fill(PLAYER.username);
    await dialog.getByLabel("পাসওয়ার্ড", { exact: true }).fill(PLAYER.password);
    await dialog.getByRole("button", { name: "লগ ইন" }).click();
    await page.getByTestId("member-strip").waitFor();
    await page.goto(`${site.url}/member/transferFund`);
    const form = page.getByTestId("transfer-wallet");
    await form.getByLabel("পরিমাণ").fill("50");
    await form.getByRole("button", { name: "ট্রান্সফার" }).click();
    await form.getByRole("status").waitFor();
    await expect.poll(() => page.getByTestId("main-balance").textContent()).toContain("২৫০.০০");
    await screenshot(page, "wallet-transfer-bn-dark-390", true);
    await page.context().close();
  });

  it("keeps visitors and trial accounts out of the member centre", async () => {
    const page = await newPage(browser, problems);
    await page.goto(`${site.url}/member/depositv2`);
    await page.getByTestId("login-dialog").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await page.context().close();
  });

  it("keeps the account record's page in its URL: a link to page 2 shows page 2, and back returns to it", async () => {
    const pager = { username: "pagefan", password: "Pages2026", paymentPassword: "246810" };
    await registerPlayer(site, pager);
    // Twenty-one movements: one more than a page of the account record holds.
    for (let n = 1; n <= 21; n++) await site.ops("/ops/wallet/adjustments", { username: pager.username, amount: "1", reason: `E2E movement ${n}` }, "POST");
    const page = await newPage(browser, problems, { width: 1280 });
    await logIn(page, site, pager);
    const rows = page.getByTestId("records").locator("tbody tr");

    await page.goto(`${site.url}/member/transactionHistory?page=2`);
    await page.getByText("Page 2 of 2").waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole("button", { name: "Previous" }).click();
    await page.waitForURL(/\/member\/transactionHistory$/);
    await expect.poll(() => rows.count()).toBe(20);
    await page.goBack();
    await page.getByText("Page 2 of 2").waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    // A period is part of the URL too, and a new period starts at its first page.
    await page.getByRole("button", { name: "Last 7 days" }).click();
    await page.waitForURL(/\/member\/transactionHistory\?days=7$/);
    await page.getByText("Page 1 of 2").waitFor();
    // A page number that makes no sense falls back to the first page.
    await page.goto(`${site.url}/member/transactionHistory?page=-3`);
    await page.getByText("Page 1 of 2").waitFor();
    await page.context().close();
  });

  it("ran without script errors or Content-Security-Policy violations", () => {
    if (problems.length) console.log(problems);
    expect(problems).toEqual([]);
  });
});
