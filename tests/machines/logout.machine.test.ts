// Logging out asks first, and ends the local session even when the server cannot be reached.
import { callsOf, describeMachinePaths } from "./pathTest";
import { expect } from "vitest";
import { logoutPlan } from "../../flowbook/plans/logout";

describeMachinePaths("logout", {
  ...logoutPlan,
  states: {
    // Nothing asked yet: only choosing Log out opens the question.
    idle: (s) => expect([s.can({ type: "logout.request" }), s.can({ type: "logout.confirm" })]).toEqual([true, false]),
    // The question, Confirm or Cancel, and no call yet.
    confirming: (s) => {
      expect([s.can({ type: "logout.confirm" }), s.can({ type: "logout.cancel" })]).toEqual([true, true]);
      expect(callsOf(s)).toStrictEqual({});
    },
    // The call is on its way and can no longer be cancelled.
    loggingOut: (s) => {
      expect(callsOf(s)).toStrictEqual({ logout: undefined });
      expect(s.can({ type: "logout.cancel" })).toBe(false);
    },
    loggedOut: (s) => expect(s.status).toBe("done"),
  },
});
