// The casino: launching a game (a short-lived token bound to member, game and session), the house vendor's provably
// fair slot on the seamless wallet, and the betting records and profit and loss its rounds make.
import { randomBytes, randomUUID } from "node:crypto";
import type { Db, Queryable } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { minorToDecimal } from "../../lib/money";
import { currentMerchant } from "../../lib/merchantScope";
import { tokenHash } from "../../lib/secrets";
import { take, type Window } from "../../lib/rateLimit";
import type { SystemService } from "../system/service";
import type { GamesService, GameRefRow } from "../games/service";
import type { WalletService } from "../wallet/service";
import { hashSeed, newServerSeed, type Seeds } from "../../lib/fair";
import { isHouseEngine, type HouseEngine } from "../../../src/contract/casino";
import { BET_STEP_MINOR, playHand, theoreticalRtp as cardsRtp } from "./house/cards";
import { FISH, fishById, shoot, theoreticalRtp as fishRtp } from "./house/fish";
import { spinWheel, theoreticalRtp as rouletteRtp, type RouletteBet } from "./house/roulette";
import { LINES, spin, theoreticalRtp as slotRtp } from "./house/slot";
import { createSeamlessWallet } from "./seamless";
import { createVendors, type VendorDeps } from "./vendors";
import type { SecretBox } from "../../lib/secretBox";
import * as sql from "./sql";
import { UUID_PATTERN } from "../../../src/contract/fields";
import { inLanguage } from "../../../src/contract/member";

/** The smallest stake of one roulette bet, in minor units. */
const ROULETTE_MIN_STAKE = 10n;
const ROULETTE_MAX_BETS = 20;
const LAUNCH_TTL_SECONDS = 120;
/**
 * Launches one member may make: each mints a token (an outside one also asks its vendor over signed HTTP). Far more
 * than a player opening games by hand; a script opening hundreds is stopped after these.
 */
export const LAUNCH_LIMITS: readonly Window[] = [
  { ms: 60_000, max: 20 },
  { ms: 60 * 60_000, max: 200 },
];
const SESSION_TTL_SECONDS = 12 * 60 * 60;
const RECORD_PAGE_SIZE = 20;

/** Per engine: bets are multiples of step, at least minBet (from the game's or room's minimum), with this RTP. */
const ENGINE_RULES: Record<HouseEngine, { step: bigint; minBet: (minimum: bigint) => bigint; rtp: () => number }> = {
  slot: { step: BigInt(LINES.length), minBet: (minimum) => minimum * BigInt(LINES.length), rtp: slotRtp },
  roulette: { step: 1n, minBet: () => ROULETTE_MIN_STAKE, rtp: rouletteRtp },
  fish: { step: 1n, minBet: (minimum) => minimum, rtp: fishRtp },
  cards: { step: BET_STEP_MINOR, minBet: (minimum) => ((minimum + BET_STEP_MINOR - 1n) / BET_STEP_MINOR) * BET_STEP_MINOR, rtp: cardsRtp },
};

const nameIn = (names: Record<string, string>, language: string) => inLanguage(names, language) ?? "";

/** An open session with its game's terms: the room's minimum bet, else the game's. */
type Session = sql.SessionRow & Pick<GameRefRow, "node_id" | "vendor_code" | "game_type" | "min_bet_minor"> & { house_engine: HouseEngine | null };

export type CasinoService = ReturnType<typeof createCasinoService>;

/** How far down the sports list the lead sports game is looked for (past provider tiles). */

/** Where a launch comes from: what the vendor of an outside game is told about the player. */
export interface LaunchContext {
  language: string;
  ip: string;
  /** Where the vendor's "back to lobby" leads. */
  lobbyUrl: string;
}

