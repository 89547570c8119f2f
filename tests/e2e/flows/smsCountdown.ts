// The smsCountdown flow on the real site: the Send code button of the login dialog's Mobile number tab (the same button
// counts down on the registration and forgot-password forms). The page's clock is installed and paused, so the
// countdown and the one-second throttle move only when a delay step moves them. The SMS call is held on its way until
// the path takes its answer, so the page is seen while it sends.
import { expect } from "vitest";
import { FIXED_CAPTCHA } from "../server";
import { holdCall, letGo } from "./held";
import type { FlowPage, SiteFlow } from "./types";

const SEND_CODE = /^কোড পাঠান$/;
const RESEND = /^আবার পাঠান \([০-৯]+ সে\.\)$/;
const TOO_MANY = "অনেক বেশি অনুরোধ। একটু অপেক্ষা করে আবার চেষ্টা করুন।";
const TIMEOUT = 10_000;

/** A mobile number of this path's own, so one path's sends never count against another's budget. */
function mobileOf({ unique }: FlowPage): string {
  let hash = 7;
  for (const char of unique) hash = (hash * 31 + char.charCodeAt(0)) % 100_000_000;
  return `017${hash.toString().padStart(8, "0")}`;
}

const dialog = ({ page }: FlowPage) => page.getByTestId("login-dialog");
const button = (context: FlowPage) => dialog(context).getByTestId("send-code");
const warning = (context: FlowPage) => dialog(context).getByRole("alertdialog", { name: "সতর্কতা" });

async function buttonShows(context: FlowPage, label: RegExp, disabled: boolean) {
  await dialog(context)
    .locator(`[data-testid="send-code"]:${disabled ? "disabled" : "enabled"}`)
    .filter({ hasText: label })
    .waitFor({ timeout: TIMEOUT });
}

async function noWarning(context: FlowPage) {
  await warning(context).waitFor({ state: "detached", timeout: TIMEOUT });
}

/** The check of a state the SMS answer leads to lets the held call go. */
const answered = ({ page }: FlowPage) => letGo(page);

/** One code sent to the number through the API: the server's answer status. */
async function sendCode(context: FlowPage, mobileNum: string, attempt: string): Promise<number> {
  const drawn: unknown = await (await fetch(`${context.site.url}/wps/captcha`, { headers: { "client-id": `flow-${context.unique}-${attempt}` } })).json();
  const captchaId =
    typeof drawn === "object" &&
    drawn !== null &&
    "value" in drawn &&
    typeof drawn.value === "object" &&
    drawn.value !== null &&
    "captchaId" in drawn.value &&
    typeof drawn.value.captchaId === "string"
      ? drawn.value.captchaId
      : "";
  const answer = await fetch(`${context.site.url}/wps/verification/sms/noLogin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mobileNum, countryDialingCode: "880", purpose: "login", captchaId, captcha: FIXED_CAPTCHA }),
  });
  return answer.status;
}

/**
 * Sends five codes to the number through the API: the sixth within the hour is refused. The server sends one a second
 * to a number, so each send is asked again until the server takes it.
 */
async function useUpBudget(context: FlowPage) {
  const mobileNum = mobileOf(context);
  let attempts = 0;
  for (let sent = 0; sent < 5; sent++) {
    await expect
      .poll(() => sendCode(context, mobileNum, String(attempts++)), { timeout: 10_000, interval: 200 })
      .toBe(200);
  }
}

/** The refused send: five codes an hour per number are used up first. */
export const smsCountdownRefusal = { "error:sendCode:too_many_requests": useUpBudget };

export const smsCountdownFlow: SiteFlow | null = {
  file: "smsCountdown.machine",
  async open(context) {
    const { page, site } = context;
    await page.route("**/wps/verification/sms/noLogin", async (route) => {
      context.notes.set("sms", "waiting");
      await holdCall(page, "sms");
      await route.continue();
      context.notes.set("sms", "answered");
    });
    await page.clock.install();
    await page.goto(site.url);
    await page.getByTestId("open-login").click();
    await dialog(context).getByRole("tab", { name: "মোবাইল নম্বর" }).click();
    await dialog(context).getByTestId("captcha-image").waitFor({ timeout: TIMEOUT });
    await page.clock.pauseAt(Date.now() + 1000);
  },
  events: {
    async "sms.send"(context) {
      await dialog(context).getByLabel("মোবাইল নম্বর").fill(mobileOf(context));
      await dialog(context).getByLabel("ছবির অক্ষরগুলো").fill(FIXED_CAPTCHA);
      await button(context).click();
    },
    async "warning.dismiss"(context) {
      await warning(context).getByRole("button", { name: "ঠিক আছে" }).click();
    },
    async "after:oneSecond"({ page }, step) {
      // The last tick: the rest of the countdown runs out.
      await page.clock.runFor(step.states.includes("ready") ? 60_000 : 1000);
    },
    async "after:sendThrottle"({ page }) {
      await page.clock.runFor(1000);
    },
  },
  answers: {
    // Nothing to arrange: a fresh number with a right captcha gets its code.
    "done:sendCode": async () => {},
    ...smsCountdownRefusal,
  },
  // The refusal's 429, on purpose.
  expectedProblems: [/status of 429/],
  states: {
    async ready(context) {
      answered(context);
      await buttonShows(context, SEND_CODE, false);
      await noWarning(context);
    },
    async sending(context) {
      await expect.poll(() => context.notes.get("sms"), { timeout: TIMEOUT }).toBe("waiting");
      await buttonShows(context, SEND_CODE, true);
      await noWarning(context);
    },
    async counting(context) {
      answered(context);
      await buttonShows(context, RESEND, true);
      await noWarning(context);
    },
    async failed(context) {
      answered(context);
      await warning(context).getByText(TOO_MANY).waitFor({ timeout: TIMEOUT });
      await warning(context).getByRole("button", { name: "ঠিক আছে" }).waitFor({ timeout: TIMEOUT });
    },
    async throttled(context) {
      answered(context);
      await noWarning(context);
      await buttonShows(context, SEND_CODE, true);
    },
  },
};
