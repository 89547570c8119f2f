// The registration flow on the real site: /register of the English site opened from an invitation link (the seeded
// agent's code, or one no member has, which the page checks first), a fresh username per path, and the code check,
// captcha and register calls held on their way until the path takes their answer, so the loading states are seen
// before the server answers.
import { expect } from "vitest";
import type { Locator } from "playwright-core";
import { registrationInput } from "../../../flowbook/plans/registration";
import { FIXED_CAPTCHA } from "../server";
import { holdCall, letGo } from "./held";
import type { FlowPage, SiteFlow } from "./types";

const CHECK = { timeout: 10_000 };
/** The seeded agent's invitation code, and one no member of the site has. */
const INVITATION_CODE = "TALA2026";
const UNKNOWN_CODE = "NOPE2026";

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

type Call = "affiliate" | "captcha" | "register";

/**
 * A state's check first lets go the held calls whose answer led there: every one but the call the state itself waits
 * for (a loading state stays loading through the steps that follow it, until the path takes the answer).
 */
const answered = (flow: FlowPage, waitingFor?: Call) => {
  for (const kind of ["affiliate", "captcha", "register"] satisfies Call[]) if (kind !== waitingFor) letGo(flow.page, kind);
};

/**
 * What a register call needs from the page to be judged on the part under test: the captcha answer, and the code where
 * the form asks for one (the link's code was refused, or could not be checked).
 */
async function fillForServer(flow: FlowPage, username: string, invitationCode: string) {
  await input(flow, "username").fill(username);
  if (await input(flow, "affiliateCode").isVisible()) await input(flow, "affiliateCode").fill(invitationCode);
  else if (invitationCode !== INVITATION_CODE) throw new Error("the form shows no invitation code field to type a wrong code in");
  if (await picture(flow).isVisible()) await input(flow, "captcha").fill(FIXED_CAPTCHA);
}

/** The form is there; `busy`: its Register button is greyed out. */
async function formShows(flow: FlowPage, busy: boolean) {
  await form(flow).waitFor(CHECK);
  await expect.poll(() => submit(flow).isDisabled(), CHECK).toBe(busy);
  // The invitation code field shows only once the link's code was refused or could not be checked.
  const field = input(flow, "affiliateCode");
  if (flow.notes.get("affiliate") === "answered" && flow.notes.get("affiliateField") === "shown") await field.waitFor(CHECK);
  else expect(await field.count()).toBe(0);
}

/**
 * The answers to the link's code, and the server's refusals of the register call. The link carries a code no member has
 * (the server finds it unknown), unless the agent's code was chosen before the page opened; the check is held until
 * the path takes its answer, so a dropped network can still be arranged while it waits.
 */
export const registrationRefusals: SiteFlow["answers"] = {
  "done:checkAffiliate#0": async (flow) => {
    if (flow.notes.has("opened")) throw new Error("the page was opened from a link with a code nobody has");
    flow.notes.set("link", INVITATION_CODE);
  },
  "done:checkAffiliate#1": async (flow) => {
    flow.notes.set("affiliateField", "shown");
  },
  "error:checkAffiliate:network_error": async (flow) => {
    flow.notes.set("network", "down");
    flow.notes.set("affiliateField", "shown");
  },
  "error:register:username_taken": async (flow) => {
    flow.notes.set("refused", "yes");
    await fillForServer(flow, "demo", INVITATION_CODE);
  },
  "error:register:invitation_code_error": async (flow) => {
    flow.notes.set("refused", "yes");
    await fillForServer(flow, `rg${flow.unique}`, UNKNOWN_CODE);
    flow.notes.set("affiliateField", "shown");
  },
};

export const registrationFlow: SiteFlow | null = {
  file: "registration.machine",
  input: { ...registrationInput, affiliateCode: UNKNOWN_CODE },
  // The refused registration (409 taken, 400 invitation code), the dropped network.
  expectedProblems: [/status of 409 \(Conflict\)$/, /status of 400 \(Bad Request\)$/, /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/],
  async open(flow) {
    const { page, site } = flow;
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem("lang", "en"));
    await page.route("**/wps/agent/affiliate**", async (route) => {
      flow.notes.set("affiliate", "waiting");
      await holdCall(page, "affiliate");
      if (flow.notes.get("network") === "down") await route.abort("internetdisconnected");
      else await route.continue();
      flow.notes.set("affiliate", "answered");
    });
    await page.route("**/wps/captcha**", async (route) => {
      flow.notes.set("captcha", "waiting");
      await holdCall(page, "captcha");
      await route.continue();
      flow.notes.set("captcha", "answered");
    });
    await page.route("**/wps/member/register", async (route) => {
      flow.notes.set("register", "waiting");
      await holdCall(page, "register");
      await route.continue();
      flow.notes.set("register", "answered");
    });
    await page.goto(`${site.url}/register?affiliateCode=${flow.notes.get("link") ?? UNKNOWN_CODE}`);
    await form(flow).waitFor(CHECK);
    // From here the page's timers move only when a step moves them (the captcha's one-second cooldown).
    await page.clock.pauseAt(Date.now() + 1000);
    flow.notes.set("opened", "yes");
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
    ...registrationRefusals,
    // The real server draws the picture.
    "done:fetchCaptcha": async () => {},
    "done:register": async (flow) => {
      await fillForServer(flow, `rg${flow.unique}`, INVITATION_CODE);
      await flow.page.clock.resume(); // the site's timers run on once the member is in
    },
  },
  states: {
    checkingAffiliate: async (flow) => {
      answered(flow, "affiliate");
      await formShows(flow, true);
      await expect.poll(() => flow.notes.get("affiliate"), CHECK).toBe("waiting");
      expect(await input(flow, "affiliateCode").count()).toBe(0);
    },
    loadingCaptcha: async (flow) => {
      answered(flow, "captcha");
      await expect.poll(() => flow.notes.get("captcha"), CHECK).toBe("waiting");
      await formShows(flow, true);
      // After a refused try, the server's reason shows above the fields.
      if (flow.notes.get("refused") === "yes") await message(flow).waitFor(CHECK);
      // An earlier picture stays, but cannot be clicked for another.
      if ((await picture(flow).count()) > 0) expect(await refresh(flow).isEnabled()).toBe(false);
    },
    "editing.captchaCoolingDown": async (flow) => {
      answered(flow);
      await formShows(flow, false);
      await expect.poll(async () => (await picture(flow).isVisible()) || (await message(flow).isVisible()), CHECK).toBe(true);
      if (await picture(flow).isVisible()) expect(await refresh(flow).isEnabled()).toBe(false);
    },
    "editing.captchaReady": async (flow) => {
      answered(flow);
      await formShows(flow, false);
      if ((await picture(flow).count()) > 0) await expect.poll(() => refresh(flow).isEnabled(), CHECK).toBe(true);
    },
    submitting: async (flow) => {
      answered(flow, "register");
      await expect.poll(() => flow.notes.get("register"), CHECK).toBe("waiting");
      await expect.poll(() => submit(flow).isDisabled(), CHECK).toBe(true);
      expect(await input(flow, "username").inputValue()).not.toBe("");
    },
    registered: async (flow) => {
      answered(flow);
      const { page } = flow;
      await page.getByTestId("member-strip").getByText(`rg${flow.unique}`, { exact: true }).waitFor(CHECK);
      await page.getByTestId("welcome").waitFor(CHECK);
      expect(await page.getByTestId("register-form").count()).toBe(0);
    },
  },
};
