// npm run dev: Vite with hot reload on PORT, the platform API beside it on PORT+1, proxied under /wps, /lgw and /ops,
// and the flow book under /__flows/ (built beside it on start: never part of the site's bundle).
import { spawn } from "node:child_process";
import path from "node:path";
import { createServer } from "vite";
import { FLOW_BOOK_PATH, serveFlowBook } from "../flowbook/serve";
import { readConfig } from "./config";
import { startPlatform, stopOnSignals } from "./platform";

const config = readConfig(process.env);
const apiPort = config.port + 1;
const platform = await startPlatform(config, { port: apiPort });
const target = `http://${config.host}:${apiPort}`;
const flowBookDir = path.resolve("dist-flows");
const vite = await createServer({
  plugins: [
    {
      name: "flow-book",
      configureServer: (server) => {
        server.middlewares.use((request, response, next) => (serveFlowBook(flowBookDir, request, response) ? undefined : next()));
      },
    },
  ],
  server: {
    host: config.host,
    port: config.port,
    strictPort: true,
    proxy: { "/wps": target, "/lgw": target, "/ops": target },
    watch: { ignored: ["**/dist-flows*/**"] },
  },
});
await vite.listen();
vite.printUrls();
// The book's own process: its build loads every machine, which the platform's process never does.
const flowBook = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "flowbook/build.ts"], { stdio: "inherit" }).on("exit", (code) => {
  if (code === 0) console.log(`  ➜  Flow book: http://${config.host}:${config.port}${FLOW_BOOK_PATH}`);
});
stopOnSignals(async () => {
  flowBook.kill();
  await vite.close();
  await platform.stop();
});
