// The checked-in diagrams are what product owners read: each must match its machine, and every machine must have one.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MACHINES } from "../../machines/registry";
import { machineDiagram } from "../../scripts/mermaid";

describe("machine diagrams", () => {
  it("lists every machine file in the registry", () => {
    const files = readdirSync(path.resolve("machines"))
      .filter((file) => file.endsWith(".machine.ts"))
      .map((file) => file.replace(/\.ts$/, ""));
    expect(MACHINES.map((entry) => entry.file).sort()).toEqual(files.sort());
  });

  for (const { file, machine, summary } of MACHINES) {
    it(`${file}.md is up to date (run npm run machines:diagrams)`, () => {
      const onDisk = readFileSync(path.resolve("machines", `${file}.md`), "utf8");
      expect(onDisk).toBe(machineDiagram(machine, summary));
    });
  }

  it("names every transition's event, so the diagram reads as sentences", () => {
    const app = MACHINES.find((entry) => entry.file === "app.machine");
    if (!app) throw new Error("the app machine is not registered");
    expect(machineDiagram(app.machine, "")).toContain("app_checkingStatus --> app_maintenance: fetchSystemStatus done [isMaintenance] / storeStatus");
  });
});
