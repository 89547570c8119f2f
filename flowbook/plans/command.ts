// A one-step command (open a downline's account, a favourite star, a message read, the language): its run and dismiss,
// the call's answers, and what the player (or agent) sees.
import { commandMachine } from "../../machines/command.machine";
import type { FlowPlan } from "../plan";

export const commandPlan: FlowPlan = {
  machine: commandMachine,
  events: [{ type: "command.run", input: { nodeId: "g1", action: "add" } }, { type: "command.run", input: 7 }, { type: "command.dismiss" }],
  outputs: { run: [{ ok: true }] },
  errors: { run: [{ code: "username_taken", message: "This username is taken. Please choose another." }] },
  serializeState: (s) => JSON.stringify([s.value, s.context.errorCode]),
  seen: {
    idle: "Nothing of the command shows yet: the Open account form, the game's favourite star or the unread message is as the page drew it.",
    running:
      "The Open account button is disabled while the account is opened; a favourite star keeps its look and an opened message its New badge until the answer comes.",
    done: "The lists refresh: the agent's form empties and says the account is opened, the favourite star turns on or off, the message loses its New badge.",
    failed:
      'The Open account form shows the reason under its button ("This username is taken. Please choose another."); a favourite star or a message stays as it was, and a language update that fails shows nothing.',
  },
  said: {
    "command.run": "the player acts (opens an account, taps a favourite star, opens an unread message) or the app sends the new language",
    "command.dismiss": "the app clears the last outcome",
  },
};
