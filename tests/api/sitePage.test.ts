// The page's render-blocking files written into it at start, and a content security policy that allows exactly those.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readSitePage } from "../../server/http/sitePage";
import { contentSecurityPolicy } from "../../server/http/security";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the page as sent", () => {
  let dist = "";
  const build = (files: Record<string, string>) => {
    dist = mkdtempSync(path.join(tmpdir(), "tala-page-"));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
      writeFileSync(path.join(dist, name), text);
    }
    return dist;
  };
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("inlines the theme script and the stylesheet, and the policy allows them by hash and nothing else inline", () => {
    const theme = "document.documentElement.dataset.theme = 'light';";
    const css = "body{color:red}";
    const page = readSitePage(
      build({
        "index.html": `<head><script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/app.js"></script><link rel="stylesheet" crossorigin href="/assets/app.css"></head>`,
        "theme-init.js": theme,
        "assets/app.js": "export {};",
        "assets/app.css": css,
      }),
    );
    expect(page?.html).toBe(`<head><script>${theme}</script><script type="module" crossorigin src="/assets/app.js"></script><style>${css}</style><link rel="stylesheet" href="/assets/app.css" disabled></head>`);
    expect(page?.inlineHashes).toEqual({ scripts: [hash(theme)], styles: [hash(css)] });
    const policy = contentSecurityPolicy([], page?.inlineHashes);
    expect(policy).toContain(`script-src 'self' ${hash(theme)};`);
    expect(policy).toContain(`style-src 'self' ${hash(css)};`);
    expect(policy).not.toContain("unsafe-inline");
    expect(contentSecurityPolicy([])).toContain("script-src 'self'; style-src 'self';");
  });

  it("leaves a file that could end its block early, or that is missing or outside the build, as a link", () => {
    const page = readSitePage(
      build({
        "index.html": `<script src="/a.js"></script><script src="/missing.js"></script><link rel="stylesheet" href="/b.css"><link rel="stylesheet" href="/../outside.css">`,
        "a.js": "document.write('</script>');",
        "b.css": "/* </style> */",
      }),
    );
    expect(page?.html).toBe(`<script src="/a.js"></script><script src="/missing.js"></script><link rel="stylesheet" href="/b.css"><link rel="stylesheet" href="/../outside.css">`);
    expect(page?.inlineHashes).toEqual({ scripts: [], styles: [] });
  });

  it("is null before the site is built", () => {
    expect(readSitePage(build({ "other.txt": "" }))).toBeNull();
  });
});
