// The announcement modal pages nine titles at a time and toggles the chosen one open or closed.
import { createActor } from "xstate";
import { describe, expect, it } from "vitest";
import { announcementsMachine, pageCount, pageIds } from "../../machines/announcements.machine";
import { describeMachinePaths } from "./pathTest";
import { announcementsPlan, noticeIdsSample as ids } from "../../flowbook/plans/announcements";

describeMachinePaths("announcements", {
  ...announcementsPlan,
  states: {
    closed: (s) => {
      expect(s.hasTag("open")).toBe(false);
      expect(s.context.ids).toEqual([]);
    },
    open: (s) => {
      expect(s.hasTag("open")).toBe(true);
      expect(s.context.page).toBeGreaterThanOrEqual(1);
      expect(s.context.page).toBeLessThanOrEqual(pageCount(s.context.ids));
      // The notice shown on the right is always one of the titles on the left.
      if (s.context.openId !== null) expect(pageIds(s.context)).toContain(s.context.openId);
    },
  },
});

describe("announcements", () => {
  it("opens on the page of the notice clicked in the strip, and toggles a title shut and open again", () => {
    const actor = createActor(announcementsMachine).start();
    actor.send({ type: "announcements.open", ids, id: 11 });
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, openId: 11 });
    expect(pageIds(actor.getSnapshot().context)).toEqual([10, 11, 12]);
    actor.send({ type: "notice.toggle", id: 11 });
    expect(actor.getSnapshot().context.openId).toBeNull();
    actor.send({ type: "notice.toggle", id: 11 });
    expect(actor.getSnapshot().context.openId).toBe(11);
    expect(actor.getSnapshot().can({ type: "page.next" })).toBe(false);
    actor.send({ type: "page.previous" });
    expect(pageIds(actor.getSnapshot().context)).toHaveLength(9);
    expect(actor.getSnapshot().can({ type: "page.previous" })).toBe(false);
  });
});
