// The house slot's symbols drawn as pictures (seven, gold bars, bell, cherry, lemon, plum), each named in the reader's
// language; their paint is defined once per page by <SlotSymbolPaint />.
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";

/** The symbols' names in the reader's language, by the server's symbol code. */
export function useSymbolNames(): Record<string, string> {
  const { t } = useLingui();
  return { SEVEN: t`Seven`, BAR: t`Gold bars`, BELL: t`Bell`, CHERRY: t`Cherry`, LEMON: t`Lemon`, PLUM: t`Plum` };
}

const ingot = (x: number, y: number) => (
  <g key={`${x}-${y}`}>
    <path d={`M${x + 6} ${y}H${x + 34}L${x + 40} ${y + 18}H${x}z`} fill="url(#slot-gold)" stroke="#9a5b00" strokeWidth="2" strokeLinejoin="round" />
    <path d={`M${x + 7} ${y + 1}H${x + 33}L${x + 31} ${y + 6}H${x + 9}z`} fill="#fff8d0" opacity="0.75" />
  </g>
);

const DRAWINGS: Record<string, ReactNode> = {
  SEVEN: (
    <>
      <path d="M20 16H82V32L52 88H30L58 34H20z" fill="#5a0010" transform="translate(3 4)" opacity="0.45" />
      <path d="M20 16H82V32L52 88H30L58 34H20z" fill="url(#slot-red)" stroke="url(#slot-gold)" strokeWidth="5" strokeLinejoin="round" />
      <path d="M25 21H76V25H25z" fill="#fff" opacity="0.55" />
    </>
  ),
  BAR: (
    <>
      {ingot(8, 62)}
      {ingot(52, 62)}
      {ingot(30, 40)}
      <path d="M72 22l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#fff6c2" />
    </>
  ),
  BELL: (
    <>
      <path d="M50 12c-4 0-7 3-7 7v2C29 25 22 37 22 53v13l-9 11h74l-9-11V53c0-16-7-28-21-32v-2c0-4-3-7-7-7z" fill="url(#slot-gold)" stroke="#9a5b00" strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="50" cy="84" r="8" fill="url(#slot-gold)" stroke="#9a5b00" strokeWidth="2" />
      <path d="M32 56c0-12 5-20 14-24" stroke="#fff8d0" strokeWidth="5" fill="none" strokeLinecap="round" opacity="0.8" />
      <path d="M16 74h68" stroke="#9a5b00" strokeWidth="3" opacity="0.5" />
    </>
  ),
  CHERRY: (
    <>
      <path d="M30 58C34 38 46 24 62 16M70 60C68 42 66 28 62 16" stroke="#3f7a1e" strokeWidth="4.5" fill="none" strokeLinecap="round" />
      <path d="M62 16C72 7 88 9 92 18 82 25 69 23 62 16z" fill="#4caf50" />
      <circle cx="30" cy="68" r="19" fill="url(#slot-cherry)" />
      <circle cx="70" cy="70" r="19" fill="url(#slot-cherry)" />
      <ellipse cx="23" cy="61" rx="6" ry="4" fill="#fff" opacity="0.7" transform="rotate(-30 23 61)" />
      <ellipse cx="63" cy="63" rx="6" ry="4" fill="#fff" opacity="0.7" transform="rotate(-30 63 63)" />
    </>
  ),
  LEMON: (
    <>
      <path d="M10 52C10 32 30 22 50 22S90 32 90 52 70 82 50 82 10 72 10 52z" fill="url(#slot-lemon)" />
      <path d="M10 52L3 49 4 57zM90 52L97 49 96 57z" fill="#e0a800" />
      <ellipse cx="36" cy="38" rx="12" ry="6" fill="#fff" opacity="0.6" transform="rotate(-20 36 38)" />
    </>
  ),
  PLUM: (
    <>
      <path d="M50 30V18" stroke="#5d3a1a" strokeWidth="4" strokeLinecap="round" />
      <path d="M52 22C62 10 80 14 82 22 70 28 58 28 52 22z" fill="#4caf50" />
      <circle cx="50" cy="58" r="30" fill="url(#slot-plum)" />
      <path d="M50 30C42 46 42 70 50 88" stroke="#3d0a5c" strokeWidth="2.5" fill="none" opacity="0.5" />
      <ellipse cx="37" cy="45" rx="8" ry="5" fill="#fff" opacity="0.5" transform="rotate(-35 37 45)" />
    </>
  ),
};

/** One symbol's picture, named for screen readers. */
export function SlotSymbol({ symbol, name }: { symbol: string; name: string }) {
  return (
    <svg className="slot-symbol" viewBox="0 0 100 100" role="img" aria-label={name}>
      {DRAWINGS[symbol] ?? <circle cx="50" cy="50" r="30" fill="#ccc" />}
    </svg>
  );
}

/** The gradients the symbols paint with: once on the page, hidden. */
export function SlotSymbolPaint() {
  return (
    <svg width="0" height="0" className="visually-hidden" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="slot-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff4b8" />
          <stop offset="0.45" stopColor="#ffc83a" />
          <stop offset="1" stopColor="#c27800" />
        </linearGradient>
        <linearGradient id="slot-red" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff6b6b" />
          <stop offset="0.5" stopColor="#d7263d" />
          <stop offset="1" stopColor="#8f0a1f" />
        </linearGradient>
        <radialGradient id="slot-cherry" cx="0.4" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#ff8a96" />
          <stop offset="0.5" stopColor="#d7263d" />
          <stop offset="1" stopColor="#7a0b1a" />
        </radialGradient>
        <radialGradient id="slot-lemon" cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#fffbd1" />
          <stop offset="0.5" stopColor="#ffd93b" />
          <stop offset="1" stopColor="#d99a00" />
        </radialGradient>
        <radialGradient id="slot-plum" cx="0.38" cy="0.32" r="0.75">
          <stop offset="0" stopColor="#c99bf2" />
          <stop offset="0.5" stopColor="#7b2cbf" />
          <stop offset="1" stopColor="#3d0a5c" />
        </radialGradient>
      </defs>
    </svg>
  );
}
