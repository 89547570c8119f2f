// Logging out: the request, confirm and cancel events, the logout call's failure, and the dialog in each state.
import { logoutMachine } from "../../machines/logout.machine";
import type { FlowPlan } from "../plan";

export const logoutPlan: FlowPlan = {
  machine: logoutMachine,
  events: [{ type: "logout.request" }, { type: "logout.confirm" }, { type: "logout.cancel" }],
  errors: { logout: [{ code: "network_error" }] },
  seen: {
    idle: "No logout question is open: Sign out waits in the avatar's account menu.",
    confirming: 'The Log out dialog asks "Are you sure you want to logout?" with Cancel and Confirm buttons.',
    loggingOut: "The dialog stays open with Confirm greyed out while the site signs the player out.",
    loggedOut: "The dialog closes, the home page opens and the header offers Log in again, even when the server could not be reached.",
  },
  said: {
    "logout.request": "the player chooses Sign out",
    "logout.confirm": "the player presses Confirm",
    "logout.cancel": "the player presses Cancel",
  },
};
