// The answers a page carries: each the same as the browser's own call would get (the caller's country, the language
// it chose), the home page's first view drawn around its first banner, and nothing a page's script could run.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AppEnv } from "../../server/http/context";
import { siteRoutes } from "../../server/http/static";
import { pageStartAnswers } from "../../server/http/startAnswers";
import { START_ANSWERS_ID, startAnswersSchema, type StartAnswers } from "../../src/contract/startAnswers";
import { bannerListSchema } from "../../src/contract/content";
import { COUNTRY_HEADER, describeOnEachDatabase, envelope } from "./harness";

const PAGE = `<!doctype html><html lang="bn"><head><title>Tala</title></head><body><div id="root"></div></body></html>`;
const HOST = "tala.test";
const STATUS = `/wps/system/status?url=${HOST}`;
const BANNERS = "/wps/content/banners?groupName=w_home";

describeOnEachDatabase("answers written into the page", (h) => {
  let dist: string;
  let pages: Hono<AppEnv>;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), "tala-start-"));
    writeFileSync(path.join(dist, "index.html"), PAGE);
    pages = new Hono<AppEnv>().route("/", siteRoutes(dist, { startAnswers: pageStartAnswers(h().app, "TALA") }));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const open = async (pagePath: string, headers: Record<string, string> = {}, ip = "198.51.100.77") => {
    const response = await pages.request(`http://${HOST}${pagePath}`, { headers }, { incoming: { socket: { remoteAddress: ip } } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const script = new RegExp(`<script type="application/json" id="${START_ANSWERS_ID}">(.*?)</script>`, "s").exec(html);
    expect(script, "the page carries its answers").not.toBeNull();
    const written: StartAnswers = startAnswersSchema.parse(JSON.parse(script?.[1] ?? "null"));
    return { html, written, etag: response.headers.get("etag") };
  };
  const apiAnswer = async (key: string, headers: Record<string, string>, ip = "198.51.100.77") =>
    envelope(await h().request(key, { headers: { merchant: "TALA", ...headers }, ip }));

  it("carries on the home page what the start-up calls answer: status, location, settings and the banners", async () => {
    const { written, html } = await open("/");
    expect(written).toMatchObject({ merchant: "TALA", language: "bn" });
    expect(Object.keys(written.answers).sort()).toEqual([STATUS, "/wps/system/country", "/wps/system/setting/register", "/wps/system/whitelabel", BANNERS].sort());
    for (const [key, answer] of Object.entries(written.answers)) expect(answer, key).toEqual(await apiAnswer(key, { language: "bn" }));
    const banners = bannerListSchema.parse((await apiAnswer(BANNERS, { language: "bn" })).value);
    expect(banners.length).toBeGreaterThan(0);
    expect(html).toContain("data-page-shell");
  });

  it("carries the checks but not the banners on another page", async () => {
    const { written, html } = await open("/promo");
    expect(Object.keys(written.answers)).not.toContain(BANNERS);
    expect(written.answers[STATUS]).toMatchObject({ success: true, value: 0 });
    expect(html).not.toContain("data-page-shell");
  });

  it("answers in the language the visitor chose (its cookie), else Bengali", async () => {
    const english = await open("/", { cookie: "other=1; tala-lang=en" });
    expect(english.written.language).toBe("en");
    expect(english.written.answers[BANNERS]).toEqual(await apiAnswer(BANNERS, { language: "en" }));
    expect(english.written.answers[BANNERS]).not.toEqual((await open("/")).written.answers[BANNERS]);
    expect((await open("/", { cookie: "tala-lang=xx" })).written.language).toBe("bn");
    expect((await open("/", { cookie: "tala-lang=en<script>" })).written.language).toBe("bn");
  });

  it("tells a caller from a blocked country so in the page, as the status call would", async () => {
    const set = (blockedCountries: string[]) =>
      h().request("/ops/system/status", { method: "PUT", body: JSON.stringify({ blockedCountries }), ops: true });
    expect((await set(["US"])).status).toBe(200);
    try {
      expect((await open("/", { [COUNTRY_HEADER]: "US" })).written.answers[STATUS]).toMatchObject({ value: 2 });
      expect((await open("/", { [COUNTRY_HEADER]: "BD" })).written.answers[STATUS]).toMatchObject({ value: 0 });
    } finally {
      await set([]);
    }
  });

  it("writes an operator's text so that it cannot end the script element, and still reads back the same", async () => {
    const title = `</script><script>alert(1)</script> & "quoted"`;
    const created = await envelope(
      await h().request("/ops/content/banners", {
        method: "POST",
        ops: true,
        body: JSON.stringify({ groupName: "w_home", title, url: "/demo/banners/a.svg", linkageType: "none", sort: 0 }),
      }),
    );
    expect(created.success, created.message).toBe(true);
    const { html, written } = await open("/");
    expect(html.match(/<\/script>/g)?.length).toBe(1);
    expect(JSON.stringify(written.answers[BANNERS])).toContain(JSON.stringify(title).slice(1, -1));
  });

  it("keeps one ETag while the answers stay the same, and a new one when they change", async () => {
    const first = await open("/");
    expect((await open("/")).etag).toBe(first.etag);
    const revalidated = await pages.request(`http://${HOST}/`, { headers: { "if-none-match": first.etag ?? "" } }, { incoming: { socket: { remoteAddress: "198.51.100.77" } } });
    expect(revalidated.status).toBe(304);
    expect((await open("/", { cookie: "tala-lang=en" })).etag).not.toBe(first.etag);
  });
});
