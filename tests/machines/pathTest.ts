// Model-based path tests on @xstate/graph: walks every state and every transition of a machine with fake actors,
// checks that a real actor follows each path, asserts each state's meaning, and fails on any gap.
import { getAdjacencyMap, getShortestPaths, getSimplePaths, getStateNodes, toDirectedGraph, type AdjacencyMap, type DirectedGraphNode, type StatePath } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type StateValue } from "xstate";

type AnyStateNode = ReturnType<typeof getStateNodes>[number];

export interface MachinePathPlan {
  machine: AnyStateMachine;
  /** One traversal per input; coverage is judged over all of them. */
  inputs?: unknown[];
  /** Events a user (or the app) can send; each is tried in every state. */
  events: AnyEventObject[];
  /** Sample outputs per invoke id: each becomes an `xstate.done.actor.<id>` event. */
  outputs?: Record<string, unknown[]>;
  /** Sample errors per invoke id: each becomes an `xstate.error.actor.<id>` event. */
  errors?: Record<string, unknown[]>;
  /** What each state means, keyed by its path ("ready", "form.editing"). Every state must have one. */
  states: Record<string, (snapshot: AnyMachineSnapshot) => void>;
  /** Keys a snapshot for the traversal; defaults to the state value and the context. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

interface Edge {
  key: string;
  source: AnyStateNode;
  target: AnyStateNode;
  eventType: string;
}

const keyOf = (node: AnyStateNode) => node.path.join(".");
const valueOf = (path: readonly string[]): StateValue =>
  path.length === 1 ? (path[0] ?? "") : { [path[0] ?? ""]: valueOf(path.slice(1)) };
const isActive = (snapshot: AnyMachineSnapshot, node: AnyStateNode) => node.path.length === 0 || snapshot.matches(valueOf(node.path));

function edgesOf(graph: DirectedGraphNode): Edge[] {
  const own = graph.edges.map((edge) => ({
    key: `${edge.source.id} --${edge.transition.eventType}${edge.transition.guard ? ` [${describeGuard(edge.transition.guard)}]` : ""}--> ${edge.target.id}`,
    source: edge.source,
    target: edge.target,
    eventType: edge.transition.eventType,
  }));
  return [...own, ...graph.children.flatMap(edgesOf)];
}

function describeGuard(guard: unknown): string {
  if (typeof guard === "string") return guard;
  if (typeof guard === "object" && guard !== null && "type" in guard && typeof guard.type === "string") return guard.type;
  return "guard";
}

/** Every event the machine could take in this snapshot: the plan's events plus actor completions and delays. */
function eventsFor(plan: MachinePathPlan, nodes: AnyStateNode[], snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const events = [...plan.events];
  for (const node of nodes.filter((n) => isActive(snapshot, n))) {
    for (const invoke of node.invoke) {
      for (const output of plan.outputs?.[invoke.id] ?? [undefined]) events.push({ type: `xstate.done.actor.${invoke.id}`, output });
      for (const error of plan.errors?.[invoke.id] ?? []) events.push({ type: `xstate.error.actor.${invoke.id}`, error });
    }
    for (const delayed of node.after) events.push({ type: delayed.eventType });
  }
  return events;
}

const stepLabel = (event: AnyEventObject) =>
  event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:").replace(/^xstate\.after\./, "after:");

const describePath = (path: StatePath<AnyMachineSnapshot, AnyEventObject>) =>
  path.steps
    .filter((step) => step.event.type !== "xstate.init")
    .map((step) => `${stepLabel(step.event)} → ${JSON.stringify(step.state.value)}`)
    .join(", ") || "start";

const SIMPLE_PATH_STATE_LIMIT = 7;

export type InputPath = { input: unknown; path: StatePath<AnyMachineSnapshot, AnyEventObject> };
const inputLabel = (input: unknown) => (input === undefined ? "" : `${JSON.stringify(input)}: `);

/** Every path the model-based test runs: shortest paths, simple paths, and one path through each transition. */
export function machinePaths(plan: MachinePathPlan): InputPath[] {
  const nodes = getStateNodes(plan.machine.root);
  const serializeState = plan.serializeState ?? ((s: AnyMachineSnapshot) => JSON.stringify({ value: s.value, context: s.context }));
  const unique = new Map<string, InputPath>();
  for (const input of plan.inputs ?? [undefined]) {
    const options = { events: (snapshot: AnyMachineSnapshot) => eventsFor(plan, nodes, snapshot), serializeState, input };
    const shortest = getShortestPaths(plan.machine, options);
    const toState = new Map(shortest.map((path) => [serializeState(path.state), path]));
    // Shortest paths reach every state but skip transitions back into visited ones: add one path per transition.
    const adjacencyMap: AdjacencyMap<AnyMachineSnapshot, AnyEventObject> = getAdjacencyMap(plan.machine, options);
    const perTransition: StatePath<AnyMachineSnapshot, AnyEventObject>[] = [];
    for (const [stateKey, adjacency] of Object.entries(adjacencyMap)) {
      const prefix = toState.get(stateKey);
      if (!prefix) continue;
      const transitions: { event: AnyEventObject; state: AnyMachineSnapshot }[] = Object.values(adjacency.transitions);
      for (const { event, state } of transitions) perTransition.push({ state, steps: [...prefix.steps, { event, state }], weight: 0 });
    }
    // Simple paths grow factorially with the states; past a small machine the per-transition paths cover the same ground.
    const simple = Object.keys(adjacencyMap).length <= SIMPLE_PATH_STATE_LIMIT ? getSimplePaths(plan.machine, options) : [];
    for (const path of [...shortest, ...simple, ...perTransition]) {
      unique.set(`${JSON.stringify(input)} ${describePath(path)}`, { input, path });
    }
  }
  return [...unique.values()];
}

/** What the paths miss: states never reached, transitions never taken, states with no assertion or unknown names. */
export function coverageGaps(plan: MachinePathPlan, paths: InputPath[]) {
  const nodes = getStateNodes(plan.machine.root);
  // A state that only decides where to go (eventless `always`) is never seen at rest; its choices are.
  const transient = new Set(nodes.filter((node) => node.always && node.always.length > 0).map(keyOf));
  const leaves = nodes.filter((node) => (node.type === "atomic" || node.type === "final") && !transient.has(keyOf(node)));
  const edges = edgesOf(toDirectedGraph(plan.machine));
  const reached = new Set<string>();
  const taken = new Set<string>();
  for (const { path } of paths) {
    const [start] = path.steps;
    for (const edge of edges) {
      if (start && transient.has(keyOf(edge.source)) && isActive(start.state, edge.target)) taken.add(edge.key);
    }
    let previous: AnyMachineSnapshot | null = null;
    for (const step of path.steps) {
      const snapshot = step.state;
      for (const node of nodes) if (isActive(snapshot, node)) reached.add(keyOf(node));
      if (previous) {
        const before = previous;
        for (const edge of edges) {
          // A transient target is left at once, so only the event and the source can be seen.
          const arrived = transient.has(keyOf(edge.target)) || isActive(snapshot, edge.target);
          if (edge.eventType === step.event.type && isActive(before, edge.source) && arrived) taken.add(edge.key);
        }
      }
      previous = snapshot;
    }
  }
  return {
    unreached: nodes.filter((node) => node.path.length > 0 && !transient.has(keyOf(node)) && !reached.has(keyOf(node))).map(keyOf),
    untaken: edges.map((edge) => edge.key).filter((key) => !taken.has(key)),
    undescribed: leaves.map(keyOf).filter((key) => !(key in plan.states)),
    unknown: Object.keys(plan.states).filter((key) => !nodes.some((node) => keyOf(node) === key)),
  };
}

export function describeMachinePaths(name: string, plan: MachinePathPlan) {
  const leaves = getStateNodes(plan.machine.root).filter((node) => node.type === "atomic" || node.type === "final");
  const paths = machinePaths(plan);

  // Pending fakes: nothing settles by itself, every completion is an event the path sends.
  const pendingActors = Object.fromEntries(
    Object.keys(plan.machine.implementations.actors).map((actorName) => [actorName, fromPromise(() => new Promise<never>(() => {}))]),
  );
  const machine = plan.machine.provide({ actors: pendingActors });

  const assertState = (snapshot: AnyMachineSnapshot) => {
    for (const leaf of leaves.filter((node) => isActive(snapshot, node))) {
      const assertion = plan.states[keyOf(leaf)];
      expect(assertion, `state ${keyOf(leaf)} has no assertion`).toBeTypeOf("function");
      assertion?.(snapshot);
    }
  };

  describe(`${name}: model-based paths`, () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it.each(paths.map(({ input, path }, index) => [`${index + 1}. ${inputLabel(input)}${describePath(path)}`, input, path] as const))(
      "%s",
      (_label, input, path) => {
        const actor = createActor(machine, { input });
        actor.start();
        assertState(actor.getSnapshot());
        for (const step of path.steps) {
          if (step.event.type !== "xstate.init") actor.send(step.event);
          const snapshot = actor.getSnapshot();
          expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value);
          assertState(snapshot);
        }
        actor.stop();
      },
    );

    it("reaches every state, takes every transition and describes every state", () => {
      expect(coverageGaps(plan, paths)).toEqual({ unreached: [], untaken: [], undescribed: [], unknown: [] });
    });
  });
}

/** Lets the promise actors the real (untimed) interpreter started settle: one turn of the task queue. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
