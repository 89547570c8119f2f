// What every answer shares: the envelope, clear errors, size limits, security headers, operator auth and logs.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "../../server/app";
import type { Db } from "../../server/db/index";
import { describeOnEachDatabase, envelope, OPS_TOKEN } from "./harness";

describeOnEachDatabase("HTTP conventions", (h) => {
  it("answers an unknown API path with a JSON 404 envelope", async () => {
    for (const path of ["/wps/nothing/here", "/lgw/games/nope", "/ops/nothing"]) {
      const response = await h().request(path, { ops: true });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await envelope(response)).toMatchObject({ success: false, code: "not_found" });
    }
  });

  it("refuses a body over 1 MiB with 413", async () => {
    const response = await h().request("/ops/system/status", { method: "PUT", body: "x".repeat(1024 * 1024 + 1), ops: true });
    expect(response.status).toBe(413);
    expect(await envelope(response)).toMatchObject({ success: false, code: "payload_too_large" });
  });

  // The test above sends no length (a Request hides it), so its body is counted as it comes; this one declares it.
  it("refuses a body that declares more than 1 MiB before reading it", async () => {
    const declared = await h().request("/ops/system/status", { method: "PUT", body: "{}", headers: { "content-length": String(1024 * 1024 + 1) }, ops: true });
    expect(declared.status).toBe(413);
    expect(await envelope(declared)).toMatchObject({ code: "payload_too_large" });
  });

  it("answers a body that is not JSON with a 400 that says so", async () => {
    const response = await h().request("/ops/system/status", { method: "PUT", body: "{not json", ops: true });
    expect(response.status).toBe(400);
    expect((await envelope(response)).message).toContain("JSON");
  });

  it("puts the security headers on every answer, API and error alike", async () => {
    for (const path of ["/wps/system/status", "/wps/missing"]) {
      const response = await h().request(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toMatch(/frame-src 'self' https:\/\/games\.tala\.example/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("keeps the operator API shut without the right bearer token", async () => {
    expect((await h().request("/ops/system/status")).status).toBe(401);
    expect((await h().request("/ops/system/status", { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
    expect((await h().request("/ops/system/status", { headers: { authorization: `Bearer ${OPS_TOKEN}x` } })).status).toBe(401);
    const ok = await h().request("/ops/system/status", { ops: true });
    expect(ok.status).toBe(200);
    expect((await envelope(ok)).value).toEqual({ maintenance: false, blockedCountries: [], blockedIps: [] });
  });

  it("logs one structured line per request with no query string and no token", async () => {
    const before = h().logs.length;
    await h().request("/wps/system/status?url=secret-host.example", { ops: true });
    const lines = h().logs.slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: "GET", path: "/wps/system/status", status: 200 });
    expect(typeof lines[0]?.ms).toBe("number");
    expect(typeof lines[0]?.requestId).toBe("string");
    expect(JSON.stringify(h().logs)).not.toContain(OPS_TOKEN);
    expect(JSON.stringify(h().logs)).not.toContain("secret-host");
  });
});

describe("without an operator token", () => {
  it("has no operator API at all: 404, as if it did not exist", async () => {
    const app = createApp({ db: brokenDb(), log: () => {} }).app;
    const response = await app.request("/ops/system/status", { headers: { authorization: "Bearer anything" } });
    expect(response.status).toBe(404);
  });
});

describe("a server fault", () => {
  it("answers a JSON 500 with a request id and no stack trace, and logs it", async () => {
    const logs: unknown[] = [];
    const { app } = createApp({ db: brokenDb(), log: (line) => logs.push(line) });
    const response = await app.request("/wps/system/status", {}, { incoming: { socket: { remoteAddress: "198.51.100.1" } } });
    expect(response.status).toBe(500);
    const answer = await envelope(response);
    expect(answer.code).toBe("internal_error");
    const requestId = z.object({ requestId: z.string() }).parse(answer.value).requestId;
    expect(response.headers.get("x-request-id")).toBe(requestId);
    expect(answer.message).toContain(requestId);
    expect(JSON.stringify(answer)).not.toMatch(/at .*\.ts:\d+/);
    expect(JSON.stringify(logs)).toContain("database is down");
  });
});

/** A database whose every call fails, as when PostgreSQL goes away. */
function brokenDb(): Db {
  const fail = () => Promise.reject(new Error("database is down"));
  return { kind: "postgres", query: fail, execute: fail, transaction: fail, listen: fail, close: async () => {} };
}
