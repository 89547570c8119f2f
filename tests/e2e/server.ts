// Boots the real server (npm start's entry point) on a free port with a temporary data folder, and a headless Chromium.
// The folder is a copy of the run's template (migrated and seeded once, tests/e2e/globalSetup.ts); the files that only
// read share one site the run keeps (sharedSite).
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";
import { startServerProcess } from "../../scripts/serverProcess";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where to ask for the run's template data folder and shared site (tests/e2e/globalSetup.ts); null: the run has neither. */
    e2eBroker: string | null;
  }
}

export const CHROMIUM = "/usr/bin/chromium";
export const OPS_TOKEN = "e2e-ops-token-0123456789";
export const FIXED_CAPTCHA = "TEST";
export const SCREENSHOTS = path.resolve("test-results/screenshots");
/** What every e2e site runs with: the operator API, the test hooks, a known captcha. */
export const SITE_ENV = { TALA_OPS_TOKEN: OPS_TOKEN, TALA_TEST_HOOKS: "on", TALA_CAPTCHA_FIXED: FIXED_CAPTCHA };

export function e2eUnavailable(): string | null {
  if (!existsSync(CHROMIUM)) return `Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium)`;
  if (!existsSync(path.resolve("dist/index.html"))) return "the site is not built (npm run build)";
  return null;
}

export interface RunningSite {
  url: string;
  /** The newest SMS the demo provider "sent" to a number. */
  lastSms(mobile: string): Promise<string>;
  ops(pathname: string, body: object, method?: "PUT" | "POST"): Promise<void>;
  /** An operator call whose answer matters: the envelope's value. */
  opsValue(pathname: string, method?: "GET" | "POST", body?: object): Promise<unknown>;
  stop(): Promise<void>;
}

/** A new data folder: a copy of the template when the run has one, else empty (the server migrates and seeds it). */
export function newDataDir(template: string | null): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tala-e2e-"));
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** What the run's process answers (tests/e2e/globalSetup.ts): the template's folder, the shared site's address. */
async function askTheRun(what: "template" | "shared-site"): Promise<string | null> {
  const broker = inject("e2eBroker");
  if (!broker) return null;
  // It answers once the boot is done.
  const answer = await fetch(`${broker}/${what}`, { signal: AbortSignal.timeout(150_000) });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`the run's ${what} could not be made: ${text}`);
  return text;
}

