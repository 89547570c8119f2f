// An operator's text is written into the page as it is: the `$` patterns of String.replace (`$&`, `` $` ``, `$'`, `$1`)
// in a banner's title or picture address must never paste the page's own parts into the start-up data or the first view.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { replaceFirst, siteRoutes } from "../../../server/http/static";

const PAGE = `<!doctype html>
<html lang="bn">
  <head><title>Tala</title></head>
  <body><div id="root"></div></body>
</html>
`;
const PATTERNS = ["$`", "$'", "$&", "$1", "$$", "$<name>"];

let dist: string;
beforeAll(() => {
  dist = path.join(mkdtempSync(path.join(tmpdir(), "tala-text-")), "dist");
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, "index.html"), PAGE);
});
afterAll(() => rmSync(path.dirname(dist), { recursive: true, force: true }));

it("inserts text with $ patterns exactly as written", () => {
  for (const pattern of PATTERNS) expect(replaceFirst("<a></head><b>", "</head>", `x${pattern}y</head>`)).toBe(`<a>x${pattern}y</head><b>`);
  expect(replaceFirst("no marker here", "</head>", "$`")).toBe("no marker here");
});

it("keeps the start-up data parseable and the page whole when a banner's title and address carry $ patterns", async () => {
  const title = `Big ${PATTERNS.join(" ")} win`;
  const url = `https://cdn.example/${encodeURIComponent("$")}&a=$'&b=$\``;
  const site = siteRoutes(dist, {
    startAnswers: async () => ({
      merchant: "TALA",
      language: "bn",
      answers: { "/wps/content/banners?groupName=w_home": { success: true, code: "ok", message: "OK", value: [{ groupName: "w_home", bannerId: 1, url, title, linkageType: "none", linkageTarget: "" }] } },
    }),
  });
  const page = await (await site.request("/")).text();
  // One head, one body, one root: nothing of the page was pasted a second time.
  expect(page.match(/<head>/g)).toHaveLength(1);
  expect(page.match(/<\/head>/g)).toHaveLength(1);
  expect(page.match(/<div id="root">/g)).toHaveLength(1);
  const json = /<script type="application\/json" id="tala-start">(.*?)<\/script>/.exec(page)?.[1] ?? "";
  expect(JSON.parse(json)).toMatchObject({ answers: { "/wps/content/banners?groupName=w_home": { value: [{ title, url }] } } });
  expect(page).toContain(`src="${url.replace(/&/g, "&amp;")}"`);
});
