// The announcement modal: titles on the left nine to a page, the chosen one's content on the right; choosing a title toggles it.
import { assign, setup } from "xstate";
import { LIMITS } from "../src/config/index";

export interface AnnouncementsContext {
  /** Notice ids in the order the list shows them. */
  ids: number[];
  page: number;
  openId: number | null;
}
export type AnnouncementsEvent =
  | { type: "announcements.open"; ids: number[]; id?: number }
  | { type: "announcements.close" }
  | { type: "page.next" }
  | { type: "page.previous" }
  | { type: "notice.toggle"; id: number };

export const pageCount = (ids: readonly number[]) => Math.max(1, Math.ceil(ids.length / LIMITS.noticesPerPage));
export const pageIds = (context: AnnouncementsContext) =>
  context.ids.slice((context.page - 1) * LIMITS.noticesPerPage, context.page * LIMITS.noticesPerPage);
const pageOf = (ids: readonly number[], id: number) => Math.floor(Math.max(0, ids.indexOf(id)) / LIMITS.noticesPerPage) + 1;

export const announcementsMachine = setup({
  types: { context: {} as AnnouncementsContext, events: {} as AnnouncementsEvent, tags: {} as "open" },
  guards: {
    hasNextPage: ({ context }) => context.page < pageCount(context.ids),
    hasPreviousPage: ({ context }) => context.page > 1,
    /** Only a title the list shows can be chosen. */
    isOnPage: ({ context, event }) => event.type === "notice.toggle" && pageIds(context).includes(event.id),
  },
  actions: {
    openAt: assign(({ event }) => {
      if (event.type !== "announcements.open") return {};
      const id = event.id !== undefined && event.ids.includes(event.id) ? event.id : (event.ids[0] ?? null);
      return { ids: event.ids, openId: id, page: id === null ? 1 : pageOf(event.ids, id) };
    }),
    nextPage: assign({ page: ({ context }) => context.page + 1, openId: null }),
    previousPage: assign({ page: ({ context }) => context.page - 1, openId: null }),
    toggle: assign({ openId: ({ context, event }) => (event.type === "notice.toggle" && context.openId !== event.id ? event.id : null) }),
    reset: assign({ ids: [], page: 1, openId: null }),
  },
}).createMachine({
  id: "announcements",
  context: { ids: [], page: 1, openId: null },
  initial: "closed",
  states: {
    closed: { on: { "announcements.open": { target: "open", actions: "openAt" } } },
    open: {
      tags: ["open"],
      on: {
        "page.next": { guard: "hasNextPage", actions: "nextPage" },
        "page.previous": { guard: "hasPreviousPage", actions: "previousPage" },
        "notice.toggle": { guard: "isOnPage", actions: "toggle" },
        "announcements.close": { target: "closed", actions: "reset" },
      },
    },
  },
});
