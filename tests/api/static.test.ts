// The built site as the server hands it out: compressed copies made by the build, caching that fits each kind of file,
// and a page that a returning visitor revalidates instead of downloading again.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteRoutes } from "../../server/http/static";
import { precompressDir } from "../../scripts/precompress";

const ASSET = "/assets/index-Ab12Cd34.js";
const SMALL_ASSET = "/assets/tiny-Zz99Yy88.js";
const PICTURE = "/demo/banner.svg";
const PAGE = `<!doctype html>
<html lang="bn">
  <head>
    <script type="module" crossorigin src="${ASSET}"></script>
    <link rel="modulepreload" crossorigin href="/assets/messages-Qq11Ww22.js">
    <link rel="modulepreload" crossorigin href="/assets/routes-Ee33Rr44.js" data-home>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe("the built site", () => {
  let workspace: string;
  let dist: string;
  let site: ReturnType<typeof siteRoutes>;
  const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "the same words, again and again: ${i % 7}";`).join("\n");
  const request = (url: string, headers: Record<string, string> = {}, method = "GET") => site.request(url, { method, headers });
  const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  beforeAll(async () => {
    workspace = mkdtempSync(path.join(tmpdir(), "tala-site-"));
    dist = path.join(workspace, "dist");
    mkdirSync(path.join(dist, "assets"), { recursive: true });
    mkdirSync(path.join(dist, "demo"));
    writeFileSync(path.join(dist, "index.html"), PAGE);
    writeFileSync(path.join(dist, ASSET), script);
    writeFileSync(path.join(dist, SMALL_ASSET), "export const tiny = 1;");
    writeFileSync(path.join(dist, PICTURE), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="10" height="10"/>'.repeat(100)}</svg>`);
    writeFileSync(path.join(workspace, "secret.txt"), "a file beside the build, not in it");
    // What vite build does after writing the bundle (the precompress plugin of vite.config.ts).
    await precompressDir(dist);
    site = siteRoutes(dist);
  });
  afterAll(() => rmSync(workspace, { recursive: true, force: true }));

  it("writes a brotli and a gzip copy beside each text file of at least 1 KB, and none beside a smaller one", () => {
    expect(existsSync(path.join(dist, `${ASSET}.br`))).toBe(true);
    expect(existsSync(path.join(dist, `${ASSET}.gz`))).toBe(true);
    expect(existsSync(path.join(dist, `${PICTURE}.br`))).toBe(true);
    expect(existsSync(path.join(dist, `${SMALL_ASSET}.br`))).toBe(false);
  });

  it("answers a hashed asset in brotli when the browser takes it, the same bytes once decompressed, cached for a year", async () => {
    const response = await request(ASSET, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = await bodyOf(response);
    expect(Number(response.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("answers in gzip a browser that takes only gzip, and the file as it is to one that takes neither", async () => {
    const gzipped = await request(ASSET, { "accept-encoding": "gzip" });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bodyOf(gzipped)).toString()).toBe(script);
    // q=0 refuses an encoding.
    const refused = await request(ASSET, { "accept-encoding": "br;q=0, gzip;q=0.8" });
    expect(refused.headers.get("content-encoding")).toBe("gzip");
    const neither: Record<string, string>[] = [{}, { "accept-encoding": "identity" }, { "accept-encoding": "deflate" }];
    for (const headers of neither) {
      const plain = await request(ASSET, headers);
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.headers.get("vary")).toBe("Accept-Encoding");
      expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await bodyOf(plain)).toString()).toBe(script);
    }
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await request(ASSET, { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(Number(head.headers.get("content-length"))).toBe(readFileSync(path.join(dist, `${ASSET}.br`)).length);
    expect((await bodyOf(head)).length).toBe(0);
  });

  it("answers an asset the build did not make with 404, not with the page", async () => {
    for (const url of ["/assets/index-Gone0000.js", `${ASSET}.br`, "/assets/..%2f..%2fsecret.txt"]) {
      const response = await request(url, { "accept-encoding": "br" });
      expect(response.status, url).toBe(404);
    }
  });

  it("serves a small file as it is and public pictures compressed, kept for an hour", async () => {
    const small = await request(SMALL_ASSET, { "accept-encoding": "br" });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect((await bodyOf(small)).toString()).toBe("export const tiny = 1;");
    const picture = await request(PICTURE, { "accept-encoding": "br, gzip" });
    expect(picture.headers.get("content-encoding")).toBe("br");
    expect(picture.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(picture.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers every page path with the page, to be revalidated on each visit, and a 304 while it has not changed", async () => {
    const first = await request("/wallet", { "accept-encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(await bodyOf(first)).toString()).toContain('<div id="root">');
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await request("/wallet", { "accept-encoding": "br", "if-none-match": etag ?? "" });
    expect(again.status).toBe(304);
    expect((await bodyOf(again)).length).toBe(0);
    expect(again.headers.get("etag")).toBe(etag);
    const stale = await request("/wallet", { "accept-encoding": "br", "if-none-match": '"an-older-page"' });
    expect(stale.status).toBe(200);
    // Another encoding is another representation, so it has its own tag.
    const plain = await request("/wallet");
    expect(plain.headers.get("etag")).not.toBe(etag);
    expect((await bodyOf(plain)).toString()).toContain('<div id="root">');
  });

  it("hints the home route's code on the home page only, and never serves a file outside the build", async () => {
    for (const url of ["/", "/home", "/index.html"]) {
      expect((await bodyOf(await request(url))).toString(), url).toContain("routes-Ee33Rr44.js");
    }
    const other = (await bodyOf(await request("/wallet"))).toString();
    expect(other).not.toContain("routes-Ee33Rr44.js");
    expect(other).toContain("messages-Qq11Ww22.js");
    for (const url of ["/..%2fsecret.txt", "/..%5csecret.txt", "/demo/..%2f..%2fsecret.txt"]) {
      const outside = (await bodyOf(await request(url))).toString();
      expect(outside, url).not.toContain("beside the build");
      expect(outside, url).toContain('<div id="root">');
    }
  });

  it("writes the start-up answers into the page as inert JSON, and on the home page a first view around the first banner", async () => {
    const title = "</script><script>alert(1)</script>";
    const banner = (url: string) => ({ groupName: "w_home", bannerId: 1, url, title, linkageType: "none", linkageTarget: "" });
    const withBanner = (url: string) =>
      siteRoutes(dist, {
        startAnswers: async (_c, page) => ({
          merchant: "TALA",
          language: "bn",
          answers: page === "home" ? { "/wps/content/banners?groupName=w_home": { success: true, code: "ok", message: "OK", value: [banner(url)] } } : {},
        }),
      });
    const written = withBanner('https://cdn.example/a.svg?x="1"&y=<2>');
    const home = await (await written.request("/")).text();
    expect(home.match(/<\/script>/g)?.length, "only the page's script elements end").toBe((PAGE.match(/<\/script>/g)?.length ?? 0) + 1);
    const json = /<script type="application\/json" id="tala-start">(.*?)<\/script>/.exec(home)?.[1] ?? "";
    expect(JSON.parse(json)).toMatchObject({ answers: { "/wps/content/banners?groupName=w_home": { value: [{ title }] } } });
    // An outside picture keeps its address (escaped); a small picture of the build travels inside the page.
    expect(home).toMatch(/<div id="root"><div class="app app--full page-shell" aria-hidden="true" data-page-shell>/);
    expect(home).toContain('<img alt="" src="https://cdn.example/a.svg?x=&quot;1&quot;&amp;y=&lt;2>"');
    const inlined = await (await withBanner(PICTURE).request("/")).text();
    const source = /data-page-shell[\s\S]*?<img alt="" src="([^"]+)"/.exec(inlined)?.[1] ?? "";
    expect(source.startsWith("data:image/svg+xml;base64,")).toBe(true);
    expect(Buffer.from(source.split(",")[1] ?? "", "base64").toString()).toBe(readFileSync(path.join(dist, PICTURE), "utf8"));
    for (const address of ["/demo/%E0%A4%A.svg", "/../secret.txt", "/demo/../../secret.txt"]) {
      const kept = await withBanner(address).request("/");
      expect(kept.status, address).toBe(200);
      expect(await kept.text(), address).toContain(`<img alt="" src="${address}"`);
    }
    const other = await (await written.request("/wallet")).text();
    expect(other).not.toContain("data-page-shell");
    expect(other).toContain('id="tala-start"');
    // An answer that cannot be written leaves the page as built.
    const failing = siteRoutes(dist, { startAnswers: () => Promise.reject(new Error("database down")) });
    const plain = await failing.request("/");
    expect(plain.status).toBe(200);
    const plainPage = await plain.text();
    expect(plainPage).not.toContain("tala-start");
    expect(plainPage).toContain('<div id="root"></div>');
  });
});
