// The roulette wheel: 37 pockets in the European order round a turret; each spin turns it whole turns and stops the
// server's pocket under the pointer, the ball running the other way into it. Reduced motion: it stands on the result.
import { useMemo } from "react";

/** The pockets clockwise from the zero, as on a European wheel. */
export const WHEEL_ORDER = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26] as const;
export const RED_POCKETS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** How long a spin of the wheel lasts. */
export const WHEEL_TURN_MS = 4200;
const STEP = 360 / WHEEL_ORDER.length;
const WHEEL_TURNS = 5;
const BALL_TURNS = 3;

const at = (degrees: number, radius: number) => {
  const a = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(a)).toFixed(2)} ${(-radius * Math.cos(a)).toFixed(2)}`;
};
const pocketColour = (n: number) => (n === 0 ? "#14804a" : RED_POCKETS.has(n) ? "#c1121f" : "#1b1b24");

/**
 * The wheel's turn after `spins` spins, the last ending on `pocket`: whole turns forward for each spin, then back by
 * the pocket's place so it stands at the top. Each spin turns it forward between four and five turns.
 */
export function wheelAngle(spins: number, pocket: number | null): number {
  const index = pocket === null ? 0 : WHEEL_ORDER.findIndex((n) => n === pocket);
  return spins * WHEEL_TURNS * 360 - Math.max(0, index) * STEP;
}

/** The pocket standing under the pointer when the wheel is turned by `degrees`. */
export function pocketAtPointer(degrees: number): number {
  const index = Math.round(-degrees / STEP);
  return WHEEL_ORDER[((index % WHEEL_ORDER.length) + WHEEL_ORDER.length) % WHEEL_ORDER.length] ?? 0;
}

/** The pockets with their numbers written in the reader's digits. */
function pockets(digits: (n: number) => string) {
  return WHEEL_ORDER.map((n, i) => {
    const from = i * STEP - STEP / 2;
    const to = from + STEP;
    const band = (inner: number, outer: number) => `M${at(from, inner)}L${at(from, outer)}A${outer} ${outer} 0 0 1 ${at(to, outer)}L${at(to, inner)}A${inner} ${inner} 0 0 0 ${at(from, inner)}z`;
    return (
      <g key={n}>
        <path d={band(74, 91)} fill={pocketColour(n)} />
        <path d={band(56, 74)} fill={pocketColour(n)} />
        <path d={band(56, 74)} fill="#000" opacity="0.35" />
        <path d={`M${at(from, 56)}L${at(from, 91)}`} stroke="#e3c06a" strokeWidth="0.9" />
        <text x="0" y="-82.5" transform={`rotate(${(i * STEP).toFixed(2)})`} textAnchor="middle" dominantBaseline="central" className="roulette-wheel__number">
          {digits(n)}
        </text>
      </g>
    );
  });
}

export function RouletteWheel({ pocket, spins, landed, label, digits }: { pocket: number | null; spins: number; landed: boolean; label: string; digits: (n: number) => string }) {
  const angle = wheelAngle(spins, pocket);
  const drawn = useMemo(() => pockets(digits), [digits]);
  return (
    <figure className={`roulette-wheel${landed ? " is-landed" : " is-turning"}`} data-testid="roulette-wheel" data-pocket={landed && pocket !== null ? pocket : undefined}>
      <svg viewBox="-100 -100 200 200" role="img" aria-label={label}>
        <defs>
          <radialGradient id="roulette-wood" cx="0.5" cy="0.45" r="0.55">
            <stop offset="0.8" stopColor="#8a4b1f" />
            <stop offset="1" stopColor="#4a2409" />
          </radialGradient>
          <linearGradient id="roulette-gold" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fff4b8" />
            <stop offset="0.5" stopColor="#e0a526" />
            <stop offset="1" stopColor="#9a5b00" />
          </linearGradient>
          <radialGradient id="roulette-cone" cx="0.45" cy="0.4" r="0.6">
            <stop offset="0" stopColor="#c98a4b" />
            <stop offset="1" stopColor="#6b3a16" />
          </radialGradient>
        </defs>
        <circle r="99" fill="url(#roulette-wood)" />
        <circle r="93" fill="url(#roulette-gold)" />
        <g className="roulette-wheel__rotor" style={{ transform: `rotate(${angle}deg)`, transitionDuration: `${WHEEL_TURN_MS}ms` }} data-testid="roulette-rotor">
          <circle r="91" fill="#3a1d0a" />
          {drawn}
          <circle r="74" fill="none" stroke="#e3c06a" strokeWidth="0.9" />
          <circle r="56" fill="url(#roulette-cone)" />
          <circle r="40" fill="none" stroke="#d9b45a" strokeWidth="1.2" opacity="0.7" />
          <path d="M-30 0H30M0-30V30" stroke="url(#roulette-gold)" strokeWidth="5" strokeLinecap="round" />
          <circle r="11" fill="url(#roulette-gold)" stroke="#9a5b00" strokeWidth="1.5" />
        </g>
        {pocket !== null && (
          <g className="roulette-wheel__ball" style={{ transform: `rotate(${-spins * BALL_TURNS * 360}deg)`, transitionDuration: `${WHEEL_TURN_MS}ms` }}>
            <circle cx="0" cy="-65" r="5.5" fill="#fdfdfd" stroke="#9aa4b8" strokeWidth="0.8" />
          </g>
        )}
        <path d="M-8 -101L8 -101 0 -86z" fill="url(#roulette-gold)" stroke="#6b3a16" strokeWidth="1.2" strokeLinejoin="round" />
      </svg>
    </figure>
  );
}
