// Draws the demo content's pictures as SVG into public/demo/: game tiles, vendor logos, banners, promotions and the gift widget.
// Run after changing server/seed/catalog.ts or the lists below: npx tsx scripts/demoArt.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BANNER_ART, GIFT_ART, PAGE_BANNERS, giftArtUrl } from "../server/seed/bannerArt";
import { artText } from "../server/seed/translations";
import { LANGUAGES } from "../src/contract/domain";
import { DEMO_VENDORS, gameArtUrl, vendorLogoUrl, type DemoVendor } from "../server/seed/catalog";
import { MARK_GLYPHS, MARK_SHAPES, MOTIFS as GAME_MOTIFS, TILE_DEFS, scene } from "./demoArtMotifs";

const root = path.resolve("public");
const write = (url: string, svg: string) => {
  const file = path.join(root, url);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${svg.replace(/\n\s*/g, "")}\n`);
};
const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/'/g, "&#39;");
// Every script of the eight languages, on whatever fonts the viewer has.
const FONT =
  "font-family='Hind Siliguri, Noto Sans Bengali, Segoe UI, Arial, Noto Sans Devanagari, Nirmala UI, Mangal, Noto Sans Thai, Leelawadee UI, Tahoma, Noto Sans SC, PingFang SC, Microsoft YaHei, WenQuanYi Micro Hei, sans-serif'";

// The banners' drawings (the game tiles have their own, in demoArtMotifs.ts).
const MOTIFS: Record<string, string> = {
  RNG: "<text x='100' y='128' text-anchor='middle' font-size='92' font-weight='900' fill='url(#shine)' stroke='#7a4a00' stroke-width='3' font-family='Georgia, serif'>7</text>",
  LIVE: "<circle cx='100' cy='95' r='44' fill='none' stroke='#fff' stroke-width='8' opacity='.9'/><circle cx='100' cy='95' r='18' fill='url(#shine)'/>",
  FISH: "<path d='M48 95c22-34 70-38 100 0-30 38-78 34-100 0z' fill='url(#shine)'/><path d='M148 95l22-20v40z' fill='url(#shine)'/><circle cx='72' cy='90' r='5' fill='#123'/>",
  PVP: "<path d='M100 48c-22 30-46 42-46 62 0 14 12 24 26 22 6 0 12-4 16-8-2 10-6 18-12 24h32c-6-6-10-14-12-24 4 4 10 8 16 8 14 2 26-8 26-22 0-20-24-32-46-62z' fill='url(#shine)'/>",
  SPORTS: "<circle cx='100' cy='95' r='44' fill='#fff'/><path d='M100 65l20 14-8 24h-24l-8-24z' fill='#222'/>",
  ESPORTS: "<rect x='52' y='72' width='96' height='50' rx='25' fill='url(#shine)'/><circle cx='78' cy='97' r='8' fill='#222'/><circle cx='124' cy='92' r='5' fill='#222'/><circle cx='134' cy='102' r='5' fill='#222'/>",
  LOTT: "<circle cx='76' cy='92' r='24' fill='url(#shine)'/><circle cx='124' cy='92' r='24' fill='#fff'/><text x='76' y='101' text-anchor='middle' font-size='26' font-weight='800' fill='#222'>8</text><text x='124' y='101' text-anchor='middle' font-size='26' font-weight='800' fill='#222'>3</text>",
  ELOTT: "<rect x='54' y='60' width='92' height='70' rx='12' fill='url(#shine)'/><text x='100' y='108' text-anchor='middle' font-size='34' font-weight='800' fill='#222'>3D</text>",
};

const defs = (hue: number) => `<defs>
  <linearGradient id='bg' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='hsl(${hue},80%,52%)'/><stop offset='1' stop-color='hsl(${(hue + 40) % 360},75%,28%)'/></linearGradient>
  <linearGradient id='shine' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#fff6c2'/><stop offset='.5' stop-color='#ffd24a'/><stop offset='1' stop-color='#e39a00'/></linearGradient>
  <radialGradient id='glow' cx='.5' cy='.4' r='.6'><stop offset='0' stop-color='#fff' stop-opacity='.45'/><stop offset='1' stop-color='#fff' stop-opacity='0'/></radialGradient>
</defs>`;

/** Themes drawn over another type's scene: the esports titles of a sports vendor. */
const MOTIF_SCENES: Record<string, string> = { dota: "ESPORTS", valorant: "ESPORTS" };

/** The vendor's colour: its hue at the lightness whose luminance reads on white and on the dark theme's surfaces alike. */
function brandColour(hue: number, target = 0.2): string {
  const channel = (n: number, l: number) => {
    const k = (n + hue / 30) % 12;
    const a = 0.8 * Math.min(l, 1 - l);
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (l: number) => 0.2126 * channel(0, l) + 0.7152 * channel(8, l) + 0.0722 * channel(4, l);
  // Contrast 3.5:1 on white and about 4:1 on #161d2d: luminance near 0.2.
  let low = 0;
  let high = 1;
  for (let i = 0; i < 20; i++) {
    const mid = (low + high) / 2;
    if (luminance(mid) < target) low = mid;
    else high = mid;
  }
  return `hsl(${hue},80%,${(low * 100).toFixed(1)}%)`;
}

/** A vendor's logo: its mark (a glyph on its shape) and its name. The colour one sits on light and dark surfaces; the white one on the footer's dark band. */
function vendorLogo(vendor: DemoVendor, white: boolean) {
  const [glyphKey, shapeKey] = vendor.mark;
  const glyph = MARK_GLYPHS[glyphKey];
  const shape = MARK_SHAPES[shapeKey];
  if (!glyph || !shape) throw new Error(`${vendor.code}: no mark "${glyphKey}" on "${shapeKey}" in scripts/demoArtMotifs.ts`);
  const colour = brandColour(vendor.hue);
  const width = Math.round(58 + vendor.name.length * 11.5);
  const fill = white ? "#fff" : "url(#mark)";
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} 48'>
    <defs><linearGradient id='mark' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${brandColour(vendor.hue, 0.3)}'/><stop offset='.55' stop-color='${colour}'/><stop offset='1' stop-color='${colour}'/></linearGradient></defs>
    <path d='${shape}' fill='${fill}'/>${glyph(white ? colour : "#fff")}
    <text x='54' y='31' font-size='19' font-weight='800' letter-spacing='-.2' fill='${white ? "#fff" : colour}' ${FONT}>${esc(vendor.name)}</text></svg>`;
}

