// npm run new:machine <name> [-- --area Games --summary "…"]: writes a machine in the house shape with its plan, its
// model-based test, its registry and flow-book entries and its diagram, so a new flow starts complete and passing.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { StateMachine, type AnyStateMachine } from "xstate";
import { AREAS, type Area } from "../machines/registry";
import { machineDiagram } from "./mermaid";

export interface NewMachineOptions {
  /** The repository (or a copy of it) to write into. */
  root: string;
  /** Lower camel case, as the file and the machine's id: `betPlacement` → machines/betPlacement.machine.ts. */
  name: string;
  area?: string;
  summary?: string;
}

/** The files a machine takes, relative to the root. */
export const machineFiles = (name: string) => ({
  machine: `machines/${name}.machine.ts`,
  plan: `flowbook/plans/${name}.ts`,
  test: `tests/machines/${name}.machine.test.ts`,
  diagram: `machines/${name}.machine.md`,
  registry: "machines/registry.ts",
  plans: "flowbook/plans/index.ts",
});

const RESERVED = new Set(["registry", "access", "apiError", "moneyForm", "index", "plan", "pathTest"]);

/** Why a name cannot be a new machine's, or null. */
export function nameProblem(name: string): string | null {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) return `"${name}" is not a machine name: use lower camel case letters and digits, e.g. betPlacement.`;
  if (name.length > 40) return `"${name}" is longer than 40 characters.`;
  if (/Machine$/.test(name)) return `"${name}" ends in Machine: the name is the process (betPlacement), the export adds Machine.`;
  if (RESERVED.has(name)) return `"${name}" is a module of machines/ or the flow book already.`;
  return null;
}

const pascal = (name: string) => `${name[0]?.toUpperCase() ?? ""}${name.slice(1)}`;
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
const isArea = (value: string): value is Area => AREAS.some((area) => area === value);

/** Text as `//` comment lines of at most 120 characters. */
function comment(text: string): string {
  const lines: string[] = [];
  let line = "//";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length + 1 + word.length > 120 && line !== "//") {
      lines.push(line);
      line = "//";
    }
    line += ` ${word}`;
  }
  return [...lines, line].join("\n");
}

function machineSource(name: string, summary: string): string {
  const type = pascal(name);
  return `${comment(`${summary} (Say here what the person does and what the machine decides: the flow book shows these lines as its purpose.)`)}
import { assign, fromPromise, setup } from "xstate";
import { errorOf, failureOf } from "./apiError";

/** What the call answers (replace with the contract's type). */
export interface ${type}Answer {
  id: string;
}

export interface ${type}Context {
  answer: ${type}Answer | null;
  errorCode: string | null;
}

type ${type}Event = { type: "${name}.start" } | { type: "${name}.retry" } | { type: "${name}.reset" };

export const ${name}Machine = setup({
  types: {
    context: {} as ${type}Context,
    events: {} as ${type}Event,
    tags: {} as "busy",
  },
  actors: {
    /** The call this flow waits on: the app provides the real one (src/flows), the tests a fake. */
    run: fromPromise<${type}Answer, void>(async () => {
      throw new Error("run must be provided by the app");
    }),
  },
  guards: {
    /** The server answered no (a code of its own), rather than the network failing: trying again changes nothing. */
    isRefusal: (_, error: unknown) => failureOf(error).code !== "network_error",
  },
  actions: {
    storeAnswer: assign((_, answer: ${type}Answer) => ({ answer, errorCode: null })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    forget: assign({ answer: null, errorCode: null }),
  },
  delays: {
    // A wait is named here with its length from src/config (never a number in a machine), and used as \`after\`.
  },
}).createMachine({
  id: "${name}",
  context: { answer: null, errorCode: null },
  initial: "idle",
  states: {
    idle: {
      on: { "${name}.start": "working" },
    },
    working: {
      tags: ["busy"],
      invoke: {
        id: "run",
        src: "run",
        onDone: { target: "done", actions: { type: "storeAnswer", params: ({ event }) => event.output } },
        onError: [
          { guard: { type: "isRefusal", params: errorOf }, target: "refused", actions: { type: "storeFailure", params: errorOf } },
          { target: "failed", actions: { type: "storeFailure", params: errorOf } },
        ],
      },
    },
    // The network failed: the same call may be tried again.
    failed: {
      on: { "${name}.retry": "working" },
    },
    refused: {
      on: { "${name}.reset": { target: "idle", actions: "forget" } },
    },
    done: {
      on: { "${name}.reset": { target: "idle", actions: "forget" } },
    },
  },
});
`;
}

