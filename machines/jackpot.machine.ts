// The jackpot ticker: starts from a number derived from the time, grows one step every 3 s while it is on screen.
import { assign, setup } from "xstate";
import { JACKPOT, TIMING } from "../src/config/index";

/** Every visitor at the same moment sees the same starting number. */
export function jackpotStartMinor(nowMs: number): number {
  const steps = Math.max(0, Math.floor((nowMs - JACKPOT.epochMs) / TIMING.jackpotStepMs)) % JACKPOT.cycleSteps;
  return JACKPOT.baseMinor + steps * JACKPOT.stepMinor;
}

export const jackpotMachine = setup({
  types: {
    context: {} as { amountMinor: number },
    input: {} as { startMinor: number },
    events: {} as { type: "jackpot.shown" } | { type: "jackpot.hidden" },
    tags: {} as "ticking",
  },
  actions: {
    step: assign({ amountMinor: ({ context }) => context.amountMinor + JACKPOT.stepMinor }),
  },
  delays: { jackpotStep: TIMING.jackpotStepMs },
}).createMachine({
  id: "jackpot",
  context: ({ input }) => ({ amountMinor: input.startMinor }),
  initial: "hidden",
  states: {
    hidden: { on: { "jackpot.shown": "visible" } },
    visible: {
      tags: ["ticking"],
      after: { jackpotStep: { target: "visible", reenter: true, actions: "step" } },
      on: { "jackpot.hidden": "hidden" },
    },
  },
});
