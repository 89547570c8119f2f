// npm run dev: Vite with hot reload on PORT, the platform API beside it on PORT+1, proxied under /wps, /lgw and /ops.
import { createServer } from "vite";
import { readConfig } from "./config";
import { startPlatform, stopOnSignals } from "./platform";

const config = readConfig(process.env);
const apiPort = config.port + 1;
const platform = await startPlatform(config, { port: apiPort });
const target = `http://${config.host}:${apiPort}`;
const vite = await createServer({
  server: {
    host: config.host,
    port: config.port,
    strictPort: true,
    proxy: { "/wps": target, "/lgw": target, "/ops": target },
  },
});
await vite.listen();
vite.printUrls();
stopOnSignals(async () => {
  await vite.close();
  await platform.stop();
});
