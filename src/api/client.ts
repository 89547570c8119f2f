// The one HTTP client of the site: merchant, token and language headers, a time-out, and one error type for every failure.
import { FetchError, ofetch } from "ofetch";
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
  const http = ofetch.create({
    baseURL: options.baseURL ?? "",
    timeout: options.timeoutMs ?? TIMING.apiTimeoutMs,
    retry: 0,
    ignoreResponseError: true,
    onRequest({ options: request }) {
      request.headers.set("merchant", MERCHANT.code);
      request.headers.set("language", options.getLanguage());
      const clientId = options.getClientId?.();
      if (clientId) request.headers.set("client-id", clientId);
      const token = options.getToken();
      if (token && !request.headers.has("token")) request.headers.set("token", token);
    },
  });

  async function call<S extends z.ZodMiniType>(schema: S, path: string, init: CallInit = {}): Promise<z.infer<S>> {
    const method = init.method ?? "GET";
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
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new ApiError(API_CODES.malformedAnswer, `Unexpected answer from ${path}`, answer.status);
    return parsed.data;
  }

  async function send(path: string, method: Method, init: CallInit): Promise<{ status: number; data: unknown }> {
    let response: Awaited<ReturnType<typeof http.raw>>;
    try {
      const headers: Record<string, string> = {};
      if (init.token) headers.token = init.token;
      if (init.idempotencyKey) headers["Idempotency-Key"] = init.idempotencyKey;
      const body = init.upload ?? (init.form ? new URLSearchParams(init.form) : init.body);
      response = await http.raw(path, { method, query: init.query, body, headers });
    } catch (error) {
      if (error instanceof FetchError || error instanceof TypeError || isAbort(error)) {
        throw new ApiError(API_CODES.networkError, "Network link is abnormal, please try again", 0);
      }
      throw error;
    }
    return { status: response.status, data: response._data };
  }

  return { call };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}
