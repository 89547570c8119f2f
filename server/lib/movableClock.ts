// A clock a test can move (the TALA_GAME_CLOCK hook): it keeps running from wherever it was moved to.
export interface MovableClock {
  now: () => Date;
  /** Moves the clock to this moment, or back to the real time (null). */
  moveTo: (at: Date | null) => void;
}

export function movableClock(): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    moveTo(at) {
      offsetMs = at === null ? 0 : at.getTime() - Date.now();
    },
  };
}
