// Hostile input at every route of the app's route table: path parameters out of range, bodies of the wrong type,
// control characters, out-of-range numbers and impossible dates in every field of the contract schemas the routes
// parse, malformed JSON and multipart, oversized bodies. Every answer must be a 4xx envelope given by the schemas
// (not the database's refusal caught on the way out), and nothing may be written.
import { randomUUID } from "node:crypto";
import { beforeAll, expect, it, vi } from "vitest";
import { z } from "zod";
import type * as Validate from "../../../server/http/validate";
import { DATABASE_REFUSAL_CODE, databaseRefusalOf } from "../../../server/http/errors";
import { ACTIVITY_IMAGE_MAX_BYTES, ACTIVITY_IMAGES_MAX } from "../../../src/contract/activity";
import { IDEMPOTENCY_HEADER } from "../../../src/contract/wallet";
import { describeOnEachDatabase } from "../harness";
import { loginAs, trialBalance } from "../walletApi";

interface Parse {
  schema: z.core.$ZodType;
  where: string;
  ok: boolean;
}
// The routes' parseInput, watched: the schemas a request is parsed with are how the suite learns each route's fields,
// so a new route or a new field is attacked without a new test.
const watched = vi.hoisted(() => {
  const parses: Parse[] = [];
  return { parses };
});
vi.mock("../../../server/http/validate", async (importOriginal) => {
  const actual = await importOriginal<typeof Validate>();
  const parseInput: typeof actual.parseInput = (schema, input, where) => {
    watched.parses.push({ schema, where, ok: schema.safeParse(input).success });
    return actual.parseInput(schema, input, where);
  };
  return { ...actual, parseInput };
});

/** The largest body any route accepts (an activity application: three pictures and their framing); one byte more. */
const OVERSIZED = new Uint8Array(ACTIVITY_IMAGES_MAX * ACTIVITY_IMAGE_MAX_BYTES + 64 * 1024 + 1).fill(0x61);
/** Over the 1 MiB of an ordinary call, under the upload limits. */
const OVER_ONE_MIB = new Uint8Array(1024 * 1024 + 1).fill(0x20);

/** Also 36 dashes: the length of a UUID, and no UUID (PostgreSQL refuses it as one). */
const NOT_A_UUID = "-".repeat(36);
const PATH_ATTACKS = ["0", "-1", "2147483648", "9999999999", "99999999999999999999", "abc", "1e3", "1.5", "%00", "a%01b", "%7F", "%E0%A4%A", NOT_A_UUID];
const CONTROL_CHARACTERS = ["\u0000", "\u0001", "\u0008", "\u000b", "\u001b", "\u001f", "\u007f"];
const DAY_ATTACKS = ["2026-02-31", "2026-13-01", "2026-00-10", "2025-02-29", "0000-01-01"];
const TIME_ATTACKS = ["2026-02-31T10:00:00Z", "2026-13-01T10:00:00Z", "2026-01-15T24:30:00Z", "0000-01-01T00:00:00Z"];
const NUMBER_ATTACKS = [2147483648, -2147483649, 1e20, 1.5];
const QUERY_NUMBER_ATTACKS = ["2147483648", "-2147483649", "99999999999999999999", "1.5", "abc"];
const WRONG_JSON = ["[]", "[{}]", "1", "-1", '"text"', "null", "true"];
const MALFORMED_JSON = ["{", '{"a":', '{"a":1}}', "\u0000", "{'a':1}", '{"a":"\\ud800"'];
const MALFORMED_MULTIPART: { contentType: string; body: string }[] = [
  { contentType: "multipart/form-data; boundary=x", body: "garbage" },
  { contentType: "multipart/form-data", body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
  { contentType: "multipart/form-data; boundary=x", body: '--x\r\nContent-Disposition: form-data; name="comment"\r\n\r\nhalf a part' },
  { contentType: "multipart/form-data; boundary=x", body: "--x\r\nContent-Disposition: form-data\r\n\r\n\u0000\r\n--x--\r\n" },
];
/** Path parameters that pass the routes' own checks, tried in turn when a route is first called. */
const PATH_SAMPLES = ["1", "rebate-1", "join", "ios", "username", "3f2b8c1e-0a4d-4e6f-9b7a-2c5d8e1f0a3b", "FOOTBALL-1"];
/** What a text field may be, tried in turn until one passes the field's schema: free text first, dates last. */
const DAY = "2026-01-15";
const TIME = "2026-01-15T10:00:00Z";
const TEXT_SAMPLES = ["Sample7x", "Sample text for a field", "SAMPLE_1", "10.00", "1", "123456", "1700000001", "+880", "https://tala.example/a.png", "BD", "10.0.0.1", "B", "3f2b8c1e-0a4d-4e6f-9b7a-2c5d8e1f0a3b", "FOOTBALL-1", DAY, TIME];
/** A body that reads its bytes itself (signed), with no schema for the suite to see. */
const RAW_BODY_ROUTES = ["POST /wps/payments/demo/callback"];
/** Tables whose rows every call touches without writing anything of its own (a session's sliding expiry): counted, not compared. */
const VOLATILE_TABLES = new Set(["session"]);

type Mode = "json" | "query" | "form";
type Path = readonly (string | number)[];
interface Leaf {
  path: Path;
  attacks: readonly unknown[];
}
interface Example {
  value: unknown;
  leaves: Leaf[];
}

const isSchema = (value: unknown): value is z.core.$ZodType => value instanceof z.core.$ZodType;
const accepts = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).success;
const tinyFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "x.png", { type: "image/png" });

