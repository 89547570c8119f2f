// The site's API client against a real HTTP server: every failure becomes one ApiError the views can word.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ApiError, createApiClient } from "../../src/api/client";
import { startAnswersOf } from "../../src/api/startAnswers";
import { answerKey } from "../../src/contract/startAnswers";

let server: Server;
let baseURL = "";
const seenHeaders: Record<string, string | string[] | undefined>[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seenHeaders.push(request.headers);
    const send = (status: number, body: string) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(body);
    };
    if (request.url?.startsWith("/ok")) return send(200, JSON.stringify({ success: true, code: "ok", message: "OK", value: { n: 7 } }));
    if (request.url?.startsWith("/refused")) return send(400, JSON.stringify({ success: false, code: "invalid_request", message: "Invalid query. url: too long", value: null }));
    if (request.url?.startsWith("/expired")) return send(401, JSON.stringify({ success: false, code: "unauthorized", message: "Log in again", value: null }));
    if (request.url?.startsWith("/wrong-shape")) return send(200, JSON.stringify({ success: true, code: "ok", message: "OK", value: { n: "seven" } }));
    if (request.url?.startsWith("/html")) return send(502, "<html>bad gateway</html>");
    if (request.url?.startsWith("/slow")) return; // never answers
    send(404, "{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  baseURL = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const valueSchema = z.object({ n: z.number() });
const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("the call succeeded");
};

describe("API client", () => {
  const expired: string[] = [];
  const client = () =>
    createApiClient({ baseURL, getToken: () => "tok", getLanguage: () => "bn", onUnauthorized: () => expired.push("x"), timeoutMs: 300 });

  it("unwraps and parses the value, sending merchant, language and token headers", async () => {
    expect(await client().call(valueSchema, "/ok")).toEqual({ n: 7 });
    expect(seenHeaders.at(-1)).toMatchObject({ merchant: "TALA", language: "bn", token: "tok" });
  });

  it("turns a refused request into an ApiError with the server's code and message", async () => {
    const error = await failureOf(client().call(valueSchema, "/refused"));
    expect(error).toMatchObject({ code: "invalid_request", status: 400, message: "Invalid query. url: too long" });
  });

  it("reports an expired session so the token can be forgotten", async () => {
    await failureOf(client().call(valueSchema, "/expired"));
    expect(expired).toHaveLength(1);
  });

  it("treats an answer of the wrong shape as malformed, not as data", async () => {
    expect((await failureOf(client().call(valueSchema, "/wrong-shape"))).code).toBe("malformed_answer");
    expect((await failureOf(client().call(valueSchema, "/html"))).code).toBe("malformed_answer");
  });

  it("says the network link is abnormal when the server does not answer in time or cannot be reached", async () => {
    const slow = await failureOf(client().call(valueSchema, "/slow"));
    expect(slow).toMatchObject({ code: "network_error", status: 0, message: "Network link is abnormal, please try again" });
    const unreachable = createApiClient({ baseURL: "http://127.0.0.1:9", getToken: () => null, getLanguage: () => "en" });
    expect((await failureOf(unreachable.call(valueSchema, "/ok"))).code).toBe("network_error");
  });
});

describe("answers the page carries (start answers)", () => {
  const written = (answers: Record<string, unknown>, language = "bn") => startAnswersOf(JSON.stringify({ merchant: "TALA", language, answers }));
  const pageAnswer = { success: true, code: "ok", message: "OK", value: { n: 41 } };
  const visitor = (startAnswers: ReturnType<typeof startAnswersOf>, language = "bn") =>
    createApiClient({ baseURL, getToken: () => null, getLanguage: () => language, startAnswers, timeoutMs: 300 });

  it("answers a call from the page once, without a request, then asks the server", async () => {
    const before = seenHeaders.length;
    const client = visitor(written({ [answerKey("/ok", { b: 2, a: "x" })]: pageAnswer }));
    expect(await client.call(valueSchema, "/ok", { query: { a: "x", b: 2 } })).toEqual({ n: 41 });
    expect(seenHeaders.length).toBe(before);
    expect(await client.call(valueSchema, "/ok", { query: { a: "x", b: 2 } })).toEqual({ n: 7 });
    expect(seenHeaders.length).toBe(before + 1);
  });

  it("parses a written answer as it would the server's: a refusal is an ApiError, a wrong shape is malformed", async () => {
    const refusal = { success: false, code: "maintenance", message: "Down for maintenance", value: null };
    const client = visitor(written({ "/a": refusal, "/b": { success: true, code: "ok", message: "OK", value: { n: "x" } } }));
    expect(await failureOf(client.call(valueSchema, "/a"))).toMatchObject({ code: "maintenance", status: 200 });
    expect((await failureOf(client.call(valueSchema, "/b"))).code).toBe("malformed_answer");
  });

  it("goes to the server when the page's answers are in another language, another query, or unreadable", async () => {
    const before = seenHeaders.length;
    expect(await visitor(written({ "/ok": pageAnswer }, "bn"), "en").call(valueSchema, "/ok")).toEqual({ n: 7 });
    expect(await visitor(written({ [answerKey("/ok", { a: 1 })]: pageAnswer })).call(valueSchema, "/ok", { query: { a: 2 } })).toEqual({ n: 7 });
    expect(await visitor(startAnswersOf('{"merchant":"TALA","language":"bn","answers":')).call(valueSchema, "/ok")).toEqual({ n: 7 });
    expect(await visitor(startAnswersOf(null)).call(valueSchema, "/ok")).toEqual({ n: 7 });
    expect(seenHeaders.length).toBe(before + 4);
  });

  it("never answers a POST, nor a call made with its own token, from the page", async () => {
    const before = seenHeaders.length;
    const client = visitor(written({ "/ok": pageAnswer }));
    expect(await client.call(valueSchema, "/ok", { method: "POST", body: {} })).toEqual({ n: 7 });
    expect(await client.call(valueSchema, "/ok", { token: "t" })).toEqual({ n: 7 });
    expect(seenHeaders.length).toBe(before + 2);
    expect(await client.call(valueSchema, "/ok")).toEqual({ n: 41 });
  });
});
