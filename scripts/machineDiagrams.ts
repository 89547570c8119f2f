// npm run machines:diagrams: writes machines/<name>.machine.md beside each machine.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { MACHINES } from "../machines/registry";
import { machineDiagram } from "./mermaid";

for (const { file, machine, summary } of MACHINES) {
  const target = path.resolve("machines", `${file}.md`);
  writeFileSync(target, machineDiagram(machine, summary));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
