// Test hooks of the operator API, mounted only when their environment variable is set (never in production).
import { Hono } from "hono";
import * as z from "zod/mini";
import type { MovableClock } from "../lib/movableClock";
import type { AppEnv } from "./context";
import { ok } from "./envelope";
import { parseInput, readJson } from "./validate";

const clockMoveSchema = z.object({ at: z.nullable(z.iso.datetime()) });

/** Under /ops/test with TALA_GAME_CLOCK: moves the games' clock (the lottery's draws, the sportsbook's matches). */
export function gameClockRoutes(clock: MovableClock) {
  const routes = new Hono<AppEnv>();
  routes.put("/game-clock", async (c) => {
    const { at } = parseInput(clockMoveSchema, await readJson(c.req.raw), "body");
    clock.moveTo(at === null ? null : new Date(at));
    return ok(c, { now: clock.now().toISOString() });
  });
  return routes;
}