/** A valid example of a schema, and every place in it an attack can be put, with the attacks that belong there. */
function exampleOf(schema: z.core.$ZodType, mode: Mode, path: Path = []): Example | null {
  if (
    schema instanceof z.core.$ZodOptional || schema instanceof z.core.$ZodNullable || schema instanceof z.core.$ZodDefault ||
    schema instanceof z.core.$ZodPrefault || schema instanceof z.core.$ZodCatch || schema instanceof z.core.$ZodReadonly ||
    schema instanceof z.core.$ZodNonOptional
  ) {
    const inner: unknown = schema._zod.def.innerType;
    return isSchema(inner) ? exampleOf(inner, mode, path) : null;
  }
  if (schema instanceof z.core.$ZodObject) {
    const value: Record<string, unknown> = {};
    const leaves: Leaf[] = [];
    for (const [key, field] of Object.entries(schema._zod.def.shape)) {
      const part = exampleOf(field, mode, [...path, key]);
      if (part === null) {
        if (field._zod.optin === "optional") continue;
        return null;
      }
      value[key] = part.value;
      leaves.push(...part.leaves);
    }
    return { value, leaves };
  }
  if (schema instanceof z.core.$ZodArray) {
    const part = exampleOf(schema._zod.def.element, mode, [...path, 0]);
    return part && { value: [part.value], leaves: part.leaves };
  }
  if (schema instanceof z.core.$ZodRecord) {
    const keyType = schema._zod.def.keyType;
    const key = [...enumValues(keyType), ...TEXT_SAMPLES].find((candidate) => typeof candidate === "string" && accepts(keyType, candidate));
    if (typeof key !== "string") return null;
    const part = exampleOf(schema._zod.def.valueType, mode, [...path, key]);
    if (!part) return null;
    // A key is text too: a record keyed by anything must refuse a hostile key.
    const keyAttacks = CONTROL_CHARACTERS.map((control) => ({ [`${key}${control}`]: part.value }));
    return { value: { [key]: part.value }, leaves: [...part.leaves, { path, attacks: keyAttacks }] };
  }
  if (schema instanceof z.core.$ZodUnion) {
    for (const option of schema._zod.def.options) {
      const part = exampleOf(option, mode, path);
      if (part && accepts(schema, part.value)) return part;
    }
    return null;
  }
  return leafExample(schema, mode, path);
}

function enumValues(schema: z.core.$ZodType): unknown[] {
  if (schema instanceof z.core.$ZodEnum) return Object.values(schema._zod.def.entries);
  if (schema instanceof z.core.$ZodLiteral) return [...schema._zod.def.values];
  return [];
}

