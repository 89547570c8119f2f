// The path-test helper itself: it must notice what a machine's test leaves out, or every machine test could pass empty.
import { describe, expect, it } from "vitest";
import { fromPromise, setup } from "xstate";
import { coverageGaps, machinePaths } from "../../flowbook/paths";
import type { MachinePathPlan } from "./pathTest";

const doorMachine = setup({
  types: { events: {} as { type: "door.open" } | { type: "door.close" } },
  actors: { lockDoor: fromPromise(async () => true) },
  guards: { never: () => false },
}).createMachine({
  id: "door",
  initial: "closed",
  states: {
    closed: { on: { "door.open": "open" } },
    open: { on: { "door.close": [{ guard: "never", target: "jammed" }, { target: "closed" }] } },
    jammed: {},
    locked: { invoke: { id: "lockDoor", src: "lockDoor" } },
  },
});

const plan = (overrides: Partial<MachinePathPlan>): MachinePathPlan => ({
  machine: doorMachine,
  events: [{ type: "door.open" }, { type: "door.close" }],
  states: { closed: () => {}, open: () => {}, jammed: () => {}, locked: () => {} },
  seen: { closed: "The door is shut.", open: "The door stands open.", jammed: "The door is stuck.", locked: "The door is locked." },
  ...overrides,
});

describe("model-based path helper", () => {
  it("reports states that no path reaches and transitions that no path takes", () => {
    const gaps = coverageGaps(plan({}), machinePaths(plan({})));
    expect(gaps.unreached).toEqual(["jammed", "locked"]);
    expect(gaps.untaken).toEqual(["door.open --door.close [never]--> door.jammed"]);
  });

  it("reports a state with no assertion of what it means, and an assertion for a state that does not exist", () => {
    const incomplete = plan({ states: { closed: () => {}, open: () => {}, jammed: () => {}, lokced: () => {} } });
    const gaps = coverageGaps(incomplete, machinePaths(incomplete));
    expect(gaps.undescribed).toEqual(["locked"]);
    expect(gaps.unknown).toEqual(["lokced"]);
  });

  it("reports a state with no words for the flow book, and words for a state that does not exist", () => {
    const unworded = plan({ seen: { closed: "The door is shut.", open: "The door stands open.", jammed: "The door is stuck.", lokced: "Locked." } });
    const gaps = coverageGaps(unworded, machinePaths(unworded));
    expect(gaps.unseen).toEqual(["locked"]);
    expect(gaps.unknown).toEqual(["lokced"]);
  });

  it("walks back into visited states: every transition gets a path of its own", () => {
    const paths = machinePaths(plan({}));
    const closesAgain = paths.some(({ path }) => path.steps.map((step) => step.event.type).join(",") === "xstate.init,door.open,door.close");
    expect(closesAgain).toBe(true);
  });
});