// Each game its own picture: its theme's drawing over its game type's scene, no words in it (the tile names the game).
for (const vendor of DEMO_VENDORS) {
  vendor.games.forEach(([en, , art], index) => {
    const motif = GAME_MOTIFS[art];
    if (!motif) throw new Error(`${vendor.code} ${en}: no motif "${art}" in scripts/demoArtMotifs.ts`);
    const hue = (vendor.hue + index * 23) % 360;
    write(gameArtUrl(vendor, en), `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 200'><defs>${TILE_DEFS}</defs>${scene(MOTIF_SCENES[art] ?? vendor.gameType, hue)}${motif(hue)}</svg>`);
  });
  for (const white of [false, true]) write(vendorLogoUrl(vendor, white), vendorLogo(vendor, white));
}

/**
 * Sparkles and confetti around a banner's words, placed by a generator seeded with its hue: each area's differs, and a
 * run draws the same file again.
 */
function festoon(hue: number): string {
  let seed = hue * 7919 + 17;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const at = (low: number, high: number) => Math.round(low + next() * (high - low));
  const stars = Array.from({ length: 12 }, () => {
    const [x, y, r] = [at(720, 1410), at(24, 396), at(6, 16)];
    const q = Math.max(2, Math.round(r / 4));
    return `<path d='M${x} ${y - r}L${x + q} ${y - q} ${x + r} ${y} ${x + q} ${y + q} ${x} ${y + r} ${x - q} ${y + q} ${x - r} ${y} ${x - q} ${y - q}z'/>`;
  });
  // Confetti in the bands above and below the words.
  const confetti = Array.from({ length: 16 }, (_, index) => {
    const [x, y] = [at(40, 1400), index % 2 === 0 ? at(14, 70) : at(360, 410)];
    return `<rect x='${x}' y='${y}' width='14' height='5' rx='2' fill='hsl(${(hue + at(0, 360)) % 360},90%,70%)' transform='rotate(${at(0, 180)} ${x} ${y})'/>`;
  });
  return `<g fill='#fff6c2' opacity='.8'>${stars.join("")}</g><g opacity='.85'>${confetti.join("")}</g>`;
}

/**
 * Banner art: a wide gradient scene with a headline, a line under it and, for a banner that links somewhere, a
 * call-to-action pill (the whole picture is the link). A banner without a link draws no button: nothing to press.
 */
function banner(url: string, hue: number, headline: string, line: string, cta: string, motif: string) {
  const pill = cta
    ? `<rect x='120' y='270' width='${cta.length * 17 + 60}' height='62' rx='31' fill='url(#shine)'/>
    <text x='${120 + (cta.length * 17 + 60) / 2}' y='311' text-anchor='middle' font-size='26' font-weight='800' fill='#4a2a00' ${FONT}>${esc(cta)}</text>`
    : "";
  write(url, `<svg xmlns='http://www.w3.org/2000/svg' width='1440' height='420' viewBox='0 0 1440 420'>${defs(hue)}
    <rect width='1440' height='420' fill='url(#bg)'/><rect width='1440' height='420' fill='url(#glow)'/>
    <g opacity='.14' fill='#fff'><circle cx='1250' cy='60' r='180'/><circle cx='1380' cy='380' r='140'/><circle cx='80' cy='420' r='120'/></g>
    ${festoon(hue)}<g transform='translate(930 40) scale(1.7)'>${motif}</g>
    <text x='120' y='170' font-size='64' font-weight='800' fill='#fff' ${FONT}>${esc(headline)}</text>
    <text x='120' y='232' font-size='30' fill='#fff' opacity='.92' ${FONT}>${esc(line)}</text>
    ${pill}</svg>`);
}

