// One-step commands handed to views as machines: the view sends `run` with plain data and reads the tags; the call,
// the check of what the view sent and the announcement that lists should refresh happen here and in the machine.
import { useEffect, useMemo, useRef } from "react";
import { useSelector } from "@xstate/react";
import { useFlowActor } from "./inspect";
import { fromPromise } from "xstate";
import type * as z from "zod/mini";
import { commandMachine, type CommandInput } from "../../machines/command.machine";

/** A command machine whose `run` checks the view's input against `schema`, then makes `call`. */
export function command<TSchema extends z.ZodMiniType>(schema: TSchema, call: (input: z.infer<TSchema>) => Promise<unknown>) {
  return commandMachine.provide({ actors: { run: fromPromise(({ input }) => call(schema.parse(input))) } });
}
export type CommandLogic = ReturnType<typeof command>;

/** Runs a command machine in a view: `run(input)`, its state for the tags, and `onChanged` after each success. */
export function useCommand<TInput extends CommandInput>(logic: CommandLogic, onChanged?: () => void) {
  const actor = useFlowActor(logic);
  const state = useSelector(actor, (s) => s);
  // The latest callback, so a view may pass a fresh closure on every render without resubscribing.
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  });
  useEffect(() => {
    const subscription = actor.on("command.changed", () => changed.current?.());
    return () => subscription.unsubscribe();
  }, [actor]);
  const commands = useMemo(() => ({ run: (input: TInput) => actor.send({ type: "command.run", input }), dismiss: () => actor.send({ type: "command.dismiss" }) }), [actor]);
  return { state, ...commands };
}
