// A one-step command: one call at a time, success announced so lists refresh, a refusal kept as its code until the
// next run or a dismiss.
import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { commandMachine, type CommandInput } from "../../machines/command.machine";
import { describeMachinePaths } from "./pathTest";
import { commandPlan } from "../../flowbook/plans/command";

describeMachinePaths("command", {
  ...commandPlan,
  states: {
    idle: (s) => {
      expect(s.hasTag("running") || s.hasTag("done") || s.hasTag("failed")).toBe(false);
      expect(s.context.errorCode).toBeNull();
    },
    running: (s) => {
      expect(s.hasTag("running")).toBe(true);
      // A new run forgets the last refusal.
      expect(s.context.errorCode).toBeNull();
      expect(s.context.input).not.toBeNull();
    },
    done: (s) => {
      expect(s.hasTag("done")).toBe(true);
      expect(s.context.errorCode).toBeNull();
    },
    failed: (s) => {
      expect(s.hasTag("failed")).toBe(true);
      // The code, never the server's words: the view maps it to a translated message.
      expect(s.context.errorCode).toBe("username_taken");
    },
  },
});

describe("command", () => {
  it("makes one call per run with the view's input, drops a second run while one is under way, and announces success", async () => {
    const calls: (CommandInput | null)[] = [];
    const actor = createActor(commandMachine.provide({ actors: { run: fromPromise(async ({ input }) => calls.push(input)) } })).start();
    const announced: unknown[] = [];
    actor.on("command.changed", ({ input }) => announced.push(input));
    actor.send({ type: "command.run", input: 41 });
    actor.send({ type: "command.run", input: 42 });
    await waitFor(actor, (s) => s.hasTag("done"), { timeout: 1000 });
    expect(calls).toEqual([41]);
    expect(announced).toEqual([41]);
    expect(actor.getSnapshot().hasTag("done")).toBe(true);
    actor.send({ type: "command.run", input: 43 });
    await waitFor(actor, (s) => s.hasTag("done") && s.context.input === 43, { timeout: 1000 });
    expect(calls).toEqual([41, 43]);
  });

  it("keeps a refusal's code without announcing, and a dismiss clears it", async () => {
    const actor = createActor(
      commandMachine.provide({
        actors: {
          run: fromPromise<unknown, CommandInput | null>(async () => {
            throw Object.assign(new Error("taken"), { code: "username_taken" });
          }),
        },
      }),
    ).start();
    let announced = false;
    actor.on("command.changed", () => (announced = true));
    actor.send({ type: "command.run", input: { username: "sub01" } });
    await waitFor(actor, (s) => s.hasTag("failed"), { timeout: 1000 });
    expect(actor.getSnapshot().hasTag("failed")).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBe("username_taken");
    expect(announced).toBe(false);
    actor.send({ type: "command.dismiss" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.errorCode).toBeNull();
  });
});