const coins = "<g><circle cx='100' cy='100' r='70' fill='url(#shine)'/><circle cx='100' cy='100' r='52' fill='none' stroke='#b87400' stroke-width='6'/><text x='100' y='122' text-anchor='middle' font-size='64' font-weight='900' fill='#8a5600' font-family='Georgia, serif'>৳</text></g>";
const cards = `<g transform='translate(0 10)'>${MOTIFS.PVP ?? ""}</g>`;
const ball = MOTIFS.SPORTS ?? "";
const seven = MOTIFS.RNG ?? "";

const BANNER_MOTIFS: Record<string, string> = { "home-welcome": coins, "home-slots": seven, "home-cricket": ball, "home-raffle": cards };

// One picture per language: the home banners' words (BN beside them, the others from art.json), and each area's.
for (const art of BANNER_ART) {
  for (const language of LANGUAGES) {
    const words = language === "bn" ? art.text.bn : art.text.en.map((text) => artText(text, language));
    banner(`/demo/banners/${art.url}-${language}.svg`, art.hue, words[0] ?? "", words[1] ?? "", words[2] ?? "", BANNER_MOTIFS[art.url] ?? coins);
  }
}

const PAGE_MOTIFS: Record<string, string> = {
  rng: seven, live: MOTIFS.LIVE ?? "", fish: MOTIFS.FISH ?? "", pvp: cards, sports: ball, esports: MOTIFS.ESPORTS ?? "", lott: MOTIFS.LOTT ?? "",
  promotion: coins, help: MOTIFS.LIVE ?? "", down: MOTIFS.ESPORTS ?? "", login: coins, reg: coins, shop: coins,
};
// A page's banner heads its area and links nowhere (server/seed/content.ts), so it draws no button.
for (const [group, hue, headline, line] of PAGE_BANNERS) {
  for (const language of LANGUAGES) banner(`/demo/banners/${group}-${language}.svg`, hue, artText(headline, language), artText(line, language), "", PAGE_MOTIFS[group] ?? coins);
}

for (const [name, hue, motif] of [["promo-welcome", 265, coins], ["promo-rebate", 200, seven], ["promo-raffle", 330, cards], ["promo-vip", 45, coins], ["promo-cricket", 120, ball]] as const) {
  write(`/demo/promotions/${name}.svg`, `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 300'>${defs(hue)}
    <rect width='640' height='300' fill='url(#bg)'/><rect width='640' height='300' fill='url(#glow)'/>
    <g opacity='.15' fill='#fff'><circle cx='560' cy='40' r='120'/><circle cx='40' cy='300' r='90'/></g>
    <g transform='translate(220 20) scale(1.3)'>${motif}</g></svg>`);
}

// The gift widget: a collapsed icon (w_topup_1), an expanded button (w_topup_2) and the popup's picture (w_topup_3).
write("/demo/gift/icon.svg", `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'>${defs(350)}
  <circle cx='48' cy='48' r='46' fill='url(#bg)'/><rect x='24' y='42' width='48' height='34' rx='4' fill='url(#shine)'/>
  <rect x='20' y='32' width='56' height='14' rx='4' fill='#ffe07a'/><rect x='44' y='32' width='8' height='44' fill='#d8232a'/>
  <path d='M48 32c-8-14-24-10-16 0zM48 32c8-14 24-10 16 0z' fill='#d8232a'/></svg>`);
// The button and the popup carry words: one picture per language (GIFT_ART's words, art.json's for the others).
for (const language of LANGUAGES) {
  const [title, offer, until, badge] = GIFT_ART.map((text) => artText(text, language));
  const percent = badge ?? "";
  write(giftArtUrl("button", language), `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 220 120'>${defs(350)}
  <rect width='220' height='120' rx='20' fill='url(#bg)'/><rect x='14' y='46' width='56' height='44' rx='5' fill='url(#shine)'/>
  <rect x='10' y='34' width='64' height='16' rx='4' fill='#ffe07a'/><rect x='38' y='34' width='8' height='56' fill='#d8232a'/>
  <text x='146' y='56' text-anchor='middle' font-size='${(title ?? "").length > 12 ? 17 : 22}' font-weight='800' fill='#fff' ${FONT}>${esc(title ?? "")}</text>
  <text x='146' y='88' text-anchor='middle' font-size='${percent.length > 9 ? 19 : 24}' font-weight='900' fill='#ffd24a' ${FONT}>${esc(percent)}</text></svg>`);
  write(giftArtUrl("popup", language), `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 600 360'>${defs(345)}
  <rect width='600' height='360' rx='24' fill='url(#bg)'/><rect width='600' height='360' rx='24' fill='url(#glow)'/>
  <g transform='translate(380 70) scale(1.1)'>${coins}</g>
  <text x='50' y='130' font-size='44' font-weight='800' fill='#fff' ${FONT}>${esc(title ?? "")}</text>
  <text x='50' y='190' font-size='26' fill='#fff' ${FONT}>${esc(offer ?? "")}</text>
  <text x='50' y='230' font-size='26' fill='#fff' ${FONT}>${esc(until ?? "")}</text></svg>`);
}

console.log("demo art written to public/demo/");
