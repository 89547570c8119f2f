// Calls marked "token" in SPEC §7: the session token travels in the `token` header, never in the URL.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { fail } from "./envelope";

export function requireSession(authenticate: (token: string | undefined) => Promise<number | null>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header("token");
    const memberId = await authenticate(token);
    if (memberId === null || !token) return fail(c, 401, "unauthorized", "Your session has ended. Please log in again.");
    c.set("memberId", memberId);
    c.set("token", token);
    await next();
  };
}
