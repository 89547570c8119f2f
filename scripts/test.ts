// npm test: every suite — typecheck, lint, machines and components, server on PGlite and PostgreSQL, build,
// end-to-end in Chromium — then one closing line with the totals.
// Two lanes run side by side on the machine's cores: the build, then the end-to-end suite (the longest, and much of
// it waiting on the browser); and the checks, then the other suites (once the build is written). One step's output
// is shown live at a time; another's is held and printed whole when the live one ends, so each step reads as a block.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";

const packageJson = z.object({ engines: z.object({ node: z.string() }) }).parse(JSON.parse(readFileSync("package.json", "utf8")));
const minimumNode = /^>=(\d+)\.(\d+)$/.exec(packageJson.engines.node);
if (!minimumNode) throw new Error(`package.json engines.node should read ">=major.minor", not "${packageJson.engines.node}"`);
const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
const [needMajor, needMinor] = [Number(minimumNode[1]), Number(minimumNode[2])];
console.log(`Node ${process.versions.node} (${process.execPath})`);
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(`✘ This project needs Node ${needMajor}.${needMinor} or newer (package.json engines). Run it through npm (npm test), which uses the Node of node_modules/.bin.`);
  process.exit(1);
}

const bin = (name: string) => path.resolve("node_modules/.bin", name);
const reportDir = mkdtempSync(path.join(tmpdir(), "tala-test-"));
const vitestReport = z.object({ numPassedTests: z.number(), numFailedTests: z.number(), numPendingTests: z.number(), numTodoTests: z.number() });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

interface Step {
  name: string;
  command: string;
  args: string[];
  /** A vitest JSON report whose counts join the totals; without one, the step counts as one test. */
  report?: string;
}

/** Who writes to the terminal now; every other running or finished step's output waits in `held`. */
let live: Step | null = null;
const held = new Map<Step, { chunks: Buffer[]; ended: string | null }>();

function takeTheTerminal(): void {
  if (live !== null) return;
  const show = (step: Step, chunks: Buffer[]) => {
    console.log(`\n▶ ${step.name}`);
    for (const chunk of chunks) process.stdout.write(chunk);
  };
  // Steps that ended meanwhile first, whole; then the one running longest goes on live.
  for (const [step, output] of held) {
    if (output.ended === null) continue;
    show(step, output.chunks);
    console.log(output.ended);
    held.delete(step);
  }
  const [running] = held;
  if (!running) return;
  show(running[0], running[1].chunks);
  held.delete(running[0]);
  live = running[0];
}

function run(step: Step): Promise<void> {
  held.set(step, { chunks: [], ended: null });
  takeTheTerminal();
  const stepStarted = Date.now();
  // Colours survive the pipe when the terminal shows them.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env;
  const child = spawn(step.command, step.args, { stdio: ["ignore", "pipe", "pipe"], env });
  const write = (chunk: Buffer) => {
    if (live === step) process.stdout.write(chunk);
    else held.get(step)?.chunks.push(chunk);
  };
  child.stdout.on("data", write);
  child.stderr.on("data", write);
  return new Promise((resolve) => {
    let finished = false;
    const finish = (status: number | null, problem?: Error) => {
      // A command that cannot start reports an error and may close too: it is counted once.
      if (finished) return;
      finished = true;
      if (problem) write(Buffer.from(`${problem.message}\n`));
      const ok = status === 0;
      if (step.report) {
        try {
          const counts = vitestReport.parse(JSON.parse(readFileSync(step.report, "utf8")));
          totals.passed += counts.numPassedTests;
          totals.failed += counts.numFailedTests;
          totals.skipped += counts.numPendingTests + counts.numTodoTests;
        } catch {
          totals.failed += 1; // the runner died before writing its report
        }
      } else {
        totals[ok ? "passed" : "failed"] += 1;
      }
      if (!ok) failedSteps.push(step.name);
      const ended = `${ok ? "✔" : "✘"} ${step.name} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s, done at ${clock()})`;
      if (live === step) {
        console.log(ended);
        live = null;
      } else {
        const output = held.get(step);
        if (output) output.ended = ended;
      }
      takeTheTerminal();
      resolve();
    };
    child.on("error", (error) => finish(null, error));
    child.on("close", (status) => finish(status));
  });
}

const vitest = (name: string, title: string, projects: string[]): Step => {
  const report = path.join(reportDir, `${name}.json`);
  const args = ["run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  return { name: title, command: bin("vitest"), args, report };
};

const built = run({ name: "build", command: bin("vite"), args: ["build", "--logLevel", "warn"] });
await Promise.all([
  built.then(() => run(vitest("e2e", "end-to-end in Chromium", ["e2e"]))),
  (async () => {
    await run({ name: "typecheck", command: bin("tsc"), args: ["-p", ".", "--noEmit"] });
    await run({ name: "lint: code", command: bin("eslint"), args: [".", "--max-warnings", "0"] });
    await run({ name: "lint: import rules", command: bin("depcruise"), args: ["--config", ".dependency-cruiser.cjs", "src", "machines", "flowbook", "routes", "server", "tests", "scripts"] });
    // The servers some suites start read dist/ (the built page): never while the build is writing it.
    await built;
    await run(vitest("unit-server", "machines, components and server (PGlite, PostgreSQL)", ["unit", "components", "server"]));
  })(),
]);

rmSync(reportDir, { recursive: true, force: true });
if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join("; ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped (${clock()})`);
process.exit(failedSteps.length > 0 ? 1 : 0);
