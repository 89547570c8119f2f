// The send-code button: the send event, the SMS call's answers, and what the player sees while it counts down.
import { smsCountdownMachine } from "../../machines/smsCountdown.machine";
import type { FlowPlan } from "../plan";

export const smsRequestSample = { mobileNum: "1712345678", countryDialingCode: "880", captchaId: "id", captcha: "K7RW" };

export const smsCountdownPlan: FlowPlan = {
  machine: smsCountdownMachine,
  events: [{ type: "sms.send", request: smsRequestSample }, { type: "warning.dismiss" }],
  // Two seconds keep the walk short while still passing through a tick that continues and one that ends.
  outputs: { sendCode: [{ expiredMinutes: 1, latencyMs: 58_000 }] },
  errors: { sendCode: [{ code: "too_many_requests", message: "Too many codes were sent to this number." }] },
  seen: {
    ready: "The Send code button is enabled.",
    sending: "The Send code button shows a spinner and cannot be pressed again.",
    counting: 'The button counts the seconds down ("59 s") and cannot be pressed until it reaches zero.',
    failed: "A warning dialog shows the server's reason (too many codes, a wrong captcha) with an OK button.",
    throttled: "The warning is closed; the button stays disabled for the one second between sends.",
  },
  said: { "sms.send": "the player presses Send code", "warning.dismiss": "the player closes the warning" },
};
