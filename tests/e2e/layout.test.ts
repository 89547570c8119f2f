// Every route and every member-centre page at 360, 390, 1024, 1280 and 1440 px in both themes and both complete
// languages (Bengali, English): nothing scrolls sideways, no input or button is covered at its centre, and axe-core finds
// no violation at the phone and laptop widths. Screenshots of each land in test-results/screenshots/layout/.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { Browser } from "playwright-core";
import { MEMBER_PAGES } from "../../src/config/index";
import { SCREENSHOTS, e2eUnavailable, launchBrowser, registerPlayer, sessionToken, sharedSite, type RunningSite } from "./server";
import { AUDIT_WIDTHS, AXE_WIDTHS, THEMES, auditContext, axeViolations, coveredControls, settle, showAt, sidewaysScroll } from "./audit";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

const PLAYER = { username: "layout01", password: "Layout2026x", paymentPassword: "864202" };
const AGENT = { username: "agent01", password: "Agent@2026" };
type Who = "visitor" | "member" | "agent";
/** Each screen: its name, its address, and who opens it. */
const SCREENS: [string, string, Who][] = [
  ["home", "/", "visitor"],
  ["home-member", "/", "member"],
  ["register", "/register", "visitor"],
  ["login", "/login", "visitor"],
  ["notices", "/noticePage", "visitor"],
  ["point-mall", "/pointMall", "member"],
  ["sports", "/sports", "visitor"],
  ["esports", "/esports", "visitor"],
  ["lott", "/lott", "visitor"],
  ["elott", "/elott", "visitor"],
  ["lottery", "/lottery", "member"],
  ["slots", "/rng", "visitor"],
  ["slots-member", "/rng", "member"],
  ["fishing", "/fish", "visitor"],
  ["card-games", "/pvp", "visitor"],
  ["live", "/live", "visitor"],
  ["promotions", "/promotions", "visitor"],
  ["promotion", "/promoDetail?id=1", "visitor"],
  ["help", "/help", "visitor"],
  ["help-bare", "/helpmc", "visitor"],
  ["download", "/down", "visitor"],
  ["join", "/join", "visitor"],
  ["fbsports", "/fbsports", "member"],
  ["reset-password", "/resetPassword", "visitor"],
  ["not-found", "/no-such-page", "visitor"],
  ...MEMBER_PAGES.map((page): [string, string, Who] => [`member-${page}`, `/member/${page}`, "member"]),
  ["agent-centre", "/agentCentre", "agent"],
];
const LANGUAGES = ["bn", "en"] as const;

// Screens run three at a time: most of a screen's time is waiting for the network to fall quiet, not the processor.
describe.skipIf(missing !== null)("every route on phones and laptops, in both themes and both complete languages", { concurrent: true, timeout: 240_000 }, () => {
  let site: RunningSite;
  let browser: Browser;
  const tokens: Record<Who, string> = { visitor: "", member: "", agent: "" };
  const folder = path.join(SCREENSHOTS, "layout");

  beforeAll(async () => {
    mkdirSync(folder, { recursive: true });
    [site, browser] = await Promise.all([sharedSite(), launchBrowser()]);
    await registerPlayer(site, PLAYER);
    tokens.member = await sessionToken(site, PLAYER.username, PLAYER.password);
    tokens.agent = await sessionToken(site, AGENT.username, AGENT.password);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const [name, address, who] of SCREENS) {
    it(`${name} (${address}) fits, covers nothing and passes axe`, async ({ expect }) => {
      expect(who === "visitor" || tokens[who] !== "").toBe(true);
      const failures: string[] = [];
      for (const language of LANGUAGES) {
        const context = await auditContext(browser, language, tokens[who]);
        const page = await context.newPage();
        page.on("pageerror", (error) => failures.push(`${language}: script error ${String(error)}`));
        await page.goto(`${site.url}${address}`);
        await settle(page);
        for (const width of AUDIT_WIDTHS) {
          for (const theme of THEMES) {
            await showAt(page, width, theme);
            const where = `${language} ${width}px ${theme}`;
            const sideways = await sidewaysScroll(page);
            if (sideways) failures.push(`${where}: ${sideways}`);
            // Layout does not depend on the theme: covered controls once per width.
            if (theme === "light") for (const covered of await coveredControls(page)) failures.push(`${where}: ${covered}`);
            if (AXE_WIDTHS.includes(width)) for (const violation of await axeViolations(page, theme === "dark")) failures.push(`${where}: axe ${violation}`);
            if (language === "bn") await page.screenshot({ path: path.join(folder, `${name}-${language}-${width}-${theme}.jpeg`), type: "jpeg", quality: 70 });
          }
        }
        await context.close();
      }
      // Every finding, not vitest's shortened diff: one file per screen beside its screenshots.
      writeFileSync(path.join(folder, `${name}.txt`), failures.join("\n"));
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});
