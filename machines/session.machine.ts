// The one session at the root: token, member and account type; logging in, free play and logging out all end here.
import { assign, emit, fromPromise, setup } from "xstate";
import type { LoginValue } from "../src/contract/account";
import type { MemberInfo } from "../src/contract/member";

export interface SessionContext {
  token: string | null;
  member: MemberInfo | null;
  /** The first login of a new account: the site greets the member once (the first-login action of SPEC §4). */
  welcome: boolean;
}
export type SessionEvent =
  | { type: "session.start"; token: string; firstTimeLogin?: boolean }
  | { type: "welcome.dismiss" }
  | { type: "session.freePlay" }
  | { type: "session.end" }
  | { type: "member.refresh" };
export type SessionEmitted = { type: "session.tokenChanged"; token: string | null };

const notProvided = <T, I = void>(name: string) =>
  fromPromise<T, I>(async () => {
    throw new Error(`${name} must be provided by the app`);
  });

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    input: {} as { token: string | null },
    tags: {} as "loading" | "visitor" | "signedIn",
  },
  actors: {
    fetchMemberInfo: notProvided<MemberInfo, { token: string }>("fetchMemberInfo"),
    startFreePlay: notProvided<LoginValue>("startFreePlay"),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
  actions: {
    takeToken: assign(({ context, event }) =>
      event.type === "session.start" ? { token: event.token, welcome: event.firstTimeLogin === true } : { token: context.token },
    ),
    takeFreePlayToken: assign((_, value: LoginValue) => ({ token: value.token, welcome: false })),
    dismissWelcome: assign({ welcome: false }),
    storeMember: assign((_, member: MemberInfo) => ({ member })),
    forgetSession: assign({ token: null, member: null, welcome: false }),
    announceToken: emit(({ context }) => ({ type: "session.tokenChanged" as const, token: context.token })),
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({ token: input.token, member: null, welcome: false }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "hasToken", target: "loadingMember" }, { target: "visitor" }],
    },
    visitor: {
      tags: ["visitor"],
      on: {
        "session.start": { target: "loadingMember", actions: ["takeToken", "announceToken"] },
        "session.freePlay": "startingFreePlay",
      },
    },
    startingFreePlay: {
      tags: ["loading", "visitor"],
      invoke: {
        id: "startFreePlay",
        src: "startFreePlay",
        onDone: { target: "loadingMember", actions: [{ type: "takeFreePlayToken", params: ({ event }) => event.output }, "announceToken"] },
        onError: "visitor",
      },
    },
    loadingMember: {
      tags: ["loading"],
      invoke: {
        id: "fetchMemberInfo",
        src: "fetchMemberInfo",
        input: ({ context }) => ({ token: context.token ?? "" }),
        onDone: { target: "signedIn", actions: { type: "storeMember", params: ({ event }) => event.output } },
        // A token the server no longer accepts leaves a visitor, not a broken page.
        onError: { target: "visitor", actions: ["forgetSession", "announceToken"] },
      },
    },
    signedIn: {
      tags: ["signedIn"],
      on: {
        "session.start": { target: "loadingMember", actions: ["takeToken", "announceToken"] },
        "member.refresh": "loadingMember",
        "welcome.dismiss": { actions: "dismissWelcome" },
        "session.end": { target: "visitor", actions: ["forgetSession", "announceToken"] },
      },
    },
  },
});
