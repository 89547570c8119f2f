/// <reference types="vitest/config" />
// Build of the site, and the three test projects: unit (machines, components), server (API on PGlite/PostgreSQL), e2e (Chromium).
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { precompress } from "./scripts/precompress.ts";
import { preloadHints } from "./scripts/preloadHints.ts";

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: "./routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
      autoCodeSplitting: true,
    }),
    react(),
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    lingui(),
    // The default catalog and the home route's code are hinted in index.html's head (fetched beside the entry).
    preloadHints(),
    // Every build (npm run build, npm start, the e2e suite's) leaves .br and .gz beside each text file of dist/.
    precompress(),
  ],
  resolve: {
    // @xstate/react asks for the shim of useSyncExternalStore (for React before 18); React 19 has it built in, so the
    // package's own non-shim modules (which hand out React's) save the shim's fallback on every first visit.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: "use-sync-external-store/with-selector",
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: "use-sync-external-store",
      },
    ],
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    // The entry holds the libraries (React, the router, XState, zod, TanStack Query), 400 kB minified: one file by design.
    chunkSizeWarningLimit: 500,
    // Every browser the site supports has modulepreload; the polyfill would be half a kilobyte of the entry. A lazy
    // part's own imports are not listed beside its import() (only its style): the list named every chunk of the site
    // in the first paint's code, 1.9 KB gzip, while a route is fetched ahead on intent anyway (defaultPreload).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "js" ? deps.filter((dep) => dep.endsWith(".css")) : deps),
    },
    rolldownOptions: {
      // A schema nobody reads is dropped: src/contract imports zod as `zod` (not `z`, a name minified libraries use for
      // their own functions), and its calls build values only. The site then carries no schema only the server uses.
      treeshake: { manualPureFunctions: ["zod"] },
      output: {
        // Every first paint needs the libraries and the app's frame. The libraries travel in the entry's file (with
        // the little the entry itself imports); the app in one more, src/app/start.tsx's part (services, queries and
        // their schemas, routes, layout, root machines) with the home page's view, which src/main.tsx imports in a task
        // of its own (blocking time on a slow phone; scripts/preloadHints.ts has it fetched beside the entry). Left to
        // itself the bundler would cut a dozen small shared chunks out of them, each a request and a gzip of its own:
        // the app in three files was 1.5 KB gzip more than in one. What only lazy parts import (the carousel, the
        // flows, the other pages) stays in their own chunks.
        codeSplitting: (() => {
          const rootOf = (file: string) => decodeURIComponent(new URL(`./${file}`, import.meta.url).pathname);
          const stages = [
            { name: "app", roots: [rootOf("src/main.tsx")], libraries: true },
            {
              name: "start",
              roots: [rootOf("src/app/start.tsx")],
              libraries: true,
            },
            // The home page's view and the games part it loads once visible; the libraries only they use stay apart.
            {
              name: "start",
              roots: [`${rootOf("routes/index.tsx")}?tsr-split=component`, rootOf("src/features/content/components/HomeGames.tsx")],
              libraries: false,
            },
          ];
          const found = new WeakMap<object, Map<string, string>>();
          return {
            // Each stage above names every module it takes; a group would otherwise take its modules' imports too (and
            // the home page's libraries into the app's file).
            includeDependenciesRecursively: false,
            groups: [
              {
                debugName: "first paint",
                name: (id, context) => {
                  // The entry's module information is one object for the whole chunking pass: the walk is made once per build.
                  const pass = context.getModuleInfo(stages[0]?.roots[0] ?? "");
                  if (!pass) return null;
                  let stageOf = found.get(pass);
                  if (!stageOf) {
                    stageOf = new Map<string, string>();
                    for (const stage of stages) {
                      const queue = [...stage.roots];
                      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
                        if (stageOf.has(next)) continue;
                        const library = next.includes("/node_modules/");
                        if (library && !stage.libraries) continue;
                        stageOf.set(next, library ? "app" : stage.name);
                        queue.push(...(context.getModuleInfo(next)?.importedIds ?? []));
                      }
                    }
                    found.set(pass, stageOf);
                  }
                  return stageOf.get(id) ?? null;
                },
              },
            ],
          };
        })(),
      },
    },
  },
  test: {
    projects: [
      // unit, components and server share one pool of workers, so their maxWorkers must be equal: 2, where Vitest's
      // default on two cores is 1 (a server file mostly waits on its database; a second one fills the gap).
      {
        extends: true,
        test: {
          // Machines (pure by design: no DOM), their model-based paths, the catalogs. Files share one module graph per
          // worker instead of importing XState, the plans and the graph walker again for each: half the time.
          name: "unit",
          environment: "node",
          include: ["tests/machines/**/*.test.{ts,tsx}", "tests/i18n/**/*.test.ts"],
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // Each file in a fresh page and module graph: a language catalog one file loads would otherwise stay loaded
          // for the next (@lingui/core's i18n is one object per process).
          name: "components",
          environment: "happy-dom",
          include: ["tests/components/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/components/setup.ts"],
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/api/globalSetup.ts"],
          // Deadlines for a machine whose two cores also run the browser suite (npm test's other lane).
          testTimeout: 60_000,
          hookTimeout: 90_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          // One migrated and seeded template database every site copies, and the site the read-only files share.
          globalSetup: ["tests/e2e/globalSetup.ts"],
          // The layout audit's screens run this many at a time (its describe is concurrent; no other e2e file is).
          maxConcurrency: 3,
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // Two files at a time: much of a browser test is waiting on the page, and every file has its own site (or
          // shares the read-only one), so neither touches the other's data. A third starves the other lane's suites.
          maxWorkers: 2,
        },
      },
    ],
  },
});
