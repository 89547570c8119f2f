// The one error type routes throw; the app turns it into an envelope with the right HTTP status.
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, code = "invalid_request") => new HttpError(400, code, message);
export const notFound = (message: string) => new HttpError(404, "not_found", message);
