// The agent centre in Chromium: an agent opens a downline agent's account, offers a daily-wages contract, the
// downline signs it in its own agent centre and plays; the day's settlement pays the wage and both parties see it.
// A player is told non-agents cannot log in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { z } from "zod";
import { e2eUnavailable, launchBrowser, logIn, newPage, openAccountMenu, playTopBetSpins, registerPlayer, screenshot, startSite, type RunningSite } from "./server";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

const AGENT = { username: "agent01", password: "Agent@2026", paymentPassword: "246810" };
const SUB = { username: "subagent7", password: "Sub2026x", paymentPassword: "246810" };

describe.skipIf(missing !== null)("agent centre in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    // The settlement clock runs a day ahead: today's period is over for it and can be paid while the test runs.
    [site, browser] = await Promise.all([startSite({ TALA_SETTLEMENT_CLOCK_SHIFT_HOURS: "24" }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("opens a downline agent's account, offers daily wages, the downline signs and plays, and both see the wage paid", async () => {
    // The offer above the operator's ceiling is refused with a 400 on purpose.
    const page = await newPage(browser, problems, { width: 1280, expectedStatus: [400] });
    await logIn(page, site, AGENT);
    await openAccountMenu(page);
    await page.getByTestId("agent-centre-link").click();
    const centre = page.getByTestId("agent-centre");
    await centre.getByTestId("team-overview").getByText("Team members").waitFor();
    await screenshot(page, "agent-overview-en");

    await centre.getByRole("button", { name: "Open an account" }).click();
    const form = centre.getByTestId("create-downline");
    await form.getByLabel("Username").fill(SUB.username);
    await form.getByLabel("Password", { exact: true }).fill(SUB.password);
    await form.getByLabel("Payment password").fill(SUB.paymentPassword);
    await form.getByLabel("Account type").selectOption("2");
    await form.getByRole("button", { name: "Open account" }).click();
    await form.getByText(`Account ${SUB.username} opened.`).waitFor();
    await centre.getByRole("button", { name: "Downlines" }).click();
    await centre.getByTestId("downline-list").getByText(SUB.username).waitFor();

    await centre.getByRole("button", { name: "Contracts" }).click();
    const offer = centre.getByTestId("contract-offer");
    await offer.getByLabel("Contract").selectOption("daily_salary");
    await offer.getByLabel("Downline").fill(SUB.username);
    await offer.getByLabel("Rate (%)").fill("250");
    await offer.getByRole("button", { name: "Send the offer" }).click();
    await offer.getByText("The rate must be more than 0 and at most 100").waitFor();
    // agent01 answers to no agent: the operator's ceiling (daily wages 1.00% by default) is its limit.
    await offer.getByLabel("Rate (%)").fill("1.5");
    await offer.getByRole("button", { name: "Send the offer" }).click();
    await offer.getByText("The rate can be at most 1.00%, the operator's ceiling for this kind of contract.").waitFor();
    await offer.getByLabel("Rate (%)").fill("1");
    await offer.getByRole("button", { name: "Send the offer" }).click();
    const rows = centre.getByTestId("contract-list").locator("tbody tr");
    await rows.filter({ hasText: SUB.username }).filter({ hasText: "Pending" }).waitFor();
    await screenshot(page, "agent-contracts-en");
    await page.context().close();

    const downline = await newPage(browser, problems, { width: 1280 });
    await logIn(downline, site, SUB);
    await downline.goto(`${site.url}/agentCentre?page=contracts`);
    const mine = downline.getByTestId("agent-centre").getByTestId("contract-list").locator("tbody tr").filter({ hasText: "agent01" });
    await mine.getByRole("button", { name: "Sign" }).click();
    await mine.filter({ hasText: "Accepted" }).waitFor();
    expect(await mine.getByRole("button", { name: "Ask to end" }).count()).toBe(1);
    await screenshot(downline, "agent-contract-signed-en");

    // The downline's team sales: four spins of 10.00 make 40.00 of valid bet, and 1% of it is 0.40.
    await site.ops("/ops/wallet/adjustments", { username: SUB.username, amount: "100.00", reason: "E2E funds" }, "POST");
    await playTopBetSpins(downline, site, 4);
    const today = new Date().toISOString().slice(0, 10);
    // The operator runs the day's settlement (the scheduler may have paid it already: then this run pays nothing more).
    const run = z.object({ total: z.string() }).parse(await site.opsValue("/ops/agent/settlements", "POST", { kind: "daily_salary", start: today }));
    expect(["0.00", "0.40"]).toContain(run.total);

    await downline.goto(`${site.url}/agentCentre?page=dailyWages`);
    const wage = downline.getByTestId("agent-centre").getByTestId("income-list").locator("tbody tr");
    await wage.filter({ hasText: "40.00" }).filter({ hasText: "0.40" }).waitFor();
    expect(await wage.count()).toBe(1);
    await screenshot(downline, "agent-daily-wages-en");
    await downline.context().close();

    const agent = await newPage(browser, problems, { width: 1280 });
    await logIn(agent, site, AGENT);
    await agent.goto(`${site.url}/agentCentre?page=contracts`);
    const granted = agent.getByTestId("agent-centre").getByTestId("contract-list").locator("tbody tr").filter({ hasText: SUB.username });
    await expect.poll(() => granted.getByTestId("contract-paid").textContent()).toContain("0.40");
    await screenshot(agent, "agent-contract-paid-en");
    await agent.context().close();
  });

  it("tells a player that non-agents cannot log in", async () => {
    const page = await newPage(browser, problems, { width: 1280 });
    const player = { username: "justplays", password: "Plays2026", paymentPassword: "246810" };
    await registerPlayer(site, player);
    await logIn(page, site, player);
    await page.goto(`${site.url}/agentCentre`);
    await page.getByTestId("agent-centre").getByText("Non-agents cannot log in").waitFor();
    await page.context().close();
  });

  it("ran without script errors or Content-Security-Policy violations", () => {
    if (problems.length) console.log(problems);
    expect(problems).toEqual([]);
  });
});
