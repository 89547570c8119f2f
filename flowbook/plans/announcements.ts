// Announcements modal: the paging and choosing events, and what the player sees in the modal.
import { announcementsMachine } from "../../machines/announcements.machine";
import type { FlowPlan } from "../plan";

export const noticeIdsSample = Array.from({ length: 12 }, (_, index) => index + 1);

export const announcementsPlan: FlowPlan = {
  machine: announcementsMachine,
  events: [
    { type: "announcements.open", ids: noticeIdsSample },
    { type: "announcements.open", ids: noticeIdsSample, id: 11 },
    { type: "page.next" },
    { type: "page.previous" },
    { type: "notice.toggle", id: 2 },
    { type: "announcements.close" },
  ],
  serializeState: (s) => JSON.stringify({ value: s.value, page: s.context.page, open: s.context.openId }),
  seen: {
    closed: "No modal: the announcement titles scroll past in the home page's notice strip (or stand in a list on the Announcements page).",
    open: 'The Announcements modal: up to nine titles with their dates on the left, Previous and Next (greyed out on the first and last page) with the page number under them, and on the right the chosen announcement\'s title, date and text, or "Choose an announcement to read it." when none is chosen.',
  },
  said: {
    "announcements.open": "the player clicks an announcement title",
    "page.next": "the player presses Next",
    "page.previous": "the player presses Previous",
    "notice.toggle": "the player clicks a title in the modal's list",
    "announcements.close": "the player closes the announcements",
  },
};
