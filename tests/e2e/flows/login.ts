// The login flow on the real site: the login dialog of the English site, a fresh player (or the seeded "demo" on the
// well-known password 123456 for the forced change), wrong answers for the server's refusals, and the captcha and login
// calls held on their way until the path takes their answer, so the loading states are seen before the server answers.
import { expect } from "vitest";
import type { APIResponse, Locator, Route } from "playwright-core";
import { loginInput } from "../../../flowbook/plans/login";
import { FIXED_CAPTCHA, registerPlayer } from "../server";
import { holdCall, letGo } from "./held";
import type { FlowPage, SiteFlow } from "./types";

const CHECK = { timeout: 10_000 };

const dialog = ({ page }: FlowPage) => page.getByTestId("login-dialog");
const submit = (flow: FlowPage) => dialog(flow).getByTestId("login-submit");
const picture = (flow: FlowPage) => dialog(flow).getByTestId("captcha-image");
const refresh = (flow: FlowPage) => dialog(flow).getByRole("button", { name: "Show another picture" });

const LABELS: Record<string, string> = {
  username: "Username",
  password: "Password",
  mobileNum: "Mobile number",
  verificationCode: "SMS verification code",
  captcha: "Characters in the picture",
};
const input = (flow: FlowPage, field: string): Locator => dialog(flow).getByLabel(LABELS[field] ?? field, { exact: true });

/**
 * A state's check first lets go the held calls whose answer led there: every one but the call the state itself waits
 * for (a loading state stays loading through the steps that follow it, until the path takes the answer).
 */
const answered = (flow: FlowPage, waitingFor?: "captcha" | "login") => {
  for (const kind of ["captcha", "login"]) if (kind !== waitingFor) letGo(flow.page, kind);
};

/** Fills what the fields on the page ask for: credentials, and the captcha when the picture is shown. */
async function fillCredentials(flow: FlowPage, username: string, password: string) {
  await input(flow, "username").fill(username);
  await input(flow, "password").fill(password);
  if (await picture(flow).isVisible()) await input(flow, "captcha").fill(FIXED_CAPTCHA);
}

/** The form waits for nobody: the Log in button is there and not spinning. */
async function formIsReady(flow: FlowPage) {
  await dialog(flow).waitFor(CHECK);
  await expect.poll(() => submit(flow).textContent(), CHECK).toBe("Log in");
  expect(await submit(flow).isEnabled()).toBe(true);
}

/**
 * The server's own answer to a picture asked for again within its second: the same request (the page's client id) sent
 * until the server refuses it, so a slow server that lets a second pass between two still ends in its refusal.
 */
async function tooSoonAnswer(route: Route): Promise<APIResponse> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await route.fetch();
    if (answer.status() === 429) return answer;
  }
  throw new Error("the server drew every picture asked for within a second");
}

/**
 * The server's refusals and a dropped network. A judged failure makes the server ask every later login from this
 * address for a captcha for 15 minutes; the flow has a site of its own, and its paths that log in with no picture on
 * the page (a fresh player, "demo") come before those with a refusal.
 */
export const loginRefusals: SiteFlow["answers"] = {
  "error:login:login_failed": async (flow) => {
    if (await input(flow, "password").isVisible()) await input(flow, "password").fill("wrong-password");
    if (await picture(flow).isVisible()) await input(flow, "captcha").fill(FIXED_CAPTCHA);
  },
  "error:login:network_error": async (flow) => {
    flow.notes.set("network", "down");
  },
  // The same page asked for a picture a moment before (another tab, a double click): the server draws one a second.
  "error:fetchCaptcha:too_many_requests": async (flow) => {
    flow.notes.set("captchaAnswer", "tooSoon");
    flow.notes.set("captchaRefused", "yes");
  },
};

