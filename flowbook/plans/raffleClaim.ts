// Joining a draw: the Join the draw press by each kind of account, the claim call's answers, and what the promotion shows.
import { raffleClaimMachine } from "../../machines/raffleClaim.machine";
import type { FlowPlan } from "../plan";

export const raffleClaimPlan: FlowPlan = {
  machine: raffleClaimMachine,
  inputs: [
    { promotionId: 3, claimed: false },
    { promotionId: 3, claimed: true },
  ],
  events: [
    { type: "claim.request", accountType: 0 },
    { type: "claim.request", accountType: null },
    { type: "claim.request", accountType: 4 },
  ],
  outputs: { claimRaffle: [{ promotionId: 3, claimedAt: "2026-11-23T08:00:00.000Z" }] },
  errors: { claimRaffle: [{ code: "not_found", message: "No such promotion" }] },
  serializeState: (s) => JSON.stringify([s.value, s.context.errorCode]),
  seen: {
    open: 'The promotion page shows a Join the draw button, with a red message under it after a failed try ("This draw is closed." or a try-again); a visitor who presses it gets the login dialog, a trial account a warning that it needs a real account.',
    claiming: "The Join the draw button is disabled while the claim is sent.",
    claimed: 'In place of the button, a green "You are in the draw. Good luck!" shows.',
  },
  said: { "claim.request": "the player presses Join the draw" },
};
