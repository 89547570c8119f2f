// The receipt after a payout: the player's answers, the two calls' answers, and what the player sees under the withdrawal.
import { withdrawalReceiptMachine } from "../../machines/withdrawalReceipt.machine";
import type { Withdrawal } from "../../src/contract/wallet";
import type { FlowPlan } from "../plan";

export const answeredSample: Withdrawal = {
  id: 5,
  amount: "400.00",
  status: "received",
  payoutAccount: "bKash",
  rejectReason: null,
  receiptAuto: false,
  createdAt: "2026-11-23T08:00:00.000Z",
  disbursedAt: "2026-11-23T08:10:00.000Z",
  autoConfirmAt: null,
};

export const withdrawalReceiptPlan: FlowPlan = {
  machine: withdrawalReceiptMachine,
  inputs: [
    { withdrawalId: 5, secondsLeft: 2 },
    { withdrawalId: 5, secondsLeft: 0 },
  ],
  events: [
    { type: "receipt.received" },
    { type: "receipt.fullyPaid" },
    { type: "receipt.notReceived" },
    { type: "proof.choose", proof: new Blob(["png"]) },
    { type: "note.change", value: "Nothing arrived" },
    { type: "proof.submit" },
    { type: "receipt.back" },
  ],
  outputs: { answerReceipt: [answeredSample], reportNotReceived: [{ ...answeredSample, status: "not_received" }] },
  errors: {
    answerReceipt: [
      { code: "receipt_closed", message: "closed" },
      { code: "network_error", message: "offline" },
    ],
    reportNotReceived: [
      { code: "receipt_closed", message: "closed" },
      { code: "unsupported_image", message: "png or jpg" },
    ],
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.answer, s.context.secondsLeft, s.context.proof !== null, s.context.note !== "", s.context.errorCode]),
  seen: {
    awaiting:
      'Under the paid-out withdrawal in the withdrawals list: "Did the money arrive?" with a countdown to when it counts as received, and Received, Fully paid and Not received buttons. A failed answer shows its reason below.',
    answering: "The same panel with the three buttons disabled and the countdown standing still while the answer is sent.",
    reporting:
      "The panel asks for a picture of the proof (PNG or JPEG, up to 5 MB) and an optional note of what happened, with Back and Send the proof, while the countdown runs on. Sending without a picture says to choose one first; a refused picture shows why.",
    uploading: "The proof form with Send the proof disabled and the countdown standing still while the picture uploads.",
    confirmed: "The balance and the withdrawals list refresh: the withdrawal reads Received (or Fully paid) and the question is gone.",
    disputed: 'The balance and the withdrawals list refresh: the withdrawal reads "Not received — we are checking" and the question is gone.',
    autoConfirmed:
      "The countdown has run out (or the server had already closed it): the lists refresh and the withdrawal reads Received (confirmed automatically).",
  },
  said: {
    "receipt.received": "the player presses Received",
    "receipt.fullyPaid": "the player presses Fully paid",
    "receipt.notReceived": "the player presses Not received",
    "proof.choose": "the player chooses a picture of the proof",
    "note.change": "the player writes what happened",
    "proof.submit": "the player presses Send the proof",
    "receipt.back": "the player presses Back",
  },
};
