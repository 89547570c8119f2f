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
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      // No treeshake.manualPureFunctions: a name such as zod's `z` is also a minified function's name inside the
      // libraries (Preact's diff is one), and every call of it would be dropped as pure.
      output: {
        // Every library the site uses is needed by the home page, so they travel as one file instead of a dozen small shared chunks.
        codeSplitting: { groups: [{ name: "vendor", test: /node_modules\/(?!embla-carousel)/ }] },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "happy-dom",
          include: ["tests/machines/**/*.test.{ts,tsx}", "tests/components/**/*.test.{ts,tsx}", "tests/i18n/**/*.test.ts"],
          setupFiles: ["tests/components/setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/api/globalSetup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          // The layout audit's screens run this many at a time (its describe is concurrent; no other e2e file is).
          maxConcurrency: 3,
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
