// HTTP of the casino: launching a game, the house slot's session, spins and seed reveal, betting records, profit.
import { Hono } from "hono";
import { cardsRequestSchema, fishRequestSchema, roomListQuerySchema, betQuerySchema, gameLimitsSchema, launchQuerySchema, nodeIdParamSchema, rouletteRequestSchema, type RouletteBetRequest, openSessionRequestSchema, profitQuerySchema, revealRequestSchema, spinRequestSchema } from "../../../src/contract/casino";
import { requireSession } from "../../http/auth";
import { callerIp, requestLanguage, type AppContext, type AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { decimalToMinor } from "../../lib/money";
import { parseInput, readJson } from "../../http/validate";
import type { SessionService } from "../session/service";
import type { CasinoService } from "./service";
import type { RouletteBet } from "./house/roulette";
import { badRequest } from "../../http/errors";

/** A bet as the wire says it, checked for what its kind needs. */
function rouletteBet(bet: RouletteBetRequest): RouletteBet {
  const amount = decimalToMinor(bet.amount);
  switch (bet.kind) {
    case "straight":
      if (bet.number === undefined) throw badRequest("Invalid body. bets.number: a straight bet names its number");
      return { kind: "straight", number: bet.number, amount };
    case "dozen":
    case "column":
      if (bet.which !== 1 && bet.which !== 2 && bet.which !== 3) throw badRequest(`Invalid body. bets.which: a ${bet.kind} bet names 1, 2 or 3`);
      return { kind: bet.kind, which: bet.which, amount };
    default:
      return { kind: bet.kind, amount };
  }
}

export function casinoRoutes(casino: CasinoService, sessions: SessionService) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireSession(sessions.authenticate);
  const body = async <S extends Parameters<typeof parseInput>[0]>(c: AppContext, schema: S) => parseInput(schema, await readJson(c.req.raw), "body");

  routes.get("/game/launchGame", signedIn, async (c) => {
    const { nodeId, roomId } = parseInput(launchQuerySchema, c.req.query(), "query");
    const lobbyUrl = `${new URL(c.req.url).origin}/`;
    return ok(c, await casino.launch(c.get("memberId"), c.get("token"), nodeId, roomId, { language: requestLanguage(c), ip: callerIp(c), lobbyUrl }));
  });
  routes.post("/house/session", signedIn, async (c) => {
    const { launchToken, clientSeed } = await body(c, openSessionRequestSchema);
    return ok(c, await casino.openSession(c.get("memberId"), c.get("token"), launchToken, clientSeed, requestLanguage(c)));
  });
  routes.post("/house/slot/spin", signedIn, async (c) => {
    const { sessionId, bet } = await body(c, spinRequestSchema);
    return ok(c, await casino.spin(c.get("memberId"), sessionId, decimalToMinor(bet)));
  });
  routes.post("/house/roulette/spin", signedIn, async (c) => {
    const { sessionId, bets } = await body(c, rouletteRequestSchema);
    return ok(c, await casino.playRoulette(c.get("memberId"), sessionId, bets.map(rouletteBet)));
  });
  routes.post("/house/fish/shoot", signedIn, async (c) => {
    const { sessionId, bet, fish } = await body(c, fishRequestSchema);
    return ok(c, await casino.shootFish(c.get("memberId"), sessionId, decimalToMinor(bet), fish));
  });
  routes.post("/house/cards/deal", signedIn, async (c) => {
    const { sessionId, bet } = await body(c, cardsRequestSchema);
    return ok(c, await casino.dealCards(c.get("memberId"), sessionId, decimalToMinor(bet)));
  });
  routes.post("/house/session/reveal", signedIn, async (c) => ok(c, await casino.revealSeed(c.get("memberId"), (await body(c, revealRequestSchema)).sessionId)));
  routes.get("/v2/bets", signedIn, async (c) => ok(c, await casino.bets(c.get("memberId"), parseInput(betQuerySchema, c.req.query(), "query"), requestLanguage(c))));
  routes.get("/v2/bets/profit", signedIn, async (c) => ok(c, await casino.profit(c.get("memberId"), parseInput(profitQuerySchema, c.req.query(), "query"))));
  return routes;
}

/** The casino's calls under /wps/relay/: the pvp card tables' rooms (GLS2_roomList), and the sportsbook's launch (GCS_gameLaunchFB). */
export function casinoRelayRoutes(casino: CasinoService, sessions: SessionService) {
  const routes = new Hono<AppEnv>();
  routes.get("/GLS2_roomList", async (c) => ok(c, await casino.rooms(parseInput(roomListQuerySchema, c.req.query(), "query").nodeId, requestLanguage(c))));
  routes.get("/GCS_gameLaunchFB", requireSession(sessions.authenticate), (c) => ok(c, casino.launchSports()));
  return routes;
}

/** The operator's side: a house game's maximum bet and win. */
export function casinoOpsRoutes(casino: CasinoService) {
  const routes = new Hono<AppEnv>();
  routes.get("/:nodeId/limits", async (c) => ok(c, await casino.limits(parseInput(nodeIdParamSchema, c.req.param(), "path").nodeId)));
  routes.put("/:nodeId/limits", async (c) => {
    const { nodeId } = parseInput(nodeIdParamSchema, c.req.param(), "path");
    const { maxBet, maxWin } = parseInput(gameLimitsSchema, await readJson(c.req.raw), "body");
    return ok(c, await casino.setLimits(nodeId, decimalToMinor(maxBet), decimalToMinor(maxWin)));
  });
  return routes;
}
