// Deposit gift widget: the player's clicks on the icon, the panel and the popup, and what each of them shows.
import { activityGiftMachine } from "../../machines/activityGift.machine";
import type { FlowPlan } from "../plan";

export const activityGiftPlan: FlowPlan = {
  machine: activityGiftMachine,
  events: [
    { type: "gift.expand" },
    { type: "gift.collapse" },
    { type: "gift.dismiss" },
    { type: "gift.more" },
    { type: "popup.open" },
    { type: "popup.close" },
    { type: "popup.deposit", signedIn: true },
    { type: "popup.deposit", signedIn: false },
  ],
  seen: {
    collapsed: "A small gift icon sits at the side of the page (when the operator has set up the gift pictures).",
    expanded: "The gift opens into a panel: a large gift picture to click, a More button, a Hide link and a × to close it.",
    popup:
      "A Deposit gift popup over the page shows the offer's picture and a Deposit now button; a member goes on to the deposit promotions, a visitor to the login dialog.",
    dismissed: "The gift is gone from the page for the rest of this visit.",
  },
  said: {
    "gift.expand": "the player clicks the gift icon",
    "gift.collapse": "the player presses Hide",
    "gift.dismiss": "the player closes the gift with ×",
    "gift.more": "the player presses More",
    "popup.open": "the player clicks the gift picture",
    "popup.close": "the player closes the gift popup",
    "popup.deposit": "the player presses Deposit now",
  },
};
