// HTTP of the games module as the site's frame needs it: menus, popular, search, recent, winner board.
import { Hono } from "hono";
import { vassGameTypeQuerySchema, esportsVendorsSchema, favouriteActionSchema, gameListQuerySchema, popularQuerySchema, rankListQuerySchema, recentQuerySchema } from "../../../src/contract/content";
import { readJson } from "../../http/validate";
import { requireSession } from "../../http/auth";
import { requestLanguage, type AppContext, type AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { parseInput } from "../../http/validate";
import type { SessionService } from "../session/service";
import type { CasinoService } from "../casino/service";
import type { GamesService } from "./service";

export const POPULAR_COUNT = 20;
export const WINNER_BOARD_LIMIT = 20;

export function lobbyRoutes(games: GamesService, casino: CasinoService) {
  const routes = new Hono<AppEnv>();
  routes.get("/games/game_menus", async (c) => ok(c, await games.menus()));
  // playable=1: only games that play now, the house's and the vendors the casino has connected (the casino reads the
  // catalogue, so the games module does not ask it back).
  routes.get("/games/popular", async (c) => {
    const { count, playable } = parseInput(popularQuerySchema, c.req.query(), "query");
    const connected = playable === "1" ? await casino.vendors.connectedCodes() : null;
    return ok(c, await games.popular(count ?? POPULAR_COUNT, requestLanguage(c), connected));
  });
  return routes;
}

export function gameRelayRoutes(games: GamesService, sessions: SessionService) {
  const routes = new Hono<AppEnv>();
  const lang = (c: AppContext) => requestLanguage(c);
  routes.get("/GCSGAME_gameList", async (c) => {
    const query = parseInput(gameListQuerySchema, c.req.query(), "query");
    return ok(c, await games.list(query, lang(c)));
  });
  routes.get("/GCS_recentGame", requireSession(sessions.authenticate), async (c) => {
    const query = parseInput(recentQuerySchema, c.req.query(), "query");
    return ok(c, await games.recent(c.get("memberId"), query, lang(c)));
  });
  const signedIn = requireSession(sessions.authenticate);
  routes.get("/GCSGAME_gameVendor", async (c) => ok(c, await games.vendors()));
  routes.get("/GCSGAME_getVassGameType", async (c) => {
    const { vassalage } = parseInput(vassGameTypeQuerySchema, c.req.query(), "query");
    return ok(c, await games.vendorGameTypes(vassalage));
  });
  routes.get("/GCSGAME_hotGamesV2", async (c) => ok(c, await games.hot(lang(c))));
  routes.get("/MCSFE_getFavoriteGames", signedIn, async (c) => ok(c, await games.favouriteIds(c.get("memberId"))));
  routes.get("/MCSFE_getFavoriteGamesList", signedIn, async (c) => {
    const query = parseInput(recentQuerySchema, c.req.query(), "query");
    return ok(c, await games.favourites(c.get("memberId"), query, lang(c)));
  });
  routes.post("/MCSFE_favoriteGame", signedIn, async (c) => {
    const { nodeId, action } = parseInput(favouriteActionSchema, await readJson(c.req.raw), "body");
    return ok(c, await games.favourite(c.get("memberId"), nodeId, action));
  });
  routes.get("/GCSGAME_getRankList", async (c) => {
    const { limitNum } = parseInput(rankListQuerySchema, c.req.query(), "query");
    return ok(c, await games.rankList(limitNum ?? WINNER_BOARD_LIMIT, lang(c)));
  });
  return routes;
}

/** The operator's side: which sports vendors make up the ESPORTS category. */
export function gameOpsRoutes(games: GamesService) {
  const routes = new Hono<AppEnv>();
  routes.get("/esports-vendors", async (c) => ok(c, { vendors: await games.esportsVendors() }));
  routes.put("/esports-vendors", async (c) => {
    const { vendors } = parseInput(esportsVendorsSchema, await readJson(c.req.raw), "body");
    return ok(c, { vendors: await games.setEsportsVendors(vendors) });
  });
  return routes;
}
