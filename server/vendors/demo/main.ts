// npm run vendor:demo: the demo vendor on its own port and origin (npm start runs it beside the platform). It needs the
// platform's URL and, for each brand it plays as, the secret the operator's registration of that vendor code answered:
//   DEMO_VENDOR_BRANDS=LUCKYSTAR=<secret>,VELVET=<secret> [DEMO_VENDOR_PORT=8090] [TALA_PLATFORM_URL=http://127.0.0.1:8080] npm run vendor:demo
import path from "node:path";
import { serve } from "@hono/node-server";
import { z } from "zod";
import { createDemoVendor, RETRY_MS } from "./app";
import { openStore } from "./store";

const env = z
  .object({
    DEMO_VENDOR_BRANDS: z
      .string()
      .regex(/^[A-Z0-9_]{2,32}=[A-Za-z0-9_-]{16,}(,[A-Z0-9_]{2,32}=[A-Za-z0-9_-]{16,})*$/, "must be CODE=secret pairs, separated by commas")
      .transform((pairs) =>
        Object.fromEntries(
          pairs.split(",").map((pair) => {
            const [code = "", secret = ""] = pair.split("=");
            return [code, secret];
          }),
        ),
      ),
    DEMO_VENDOR_PORT: z.coerce.number().int().min(1).max(65535).default(8090),
    HOST: z.string().default("127.0.0.1"),
    TALA_PLATFORM_URL: z.string().url().default("http://127.0.0.1:8080"),
    TALA_DATA_DIR: z.string().default("./data"),
  })
  .parse(process.env);

const origin = `http://${env.HOST}:${env.DEMO_VENDOR_PORT}`;
const vendor = createDemoVendor({
  brands: env.DEMO_VENDOR_BRANDS,
  platformUrl: env.TALA_PLATFORM_URL.replace(/\/$/, ""),
  origin,
  store: openStore(path.resolve(env.TALA_DATA_DIR, "demo-vendor.json")),
});
const server = serve({ fetch: vendor.app.fetch, port: env.DEMO_VENDOR_PORT, hostname: env.HOST }, () => {
  process.stdout.write(`${JSON.stringify({ level: "info", event: "demo_vendor_started", url: origin, brands: Object.keys(env.DEMO_VENDOR_BRANDS) })}\n`);
});
// Wins that did not land (the platform was down) are sent again, with their own transaction ids, until they do.
const retries = setInterval(() => void vendor.retryPending(), RETRY_MS);
const stop = () => {
  clearInterval(retries);
  server.close(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
// Started by the platform (npm start): it ends with the platform, however that ends.
process.once("disconnect", stop);
