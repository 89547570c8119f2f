// The root session: a stored token is checked, a login or free play signs in, logout or a refused token leaves a visitor.
import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { sessionMachine } from "../../machines/session.machine";
import { describeMachinePaths } from "./pathTest";
import { memberSample as member, sessionPlan } from "../../flowbook/plans/session";

describeMachinePaths("session", {
  ...sessionPlan,
  states: {
    visitor: (s) => {
      expect(s.hasTag("visitor")).toBe(true);
      expect(s.context.member).toBeNull();
      expect(s.context.welcome).toBe(false);
    },
    startingFreePlay: (s) => {
      expect(s.hasTag("loading")).toBe(true);
      expect(s.context.token).toBeNull();
    },
    loadingMember: (s) => {
      expect(s.hasTag("loading")).toBe(true);
      expect(s.context.token).not.toBeNull();
    },
    signedIn: (s) => {
      expect(s.hasTag("signedIn")).toBe(true);
      expect(s.context.member).toEqual(member);
      expect(s.context.token).not.toBeNull();
    },
  },
});

describe("session with real actors", () => {
  it("announces every token change so the app can keep session storage in step", async () => {
    const tokens: (string | null)[] = [];
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          fetchMemberInfo: fromPromise(async ({ input }) => {
            if (input.token === "revoked") throw new Error("unauthorized");
            return member;
          }),
        },
      }),
      { input: { token: "revoked" } },
    );
    actor.on("session.tokenChanged", (event) => tokens.push(event.token));
    actor.start();
    await waitFor(actor, (s) => !s.hasTag("loading"), { timeout: 1000 });
    expect(actor.getSnapshot().value).toBe("visitor");
    actor.send({ type: "session.start", token: "fresh" });
    await waitFor(actor, (s) => !s.hasTag("loading"), { timeout: 1000 });
    expect(actor.getSnapshot().value).toBe("signedIn");
    actor.send({ type: "session.end" });
    expect(tokens).toEqual([null, "fresh", null]);
  });
});
