// Model-based path tests (paths from flowbook/paths.ts): walks every state and every transition of a machine with fake actors,
// checks that a real actor follows each path, asserts each state's meaning, and fails on any gap.
import { getStateNodes } from "@xstate/graph";
import type { FlowPlan } from "../../flowbook/plan";
import { coverageGaps, describePath, inputLabel, isActive, keyOf, machinePaths } from "../../flowbook/paths";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, type AnyActorRef, type AnyMachineSnapshot } from "xstate";

/** A machine's plan with what each state means, asserted on every snapshot of every path. */
export interface MachinePathPlan extends FlowPlan {
  /** What each state means, keyed by its path ("ready", "form.editing"). Every state must have one. */
  states: Record<string, (snapshot: AnyMachineSnapshot) => void>;
}

export function describeMachinePaths(name: string, plan: MachinePathPlan) {
  const leaves = getStateNodes(plan.machine.root).filter((node) => node.type === "atomic" || node.type === "final");
  const paths = machinePaths(plan);

  // Pending fakes: nothing settles by itself, every completion is an event the path sends. (A callback actor that
  // does nothing, rather than a never-settling promise: stopping it needs no AbortController, which costs on each path.)
  const pendingActors = Object.fromEntries(Object.keys(plan.machine.implementations.actors).map((actorName) => [actorName, fromCallback(() => {})]));
  const machine = plan.machine.provide({ actors: pendingActors });

  const assertState = (snapshot: AnyMachineSnapshot) => {
    for (const leaf of leaves.filter((node) => isActive(snapshot, node))) {
      const assertion = plan.states[keyOf(leaf)];
      if (typeof assertion !== "function") expect.fail(`state ${keyOf(leaf)} has no assertion`);
      assertion(snapshot);
    }
  };

  describe(`${name}: model-based paths`, () => {
    // Installed once for the thousands of paths: no path lets time pass, and each stops its actor (and its timers).
    beforeAll(() => {
      vi.useFakeTimers();
    });
    afterAll(() => {
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
          // expect() costs on each of the paths' many steps: it only runs (and reports) when the cheap check differs.
          if (JSON.stringify(snapshot.value) !== JSON.stringify(step.state.value)) expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value);
          assertState(snapshot);
        }
        actor.stop();
      },
    );

    // It walks every path again: seconds for the largest machines on a busy machine.
    it("reaches every state, takes every transition and describes every state", () => {
      expect(coverageGaps(plan, paths)).toEqual({ unreached: [], untaken: [], undescribed: [], unseen: [], unknown: [] });
    }, 60_000);
  });
}

/** The calls a snapshot waits for, by invoke id, each with what it was asked (the paths' fakes never answer by themselves). */
export function callsOf(snapshot: AnyMachineSnapshot): Record<string, unknown> {
  const children: Record<string, AnyActorRef | undefined> = snapshot.children;
  return Object.fromEntries(Object.entries(children).map(([id, child]) => [id, child?.getSnapshot().input]));
}

