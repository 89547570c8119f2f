// The activity gift widget: a collapsed icon, expanded to a button with 'more' and close; the button opens the popup,
// whose deposit button goes to the deposit page for a member and to the login popup for a visitor.
import { emit, setup } from "xstate";

export type ActivityGiftEvent =
  | { type: "gift.expand" }
  | { type: "gift.collapse" }
  | { type: "gift.dismiss" }
  | { type: "gift.more" }
  | { type: "popup.open" }
  | { type: "popup.close" }
  | { type: "popup.deposit"; signedIn: boolean };
export type ActivityGiftEmitted = { type: "gift.goDeposit" } | { type: "gift.needLogin" } | { type: "gift.showMore" };

export const activityGiftMachine = setup({
  types: { events: {} as ActivityGiftEvent, emitted: {} as ActivityGiftEmitted, tags: {} as "visible" | "popup" },
  guards: { isSignedIn: ({ event }) => event.type === "popup.deposit" && event.signedIn },
  actions: {
    goDeposit: emit({ type: "gift.goDeposit" }),
    askLogin: emit({ type: "gift.needLogin" }),
    showMore: emit({ type: "gift.showMore" }),
  },
}).createMachine({
  id: "activityGift",
  initial: "collapsed",
  states: {
    collapsed: { tags: ["visible"], on: { "gift.expand": "expanded" } },
    expanded: {
      tags: ["visible"],
      on: {
        "gift.collapse": "collapsed",
        "gift.dismiss": "dismissed",
        "gift.more": { actions: "showMore" },
        "popup.open": "popup",
      },
    },
    popup: {
      tags: ["visible", "popup"],
      on: {
        "popup.close": "expanded",
        "popup.deposit": [
          { guard: "isSignedIn", target: "expanded", actions: "goDeposit" },
          { target: "expanded", actions: "askLogin" },
        ],
      },
    },
    // Closed for this visit; the page shows it again on the next one.
    dismissed: {},
  },
});
