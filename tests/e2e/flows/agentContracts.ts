// The agentContracts flow on the real site: agent01 opens the contracts page of the agent centre and fills in the offer
// form. The list loads for real. A valid offer's call is held back and never let go, so the page is seen sending; its
// answers (the plan's downline "sub1" is not a real downline, and refusals are logged by the browser as errors), the
// contract answers (the plan's contract 7 does not exist) and a non-agent's failed load are not mapped.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { sessionToken } from "../server";
import type { SiteFlow } from "./types";

const AGENT = { username: "agent01", password: "Agent@2026" };
const TIMEOUT = 10_000;
const PROBLEMS = [
  "Name the downline agent.",
  "The win wage must be from 0 to 100, with two decimals at most.",
  "The rate must be more than 0 and at most 100, with two decimals at most.",
];

const form = (page: Page) => page.getByTestId("contract-offer");
const send = (page: Page) => form(page).getByRole("button", { name: "Send the offer", exact: true });
const LABELS: Record<string, string> = { downline: "Downline", ratePercent: "Rate (%)", winRatePercent: "Win wage (%)" };

async function showsFormAndTable(page: Page) {
  await form(page).getByText("Offer a contract to a downline agent").waitFor({ timeout: TIMEOUT });
  await form(page).getByLabel("Contract").waitFor({ timeout: TIMEOUT });
  await form(page).getByLabel("Downline").waitFor({ timeout: TIMEOUT });
  for (const heading of ["Contract", "Parties", "Rate", "Paid so far", "Status"]) {
    await page.getByTestId("contract-list").getByRole("columnheader", { name: heading, exact: true }).waitFor({ timeout: TIMEOUT });
  }
}

export const agentContractsFlow: SiteFlow | null = {
  file: "agentContracts.machine",
  async open(ctx) {
    const token = await sessionToken(ctx.site, AGENT.username, AGENT.password);
    if (!token) throw new Error("agent01 could not log in");
    // A sent offer is held back for good: the path ends while the page is sending.
    await ctx.page.route(/\/wps\/relay\//, () => new Promise<void>(() => undefined));
    await ctx.page.addInitScript((session) => {
      localStorage.setItem("lang", "en");
      sessionStorage.setItem("token", session);
    }, token);
    await ctx.page.goto(`${ctx.site.url}/agentCentre?page=contracts`);
  },
  events: {
    "offer.change": async ({ page, notes }, step) => {
      const field = "field" in step.event && typeof step.event.field === "string" ? step.event.field : "";
      const value = "value" in step.event && typeof step.event.value === "string" ? step.event.value : "";
      const kind = form(page).getByLabel("Contract");
      if (field === "kind") await kind.selectOption(value);
      else if (field === "winRatePercent" && !(await form(page).getByLabel("Win wage (%)").count())) {
        // The win wage shows only for a real-time salary: pick it, write the wage, and go back to the kind there was
        // (the offer ends as the event leaves it: that kind, this win wage, no problem shown).
        const before = await kind.inputValue();
        await kind.selectOption("realtime_salary");
        await form(page).getByLabel("Win wage (%)", { exact: true }).fill(value);
        await kind.selectOption(before);
      } else {
        const label = field === "ratePercent" && (await form(page).getByLabel("Loss wage (%)").count()) ? "Loss wage (%)" : LABELS[field];
        if (!label) throw new Error(`no field ${field}`);
        await form(page).getByLabel(label, { exact: true }).fill(value);
      }
      notes.delete("problem");
    },
    "offer.submit": async ({ page, notes }, step) => {
      await send(page).click();
      if (step.states.includes("ready")) notes.set("problem", "shown");
    },
  },
  answers: {
    // The real server answers the list.
    "done:loadContracts": async () => {},
  },
  states: {
    loading: async ({ page }) => {
      await showsFormAndTable(page);
    },
    ready: async ({ page, notes }) => {
      await showsFormAndTable(page);
      await expect.poll(() => send(page).isEnabled({ timeout: 1000 }), { timeout: TIMEOUT }).toBe(true);
      const alert = form(page).getByRole("alert");
      if (notes.has("problem")) {
        await alert.waitFor({ timeout: TIMEOUT });
        expect(PROBLEMS).toContain((await alert.textContent())?.trim());
      } else expect(await alert.count()).toBe(0);
      const rows = page.getByTestId("contract-list").locator("tbody tr");
      await expect.poll(async () => (await rows.count()) > 0 || (await page.getByText("No contracts yet.").isVisible()), { timeout: TIMEOUT }).toBe(true);
    },
    sending: async ({ page }) => {
      await expect.poll(() => send(page).isDisabled({ timeout: 1000 }), { timeout: TIMEOUT }).toBe(true);
    },
  },
};
