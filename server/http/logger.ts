// One structured line per request. Paths are logged without their query, which may carry codes or tokens.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";

export type LogLine = Record<string, string | number | boolean | null>;
export type Logger = (line: LogLine) => void;

// Lines written within one turn of the event loop go out in one write: under load that is one system call for many
// requests instead of one each. Whatever is pending is written before the process exits.
let pending = "";
function flush() {
  if (pending === "") return;
  process.stdout.write(pending);
  pending = "";
}
process.on("exit", flush);

export const jsonLogger: Logger = (line) => {
  if (pending === "") setImmediate(flush);
  pending += `${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`;
};
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
