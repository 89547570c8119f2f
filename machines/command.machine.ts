// A one-step command (open a downline's account, toggle a favourite, mark a message read, tell the server the language):
// one call at a time, success announced as `command.changed` so lists refresh, a refusal kept as its error code.
import { assign, emit, fromPromise, setup } from "xstate";
import { errorOf, failureOf } from "./apiError";

/** What a run is asked to do: plain data the app's `run` actor checks against the command's schema. */
export type CommandInput = string | number | boolean | { readonly [key: string]: unknown };

export interface CommandContext {
  /** What the last run was asked to do. */
  input: CommandInput | null;
  errorCode: string | null;
}

/**
 * One machine serves every command: the app provides the `run` actor that makes its call. A run while one is under
 * way is dropped, so a double click sends once; after an answer the next run may start at once.
 */
export const commandMachine = setup({
  types: {
    context: {} as CommandContext,
    events: {} as { type: "command.run"; input: CommandInput } | { type: "command.dismiss" },
    emitted: {} as { type: "command.changed"; input: CommandInput | null },
    tags: {} as "running" | "done" | "failed",
  },
  actors: {
    run: fromPromise<unknown, CommandInput | null>(async () => {
      throw new Error("a command's run must be provided by the app");
    }),
  },
  actions: {
    start: assign((_, input: CommandInput) => ({ input, errorCode: null })),
    announce: emit(({ context }) => ({ type: "command.changed" as const, input: context.input })),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    clearFailure: assign({ errorCode: null }),
  },
}).createMachine({
  id: "command",
  context: { input: null, errorCode: null },
  initial: "idle",
  states: {
    idle: { on: { "command.run": { target: "running", actions: { type: "start", params: ({ event }) => event.input } } } },
    running: {
      tags: ["running"],
      invoke: {
        id: "run",
        src: "run",
        input: ({ context }) => context.input,
        onDone: { target: "done", actions: "announce" },
        onError: { target: "failed", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    done: {
      tags: ["done"],
      on: { "command.run": { target: "running", actions: { type: "start", params: ({ event }) => event.input } }, "command.dismiss": "idle" },
    },
    failed: {
      tags: ["failed"],
      on: { "command.run": { target: "running", actions: { type: "start", params: ({ event }) => event.input } }, "command.dismiss": { target: "idle", actions: "clearFailure" } },
    },
  },
});
