// Serves the built site: each file in the encoding the browser takes best (the build's brotli or gzip copy beside it,
// else the file as it is), hashed assets cached for a year, other public files for an hour, and index.html (every page
// path, history mode) revalidated on each visit by its ETag, with the home page's first requests hinted in its head.
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import * as z from "zod/mini";
import { bannerListSchema } from "../../src/contract/content";
import { HOME_BANNERS_CALL, START_ANSWERS_ID, type StartAnswers } from "../../src/contract/startAnswers";
import type { AppContext, AppEnv } from "./context";
import { homeShell, pictureSources } from "./pageShell";
import { readSitePage, type SitePage } from "./sitePage";

/** Hashed file names change with their content: a browser may keep them for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Public files keep their names (favicon, theme script, demo pictures): kept an hour, then revalidated by ETag. */
const PUBLIC_FILE = "public, max-age=3600";
/** The page names the current assets, so it is asked again on each visit (a 304 when it has not changed). */
const PAGE = "no-cache";
/** Paths that show the home page (the router sends /index, /index.html and /home there). */
const HOME_PATHS = new Set(["/", "/index", "/index.html", "/home"]);
/** The build marks the home page's own preloads (its route, its first data's code) so other pages go without them. */
const HOME_ONLY_HINT = /\s*<link\b[^>]*\bdata-home\b[^>]*>/g;

export type Encoding = "br" | "gzip" | "identity";
const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/** What to answer in, by the server's preference (brotli, then gzip) among what Accept-Encoding allows (q > 0). */
export function chooseEncodings(acceptEncoding: string | undefined): Encoding[] {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find((match) => match !== null);
    if (name) quality.set(name, q ? Number(q[1]) : 1);
  }
  const accepts = (encoding: "br" | "gzip") => (quality.get(encoding) ?? quality.get("*") ?? 0) > 0;
  return [...(accepts("br") ? ["br" as const] : []), ...(accepts("gzip") ? ["gzip" as const] : []), "identity"];
}

/** If-None-Match names this ETag (or is *): the browser's copy is current. */
function isFresh(c: AppContext, etag: string): boolean {
  const header = c.req.header("if-none-match");
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

interface Answer {
  body: Uint8Array | (() => Promise<Uint8Array>);
  size: number;
  type: string;
  encoding: Encoding;
  etag: string;
  cacheControl: string;
  /** The answer differs by Accept-Encoding (a compressed copy exists). */
  varies: boolean;
}

async function send(c: AppContext, answer: Answer): Promise<Response> {
  c.header("Content-Type", answer.type);
  c.header("Cache-Control", answer.cacheControl);
  c.header("ETag", answer.etag);
  if (answer.varies) c.header("Vary", "Accept-Encoding");
  if (isFresh(c, answer.etag)) return c.body(null, 304);
  if (answer.encoding !== "identity") c.header("Content-Encoding", answer.encoding);
  c.header("Content-Length", String(answer.size));
  if (c.req.method === "HEAD") return c.body(null, 200);
  const body = typeof answer.body === "function" ? await answer.body() : answer.body;
  return c.body(new Uint8Array(body), 200);
}

/** The file under distDir a path names, or null for one outside it or for a build's compressed copy itself. */
function fileOf(distDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // A dot-dot segment is never a built file's name; a compressed copy is reached through its original's name.
  if (decoded.includes("\0") || /(?:^|[/\\])\.\.(?:[/\\]|$)/.test(decoded) || /\.(?:br|gz)$/.test(decoded)) return null;
  const file = path.join(distDir, decoded);
  return file.startsWith(distDir + path.sep) ? file : null;
}

const statOf = (file: string) => stat(file).then((stats) => (stats.isFile() ? stats : null), () => null);

/** A built file in the best encoding the browser accepts; null when there is no such file. */
async function fileAnswer(c: AppContext, distDir: string, cacheControl: string): Promise<Answer | null> {
  const file = fileOf(distDir, c.req.path);
  const stats = file ? await statOf(file) : null;
  if (!file || !stats) return null;
  const tag = `${stats.size.toString(36)}-${Math.round(stats.mtimeMs).toString(36)}`;
  const type = getMimeType(file) ?? "application/octet-stream";
  const copies = await Promise.all((["br", "gzip"] as const).map(async (encoding) => ({ encoding, stats: await statOf(file + SUFFIX[encoding]) })));
  const varies = copies.some((copy) => copy.stats !== null);
  for (const encoding of chooseEncodings(c.req.header("accept-encoding"))) {
    if (encoding === "identity") break;
    const copy = copies.find((candidate) => candidate.encoding === encoding)?.stats;
    if (copy) {
      const compressed = file + SUFFIX[encoding];
      return { body: () => readFile(compressed), size: copy.size, type, encoding, etag: `"${tag}-${encoding}"`, cacheControl, varies };
    }
  }
  return { body: () => readFile(file), size: stats.size, type, encoding: "identity", etag: `"${tag}"`, cacheControl, varies };
}

/** A page in each encoding; its ETag follows its content. */
function pageVariants(html: string) {
  const identity = Buffer.from(html);
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
  const bodies = {
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gzip: gzipSync(identity, { level: 9 }),
    identity,
  };
  return (encoding: Encoding): Answer => ({
    body: bodies[encoding],
    size: bodies[encoding].length,
    type: "text/html; charset=utf-8",
    encoding,
    etag: encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding}"`,
    cacheControl: PAGE,
    varies: true,
  });
}

