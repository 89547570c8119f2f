// Boots the site: language catalog first (no untranslated flash), then the providers, the router and the root actors
// (src/app/start.tsx).
import type { InspectionEvent, Observer } from "xstate";
import { sessionStore } from "./api/session";
import { activateLanguage, storedLanguage } from "./i18n/index";
import { DEFAULT_THEME, THEMES, type Theme } from "./config/index";
import "./styles/index.css";

async function inspector(): Promise<Observer<InspectionEvent> | undefined> {
  // The whole branch is dropped from the production bundle: import.meta.env.DEV is false there.
  if (import.meta.env.DEV && (new URLSearchParams(window.location.search).has("inspect") || import.meta.env.VITE_INSPECT === "1")) {
    const { createBrowserInspector } = await import("@statelyai/inspect");
    return createBrowserInspector().inspect;
  }
  return undefined;
}

/** The server's first view's picture (server/http/pageShell.ts), named for the Element Timing API. */
const SHELL_PICTURE = "page-shell-banner";
/** How long the app waits at most for it to be painted. */
const SHELL_PICTURE_WAIT_MS = 300;

/**
 * The server's first view is painted before the app replaces it: on a fast machine the scripts are ready before the
 * browser has painted the banner, which would then not be seen until the app draws it again.
 */
async function shellPainted(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>("[data-page-shell] img");
  if (!picture) return;
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes("element")) {
      // Without Element Timing: once it can be painted, one frame.
      void picture.decode().then(
        () => requestAnimationFrame(() => setTimeout(resolve, 0)),
        () => resolve(),
      );
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => "identifier" in entry && entry.identifier === SHELL_PICTURE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "element", buffered: true });
  });
  await Promise.race([painted, new Promise((resolve) => setTimeout(resolve, SHELL_PICTURE_WAIT_MS))]);
}

/** A task of its own: what runs after it does not lengthen the task before (a phone's taps wait for a task to end). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code (services, routes, layout, root machines and the home page's view: one file, see vite.config.ts) is
 * evaluated in a task of its own after the libraries' (the entry), so neither task is long enough to hold a phone's
 * taps for long. scripts/preloadHints.ts has it fetched beside the entry.
 */
async function loadApp() {
  await nextTask();
  return import("./app/start");
}

async function boot() {
  const language = storedLanguage();
  const themeShown = document.documentElement.dataset.theme;
  const theme: Theme = THEMES.find((t) => t === themeShown) ?? DEFAULT_THEME;
  sessionStore.rememberMerchant();
  const [inspect, app] = await Promise.all([inspector(), loadApp(), activateLanguage(language), shellPainted()]);
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html lost its #root element");
  app.renderApp(container, { language, theme, inspect });
}

void boot();