function planSource(name: string, summary: string): string {
  const type = pascal(name);
  return `${comment(`${pascal(words(name))}: the events a person sends, the call's answers, and what they see in each state (the flow book's words).`)}
import { ${name}Machine, type ${type}Answer } from "../../machines/${name}.machine";
import type { FlowPlan } from "../plan";

export const ${name}AnswerSample: ${type}Answer = { id: "1" };
export const ${name}RefusalSample = { code: "refused", message: "Refused" };
export const ${name}NetworkFailureSample = { code: "network_error", message: "Network link is abnormal, please try again" };

export const ${name}Plan: FlowPlan = {
  machine: ${name}Machine,
  events: [{ type: "${name}.start" }, { type: "${name}.retry" }, { type: "${name}.reset" }],
  outputs: { run: [${name}AnswerSample] },
  errors: { run: [${name}RefusalSample, ${name}NetworkFailureSample] },
  // Write what the player sees in each state, as a product owner reads it (${JSON.stringify(summary)}).
  seen: {
    idle: "Before the player starts: the page as it first shows.",
    working: "While the call is under way: the button is greyed out and a spinner turns.",
    done: "The call answered: the page shows its result.",
    refused: "The server refused: the page says why, in the player's language.",
    failed: 'The network failed: "Network link is abnormal, please try again" with a Try again button.',
  },
  said: {
    "${name}.start": "the player starts",
    "${name}.retry": "the player presses Try again",
    "${name}.reset": "the player starts over",
  },
};
`;
}

function testSource(name: string, summary: string): string {
  return `${comment(summary)}
import { expect } from "vitest";
import { describeMachinePaths } from "./pathTest";
import { ${name}AnswerSample, ${name}NetworkFailureSample, ${name}Plan, ${name}RefusalSample } from "../../flowbook/plans/${name}";

describeMachinePaths("${name}", {
  ...${name}Plan,
  states: {
    idle: (s) => expect([s.hasTag("busy"), s.context.answer, s.context.errorCode]).toEqual([false, null, null]),
    working: (s) => expect([s.hasTag("busy"), s.context.answer]).toEqual([true, null]),
    done: (s) => expect([s.hasTag("busy"), s.context.answer, s.context.errorCode]).toEqual([false, ${name}AnswerSample, null]),
    refused: (s) => expect([s.hasTag("busy"), s.context.errorCode]).toEqual([false, ${name}RefusalSample.code]),
    failed: (s) => expect([s.hasTag("busy"), s.context.errorCode]).toEqual([false, ${name}NetworkFailureSample.code]),
  },
});
`;
}

