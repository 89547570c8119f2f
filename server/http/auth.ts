// Calls marked "token" in SPEC §7: the session token travels in the `token` header, never in the URL.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { fail } from "./envelope";

/** A live session: its member, and whether it was opened with an expired password that must be changed first. */
export interface SessionInfo {
  memberId: number;
  passwordChangeRequired: boolean;
}

/**
 * Lets a call through for a live session. A session that must change its password gets only the calls marked
 * `forPasswordChange` (the change itself and logout): the site asking for the change is not what enforces it.
 */
export function requireSession(
  authenticate: (token: string | undefined) => Promise<SessionInfo | null>,
  options: { forPasswordChange?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header("token");
    const session = await authenticate(token);
    if (session === null || !token) return fail(c, 401, "unauthorized", "Your session has ended. Please log in again.");
    if (session.passwordChangeRequired && !options.forPasswordChange) {
      return fail(c, 403, "password_change_required", "Please choose a new password first.");
    }
    c.set("memberId", session.memberId);
    c.set("token", token);
    await next();
  };
}
