// Every modal of the site, opened as a player opens it (with the keyboard, so focus has somewhere to return to): axe finds
// no violation inside it and nothing covers its controls, on a phone and a laptop, in both themes and both complete
// languages; it opens on what it is for (search on its field), and closing it with Escape gives focus back to its opener.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { SCREENSHOTS, e2eUnavailable, launchBrowser, registerPlayer, sessionToken, sharedSite, type RunningSite } from "./server";
import { THEMES, auditContext, axeViolations, coveredControls, settle, showAt } from "./audit";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

const PLAYER = { username: "modals01", password: "Modals2026x", paymentPassword: "864202" };
type Who = "visitor" | "member";
interface ModalCase {
  name: string;
  who: Who;
  path: string;
  /** The control that opens it, once the page is ready (steps before it may open another modal first). */
  opener: (page: Page) => Promise<Locator>;
  /** What has focus when it has opened, when that is not its first field or close button. */
  focused?: (dialog: Locator) => Locator;
}

const byTestId = (id: string) => async (page: Page) => page.getByTestId(id);
const MODALS: ModalCase[] = [
  { name: "login", who: "visitor", path: "/", opener: byTestId("open-login") },
  { name: "register", who: "visitor", path: "/", opener: byTestId("open-register") },
  {
    name: "forgot-password",
    who: "visitor",
    path: "/",
    opener: async (page) => {
      await page.getByTestId("open-login").click();
      return page.getByTestId("login-dialog").getByTestId("forgot-link");
    },
  },
  { name: "search", who: "visitor", path: "/", opener: byTestId("open-search"), focused: (dialog) => dialog.locator("input.search__input") },
  { name: "announcement", who: "visitor", path: "/", opener: async (page) => page.locator(".notice-strip__title").first() },
  { name: "help", who: "visitor", path: "/help", opener: async (page) => page.locator(".help-card h2 a").first() },
  {
    name: "gift",
    who: "visitor",
    path: "/",
    opener: async (page) => {
      await page.getByTestId("activity-gift").getByRole("button").first().click();
      return page.locator(".activity-gift__button");
    },
  },
  {
    name: "sign-out",
    who: "member",
    path: "/",
    opener: async (page) => {
      await page.getByTestId("account-menu-button").click();
      return page.getByTestId("sign-out");
    },
  },
  { name: "card-rooms", who: "member", path: "/pvp", opener: async (page) => page.locator("[data-testid=lobby-tile]:has(img[src*=teen-patti]) .lobby-tile__actions .button--primary").first() },
];
const LANGUAGES = ["bn", "en"] as const;
/** A phone, and a laptop narrow enough that the header still opens the login dialog (wider screens log in in the header). */
const WIDTHS = [390, 1280];

describe.skipIf(missing !== null)("every modal, in both themes and both complete languages", { timeout: 180_000 }, () => {
  let site: RunningSite;
  let browser: Browser;
  let token = "";
  const folder = path.join(SCREENSHOTS, "modals");

  beforeAll(async () => {
    mkdirSync(folder, { recursive: true });
    [site, browser] = await Promise.all([sharedSite(), launchBrowser()]);
    await registerPlayer(site, PLAYER);
    token = await sessionToken(site, PLAYER.username, PLAYER.password);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const modal of MODALS) {
    it(`${modal.name}: passes axe, covers nothing, opens on its purpose and gives focus back to its opener`, async () => {
      expect(modal.who === "visitor" || token !== "").toBe(true);
      const failures: string[] = [];
      for (const language of LANGUAGES) {
        for (const width of WIDTHS) {
          const context = await auditContext(browser, language, modal.who === "member" ? token : "", width);
          const page = await context.newPage();
          await page.goto(`${site.url}${modal.path}`);
          await settle(page);
          const opener = await modal.opener(page);
          // The keyboard's way in: focus the opener, press Enter.
          await opener.focus();
          await page.keyboard.press("Enter");
          const dialog = page.locator("dialog[open]");
          await dialog.waitFor();
          await page.waitForLoadState("networkidle");
          const where = `${language} ${width}px`;
          const expected = modal.focused?.(dialog);
          if (expected && !(await expected.evaluate((element) => element === document.activeElement))) failures.push(`${where}: opens with focus elsewhere than its field`);
          for (const theme of THEMES) {
            await showAt(page, width, theme);
            for (const violation of await axeViolations(page, theme === "dark")) failures.push(`${where} ${theme}: axe ${violation}`);
            if (theme === "light") for (const covered of await coveredControls(page)) failures.push(`${where}: ${covered}`);
            if (language === "bn") await page.screenshot({ path: path.join(folder, `${modal.name}-${language}-${width}-${theme}.jpeg`), type: "jpeg", quality: 70 });
          }
          await page.keyboard.press("Escape");
          await dialog.waitFor({ state: "detached" });
          const back = await page.evaluate(() => document.activeElement?.closest("dialog") === null && document.activeElement !== document.body);
          // Not waited for: an opener inside what closed with the modal is gone for good.
          const onOpener = await opener.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
          const onMenuButton = await page.evaluate(() => document.activeElement?.getAttribute("popovertarget") !== null && document.activeElement?.getAttribute("popovertarget") !== undefined);
          // The forgot-password link lives in the login dialog, and sign-out in the account menu, both gone by then.
          const expectedElsewhere = (modal.name === "forgot-password" && back) || (modal.name === "sign-out" && onMenuButton);
          if (!onOpener && !expectedElsewhere) failures.push(`${where}: focus did not return to the opener on close`);
          await context.close();
        }
      }
      writeFileSync(path.join(folder, `${modal.name}.txt`), failures.join("\n"));
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});
