// npm test: every suite in order — typecheck, lint, machines and components, server on PGlite and PostgreSQL,
// build, end-to-end in Chromium — then one closing line with the totals.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";

const bin = (name: string) => path.resolve("node_modules/.bin", name);
const reportDir = mkdtempSync(path.join(tmpdir(), "tala-test-"));
const vitestReport = z.object({ numPassedTests: z.number(), numFailedTests: z.number(), numPendingTests: z.number(), numTodoTests: z.number() });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];

function run(step: string, command: string, args: string[], report?: string): void {
  console.log(`\n▶ ${step}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (report) {
    try {
      const counts = vitestReport.parse(JSON.parse(readFileSync(report, "utf8")));
      totals.passed += counts.numPassedTests;
      totals.failed += counts.numFailedTests;
      totals.skipped += counts.numPendingTests + counts.numTodoTests;
    } catch {
      totals.failed += 1; // the runner died before writing its report
    }
  } else {
    totals[result.status === 0 ? "passed" : "failed"] += 1;
  }
  if (result.status !== 0) failedSteps.push(step);
  console.log(`${result.status === 0 ? "✔" : "✘"} ${step} (${seconds} s)`);
}

const vitest = (projects: string[], name: string) => {
  const report = path.join(reportDir, `${name}.json`);
  return [
    ["run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    report,
  ] as const;
};

run("typecheck", bin("tsc"), ["-p", ".", "--noEmit"]);
run("lint: code", bin("eslint"), [".", "--max-warnings", "0"]);
run("lint: import rules", bin("depcruise"), ["--config", ".dependency-cruiser.cjs", "src", "machines", "routes", "server", "tests", "scripts"]);
const [unitArgs, unitReport] = vitest(["unit", "server"], "unit-server");
run("machines, components and server (PGlite, PostgreSQL)", bin("vitest"), [...unitArgs], unitReport);
run("build", bin("vite"), ["build", "--logLevel", "warn"]);
const [e2eArgs, e2eReport] = vitest(["e2e"], "e2e");
run("end-to-end in Chromium", bin("vitest"), [...e2eArgs], e2eReport);

rmSync(reportDir, { recursive: true, force: true });
if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join("; ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