/** Pages written lately, by content: most visitors get the same answers, so the page is compressed once for them all. */
const PAGES_KEPT = 32;
function pageCache() {
  const pages = new Map<string, ReturnType<typeof pageVariants>>();
  return (html: string) => {
    let page = pages.get(html);
    if (page) pages.delete(html);
    else page = pageVariants(html);
    pages.set(html, page);
    if (pages.size > PAGES_KEPT) pages.delete(pages.keys().next().value ?? "");
    return page;
  };
}

const homeBanners = z.object({ value: bannerListSchema });
const ROOT = '<div id="root"></div>';

/**
 * The page with its start-up answers; on the home page, its first view drawn around the first banner (the page's
 * largest paint), whose picture is inlined when small (pictureSources).
 */
function withStartAnswers(html: string, start: StartAnswers, pictureSource: (url: string) => string): string {
  const first = homeBanners.safeParse(start.answers[HOME_BANNERS_CALL]);
  const picture = first.success ? first.data.value[0]?.url : undefined;
  // Inside a script element only "</" could end it early: every "<" is written as its JSON escape.
  const json = JSON.stringify(start).replace(/</g, "\\u003c");
  const page = replaceFirst(html, "</head>", `<script type="application/json" id="${START_ANSWERS_ID}">${json}</script></head>`);
  return picture ? replaceFirst(page, ROOT, `<div id="root">${homeShell(pictureSource(picture))}</div>`) : page;
}

/**
 * The first `marker` in `html` replaced by `text` as it is. Never String.replace with a string: its `$&`, `` $` `` and
 * `$'` patterns would paste parts of the page into whatever an operator wrote (a banner's title).
 */
export function replaceFirst(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  return at < 0 ? html : html.slice(0, at) + text + html.slice(at + marker.length);
}

export interface SiteOptions {
  /** The page as read at start (server/http/sitePage.ts); read from distDir when not given. */
  page?: SitePage | null;
  /** The answers each page carries (server/http/startAnswers.ts); without it, pages carry none. */
  startAnswers?: (c: AppContext, page: "home" | "other") => Promise<StartAnswers>;
}

export function siteRoutes(distDir: string, options: SiteOptions = {}) {
  const site = new Hono<AppEnv>();
  const root = path.resolve(distDir);
  const page = options.page === undefined ? readSitePage(root) : options.page;
  if (!page) {
    site.get("*", (c) => c.text("The site is not built yet: run npm run build (npm start does it for you).", 503));
    return site;
  }
  const homeHtml = page.html;
  const otherHtml = homeHtml.replace(HOME_ONLY_HINT, "");
  const pageOf = pageCache();
  const pictureSource = pictureSources(root);

  site.get("/assets/*", async (c) => {
    const answer = await fileAnswer(c, root, IMMUTABLE);
    return answer ? send(c, answer) : c.text("Not found", 404);
  });
  site.get("*", async (c) => {
    const answer = c.req.path === "/index.html" ? null : await fileAnswer(c, root, PUBLIC_FILE);
    if (answer) return send(c, answer);
    const kind = HOME_PATHS.has(c.req.path) ? "home" : "other";
    const html = kind === "home" ? homeHtml : otherHtml;
    // A failed answer leaves the page as built: the browser makes its calls itself.
    const start = options.startAnswers ? await options.startAnswers(c, kind).catch(() => null) : null;
    const page = pageOf(start ? withStartAnswers(html, start, pictureSource) : html);
    return send(c, page(chooseEncodings(c.req.header("accept-encoding"))[0] ?? "identity"));
  });
  return site;
}
