// npm run machines:diagrams [-- <name> …]: writes machines/<name>.machine.md beside each machine (or only the named ones).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { MACHINES } from "../machines/registry";
import { machineDiagram } from "./mermaid";

const only = process.argv.slice(2).map((name) => name.replace(/(\.machine)?(\.ts)?$/, ".machine"));
const unknown = only.filter((file) => !MACHINES.some((entry) => entry.file === file));
if (unknown.length > 0) {
  console.error(`no such machine in machines/registry.ts: ${unknown.join(", ")}`);
  process.exit(1);
}

for (const { file, machine, summary } of MACHINES.filter((entry) => only.length === 0 || only.includes(entry.file))) {
  const target = path.resolve("machines", `${file}.md`);
  writeFileSync(target, machineDiagram(machine, summary));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
