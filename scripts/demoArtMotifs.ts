// The drawings scripts/demoArt.ts composes the demo catalogue's pictures from: a scene per game type, a motif per
// game theme (the catalogue's art key) and a mark per vendor. Pure SVG strings on a 200×200 canvas, no text in them.

/** Shared paint every tile may use: gold, a sphere's shading and gloss, a soft glow. */
export const TILE_DEFS = `<linearGradient id='gold' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#fff4b8'/><stop offset='.45' stop-color='#ffc83a'/><stop offset='1' stop-color='#c27800'/></linearGradient>
<linearGradient id='silver' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#fff'/><stop offset='.5' stop-color='#cfd6e2'/><stop offset='1' stop-color='#8391a8'/></linearGradient>
<radialGradient id='rim' cx='.42' cy='.38' r='.62'><stop offset='.55' stop-color='#000' stop-opacity='0'/><stop offset='1' stop-color='#000' stop-opacity='.38'/></radialGradient>
<radialGradient id='glow' cx='.5' cy='.5' r='.5'><stop offset='0' stop-color='#fff' stop-opacity='.75'/><stop offset='1' stop-color='#fff' stop-opacity='0'/></radialGradient>`;

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

/* ---------- Small pieces ---------- */

/** A shaded sphere (a ball, a pearl, a coin's face) with a gloss highlight. */
const sphere = (x: number, y: number, r: number, fill: string) =>
  `<circle cx='${x}' cy='${y}' r='${r}' fill='${fill}'/><circle cx='${x}' cy='${y}' r='${r}' fill='url(#rim)'/><ellipse cx='${x - r * 0.35}' cy='${y - r * 0.4}' rx='${r * 0.32}' ry='${r * 0.2}' fill='#fff' opacity='.75' transform='rotate(-30 ${x - r * 0.35} ${y - r * 0.4})'/>`;
/** A lottery ball: a coloured sphere with a white band and a star in it (numbers would be one script's digits). */
const ball = (x: number, y: number, r: number, fill: string) =>
  `${sphere(x, y, r, fill)}<circle cx='${x}' cy='${y}' r='${r * 0.48}' fill='#fff'/>${star(x, y + r * 0.03, r * 0.3, fill)}`;
/** A gold coin seen face on, with a star stamped in it. */
const coin = (x: number, y: number, r: number) =>
  `<circle cx='${x}' cy='${y + r * 0.12}' r='${r}' fill='#a86400'/><circle cx='${x}' cy='${y}' r='${r}' fill='url(#gold)'/><circle cx='${x}' cy='${y}' r='${r * 0.74}' fill='none' stroke='#b77400' stroke-width='${r * 0.1}'/>${star(x, y, r * 0.42, "#d08a00")}`;
/** A coin lying in a stack: an ellipse with its edge. */
const stackCoin = (x: number, y: number, w: number) => `<ellipse cx='${x}' cy='${y + 5}' rx='${w}' ry='${w * 0.32}' fill='#a86400'/><ellipse cx='${x}' cy='${y}' rx='${w}' ry='${w * 0.32}' fill='url(#gold)' stroke='#b77400' stroke-width='1.5'/>`;
const coinStack = (x: number, bottom: number, w: number, n: number) => Array.from({ length: n }, (_, i) => stackCoin(x, bottom - i * 8, w)).join("");
/** A five-pointed star. */
export function star(x: number, y: number, r: number, fill: string, inner = 0.45) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 === 0 ? r : r * inner;
    return `${(x + d * Math.cos(a)).toFixed(1)},${(y + d * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points='${points.join(" ")}' fill='${fill}'/>`;
}
/** A four-pointed sparkle. */
const sparkle = (x: number, y: number, r: number, fill = "#fff") =>
  `<path d='M${x} ${y - r}Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y}Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r}Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y}Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r}z' fill='${fill}'/>`;
const sparkles = (list: [number, number, number][], fill = "#fff") => list.map(([x, y, r]) => sparkle(x, y, r, fill)).join("");
/** A cut gem: a crown of facets over a pavilion. */
function gem(x: number, y: number, w: number, light: string, mid: string, dark: string) {
  const h = w * 0.9;
  const t = h * 0.34;
  return `<g transform='translate(${x - w / 2} ${y - t})'>
    <path d='M${w * 0.22} 0H${w * 0.78}L${w} ${t}L${w / 2} ${h}L0 ${t}z' fill='${mid}'/>
    <path d='M${w * 0.22} 0L${w * 0.32} ${t}H${w * 0.68}L${w * 0.78} 0z' fill='${light}'/>
    <path d='M0 ${t}L${w * 0.32} ${t}L${w / 2} ${h}z' fill='${light}' opacity='.7'/>
    <path d='M${w} ${t}L${w * 0.68} ${t}L${w / 2} ${h}z' fill='${dark}'/>
    <path d='M${w * 0.22} 0L0 ${t}H${w * 0.32}z' fill='#fff' opacity='.45'/></g>`;
}
/** A cloud from overlapping circles. */
const cloud = (x: number, y: number, s: number, fill: string) =>
  `<g transform='translate(${x} ${y}) scale(${s})' fill='${fill}'><circle cx='-28' cy='6' r='18'/><circle cx='-6' cy='-8' r='24'/><circle cx='22' cy='0' r='20'/><circle cx='38' cy='10' r='12'/><rect x='-44' y='6' width='88' height='20' rx='10'/></g>`;
/** A card suit, drawn in a 20×20 box at (x, y) scaled by s. */
export const SUIT_PATHS = {
  heart: "M10 18.5C4 13.5 0.5 10.5 0.5 6.3 0.5 3.3 2.8 1 5.6 1 7.5 1 9.1 2.1 10 3.7 10.9 2.1 12.5 1 14.4 1 17.2 1 19.5 3.3 19.5 6.3 19.5 10.5 16 13.5 10 18.5z",
  diamond: "M10 0.5L18 10 10 19.5 2 10z",
  spade: "M10 0.8C13.5 5 19 8 19 12.2 19 14.8 17 16.5 14.8 16.5 13.2 16.5 11.9 15.6 11.2 14.4 11.4 16.4 12.1 18 13.4 19.3H6.6C7.9 18 8.6 16.4 8.8 14.4 8.1 15.6 6.8 16.5 5.2 16.5 3 16.5 1 14.8 1 12.2 1 8 6.5 5 10 0.8z",
  club: "M10 1A4.3 4.3 0 0 1 13.6 7.7 4.3 4.3 0 1 1 11.3 14.6C11.6 16.5 12.3 18 13.4 19.3H6.6C7.7 18 8.4 16.5 8.7 14.6A4.3 4.3 0 1 1 6.4 7.7 4.3 4.3 0 0 1 10 1z",
} as const;
type Suit = keyof typeof SUIT_PATHS;
const suit = (kind: Suit, x: number, y: number, s: number, fill?: string) =>
  `<path d='${SUIT_PATHS[kind]}' transform='translate(${x} ${y}) scale(${s})' fill='${fill ?? (kind === "heart" || kind === "diamond" ? "#d7263d" : "#1b1b2f")}'/>`;
/** A playing card face up (its suit in the corners and a big pip) or face down, rotated about its centre. */
function card(x: number, y: number, angle: number, kind: Suit | "back", backHue = 0) {
  const body =
    kind === "back"
      ? `<rect width='56' height='80' rx='7' fill='#fff'/><rect x='4' y='4' width='48' height='72' rx='5' fill='${hsl(backHue, 70, 42)}'/><path d='M4 20L20 4M4 40L40 4M4 60L52 12M4 76L52 28M20 76L52 44M40 76L52 64' stroke='#fff' stroke-opacity='.25' stroke-width='4'/><rect x='4' y='4' width='48' height='72' rx='5' fill='none' stroke='#fff' stroke-opacity='.6' stroke-width='1.5'/>`
      : `<rect width='56' height='80' rx='7' fill='#fff' stroke='#d9dce6' stroke-width='1.5'/>${suit(kind, 5, 6, 0.55)}${suit(kind, 40, 62, 0.55)}${suit(kind, 13, 25, 1.5)}`;
  return `<g transform='translate(${x} ${y}) rotate(${angle}) translate(-28 -40)'><rect x='2' y='3' width='56' height='80' rx='7' fill='#000' opacity='.25'/>${body}</g>`;
}
/** A casino chip seen from above. */
const chip = (x: number, y: number, r: number, fill: string) =>
  `<circle cx='${x}' cy='${y + r * 0.12}' r='${r}' fill='#000' opacity='.3'/><circle cx='${x}' cy='${y}' r='${r}' fill='${fill}'/><circle cx='${x}' cy='${y}' r='${r}' fill='none' stroke='#fff' stroke-width='${r * 0.22}' stroke-dasharray='${r * 0.42} ${r * 0.42}'/><circle cx='${x}' cy='${y}' r='${r * 0.6}' fill='none' stroke='#fff' stroke-opacity='.7' stroke-width='1.5'/><circle cx='${x}' cy='${y}' r='${r * 0.2}' fill='#fff' opacity='.85'/>`;
/** A chip stack seen from the side. */
const chipStack = (x: number, bottom: number, w: number, n: number, fill: string) =>
  Array.from({ length: n }, (_, i) => {
    const y = bottom - i * 7;
    return `<ellipse cx='${x}' cy='${y + 4}' rx='${w}' ry='${w * 0.3}' fill='#000' opacity='.35'/><ellipse cx='${x}' cy='${y}' rx='${w}' ry='${w * 0.3}' fill='${fill}' stroke='#fff' stroke-width='2.5' stroke-dasharray='5 6'/>`;
  }).join("");
