// The gift widget expands, opens its popup, and sends a member to deposit and a visitor to the login popup.
import { createActor } from "xstate";
import { describe, expect, it } from "vitest";
import { activityGiftMachine } from "../../machines/activityGift.machine";
import { describeMachinePaths } from "./pathTest";
import { activityGiftPlan } from "../../flowbook/plans/activityGift";

describeMachinePaths("activityGift", {
  ...activityGiftPlan,
  states: {
    collapsed: (s) => {
      expect(s.hasTag("visible")).toBe(true);
      expect(s.can({ type: "popup.open" })).toBe(false);
    },
    // The panel: its picture opens the popup, Hide and × close it; no deposit button yet.
    expanded: (s) => {
      expect([s.can({ type: "popup.open" }), s.can({ type: "gift.collapse" }), s.can({ type: "gift.dismiss" })]).toEqual([true, true, true]);
      expect(s.can({ type: "popup.deposit", signedIn: true })).toBe(false);
    },
    // The popup over the panel: Deposit now and its close, nothing of the panel behind it.
    popup: (s) => {
      expect([s.can({ type: "popup.deposit", signedIn: true }), s.can({ type: "popup.deposit", signedIn: false }), s.can({ type: "popup.close" })]).toEqual([true, true, true]);
      expect(s.can({ type: "gift.dismiss" })).toBe(false);
    },
    dismissed: (s) => {
      expect(s.hasTag("visible")).toBe(false);
      expect(s.can({ type: "gift.expand" })).toBe(false);
    },
  },
});

describe("activity gift", () => {
  const deposit = (signedIn: boolean) => {
    const actor = createActor(activityGiftMachine).start();
    const said: string[] = [];
    for (const type of ["gift.goDeposit", "gift.needLogin", "gift.showMore"] as const) actor.on(type, (event) => said.push(event.type));
    actor.send({ type: "gift.expand" });
    actor.send({ type: "gift.more" });
    actor.send({ type: "popup.open" });
    actor.send({ type: "popup.deposit", signedIn });
    return { said, state: actor.getSnapshot().value };
  };
  it("sends a signed-in member to deposit", () => expect(deposit(true)).toEqual({ said: ["gift.showMore", "gift.goDeposit"], state: "expanded" }));
  it("asks a visitor to log in", () => expect(deposit(false)).toEqual({ said: ["gift.showMore", "gift.needLogin"], state: "expanded" }));
});
