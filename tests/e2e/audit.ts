// What the layout and accessibility audit checks on a loaded page, in Chromium: sideways scrolling, controls covered
// by another element at their centre, and axe-core's violations. Shared by the route and the modal audits.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";

export const AUDIT_WIDTHS = [360, 390, 1024, 1280, 1440] as const;
/** The two viewports of the accessibility target: a phone and a laptop. */
export const AXE_WIDTHS: readonly number[] = [390, 1440];
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** A context as the audits open pages: a phone's screen (showAt changes it), motion reduced, a language and maybe a session. */
export async function auditContext(browser: Browser, language: string, token: string, width = 390): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 }, reducedMotion: "reduce" });
  await context.addInitScript(
    ([chosen, session]) => {
      localStorage.setItem("lang", chosen ?? "bn");
      if (session) sessionStorage.setItem("token", session);
    },
    [language, token],
  );
  return context;
}

/** Waits until the page has settled: data loaded, fonts drawn, the late widgets (service bar, gift) in place. */
export async function settle(page: Page): Promise<void> {
  // The site has started once its layout is there (the system gate shows a starting page until the status answers).
  await page.locator("main#main").waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  // The floating widgets arrive at the first scroll (useLater): bring them now, since they are what may cover a control.
  await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => !document.querySelector(".page-loading, [aria-busy=true]"), undefined, { timeout: 10_000 }).catch(() => undefined);
}

export async function showAt(page: Page, width: number, theme: Theme): Promise<void> {
  await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
  await page.evaluate((chosen) => {
    document.documentElement.dataset.theme = chosen;
  }, theme);
  // Two frames: the new width's layout and any resize observer's answer to it.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The element that makes the page wider than the screen, when it is. */
export function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width + 1) return null;
    const name = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.classList.length ? `.${[...element.classList].join(".")}` : ""}`;
    const wide = [...document.querySelectorAll("body *")].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && ![...element.children].some((child) => child.getBoundingClientRect().right > width + 1);
    });
    return `page is ${document.documentElement.scrollWidth} px wide at ${width} px: ${wide.slice(0, 4).map(name).join(", ")}`;
  });
}

/**
 * Inputs and buttons another element covers at their centre once scrolled to the middle of the screen, as a player
 * would scroll to reach them (inside an open modal, only the modal's). A label over its own control is not covering.
 * The page is scrolled half a screen at a time and each control is looked at where it first reaches the middle band
 * (or as far as it gets at the top and the bottom of the page), so one layout serves many controls.
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) => {
      const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].join(".")}` : ""}${text ? ` "${text}"` : ""}`;
    };
    const root = document.querySelector("dialog[open]") ?? document;
    const scroller = root instanceof HTMLDialogElement ? (root.querySelector(".modal__body") ?? root) : document.scrollingElement ?? document.documentElement;
    let unchecked = [...root.querySelectorAll("input:not([type=hidden]), button, select, textarea")].filter(
      (control): control is HTMLElement =>
        control instanceof HTMLElement &&
        control.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !control.closest("[inert], [aria-hidden=true]") &&
        control.getBoundingClientRect().width >= 4 &&
        control.getBoundingClientRect().height >= 4,
    );
    const covered: string[] = [];
    const start = scroller.scrollTop;
    // Screenshots and checks see the page without smooth scrolling's in-between frames.
    document.documentElement.style.scrollBehavior = "auto";
    const height = window.innerHeight;
    const last = scroller.scrollHeight - scroller.clientHeight;
    for (let top = 0; unchecked.length > 0; top = Math.min(top + height / 2, last)) {
      scroller.scrollTop = top;
      const atStart = top === 0;
      const atEnd = top >= last;
      unchecked = unchecked.filter((control) => {
        const box = control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        // Off the screen sideways: a carousel's slide that is not showing.
        if (x < 0 || x > window.innerWidth) return false;
        // Clipped by a scrolling or clipping box (a marquee, a scrolled list): out of sight there, not under anything.
        for (let box = control.parentElement; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          const clip = box.getBoundingClientRect();
          if (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom) return false;
        }
        const inBand = (y >= height / 4 || atStart) && (y <= (height * 3) / 4 || atEnd) && y >= 0 && y <= height;
        if (!inBand) return !atEnd;
        const hit = document.elementFromPoint(x, y);
        const label = hit?.closest("label");
        if (hit && hit !== control && !control.contains(hit) && !(label && (label.control === control || label.contains(control)))) {
          covered.push(`${name(control)} under ${name(hit)}`);
        }
        return false;
      });
      if (atEnd) break;
    }
    scroller.scrollTop = start;
    return covered;
  });
}

/**
 * axe-core's violations on the page (or the open modal), every rule it runs by default, at any impact; `contrastOnly`
 * for a second theme, where colours are all that changed.
 */
export async function axeViolations(page: Page, contrastOnly = false): Promise<string[]> {
  // Evaluated, not added as a script tag: the site's Content-Security-Policy refuses inline scripts, as it should.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (onlyContrast) => {
    const scope = document.querySelector("dialog[open]") ?? document;
    const axe: unknown = Reflect.get(window, "axe");
    const run: unknown = typeof axe === "object" && axe !== null ? Reflect.get(axe, "run") : undefined;
    if (typeof run !== "function") throw new Error("axe-core did not load");
    const result: unknown = await run.call(axe, scope, { resultTypes: ["violations"], ...(onlyContrast ? { runOnly: ["color-contrast"] } : {}) });
    const violations: unknown = typeof result === "object" && result !== null ? Reflect.get(result, "violations") : [];
    if (!Array.isArray(violations)) return [];
    return violations.map((violation: unknown) => {
      const get = (key: string): unknown => (typeof violation === "object" && violation !== null ? Reflect.get(violation, key) : undefined);
      const nodes = get("nodes");
      const targets = Array.isArray(nodes)
        ? nodes.slice(0, 3).map((node: unknown) => String(typeof node === "object" && node !== null ? Reflect.get(node, "target") : ""))
        : [];
      return `${String(get("id"))} (${String(get("impact"))}) ×${Array.isArray(nodes) ? nodes.length : 0}: ${targets.join(" | ")}`;
    });
  }, contrastOnly);
}
