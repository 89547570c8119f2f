// The flow book's own build: a separate page under /__flows, never part of the site's bundle.
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import path from "node:path";

export default defineConfig({
  root: path.resolve(import.meta.dirname, "app"),
  base: "/__flows/",
  plugins: [react()],
  logLevel: "warn",
  build: { outDir: path.resolve(import.meta.dirname, "../dist-flows"), emptyOutDir: true, chunkSizeWarningLimit: 4000 },
});
