// Writes the {success, code, message, value} envelope.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppContext } from "./context";

export const ok = <T>(c: AppContext, value: T, message = "OK") => c.json({ success: true, code: "ok", message, value });

export const fail = (c: AppContext, status: ContentfulStatusCode, code: string, message: string, value: unknown = null) =>
  c.json({ success: false, code, message, value }, status);
