// npm run new:machine: in a copy of the repository's machine folders it writes a machine whose own model-based test,
// flow-book plan and diagram pass as written, adds it to the registry and the book, and refuses a bad or taken name.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { machineFiles, newMachine } from "../../scripts/newMachine";
import { machineDiagram } from "../../scripts/mermaid";
import { coverageGaps, machinePaths } from "../../flowbook/paths";
import type { FlowPlan } from "../../flowbook/plan";

const REPO = path.resolve(".");
const NAME = "scaffoldProbe";
const SUMMARY = "A probe of the scaffold: one call, answered, refused or failed.";

/** A scratch root whose machine, flow-book and test folders link to the repository's files, except the two files the scaffold edits. */
function scratchRoot(): string {
  // Inside the repository (test-results/ is ignored by git and lint), so its files resolve node_modules as the real ones do.
  mkdirSync(path.join(REPO, "test-results"), { recursive: true });
  const root = mkdtempSync(path.join(REPO, "test-results", "new-machine-"));
  // Folders the scaffold writes into are real; everything else links to the repository's own.
  const real = new Set(["flowbook/plans", "tests/machines"]);
  const mirror = (folder: string, copied: readonly string[] = [], only?: readonly string[]) => {
    mkdirSync(path.join(root, folder), { recursive: true });
    for (const entry of readdirSync(path.join(REPO, folder))) {
      if (only && !only.includes(entry)) continue;
      if (real.has(`${folder}/${entry}`)) continue;
      const from = path.join(REPO, folder, entry);
      const to = path.join(root, folder, entry);
      if (copied.includes(entry)) copyFileSync(from, to);
      else symlinkSync(from, to);
    }
  };
  symlinkSync(path.join(REPO, "src"), path.join(root, "src"));
  mirror("machines", ["registry.ts"]);
  mirror("flowbook");
  mirror("flowbook/plans", ["index.ts"]);
  mirror("tests");
  mirror("tests/machines", [], ["pathTest.ts"]);
  return root;
}

const root = scratchRoot();
afterAll(() => rmSync(root, { recursive: true, force: true }));
const written = await newMachine({ root, name: NAME, area: "Games", summary: SUMMARY });
const files = machineFiles(NAME);

// The test the scaffold wrote runs here, as part of this file: its paths, its states' meanings, its coverage.
await import(path.join(root, files.test));

describe("npm run new:machine", () => {
  it("writes the machine, its plan, its test and its diagram, and lists it in the registry and the flow book", async () => {
    expect(written.sort()).toEqual([files.diagram, files.machine, files.plan, files.plans, files.registry, files.test].sort());
    const registry = readFileSync(path.join(root, files.registry), "utf8");
    expect(registry).toContain(`import { ${NAME}Machine } from "./${NAME}.machine";`);
    // Listed with its area and summary, after the last machine of its area (the book's chapter order).
    const entry = `  {\n    file: "${NAME}.machine",\n    area: "Games",\n    machine: ${NAME}Machine,\n    summary: ${JSON.stringify(SUMMARY)},\n  },`;
    expect(registry).toContain(entry);
    expect(registry.indexOf(entry)).toBeGreaterThan(registry.indexOf('file: "betSlip.machine"'));
    expect(registry.indexOf(entry)).toBeLessThan(registry.indexOf('file: "agentContracts.machine"'));
    expect(readFileSync(path.join(root, files.plans), "utf8")).toContain(`"${NAME}.machine": ${NAME}Plan,`);

    const machineModule: Record<string, unknown> = await import(path.join(root, files.machine));
    const planModule: Record<string, unknown> = await import(path.join(root, files.plan));
    const plan = planModule[`${NAME}Plan`];
    if (!isPlan(plan)) throw new Error("the plan does not export a FlowPlan");
    expect(plan.machine).toBe(machineModule[`${NAME}Machine`]);
    expect(plan.machine.id).toBe(NAME);
    // The flow book takes it as it is: every state reached and told, every transition taken.
    expect(coverageGaps(plan, machinePaths(plan))).toEqual({ unreached: [], untaken: [], undescribed: [], unseen: [], unknown: [] });
    expect(readFileSync(path.join(root, files.diagram), "utf8")).toBe(machineDiagram(plan.machine, SUMMARY));
    // The house shape: named actors, guards and actions, dot-namespaced events.
    expect(Object.keys(plan.machine.implementations.actors)).toEqual(["run"]);
    expect(Object.keys(plan.machine.implementations.guards)).toEqual(["isRefusal"]);
    expect(plan.events.map((event) => event.type)).toEqual([`${NAME}.start`, `${NAME}.retry`, `${NAME}.reset`]);
  });

  it("writes files that pass the type check", () => {
    writeFileSync(
      path.join(root, "tsconfig.json"),
      JSON.stringify({ extends: path.join(REPO, "tsconfig.json"), include: [files.machine, files.plan, files.test] }),
    );
    const tsc = spawnSync(path.join(REPO, "node_modules/.bin/tsc"), ["-p", root, "--noEmit"], { encoding: "utf8" });
    // tsc's report, if any of them (or what they import) does not type-check.
    expect(`${tsc.stdout}${tsc.stderr}`).toBe("");
    expect(tsc.status).toBe(0);
  }, 180_000);

  it("refuses a taken name, naming what exists, and writes nothing", async () => {
    const before = readFileSync(path.join(root, files.registry), "utf8");
    await expect(newMachine({ root, name: NAME })).rejects.toThrow(`A machine named "${NAME}" exists already: ${files.machine}`);
    await expect(newMachine({ root, name: "betSlip" })).rejects.toThrow('A machine named "betSlip" exists already: machines/betSlip.machine.ts');
    expect(readFileSync(path.join(root, files.registry), "utf8")).toBe(before);
  });

  it("refuses a name that is not lower camel case, or an unknown area", async () => {
    await expect(newMachine({ root, name: "bet-slip" })).rejects.toThrow('"bet-slip" is not a machine name: use lower camel case');
    await expect(newMachine({ root, name: "BetSlip" })).rejects.toThrow("lower camel case");
    await expect(newMachine({ root, name: "slipMachine" })).rejects.toThrow("ends in Machine");
    await expect(newMachine({ root, name: "freshOne", area: "Casino" })).rejects.toThrow('"Casino" is not an area of the flow book');
    expect(readdirSync(path.join(root, "machines")).filter((file) => file.startsWith("freshOne"))).toEqual([]);
  });
});

function isPlan(value: unknown): value is FlowPlan {
  return typeof value === "object" && value !== null && "machine" in value && "events" in value && "seen" in value;
}
