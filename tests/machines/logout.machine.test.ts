// Logging out asks first, and ends the local session even when the server cannot be reached.
import { describeMachinePaths } from "./pathTest";
import { expect } from "vitest";
import { logoutPlan } from "../../flowbook/plans/logout";

describeMachinePaths("logout", {
  ...logoutPlan,
  states: {
    idle: (s) => expect(s.hasTag("confirming")).toBe(false),
    confirming: (s) => expect(s.hasTag("confirming")).toBe(true),
    loggingOut: (s) => expect(s.hasTag("loggingOut")).toBe(true),
    loggedOut: (s) => expect(s.status).toBe("done"),
  },
});
