// After the operator pays out a withdrawal, the player answers: received, fully paid, or not received with a picture
// of the proof. Silence until the countdown ends counts as received, and that is final.
import { assign, emit, fromPromise, setup } from "xstate";
import { TIMING } from "../src/config/index";
import type { Withdrawal } from "../src/contract/wallet";
import { errorOf, failureOf } from "./apiError";

export interface ReceiptContext {
  withdrawalId: number;
  /** What the player said: received, or fully paid. */
  answer: "received" | "fully_paid";
  secondsLeft: number;
  proof: Blob | null;
  note: string;
  errorCode: string | null;
}

type ReceiptEvent =
  | { type: "receipt.received" }
  | { type: "receipt.fullyPaid" }
  | { type: "receipt.notReceived" }
  | { type: "proof.choose"; proof: Blob | null }
  | { type: "note.change"; value: string }
  | { type: "proof.submit" }
  | { type: "receipt.back" };

export const withdrawalReceiptMachine = setup({
  types: {
    context: {} as ReceiptContext,
    events: {} as ReceiptEvent,
    input: {} as { withdrawalId: number; secondsLeft: number },
    emitted: {} as { type: "wallet.changed" },
    tags: {} as "counting" | "answering" | "uploading" | "done",
  },
  actors: {
    answerReceipt: fromPromise<Withdrawal, { withdrawalId: number; answer: "received" | "fully_paid" }>(async () => {
      throw new Error("answerReceipt must be provided by the app");
    }),
    reportNotReceived: fromPromise<Withdrawal, { withdrawalId: number; proof: Blob; note: string }>(async () => {
      throw new Error("reportNotReceived must be provided by the app");
    }),
  },
  delays: { tick: TIMING.countdownTickMs },
  guards: {
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    timeIsUp: ({ context }) => context.secondsLeft <= 0,
    hasProof: ({ context }) => context.proof !== null,
    /** The server had already counted it as received. */
    wasClosed: (_, error: unknown) => failureOf(error).code === "receipt_closed",
  },
  actions: {
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    chooseProof: assign(({ event }) => (event.type === "proof.choose" ? { proof: event.proof, errorCode: null } : {})),
    changeNote: assign(({ event }) => (event.type === "note.change" ? { note: event.value.slice(0, 200) } : {})),
    needProof: assign({ errorCode: "proof_required" }),
    answerReceived: assign({ answer: "received" as const, errorCode: null }),
    answerFullyPaid: assign({ answer: "fully_paid" as const, errorCode: null }),
    storeFailure: assign((_, error: unknown) => ({ errorCode: failureOf(error).code })),
    announceMovement: emit({ type: "wallet.changed" as const }),
  },
}).createMachine({
  id: "withdrawalReceipt",
  context: ({ input }) => ({ withdrawalId: input.withdrawalId, answer: "received", secondsLeft: Math.max(0, Math.floor(input.secondsLeft)), proof: null, note: "", errorCode: null }),
  initial: "awaiting",
  states: {
    awaiting: {
      tags: ["counting"],
      always: { guard: "timeIsUp", target: "autoConfirmed" },
      after: { tick: [{ guard: "lastSecond", target: "autoConfirmed" }, { target: "awaiting", reenter: true, actions: "countDown" }] },
      on: {
        "receipt.received": { target: "answering", actions: "answerReceived" },
        "receipt.fullyPaid": { target: "answering", actions: "answerFullyPaid" },
        "receipt.notReceived": "reporting",
      },
    },
    answering: {
      tags: ["answering"],
      invoke: {
        id: "answerReceipt",
        src: "answerReceipt",
        input: ({ context }) => ({ withdrawalId: context.withdrawalId, answer: context.answer }),
        onDone: { target: "confirmed", actions: "announceMovement" },
        onError: [
          { guard: { type: "wasClosed", params: errorOf }, target: "autoConfirmed" },
          { target: "awaiting", actions: { type: "storeFailure", params: errorOf } },
        ],
      },
    },
    reporting: {
      tags: ["counting"],
      after: { tick: [{ guard: "lastSecond", target: "autoConfirmed" }, { target: "reporting", reenter: true, actions: "countDown" }] },
      on: {
        "proof.choose": { actions: "chooseProof" },
        "note.change": { actions: "changeNote" },
        "proof.submit": [{ guard: "hasProof", target: "uploading" }, { actions: "needProof" }],
        "receipt.back": "awaiting",
      },
    },
    uploading: {
      tags: ["uploading"],
      invoke: {
        id: "reportNotReceived",
        src: "reportNotReceived",
        input: ({ context }) => ({ withdrawalId: context.withdrawalId, proof: context.proof ?? new Blob(), note: context.note }),
        onDone: { target: "disputed", actions: "announceMovement" },
        onError: [
          { guard: { type: "wasClosed", params: errorOf }, target: "autoConfirmed" },
          { target: "reporting", actions: { type: "storeFailure", params: errorOf } },
        ],
      },
    },
    confirmed: { tags: ["done"], type: "final" },
    disputed: { tags: ["done"], type: "final" },
    autoConfirmed: { tags: ["done"], type: "final", entry: "announceMovement" },
  },
});
