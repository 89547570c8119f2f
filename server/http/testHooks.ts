// Test hooks of the operator API, mounted only when their environment variable is set (never in production).
import { Hono } from "hono";
import * as z from "zod/mini";
import { z as zod } from "zod";
import { id } from "../db/codecs";
import type { Db } from "../db/index";
import type { MovableClock } from "../lib/movableClock";
import { currentMerchant } from "../lib/merchantScope";
import type { AppEnv } from "./context";
import { ok } from "./envelope";
import { HttpError } from "./errors";
import { parseInput, readJson } from "./validate";

const clockMoveSchema = z.object({ at: z.nullable(z.iso.datetime()) });
const disbursedAtSchema = z.object({ at: z.iso.datetime() });
/** Rows are parsed with the database codecs (full zod), as the modules' sql.ts do. */
const idRow = zod.object({ id });

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

/**
 * Under /ops/test with TALA_RECEIPT_CLOCK: moves a paid-out withdrawal's disbursement to `at`, so its receipt deadline
 * (disbursement + the merchant's minutes) can pass now instead of a real minute or more later.
 */
export function receiptClockRoutes(db: Db) {
  const routes = new Hono<AppEnv>();
  routes.put("/withdrawals/:id/disbursed-at", async (c) => {
    const { at } = parseInput(disbursedAtSchema, await readJson(c.req.raw), "body");
    const [moved] = await db.query(
      idRow,
      "update withdrawal set disbursed_at = $3 where id = $1 and merchant_id = $2 and status = 'disbursed' returning id",
      [Number(c.req.param("id")), currentMerchant().id, at],
    );
    if (!moved) throw new HttpError(409, "not_disbursed", "No paid-out withdrawal waits for its receipt under this id.");
    return ok(c, { id: moved.id, disbursedAt: at });
  });
  return routes;
}
