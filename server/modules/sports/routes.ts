// HTTP of the sportsbook: the matches and their prices, placing a bet and the member's bets under /wps/sports; the
// operator's settings, suspensions, corrections and book under /ops/sports.
import { Hono } from "hono";
import {
  betPageQuerySchema, betRequestSchema, eventParamSchema, marketParamSchema, sportBookQuerySchema, sportResultSchema, sportSettingsSchema, sportsQuerySchema, suspendMarketSchema,
} from "../../../src/contract/sports";
import { toMinor } from "../../../src/contract/wallet";
import { requireSession } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { parseInput, readJson } from "../../http/validate";
import type { SessionService } from "../session/service";
import type { SportsService } from "./service";

export function sportsRoutes(sports: SportsService, sessions: SessionService) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireSession(sessions.authenticate);
  routes.get("/events", async (c) => ok(c, await sports.events(parseInput(sportsQuerySchema, c.req.query(), "query"))));
  routes.get("/events/:feedId", async (c) => ok(c, await sports.event(parseInput(eventParamSchema, c.req.param(), "path").feedId)));
  routes.post("/bets", signedIn, async (c) => {
    const request = parseInput(betRequestSchema, await readJson(c.req.raw), "body");
    return ok(c, await sports.place(c.get("memberId"), { ...request, stake: toMinor(request.stake) }));
  });
  routes.get("/bets", signedIn, async (c) => ok(c, await sports.bets(c.get("memberId"), parseInput(betPageQuerySchema, c.req.query(), "query").pageNo ?? 1)));
  return routes;
}

export function sportsOpsRoutes(sports: SportsService) {
  const routes = new Hono<AppEnv>();
  routes.get("/settings", async (c) => ok(c, await sports.settingsView()));
  routes.put("/settings", async (c) => {
    const body = parseInput(sportSettingsSchema, await readJson(c.req.raw), "body");
    const [units = "0", cents = ""] = body.marginPercent.split(".");
    return ok(
      c,
      await sports.setSettings({
        marginBp: Number(units) * 100 + Number(cents.padEnd(2, "0")), maxStake: toMinor(body.maxStake), maxPayout: toMinor(body.maxPayout),
        marketMaxStake: Object.fromEntries(Object.entries(body.marketMaxStake ?? {}).flatMap(([market, stake]) => (stake === undefined ? [] : [[market, toMinor(stake)]]))),
        inPlayDelaySeconds: body.inPlayDelaySeconds,
      }),
    );
  });
  routes.post("/events/:feedId/markets/:market/suspend", async (c) => {
    const { feedId, market } = parseInput(marketParamSchema, c.req.param(), "path");
    return ok(c, await sports.suspendMarket(feedId, market, parseInput(suspendMarketSchema, await readJson(c.req.raw), "body").suspended));
  });
  routes.post("/events/:feedId/result", async (c) => {
    const { feedId } = parseInput(eventParamSchema, c.req.param(), "path");
    const result = parseInput(sportResultSchema, await readJson(c.req.raw), "body");
    return ok(c, await sports.correct(feedId, "void" in result ? null : result));
  });
  routes.get("/book", async (c) => ok(c, await sports.book(parseInput(sportBookQuerySchema, c.req.query(), "query").day)));
  return routes;
}
