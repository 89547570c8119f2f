// How the site starts an actor: always with the inspector's observer, so ?inspect in development shows every one.
import { createContext, useContext } from "react";
import { useActorRef, useMachine } from "@xstate/react";
import type { Actor, ActorOptions, AnyActorLogic, AnyStateMachine, ConditionalRequired, InspectionEvent, IsNotNever, Observer, RequiredActorOptionsKeys, StateFrom } from "xstate";

/**
 * The Stately inspector's observer in development with ?inspect (src/main.tsx), else undefined. The root actors get it
 * as an option; every actor a view starts gets it through useFlowActor/useFlowMachine, so the inspector sees them all
 * (a view-started actor is a root of its own; what it invokes or spawns shows it as the parent).
 */
export const InspectContext = createContext<Observer<InspectionEvent> | undefined>(undefined);

type FlowOptions<TLogic extends AnyActorLogic> = ConditionalRequired<
  [options?: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }],
  IsNotNever<RequiredActorOptionsKeys<TLogic>>
>;

/** @xstate/react's useActorRef with the app's inspector: how a view starts a flow it sends events to. */
export function useFlowActor<TLogic extends AnyActorLogic>(logic: TLogic, ...[options]: FlowOptions<TLogic>): Actor<TLogic> {
  const inspect = useContext(InspectContext);
  return useActorRef(logic, { ...options, inspect });
}

/** @xstate/react's useMachine with the app's inspector: a flow whose whole snapshot the view renders. */
export function useFlowMachine<TMachine extends AnyStateMachine>(machine: TMachine, ...[options]: FlowOptions<TMachine>): [StateFrom<TMachine>, Actor<TMachine>["send"], Actor<TMachine>] {
  const inspect = useContext(InspectContext);
  return useMachine(machine, { ...options, inspect });
}