/** Pixel art from rows of characters, each a palette key (space is empty). */
function pixels(rows: string[], x: number, y: number, size: number, palette: Record<string, string>) {
  return rows
    .flatMap((row, r) => [...row].map((key, c) => (palette[key] ? `<rect x='${x + c * size}' y='${y + r * size}' width='${size + 0.3}' height='${size + 0.3}' fill='${palette[key]}'/>` : "")))
    .join("");
}
/** A die seen face on, with its pips. */
function die(x: number, y: number, size: number, angle: number, face: number, fill = "#fff", pip = "#c1121f") {
  const at = (px: number, py: number) => `<circle cx='${px * size}' cy='${py * size}' r='${size * 0.09}' fill='${pip}'/>`;
  const pips: Record<number, [number, number][]> = {
    1: [[0.5, 0.5]], 2: [[0.27, 0.27], [0.73, 0.73]], 3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
    4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]], 5: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
    6: [[0.27, 0.22], [0.73, 0.22], [0.27, 0.5], [0.73, 0.5], [0.27, 0.78], [0.73, 0.78]],
  };
  return `<g transform='translate(${x} ${y}) rotate(${angle}) translate(${-size / 2} ${-size / 2})'><rect x='3' y='5' width='${size}' height='${size}' rx='${size * 0.2}' fill='#000' opacity='.3'/><rect width='${size}' height='${size}' rx='${size * 0.2}' fill='${fill}'/><rect width='${size}' height='${size}' rx='${size * 0.2}' fill='url(#rim)' opacity='.6'/>${(pips[face] ?? []).map(([px, py]) => at(px, py)).join("")}</g>`;
}
/** A flame: an outer and an inner tongue. */
const flame = (x: number, y: number, s: number) =>
  `<g transform='translate(${x} ${y}) scale(${s})'><path d='M0 0C-22 0-30-22-18-40-16-28-8-26-8-26-12-44 0-58 10-66 6-50 24-42 22-20 22-8 14 0 0 0z' fill='#ff5a1f'/><path d='M0 0C-12 0-16-12-10-22-8-14-2-14-2-14-4-26 4-34 8-38 8-28 16-22 14-12 13-4 8 0 0 0z' fill='#ffd23f'/></g>`;
/** A roulette wheel from above: red and black pockets round a green zero, a gold turret in the middle. */
function rouletteWheel(x: number, y: number, r: number) {
  const n = 37;
  const step = (2 * Math.PI) / n;
  const pockets = Array.from({ length: n }, (_, i) => {
    const a0 = i * step - Math.PI / 2 - step / 2;
    const a1 = a0 + step;
    const p = (a: number, d: number) => `${(x + d * Math.cos(a)).toFixed(1)} ${(y + d * Math.sin(a)).toFixed(1)}`;
    const fill = i === 0 ? "#1a8f4e" : i % 2 === 1 ? "#c1121f" : "#1b1b24";
    return `<path d='M${p(a0, r * 0.62)}L${p(a0, r * 0.86)}A${r * 0.86} ${r * 0.86} 0 0 1 ${p(a1, r * 0.86)}L${p(a1, r * 0.62)}A${r * 0.62} ${r * 0.62} 0 0 0 ${p(a0, r * 0.62)}z' fill='${fill}'/>`;
  }).join("");
  return `<circle cx='${x}' cy='${y + 5}' r='${r}' fill='#000' opacity='.35'/><circle cx='${x}' cy='${y}' r='${r}' fill='#6b3a16'/><circle cx='${x}' cy='${y}' r='${r * 0.94}' fill='url(#gold)'/><circle cx='${x}' cy='${y}' r='${r * 0.87}' fill='#3a1d0a'/>${pockets}
    <circle cx='${x}' cy='${y}' r='${r * 0.62}' fill='#7a4520'/><circle cx='${x}' cy='${y}' r='${r * 0.5}' fill='#9c5b2c'/><circle cx='${x}' cy='${y}' r='${r * 0.18}' fill='url(#gold)'/>
    <path d='M${x - r * 0.42} ${y}H${x + r * 0.42}M${x} ${y - r * 0.42}V${y + r * 0.42}' stroke='url(#gold)' stroke-width='${r * 0.07}' stroke-linecap='round'/>${sphere(x + r * 0.52, y - r * 0.55, r * 0.07, "#fff")}`;
}
/** A lightning bolt. */
const bolt = (x: number, y: number, s: number, fill = "#ffe14d") =>
  `<path d='M12 0L-14 38H2L-8 74 22 30H6L16 0z' transform='translate(${x} ${y}) scale(${s})' fill='${fill}' stroke='#fff8c4' stroke-width='2' stroke-linejoin='round'/>`;
/** A crown: five points with jewels on a band. */
const crown = (x: number, y: number, s: number) =>
  `<g transform='translate(${x} ${y}) scale(${s}) translate(-60 -40)'><path d='M8 70L0 12 32 38 60 0 88 38 120 12 112 70z' fill='url(#gold)' stroke='#a86400' stroke-width='3' stroke-linejoin='round'/><rect x='6' y='66' width='108' height='16' rx='4' fill='url(#gold)' stroke='#a86400' stroke-width='3'/>
    ${sphere(0, 12, 7, "#ffe07a")}${sphere(60, 0, 8, "#ffe07a")}${sphere(120, 12, 7, "#ffe07a")}${gem(60, 48, 20, "#ff8fa3", "#e01e4b", "#8f0a2b")}${gem(28, 52, 14, "#8fd3ff", "#1e88e5", "#0d47a1")}${gem(92, 52, 14, "#8fffc1", "#1bb56b", "#0b6b3c")}
    <circle cx='30' cy='74' r='4' fill='#e01e4b'/><circle cx='60' cy='74' r='4' fill='#1e88e5'/><circle cx='90' cy='74' r='4' fill='#e01e4b'/></g>`;

/* ---------- Scenes: what is behind the motif, by game type ---------- */

/** Rays from the middle, as behind a slot's symbol. */
const rays = (opacity: number) =>
  `<g fill='#fff' opacity='${opacity}'>${Array.from({ length: 12 }, (_, i) => `<path d='M100 100L${(100 + 160 * Math.cos((i * Math.PI) / 6)).toFixed(0)} ${(100 + 160 * Math.sin((i * Math.PI) / 6)).toFixed(0)}L${(100 + 160 * Math.cos((i * Math.PI) / 6 + 0.26)).toFixed(0)} ${(100 + 160 * Math.sin((i * Math.PI) / 6 + 0.26)).toFixed(0)}z'/>`).join("")}</g>`;

export function scene(gameType: string, hue: number): string {
  const radial = (inner: string, outer: string) =>
    `<radialGradient id='bg' cx='.5' cy='.42' r='.75'><stop offset='0' stop-color='${inner}'/><stop offset='1' stop-color='${outer}'/></radialGradient>`;
  switch (gameType) {
    case "LIVE":
      return `<defs>${radial(hsl(hue, 55, 38), hsl(hue, 70, 10))}</defs><rect width='200' height='200' fill='url(#bg)'/>
        <ellipse cx='100' cy='210' rx='150' ry='70' fill='#0e6b3b'/><ellipse cx='100' cy='210' rx='150' ry='70' fill='none' stroke='url(#gold)' stroke-width='6'/>
        <path d='M30 0L70 200H130L170 0z' fill='#fff' opacity='.06'/>`;
    case "FISH":
      return `<defs><linearGradient id='bg' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${hsl(hue - 10, 80, 55)}'/><stop offset='1' stop-color='${hsl(hue + 20, 85, 14)}'/></linearGradient></defs><rect width='200' height='200' fill='url(#bg)'/>
        <g fill='#fff' opacity='.09'><path d='M40 0h22L20 200H-10z'/><path d='M110 0h16L96 200H70z'/><path d='M160 0h26L176 200H140z'/></g>
        <path d='M0 182Q30 170 60 180T120 178T200 176V200H0z' fill='#e9c98a' opacity='.8'/>
        <g fill='none' stroke='#fff' stroke-opacity='.5' stroke-width='1.5'><circle cx='30' cy='60' r='5'/><circle cx='38' cy='44' r='3'/><circle cx='172' cy='40' r='6'/><circle cx='164' cy='24' r='3'/><circle cx='150' cy='150' r='4'/></g>
        <path d='M14 200C10 180 22 170 16 150M186 200C192 178 178 168 186 146' stroke='#2a9d5c' stroke-width='6' fill='none' stroke-linecap='round'/>`;
    case "PVP":
      return `<defs>${radial(hsl(hue, 60, 36), hsl(hue + 10, 70, 12))}</defs><rect width='200' height='200' fill='url(#bg)'/>
        <g opacity='.07'>${suit("spade", 14, 14, 1.2, "#fff")}${suit("heart", 160, 22, 1.1, "#fff")}${suit("club", 20, 160, 1.1, "#fff")}${suit("diamond", 162, 160, 1.2, "#fff")}</g>
        <rect x='6' y='6' width='188' height='188' rx='22' fill='none' stroke='#000' stroke-opacity='.25' stroke-width='4'/>`;
    case "SPORTS":
      return `<defs><linearGradient id='bg' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${hsl(hue + 100, 60, 22)}'/><stop offset='.55' stop-color='${hsl(hue + 110, 55, 34)}'/><stop offset='.56' stop-color='${hsl(hue, 55, 36)}'/><stop offset='1' stop-color='${hsl(hue, 60, 22)}'/></linearGradient></defs><rect width='200' height='200' fill='url(#bg)'/>
        <g fill='#fff' opacity='.07'><path d='M0 110H200V130H0zM0 150H200V172H0z'/></g>
        <g fill='#fff'><circle cx='26' cy='22' r='4'/><circle cx='38' cy='22' r='4'/><circle cx='162' cy='22' r='4'/><circle cx='174' cy='22' r='4'/></g>
        <g fill='#fff' opacity='.08'><path d='M26 22L-20 120H60zM174 22L140 120H220z'/></g>`;
    case "ESPORTS":
      return `<defs>${radial(hsl(hue, 70, 28), hsl(hue + 20, 80, 7))}</defs><rect width='200' height='200' fill='url(#bg)'/>
        <g stroke='${hsl(hue + 40, 100, 65)}' stroke-opacity='.35' stroke-width='1.2'><path d='M0 150H200M0 166H200M0 186H200'/><path d='M100 130L-60 200M100 130L20 200M100 130L100 200M100 130L180 200M100 130L260 200'/></g>`;
    case "LOTT":
    case "ELOTT":
      return `<defs>${radial(hsl(hue, 85, 62), hsl(hue + 30, 80, 26))}</defs><rect width='200' height='200' fill='url(#bg)'/>${rays(0.1)}
        <g opacity='.8'><rect x='24' y='30' width='8' height='4' fill='#ff4d6d' transform='rotate(30 28 32)'/><rect x='170' y='50' width='8' height='4' fill='#4dd2ff' transform='rotate(-20 174 52)'/><rect x='30' y='170' width='8' height='4' fill='#ffe14d' transform='rotate(60 34 172)'/><rect x='160' y='168' width='8' height='4' fill='#7bff8a' transform='rotate(10 164 170)'/><circle cx='150' cy='30' r='3' fill='#fff'/><circle cx='44' cy='120' r='2.5' fill='#fff'/></g>`;
    default:
      return `<defs>${radial(hsl(hue, 85, 58), hsl(hue + 35, 75, 16))}</defs><rect width='200' height='200' fill='url(#bg)'/>${rays(0.08)}`;
  }
}

