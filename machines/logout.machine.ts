// Logging out: a confirm dialog, then the DELETE call; the local session ends even if the call fails.
import { fromPromise, setup } from "xstate";

export const logoutMachine = setup({
  types: {
    events: {} as { type: "logout.request" } | { type: "logout.confirm" } | { type: "logout.cancel" },
    tags: {} as "confirming" | "loggingOut",
  },
  actors: {
    logout: fromPromise<unknown>(async () => {
      throw new Error("logout must be provided by the app");
    }),
  },
}).createMachine({
  id: "logout",
  initial: "idle",
  states: {
    idle: { on: { "logout.request": "confirming" } },
    confirming: {
      tags: ["confirming"],
      on: { "logout.confirm": "loggingOut", "logout.cancel": "idle" },
    },
    loggingOut: {
      tags: ["loggingOut"],
      invoke: { id: "logout", src: "logout", onDone: "loggedOut", onError: "loggedOut" },
    },
    loggedOut: { type: "final" },
  },
});
