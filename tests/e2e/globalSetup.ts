// Once per e2e run, made when a test file first asks for it (a run that needs no site starts none): a template data
// folder, migrated and seeded by one boot of the real server, that every site of the run starts from as a copy (no site
// migrates and seeds an empty database again); and the site the read-only files share, started from that template.
// The test files run in workers of their own, so they ask this process over HTTP (GET /template, GET /shared-site);
// the run's end stops the shared site and removes the folders.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServerProcess, type ServerProcess } from "../../scripts/serverProcess";
import { SITE_ENV, e2eUnavailable, newDataDir } from "./server";

/**
 * Every file of the run depends on these boots, where a file once had one of its own: a boot that fails is tried once
 * more (a process that crashed once, as V8 has been seen to under heavy load), and a second failure is every file's.
 */
async function twice<T>(what: string, boot: () => Promise<T>): Promise<T> {
  try {
    return await boot();
  } catch (error) {
    console.error(`${what} failed, trying once more: ${error instanceof Error ? error.message : String(error)}`);
    return boot();
  }
}

/** Migrates and seeds a new folder, and stops the server, so PGlite has written and unlocked it before it is copied. */
function makeTemplate(folders: string[]): Promise<string> {
  return twice("The e2e template's boot", async () => {
    const template = mkdtempSync(path.join(tmpdir(), "tala-e2e-template-"));
    folders.push(template);
    await (await startServerProcess({ ...SITE_ENV, TALA_DATA_DIR: template })).stop();
    return template;
  });
}

export default async function setup(project: TestProject) {
  project.provide("e2eBroker", null);
  // The files skip themselves and say why.
  if (e2eUnavailable() !== null) return;

  const folders: string[] = [];
  let template: Promise<string> | null = null;
  let shared: Promise<ServerProcess> | null = null;
  const ensureTemplate = () => (template ??= makeTemplate(folders));
  const ensureShared = () =>
    (shared ??= ensureTemplate().then((from) =>
      twice("The shared e2e site's boot", () => {
        const dataDir = newDataDir(from);
        folders.push(dataDir);
        return startServerProcess({ ...SITE_ENV, TALA_DATA_DIR: dataDir });
      }),
    ));

  const broker = createServer((request, response) => {
    const answer = request.url === "/template" ? ensureTemplate() : request.url === "/shared-site" ? ensureShared().then((site) => site.url) : null;
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    answer.then(
      (text) => response.writeHead(200, { "content-type": "text/plain" }).end(text),
      (error: unknown) => response.writeHead(500, { "content-type": "text/plain" }).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, "127.0.0.1", resolve));
  const address = broker.address();
  if (address === null || typeof address === "string") throw new Error("the e2e broker has no port");
  project.provide("e2eBroker", `http://127.0.0.1:${address.port}`);

  return async () => {
    await new Promise((resolve) => broker.close(resolve));
    await (await shared?.catch(() => null))?.stop();
    await template?.catch(() => null);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  };
}