/* ---------- Motifs: one per theme ---------- */

const tigerFace = (fur: string, roar: boolean) => `<g transform='translate(0 6)'>
  <circle cx='56' cy='58' r='18' fill='${fur}'/><circle cx='144' cy='58' r='18' fill='${fur}'/><circle cx='56' cy='58' r='9' fill='#3a2314'/><circle cx='144' cy='58' r='9' fill='#3a2314'/>
  <path d='M100 46C66 46 44 68 42 98 40 130 66 156 100 156S160 130 158 98C156 68 134 46 100 46z' fill='${fur}'/>
  <path d='M100 48V72M86 50L91 68M114 50L109 68M44 92L62 98M42 108L62 108M46 124L62 118M156 92L138 98M158 108L138 108M154 124L138 118' stroke='#2b1a0e' stroke-width='5' stroke-linecap='round'/>
  <path d='M60 116C68 100 86 98 100 106 114 98 132 100 140 116 136 140 120 154 100 154S64 140 60 116z' fill='#fff4e0'/>
  <path d='M68 92Q80 82 92 92Q80 100 68 92zM108 92Q120 82 132 92Q120 100 108 92z' fill='#ffd24a' stroke='#2b1a0e' stroke-width='2'/><ellipse cx='80' cy='92' rx='2.6' ry='5' fill='#111'/><ellipse cx='120' cy='92' rx='2.6' ry='5' fill='#111'/>
  <path d='M89 110H111L100 121z' fill='#c9516b'/>
  ${roar
    ? "<path d='M80 128Q100 122 120 128Q118 152 100 154Q82 152 80 128z' fill='#7a1020'/><path d='M84 129L88 138 92 130M116 129L112 138 108 130' fill='#fff'/><path d='M90 146Q100 140 110 146Q100 152 90 146z' fill='#e0566e'/>"
    : "<path d='M100 121V130M100 130C96 136 88 136 86 131M100 130C104 136 112 136 114 131' stroke='#2b1a0e' stroke-width='3' fill='none' stroke-linecap='round'/>"}
  <circle cx='76' cy='124' r='1.6' fill='#2b1a0e'/><circle cx='70' cy='120' r='1.6' fill='#2b1a0e'/><circle cx='124' cy='124' r='1.6' fill='#2b1a0e'/><circle cx='130' cy='120' r='1.6' fill='#2b1a0e'/></g>`;

const lotusPetal = (angle: number, fill: string, length: number) =>
  `<path d='M100 142C82 ${142 - length * 0.4} 86 ${142 - length * 0.8} 100 ${142 - length}C114 ${142 - length * 0.8} 118 ${142 - length * 0.4} 100 142z' fill='${fill}' transform='rotate(${angle} 100 142)'/>`;

const cherries = (x: number, y: number, s: number) =>
  `<g transform='translate(${x} ${y}) scale(${s})'><path d='M-14 8C-10-14 4-30 18-36M14 10C12-10 14-24 18-36' stroke='#3f7a1e' stroke-width='4' fill='none' stroke-linecap='round'/><path d='M18-36C28-40 40-36 44-28 34-26 24-28 18-36z' fill='#4caf50'/>${sphere(-16, 16, 16, "#d7263d")}${sphere(16, 18, 16, "#e0304a")}</g>`;
const lemon = (x: number, y: number, s: number) =>
  `<g transform='translate(${x} ${y}) scale(${s})'><path d='M-30 0C-30-18-14-26 0-26S30-18 30 0 14 26 0 26-30 18-30 0z' fill='#ffd93b'/><path d='M-30 0L-38-3-37 4zM30 0L38-3 37 4z' fill='#f2b705'/><ellipse cx='-10' cy='-10' rx='10' ry='5' fill='#fff' opacity='.6' transform='rotate(-20 -10 -10)'/><path d='M-30 0C-30-18-14-26 0-26S30-18 30 0 14 26 0 26-30 18-30 0z' fill='url(#rim)'/></g>`;
const grapes = (x: number, y: number, s: number) =>
  `<g transform='translate(${x} ${y}) scale(${s})'><path d='M0-30V-40' stroke='#5d3a1a' stroke-width='4'/><path d='M0-36C10-46 24-42 26-34 16-30 6-30 0-36z' fill='#4caf50'/>${[[-12, -20], [0, -22], [12, -20], [-6, -8], [6, -8], [-14, -6], [14, -6], [0, 4], [-8, 14], [8, 14], [0, 24]].map(([gx = 0, gy = 0]) => sphere(gx, gy, 8, "#7b2cbf")).join("")}</g>`;
const watermelon = (x: number, y: number, s: number) =>
  `<g transform='translate(${x} ${y}) scale(${s})'><path d='M-40 0A40 40 0 0 0 40 0z' fill='#2e9e4f'/><path d='M-34 0A34 34 0 0 0 34 0z' fill='#f4f1d0'/><path d='M-30 0A30 30 0 0 0 30 0z' fill='#ef3b4f'/><g fill='#1b1b1b'><ellipse cx='-14' cy='8' rx='2' ry='3.5'/><ellipse cx='0' cy='14' rx='2' ry='3.5'/><ellipse cx='14' cy='8' rx='2' ry='3.5'/><ellipse cx='-6' cy='22' rx='2' ry='3.5'/><ellipse cx='8' cy='22' rx='2' ry='3.5'/></g></g>`;

/** The slot's seven: a bold seven drawn as a shape, gold with a dark edge. */
const seven = (x: number, y: number, s: number, fill = "url(#gold)") =>
  `<g transform='translate(${x} ${y}) scale(${s}) translate(-40 -50)'><path d='M4 2H80V20L42 100H16L52 26H4z' fill='#5a2d00' transform='translate(3 4)'/><path d='M4 2H80V20L42 100H16L52 26H4z' fill='${fill}' stroke='#7a3f00' stroke-width='3' stroke-linejoin='round'/><path d='M10 7H74V12H10z' fill='#fff' opacity='.5'/></g>`;

const dragon = `<g>
  <path d='M150 78C182 104 150 126 118 130S56 142 60 180' stroke='#b3122a' stroke-width='22' fill='none' stroke-linecap='round'/>
  <path d='M150 78C182 104 150 126 118 130S56 142 60 180' stroke='#ffcf40' stroke-width='6' stroke-dasharray='2 9' fill='none' stroke-linecap='round'/>
  <path d='M162 84L176 74 172 90 186 88 174 100 186 106 170 110' fill='#ffb020'/>
  <path d='M158 50C140 40 116 44 106 58L92 62C86 64 86 72 92 74L106 78C114 92 134 96 150 90 166 84 172 62 158 50z' fill='#d7263d'/>
  <path d='M106 78L94 86 110 88z' fill='#fff'/><path d='M92 62L96 56 100 60z' fill='#fff'/>
  <path d='M156 50L176 26M146 46L158 20' stroke='url(#gold)' stroke-width='6' stroke-linecap='round'/>
  <circle cx='134' cy='62' r='6' fill='#ffe14d'/><ellipse cx='135' cy='62' rx='2' ry='4.5' fill='#111'/>
  <path d='M94 70C80 74 72 88 80 100M100 76C90 90 96 104 106 108' stroke='#ffcf40' stroke-width='3' fill='none' stroke-linecap='round'/>
  <path d='M150 88L162 100 146 98zM160 72L176 76 162 82z' fill='#ffb020'/></g>`;
const pearl = (x: number, y: number, r: number) => `<circle cx='${x}' cy='${y}' r='${r * 1.9}' fill='url(#glow)'/>${sphere(x, y, r, "#f4f0ff")}`;

const koi = (fill: string, spots: string) =>
  `<path d='M0-34C18-30 26-10 20 8 14 22 6 30 0 34-6 30-14 22-20 8-26-10-18-30 0-34z' fill='${fill}'/><path d='M0 30C-10 40-18 52-22 60 -8 56 0 48 0 40 0 48 8 56 22 60 18 52 10 40 0 30z' fill='${fill}' opacity='.9'/><path d='M-18 -4L-34 10-20 10zM18-4L34 10 20 10z' fill='${fill}' opacity='.8'/><circle cx='-8' cy='-20' r='3' fill='#111'/><circle cx='8' cy='-20' r='3' fill='#111'/><path d='M-8 -6C-2 -10 6 -2 4 8 -2 10-10 4-8-6z' fill='${spots}'/>`;

const pagoda = `<g fill='#c1121f'>
  <rect x='78' y='122' width='44' height='34' fill='#e63946'/><rect x='86' y='88' width='28' height='22' fill='#e63946'/><rect x='92' y='60' width='16' height='16' fill='#e63946'/>
  <path d='M50 124Q100 108 150 124L140 118H60z'/><path d='M44 126Q72 118 100 116 128 118 156 126 150 118 136 112H64Q50 118 44 126z' fill='url(#gold)'/>
  <path d='M58 92Q100 78 142 92 136 84 124 80H76Q64 84 58 92z' fill='url(#gold)'/><path d='M70 64Q100 52 130 64 124 56 114 52H86Q76 56 70 64z' fill='url(#gold)'/>
  <path d='M100 52V30' stroke='url(#gold)' stroke-width='4'/>${"<circle cx='100' cy='30' r='5' fill='#ffd23f'/>"}
  <rect x='94' y='134' width='12' height='22' rx='6' fill='#5a0b10'/><rect x='60' y='156' width='80' height='8' fill='#8a1c1c'/></g>`;

const slotMachine = `<g>
  <rect x='44' y='50' width='112' height='112' rx='14' fill='#c1121f'/><rect x='44' y='50' width='112' height='22' rx='10' fill='url(#gold)'/>
  <rect x='54' y='82' width='92' height='50' rx='6' fill='#fff'/><path d='M84 82V132M116 82V132' stroke='#d6d6e0' stroke-width='2'/>
  ${cherries(69, 104, 0.5)}${seven(100, 107, 0.36, "#d7263d")}${lemon(131, 107, 0.42)}
  <rect x='54' y='140' width='92' height='14' rx='4' fill='#7a0b14'/><path d='M156 104H170V70' stroke='#9aa4b8' stroke-width='5' fill='none' stroke-linecap='round'/>${sphere(170, 64, 9, "#e63946")}
  ${sparkles([[40, 40, 8], [164, 150, 6]])}</g>`;

