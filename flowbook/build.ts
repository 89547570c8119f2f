// npm run flows: builds the flow book into dist-flows/ (the app, book.json, each machine's Stately JSON and the browser
// paths' screenshots). Offline: everything comes from the repository and the last end-to-end run's screenshots.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { buildBook } from "./book";
import { BROWSER_FLOWS } from "../tests/e2e/flows/index";
import { browserPaths } from "./browser";

export const FLOW_BOOK_DIR = path.resolve("dist-flows");
const SCREENSHOTS = path.resolve("test-results/screenshots");

/** Screenshots the browser paths took of a machine's states: flow-<machine>-<state>.png. */
function shotsOf(name: string): Record<string, string> {
  if (!existsSync(SCREENSHOTS)) return {};
  const prefix = `flow-${name}-`;
  const shots: Record<string, string> = {};
  for (const file of readdirSync(SCREENSHOTS).filter((candidate) => candidate.startsWith(prefix) && candidate.endsWith(".png"))) {
    shots[file.slice(prefix.length, -".png".length)] = file;
  }
  return shots;
}

/** Builds beside the book and swaps it in at the end: a reader never meets half a book. */
export async function buildFlowBook(outDir = FLOW_BOOK_DIR): Promise<void> {
  const building = `${outDir}.building`;
  await build({ configFile: path.resolve("flowbook/vite.config.ts"), build: { outDir: building, emptyOutDir: true } });
  const walked = Object.fromEntries(BROWSER_FLOWS.map((flow) => [flow.file, { paths: browserPaths(flow), unreachable: flow.unreachable ?? {} }]));
  const book = await buildBook(walked, shotsOf);
  mkdirSync(path.join(building, "stately"), { recursive: true });
  mkdirSync(path.join(building, "shots"), { recursive: true });
  for (const page of book.pages) {
    writeFileSync(path.join(building, "stately", `${page.name}.json`), `${JSON.stringify(page.stately, null, 2)}\n`);
    for (const shot of Object.values(page.shots)) copyFileSync(path.join(SCREENSHOTS, shot), path.join(building, "shots", shot));
  }
  writeFileSync(path.join(building, "book.json"), JSON.stringify(book));
  rmSync(outDir, { recursive: true, force: true });
  renameSync(building, outDir);
  console.log(`flow book: ${book.pages.length} machines in ${path.relative(process.cwd(), outDir)}/ (open /__flows/ under npm run dev)`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildFlowBook();
