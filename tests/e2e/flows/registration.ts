// The registration flow on the real site: /register of the English site opened without an invitation link (so the
// invitation code field shows and the server checks the code typed there), a fresh username per path, and a slow
// network so the loading states can be seen before the server answers.
import { expect } from "vitest";
import type { Locator } from "playwright-core";
import { registrationInput } from "../../../flowbook/plans/registration";
import { FIXED_CAPTCHA } from "../server";
import type { FlowPage, SiteFlow } from "./types";

/** How long the network holds the captcha and register calls, so the page can be seen waiting for them. */
const SLOW_NETWORK_MS = 4000;
const CHECK = { timeout: 10_000 };
/** The seeded agent's invitation code. */
const INVITATION_CODE = "TALA2026";

const form = ({ page }: FlowPage) => page.getByTestId("register-form");
const submit = (flow: FlowPage) => form(flow).getByTestId("register-submit");
const picture = (flow: FlowPage) => form(flow).getByTestId("register-captcha");
const refresh = (flow: FlowPage) => form(flow).getByRole("button", { name: "Show another picture" });
const message = (flow: FlowPage) => form(flow).getByTestId("register-message");

const LABELS: Record<string, string> = {
  username: "Username",
  password: "Password",
  confirmPassword: "Confirm password",
  paymentPassword: "Payment password",
  mobileNum: "Mobile number",
  verificationCode: "SMS verification code",
  captcha: "Characters in the picture",
  affiliateCode: "Invitation code",
};
const input = (flow: FlowPage, field: string): Locator => form(flow).getByLabel(LABELS[field] ?? field, { exact: true });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a register call needs from the page to be judged on the part under test: the captcha answer and the code. */
async function fillForServer(flow: FlowPage, username: string, invitationCode: string) {
  await input(flow, "username").fill(username);
  await input(flow, "affiliateCode").fill(invitationCode);
  if (await picture(flow).isVisible()) await input(flow, "captcha").fill(FIXED_CAPTCHA);
}

/** The form is there; `busy`: its Register button is greyed out. */
async function formShows(flow: FlowPage, busy: boolean) {
  await form(flow).waitFor(CHECK);
  await expect.poll(() => submit(flow).isDisabled(), CHECK).toBe(busy);
  // Opened without an invitation link, the form asks for the code.
  await input(flow, "affiliateCode").waitFor(CHECK);
}

/**
 * The server's refusals of the register call. Each answers 4xx, which the runner's page counts as a script error (it
 * opens pages with no expected statuses), so they are walked only with TALA_FLOW_REFUSALS=on.
 */
export const registrationRefusals: SiteFlow["answers"] = {
  "error:register:username_taken": async (flow) => {
    flow.notes.set("refused", "yes");
    await fillForServer(flow, "demo", INVITATION_CODE);
  },
  "error:register:invitation_code_error": async (flow) => {
    flow.notes.set("refused", "yes");
    await fillForServer(flow, `rg${flow.unique}`, "NOPE2026");
  },
};

export const registrationFlow: SiteFlow | null = {
  file: "registration.machine",
  input: registrationInput,
  async open(flow) {
    const { page, site } = flow;
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem("lang", "en"));
    await page.route("**/wps/captcha**", async (route) => {
      flow.notes.set("captcha", "waiting");
      await sleep(SLOW_NETWORK_MS);
      await route.continue();
      flow.notes.set("captcha", "answered");
    });
    await page.route("**/wps/member/register", async (route) => {
      flow.notes.set("register", "waiting");
      await sleep(SLOW_NETWORK_MS);
      await route.continue();
      flow.notes.set("register", "answered");
    });
    await page.goto(`${site.url}/register`);
    await form(flow).waitFor(CHECK);
    // From here the page's timers move only when a step moves them (the captcha's one-second cooldown).
    await page.clock.pauseAt(Date.now() + 1000);
  },
  events: {
    "field.change": async (flow, { event }) => {
      const field = String(event.field);
      // The captcha field is only on the page once there is a picture: with none, a person has nowhere to type it.
      if (field === "captcha" && !(await picture(flow).isVisible())) {
        expect(await input(flow, "captcha").count()).toBe(0);
        return;
      }
      await input(flow, field).fill(String(event.value));
    },
    "tab.select": async (flow, { event }) => {
      const tab = form(flow).getByRole("tab", { name: event.tab === "registerMobile" ? "Mobile number" : "Username" });
      await tab.click();
      await expect.poll(() => tab.getAttribute("aria-selected"), CHECK).toBe("true");
    },
    "terms.toggle": async (flow) => {
      const box = form(flow).getByTestId("register-terms");
      const before = await box.isChecked();
      await box.click();
      await expect.poll(() => box.isChecked(), CHECK).toBe(!before);
    },
    "captcha.refresh": async (flow) => {
      await refresh(flow).click();
    },
    "form.submit": async (flow) => {
      await submit(flow).click();
    },
    "after:captchaRefreshCooldown": async ({ page }) => {
      await page.clock.runFor(1000);
    },
  },
  answers: {
    ...(process.env.TALA_FLOW_REFUSALS === "on" ? registrationRefusals : {}),
    // The real server draws the picture.
    "done:fetchCaptcha": async () => {},
    "done:register": async (flow) => {
      await fillForServer(flow, `rg${flow.unique}`, INVITATION_CODE);
      await flow.page.clock.resume(); // the site's timers run on once the member is in
    },
  },
  states: {
    loadingCaptcha: async (flow) => {
      await formShows(flow, true);
      await expect.poll(() => flow.notes.get("captcha"), CHECK).toBe("waiting");
      // After a refused try, the server's reason shows above the fields.
      if (flow.notes.get("refused") === "yes") await message(flow).waitFor(CHECK);
      // An earlier picture stays, but cannot be clicked for another.
      if ((await picture(flow).count()) > 0) expect(await refresh(flow).isEnabled()).toBe(false);
    },
    "editing.captchaCoolingDown": async (flow) => {
      await formShows(flow, false);
      await expect.poll(async () => (await picture(flow).isVisible()) || (await message(flow).isVisible()), CHECK).toBe(true);
      if (await picture(flow).isVisible()) expect(await refresh(flow).isEnabled()).toBe(false);
    },
    "editing.captchaReady": async (flow) => {
      await formShows(flow, false);
      if ((await picture(flow).count()) > 0) await expect.poll(() => refresh(flow).isEnabled(), CHECK).toBe(true);
    },
    submitting: async (flow) => {
      await expect.poll(() => flow.notes.get("register"), CHECK).toBe("waiting");
      await expect.poll(() => submit(flow).isDisabled(), CHECK).toBe(true);
      expect(await input(flow, "username").inputValue()).not.toBe("");
    },
    registered: async (flow) => {
      const { page } = flow;
      await page.getByTestId("member-strip").getByText(`rg${flow.unique}`, { exact: true }).waitFor(CHECK);
      await page.getByTestId("welcome").waitFor(CHECK);
      expect(await page.getByTestId("register-form").count()).toBe(0);
    },
  },
};
