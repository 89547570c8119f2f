// npm run vendor:demo: the demo vendor on its own port and origin. It needs the platform's URL and the secret the
// operator's registration of it answered:
//   DEMO_VENDOR_SECRET=… [DEMO_VENDOR_CODE=DEMOV] [DEMO_VENDOR_PORT=8090] [TALA_PLATFORM_URL=http://127.0.0.1:8080] npm run vendor:demo
import path from "node:path";
import { serve } from "@hono/node-server";
import { z } from "zod";
import { createDemoVendor, RETRY_MS } from "./app";
import { openStore } from "./store";

const env = z
  .object({
    DEMO_VENDOR_SECRET: z.string().min(16, "must be the secret the platform answered when the vendor was registered"),
    DEMO_VENDOR_CODE: z.string().regex(/^[A-Z0-9_]{2,32}$/).default("DEMOV"),
    DEMO_VENDOR_PORT: z.coerce.number().int().min(1).max(65535).default(8090),
    HOST: z.string().default("127.0.0.1"),
    TALA_PLATFORM_URL: z.string().url().default("http://127.0.0.1:8080"),
    TALA_DATA_DIR: z.string().default("./data"),
  })
  .parse(process.env);

const origin = `http://${env.HOST}:${env.DEMO_VENDOR_PORT}`;
const vendor = createDemoVendor({
  code: env.DEMO_VENDOR_CODE,
  secret: env.DEMO_VENDOR_SECRET,
  platformUrl: env.TALA_PLATFORM_URL.replace(/\/$/, ""),
  origin,
  store: openStore(path.resolve(env.TALA_DATA_DIR, "demo-vendor.json")),
});
const server = serve({ fetch: vendor.app.fetch, port: env.DEMO_VENDOR_PORT, hostname: env.HOST }, () => {
  process.stdout.write(`${JSON.stringify({ level: "info", event: "demo_vendor_started", url: origin, code: env.DEMO_VENDOR_CODE })}\n`);
});
// Wins that did not land (the platform was down) are sent again, with their own transaction ids, until they do.
const retries = setInterval(() => void vendor.retryPending(), RETRY_MS);
const stop = () => {
  clearInterval(retries);
  server.close(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
