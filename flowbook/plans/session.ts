// The session: the login, free play, logout and welcome events, the member and free play calls' answers, and the header in each state.
import { sessionMachine } from "../../machines/session.machine";
import type { MemberInfo } from "../../src/contract/member";
import type { FlowPlan } from "../plan";

export const memberSample: MemberInfo = { id: 7, account: "rahim", nickname: "Rahim", type: 0 };

export const sessionPlan: FlowPlan = {
  machine: sessionMachine,
  inputs: [{ token: null }, { token: "stored-token" }],
  events: [
    { type: "session.start", token: "new-token" },
    { type: "session.start", token: "first-token", firstTimeLogin: true },
    { type: "session.freePlay" },
    { type: "session.end" },
    { type: "member.refresh" },
    { type: "welcome.dismiss" },
  ],
  outputs: { fetchMemberInfo: [memberSample], startFreePlay: [{ token: "trial-token", firstTimeLogin: true, passwordExpired: false }] },
  errors: { fetchMemberInfo: [{ code: "unauthorized" }], startFreePlay: [{ code: "freeplay_disabled" }] },
  serializeState: (s) => JSON.stringify([s.value, s.context.token !== null, s.context.member !== null, s.context.welcome]),
  seen: {
    visitor:
      "The header offers Log in (the login form itself on a wide screen) and, where the site allows them, Register and Free play; a page or action for members opens the login dialog.",
    startingFreePlay: "Still the visitor's header, with Free play and the phone's Log in button greyed out while a demo account opens.",
    loadingMember:
      "The visitor's header with Free play and the phone's Log in button greyed out, and member pages show a loading placeholder, while the player's account loads.",
    signedIn:
      "The header shows the player's name, balance, Deposit (Security centre for a demo account) and the avatar menu with Sign out; a brand-new account is also greeted with a welcome message and a Close link.",
  },
  said: {
    "session.start": "the player logs in",
    "session.freePlay": "the visitor presses Free play",
    "session.end": "the player logs out",
    "member.refresh": "the app loads the player's account again",
    "welcome.dismiss": "the player closes the welcome message",
  },
};
