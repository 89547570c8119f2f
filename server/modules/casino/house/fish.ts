// Tala Fishing: the player aims one shot at a fish; a bigger fish pays more and is caught less often. Each fish is
// caught with probability RTP / multiplier, so every shot returns exactly 96% of its bet on average, whatever the aim.
import { roundIntegers, type Seeds } from "../../../lib/fair";

export const FISH_RTP_PER_MILLION = 960_000;
export const FISH = [
  { id: "clownfish", multiplier: 2 },
  { id: "pufferfish", multiplier: 5 },
  { id: "turtle", multiplier: 10 },
  { id: "octopus", multiplier: 20 },
  { id: "shark", multiplier: 50 },
  { id: "dragon", multiplier: 100 },
] as const;
export type FishId = (typeof FISH)[number]["id"];

export const theoreticalRtp = () => FISH_RTP_PER_MILLION / 1_000_000;

export const fishById = (id: string) => FISH.find((fish) => fish.id === id);

/** One shot: caught when a uniform draw in a million falls under the fish's share (every multiplier divides it). */
export function shoot(seeds: Seeds, fish: (typeof FISH)[number], bet: bigint) {
  const [draw = 0] = roundIntegers(seeds, [1_000_000]);
  const caught = draw < FISH_RTP_PER_MILLION / fish.multiplier;
  return { caught, draw, totalWin: caught ? bet * BigInt(fish.multiplier) : 0n };
}