/** A site of the file's own, whose data no other file sees. `env` adds test hooks of the server's environment (README). */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const dataDir = newDataDir(await askTheRun("template"));
  const server = await startServerProcess({ ...env, ...SITE_ENV, TALA_DATA_DIR: dataDir });
  return siteAt(server.url, async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/**
 * The site of the run that files share when they only read, or add what no other file looks at (a player of their own):
 * no site of their own to start. Its stop() leaves it to the run. Without a shared site (a run without the global
 * setup), a site of the file's own.
 */
export async function sharedSite(): Promise<RunningSite> {
  const url = await askTheRun("shared-site");
  return url === null ? startSite() : siteAt(url, async () => {});
}

function siteAt(url: string, stop: () => Promise<void>): RunningSite {
  const server = { url };
  return {
    url: server.url,
    async lastSms(mobile) {
      const response = await fetch(`${server.url}/ops/sms-outbox?mobile=${mobile}`, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
      const body: unknown = await response.json();
      const value = typeof body === "object" && body !== null && "value" in body && Array.isArray(body.value) ? body.value : [];
      const first: unknown = value[0];
      return typeof first === "object" && first !== null && "body" in first && typeof first.body === "string" ? first.body : "";
    },
    async ops(pathname, body, method = "PUT") {
      const response = await fetch(`${server.url}${pathname}`, {
        method,
        headers: opsHeaders(),
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`operator call ${pathname} answered ${response.status}`);
    },
    async opsValue(pathname, method = "GET", body) {
      const response = await fetch(`${server.url}${pathname}`, {
        method,
        headers: opsHeaders(),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer: unknown = await response.json();
      if (!response.ok || typeof answer !== "object" || answer === null || !("value" in answer)) throw new Error(`operator call ${pathname} answered ${response.status}`);
      return answer.value;
    },
    stop,
  };
}

/** Every operator call is a new one: money calls need an idempotency key. */
const opsHeaders = () => ({ authorization: `Bearer ${OPS_TOKEN}`, "content-type": "application/json", "idempotency-key": randomUUID() });

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

/**
 * A fresh browser context and page that records script errors and CSP violations in `problems`.
 * `expectedStatus` lists HTTP statuses the journey causes on purpose (the browser logs those loads as errors).
 */
export async function newPage(browser: Browser, problems: string[], options: { width?: number; expectedStatus?: number[] } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 860 } });
  const page = await context.newPage();
  const expected = options.expectedStatus ?? [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const status = Number(/status of (\d{3})/.exec(message.text())?.[1]);
    if (!expected.includes(status)) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  return page;
}

export const screenshot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });

export interface Player {
  username: string;
  password: string;
  paymentPassword: string;
}

/** Registers a player through the API (under agent01's code), as the registration page would. */
export async function registerPlayer(site: RunningSite, player: Player): Promise<void> {
  // A client id of its own: files registering on the shared site at once would otherwise share one captcha budget.
  const captcha: unknown = await (await fetch(`${site.url}/wps/captcha`, { headers: { "client-id": randomUUID() } })).json();
  const captchaId = typeof captcha === "object" && captcha !== null && "value" in captcha && typeof captcha.value === "object" && captcha.value !== null && "captchaId" in captcha.value ? captcha.value.captchaId : "";
  const registered = await fetch(`${site.url}/wps/member/register`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...player, confirmPassword: player.password, affiliateCode: "TALA2026", captchaId, captcha: FIXED_CAPTCHA, registerMethod: "WEB" }),
  });
  if (!registered.ok) throw new Error(`registering ${player.username} answered ${registered.status}`);
}

/** Opens the house slot (Golden Tiger) from the slots lobby and plays `spins` rounds at the highest bet, 10.00. */
export async function playTopBetSpins(page: Page, site: RunningSite, spins: number): Promise<void> {
  await page.goto(`${site.url}/rng`);
  await page.getByTestId("lobby-tile").filter({ hasText: "Golden Tiger" }).first().getByRole("button", { name: "Play now" }).click();
  await page.getByTestId("house-slot").waitFor();
  await page.getByRole("radiogroup", { name: "Bet" }).getByRole("radio", { name: /10\.00/ }).click();
  for (let spin = 1; spin <= spins; spin++) {
    await page.getByTestId("slot-spin").click();
    await page.getByText(`${spin} rounds`).waitFor();
  }
}

/** A session token from the login API, as the site keeps it in sessionStorage ("" when the login is refused). */
export async function sessionToken(site: RunningSite, username: string, password: string): Promise<string> {
  const answer: unknown = await (
    await fetch(`${site.url}/wps/session/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type: "username", username, password, captcha: FIXED_CAPTCHA }) })
  ).json();
  const value = typeof answer === "object" && answer !== null && "value" in answer && typeof answer.value === "object" && answer.value !== null ? answer.value : {};
  return "token" in value && typeof value.token === "string" ? value.token : "";
}

/** Opens the header's account menu (behind the avatar): VIP level, security centre, agent centre, sign out. */
export const openAccountMenu = (page: Page) => page.getByTestId("account-menu-button").click();

/** Logs a player in from the login dialog of the English site. */
export async function logIn(page: Page, site: RunningSite, player: Player): Promise<void> {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await page.goto(site.url);
  await page.getByTestId("open-login").click();
  const dialog = page.getByTestId("login-dialog");
  await dialog.getByLabel("Username").fill(player.username);
  await dialog.getByLabel("Password", { exact: true }).fill(player.password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await page.getByTestId("member-strip").waitFor();
}