const MACHINE_IMPORT = /^import \{ \w+Machine \} from "\.\/\w+\.machine";$/gm;
const REGISTRY_ENTRY = /^ {2}\{\n {4}file: "[^"]+",\n {4}area: "([^"]+)",\n[\s\S]*?^ {2}\},$/gm;

/** The registry with the machine imported and listed at the end of its area (the book's chapter order). */
export function withRegistryEntry(source: string, name: string, area: Area, summary: string): string {
  const imports = [...source.matchAll(MACHINE_IMPORT)];
  const lastImport = imports.at(-1);
  if (!lastImport) throw new Error("machines/registry.ts: no machine import found to add the new one after.");
  const importEnd = lastImport.index + lastImport[0].length;
  const withImport = `${source.slice(0, importEnd)}\nimport { ${name}Machine } from "./${name}.machine";${source.slice(importEnd)}`;
  const summaryLine = `    summary: ${JSON.stringify(summary)},`;
  const entry = [
    "  {",
    `    file: "${name}.machine",`,
    `    area: "${area}",`,
    `    machine: ${name}Machine,`,
    summaryLine.length > 160 ? `    summary:\n      ${JSON.stringify(summary)},` : summaryLine,
    "  },",
  ].join("\n");
  const entries = [...withImport.matchAll(REGISTRY_ENTRY)];
  const after = entries.filter((match) => match[1] === area).at(-1) ?? entries.at(-1);
  if (!after) throw new Error("machines/registry.ts: no MACHINES entry found to add the new one after.");
  const at = after.index + after[0].length;
  return `${withImport.slice(0, at)}\n${entry}${withImport.slice(at)}`;
}

/** The flow book's plan index with the new plan imported and listed. */
export function withPlanEntry(source: string, name: string): string {
  const imports = [...source.matchAll(/^import \{ \w+Plan \} from "\.\/\w+";$/gm)];
  const lastImport = imports.at(-1);
  if (!lastImport) throw new Error("flowbook/plans/index.ts: no plan import found to add the new one after.");
  const importEnd = lastImport.index + lastImport[0].length;
  const withImport = `${source.slice(0, importEnd)}\nimport { ${name}Plan } from "./${name}";${source.slice(importEnd)}`;
  const close = withImport.lastIndexOf("\n};");
  if (close < 0) throw new Error("flowbook/plans/index.ts: the PLANS object's end was not found.");
  return `${withImport.slice(0, close)}\n  "${name}.machine": ${name}Plan,${withImport.slice(close)}`;
}

const isMachine = (value: unknown): value is AnyStateMachine => value instanceof StateMachine;

/** Writes the new machine's files and entries; refuses a bad or taken name before writing anything. Answers the paths written. */
export async function newMachine({ root, name, area = "Shared", summary }: NewMachineOptions): Promise<string[]> {
  const problem = nameProblem(name);
  if (problem) throw new Error(problem);
  if (!isArea(area)) throw new Error(`"${area}" is not an area of the flow book: one of ${AREAS.join(", ")}.`);
  const files = machineFiles(name);
  const taken = [files.machine, files.plan, files.test, files.diagram].filter((file) => existsSync(path.join(root, file)));
  const registry = readFileSync(path.join(root, files.registry), "utf8");
  const plans = readFileSync(path.join(root, files.plans), "utf8");
  if (registry.includes(`"${name}.machine"`)) taken.push(`${files.registry} (its entry)`);
  if (plans.includes(`"${name}.machine"`)) taken.push(`${files.plans} (its entry)`);
  if (taken.length > 0) throw new Error(`A machine named "${name}" exists already: ${taken.join(", ")}. Choose another name, or edit that one.`);

  const said = summary ?? `${pascal(words(name))}: say in one line what this flow does for the player.`;
  // Everything is computed before the first write: a failure leaves the tree as it was.
  const writes: [string, string][] = [
    [files.machine, machineSource(name, said)],
    [files.plan, planSource(name, said)],
    [files.test, testSource(name, said)],
    [files.registry, withRegistryEntry(registry, name, area, said)],
    [files.plans, withPlanEntry(plans, name)],
  ];
  for (const [file, text] of writes) writeFileSync(path.join(root, file), text, { flag: file === files.registry || file === files.plans ? "w" : "wx" });

  // The diagram, as npm run machines:diagrams draws it, from the machine just written.
  // An absolute path (not a file URL): tsx and vitest's module runner both take it.
  const module: Record<string, unknown> = await import(path.join(root, files.machine));
  const machine = module[`${name}Machine`];
  if (!isMachine(machine)) throw new Error(`${files.machine} does not export ${name}Machine.`);
  writeFileSync(path.join(root, files.diagram), machineDiagram(machine, said), { flag: "wx" });
  return [...writes.map(([file]) => file), files.diagram];
}

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { area: { type: "string" }, summary: { type: "string" } } });
  const [name] = positionals;
  if (!name || positionals.length > 1) {
    console.error(`usage: npm run new:machine <name> [-- --area "${AREAS.join('" | "')}" --summary "one line a product owner reads first"]`);
    process.exit(2);
  }
  try {
    const written = await newMachine({ root: process.cwd(), name, area: values.area, summary: values.summary });
    console.log(written.map((file) => `wrote ${file}`).join("\n"));
    console.log(
      [
        "",
        "next:",
        `  1. shape the machine in ${machineFiles(name).machine} and its words in ${machineFiles(name).plan};`,
        `  2. say what each state means in ${machineFiles(name).test} (npx vitest run --project unit ${machineFiles(name).test});`,
        "  3. provide its actors in src/flows/<area>.ts and start it in a view with useFlowActor or useFlowMachine (src/flows/actors.ts);",
        "  4. npm run machines:diagrams after each change (a test checks the diagram is current).",
      ].join("\n"),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
