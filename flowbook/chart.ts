// A machine as the flow book draws it: states nested as in the machine, and its transitions labelled in words.
import { toDirectedGraph, type DirectedGraphNode } from "@xstate/graph";
import type { AnyStateMachine } from "xstate";
import type { FlowPlan } from "./plan";
import { edgeKey } from "./paths";
import { edgeEventWords, guardName, humanize } from "./words";

export interface ChartState {
  /** Path in the machine ("editing.captchaReady"); "" for the machine itself. */
  path: string;
  key: string;
  type: string;
  tags: string[];
  /** The calls this state makes while the player waits in it. */
  invokes: string[];
  initial: string | null;
  /** What the player sees here (plan.seen), for resting states. */
  seen: string | null;
  children: ChartState[];
}

export interface ChartEdge {
  id: string;
  /** The transition's name in coverage reports (flowbook/paths.ts edgeKey). */
  key: string;
  source: string;
  target: string;
  eventType: string;
  /** The event in words ("form.submit", "login answers", "after one second (1 s)"). */
  event: string;
  /** The guard in words ("more seconds left"), when it has one. */
  guard: string | null;
  actions: string[];
  /** A transition with no target: it does its actions and the state stays as it is (drawn inside the state). */
  internal: boolean;
}

export interface Chart {
  root: ChartState;
  edges: ChartEdge[];
}

const pathOf = (id: string, machineId: string) => (id === machineId ? "" : id.slice(machineId.length + 1));

function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    const name = guardName(action);
    return name && !name.startsWith("xstate.") ? [humanize(name)] : [];
  });
}

export function chartOf(plan: FlowPlan): Chart {
  const machine: AnyStateMachine = plan.machine;
  const edges: ChartEdge[] = [];
  const build = (node: DirectedGraphNode): ChartState => {
    const state = node.stateNode;
    for (const edge of node.edges) {
      const guard = guardName(edge.transition.guard);
      const delay: unknown = "delay" in edge.transition ? edge.transition.delay : undefined;
      edges.push({
        id: `e${edges.length}`,
        key: edgeKey(edge),
        source: pathOf(edge.source.id, machine.id),
        target: pathOf(edge.target.id, machine.id),
        eventType: edge.transition.eventType,
        event: edgeEventWords(machine, edge.transition.eventType, typeof delay === "string" || typeof delay === "number" ? delay : undefined),
        guard: guard ? humanize(guard) : null,
        actions: actionNames(edge.transition.actions),
        internal: !edge.transition.target?.length,
      });
    }
    const path = pathOf(state.id, machine.id);
    const initial = state.initial?.target[0];
    return {
      path,
      key: state.key,
      type: state.type,
      tags: [...state.tags],
      invokes: state.invoke.map((invoke) => (typeof invoke.src === "string" ? invoke.src : invoke.id)),
      initial: initial ? pathOf(initial.id, machine.id) : null,
      seen: plan.seen[path] ?? null,
      children: node.children.map(build),
    };
  };
  return { root: build(toDirectedGraph(machine)), edges };
}