const phoenix = `<g>
  ${[-70, -50, -30, -12].map((a, i) => `<path d='M100 100C${70 - i * 6} 90 ${40 - i * 4} 60 ${30 - i * 2} 40C${56 + i * 4} 54 ${80} 70 100 90z' fill='${["#ffd23f", "#ffa62b", "#ff6b1f", "#e63946"][i]}' transform='rotate(${a + 60} 100 100)'/>`).join("")}
  ${[-70, -50, -30, -12].map((a, i) => `<path d='M100 100C${70 - i * 6} 90 ${40 - i * 4} 60 ${30 - i * 2} 40C${56 + i * 4} 54 ${80} 70 100 90z' fill='${["#ffd23f", "#ffa62b", "#ff6b1f", "#e63946"][i]}' transform='translate(200 0) scale(-1 1) rotate(${a + 60} 100 100)'/>`).join("")}
  <path d='M100 112C84 140 86 166 76 186 96 170 100 150 100 150 100 150 104 170 124 186 114 166 116 140 100 112z' fill='#ff6b1f'/><path d='M100 120C94 144 96 160 92 172 100 162 100 152 100 152S100 162 108 172C104 160 106 144 100 120z' fill='#ffd23f'/>
  <ellipse cx='100' cy='100' rx='12' ry='24' fill='#e63946'/><circle cx='100' cy='70' r='10' fill='#ff6b1f'/><path d='M100 60C96 48 100 40 106 36 104 46 110 48 108 58z' fill='#ffd23f'/><path d='M108 70L118 74 108 76z' fill='#ffd23f'/><circle cx='102' cy='68' r='2.2' fill='#111'/></g>`;

const rooster = `<g>
  <path d='M128 70C150 50 176 60 180 84 172 76 160 76 154 82 170 86 178 100 174 116 166 104 156 100 148 102 158 112 158 128 150 138Z' fill='#1f6f4a'/>
  <path d='M134 78C150 66 168 70 172 86M140 92C156 86 166 96 166 108' stroke='#ffb020' stroke-width='4' fill='none' stroke-linecap='round'/>
  <path d='M66 62C60 80 66 96 78 106 70 128 82 150 110 152 140 154 156 132 150 110 144 92 126 86 108 92 96 86 90 72 92 60Z' fill='#c1440e'/>
  <path d='M84 96C96 104 108 104 118 98 124 118 112 136 92 130 80 124 76 108 84 96z' fill='#e8833a'/>
  <circle cx='80' cy='52' r='18' fill='#d9662b'/><path d='M68 36C66 26 74 22 78 30 80 20 90 20 90 30 94 22 102 26 98 36z' fill='#e01e37'/><path d='M62 50L48 56 62 60z' fill='#ffc83a'/><path d='M70 64C66 74 72 80 76 72z' fill='#e01e37'/><circle cx='76' cy='48' r='3.4' fill='#fff'/><circle cx='76' cy='48' r='1.8' fill='#111'/>
  <path d='M100 150L96 176M118 150L122 176M88 178H104M114 178H130' stroke='#ffb020' stroke-width='5' stroke-linecap='round'/></g>`;

const cricket = `<g>
  <g transform='rotate(-32 100 104)'><rect x='92' y='34' width='16' height='34' rx='6' fill='#2b2d42'/><path d='M100 66V74' stroke='#8d6e63' stroke-width='6'/><path d='M86 72H114L112 168Q100 176 88 168z' fill='#f1d8a8'/><path d='M86 72H114L112 168Q100 176 88 168z' fill='none' stroke='#c9a66b' stroke-width='2'/><path d='M100 80V164' stroke='#c9a66b' stroke-width='2'/><rect x='90' y='38' width='20' height='4' fill='#fff' opacity='.4'/><rect x='90' y='50' width='20' height='4' fill='#fff' opacity='.4'/></g>
  <g fill='#f4e3c1' stroke='#b08850' stroke-width='1.5'><rect x='128' y='92' width='7' height='72' rx='3'/><rect x='142' y='92' width='7' height='72' rx='3'/><rect x='156' y='92' width='7' height='72' rx='3'/><rect x='126' y='86' width='18' height='5' rx='2.5'/><rect x='146' y='86' width='18' height='5' rx='2.5'/></g>
  ${sphere(58, 142, 15, "#c1121f")}<path d='M45 136Q58 146 71 136M45 148Q58 158 71 148' stroke='#fff' stroke-width='1.5' fill='none' stroke-dasharray='2 2' transform='rotate(-20 58 142)'/></g>`;

const football = `<g><path d='M120 70H176V150H120' fill='none' stroke='#fff' stroke-width='4'/><path d='M126 76H170V144H126z' fill='none' stroke='#fff' stroke-opacity='.5' stroke-width='1' /><path d='M126 90H170M126 104H170M126 118H170M126 132H170M137 76V144M148 76V144M159 76V144' stroke='#fff' stroke-opacity='.4' stroke-width='1'/>
  <circle cx='84' cy='116' r='42' fill='#fff'/><path d='M84 98L101 110 95 130H73L67 110z' fill='#1b1b24'/><path d='M84 74V98M101 110L124 102M95 130L108 150M73 130L60 150M67 110L44 102' stroke='#1b1b24' stroke-width='3'/>
  <path d='M70 76L84 74 98 76 92 86 76 86zM118 96L124 102 124 118 116 112zM106 152L96 156 80 156 72 150 86 146zM52 148L46 136 44 118 52 124zM44 100L50 90 58 84 60 96z' fill='#1b1b24'/><circle cx='84' cy='116' r='42' fill='url(#rim)'/></g>`;

const shark = `<g><path d='M30 112C60 86 110 80 150 96L178 70 172 106 184 130 152 118C112 136 62 134 30 112z' fill='url(#gold)' stroke='#a86400' stroke-width='2'/><path d='M34 114C64 128 110 130 150 116 110 124 62 124 34 114z' fill='#fff4cc'/>
  <path d='M96 88L112 58 124 92z' fill='#e0a000'/><path d='M86 122L98 142 108 124z' fill='#e0a000'/><circle cx='54' cy='104' r='4' fill='#111'/><path d='M40 116L48 120 56 116 64 121 72 116' stroke='#fff' stroke-width='2' fill='none'/><path d='M70 98V110M76 98V110M82 99V110' stroke='#a86400' stroke-width='2'/></g>`;

const crab = `<g><path d='M52 80C40 70 40 54 52 46 54 58 62 60 66 56 66 70 62 78 52 80zM148 80C160 70 160 54 148 46 146 58 138 60 134 56 134 70 138 78 148 80z' fill='#e63946'/>
  <path d='M66 110L40 96M66 122L36 124M70 134L44 150M134 110L160 96M134 122L164 124M130 134L156 150' stroke='#c1121f' stroke-width='7' stroke-linecap='round'/>
  <path d='M64 88L70 102M136 88L130 102' stroke='#c1121f' stroke-width='7' stroke-linecap='round'/>
  <ellipse cx='100' cy='118' rx='42' ry='30' fill='#e63946'/><ellipse cx='100' cy='112' rx='30' ry='16' fill='#ff6b6b' opacity='.6'/>
  <path d='M88 92V82M112 92V82' stroke='#c1121f' stroke-width='4'/><circle cx='88' cy='80' r='6' fill='#fff'/><circle cx='112' cy='80' r='6' fill='#fff'/><circle cx='89' cy='80' r='3' fill='#111'/><circle cx='113' cy='80' r='3' fill='#111'/>
  <path d='M90 128Q100 136 110 128' stroke='#7a0b14' stroke-width='3' fill='none' stroke-linecap='round'/></g>`;

const mermaidTail = `<g><defs><linearGradient id='tail' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#5ef2c8'/><stop offset='1' stop-color='#0b8f7a'/></linearGradient></defs>
  <path d='M66 190C56 150 80 120 110 100 124 90 130 78 128 66L140 68C144 86 136 104 120 116 96 134 90 162 100 190z' fill='url(#tail)'/>
  <path d='M134 68C120 50 102 42 86 44 100 54 114 64 128 72zM134 68C140 46 156 32 174 30 166 46 154 62 138 74z' fill='#12b59a'/><path d='M134 68C124 56 110 50 98 48M136 66C142 52 152 42 164 36' stroke='#a3f7e0' stroke-width='2' fill='none'/>
  <g fill='none' stroke='#a3f7e0' stroke-width='1.8' opacity='.8'>${[[84, 160], [96, 146], [80, 176], [104, 128], [116, 112], [92, 170], [100, 158], [110, 122]].map(([x = 0, y = 0]) => `<path d='M${x - 6} ${y}Q${x} ${y + 6} ${x + 6} ${y}'/>`).join("")}</g>
  <g fill='none' stroke='#fff' stroke-width='3' opacity='.8' stroke-linecap='round'><path d='M36 176Q54 164 70 176'/><path d='M108 180Q128 166 150 180'/></g>${pearl(58, 82, 12)}${sparkles([[160, 110, 7], [40, 46, 5], [170, 160, 5]])}</g>`;

const clownfish = (x: number, y: number, s: number) =>
  `<g transform='translate(${x} ${y}) scale(${s})'><path d='M-40 0C-26-22 20-24 36 0 20 24-26 22-40 0z' fill='#ff7b25'/><path d='M36 0L54-16 52 16z' fill='#ff7b25'/><path d='M-18-18C-12-6-12 6-18 18M10-20C16-8 16 8 10 20' stroke='#fff' stroke-width='8'/><path d='M-18-18C-12-6-12 6-18 18M10-20C16-8 16 8 10 20' stroke='#111' stroke-width='1.5' fill='none' opacity='.5'/><circle cx='-28' cy='-4' r='4' fill='#111'/><path d='M-6-20L4-32 14-20z' fill='#ff7b25'/></g>`;

const coral = `<g fill='none' stroke-linecap='round'><path d='M60 180V130M60 150L40 124M60 140L80 112M40 124V104M80 112L92 96' stroke='#ff5d8f' stroke-width='9'/><path d='M140 180V140M140 156L158 134M140 148L124 126M158 134V112' stroke='#ff9f1c' stroke-width='9'/></g>`;

