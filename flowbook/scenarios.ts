// The model-based paths of a machine written out as Given / When / Then, one scenario per path the tests walk.
import { getStateNodes } from "@xstate/graph";
import type { AnyMachineSnapshot } from "xstate";
import type { FlowPlan } from "./plan";
import { isActive, keyOf, machinePaths, machineShape, walk, type InputPath } from "./paths";
import { stepWords } from "./words";

export interface ScenarioStep {
  kind: "given" | "when" | "then";
  text: string;
  /** The resting states this step is about ("editing.captchaReady"), for the book to link them. */
  states: string[];
}
export interface Scenario {
  id: string;
  title: string;
  steps: ScenarioStep[];
  /** Every state the path passes through, and every "source --event--> target" it takes. */
  reached: string[];
}

/** The resting states a snapshot is in (its active leaves). */
export function restingStates(plan: FlowPlan, snapshot: AnyMachineSnapshot): string[] {
  return getStateNodes(plan.machine.root)
    .filter((node) => (node.type === "atomic" || node.type === "final") && isActive(snapshot, node))
    .map(keyOf);
}

const seenWords = (plan: FlowPlan, states: string[]) => states.map((state) => plan.seen[state] ?? state).join(" ");

/**
 * One path per transition (the shortest that ends by taking it) and per resting state (the shortest that ends in it):
 * the whole behaviour of the machine, each scenario short enough to read.
 */
export function storyPaths(plan: FlowPlan, paths: InputPath[]): InputPath[] {
  const shape = machineShape(plan);
  const best = new Map<string, InputPath>();
  const offer = (key: string, candidate: InputPath) => {
    const known = best.get(key);
    if (!known || candidate.path.steps.length < known.path.steps.length) best.set(key, candidate);
  };
  for (const candidate of paths) {
    const { takenBySteps } = walk(shape, candidate.path);
    for (const edge of takenBySteps.at(-1) ?? []) offer(edge, candidate);
    const last = candidate.path.steps.at(-1);
    if (last) for (const state of restingStates(plan, last.state)) offer(`state:${state}`, candidate);
  }
  return [...new Set(best.values())];
}

export function scenariosOf(name: string, plan: FlowPlan, paths: InputPath[] = machinePaths(plan)): Scenario[] {
  const multipleInputs = (plan.inputs?.length ?? 0) > 1;
  const stories = storyPaths(plan, paths).sort((a, b) => a.path.steps.length - b.path.steps.length);
  return stories.map(({ input, path }, index) => {
    const steps: ScenarioStep[] = [];
    const [first, ...rest] = path.steps;
    const start = first ? restingStates(plan, first.state) : [];
    const setting = multipleInputs ? ` (with ${JSON.stringify(input)})` : "";
    steps.push({ kind: "given", text: `${seenWords(plan, start)}${setting}`, states: start });
    // The same state can still show something new (a problem under a field): only an unchanged snapshot is "nothing".
    const snapshotKey = plan.serializeState ?? ((snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }));
    let before = { states: start.join(), snapshot: first ? snapshotKey(first.state) : "" };
    for (const step of rest) {
      const states = restingStates(plan, step.state);
      const now = { states: states.join(), snapshot: snapshotKey(step.state) };
      const text =
        now.states !== before.states
          ? seenWords(plan, states)
          : now.snapshot === before.snapshot
            ? "nothing changes."
            : `it stays here, updated: ${seenWords(plan, states)}`;
      steps.push({ kind: "when", text: stepWords(plan, step.event), states: [] });
      steps.push({ kind: "then", text, states });
      before = now;
    }
    const last = rest.at(-1);
    const end = last ? restingStates(plan, last.state).join(", ") : start.join(", ");
    const title = last ? `${stepWords(plan, last.event)} → ${end}` : `starts in ${end}`;
    return { id: `${name}-${index + 1}`, title, steps, reached: [...new Set(path.steps.flatMap((step) => restingStates(plan, step.state)))] };
  });
}