function leafExample(schema: z.core.$ZodType, mode: Mode, path: Path): Example | null {
  const asSent = (value: unknown) => (mode === "json" || typeof value !== "number" && typeof value !== "boolean" ? value : String(value));
  const choices = [...enumValues(schema), ...(schema instanceof z.core.$ZodBoolean ? [true] : [])].map(asSent);
  const choice = choices.find((candidate) => accepts(schema, candidate));
  if (choice !== undefined) return { value: choice, leaves: [{ path, attacks: ["\u0000", "x\u0000"] }] };
  if (schema instanceof z.core.$ZodNumber) {
    const number = [1, 10, 0].map(asSent).find((candidate) => accepts(schema, candidate));
    if (number === undefined) return null;
    return { value: number, leaves: [{ path, attacks: mode === "json" ? [...NUMBER_ATTACKS, "1\u0000"] : QUERY_NUMBER_ATTACKS }] };
  }
  if (mode === "form" && accepts(schema, tinyFile())) return { value: tinyFile(), leaves: [{ path, attacks: ["\u0000"] }] };
  const text = TEXT_SAMPLES.find((candidate) => accepts(schema, candidate));
  if (text === undefined) return null;
  const name = String(path.at(-1) ?? "");
  // Only JSON carries a lone surrogate as sent; a URL or a form turns it into U+FFFD on the way.
  const attacks: unknown[] = ["\u0000", ...CONTROL_CHARACTERS.map((control) => `${text}${control}`), ...(mode === "json" ? [`${text}\ud800`] : [])];
  if (text === DAY || /At$/.test(name)) attacks.push(...DAY_ATTACKS, ...TIME_ATTACKS);
  if (text === TIME) attacks.push(...TIME_ATTACKS);
  if (/^\d+$/.test(text)) attacks.push(...(mode === "json" ? NUMBER_ATTACKS : QUERY_NUMBER_ATTACKS));
  // An id that is no id: a query may filter by it and find nothing, a body must refuse it or find nothing to act on.
  if (/Id$/.test(name) && mode !== "query") attacks.push(NOT_A_UUID);
  return { value: text, leaves: [{ path, attacks }] };
}

/** The example with one place replaced; every container on the way is copied, nothing shared is changed. */
function withValue(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? withValue(item, rest, replacement) : item));
  if (typeof value === "object" && value !== null) {
    const copy: Record<string, unknown> = { ...value };
    copy[String(head)] = withValue(copy[String(head)], rest, replacement);
    return copy;
  }
  return value;
}

function formOf(value: unknown): FormData {
  const form = new FormData();
  if (typeof value !== "object" || value === null) return form;
  for (const [key, field] of Object.entries(value)) {
    for (const item of Array.isArray(field) ? field : [field]) form.append(key, item instanceof File ? item : String(item));
  }
  return form;
}

