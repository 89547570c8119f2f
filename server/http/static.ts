// Serves the built site: hashed assets cached for a year, every other page path answered with index.html (history mode).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "./context";

export function siteRoutes(distDir: string) {
  const site = new Hono<AppEnv>();
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    site.get("*", (c) => c.text("The site is not built yet: run npm run build (npm start does it for you).", 503));
    return site;
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  site.use(
    "/assets/*",
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  site.get("/assets/*", (c) => c.text("Not found", 404));
  site.use("*", serveStatic({ root: distDir, index: "__no_index__" }));
  site.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return site;
}