export function createCasinoService(
  db: Db,
  system: SystemService,
  wallet: WalletService,
  games: GamesService,
  options: Pick<VendorDeps, "members" | "fetch" | "production"> & { secrets: SecretBox | null },
) {
  const seamless = createSeamlessWallet(db, wallet);
  const vendors = createVendors(db, { wallet, seamless, members: options.members, games, box: options.secrets, fetch: options.fetch, production: options.production });

  async function sessionOf(merchantId: number, sessionId: string, memberId: number): Promise<Session> {
    const [session] = UUID_PATTERN.test(sessionId) ? await sql.sessionById(db, merchantId, sessionId, memberId) : [];
    const game = session ? (await games.gamesByIds([session.game_id])).get(session.game_id) : undefined;
    if (!session || !game) throw new HttpError(410, "session_ended", "This game session has ended. Open the game again.");
    return {
      ...session, node_id: game.node_id, vendor_code: game.vendor_code, game_type: game.game_type, house_engine: isHouseEngine(game.house_engine) ? game.house_engine : null,
      min_bet_minor: session.room_min_bet_minor ?? game.min_bet_minor,
    };
  }

  /** Counts a launch that mints a token against the member's limits, atomically (rateLimit.take); throws 429 when one is full. */
  async function countLaunch(memberId: number) {
    if (!(await take(db, `launch:${currentMerchant().id}:${memberId}`, LAUNCH_LIMITS))) {
      throw new HttpError(429, "too_many_launches", "Too many games were opened in a short time. Please wait a few minutes and try again.");
    }
  }

  /** The member's open session at this engine's game. */
  async function sessionAt(merchantId: number, sessionId: string, memberId: number, engine: HouseEngine) {
    const session = await sessionOf(merchantId, sessionId, memberId);
    if (session.house_engine !== engine) throw badRequest(`This session is not at a ${engine} game.`, "wrong_game");
    return session;
  }

  /** A bet the engine takes: a whole number of steps, within the game's (or room's) minimum and the operator's maximum. */
  function checkBet(session: Session, engine: HouseEngine, bet: bigint) {
    const rules = ENGINE_RULES[engine];
    if (bet % rules.step !== 0n) throw badRequest(`Invalid body. bet: must be a multiple of ${minorToDecimal(rules.step)}`, "invalid_bet");
    const min = rules.minBet(session.min_bet_minor);
    if (bet < min || bet > session.max_bet_minor) {
      throw new HttpError(400, "bet_out_of_range", `The bet must be between ${minorToDecimal(min)} and ${minorToDecimal(session.max_bet_minor)}.`);
    }
  }

  /**
   * One round of a house game: takes the session's next nonce, lets the engine play it with the seeds, caps the win,
   * debits the stake and credits the win (each once, by the round's ids), and records the round.
   */
  async function playRound<T>(
    merchantId: number,
    memberId: number,
    session: Session,
    stake: bigint,
    play: (seeds: Seeds) => { totalWin: bigint; detail: Record<string, unknown>; answer: T },
  ) {
    const [taken] = await sql.takeNonce(db, session.id, session.nonce);
    if (!taken) {
      // Either another round took this nonce, or the seed was revealed (or the session ended) since it was read: that one is a 410.
      await sessionOf(merchantId, session.id, memberId);
      throw new HttpError(409, "spin_in_progress", "The previous spin is still running.");
    }
    const nonce = taken.nonce;
    const roundId = `${session.id}:${nonce}`;
    const outcome = play({ serverSeed: session.server_seed, clientSeed: session.client_seed, nonce });
    const win = outcome.totalWin > session.max_win_minor ? session.max_win_minor : outcome.totalWin;
    const call = { vendor: session.vendor_code, memberId, roundId };
    let balance = (await seamless.debit({ ...call, txId: `${roundId}:bet`, amount: stake })).balance ?? 0n;
    if (win > 0n) balance = (await seamless.credit({ ...call, txId: `${roundId}:win`, amount: win })).balance ?? balance;
    await games.touchRecent(memberId, session.game_id);
    // Settled as it is recorded: the member's day figures (the agent module's) follow in the same statement.
    await sql.insertRound(db, {
      merchantId, memberId, gameId: session.game_id, vendor: session.vendor_code, roundId, bet: stake, win,
      detail: { ...outcome.detail, nonce, serverSeedHash: session.server_seed_hash, clientSeed: session.client_seed },
    });
    return { ...outcome.answer, roundId, nonce, win: minorToDecimal(win), balance: minorToDecimal(balance) };
  }

  return {
    seamless,
    vendors,

    /** Other house engines' rounds in the betting record (lottery tickets, fight bets), each in the caller's transaction. */
    rounds: {
      /** A round opened by its stake. */
      open: (tx: Queryable, round: { memberId: number; gameId: number; vendor: string; roundId: string; bet: bigint; detail: unknown }) =>
        sql.openRound(tx, { ...round, merchantId: currentMerchant().id }),
      /** Rounds settled with their wins (or, settled already, their corrected wins); the members' day figures follow. */
      settle: (tx: Queryable, vendor: string, rounds: readonly { roundId: string; win: bigint }[]) => sql.settleRounds(tx, vendor, rounds),
      /** Open rounds cancelled, their stakes refunded. */
      cancel: (tx: Queryable, vendor: string, roundIds: readonly string[]) => sql.cancelRounds(tx, vendor, roundIds),
    },

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

    /** The game page trades its launch token for a session with fresh seeds: the server seed's hash is shown now. */
    async openSession(memberId: number, sessionToken: string, launchToken: string, clientSeed: string | undefined, language: string) {
      const merchant = await system.merchant();
      const [launch] = await sql.useLaunch(db, tokenHash(launchToken), memberId, tokenHash(sessionToken));
      if (!launch) throw new HttpError(403, "launch_refused", "This game link is not valid any more. Open the game again.");
      const serverSeed = newServerSeed();
      const id = randomUUID();
      const opened = {
        id,
        memberId,
        gameId: launch.game_id,
        roomId: launch.room_id,
        serverSeed,
        serverSeedHash: hashSeed(serverSeed),
        clientSeed: clientSeed ?? randomBytes(8).toString("hex"),
        ttlSeconds: SESSION_TTL_SECONDS,
      };
      const roomId = launch.room_id;
      if (roomId === null) await sql.insertSession(db, opened);
      else {
        // The seat is taken here, so here the seats are counted: under the room's row lock, one member at a time (the
        // check at launch only answers early). A member already seated comes back to the same seat.
        await db.transaction(async (tx) => {
          await sql.lockRoom(tx, roomId);
          const [room] = await sql.roomOfGame(tx, launch.game_id, roomId, memberId);
          if (!room) throw notFound("No such room at this table");
          if (!room.seated && room.players >= room.seats) throw new HttpError(409, "room_full", "This room is full. Choose another room.");
          await sql.insertSession(tx, opened);
        });
      }
      const session = await sessionOf(merchant.id, id, memberId);
      const engine = session.house_engine ?? "slot";
      const rules = ENGINE_RULES[engine];
      return {
        sessionId: id,
        engine,
        serverSeedHash: session.server_seed_hash,
        clientSeed: session.client_seed,
        nonce: session.nonce,
        lines: engine === "slot" ? LINES.length : 0,
        rtp: rules.rtp(),
        minBet: minorToDecimal(rules.minBet(session.min_bet_minor)),
        maxBet: minorToDecimal(session.max_bet_minor),
        betStep: minorToDecimal(rules.step),
        fish: engine === "fish" ? FISH.map((fish) => ({ id: fish.id, multiplier: fish.multiplier })) : [],
        room: session.room_id !== null && session.room_names ? { roomId: session.room_id, name: nameIn(session.room_names, language) } : null,
      };
    },

    /** One spin: the bet is debited, the win credited (each once, by the round's ids), the round recorded. */
    async spin(memberId: number, sessionId: string, bet: bigint) {
      const merchant = await system.merchant();
      const session = await sessionAt(merchant.id, sessionId, memberId, "slot");
      checkBet(session, "slot", bet);
      return playRound(merchant.id, memberId, session, bet, (seeds) => {
        const result = spin(seeds, bet);
        const wins = result.wins.map((w) => ({ line: w.line, rows: [...w.rows], symbol: w.symbol, count: w.count, amount: minorToDecimal(w.amount) }));
        return { totalWin: result.totalWin, detail: { reels: result.reels, wins }, answer: { reels: result.reels, wins, bet: minorToDecimal(bet) } };
      });
    },

    /** One turn of the roulette wheel: every bet's stake debited as one bet, the winning ones paid as one win. */
    async playRoulette(memberId: number, sessionId: string, bets: RouletteBet[]) {
      const merchant = await system.merchant();
      const session = await sessionAt(merchant.id, sessionId, memberId, "roulette");
      if (bets.length === 0 || bets.length > ROULETTE_MAX_BETS) throw badRequest(`Invalid body. bets: 1 to ${ROULETTE_MAX_BETS} bets`, "invalid_bet");
      if (bets.some((bet) => bet.amount < ROULETTE_MIN_STAKE)) throw new HttpError(400, "bet_out_of_range", `Each bet must be at least ${minorToDecimal(ROULETTE_MIN_STAKE)}.`);
      const stake = bets.reduce((sum, bet) => sum + bet.amount, 0n);
      if (stake > session.max_bet_minor) throw new HttpError(400, "bet_out_of_range", `The bets may add up to ${minorToDecimal(session.max_bet_minor)} at most.`);
      return playRound(merchant.id, memberId, session, stake, (seeds) => {
        const result = spinWheel(seeds, bets);
        return {
          totalWin: result.totalWin,
          detail: { pocket: result.pocket, bets: bets.map((bet) => ({ ...bet, amount: minorToDecimal(bet.amount) })) },
          answer: { pocket: result.pocket, colour: result.colour, stake: minorToDecimal(stake) },
        };
      });
    },

    /** One shot at a fish: the bet is paid back times the fish's multiplier when it is caught. */
    async shootFish(memberId: number, sessionId: string, bet: bigint, fishId: string) {
      const merchant = await system.merchant();
      const session = await sessionAt(merchant.id, sessionId, memberId, "fish");
      const fish = fishById(fishId);
      if (!fish) throw badRequest(`Invalid body. fish: must be one of ${FISH.map((f) => f.id).join(", ")}`, "invalid_bet");
      checkBet(session, "fish", bet);
      return playRound(merchant.id, memberId, session, bet, (seeds) => {
        const shot = shoot(seeds, fish, bet);
        return { totalWin: shot.totalWin, detail: { fish: fish.id, multiplier: fish.multiplier, caught: shot.caught, draw: shot.draw }, answer: { fish: fish.id, caught: shot.caught, bet: minorToDecimal(bet) } };
      });
    },

    /** One hand at the card table: the player's three cards against the dealer's. */
    async dealCards(memberId: number, sessionId: string, bet: bigint) {
      const merchant = await system.merchant();
      const session = await sessionAt(merchant.id, sessionId, memberId, "cards");
      checkBet(session, "cards", bet);
      return playRound(merchant.id, memberId, session, bet, (seeds) => {
        const hand = playHand(seeds, bet);
        const player = { cards: hand.player, name: hand.playerHand };
        const dealer = { cards: hand.dealer, name: hand.dealerHand };
        return { totalWin: hand.totalWin, detail: { roomId: session.room_id, player, dealer, outcome: hand.outcome }, answer: { player, dealer, outcome: hand.outcome, bet: minorToDecimal(bet) } };
      });
    },

    /** GLS2_roomList: the card tables' rooms with their stakes, their seats and how many are taken. */
    async rooms(nodeId: string | undefined, language: string) {
      const merchant = await system.merchant();
      const only = nodeId === undefined ? null : await games.gameByNode(nodeId);
      if (only === null && nodeId !== undefined) return { list: [] };
      const rooms = await sql.roomsOf(db, merchant.id, only?.id ?? null);
      const tables = await games.gamesByIds(rooms.map((room) => room.game_id));
      // Active tables only, by node id; each table's rooms stay in their own order.
      const rows = rooms.flatMap((room) => {
        const game = tables.get(room.game_id);
        return game?.active ? [{ ...room, node_id: game.node_id, game_names: game.names }] : [];
      }).sort((a, b) => (a.node_id < b.node_id ? -1 : a.node_id > b.node_id ? 1 : 0));
      return {
        list: rows.map((row) => ({
          roomId: row.id,
          nodeId: row.node_id,
          gameName: nameIn(row.game_names, language),
          name: nameIn(row.names, language),
          minBet: minorToDecimal(ENGINE_RULES.cards.minBet(row.min_bet_minor)),
          maxBet: minorToDecimal(row.max_bet_minor),
          seats: row.seats,
          players: row.players,
        })),
      };
    },

    /** Ends the seeds: the server seed is revealed so every round played with it can be checked. */
    async revealSeed(memberId: number, sessionId: string) {
      const merchant = await system.merchant();
      const session = await sessionOf(merchant.id, sessionId, memberId);
      const [revealed] = await sql.revealSession(db, sessionId);
      if (!revealed) throw new HttpError(410, "session_ended", "This game session has ended. Open the game again.");
      return { serverSeed: revealed.server_seed, serverSeedHash: session.server_seed_hash, clientSeed: session.client_seed, rounds: revealed.nonce };
    },

    /** The operator's maximum bet and win for one house game; unset, the defaults apply. */
    async limits(nodeId: string) {
      const merchant = await system.merchant();
      const game = await games.gameByNode(nodeId);
      if (!game) throw notFound("No such game");
      const [limit] = await sql.limitOf(db, merchant.id, game.id);
      return { nodeId, maxBet: minorToDecimal(limit?.max_bet_minor ?? sql.DEFAULT_MAX_BET_MINOR), maxWin: minorToDecimal(limit?.max_win_minor ?? sql.DEFAULT_MAX_WIN_MINOR) };
    },

    async setLimits(nodeId: string, maxBet: bigint, maxWin: bigint) {
      const merchant = await system.merchant();
      const game = await games.gameByNode(nodeId);
      if (!game) throw notFound("No such game");
      if (maxBet <= 0n || maxWin <= 0n) throw badRequest("Invalid body. maxBet, maxWin: must be more than zero");
      if (game.house_engine === "lottery" || game.house_engine === "cockfight") throw badRequest("A lottery game's limits are set under /ops/lottery.", "lottery_limits");
      if (game.house_engine === "sportsbook") throw badRequest("The sportsbook's limits are set under /ops/sports.", "sports_limits");
      const least = ENGINE_RULES[game.house_engine ?? "slot"].minBet(game.min_bet_minor);
      if (maxBet < least) throw badRequest(`Invalid body. maxBet: must be at least ${minorToDecimal(least)}`);
      await sql.upsertLimit(db, merchant.id, game.id, maxBet, maxWin);
      return this.limits(nodeId);
    },

    /** personalHistoryCopy: the member's rounds, newest first. */
    async bets(memberId: number, query: { from?: string | undefined; to?: string | undefined; gameType?: string | undefined; pageNo?: number | undefined }, language: string) {
      const pageNo = query.pageNo ?? 1;
      const gameIds = query.gameType === undefined ? null : await games.gameIdsOfType(query.gameType);
      const rows = await sql.roundsOfMember(db, memberId, { from: query.from ?? null, to: query.to ?? null, gameIds, limit: RECORD_PAGE_SIZE, offset: (pageNo - 1) * RECORD_PAGE_SIZE });
      const played = await games.gamesByIds(rows.map((row) => row.game_id));
      return {
        list: rows.map((row) => {
          const game = played.get(row.game_id);
          return {
            id: row.id,
            roundId: row.round_id,
            nodeId: game?.node_id ?? "",
            gameName: (game && inLanguage(game.names, language)) ?? game?.node_id ?? "",
            gameType: game?.game_type ?? "",
            vendor: row.vendor_code,
            bet: minorToDecimal(row.bet_minor),
            win: minorToDecimal(row.win_minor),
            profit: minorToDecimal(row.win_minor - row.bet_minor),
            status: row.status,
            time: row.created_at,
          };
        }),
        pageNo,
        totalPages: Math.ceil((rows[0]?.total ?? 0) / RECORD_PAGE_SIZE),
      };
    },

    // ---- What the agent centre asks of its teams' rounds ----

    /** The members' rounds between two days (inclusive), newest first, with their total. */
    roundsOf: (memberIds: readonly number[], f: { from: string; to: string; limit: number; offset: number }) =>
      memberIds.length === 0 ? Promise.resolve([]) : sql.roundsOfMembers(db, memberIds, f),
    /** The members' settled bets and wins between two instants. */
    async resultOf(memberIds: readonly number[], from: string, to: string) {
      return (await sql.resultOf(db, memberIds, from, to))[0] ?? { bet: 0n, win: 0n };
    },
    /** The members' settled rounds between two instants, their bets split by who won (the real-time salary's two wages). */
    async resultByOutcome(memberIds: readonly number[], from: string, to: string) {
      return (await sql.resultByOutcome(db, memberIds, from, to))[0] ?? { won_bet: 0n, lost_bet: 0n, win: 0n };
    },

    /** personalProfit: bets, wins and profit per game type over a period. */
    async profit(memberId: number, query: { from?: string | undefined; to?: string | undefined }) {
      const perGame = await sql.profitOfMember(db, memberId, { from: query.from ?? null, to: query.to ?? null });
      const played = await games.gamesByIds(perGame.map((row) => row.game_id));
      const byType = new Map<string, { game_type: string; rounds: number; bet: bigint; win: bigint }>();
      for (const row of perGame) {
        const gameType = played.get(row.game_id)?.game_type ?? "";
        const sum = byType.get(gameType) ?? { game_type: gameType, rounds: 0, bet: 0n, win: 0n };
        byType.set(gameType, { game_type: gameType, rounds: sum.rounds + row.rounds, bet: sum.bet + row.bet, win: sum.win + row.win });
      }
      const rows = [...byType.values()].sort((a, b) => (a.game_type < b.game_type ? -1 : a.game_type > b.game_type ? 1 : 0));
      const total = rows.reduce((sum, row) => ({ bet: sum.bet + row.bet, win: sum.win + row.win, rounds: sum.rounds + row.rounds }), { bet: 0n, win: 0n, rounds: 0 });
      return {
        byGameType: rows.map((row) => ({ gameType: row.game_type, rounds: row.rounds, bet: minorToDecimal(row.bet), win: minorToDecimal(row.win), profit: minorToDecimal(row.win - row.bet) })),
        total: { rounds: total.rounds, bet: minorToDecimal(total.bet), win: minorToDecimal(total.win), profit: minorToDecimal(total.win - total.bet) },
      };
    },
  };
}
