// The one HTTP client of the site: merchant, token and language headers, a time-out, and one error type for every failure.
// The browser's fetch itself: a wrapper library would be 3.4 KB (gzip) more on every first visit.
import type * as z from "zod/mini";
import { API_CODES, envelopeSchema } from "../contract/envelope";
import { MERCHANT, TIMING } from "../config/index";
import { answerKey, type CallQuery } from "../contract/startAnswers";
import type { StartAnswerSource } from "./startAnswers";

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** HTTP status; 0 when the server was never reached. */
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiClientOptions {
  baseURL?: string;
  getToken: () => string | null;
  getLanguage: () => string;
  /** A random id of this browser tab, so limits per client do not lump together players behind one address. */
  getClientId?: () => string;
  /** Called when the server says the session token is no longer valid. */
  onUnauthorized?: () => void;
  timeoutMs?: number;
  /** What the server wrote into the page for the first calls (src/api/startAnswers.ts). */
  startAnswers?: StartAnswerSource;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";
interface CallInit {
  method?: Method;
  query?: CallQuery;
  body?: Record<string, unknown>;
  form?: Record<string, string>;
  /** A multipart upload (a picture of a proof). */
  upload?: FormData;
  token?: string;
  /** Sent with calls that move money; a retry of the same request sends the same key. */
  idempotencyKey?: string;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  function headersOf(init: CallInit): Headers {
    const headers = new Headers({ merchant: MERCHANT.code, language: options.getLanguage() });
    const clientId = options.getClientId?.();
    if (clientId) headers.set("client-id", clientId);
    const token = init.token ?? options.getToken();
    if (token) headers.set("token", token);
    if (init.idempotencyKey) headers.set("Idempotency-Key", init.idempotencyKey);
    if (init.body) headers.set("content-type", "application/json");
    return headers;
  }

  /** The schema may still be on its way (a page's module loading on first use): the request does not wait for it. */
  async function call<S extends z.ZodMiniType>(schema: S | PromiseLike<S>, path: string, init: CallInit = {}): Promise<z.infer<S>> {
    const method = init.method ?? "GET";
    const reader = Promise.resolve(schema);
    // A failed call reports its own failure, not the reader's load (which the next call tries again).
    reader.catch(() => undefined);
    // A call the page already carries the answer to costs no round trip.
    const written = method === "GET" && !init.token ? options.startAnswers?.take(answerKey(path, init.query), MERCHANT.code, options.getLanguage()) : undefined;
    const answer = written === undefined ? await send(path, method, init) : { status: 200, data: written };
    const envelope = envelopeSchema.safeParse(answer.data);
    if (!envelope.success) {
      throw new ApiError(API_CODES.malformedAnswer, `Unexpected answer from ${path}`, answer.status);
    }
    const { success, code, message, value } = envelope.data;
    if (!success) {
      if (answer.status === 401) options.onUnauthorized?.();
      throw new ApiError(code, message, answer.status, value);
    }
    const parsed = (await reader).safeParse(value);
    if (!parsed.success) throw new ApiError(API_CODES.malformedAnswer, `Unexpected answer from ${path}`, answer.status);
    return parsed.data;
  }

  async function send(path: string, method: Method, init: CallInit): Promise<{ status: number; data: unknown }> {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(init.query ?? {})) if (value !== undefined) search.append(name, String(value));
    const query = search.toString();
    const url = `${(options.baseURL ?? "").replace(/\/$/, "")}${path}${query ? `?${query}` : ""}`;
    const body = init.upload ?? (init.form ? new URLSearchParams(init.form) : init.body ? JSON.stringify(init.body) : undefined);
    try {
      const response = await fetch(url, { method, headers: headersOf(init), body, signal: AbortSignal.timeout(options.timeoutMs ?? TIMING.apiTimeoutMs) });
      // An answer that is not JSON (a proxy's error page) stays text, and the envelope check calls it malformed.
      const text = await response.text();
      return { status: response.status, data: readJson(text) };
    } catch (error) {
      if (error instanceof TypeError || isAbort(error)) {
        throw new ApiError(API_CODES.networkError, "Network link is abnormal, please try again", 0);
      }
      throw error;
    }
  }

  return { call };
}

function readJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}
