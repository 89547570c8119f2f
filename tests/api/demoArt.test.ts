// The demo catalogue's pictures (scripts/demoArt.ts): every game its own drawing with no words in it (the tile writes
// the name in the reader's language), small enough for a phone; every vendor its own mark, its name readable on the
// light and the dark theme.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_VENDORS, gameArtUrl, vendorLogoUrl } from "../../server/seed/catalog";

const read = (url: string) => readFileSync(path.resolve("public", url.replace(/^\//, "")), "utf8");

/** WCAG contrast of two sRGB colours given as [r, g, b] in 0..1. */
function contrast(a: number[], b: number[]) {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
function hslToRgb(h: number, s: number, l: number) {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}
const WHITE = [1, 1, 1];
/** The dark theme's surface, #161d2d. */
const DARK_SURFACE = [0x16 / 255, 0x1d / 255, 0x2d / 255];

describe("the demo catalogue's pictures", () => {
  const games = DEMO_VENDORS.flatMap((vendor) => vendor.games.map(([en]) => ({ name: `${vendor.code} ${en}`, svg: read(gameArtUrl(vendor, en)) })));

  it("draws every game a picture of its own, with no words in it, in a few kilobytes", () => {
    expect(games.length).toBeGreaterThan(60);
    for (const game of games) {
      expect(game.svg, game.name).not.toMatch(/<text|<image|font-family/);
      expect(game.svg.length, game.name).toBeLessThan(8_000);
    }
    // Not one drawing in different colours: the shapes differ once every colour is taken out.
    const shapes = new Set(games.map((game) => game.svg.replace(/hsl\([^)]*\)|#[0-9a-f]{3,6}\b/gi, "")));
    expect(shapes.size).toBe(games.length);
  });

  it("gives every vendor a mark of its own and a name that reads on white, on the dark theme and on the footer", () => {
    expect(new Set(DEMO_VENDORS.map((vendor) => vendor.mark.join(" "))).size).toBe(DEMO_VENDORS.length);
    for (const vendor of DEMO_VENDORS) {
      const colour = read(vendorLogoUrl(vendor, false));
      const white = read(vendorLogoUrl(vendor, true));
      const name = vendor.name.replace(/&/g, "&amp;").replace(/'/g, "&#39;");
      expect(colour, vendor.code).toContain(`>${name}</text>`);
      const fill = /<text[^>]*fill='hsl\((\d+),(\d+)%,([\d.]+)%\)'/.exec(colour);
      const rgb = hslToRgb(Number(fill?.[1]), Number(fill?.[2]) / 100, Number(fill?.[3]) / 100);
      expect([contrast(rgb, WHITE) >= 3, contrast(rgb, DARK_SURFACE) >= 3], vendor.code).toEqual([true, true]);
      expect(white, vendor.code).toMatch(new RegExp(`<text[^>]*fill='#fff'[^>]*>${name}</text>`));
    }
  });
});
