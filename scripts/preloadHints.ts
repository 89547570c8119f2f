// Build-time preload hints: the scripts every first paint waits for but the browser would find only one round trip
// later, named in index.html's head so they come beside the entry's own. Vite preloads what the entry imports; it
// cannot know that boot imports the app a task later (src/main.tsx), loads the default language's catalog first, nor
// that "/" loads the home route's code (which vite.config.ts puts in the app's file: then no hint of its own).
import type { HtmlTagDescriptor, Plugin } from "vite";
import type { OutputBundle, OutputChunk } from "rolldown";

/** The default language's core catalog (the page's lang, src/config's DEFAULT_LANGUAGE): boot activates it before the first render. */
function catalogOf(html: string): RegExp {
  const language = /<html[^>]*\blang="([a-z-]+)"/i.exec(html)?.[1];
  if (!language) throw new Error("preload hints: index.html names no default language (<html lang>)");
  return new RegExp(`/locales/${language}/messages\\.po$`);
}
/** The app's part that src/main.tsx imports on every page (vite.config.ts keeps it whole). */
const APP_START = /\/src\/app\/start\.tsx$/;
/** The home route's component, split by the router plugin (routes/index.tsx). */
const HOME_ROUTE = /\/routes\/index\.tsx\?tsr-split=component/;

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");

/** A chunk and every chunk it imports statically, depth first. */
function withImports(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== "chunk" || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) withImports(bundle, imported, into);
  return into;
}

export function preloadHints(): Plugin {
  let base = "/";
  return {
    name: "tala:preload-hints",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const all = chunks(bundle);
        const entry = all.find((chunk) => chunk.isEntry);
        const find = (pattern: RegExp, what: string) => {
          // A chunk that vite.config.ts groups holds the module among others.
          const found = all.find((chunk) => chunk.moduleIds.some((id) => pattern.test(id)));
          if (!found) throw new Error(`preload hints: no chunk for ${what} (${String(pattern)}); update scripts/preloadHints.ts`);
          return found;
        };
        // What the entry loads already has Vite's own modulepreload.
        const known = entry ? withImports(bundle, entry.fileName) : new Set<string>();
        const hint = (fileName: string, homeOnly: boolean): HtmlTagDescriptor => ({
          tag: "link",
          attrs: {
            rel: "modulepreload",
            crossorigin: true,
            href: `${base}${fileName}`,
            ...(homeOnly ? { "data-home": true } : {}),
          },
          injectTo: "head",
        });
        const everyPage = [
          ...new Set([find(APP_START, "the app"), find(catalogOf(html), "the default catalog")].flatMap((chunk) => [...withImports(bundle, chunk.fileName)])),
        ].filter((file) => !known.has(file));
        everyPage.forEach((file) => known.add(file));
        const home = [...withImports(bundle, find(HOME_ROUTE, "the home route").fileName)].filter((file) => !known.has(file));
        return [...everyPage.map((file) => hint(file, false)), ...home.map((file) => hint(file, true))];
      },
    },
  };
}
