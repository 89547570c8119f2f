// Once per e2e run: a template data folder, migrated and seeded by one boot of the real server, that every site of the
// run starts from as a copy (no site migrates and seeds an empty database again); and the site the read-only files
// share, started from it when the first of them asks (a run without them never starts it) and stopped when the run ends.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServerProcess, type ServerProcess } from "../../scripts/serverProcess";
import { SITE_ENV, e2eUnavailable, newDataDir } from "./server";

export default async function setup(project: TestProject) {
  project.provide("e2eTemplate", null);
  project.provide("e2eSiteBroker", null);
  // The files skip themselves and say why.
  if (e2eUnavailable() !== null) return;

  const template = mkdtempSync(path.join(tmpdir(), "tala-e2e-template-"));
  const first = await startServerProcess({ ...SITE_ENV, TALA_DATA_DIR: template });
  // Stopped, so PGlite has written and unlocked the folder before it is copied.
  await first.stop();
  project.provide("e2eTemplate", template);

  // The test files run in workers of their own: they ask this process for the shared site, which it starts once.
  const sharedDir = newDataDir(template);
  let shared: Promise<ServerProcess> | null = null;
  const broker = createServer((_request, response) => {
    shared ??= startServerProcess({ ...SITE_ENV, TALA_DATA_DIR: sharedDir });
    shared.then(
      (site) => response.writeHead(200, { "content-type": "text/plain" }).end(site.url),
      (error: unknown) => response.writeHead(500, { "content-type": "text/plain" }).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, "127.0.0.1", resolve));
  const address = broker.address();
  if (address === null || typeof address === "string") throw new Error("the shared site's broker has no port");
  project.provide("e2eSiteBroker", `http://127.0.0.1:${address.port}`);

  return async () => {
    await new Promise((resolve) => broker.close(resolve));
    await (await shared?.catch(() => null))?.stop();
    rmSync(sharedDir, { recursive: true, force: true });
    rmSync(template, { recursive: true, force: true });
  };
}
