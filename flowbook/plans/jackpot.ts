// Jackpot ticker: the on-screen and off-screen events the app sends, and what the player sees of the growing amount.
import { jackpotMachine } from "../../machines/jackpot.machine";
import type { FlowPlan } from "../plan";

export const jackpotInput = { startMinor: 100_00 };

export const jackpotPlan: FlowPlan = {
  machine: jackpotMachine,
  inputs: [jackpotInput],
  events: [{ type: "jackpot.shown" }, { type: "jackpot.hidden" }],
  serializeState: (s) => JSON.stringify(s.value),
  seen: {
    hidden: "The Progressive jackpot amount stands still while the ticker is scrolled out of view or the browser tab is in the background.",
    visible: "The Progressive jackpot amount grows by 165.11 every three seconds while the ticker is on screen.",
  },
  said: {
    "jackpot.shown": "the ticker comes into view with the tab in front",
    "jackpot.hidden": "the ticker leaves the screen or the tab goes to the background",
  },
};
