// The house vendor's games on the seamless wallet: a session with fresh provably fair seeds, then rounds of the slot,
// roulette, fish and cards (each bet debited and win credited once, by the round's ids), and the seed revealed.
import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { minorToDecimal } from "../../lib/money";
import { tokenHash } from "../../lib/secrets";
import type { SystemService } from "../system/service";
import type { GamesService, GameRefRow } from "../games/service";
import { hashSeed, newServerSeed, type Seeds } from "../../lib/fair";
import { isHouseEngine, type HouseEngine } from "../../../src/contract/casino";
import { BET_STEP_MINOR, playHand, theoreticalRtp as cardsRtp } from "./house/cards";
import { FISH, fishById, shoot, theoreticalRtp as fishRtp } from "./house/fish";
import { spinWheel, theoreticalRtp as rouletteRtp, type RouletteBet } from "./house/roulette";
import { LINES, spin, theoreticalRtp as slotRtp } from "./house/slot";
import type { SeamlessWallet } from "./seamless";
import * as sql from "./sql";
import { UUID_PATTERN } from "../../../src/contract/fields";
import { inLanguage } from "../../../src/contract/member";

/** The smallest stake of one roulette bet, in minor units. */
const ROULETTE_MIN_STAKE = 10n;
const ROULETTE_MAX_BETS = 20;
const SESSION_TTL_SECONDS = 12 * 60 * 60;

export /** Per engine: bets are multiples of step, at least minBet (from the game's or room's minimum), with this RTP. */
const ENGINE_RULES: Record<HouseEngine, { step: bigint; minBet: (minimum: bigint) => bigint; rtp: () => number }> = {
  slot: { step: BigInt(LINES.length), minBet: (minimum) => minimum * BigInt(LINES.length), rtp: slotRtp },
  roulette: { step: 1n, minBet: () => ROULETTE_MIN_STAKE, rtp: rouletteRtp },
  fish: { step: 1n, minBet: (minimum) => minimum, rtp: fishRtp },
  cards: { step: BET_STEP_MINOR, minBet: (minimum) => ((minimum + BET_STEP_MINOR - 1n) / BET_STEP_MINOR) * BET_STEP_MINOR, rtp: cardsRtp },
};

export const nameIn = (names: Record<string, string>, language: string) => inLanguage(names, language) ?? "";

/** An open session with its game's terms: the room's minimum bet, else the game's. */
type Session = sql.SessionRow & Pick<GameRefRow, "node_id" | "vendor_code" | "game_type" | "min_bet_minor"> & { house_engine: HouseEngine | null };

export function createHouse(db: Db, system: SystemService, games: GamesService, seamless: SeamlessWallet) {
  async function sessionOf(merchantId: number, sessionId: string, memberId: number): Promise<Session> {
    const [session] = UUID_PATTERN.test(sessionId) ? await sql.sessionById(db, merchantId, sessionId, memberId) : [];
    const game = session ? (await games.gamesByIds([session.game_id])).get(session.game_id) : undefined;
    if (!session || !game) throw new HttpError(410, "session_ended", "This game session has ended. Open the game again.");
    return {
      ...session, node_id: game.node_id, vendor_code: game.vendor_code, game_type: game.game_type, house_engine: isHouseEngine(game.house_engine) ? game.house_engine : null,
      min_bet_minor: session.room_min_bet_minor ?? game.min_bet_minor,
    };
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

    /** Ends the seeds: the server seed is revealed so every round played with it can be checked. */
    async revealSeed(memberId: number, sessionId: string) {
      const merchant = await system.merchant();
      const session = await sessionOf(merchant.id, sessionId, memberId);
      const [revealed] = await sql.revealSession(db, sessionId);
      if (!revealed) throw new HttpError(410, "session_ended", "This game session has ended. Open the game again.");
      return { serverSeed: revealed.server_seed, serverSeedHash: session.server_seed_hash, clientSeed: session.client_seed, rounds: revealed.nonce };
    },
  };
}
