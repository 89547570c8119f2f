// The site in each of its eight languages, in Chromium: the home page, the slots lobby, the register form and the
// member centre's deposit page, with a check that no visible text is another language's (a line that is an English
// message the chosen language translates, or Bengali on a page that is not), and screenshots at 1440 and 390 px.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { LANGUAGES } from "../../src/contract/domain";
import { LANGUAGE_NAMES } from "../../src/config/index";
import { seedEnglishTexts } from "../../server/seed/content";
import { dictionaryEntry } from "../../server/seed/translations";
import { CATALOG_AREAS } from "../../src/i18n/index";
import { e2eUnavailable, launchBrowser, newPage, registerPlayer, screenshot, sessionToken, sharedSite, type RunningSite } from "./server";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

const PLAYER = { username: "polyglot", password: "Lingo2026x", paymentPassword: "864202" };
/** Each page, where it is, what shows it has loaded, and whether a member or a visitor sees it. */
const PAGES = [
  ["home", "/", ".category-grid", "member"],
  ["slots", "/rng", "[data-testid=lobby-tile]", "member"],
  ["deposit", "/member/depositv2", "[data-testid=deposit-submit]", "member"],
  ["register", "/register", "[data-testid=register-form]", "visitor"],
] as const;
/** Bengali letters (the taka sign ৳, used by every language here, is not one). */
const BENGALI = /[\u0980-\u09f2\u09f4-\u09ff]/;

/** msgid → msgstr of every catalog of a language. */
function catalogOf(language: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const name of ["messages", ...CATALOG_AREAS]) {
    const text = readFileSync(path.resolve("locales", language, `${name}.po`), "utf8");
    for (const [, id = "", translated = ""] of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) if (id) entries.set(id, translated);
  }
  return entries;
}

/** English messages and demo texts the language shows differently: seen as a whole line, they are English left on its page. */
function englishOnly(language: string): Set<string> {
  const translated = catalogOf(language);
  const messages = [...translated].filter(([id, text]) => text !== "" && text !== id && !/[{}<>]/.test(id) && id.length > 2).map(([id]) => id);
  const content = language === "en" || language === "bn" ? [] : seedEnglishTexts().filter((text) => !/[<>]/.test(text) && dictionaryEntry(language, text) !== text);
  return new Set([...messages, ...content]);
}

describe.skipIf(missing !== null)("eight languages in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  let token = "";

  beforeAll(async () => {
    [site, browser] = await Promise.all([sharedSite(), launchBrowser()]);
    await registerPlayer(site, PLAYER);
    token = await sessionToken(site, PLAYER.username, PLAYER.password);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  /**
   * The visible lines of the page that are in another language than `language`; on the Bengali site a line with Latin
   * digits too, unless it carries a Latin name (a studio's "DS88"): one rule for digits, Bengali ones (issue 21).
   */
  async function foreignLines(page: Page, language: string, english: Set<string>): Promise<string[]> {
    // The language selector names each language in its own: not a line of another language on the page.
    const names = new Set(Object.values(LANGUAGE_NAMES));
    const lines = (await page.locator("body").innerText()).split("\n").map((line) => line.trim()).filter((line) => line !== "" && !names.has(line));
    return lines.filter(
      (line) => (language !== "en" && english.has(line)) || (language !== "bn" && BENGALI.test(line)) || (language === "bn" && /[0-9]/.test(line) && !/[A-Za-z]/.test(line)),
    );
  }

  for (const language of LANGUAGES) {
    it(`shows the home page, the slots lobby, the register form and the deposit page in ${language} only`, async () => {
      expect(token).not.toBe("");
      const english = englishOnly(language);
      const problems: string[] = [];
      for (const width of [1440, 390]) {
        for (const who of ["member", "visitor"] as const) {
          const page = await newPage(browser, problems, { width });
          await page.addInitScript(
            ([chosen, session]) => {
              localStorage.setItem("lang", chosen ?? "bn");
              if (session) sessionStorage.setItem("token", session);
            },
            [language, who === "member" ? token : ""],
          );
          for (const [name, address, shown] of PAGES.filter((known) => known[3] === who)) {
            await page.goto(`${site.url}${address}`);
            await page.locator(shown).first().waitFor();
            await page.waitForLoadState("networkidle");
            expect(await page.evaluate(() => document.documentElement.lang), `${name} lang`).toBe(language);
            expect(await foreignLines(page, language, english), `${language} ${name} at ${width} px`).toEqual([]);
            if (name !== "slots") await screenshot(page, `language-${language}-${name}-${width}`);
          }
          await page.context().close();
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
