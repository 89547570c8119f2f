// Words for what the server and the forms report, in the visitor's language; the server's own (English) message is
// never shown, so an unknown code gets a plain apology.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

const SERVER_MESSAGES: Record<string, MessageDescriptor> = {
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
  password_change_required: msg`Please choose a new password first.`,
  social_login_failed: msg`The sign-in could not be confirmed. Please try again.`,
  provider_not_configured: msg`This sign-in method is not available.`,
  invitation_code_error: msg`The invitation code is not valid.`,
  username_taken: msg`This username is taken. Please choose another.`,
  mobile_taken: msg`This mobile number is already registered. Log in or recover the password.`,
  verification_code_invalid: msg`Please enter a valid verification code.`,
  reset_link_invalid: msg`This password reset link has expired or has already been used. Please ask for a new one.`,
  // The phone-authentication provider's errors (SPEC §8), by the codes its adapter passes on.
  "auth/invalid-phone-number": msg`Invalid phone number.`,
  "auth/missing-phone-number": msg`Please enter a phone number.`,
  "auth/too-many-requests": msg`Too many requests. Please try again in 5 minutes.`,
  "auth/invalid-verification-code": msg`The verification code is not valid.`,
  "auth/missing-verification-code": msg`Please enter the verification code.`,
  "auth/captcha-check-failed": msg`The human check failed (invalid reCAPTCHA or an unauthorised domain).`,
  "auth/quota-exceeded": msg`The SMS quota is used up. Please contact customer service.`,
  "auth/operation-not-allowed": msg`This operation is not allowed.`,
  "auth/code-expired": msg`The code has expired. Please send a new one.`,
  "auth/popup-closed-by-user": msg`The sign-in window was closed. Login failed; please try again.`,
  unknown_error: msg`Unknown error`,
};
const SOMETHING_WENT_WRONG = msg`Something went wrong. Please try again.`;

/** What to say for a refusal's code. */
export const serverMessage = (code: string | null): MessageDescriptor => (code === null ? SOMETHING_WENT_WRONG : (SERVER_MESSAGES[code] ?? SOMETHING_WENT_WRONG));

export const FIELD_PROBLEMS: Record<"required" | "invalidMobile" | "mismatch" | "unchanged", MessageDescriptor> = {
  required: msg`This field is required.`,
  invalidMobile: msg`Please enter a valid mobile number.`,
  mismatch: msg`The passwords do not match.`,
  unchanged: msg`The new password must differ from the current one.`,
};
