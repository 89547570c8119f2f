// A machine as the configuration Stately's editor and visualiser import (createMachine({...})): states, transitions,
// guards, delays, calls and tags by name, and what the player sees as each state's description.
import type { AnyStateMachine } from "xstate";
import type { FlowPlan } from "./plan";
import { guardName } from "./words";

type StateNodeOf = AnyStateMachine["root"];
type TransitionOf = ReturnType<StateNodeOf["on"][string]["at"]>;
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const names = (items: readonly unknown[]): string[] => items.flatMap((item) => guardName(item) ?? []).filter((name) => !name.startsWith("xstate."));

function transitionConfig(transition: NonNullable<TransitionOf>): { [key: string]: Json } {
  const guard = guardName(transition.guard);
  const actions = names(transition.actions);
  return {
    ...(transition.target?.length
      ? { target: transition.target.length === 1 ? `#${transition.target[0]?.id}` : transition.target.map((target) => `#${target.id}`) }
      : {}),
    ...(guard ? { guard } : {}),
    ...(actions.length ? { actions } : {}),
    ...(transition.reenter ? { reenter: true } : {}),
  };
}

function stateConfig(node: StateNodeOf, plan: FlowPlan): { [key: string]: Json } {
  const on: { [key: string]: Json } = {};
  const after: { [key: string]: Json } = {};
  const onDone = new Map<string, Json[]>();
  const onError = new Map<string, Json[]>();
  for (const [eventType, transitions] of Object.entries(node.on)) {
    if (eventType.startsWith("xstate.after.")) continue;
    const configs = transitions.flatMap((transition) => (transition.source === node ? [transitionConfig(transition)] : []));
    if (configs.length === 0) continue;
    if (eventType.startsWith("xstate.done.actor.")) onDone.set(eventType.slice("xstate.done.actor.".length), configs);
    else if (eventType.startsWith("xstate.error.actor.")) onError.set(eventType.slice("xstate.error.actor.".length), configs);
    else on[eventType] = configs;
  }
  for (const delayed of node.after) {
    const key = String(delayed.delay);
    const existing = after[key];
    after[key] = [...(Array.isArray(existing) ? existing : []), transitionConfig(delayed)];
  }
  const path = node.path.join(".");
  const initial = node.initial?.target[0];
  const children = Object.entries(node.states);
  const entry = names(node.entry);
  const exit = names(node.exit);
  const always = (node.always ?? []).map(transitionConfig);
  return {
    ...(node.path.length === 0 ? { id: node.machine.id } : {}),
    ...(node.type === "final" || node.type === "parallel" ? { type: node.type } : {}),
    ...(initial && node.type === "compound" ? { initial: initial.key } : {}),
    ...(plan.seen[path] ? { description: plan.seen[path] } : {}),
    ...(node.tags.length ? { tags: [...node.tags] } : {}),
    ...(entry.length ? { entry } : {}),
    ...(exit.length ? { exit } : {}),
    ...(node.invoke.length
      ? {
          invoke: node.invoke.map((invoke) => ({
            id: invoke.id,
            src: typeof invoke.src === "string" ? invoke.src : invoke.id,
            ...(onDone.has(invoke.id) ? { onDone: onDone.get(invoke.id) ?? [] } : {}),
            ...(onError.has(invoke.id) ? { onError: onError.get(invoke.id) ?? [] } : {}),
          })),
        }
      : {}),
    ...(always.length ? { always } : {}),
    ...(Object.keys(after).length ? { after } : {}),
    ...(Object.keys(on).length ? { on } : {}),
    ...(children.length ? { states: Object.fromEntries(children.map(([key, child]) => [key, stateConfig(child, plan)])) } : {}),
  };
}

/** The JSON to paste into Stately as `createMachine(<this>)`. */
export const statelyConfig = (plan: FlowPlan) => stateConfig(plan.machine.root, plan);