const whale = `<g><path d='M22 116C30 80 90 70 130 90 150 100 160 96 170 80 182 76 188 92 176 100 186 108 178 122 166 116 154 112 146 116 138 126 110 150 40 152 22 116z' fill='#2b59c3'/>
  <path d='M24 120C44 140 96 144 130 126 96 138 48 136 24 120z' fill='#a8c8ff'/><path d='M40 124V134M52 127V138M64 129V140M76 130V141M88 130V140' stroke='#2b59c3' stroke-width='2'/>
  <path d='M76 134L70 158 92 138z' fill='#1e4494'/><circle cx='50' cy='108' r='4' fill='#111'/><path d='M60 78C54 62 60 50 66 46M66 78C66 62 76 54 84 52' stroke='#bfe3ff' stroke-width='4' fill='none' stroke-linecap='round'/></g>`;

const oyster = (withPearl: boolean) =>
  `<g><path d='M38 116C38 70 162 70 162 116z' fill='#c9b8e8' transform='rotate(-18 100 116)'/><path d='M38 116C38 70 162 70 162 116' fill='none' stroke='#9c86c9' stroke-width='3' transform='rotate(-18 100 116)'/>
  <path d='M34 118C40 160 160 160 166 118z' fill='#e6dcf5'/><path d='M60 124C64 144 78 154 100 156M100 120V156M140 124C136 144 122 154 100 156' stroke='#b8a6da' stroke-width='2.5' fill='none'/>
  <path d='M48 118C60 108 140 108 152 118 140 128 60 128 48 118z' fill='#ff9fb4'/>${withPearl ? pearl(100, 110, 16) : ""}</g>`;

const moonPearl = `<g><path d='M120 40A62 62 0 1 0 164 140 52 52 0 1 1 120 40z' fill='#ffe9a6'/><path d='M120 40A62 62 0 1 0 164 140 52 52 0 1 1 120 40z' fill='url(#rim)'/>${pearl(126, 104, 18)}${sparkles([[150, 50, 7], [170, 80, 4], [40, 40, 5]])}</g>`;

const palace = `<g><rect x='50' y='120' width='100' height='48' fill='#f4efe6'/><rect x='44' y='116' width='112' height='8' fill='#d8cfc0'/>
  <path d='M70 118C70 92 84 80 100 68 116 80 130 92 130 118z' fill='#fbf8f2'/><path d='M100 68C92 76 88 96 90 118M100 68C108 76 112 96 110 118' stroke='#e2d8c6' stroke-width='2' fill='none'/>
  <path d='M100 68V54' stroke='url(#gold)' stroke-width='3'/>${sphere(100, 50, 6, "#f4f0ff")}
  <path d='M34 168V104M166 168V104' stroke='#fbf8f2' stroke-width='10'/><path d='M28 104L34 88 40 104zM160 104L166 88 172 104z' fill='#fbf8f2'/>
  <path d='M88 168V144Q100 130 112 144V168z' fill='#6b4f2a'/><path d='M60 140H76V156H60zM124 140H140V156H124z' fill='#d8cfc0'/><rect x='20' y='168' width='160' height='6' fill='#7ac7e0' opacity='.7'/></g>`;

const goblet = `<g><path d='M70 54H130C130 90 118 110 100 112 82 110 70 90 70 54z' fill='url(#gold)' stroke='#a86400' stroke-width='3'/><rect x='96' y='110' width='8' height='30' fill='url(#gold)'/><path d='M76 150Q100 134 124 150z' fill='url(#gold)' stroke='#a86400' stroke-width='3'/>
  ${gem(100, 78, 16, "#ff8fa3", "#e01e4b", "#8f0a2b")}<path d='M74 62H126' stroke='#7a0b14' stroke-width='7' opacity='.5'/>
  <g transform='translate(136 128) rotate(-30)'><path d='M-4 -30C-20 -30-24-6-10 4L-6 26H6L10 4C24-6 20-30 4-30z' fill='#b5651d'/><path d='M-6 24H6V34H-6z' fill='#f4e3c1'/><circle cx='-6' cy='36' r='5' fill='#f4e3c1'/><circle cx='6' cy='36' r='5' fill='#f4e3c1'/></g>
  ${grapes(58, 138, 0.8)}</g>`;

const hourglass = `<g><rect x='60' y='40' width='80' height='12' rx='4' fill='#8d5a2b'/><rect x='60' y='150' width='80' height='12' rx='4' fill='#8d5a2b'/><path d='M66 52V56H134V52zM66 146V150H134V146z' fill='#6d431e'/>
  <path d='M72 56C72 86 96 94 96 101 96 108 72 116 72 146H128C128 116 104 108 104 101 104 94 128 86 128 56z' fill='#e8f4ff' opacity='.45' stroke='#fff' stroke-width='2'/>
  <path d='M84 76C90 88 98 92 100 100 102 92 110 88 116 76z' fill='url(#gold)'/><path d='M100 100V140' stroke='#ffc83a' stroke-width='2'/><path d='M76 146C80 128 94 124 100 122 106 124 120 128 124 146z' fill='url(#gold)'/>
  <circle cx='100' cy='100' r='70' fill='url(#glow)' opacity='.35'/></g>`;

const safari = `<g><circle cx='100' cy='118' r='46' fill='#ffd23f'/><circle cx='100' cy='118' r='64' fill='url(#glow)' opacity='.6'/><rect x='0' y='146' width='200' height='54' fill='#8a4b14' opacity='.9'/><path d='M0 146H200' stroke='#5a2d00' stroke-width='3'/>
  <path d='M130 146C130 120 134 104 138 92M138 100C126 96 116 96 108 92M138 96C150 90 160 90 170 86' stroke='#2b1a0e' stroke-width='5' fill='none' stroke-linecap='round'/><path d='M96 92Q110 78 140 84 168 78 182 88 160 98 138 94 114 100 96 92z' fill='#2b1a0e'/>
  <g fill='#2b1a0e'><ellipse cx='56' cy='120' rx='22' ry='11'/><path d='M64 116L82 70 92 74 74 120z'/><ellipse cx='90' cy='68' rx='11' ry='5.5' transform='rotate(20 90 68)'/><path d='M84 62L82 54M88 62L88 54' stroke='#2b1a0e' stroke-width='2.5'/></g><path d='M40 126L38 146M48 128V146M66 128L68 146M74 124L78 146M34 118Q28 124 30 132' stroke='#2b1a0e' stroke-width='4' fill='none' stroke-linecap='round'/>
  <path d='M56 50l6 4 6-4M76 40l5 3 5-3' stroke='#2b1a0e' stroke-width='2' fill='none'/></g>`;

const pixelSword = pixels(
  ["         WW", "        WLW", "       WLW ", "      WLW  ", " G   WLW   ", "  G WLW    ", "   GLW     ", "   BG      ", "  B  G     ", " R         "],
  40, 46, 11, { W: "#e6eef7", L: "#9fb3c8", G: "#ffc83a", B: "#8d5a2b", R: "#d7263d" },
);
const pixelHeart = pixels(["  RR  RR  ", " RWRRRRRR ", " RWRRRRRR ", " RRRRRRRR ", "  RRRRRR  ", "   RRRR   ", "    RR    "], 40, 56, 12, { R: "#e63946", W: "#fff" });
const pixelCoin = pixels([" YYY ", "YWYYO", "YYYYO", "YYYYO", " OOO "], 132, 124, 7, { Y: "#ffc83a", W: "#fff6c2", O: "#c27800" });

const shieldSwords = `<g><path d='M50 50L150 150M150 50L50 150' stroke='url(#silver)' stroke-width='9' stroke-linecap='round'/><path d='M42 58L58 42M142 42L158 58' stroke='#8d5a2b' stroke-width='10' stroke-linecap='round'/>
  <path d='M100 52L140 66V104C140 130 122 148 100 158 78 148 60 130 60 104V66z' fill='#b3122a' stroke='url(#gold)' stroke-width='6'/><path d='M100 74L106 96 126 100 106 106 100 130 94 106 74 100 94 96z' fill='url(#gold)'/></g>`;
const crosshair = (hue: number) =>
  `<g fill='none' stroke='${hsl(hue + 300, 90, 62)}' stroke-width='5'><circle cx='100' cy='100' r='48'/><circle cx='100' cy='100' r='22' stroke-width='3'/><path d='M100 36V72M100 128V164M36 100H72M128 100H164' stroke-linecap='round'/></g>
  <path d='M58 56L100 132 142 56 124 56 100 100 76 56z' fill='${hsl(hue + 300, 90, 62)}' opacity='.35'/><circle cx='100' cy='100' r='4' fill='#fff'/>`;

