// One structured line per request. Paths are logged without their query, which may carry codes or tokens.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";

export type LogLine = Record<string, string | number | boolean | null>;
export type Logger = (line: LogLine) => void;

export const jsonLogger: Logger = (line) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
export const silentLogger: Logger = () => {};

export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log({
      level: c.res.status >= 500 ? "error" : "info",
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
