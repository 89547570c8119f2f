// HTTP of the house lottery: the SPEC's lobby calls (/lgw/vn/games/game_menu, its /recent, /lgw/vn/numeros/opened/game,
// /lotto/lgw/games/opened/numero) and the betting calls of the lottery screen under /wps/lottery.
import { Hono } from "hono";
import {
  bookQuerySchema, correctionSchema, drawParamSchema, lotteryGameParamSchema, lotteryLimitsSchema, openedQuerySchema, suspendSchema, ticketPageQuerySchema, ticketRequestSchema,
} from "../../../src/contract/lottery";
import { toMinor } from "../../../src/contract/wallet";
import { requireSession } from "../../http/auth";
import { requestLanguage, type AppContext, type AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { parseInput, readJson } from "../../http/validate";
import type { SessionService } from "../session/service";
import type { LotteryService } from "./service";

/** How many results the opened-numbers calls answer when not asked (SPEC §7: count 100). */
export const OPENED_COUNT = 100;

/** Under /lgw/vn: the lottery games with their current draws, the member's recent ones, and the latest results. */
export function lotteryLobbyRoutes(lottery: LotteryService, sessions: SessionService) {
  const routes = new Hono<AppEnv>();
  routes.get("/games/game_menu", async (c) => ok(c, await lottery.games(requestLanguage(c))));
  routes.get("/games/game_menu/recent", async (c) => {
    const memberId = await sessions.signedInMember(c.req.header("token"));
    return ok(c, memberId === null ? [] : await lottery.recentGames(memberId, requestLanguage(c)));
  });
  routes.get("/numeros/opened/game", async (c) => {
    const { gameCode, count } = parseInput(openedQuerySchema, c.req.query(), "query");
    return ok(c, await lottery.opened(gameCode, count ?? OPENED_COUNT));
  });
  return routes;
}

/** Under /lotto/lgw: each game's latest result. */
export function lottoOpenedRoutes(lottery: LotteryService) {
  const routes = new Hono<AppEnv>();
  routes.get("/games/opened/numero", async (c) => ok(c, await lottery.latestResults(requestLanguage(c))));
  return routes;
}

/** Under /wps/lottery: one game's board (or the cockfight arena's), buying a ticket or a fight bet, the member's tickets. */
export function lotteryRoutes(lottery: LotteryService, sessions: SessionService) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireSession(sessions.authenticate);
  routes.get("/cockfight", async (c) => ok(c, await lottery.cockfight(requestLanguage(c))));
  routes.get("/games/:gameCode", async (c) => ok(c, await lottery.game(parseInput(lotteryGameParamSchema, c.req.param(), "path").gameCode, requestLanguage(c))));
  // One draw as players see it (a fight's result, however long ago; a void one too).
  routes.get("/games/:gameCode/draws/:drawNo", async (c) => {
    const { gameCode, drawNo } = parseInput(drawParamSchema, c.req.param(), "path");
    return ok(c, await lottery.publicDraw(gameCode, drawNo));
  });
  routes.post("/tickets", signedIn, async (c) => {
    const request = parseInput(ticketRequestSchema, await readJson(c.req.raw), "body");
    return ok(c, await lottery.buy(c.get("memberId"), { ...request, stake: toMinor(request.stake) }));
  });
  routes.get("/tickets", signedIn, async (c) => ok(c, await lottery.tickets(c.get("memberId"), parseInput(ticketPageQuerySchema, c.req.query(), "query"))));
  return routes;
}

/** Under /ops/lottery: ceilings, suspending, cancelling and correcting a draw, the day's book. */
export function lotteryOpsRoutes(lottery: LotteryService) {
  const routes = new Hono<AppEnv>();
  const drawOf = (c: AppContext) => parseInput(drawParamSchema, c.req.param(), "path");
  routes.put("/games/:gameCode/limits", async (c) => {
    const { gameCode } = parseInput(lotteryGameParamSchema, c.req.param(), "path");
    const { maxStake, byType } = parseInput(lotteryLimitsSchema, await readJson(c.req.raw), "body");
    const lower = Object.fromEntries(Object.entries(byType ?? {}).flatMap(([type, stake]) => (stake === undefined ? [] : [[type, toMinor(stake)]])));
    return ok(c, await lottery.setLimits(gameCode, toMinor(maxStake), lower));
  });
  routes.get("/draws/:gameCode/:drawNo", async (c) => {
    const { gameCode, drawNo } = drawOf(c);
    return ok(c, await lottery.drawOf(gameCode, drawNo));
  });
  routes.post("/draws/:gameCode/:drawNo/suspend", async (c) => {
    const { gameCode, drawNo } = drawOf(c);
    return ok(c, await lottery.suspend(gameCode, drawNo, parseInput(suspendSchema, await readJson(c.req.raw), "body").suspended));
  });
  routes.post("/draws/:gameCode/:drawNo/void", async (c) => {
    const { gameCode, drawNo } = drawOf(c);
    return ok(c, await lottery.voidDraw(gameCode, drawNo));
  });
  routes.post("/draws/:gameCode/:drawNo/result", async (c) => {
    const { gameCode, drawNo } = drawOf(c);
    return ok(c, await lottery.correct(gameCode, drawNo, parseInput(correctionSchema, await readJson(c.req.raw), "body").result));
  });
  routes.get("/book", async (c) => ok(c, await lottery.book(parseInput(bookQuerySchema, c.req.query(), "query").day)));
  return routes;
}
