// Launching a game: a short-lived token bound to member, game and session (an outside vendor's game: the address its
// vendor gives), each launch counted against the member's limits; the sportsbook's and the lottery's own pages.
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { currentMerchant } from "../../lib/merchantScope";
import { tokenHash } from "../../lib/secrets";
import { take, type Window } from "../../lib/rateLimit";
import type { GamesService } from "../games/service";
import type { Vendors } from "./vendors";
import * as sql from "./sql";

const LAUNCH_TTL_SECONDS = 120;
/**
 * Launches one member may make: each mints a token (an outside one also asks its vendor over signed HTTP). Far more
 * than a player opening games by hand; a script opening hundreds is stopped after these.
 */
export const LAUNCH_LIMITS: readonly Window[] = [
  { ms: 60_000, max: 20 },
  { ms: 60 * 60_000, max: 200 },
];

/** Where a launch comes from: what the vendor of an outside game is told about the player. */
export interface LaunchContext {
  language: string;
  ip: string;
  /** Where the vendor's "back to lobby" leads. */
  lobbyUrl: string;
}

export function createLaunch(db: Db, games: GamesService, vendors: Vendors) {
  /** Counts a launch that mints a token against the member's limits, atomically (rateLimit.take); throws 429 when one is full. */
  async function countLaunch(memberId: number) {
    if (!(await take(db, `launch:${currentMerchant().id}:${memberId}`, LAUNCH_LIMITS))) {
      throw new HttpError(429, "too_many_launches", "Too many games were opened in a short time. Please wait a few minutes and try again.");
    }
  }

  return {
    /** GET /wps/game/launchGame: where the game runs, with a launch token only this member's session can use, once. */
    async launch(memberId: number, sessionToken: string, nodeId: string, roomId: number | undefined, context: LaunchContext) {
      const game = await games.gameByNode(nodeId);
      if (!game || !game.active) throw notFound("No such game");
      if (game.is_game === "VASSALAGE") throw badRequest("This tile lists a provider's games: choose one of them.", "choose_game");
      if (game.house_engine === null) {
        // An outside vendor's game: the vendor gives its address (or the game is under maintenance here).
        if (roomId !== undefined) throw badRequest("This game has no rooms.", "no_rooms");
        await countLaunch(memberId);
        const outside = await vendors.launch(game, { memberId, sessionToken, ...context });
        return { url: outside.url, launchToken: "", vendor: outside.vendor, outside: true };
      }
      if (game.house_engine === "sportsbook") {
        // The book: the esports vendors' matches on /esports, the others on the sports page.
        if (roomId !== undefined) throw badRequest("This game has no rooms.", "no_rooms");
        const esports = (await games.esportsVendors()).includes(game.vendor_code);
        return { url: esports ? "/esports" : "/fbsports", launchToken: "", vendor: game.vendor_code, outside: false };
      }
      if (game.house_engine === "lottery" || game.house_engine === "cockfight") {
        // The lottery's own screens: they need no launch token (tickets are bought with the member's session).
        if (roomId !== undefined) throw badRequest("This game has no rooms.", "no_rooms");
        const url = game.house_engine === "lottery"
          ? `/lottery?${new URLSearchParams({ lottoGameCode: game.game_code, lottoView: "betting", launchMode: "LOTT" })}`
          : `/game?nodeId=${encodeURIComponent(game.node_id)}&vendor=${game.vendor_code}&engine=cockfight`;
        return { url, launchToken: "", vendor: game.vendor_code, outside: false };
      }
      if (game.house_engine === "cards" && roomId === undefined) throw badRequest("Choose a room to sit at.", "room_required");
      if (game.house_engine !== "cards" && roomId !== undefined) throw badRequest("This game has no rooms.", "no_rooms");
      if (roomId !== undefined) {
        const [room] = await sql.roomOfGame(db, game.id, roomId, memberId);
        if (!room) throw notFound("No such room at this table");
        // An early answer before the game page opens; the seat is taken, and the seats counted again under the room's
        // lock, when the session opens. A member already seated may come back to the table.
        if (!room.seated && room.players >= room.seats) throw new HttpError(409, "room_full", "This room is full. Choose another room.");
      }
      await countLaunch(memberId);
      const token = randomBytes(24).toString("base64url");
      await sql.insertLaunch(db, { tokenHash: tokenHash(token), memberId, gameId: game.id, roomId: roomId ?? null, sessionHash: tokenHash(sessionToken), ttlSeconds: LAUNCH_TTL_SECONDS });
      const url = `/game?nodeId=${encodeURIComponent(game.node_id)}&vendor=${game.vendor_code}&engine=${game.house_engine}&launch=${token}`;
      return { url, launchToken: token, vendor: game.vendor_code, outside: false };
    },

    /** GCS_gameLaunchFB: the house sportsbook (its page; bets are placed with the member's session). */
    launchSports() {
      return { url: "/fbsports", launchToken: "", vendor: "TALASPORTS", outside: false };
    },
  };
}
