// The flow book's words: scenarios tell every state and transition, and the Stately export is the same machine.
import { getStateNodes } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import { createMachine } from "xstate";
import { MACHINES } from "../../machines/registry";
import { coverageOf } from "../../flowbook/book";
import { machinePaths } from "../../flowbook/paths";
import { PLANS } from "../../flowbook/plans/index";
import { scenariosOf, storyPaths } from "../../flowbook/scenarios";
import { statelyConfig } from "../../flowbook/stately";

describe("the flow book's scenarios and export", () => {
  it("tells the login's refusal as Given / When / Then in the player's words", () => {
    const plan = PLANS["login.machine"];
    if (!plan) throw new Error("no login plan");
    const refusal = scenariosOf("login", plan).find((scenario) => scenario.title.startsWith("the login call fails with login_failed"));
    // The remembered username needs no typing: the password, Log in, and the refusal.
    expect(refusal?.steps.map((step) => step.kind)).toEqual(["given", "when", "then", "when", "then", "when", "then"]);
    expect(refusal?.steps.map((step) => step.text)).toContain("the player presses Log in");
    expect(refusal?.steps[0]?.text).toMatch(/^The login form/);
    expect(refusal?.steps.at(-2)?.text).toBe('the login call fails with login_failed ("Incorrect username or password.")');
    // No picture was shown yet, so the refusal fetches one at once.
    expect(refusal?.steps.at(-1)?.states).toEqual(["loadingCaptcha"]);
  }, 60_000); // the login's scenarios are all its paths, walked and worded: seconds on a busy machine

  it.each(MACHINES.map(({ file }) => [file]))(
    "%s: its scenarios reach every state and take every transition its tests do",
    (file) => {
      const plan = PLANS[file];
      if (!plan) throw new Error(`no plan for ${file}`);
      const paths = machinePaths(plan);
      const all = coverageOf(file, paths);
      const told = coverageOf(file, storyPaths(plan, paths));
      expect(told.states.reached).toEqual(all.states.reached);
      expect(told.transitions.taken).toEqual(all.transitions.taken);
    },
    60_000,
  );

  it.each(MACHINES.map(({ file }) => [file]))("%s: the Stately export has the machine's states, with the player's view as descriptions", (file) => {
    const plan = PLANS[file];
    if (!plan) throw new Error(`no plan for ${file}`);
    const imported = createMachine(statelyConfig(plan));
    const ids = (machine: typeof imported | typeof plan.machine) => getStateNodes(machine.root).map((node) => node.id);
    expect(ids(imported)).toEqual(ids(plan.machine));
    for (const [state, seen] of Object.entries(plan.seen)) {
      const node = getStateNodes(imported.root).find((candidate) => candidate.path.join(".") === state);
      expect(node?.description, state).toBe(seen);
    }
  });
});
