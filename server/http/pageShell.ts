// The home page's first view, drawn by the server inside #root: the header and menu bars and the first banner, in the
// layout's own classes (src/app/layout, BannerRegion.tsx and BannerCarousel.tsx), so a slow phone shows the banner
// before the scripts have run. The app replaces it on its first render (src/main.tsx lets it be painted first).
// Nothing in it can be used, so assistive technology skips it. tests/e2e/speed.test.ts holds its banner where the app's is.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { getMimeType } from "hono/utils/mime";

/** A picture this small travels inside the page: no request of its own, which a phone's few connections would queue. */
const INLINE_PICTURE_BYTES = 16 * 1024;

const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The build's file a site address names, or null (an outside address, a malformed one, or one outside the build). */
function buildFile(distDir: string, url: string): string | null {
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  try {
    const file = path.join(distDir, decodeURI(url.split(/[?#]/)[0] ?? ""));
    return file.startsWith(distDir + path.sep) ? file : null;
  } catch {
    return null;
  }
}

function isSmallFile(file: string): boolean {
  try {
    return statSync(file).size <= INLINE_PICTURE_BYTES;
  } catch {
    return false;
  }
}

/** A site picture's address, or its bytes as a data: address when it is a small file of the build. */
export function pictureSources(distDir: string) {
  const known = new Map<string, string>();
  return (url: string): string => {
    const cached = known.get(url);
    if (cached) return cached;
    const file = buildFile(distDir, url);
    const type = file ? getMimeType(file)?.split(";")[0] : undefined;
    const source = file && type?.startsWith("image/") && isSmallFile(file) ? `data:${type};base64,${readFileSync(file).toString("base64")}` : url;
    // Build files do not change while the server runs; an operator's picture keeps its address.
    if (known.size < 64) known.set(url, source);
    return source;
  };
}

export function homeShell(pictureSource: string): string {
  return `<div class="app app--full page-shell" aria-hidden="true" data-page-shell>
<header class="site-header"><div class="site-header__top"></div></header>
<nav class="site-nav"><ul><li class="site-nav__item"><a>&nbsp;</a></li></ul></nav>
<div class="region-banner"><section class="banner-carousel"><div class="banner-carousel__viewport"><div class="banner-carousel__track"><div class="banner-carousel__slide">
<img alt="" src="${attribute(pictureSource)}" fetchpriority="high" elementtiming="page-shell-banner">
</div></div></div></section></div>
</div>`;
}