function queryOf(value: unknown): string {
  if (typeof value !== "object" || value === null) return "";
  const pairs = Object.entries(value).map(([key, field]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(field))}`);
  return pairs.length === 0 ? "" : `?${pairs.join("&")}`;
}

interface Route {
  method: string;
  pattern: string;
  params: string[];
  caller: "ops" | "member" | "public";
  /** Path parameters that pass the route's checks, for cases aimed at something else. */
  sample: Record<string, string>;
  body: z.core.$ZodType | null;
  form: z.core.$ZodType | null;
  query: z.core.$ZodType | null;
}
interface Request {
  params?: Record<string, string>;
  query?: string;
  body?: BodyInit;
  contentType?: string;
}

describeOnEachDatabase("hostile input at every route", (h) => {
  const session = { token: "" };
  const routes: Route[] = [];
  /** Each schema's example, made once per way it travels (a query's numbers are text, a form's files are files). */
  const examples = new Map<string, Map<z.core.$ZodType, Example | null>>();
  let before = new Map<string, string>();
  let balanceBefore: unknown = null;

  const exampleFor = (schema: z.core.$ZodType, mode: Mode) => {
    const ofMode = examples.get(mode) ?? new Map<z.core.$ZodType, Example | null>();
    examples.set(mode, ofMode);
    if (!ofMode.has(schema)) ofMode.set(schema, exampleOf(schema, mode));
    return ofMode.get(schema) ?? null;
  };
  const pathOf = (route: Route, params: Record<string, string> = {}) =>
    route.pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? route.sample[name] ?? "1");

  async function send(route: Route, request: Request): Promise<Response> {
    const { caller } = route;
    const headers = new Headers({ [IDEMPOTENCY_HEADER]: `hostile-${randomUUID()}` });
    if (caller === "member") headers.set("token", session.token);
    if (request.contentType) headers.set("content-type", request.contentType);
    // A fresh address each time, so no rate limit answers for the schema.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    return h().request(`${pathOf(route, request.params)}${request.query ?? ""}`, {
      method: route.method,
      headers,
      ip,
      ops: caller === "ops",
      ...(request.body === undefined ? {} : { body: request.body }),
    });
  }

  /** One call as a discovery probe: what the route parsed, learning on the way whether it needs a member. */
  async function probe(route: Route, request: Request): Promise<Parse[]> {
    watched.parses.length = 0;
    let response = await send(route, request);
    const refusedSession = async (answer: Response) =>
      answer.status === 401 && z.object({ code: z.literal("unauthorized") }).safeParse(await answer.clone().json().catch(() => null)).success;
    if (route.caller === "public" && (await refusedSession(response))) {
      route.caller = "member";
      watched.parses.length = 0;
      response = await send(route, request);
    }
    // A probe of logout ends the session: log in again and ask once more.
    if (route.caller === "member" && (await refusedSession(response))) {
      session.token = await loginAs(h(), "agent01", "Agent@2026");
      watched.parses.length = 0;
      response = await send(route, request);
    }
    await response.arrayBuffer();
    return [...watched.parses];
  }

  async function discover() {
    const seen = new Set<string>();
    for (const { method, path } of h().app.routes) {
      if (method === "ALL" || seen.has(`${method} ${path}`)) continue;
      seen.add(`${method} ${path}`);
      const params = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
      const route: Route = { method, pattern: path, params, caller: path.startsWith("/ops/") ? "ops" : "public", sample: {}, body: null, form: null, query: null };
      const hasBody = method !== "GET" && method !== "HEAD";
      let parses: Parse[] = [];
      for (const candidate of PATH_SAMPLES) {
        route.sample = Object.fromEntries(params.map((name) => [name, candidate]));
        parses = await probe(route, hasBody ? { body: "{}", contentType: "application/json" } : {});
        if (!parses.some((parse) => parse.where === "path" && !parse.ok)) break;
      }
      if (hasBody && !parses.some((parse) => parse.where === "body")) parses.push(...(await probe(route, { body: new FormData() })));
      route.body = parses.find((parse) => parse.where === "body")?.schema ?? null;
      route.form = parses.find((parse) => parse.where === "form")?.schema ?? null;
      route.query = parses.find((parse) => parse.where === "query")?.schema ?? null;
      routes.push(route);
    }
  }

  /** Every table's row count and, but for the volatile ones, a digest of its rows. */
  async function fingerprint(): Promise<Map<string, string>> {
    const tables = await h().db.query(z.object({ name: z.string() }), "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1");
    const prints = new Map<string, string>();
    for (const { name } of tables) {
      const digest = VOLATILE_TABLES.has(name) ? "''" : "coalesce(md5(string_agg(md5(t::text), ',' order by md5(t::text))), '')";
      const [row] = await h().db.query(z.object({ n: z.coerce.number(), digest: z.string() }), `select count(*) as n, ${digest} as digest from "${name}" t`);
      prints.set(name, `${row?.n ?? 0} rows ${row?.digest ?? ""}`);
    }
    return prints;
  }

  /** Runs the cases a batch at a time and returns what was wrong with each answer that was not a schema's 4xx. */
  async function problemsOf(cases: { route: Route; what: string; request: Request }[]): Promise<string[]> {
    const problems: string[] = [];
    for (let start = 0; start < cases.length; start += 32) {
      const batch = cases.slice(start, start + 32);
      const found = await Promise.all(
        batch.map(async ({ route, what, request }) => {
          const label = `${route.method} ${route.pattern} ${what}`;
          const response = await send(route, request);
          const text = await response.text();
          if (response.status < 400 || response.status > 499) return `${label}: HTTP ${response.status} ${text.slice(0, 160)}`;
          const body: unknown = (() => {
            try {
              return JSON.parse(text);
            } catch {
              return null;
            }
          })();
          const envelope = z.object({ success: z.literal(false), code: z.string(), message: z.string(), value: z.unknown() }).safeParse(body);
          if (!envelope.success || !(typeof body === "object" && body !== null && "value" in body)) return `${label}: not an error envelope: ${text.slice(0, 160)}`;
          if (envelope.data.code === DATABASE_REFUSAL_CODE) return `${label}: refused by the database, not by a schema: ${envelope.data.message}`;
          // A session that ended mid-run would answer 401 to every member call, and the input would go untried.
          if (envelope.data.code === "unauthorized" && route.caller === "member") return `${label}: the session ended, the input was not tried`;
          return null;
        }),
      );
      problems.push(...found.filter((problem) => problem !== null));
    }
    return problems;
  }

  const baseOf = (route: Route): Request => {
    const body = route.body && exampleFor(route.body, "json");
    const form = route.form && exampleFor(route.form, "form");
    const query = route.query && exampleFor(route.query, "query");
    return {
      ...(query ? { query: queryOf(query.value) } : {}),
      ...(body ? { body: JSON.stringify(body.value), contentType: "application/json" } : form ? { body: formOf(form.value) } : {}),
    };
  };

  beforeAll(async () => {
    session.token = await loginAs(h(), "agent01", "Agent@2026");
    await discover();
    // Discovery's own calls may have ended the session (logout): start the attacks with a fresh one.
    session.token = await loginAs(h(), "agent01", "Agent@2026");
    before = await fingerprint();
    balanceBefore = await trialBalance(h());
  });

  it("learns every route from the route table and a valid example of every schema they parse", () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((route) => route.body).length).toBeGreaterThan(50);
    expect(routes.filter((route) => route.query).length).toBeGreaterThan(20);
    expect(routes.filter((route) => route.form).map((route) => `${route.method} ${route.pattern}`).sort()).toEqual([
      "POST /ops/content/images",
      "POST /wps/activities/:id/applications",
      "POST /wps/v2/withdrawals/:id/not-received",
    ]);
    expect(routes.filter((route) => route.caller === "member").length).toBeGreaterThan(50);
    // A schema with no example, or an example the schema itself refuses, would make every attack on it pass for the
    // wrong reason: each must have one that passes.
    const unusable = routes.flatMap((route) =>
      ([["json", route.body], ["form", route.form], ["query", route.query]] as const).flatMap(([mode, schema]) => {
        if (!schema) return [];
        const example = exampleFor(schema, mode);
        return example && accepts(schema, example.value) ? [] : [`${route.method} ${route.pattern} ${mode}`];
      }),
    );
    expect(unusable).toEqual([]);
  });

  it("answers path parameters out of range or malformed with a 4xx envelope", async () => {
    const cases = routes.flatMap((route) =>
      route.params.flatMap((name) => PATH_ATTACKS.map((attack) => ({ route, what: `path ${name}=${attack}`, request: { ...baseOf(route), params: { [name]: attack } } }))),
    );
    expect(cases.length).toBeGreaterThan(300);
    expect(await problemsOf(cases)).toEqual([]);
  });

  it("answers bodies of the wrong type, malformed JSON, malformed multipart and oversized bodies with a 4xx envelope", async () => {
    const readsBody = (route: Route) => route.body !== null || route.form !== null || RAW_BODY_ROUTES.includes(`${route.method} ${route.pattern}`);
    const cases = routes.flatMap((route) => {
      const query = baseOf(route).query;
      const at = query === undefined ? {} : { query };
      const sized = route.method === "GET" ? [] : [
        { route, what: "body over every size limit", request: { ...at, body: OVERSIZED, contentType: "application/json" } },
        { route, what: "body over 1 MiB", request: { ...at, body: OVER_ONE_MIB, contentType: "application/json" } },
      ];
      if (!readsBody(route)) return sized;
      return [
        ...sized,
        ...WRONG_JSON.map((body) => ({ route, what: `JSON body ${body}`, request: { ...at, body, contentType: "application/json" } })),
        ...MALFORMED_JSON.map((body) => ({ route, what: `malformed JSON ${JSON.stringify(body)}`, request: { ...at, body, contentType: "application/json" } })),
        ...MALFORMED_MULTIPART.map(({ contentType, body }) => ({ route, what: `malformed multipart ${JSON.stringify(body.slice(0, 20))}`, request: { ...at, body, contentType } })),
      ];
    });
    const problems = await problemsOf(cases);
    expect(problems).toEqual([]);
    // Over every limit is refused as too large, before any route reads it.
    const feedback = routes.find((route) => route.pattern === "/wps/feedback");
    expect(feedback).toBeDefined();
    if (feedback) expect((await send(feedback, { body: OVERSIZED, contentType: "application/json" })).status).toBe(413);
  });

  it("refuses control characters, out-of-range numbers and impossible dates in every body and form field", async () => {
    const cases = routes.flatMap((route) => {
      const base = baseOf(route);
      const json = route.body ? exampleFor(route.body, "json") : null;
      const form = route.form ? exampleFor(route.form, "form") : null;
      return [
        ...(json?.leaves ?? []).flatMap((leaf) =>
          leaf.attacks.map((attack) => ({ route, what: `body ${leaf.path.join(".")}=${JSON.stringify(attack)}`, request: { ...base, body: JSON.stringify(withValue(json?.value, leaf.path, attack)), contentType: "application/json" } })),
        ),
        ...(form?.leaves ?? []).flatMap((leaf) =>
          leaf.attacks.map((attack) => ({ route, what: `form ${leaf.path.join(".")}=${JSON.stringify(attack)}`, request: { ...base, body: formOf(withValue(form?.value, leaf.path, attack)) } })),
        ),
      ];
    });
    expect(cases.length).toBeGreaterThan(1000);
    expect(await problemsOf(cases)).toEqual([]);
  });

  it("refuses control characters, out-of-range numbers and impossible dates in every query field", async () => {
    const cases = routes.flatMap((route) => {
      const query = route.query ? exampleFor(route.query, "query") : null;
      return (query?.leaves ?? []).flatMap((leaf) =>
        leaf.attacks.map((attack) => ({ route, what: `query ${leaf.path.join(".")}=${JSON.stringify(attack)}`, request: { ...baseOf(route), query: queryOf(withValue(query?.value, leaf.path, attack)) } })),
      );
    });
    expect(cases.length).toBeGreaterThan(200);
    expect(await problemsOf(cases)).toEqual([]);
  });

  it("wrote nothing: every table as before, the ledger balanced as before, no server error logged", async () => {
    const after = await fingerprint();
    const changed = [...before.keys()].filter((table) => before.get(table) !== after.get(table)).map((table) => `${table}: ${before.get(table) ?? ""} -> ${after.get(table) ?? ""}`);
    expect(changed).toEqual([]);
    expect(await trialBalance(h())).toEqual(balanceBefore);
    expect(h().logs.filter((line) => line.level === "error" || line.level === "warn")).toEqual([]);
  });

  it("still turns a value the database refuses into a 400, as the last safety net behind the schemas", async () => {
    const refusals = [
      ["select $1::int as n", ["2147483648"], "22003"],
      ["select $1::int as n", ["abc"], "22P02"],
      ["select $1::date as n", ["2026-02-31"], "22008"],
      ["select $1::jsonb as n", ['"\\u0000"'], "22P05"],
      ["select $1::text as n", ["a\u0000b"], "22021"],
    ] as const;
    for (const [sql, params, sqlstate] of refusals) {
      const error: unknown = await h().db.execute(sql, params).then(() => null, (thrown: unknown) => thrown);
      const answer = databaseRefusalOf(error);
      expect(answer?.status, `${sql} ${sqlstate}`).toBe(400);
      expect(answer?.code).toBe(DATABASE_REFUSAL_CODE);
    }
    // A fault of the server's own (a missing table) is no fault of the input.
    expect(databaseRefusalOf(await h().db.execute("select * from no_such_table").then(() => null, (thrown: unknown) => thrown))).toBeNull();
  });
});
