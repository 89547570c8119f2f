// Security headers on every answer, and the operator API's bearer check.
import { timingSafeEqual, createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { fail } from "./envelope";
import type { InlineHashes } from "./sitePage";

const NO_INLINE: InlineHashes = { scripts: [], styles: [] };

/** `inline`: the page's own inline blocks (server/http/sitePage.ts), allowed by hash and nothing else inline. */
export function contentSecurityPolicy(frameHosts: readonly string[], inline: InlineHashes = NO_INLINE): string {
  const frames = ["'self'", ...frameHosts.map(originOf).filter((origin) => origin !== null)];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(" "),
    ["style-src 'self'", ...inline.styles].join(" "),
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${[...new Set(frames)].join(" ")}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** A year, as browsers' preload lists ask: in production the site is only ever reached over HTTPS (README "Production"). */
const HSTS = "max-age=31536000; includeSubDomains";

export function securityHeaders(frameHosts: () => Promise<readonly string[]>, inline: InlineHashes = NO_INLINE, options: { hsts?: boolean } = {}): MiddlewareHandler<AppEnv> {
  // The host list is the same array until the settings change, so the policy is built once per change.
  let lastHosts: readonly string[] | null = null;
  let lastPolicy = "";
  return async (c, next) => {
    const hosts = await frameHosts();
    if (hosts !== lastHosts) {
      lastHosts = hosts;
      lastPolicy = contentSecurityPolicy(hosts, inline);
    }
    c.header("Content-Security-Policy", lastPolicy);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", "SAMEORIGIN");
    c.header("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (options.hsts) c.header("Strict-Transport-Security", HSTS);
    await next();
  };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Without a configured token the operator API does not exist (404); with one, the bearer is compared in constant time. */
export function opsAuth(opsToken: string | undefined): MiddlewareHandler<AppEnv> {
  const expected = opsToken ? digest(opsToken) : null;
  return async (c, next) => {
    if (!expected) return fail(c, 404, "not_found", "No such path");
    const header = c.req.header("authorization") ?? "";
    const presented = header.startsWith("Bearer ") ? header.slice(7) : "";
    // Hashing first makes both sides the same length, so the comparison time says nothing about the token.
    if (!timingSafeEqual(digest(presented), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="ops"');
      return fail(c, 401, "unauthorized", "A valid operator token is required");
    }
    await next();
  };
}
