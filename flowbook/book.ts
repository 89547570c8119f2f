// What the flow book shows of each machine, computed in Node at build time: the app only renders it and simulates.
import { readFileSync } from "node:fs";
import path from "node:path";
import { AREAS, MACHINES, type Area } from "../machines/registry";
import { chartOf, type Chart } from "./chart";
import { layoutChart, type Layout } from "./layout";
import { coverageGaps, machinePaths, machineShape, walk, type InputPath } from "./paths";
import { PLANS } from "./plans/index";
import { scenariosOf, type Scenario } from "./scenarios";
import { statelyConfig } from "./stately";

export interface Coverage {
  /** The resting states (total: how many), and those the paths reached. */
  states: { total: number; resting: string[]; reached: string[] };
  transitions: { total: number; taken: string[] };
}

export interface BookPage {
  name: string;
  file: string;
  area: Area;
  summary: string;
  /** The machine file's opening comment: why the flow exists. */
  purpose: string;
  chart: Chart;
  layout: Layout;
  scenarios: Scenario[];
  /** Coverage by the model-based tests of the machine alone, and by the browser paths against the real site. */
  coverage: { machine: Coverage; browser: Coverage | null };
  /** States the browser paths cannot reach on the page, with the reason. */
  unreachable: Record<string, string>;
  /** Screenshot file names (in shots/) by state, from the browser paths' last run. */
  shots: Record<string, string>;
  stately: unknown;
}

export interface Book {
  areas: { area: Area; pages: { name: string; file: string; summary: string }[] }[];
  pages: BookPage[];
}

/** Paths walked somewhere else (the browser), named by machine file: the book marks what they reached. */
export type WalkedPaths = Readonly<Record<string, { paths: InputPath[]; unreachable: Record<string, string> }>>;

function openingComment(file: string): string {
  const lines = readFileSync(path.resolve("machines", `${file}.ts`), "utf8").split("\n");
  const comment: string[] = [];
  for (const line of lines) {
    if (!line.startsWith("//")) break;
    comment.push(line.replace(/^\/\/\s?/, ""));
  }
  return comment.join(" ");
}

export function coverageOf(file: string, paths: InputPath[]): Coverage {
  const plan = PLANS[file];
  if (!plan) throw new Error(`no plan for ${file}`);
  const shape = machineShape(plan);
  const reached = new Set<string>();
  const taken = new Set<string>();
  for (const { path: walked } of paths) {
    const result = walk(shape, walked);
    result.reached.forEach((state) => reached.add(state));
    result.takenBySteps.forEach((step) => step.forEach((edge) => taken.add(edge)));
  }
  const resting = shape.leaves.map((leaf) => leaf.path.join("."));
  return {
    states: { total: resting.length, resting, reached: resting.filter((state) => reached.has(state)) },
    transitions: { total: shape.edges.length, taken: shape.edges.map((edge) => edge.key).filter((key) => taken.has(key)) },
  };
}

export async function buildBook(browserPaths: WalkedPaths, shotsOf: (name: string) => Record<string, string>): Promise<Book> {
  const pages: BookPage[] = [];
  for (const { file, area, summary } of MACHINES) {
    const plan = PLANS[file];
    if (!plan) throw new Error(`no plan for ${file}: add flowbook/plans/${file.replace(".machine", "")}.ts`);
    const name = file.replace(/\.machine$/, "");
    const paths = machinePaths(plan);
    const gaps = coverageGaps(plan, paths);
    if (gaps.unseen.length) throw new Error(`${name}: no words for ${gaps.unseen.join(", ")}`);
    const chart = chartOf(plan);
    const walked = browserPaths[file];
    pages.push({
      name,
      file,
      area,
      summary,
      purpose: openingComment(file),
      chart,
      layout: await layoutChart(chart),
      scenarios: scenariosOf(name, plan, paths),
      coverage: { machine: coverageOf(file, paths), browser: walked ? coverageOf(file, walked.paths) : null },
      unreachable: walked?.unreachable ?? {},
      shots: shotsOf(name),
      stately: statelyConfig(plan),
    });
  }
  const areas = AREAS.map((area) => ({
    area,
    pages: pages.filter((page) => page.area === area).map(({ name, file, summary }) => ({ name, file, summary })),
  })).filter((entry) => entry.pages.length > 0);
  return { areas, pages };
}
