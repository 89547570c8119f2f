// The one error type routes throw; the app turns it into an envelope with the right HTTP status.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { sqlState } from "../db/index";

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

/** The code of a 400 from the last safety net: the database refused a value that a schema should have refused first. */
export const DATABASE_REFUSAL_CODE = "invalid_value";

/**
 * A value the database refused as data (SQLSTATE class 22: a number out of range, text that is not a number or a
 * date, a date that does not exist, NUL in text) is the caller's fault, not the server's: a 400. Null for any other
 * error, which stays a 500.
 */
export function databaseRefusalOf(error: unknown): HttpError | null {
  const sqlstate = sqlState(error) ?? "";
  if (!/^22[0-9A-Z]{3}$/.test(sqlstate)) return null;
  return new HttpError(400, DATABASE_REFUSAL_CODE, `Invalid request. A value is out of range or not valid for its field (SQLSTATE ${sqlstate}).`, { sqlstate });
}
