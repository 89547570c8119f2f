// index.html as the server sends it: the files that hold back the first paint (the theme script, the stylesheet)
// written into it once at start, so a phone on a slow line paints after the page alone instead of one round trip
// later. The content security policy allows exactly these inline blocks, by their hashes.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}
export interface SitePage {
  html: string;
  inlineHashes: InlineHashes;
}

/** A classic (render-blocking) script of the site's own, and the build's stylesheet link. */
const BLOCKING_SCRIPT = /<script src="(\/[\w./-]+\.js)"><\/script>/g;
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/[\w./-]+\.css)">/g;

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The built page with its blocking files inlined; null when the site is not built. */
export function readSitePage(distDir: string): SitePage | null {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, "index.html");
  if (!existsSync(indexFile)) return null;
  const scripts: string[] = [];
  const styles: string[] = [];
  const inline = (tag: "script" | "style", into: string[]) => (element: string, url: string) => {
    const file = path.join(root, url);
    if (!file.startsWith(root + path.sep) || !existsSync(file)) return element;
    const text = readFileSync(file, "utf8");
    // A closing tag inside would end the block early: such a file stays a file.
    if (text.toLowerCase().includes(`</${tag}`)) return element;
    into.push(hashOf(text));
    // A stylesheet keeps its link, disabled (never fetched): Vite's loader of lazy code looks for that link before it
    // adds the entry's stylesheet again.
    return tag === "style" ? `<style>${text}</style><link rel="stylesheet" href="${url}" disabled>` : `<script>${text}</script>`;
  };
  const html = readFileSync(indexFile, "utf8").replace(BLOCKING_SCRIPT, inline("script", scripts)).replace(STYLESHEET, inline("style", styles));
  return { html, inlineHashes: { scripts, styles } };
}
