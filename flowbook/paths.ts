// Model-based paths on @xstate/graph: every state and every transition of a machine, walked with the events and
// answers of its plan. The path tests, the flow book's scenarios and the browser paths all start here.
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  getStateNodes,
  toDirectedGraph,
  type AdjacencyMap,
  type DirectedGraphNode,
  type StatePath,
} from "@xstate/graph";
import type { AnyEventObject, AnyMachineSnapshot, StateValue } from "xstate";
import type { FlowPlan } from "./plan";
import { guardName } from "./words";

export type AnyStateNode = ReturnType<typeof getStateNodes>[number];

interface Edge {
  key: string;
  source: AnyStateNode;
  target: AnyStateNode;
  eventType: string;
}

export const keyOf = (node: AnyStateNode) => node.path.join(".");
export const valueOf = (path: readonly string[]): StateValue => (path.length === 1 ? (path[0] ?? "") : { [path[0] ?? ""]: valueOf(path.slice(1)) });
export const isActive = (snapshot: AnyMachineSnapshot, node: AnyStateNode) => node.path.length === 0 || snapshot.matches(valueOf(node.path));

/** A transition's name in coverage reports: "login.editing --form.submit [formIsValid]--> login.submitting". */
export const edgeKey = (edge: DirectedGraphNode["edges"][number]) =>
  `${edge.source.id} --${edge.transition.eventType}${edge.transition.guard ? ` [${describeGuard(edge.transition.guard)}]` : ""}--> ${edge.target.id}`;

export function edgesOf(graph: DirectedGraphNode): Edge[] {
  const own = graph.edges.map((edge) => ({
    key: edgeKey(edge),
    source: edge.source,
    target: edge.target,
    eventType: edge.transition.eventType,
  }));
  return [...own, ...graph.children.flatMap(edgesOf)];
}

const describeGuard = (guard: unknown) => guardName(guard) ?? "guard";

/** Every event the machine could take in this snapshot: the plan's events plus actor completions and delays. */
export function eventsFor(plan: FlowPlan, nodes: AnyStateNode[], snapshot: AnyMachineSnapshot): AnyEventObject[] {
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

export const stepLabel = (event: AnyEventObject) => event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:").replace(/^xstate\.after\./, "after:");

export const describePath = (path: StatePath<AnyMachineSnapshot, AnyEventObject>) =>
  path.steps
    .filter((step) => step.event.type !== "xstate.init")
    .map((step) => `${stepLabel(step.event)} → ${JSON.stringify(step.state.value)}`)
    .join(", ") || "start";

const SIMPLE_PATH_STATE_LIMIT = 7;

export type InputPath = { input: unknown; path: StatePath<AnyMachineSnapshot, AnyEventObject> };
export const inputLabel = (input: unknown) => (input === undefined ? "" : `${JSON.stringify(input)}: `);

/** Every path the model-based test runs: shortest paths, simple paths, and one path through each transition. */
export function machinePaths(plan: FlowPlan): InputPath[] {
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

/** The parts of a machine coverage is judged on: its states, the transient ones, the resting ones and its transitions. */
export function machineShape(plan: FlowPlan) {
  const nodes = getStateNodes(plan.machine.root);
  // A state that only decides where to go (eventless `always`) is never seen at rest; its choices are.
  const transient = new Set(nodes.filter((node) => node.always && node.always.length > 0).map(keyOf));
  const leaves = nodes.filter((node) => (node.type === "atomic" || node.type === "final") && !transient.has(keyOf(node)));
  return { nodes, transient, leaves, edges: edgesOf(toDirectedGraph(plan.machine)) };
}
export type MachineShape = ReturnType<typeof machineShape>;

/** The states a path passes through, and the transitions each of its steps takes (index 0: the start's eventless ones). */
export function walk(shape: MachineShape, path: StatePath<AnyMachineSnapshot, AnyEventObject>) {
  const { nodes, transient, edges } = shape;
  const reached = new Set<string>();
  const takenBySteps: Set<string>[] = [];
  let previous: AnyMachineSnapshot | null = null;
  for (const step of path.steps) {
    const snapshot = step.state;
    const taken = new Set<string>();
    for (const node of nodes) if (isActive(snapshot, node)) reached.add(keyOf(node));
    for (const edge of edges) {
      if (previous) {
        // A transient target is left at once, so only the event and the source can be seen.
        const arrived = transient.has(keyOf(edge.target)) || isActive(snapshot, edge.target);
        if (edge.eventType === step.event.type && isActive(previous, edge.source) && arrived) taken.add(edge.key);
      } else if (transient.has(keyOf(edge.source)) && isActive(snapshot, edge.target)) taken.add(edge.key);
    }
    takenBySteps.push(taken);
    previous = snapshot;
  }
  return { reached, takenBySteps };
}

/** What the paths miss: states never reached, transitions never taken, states with no assertion or words, unknown names. */
export function coverageGaps(plan: FlowPlan & { states?: Record<string, unknown> }, paths: InputPath[]) {
  const shape = machineShape(plan);
  const { nodes, transient, leaves, edges } = shape;
  const reached = new Set<string>();
  const taken = new Set<string>();
  for (const { path } of paths) {
    const walked = walk(shape, path);
    walked.reached.forEach((state) => reached.add(state));
    walked.takenBySteps.forEach((step) => step.forEach((edge) => taken.add(edge)));
  }
  return {
    unreached: nodes.filter((node) => node.path.length > 0 && !transient.has(keyOf(node)) && !reached.has(keyOf(node))).map(keyOf),
    untaken: edges.map((edge) => edge.key).filter((key) => !taken.has(key)),
    undescribed: plan.states ? leaves.map(keyOf).filter((key) => !(key in (plan.states ?? {}))) : [],
    unseen: leaves.map(keyOf).filter((key) => !(key in plan.seen)),
    unknown: [...Object.keys(plan.states ?? {}), ...Object.keys(plan.seen)].filter((key) => !nodes.some((node) => keyOf(node) === key)),
  };
}
