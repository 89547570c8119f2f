// The envelope every API answer travels in, and the codes the platform answers with.
import * as zod from "zod/mini";

export const envelopeSchema = zod.object({
  success: zod.boolean(),
  code: zod.string(),
  message: zod.string(),
  value: zod.unknown(),
});
export type Envelope<T> = { success: boolean; code: string; message: string; value: T };

export const API_CODES = {
  ok: "ok",
  invalidRequest: "invalid_request",
  notFound: "not_found",
  payloadTooLarge: "payload_too_large",
  unauthorized: "unauthorized",
  internal: "internal_error",
  networkError: "network_error",
  malformedAnswer: "malformed_answer",
} as const;

/** Value of a failed answer caused by a server fault: the id to quote to support. */
export const faultValueSchema = zod.object({ requestId: zod.string() });