/** Theme drawings by art key: each draws over its scene; hue is the tile's. */
export const MOTIFS: Record<string, (hue: number) => string> = {
  tiger: () => tigerFace("#f08a24", false) + sparkles([[30, 40, 7], [172, 150, 6]]),
  roar: () => tigerFace("#ef7d1a", true) + `<g stroke='#fff' stroke-width='3' opacity='.6' fill='none' stroke-linecap='round'><path d='M20 90Q12 104 20 118M176 86Q186 104 176 122M30 96Q26 104 30 112M168 94Q172 104 168 114'/></g>`,
  lotus: () =>
    `<ellipse cx='100' cy='150' rx='70' ry='16' fill='#2e8b57'/><path d='M100 150L120 138' stroke='#1f6b40' stroke-width='3'/>${lotusPetal(-70, "#f9b4cb", 60)}${lotusPetal(70, "#f9b4cb", 60)}${lotusPetal(-42, "#f58fb0", 74)}${lotusPetal(42, "#f58fb0", 74)}${lotusPetal(-16, "#ef6f9a", 86)}${lotusPetal(16, "#ef6f9a", 86)}${lotusPetal(0, "#ffd1e0", 92)}${coin(100, 136, 10)}${sparkles([[40, 50, 8], [160, 44, 6]])}`,
  monsoon: () =>
    `${cloud(100, 64, 1.3, "#e8eef8")}${cloud(110, 62, 1.1, "#fff")}${coin(62, 126, 14)}${coin(104, 150, 16)}${coin(146, 120, 13)}<g fill='#7fd1ff'><path d='M80 104q-5 10 0 12q5-2 0-12z'/><path d='M128 150q-5 10 0 12q5-2 0-12z'/><path d='M46 160q-5 10 0 12q5-2 0-12z'/><path d='M160 164q-5 10 0 12q5-2 0-12z'/></g>`,
  sevens: () => `${crown(100, 52, 0.5)}${seven(100, 118, 1)}${sparkles([[36, 60, 8], [164, 70, 7], [150, 160, 6]])}`,
  fireSeven: () => `${flame(70, 170, 1.2)}${flame(130, 172, 1.2)}${flame(100, 168, 1.6)}${seven(100, 112, 0.95, "#ffd23f")}`,
  dragon: () => `${pearl(58, 96, 18)}${dragon}`,
  fruits: () => `${watermelon(110, 128, 1.1)}${grapes(56, 96, 1)}${lemon(140, 84, 0.8)}${cherries(88, 132, 1)}${sparkles([[170, 40, 7], [30, 160, 6]])}`,
  cyberFruits: (hue) =>
    `<g fill='none' stroke='${hsl(hue + 180, 100, 65)}' stroke-width='4' opacity='.9'><path d='M40 100H20M180 100H160M100 20V40'/></g>${cherries(78, 116, 1.3)}${lemon(138, 90, 0.7)}<g fill='none' stroke='#0ff' stroke-width='2.5'><circle cx='57' cy='137' r='24'/><circle cx='99' cy='139' r='24'/></g>${sparkles([[40, 50, 7], [160, 150, 8]], "#9ff")}`,
  gold: () =>
    `<g transform='rotate(-30 100 90)'><rect x='96' y='36' width='8' height='96' rx='4' fill='#8d5a2b'/><path d='M56 48Q100 24 144 48 100 38 56 48z' fill='url(#silver)' stroke='#5b6478' stroke-width='3'/></g>
     <path d='M40 160L60 128 84 120 104 134 120 118 146 124 164 160z' fill='#8a5a00'/><path d='M52 156L62 134 82 128 92 150zM96 156L106 138 122 126 140 132 150 156z' fill='url(#gold)'/><path d='M80 160L92 140 108 146 112 160z' fill='#ffe07a'/>${sparkles([[70, 120, 8], [130, 112, 9], [160, 60, 6]])}`,
  diamondNight: () =>
    `<path d='M150 30A30 30 0 1 0 178 66 24 24 0 1 1 150 30z' fill='#fff3b0'/>${star(40, 40, 6, "#fff")}${star(60, 22, 4, "#fff")}${star(176, 110, 4, "#fff")}${gem(100, 102, 104, "#c9f0ff", "#4fc3f7", "#0277bd")}${sparkles([[62, 84, 9], [142, 96, 7]])}`,
  treasure: () =>
    `<rect x='26' y='40' width='90' height='66' rx='4' fill='#f3dca4' transform='rotate(-8 70 72)'/><path d='M36 60Q60 80 80 66T108 80' stroke='#8d5a2b' stroke-width='2.5' stroke-dasharray='5 4' fill='none' transform='rotate(-8 70 72)'/><path d='M98 74l10 10M108 74l-10 10' stroke='#c1121f' stroke-width='4' transform='rotate(-8 70 72)'/>
     <path d='M60 120H160V168H60z' fill='#8d4a1c'/><path d='M60 120Q110 84 160 120z' fill='#a85a24'/><path d='M60 120H160' stroke='url(#gold)' stroke-width='6'/><rect x='102' y='126' width='16' height='20' rx='3' fill='url(#gold)'/><path d='M60 140H160M84 120V168M136 120V168' stroke='#5a2d0c' stroke-width='3'/>
     ${coin(80, 108, 11)}${coin(104, 100, 12)}${coin(132, 108, 11)}${sparkles([[166, 88, 8], [40, 150, 6]])}`,
  starfall: () =>
    `<g stroke='#fff' stroke-linecap='round' opacity='.6'><path d='M40 30L70 70' stroke-width='3'/><path d='M120 20L150 60' stroke-width='2'/><path d='M150 120L170 150' stroke-width='2'/></g>${star(72, 74, 12, "#ffe07a")}${star(152, 62, 8, "#fff")}${star(100, 118, 48, "url(#gold)")}${star(172, 152, 9, "#ffe07a")}${sparkles([[40, 130, 7], [140, 170, 5]])}`,
  cosmic: () =>
    `${sphere(100, 100, 44, "#7b5cff")}<ellipse cx='100' cy='100' rx='78' ry='18' fill='none' stroke='url(#gold)' stroke-width='7' transform='rotate(-18 100 100)'/><path d='M56 80A44 44 0 0 1 144 80' fill='none' stroke='#9d87ff' stroke-width='6' opacity='.6'/>${coin(40, 150, 14)}${coin(164, 58, 11)}${star(40, 40, 5, "#fff")}${star(170, 150, 4, "#fff")}`,
  wish: () =>
    `<path d='M30 150Q90 130 130 80' stroke='url(#gold)' stroke-width='10' fill='none' stroke-linecap='round' opacity='.7'/><path d='M40 162Q100 140 136 94' stroke='#fff' stroke-width='3' fill='none' stroke-linecap='round' opacity='.6'/>${star(140, 70, 30, "url(#gold)")}${sparkles([[60, 60, 9], [164, 130, 8], [92, 110, 6], [40, 96, 5]])}`,
  jade: () =>
    `<circle cx='100' cy='86' r='54' fill='#1f9e6e'/><circle cx='100' cy='86' r='54' fill='url(#rim)'/><rect x='86' y='72' width='28' height='28' fill='#0c4d33'/><circle cx='100' cy='86' r='44' fill='none' stroke='#7fe0b5' stroke-width='2' opacity='.6'/>
     <path d='M50 148Q58 128 72 132 84 120 100 120 116 120 128 132 142 128 150 148 124 160 100 160 76 160 50 148z' fill='url(#gold)' stroke='#a86400' stroke-width='2.5'/><ellipse cx='100' cy='132' rx='18' ry='10' fill='#ffe07a'/>${sparkles([[160, 40, 7], [40, 50, 6]])}`,
  koi: () =>
    `<circle cx='100' cy='100' r='70' fill='#fff' opacity='.12'/><g transform='translate(72 92) rotate(-30)'>${koi("#ff7b25", "#fff")}</g><g transform='translate(128 108) rotate(150)'>${koi("#fff", "#ff7b25")}</g><g fill='#2e8b57'><ellipse cx='40' cy='160' rx='22' ry='10'/><ellipse cx='166' cy='46' rx='18' ry='8'/></g>`,
  temple: () => `${pagoda}${sparkles([[40, 50, 8], [164, 60, 6]])}<circle cx='150' cy='42' r='14' fill='#fff3b0' opacity='.8'/>`,
  neon: (hue) =>
    `<g fill='none' stroke='${hsl(hue + 180, 100, 62)}' stroke-width='4'><rect x='24' y='24' width='152' height='152' rx='20' opacity='.6'/></g>${die(76, 104, 58, -14, 5, "#1b1b2f", "#ff3df2")}${die(128, 96, 58, 12, 6, "#1b1b2f", "#3df9ff")}<g fill='none' stroke='#ff3df2' stroke-width='2.5'><rect x='47' y='75' width='58' height='58' rx='12' transform='rotate(-14 76 104)'/></g><g fill='none' stroke='#3df9ff' stroke-width='2.5'><rect x='99' y='67' width='58' height='58' rx='12' transform='rotate(12 128 96)'/></g>${star(100, 160, 10, "#ffe14d")}`,
  retro: () => slotMachine,
  gems: () =>
    `<g fill='#2e8b57'><path d='M0 60Q40 40 70 70 36 76 0 60z'/><path d='M200 50Q160 30 130 64 166 72 200 50z'/><path d='M20 190Q40 150 80 160 56 180 20 190z'/><path d='M186 186Q170 150 130 160 150 180 186 186z'/></g>${gem(70, 110, 56, "#ff8fa3", "#e01e4b", "#8f0a2b")}${gem(132, 108, 60, "#8fffc1", "#1bb56b", "#0b6b3c")}${gem(100, 76, 52, "#8fd3ff", "#1e88e5", "#0d47a1")}${sparkles([[50, 70, 8], [152, 66, 6]])}`,
  crownJewels: () =>
    `<ellipse cx='100' cy='150' rx='74' ry='20' fill='#7a0b2e'/><path d='M26 150Q100 120 174 150 100 176 26 150z' fill='#a8123d'/>${crown(100, 96, 0.8)}${gem(48, 148, 30, "#8fd3ff", "#1e88e5", "#0d47a1")}${gem(152, 148, 30, "#8fffc1", "#1bb56b", "#0b6b3c")}${sparkles([[40, 50, 8], [160, 44, 7]])}`,
  feast: () => goblet,
  supernova: () =>
    `<circle cx='100' cy='100' r='86' fill='url(#glow)'/>${star(100, 100, 78, "#ffe9a6", 0.3)}${star(100, 100, 60, "#fff", 0.25)}<circle cx='100' cy='100' r='22' fill='#fff'/><circle cx='100' cy='100' r='40' fill='none' stroke='#ffb3f0' stroke-width='3' opacity='.7'/><circle cx='100' cy='100' r='58' fill='none' stroke='#9ad7ff' stroke-width='2' opacity='.5'/>${sparkles([[30, 40, 6], [170, 160, 7]])}`,
  galaxy: () =>
    `<circle cx='100' cy='100' r='78' fill='url(#glow)' opacity='.45'/>${[0, 60, 120, 180, 240, 300].map((a) => `<path d='M100 100C120 80 150 84 164 104' stroke='#e6d0ff' stroke-width='9' fill='none' stroke-linecap='round' opacity='.55' transform='rotate(${a} 100 100)'/>`).join("")}<circle cx='100' cy='100' r='16' fill='#fff'/>${[[40, 50], [160, 40], [150, 160], [50, 150], [100, 30], [176, 96]].map(([x = 0, y = 0]) => star(x, y, 4, "#fff")).join("")}`,
  megaWheel: () => {
    const colours = ["#e63946", "#ffd23f", "#2a9d8f", "#7b2cbf", "#ff7b25", "#3a86ff"];
    const slices = Array.from({ length: 12 }, (_, i) => {
      const a0 = (i * Math.PI) / 6 - Math.PI / 2;
      const a1 = a0 + Math.PI / 6;
      return `<path d='M100 104L${(100 + 62 * Math.cos(a0)).toFixed(1)} ${(104 + 62 * Math.sin(a0)).toFixed(1)}A62 62 0 0 1 ${(100 + 62 * Math.cos(a1)).toFixed(1)} ${(104 + 62 * Math.sin(a1)).toFixed(1)}z' fill='${colours[i % colours.length]}'/>`;
    }).join("");
    const bulbs = Array.from({ length: 16 }, (_, i) => `<circle cx='${(100 + 70 * Math.cos((i * Math.PI) / 8)).toFixed(1)}' cy='${(104 + 70 * Math.sin((i * Math.PI) / 8)).toFixed(1)}' r='3.5' fill='#fff8c4'/>`).join("");
    return `<circle cx='100' cy='104' r='78' fill='url(#gold)'/><circle cx='100' cy='104' r='64' fill='#5a2d00'/>${slices}${bulbs}<circle cx='100' cy='104' r='14' fill='url(#gold)' stroke='#a86400' stroke-width='2'/><path d='M88 18H112L100 42z' fill='#e63946' stroke='#fff' stroke-width='3' stroke-linejoin='round'/>`;
  },
  coins: () => `${coinStack(62, 166, 26, 6)}${coinStack(140, 168, 24, 4)}${coin(104, 88, 36)}${sparkles([[150, 60, 9], [46, 64, 6]])}`,
  safari: () => safari,
  goldenHour: () => `<circle cx='100' cy='100' r='80' fill='#ffb347' opacity='.25'/>${hourglass}${sparkles([[40, 60, 7], [164, 150, 6]])}`,
  pixelQuest: () => pixelSword + pixels(["  GG  ", " GGGG ", "GGGGGG", " GGGG "], 128, 140, 6, { G: "#2e8b57" }),
  pixelBonanza: () => pixelHeart + pixelCoin + pixels(["Y Y", " Y ", "Y Y"], 40, 140, 6, { Y: "#ffe14d" }),
  whale: () => `${whale}<g fill='none' stroke='#fff' stroke-opacity='.5' stroke-width='1.5'><circle cx='150' cy='60' r='6'/><circle cx='160' cy='44' r='4'/></g>`,
  pearlDiver: () => `${oyster(true)}<g fill='none' stroke='#fff' stroke-opacity='.6' stroke-width='2'><circle cx='60' cy='60' r='6'/><circle cx='70' cy='42' r='4'/><circle cx='140' cy='50' r='5'/></g>`,
  queen: () =>
    `<path d='M100 170C60 140 34 118 34 88 34 66 50 52 68 52 82 52 94 60 100 72 106 60 118 52 132 52 150 52 166 66 166 88 166 118 140 140 100 170z' fill='#d7263d'/><path d='M100 170C60 140 34 118 34 88 34 66 50 52 68 52 82 52 94 60 100 72 106 60 118 52 132 52 150 52 166 66 166 88 166 118 140 140 100 170z' fill='url(#rim)'/><ellipse cx='64' cy='78' rx='12' ry='7' fill='#fff' opacity='.45' transform='rotate(-30 64 78)'/>${crown(100, 52, 0.42)}${sparkles([[170, 150, 7], [30, 150, 6]])}`,
  goldenCrown: () =>
    `<g fill='#3a8f3a'>${[0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx='${46 - i * 2}' cy='${150 - i * 16}' rx='10' ry='5' transform='rotate(${-40 - i * 8} ${46 - i * 2} ${150 - i * 16})'/><ellipse cx='${154 + i * 2}' cy='${150 - i * 16}' rx='10' ry='5' transform='rotate(${40 + i * 8} ${154 + i * 2} ${150 - i * 16})'/>`).join("")}</g>${crown(100, 104, 0.95)}${sparkles([[100, 40, 9], [160, 54, 6]])}`,
  phoenix: () => phoenix,
  rain: () =>
    `<path d='M30 150A70 70 0 0 1 170 150' fill='none' stroke='#e63946' stroke-width='6' opacity='.7'/><path d='M38 150A62 62 0 0 1 162 150' fill='none' stroke='#ffd23f' stroke-width='6' opacity='.7'/><path d='M46 150A54 54 0 0 1 154 150' fill='none' stroke='#2a9d8f' stroke-width='6' opacity='.7'/>
     ${cloud(100, 74, 1.25, "#f4f7fb")}<g fill='#7fd1ff'>${[[60, 120], [84, 140], [108, 122], [132, 144], [150, 118], [72, 160], [120, 170]].map(([x = 0, y = 0]) => `<path d='M${x} ${y}q-6 12 0 14q6-2 0-14z'/>`).join("")}</g>`,
  lightning: () =>
    `<circle cx='100' cy='100' r='80' fill='url(#glow)' opacity='.4'/>${bolt(96, 26, 1.9)}<g fill='none' stroke='url(#gold)' stroke-width='7'><rect x='24' y='132' width='40' height='22' rx='11'/><rect x='52' y='140' width='40' height='22' rx='11'/><rect x='120' y='132' width='40' height='22' rx='11'/><rect x='140' y='140' width='40' height='22' rx='11'/></g>`,
  sundarbans: () =>
    `<rect x='0' y='140' width='200' height='60' fill='#0f5e6e' opacity='.7'/><g stroke='#3b2a1a' stroke-width='5' fill='none' stroke-linecap='round'><path d='M60 150V90M60 150Q44 140 40 160M60 150Q76 140 80 160M60 140Q48 128 44 146'/><path d='M146 150V84M146 150Q130 140 126 160M146 150Q162 140 166 160'/></g>
     <g fill='#2e8b57'><circle cx='48' cy='84' r='20'/><circle cx='72' cy='80' r='22'/><circle cx='60' cy='66' r='18'/><circle cx='134' cy='78' r='20'/><circle cx='158' cy='74' r='22'/><circle cx='146' cy='60' r='18'/></g>
     <path d='M84 106Q100 96 116 106 100 116 84 106z' fill='#ffd24a'/><ellipse cx='100' cy='106' rx='2.5' ry='6' fill='#111'/>${coin(100, 150, 16)}${coin(70, 170, 11)}${coin(132, 170, 12)}`,
  river: () =>
    `<circle cx='146' cy='56' r='22' fill='#fff3b0'/><rect x='0' y='128' width='200' height='72' fill='#1b6ca8' opacity='.75'/><g stroke='#fff' stroke-opacity='.5' stroke-width='2' fill='none'><path d='M20 150q10-6 20 0t20 0M120 170q10-6 20 0t20 0M60 182q10-6 20 0t20 0'/></g>
     <path d='M36 124Q100 150 164 124 156 144 100 148 44 144 36 124z' fill='#7a3e12'/><path d='M36 124Q100 140 164 124' stroke='url(#gold)' stroke-width='4' fill='none'/><path d='M96 128V48' stroke='#5a2d0c' stroke-width='4'/><path d='M98 52Q140 70 142 118H98z' fill='#e63946'/><path d='M98 52Q140 70 142 118' stroke='url(#gold)' stroke-width='3' fill='none'/><path d='M94 56Q70 80 68 118H94z' fill='#ffd23f'/>
     ${crown(96, 42, 0.22)}`,
  palace: () => `${palace}${sparkles([[40, 60, 7], [166, 56, 8]])}`,
  moonPearl: () => moonPearl,
  baccarat: () => `${chip(44, 150, 18, "#c1121f")}${chip(160, 154, 16, "#1e88e5")}${card(78, 96, -12, "heart")}${card(124, 96, 12, "spade")}`,
  speedBaccarat: (hue) => `<g stroke='#fff' stroke-opacity='.35' stroke-width='4' stroke-linecap='round'><path d='M20 70H60M10 100H54M24 130H58'/></g>${card(96, 100, -10, "diamond")}${card(138, 100, 10, "club")}${bolt(54, 44, 0.9, hsl(hue + 60, 100, 60))}`,
  roulette: () => `${rouletteWheel(100, 100, 74)}`,
  lightningRoulette: () => `${rouletteWheel(96, 110, 66)}${bolt(130, 14, 1.3)}${bolt(40, 30, 0.8)}`,
  dragonTiger: () =>
    `<g transform='translate(4 20) scale(.5)'>${tigerFace("#f08a24", true)}</g><g transform='translate(70 22) scale(.56)'>${dragon}</g><path d='M100 40L92 72H106L96 104' stroke='#ffe14d' stroke-width='4' fill='none' stroke-linejoin='round'/>${card(70, 160, -8, "back", 0)}${card(130, 160, 8, "back", 210)}`,
  sicBo: () => `<ellipse cx='100' cy='150' rx='76' ry='20' fill='#000' opacity='.25'/>${die(66, 118, 50, -12, 4)}${die(134, 118, 50, 14, 6)}${die(100, 74, 50, 4, 1)}`,
  blackjack: () => `${chipStack(150, 160, 22, 5, "#111")}${chipStack(50, 164, 20, 3, "#c1121f")}${card(84, 92, -10, "spade")}${card(120, 98, 8, "heart")}`,
  oceanKing: () =>
    `<g transform='translate(100 112)'><path d='M-62 0C-40-40 30-46 56 0 30 46-40 40-62 0z' fill='url(#gold)'/><path d='M56 0L86-30 80 0 86 30z' fill='#f4a300'/><path d='M-10-34L10-52 22-30z' fill='#f4a300'/><path d='M-30 8Q0 30 40 10' stroke='#c27800' stroke-width='3' fill='none'/><path d='M-14-30Q-4 0-14 30M4-32Q14 0 4 32M22-28Q30 0 22 28' stroke='#c27800' stroke-width='2' fill='none' opacity='.6'/><circle cx='-38' cy='-6' r='7' fill='#fff'/><circle cx='-40' cy='-6' r='3.5' fill='#111'/></g>${crown(66, 64, 0.34)}${sparkles([[160, 56, 8], [40, 160, 6]])}`,
  shark: () => `${shark}<g fill='none' stroke='#fff' stroke-opacity='.5' stroke-width='1.5'><circle cx='40' cy='70' r='5'/><circle cx='30' cy='54' r='3'/></g>${coin(160, 150, 12)}`,
  mermaid: () => mermaidTail,
  reef: () => `${coral}${clownfish(104, 90, 1.05)}${clownfish(150, 134, 0.55)}`,
  crab: () => `${crab}${crown(100, 58, 0.28)}`,
  teenPatti: () => `${chip(40, 158, 15, "#2a9d8f")}${card(66, 112, -20, "heart")}${card(100, 100, 0, "spade")}${card(134, 112, 20, "diamond")}`,
  andarBahar: () =>
    `${card(48, 124, -4, "back", 0)}${card(52, 118, 4, "back", 0)}${card(152, 124, 4, "back", 220)}${card(148, 118, -4, "back", 220)}${card(100, 84, 0, "club")}<path d='M74 150L86 160M126 150L114 160' stroke='#fff' stroke-width='3' opacity='.5'/>`,
  rummy: () => [-36, -18, 0, 18, 36].map((a, i) => card(100 + a * 1.2, 112 + Math.abs(a) * 0.5, a, (["club", "diamond", "heart", "spade", "heart"] as const)[i] ?? "heart")).join(""),
  poker: () => `${chipStack(46, 168, 20, 4, "#c1121f")}${chipStack(156, 168, 20, 6, "#1e88e5")}${card(84, 92, -8, "diamond")}${card(118, 96, 10, "club")}${chip(100, 160, 16, "#111")}`,
  callbreak: () => `${[-40, -20, 0, 20, 40].map((a) => card(100 + a, 118 + Math.abs(a) * 0.3, a * 0.8, "back", 130)).join("")}${card(100, 104, 0, "spade")}`,
  cricket: () => cricket,
  football: () => football,
  rooster: () => rooster,
  dota: () => shieldSwords,
  valorant: (hue) => crosshair(hue),
  lotteryDrum: () =>
    `<circle cx='100' cy='94' r='60' fill='#fff' opacity='.18'/><circle cx='100' cy='94' r='60' fill='none' stroke='url(#silver)' stroke-width='5'/><path d='M40 94H160M100 34V154M58 52L142 136M142 52L58 136' stroke='url(#silver)' stroke-width='2' opacity='.7'/>
     ${ball(78, 116, 14, "#e63946")}${ball(110, 124, 14, "#3a86ff")}${ball(96, 84, 13, "#2a9d8f")}${ball(126, 96, 12, "#ffb703")}<path d='M70 154L60 176H140L130 154z' fill='url(#gold)'/>${ball(164, 160, 16, "#7b2cbf")}`,
  fiveBalls: () => `${["#e63946", "#ffb703", "#2a9d8f", "#3a86ff", "#7b2cbf"].map((c, i) => ball(36 + i * 32, 100 + (i % 2 === 0 ? -10 : 12), 17, c)).join("")}${sparkles([[100, 40, 9], [168, 160, 6]])}`,
  quick3d: () =>
    `<circle cx='142' cy='64' r='30' fill='#fff'/><circle cx='142' cy='64' r='30' fill='none' stroke='url(#silver)' stroke-width='6'/><rect x='136' y='24' width='12' height='10' rx='2' fill='url(#silver)'/><path d='M142 64V44M142 64L156 72' stroke='#1b1b2f' stroke-width='4' stroke-linecap='round'/>
     ${ball(56, 130, 24, "#e63946")}${ball(104, 142, 24, "#2a9d8f")}${ball(152, 132, 24, "#ffb703")}`,
  keno: () => {
    const marked = new Set([1, 6, 8, 13, 15, 18]);
    const cells = Array.from({ length: 20 }, (_, i) => {
      const x = 40 + (i % 5) * 30;
      const y = 52 + Math.floor(i / 5) * 30;
      return marked.has(i) ? ball(x, y, 12, ["#e63946", "#3a86ff", "#2a9d8f", "#ffb703"][i % 4] ?? "#e63946") : `<circle cx='${x}' cy='${y}' r='12' fill='#fff' opacity='.85'/>`;
    }).join("");
    return `<rect x='18' y='30' width='164' height='134' rx='14' fill='#1b1b2f' opacity='.35'/>${cells}`;
  },
};

/* ---------- Vendor marks ---------- */

/** A glyph in a 48×48 box, drawn in one colour (white on the brand's shape, or the brand's colour on white). */
export const MARK_GLYPHS: Record<string, (ink: string) => string> = {
  lotusT: (ink) => `<path d='M24 36C18 30 16 22 24 12 32 22 30 30 24 36zM24 36C16 34 10 28 10 20 18 22 22 28 24 36zM24 36C32 34 38 28 38 20 30 22 26 28 24 36z' fill='${ink}'/>`,
  reel: (ink) => `<g fill='none' stroke='${ink}' stroke-width='3'><circle cx='24' cy='24' r='12'/><circle cx='24' cy='24' r='4'/><path d='M24 12V20M24 28V36M12 24H20M28 24H36'/></g>`,
  star: (ink) => star(24, 25, 14, ink),
  dragon: (ink) => `<path d='M12 34C12 22 20 14 32 14L36 10 36 18C38 22 36 28 30 30 24 32 22 36 26 38 18 40 12 38 12 34z' fill='${ink}'/><circle cx='31' cy='19' r='2' fill='${ink === "#fff" ? "#0006" : "#fff"}'/>`,
  spin: (ink) => `<g fill='none' stroke='${ink}' stroke-width='3.5' stroke-linecap='round'><path d='M36 20A13 13 0 1 0 37 28'/><path d='M30 18L37 20 37 12'/></g>`,
  claw: (ink) => `<g fill='${ink}'><path d='M12 14L18 34 22 34 16 12zM22 10L25 34 29 34 27 10zM32 12L30 34 34 34 38 14z'/></g>`,
  crown: (ink) => `<path d='M10 34L8 16 17 24 24 12 31 24 40 16 38 34z' fill='${ink}'/>`,
  nova: (ink) => `${star(24, 24, 15, ink, 0.3)}`,
  wheel: (ink) => `<g fill='none' stroke='${ink}' stroke-width='3'><circle cx='24' cy='24' r='13'/><path d='M24 11V37M11 24H37M15 15L33 33M33 15L15 33'/></g>`,
  sun: (ink) => `<g fill='${ink}'><path d='M10 32A14 14 0 0 1 38 32z'/><path d='M24 8V14M11 15L15 19M37 15L33 19M6 26H11M37 26H42' stroke='${ink}' stroke-width='3' stroke-linecap='round'/></g>`,
  pixel: (ink) => pixels(["XX XX", "XXXXX", " XXX ", "  X  "], 12, 14, 5, { X: ink }),
  wave: (ink) => `<path d='M8 28Q16 18 24 28T40 28M8 36Q16 26 24 36T40 36' stroke='${ink}' stroke-width='3.5' fill='none' stroke-linecap='round'/><circle cx='30' cy='16' r='4' fill='${ink}'/>`,
  gem: (ink) => `<path d='M14 18L19 12H29L34 18 24 36z' fill='${ink}'/>`,
  flame: (ink) => `<path d='M24 38C16 38 12 32 14 26 16 30 19 30 19 30 16 22 22 14 28 10 26 18 36 22 34 30 33 35 29 38 24 38z' fill='${ink}'/>`,
  bolt: (ink) => `<path d='M27 8L14 27H23L19 40 34 20H25z' fill='${ink}'/>`,
  tiger: (ink) => `<path d='M12 14L18 18H30L36 14 36 26C36 34 30 38 24 38S12 34 12 26z' fill='${ink}'/><path d='M24 20V26M18 22L20 26M30 22L28 26' stroke='${ink === "#fff" ? "#0005" : "#fff"}' stroke-width='2.5' stroke-linecap='round'/>`,
  pearl: (ink) => `<circle cx='24' cy='24' r='9' fill='${ink}'/><path d='M10 30Q24 44 38 30' stroke='${ink}' stroke-width='3' fill='none'/>`,
  live: (ink) => `<rect x='9' y='15' width='22' height='18' rx='4' fill='${ink}'/><path d='M31 21L39 16V32L31 27z' fill='${ink}'/>`,
  velvet: (ink) => `<path d='M10 12L24 38 38 12H31L24 26 17 12z' fill='${ink}'/>`,
  clubSuit: (ink) => `<path d='${SUIT_PATHS.club}' transform='translate(11 10) scale(1.3)' fill='${ink}'/>`,
  fish: (ink) => `<path d='M8 24C14 14 30 14 36 24 30 34 14 34 8 24zM36 24L42 18V30z' fill='${ink}'/>`,
  coral: (ink) => `<path d='M24 38V22M24 28L16 20M24 26L32 16M16 20V12M32 16V10' stroke='${ink}' stroke-width='4' fill='none' stroke-linecap='round'/>`,
  spadeSuit: (ink) => `<path d='${SUIT_PATHS.spade}' transform='translate(11 10) scale(1.3)' fill='${ink}'/>`,
  heartSuit: (ink) => `<path d='${SUIT_PATHS.heart}' transform='translate(11 11) scale(1.3)' fill='${ink}'/>`,
  ball: (ink) => `<circle cx='24' cy='24' r='13' fill='none' stroke='${ink}' stroke-width='3'/><path d='M24 18L30 22 28 29H20L18 22z' fill='${ink}'/>`,
  rooster: (ink) => `<path d='M14 36C12 26 18 20 24 22 22 16 26 10 30 12 34 10 36 16 32 18 38 22 38 32 30 36z' fill='${ink}'/>`,
  controller: (ink) => `<rect x='7' y='15' width='34' height='20' rx='10' fill='none' stroke='${ink}' stroke-width='3'/><path d='M12 25H22M17 20V30' stroke='${ink}' stroke-width='3'/><circle cx='30' cy='22' r='2.6' fill='${ink}'/><circle cx='35' cy='28' r='2.6' fill='${ink}'/>`,
  lottoBall: (ink) => `<circle cx='24' cy='24' r='13' fill='none' stroke='${ink}' stroke-width='3'/>${star(24, 25, 8, ink)}`,
  clock: (ink) => `<circle cx='24' cy='26' r='12' fill='none' stroke='${ink}' stroke-width='3.5'/><path d='M24 26V19M24 26L29 29M20 10H28' stroke='${ink}' stroke-width='3' stroke-linecap='round'/>`,
};

/** The mark's outline shapes in a 48×48 box. */
export const MARK_SHAPES: Record<string, string> = {
  circle: "M24 3A21 21 0 1 1 23.9 3z",
  square: "M12 3H36Q45 3 45 12V36Q45 45 36 45H12Q3 45 3 36V12Q3 3 12 3z",
  hexagon: "M24 2L43 13V35L24 46 5 35V13z",
  shield: "M24 3L43 9V24C43 35 34 42 24 46 14 42 5 35 5 24V9z",
  diamond: "M24 2L46 24 24 46 2 24z",
  octagon: "M15 3H33L45 15V33L33 45H15L3 33V15z",
  drop: "M24 3C34 15 42 23 42 31A18 18 0 0 1 6 31C6 23 14 15 24 3z",
  badge: "M24 2L30 8 38 7 39 15 46 20 42 27 45 35 37 38 34 45 26 43 20 47 15 41 7 40 7 32 2 25 7 19 6 11 14 10 19 3z",
};