export const loginFlow: SiteFlow | null = {
  file: "login.machine",
  input: loginInput,
  // The refused login (401), the captcha asked for too soon (429), the dropped network.
  expectedProblems: [/status of 401 \(Unauthorized\)$/, /status of 429 \(Too Many Requests\)$/, /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/],
  async open(flow) {
    const { page, site } = flow;
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem("lang", "en"));
    await page.route("**/wps/captcha**", async (route) => {
      flow.notes.set("captcha", "waiting");
      await holdCall(page, "captcha");
      const tooSoon = flow.notes.get("captchaAnswer") === "tooSoon";
      flow.notes.delete("captchaAnswer");
      if (!tooSoon) flow.notes.set("captchaRefused", "no");
      if (tooSoon) await route.fulfill({ response: await tooSoonAnswer(route) });
      else await route.continue();
      flow.notes.set("captcha", "answered");
    });
    await page.route("**/wps/session/login", async (route) => {
      flow.notes.set("login", "waiting");
      await holdCall(page, "login");
      const down = flow.notes.get("network") === "down";
      flow.notes.delete("network");
      flow.notes.set("dropped", down ? "yes" : "no");
      if (down) await route.abort("internetdisconnected");
      else await route.continue();
      flow.notes.set("login", "answered");
    });
    await page.goto(site.url);
    await page.getByTestId("open-login").click();
    await dialog(flow).waitFor(CHECK);
    // From here the page's timers move only when a step moves them (the captcha's one-second cooldown).
    await page.clock.pauseAt(Date.now() + 1000);
  },
  events: {
    "field.change": async (flow, { event }) => {
      const field = String(event.field);
      const value = String(event.value);
      // The captcha field is only on the page once there is a picture: with none, a person has nowhere to type it.
      if (field === "captcha" && !(await picture(flow).isVisible())) {
        expect(await input(flow, "captcha").count()).toBe(0);
        return;
      }
      await input(flow, field).fill(value);
    },
    "mode.select": async (flow, { event }) => {
      await dialog(flow)
        .getByRole("tab", { name: event.mode === "sms" ? "Mobile number" : "Username" })
        .click();
    },
    "remember.toggle": async (flow) => {
      const box = dialog(flow).getByRole("checkbox", { name: "Remember me" });
      const before = await box.isChecked();
      await box.click();
      await expect.poll(() => box.isChecked(), CHECK).toBe(!before);
    },
    "form.submit": async (flow) => {
      await submit(flow).click();
    },
    "after:captchaRefreshCooldown": async ({ page }) => {
      await page.clock.runFor(1000);
    },
  },
  answers: {
    ...loginRefusals,
    "done:login#0": async (flow) => {
      const player = { username: `fl${flow.unique}`, password: "Flow2026x", paymentPassword: "246810" };
      await registerPlayer(flow.site, player);
      await fillCredentials(flow, player.username, player.password);
      await flow.page.clock.resume(); // the site's timers run on once the player is in
    },
    // The seeded member "demo" is on the well-known password 123456, which the server makes them change.
    "done:login#1": async (flow) => {
      await fillCredentials(flow, "demo", "123456");
      await flow.page.clock.resume();
    },
    // The real server draws the picture.
    "done:fetchCaptcha": async () => {},
  },
  states: {
    "editing.captchaReady": async (flow) => {
      answered(flow);
      await formIsReady(flow);
      // After the dropped network, the reason shows above the button.
      if (flow.notes.get("dropped") === "yes") await dialog(flow).getByTestId("login-message").waitFor(CHECK);
      // A picture on the page may be swapped for another.
      if ((await picture(flow).count()) > 0) await expect.poll(() => refresh(flow).isEnabled(), CHECK).toBe(true);
    },
    "editing.captchaCoolingDown": async (flow) => {
      answered(flow);
      await formIsReady(flow);
      // The server's refusal to draw a picture shows its reason instead; else a picture just drawn, whose refresh waits.
      if (flow.notes.get("captchaRefused") === "yes") {
        await dialog(flow).getByTestId("login-message").waitFor(CHECK);
        expect(await picture(flow).count()).toBe(0);
      } else {
        await picture(flow).waitFor(CHECK);
        expect(await refresh(flow).isEnabled()).toBe(false);
      }
    },
    loadingCaptcha: async (flow) => {
      answered(flow, "captcha");
      await formIsReady(flow);
      // The page waits for a picture, with none to swap yet: none drawn, or the old one held while the new one comes.
      await expect.poll(() => flow.notes.get("captcha"), CHECK).toBe("waiting");
      expect((await picture(flow).count()) === 0 || !(await refresh(flow).isEnabled())).toBe(true);
    },
    renewingCaptcha: async (flow) => {
      answered(flow);
      await formIsReady(flow);
      await dialog(flow).getByTestId("login-message").waitFor(CHECK);
      await picture(flow).waitFor(CHECK);
      expect(await refresh(flow).isEnabled()).toBe(false);
    },
    submitting: async (flow) => {
      answered(flow, "login");
      await expect.poll(() => flow.notes.get("login"), CHECK).toBe("waiting");
      await expect.poll(() => submit(flow).textContent(), CHECK).toBe("Logging in…");
      expect(await submit(flow).isDisabled()).toBe(true);
    },
    loggedIn: async (flow) => {
      answered(flow);
      const { page } = flow;
      await page.getByTestId("member-strip").waitFor(CHECK);
      await page.getByTestId("account-menu-button").waitFor(CHECK);
      expect(await dialog(flow).count()).toBe(0);
    },
    passwordChangeRequired: async (flow) => {
      answered(flow);
      const { page } = flow;
      await page.getByTestId("change-password-dialog").waitFor(CHECK);
      await page.getByTestId("change-password-dialog").getByLabel("New password", { exact: true }).waitFor(CHECK);
      expect(await page.getByTestId("member-strip").count()).toBe(0);
    },
  },
};
