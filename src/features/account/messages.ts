// Words for what the server and the forms report, in the visitor's language; unknown codes show the server's own message.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export const SERVER_MESSAGES: Record<string, MessageDescriptor> = {
  login_failed: msg`Incorrect username or password.`,
  captcha_required: msg`Please enter the characters shown in the picture.`,
  captcha_invalid: msg`The characters did not match the picture. Try the new one.`,
  account_locked: msg`Too many failed attempts. The account is locked for 15 minutes.`,
  two_step_required: msg`This device is new for your account: enter the code we sent by SMS.`,
  too_many_requests: msg`Too many requests. Please wait a moment and try again.`,
  network_error: msg`Network link is abnormal, please try again`,
  freeplay_disabled: msg`Free play is not available right now.`,
  wrong_old_password: msg`The current password is not correct.`,
  unauthorized: msg`Your session has ended. Please log in again.`,
};

export const FIELD_PROBLEMS: Record<"required" | "invalidMobile" | "mismatch", MessageDescriptor> = {
  required: msg`This field is required.`,
  invalidMobile: msg`Please enter a valid mobile number.`,
  mismatch: msg`The passwords do not match.`,
};
