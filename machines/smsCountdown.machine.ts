// The "send code" button: refused while counting down, one request a second, 60 × expiredMinutes seconds less the
// time the request took, and the server's refusal in a warning dialog when sending fails.
import { assign, fromPromise, setup } from "xstate";
import { TIMING } from "../src/config/index";
import { errorOf, failureOf } from "./apiError";

export interface SentCode {
  expiredMinutes: number;
  /** How long the request took: the countdown started on the server that long ago. */
  latencyMs: number;
}
/** What the code is sent for: the number and the human check that go with it. */
export interface SmsRequest {
  mobileNum: string;
  countryDialingCode: string;
  captchaId?: string;
  captcha?: string;
}
export interface SmsCountdownContext {
  secondsLeft: number;
  warning: string | null;
  /** The refusal's code, for the dialog to say it in the visitor's language. */
  warningCode: string | null;
  request: SmsRequest | null;
}
export type SmsCountdownEvent = { type: "sms.send"; request: SmsRequest } | { type: "warning.dismiss" };

export const countdownSeconds = (sent: SentCode) =>
  Math.max(1, 60 * (sent.expiredMinutes > 0 ? sent.expiredMinutes : 1) - Math.floor(Math.max(0, sent.latencyMs) / 1000));

export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    tags: {} as "sending" | "counting" | "warning",
  },
  actors: {
    sendCode: fromPromise<SentCode, SmsRequest>(async () => {
      throw new Error("sendCode must be provided");
    }),
  },
  guards: {
    moreSecondsLeft: ({ context }) => context.secondsLeft > 1,
  },
  actions: {
    keepRequest: assign({ request: ({ context, event }) => (event.type === "sms.send" ? event.request : context.request) }),
    startCountdown: assign((_, sent: SentCode) => ({ secondsLeft: countdownSeconds(sent), warning: null, warningCode: null })),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    showWarning: assign((_, error: unknown) => {
      const failure = failureOf(error);
      return { warning: failure.message || null, warningCode: failure.code };
    }),
    dismissWarning: assign({ warning: null, warningCode: null }),
  },
  delays: {
    oneSecond: TIMING.countdownTickMs,
    sendThrottle: TIMING.smsSendThrottleMs,
  },
}).createMachine({
  id: "smsCountdown",
  context: { secondsLeft: 0, warning: null, warningCode: null, request: null },
  initial: "ready",
  states: {
    ready: { on: { "sms.send": { target: "sending", actions: "keepRequest" } } },
    sending: {
      tags: ["sending"],
      invoke: {
        id: "sendCode",
        src: "sendCode",
        input: ({ context }) => context.request ?? { mobileNum: "", countryDialingCode: "" },
        onDone: { target: "counting", actions: { type: "startCountdown", params: ({ event }) => event.output } },
        onError: { target: "failed", actions: { type: "showWarning", params: errorOf } },
      },
    },
    counting: {
      tags: ["counting"],
      after: { oneSecond: [{ guard: "moreSecondsLeft", target: "counting", reenter: true, actions: "tick" }, { target: "ready", actions: "tick" }] },
    },
    failed: {
      tags: ["warning"],
      on: { "warning.dismiss": { target: "throttled", actions: "dismissWarning" } },
    },
    // One send a second, even after a failure.
    throttled: { after: { sendThrottle: "ready" } },
  },
});
