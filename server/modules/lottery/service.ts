// The house lottery: each game draws on its own schedule (draws_at = SCHEDULE_EPOCH + drawNo × every), the current
// draw takes tickets until it closes, and a job draws each due draw and settles its tickets in chunks, each chunk one
// transaction with its wins and its tickets' states (a run killed halfway leaves the rest to the next run; a ticket is
// settled once). Stakes and wins move through the wallet's game money calls; each ticket is a round of the betting
// record (the casino's). A draw's seed is sealed under the secrets key until it is drawn, so the database holds nothing
// a reader could bet on.
import { hashSeed, newServerSeed } from "../../lib/fair";
import { keyConflict, requestHash } from "../../lib/idempotency";
import type { SecretBox } from "../../lib/secretBox";
import type { Db, Queryable } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { currentMerchant, withMerchant, type MerchantRef } from "../../lib/merchantScope";
import { minorToDecimal } from "../../lib/money";
import { inLanguage } from "../../../src/contract/member";
import type { CasinoService } from "../casino/service";
import type { GamesService } from "../games/service";
import type { WalletService } from "../wallet/service";
import { BET_RULES, BET_TYPES, betTypesOf, drawResult, fightOutcome, settle, statedReturn, type BetType } from "./engine";
import * as sql from "./sql";

/** Every game's draw numbers count from here. */
export const SCHEDULE_EPOCH_MS = Date.UTC(2026, 0, 1, 12, 0, 0);
/** The smallest stake, in minor units. */
export const MIN_STAKE_MINOR = 10n;
/** How many tickets one settlement transaction takes. */
const SETTLE_CHUNK = 5000;
const TICKETS_PAGE_SIZE = 20;

export interface TicketRequest {
  gameCode: string;
  /** The draw the player saw; refused when it is not the one taking tickets now. */
  drawNo: number;
  betType: BetType;
  pick: string;
  stake: bigint;
  /** The player's key for this purchase: the same key buys once. */
  key: string;
}

const roundIdOf = (ticketId: number) => `LOTT-${ticketId}`;

/**
 * `secrets` seals each draw's seed until it is drawn. Without it (an app made without a secrets key: npm start always
 * has one) no draw opens: the lottery answers 503 rather than keep a seed anyone reading the database could see.
 */
export function createLotteryService(db: Db, wallet: WalletService, games: GamesService, casino: CasinoService, clock: () => Date = () => new Date(), secrets: SecretBox | null = null) {
  /** The draw number this process last opened per game: reading that draw again costs one query, not three. */
  const lastOpened = new Map<number, number>();

  function box(): SecretBox {
    if (!secrets) throw new HttpError(503, "lottery_unavailable", "The lottery is not available: the server has no secrets key to seal its draws' seeds with.");
    return secrets;
  }
  /** The seed a draw committed to: opened from its seal (or, opened before seeds were sealed, as it was kept). */
  function seedOf(draw: sql.DrawRow): string {
    if (draw.seed_sealed) return box().open(draw.seed_sealed);
    if (draw.seed !== null) return draw.seed;
    throw new Error(`draw ${draw.id} has no seed`);
  }

  /** The draw taking tickets now (and the next one, opened beside it so its hash is known early): opened if new. */
  async function currentDraw(game: sql.LotteryGameRow): Promise<sql.DrawRow> {
    const every = game.draw_every_seconds * 1000;
    const drawNo = Math.floor((clock().getTime() - SCHEDULE_EPOCH_MS) / every) + 1;
    const open = async () => {
      for (const no of [drawNo, drawNo + 1]) {
        const drawsAt = SCHEDULE_EPOCH_MS + no * every;
        const seed = newServerSeed();
        await sql.openDraw(db, {
          gameId: game.game_id, drawNo: no, drawsAt: new Date(drawsAt).toISOString(), closesAt: new Date(drawsAt - game.close_before_seconds * 1000).toISOString(),
          seed: game.results_from === "rng" ? { sealed: box().seal(seed), hash: hashSeed(seed) } : null,
        });
      }
      lastOpened.set(game.game_id, drawNo);
    };
    if (lastOpened.get(game.game_id) !== drawNo) await open();
    let [draw] = await sql.drawOf(db, game.game_id, drawNo);
    if (!draw) {
      // Removed since this process opened it (a database made anew under a running app): opened again.
      await open();
      [draw] = await sql.drawOf(db, game.game_id, drawNo);
    }
    if (!draw) throw new Error("the current draw could not be opened");
    return draw;
  }

  /** A game's draw by its number, with its game. */
  async function drawNamed(code: string, drawNo: number) {
    const game = await gameOf(code);
    const [draw] = await sql.drawOf(db, game.game_id, drawNo);
    if (!draw) throw notFound("No such draw");
    return { game, draw };
  }

  /** The catalogue vendor a lottery game's rounds are recorded under. */
  const vendorOf = async (game: sql.LotteryGameRow) => (await games.gamesByIds([game.game_id])).get(game.game_id)?.vendor_code ?? "TALA";
  /** Each game's name in the language asked (the catalogue's), by game id. */
  async function namesOf(lotteries: readonly sql.LotteryGameRow[], language: string) {
    const catalogue = await games.gamesByIds(lotteries.map((game) => game.game_id));
    return (game: sql.LotteryGameRow) => {
      const row = catalogue.get(game.game_id);
      return (row && inLanguage(row.names, language)) ?? game.code;
    };
  }

  async function gameOf(code: string) {
    const [game] = await sql.lotteryGame(db, currentMerchant().id, code);
    if (!game) throw notFound("No such lottery game");
    return game;
  }

  /** A draw as players see it: the seed only once drawn (an outside result has none: its hash is empty). */
  const drawView = (game: sql.LotteryGameRow, draw: sql.DrawRow) => ({
    gameCode: game.code,
    drawNo: draw.draw_no,
    closesAt: draw.closes_at,
    drawsAt: draw.draws_at,
    status: draw.status !== "open" ? draw.status : draw.suspended ? "suspended" : Date.parse(draw.closes_at) <= clock().getTime() ? "closed" : "open",
    seedHash: draw.seed_hash,
    seed: draw.status === "open" ? null : draw.seed,
    result: draw.result,
    /** A fight's winner, once drawn (none for a fight cancelled after it). */
    outcome: game.area === "COCKFIGHT" && draw.result !== null && draw.status !== "void" ? fightOutcome(draw.result) : null,
  });
  /** The lottery games proper (the lobby's calls), without the cockfight arena. */
  const lotteriesOf = async () => (await sql.lotteryGames(db, currentMerchant().id)).filter((game) => game.area !== "COCKFIGHT");
  /** The lobby's games, each with its name and the draw taking tickets now. */
  async function menuOf(lotteries: readonly sql.LotteryGameRow[], language: string) {
    const nameOf = await namesOf(lotteries, language);
    return Promise.all(
      lotteries.map(async (game) => ({
        gameCode: game.code, name: nameOf(game), area: game.area, drawEverySeconds: game.draw_every_seconds, draw: drawView(game, await currentDraw(game)), serverTime: clock().toISOString(),
      })),
    );
  }

  const ticketView = (ticket: sql.TicketRow & { game_code: string; draw_no: number }) => ({
    id: String(ticket.id), gameCode: ticket.game_code, drawNo: ticket.draw_no, betType: ticket.bet_type, pick: ticket.pick, stake: minorToDecimal(ticket.stake_minor), odds: (Number(ticket.odds_milli) / 1000).toFixed(3),
    status: ticket.status, paid: minorToDecimal(ticket.paid_minor), createdAt: ticket.created_at,
  });
  /** A key's ticket answered again, when the request is the one it was bought with (tickets from before hashes: any). */
  function replayOf(ticket: Parameters<typeof ticketView>[0], hash: string) {
    if (ticket.request_hash !== null && ticket.request_hash !== hash) throw keyConflict();
    return ticketView(ticket);
  }

  /**
   * Settles a chunk of tickets at what each is due now (`dueOf`), against what each was paid before: a stake refunded
   * the first time is a refund in the ledger, any other change is paid or taken back (up to the balance) as a win is.
   */
  async function settleChunk(
    tx: Queryable,
    where: { game: sql.LotteryGameRow; vendor: string; draw: sql.DrawRow },
    tickets: readonly sql.TicketRow[],
    dueOf: (ticket: sql.TicketRow) => { status: "won" | "lost" | "refunded" | "void"; due: bigint },
    keys: { refund: (ticketId: number) => string; pay: (ticketId: number) => string; back: (ticketId: number) => string },
  ) {
    const reference = `${where.game.code} ${where.draw.draw_no}`;
    const outcomes = tickets.map((ticket) => ({ ticket, ...dueOf(ticket), paid: ticket.paid_minor, owed: ticket.owed_minor }));
    const refunds = outcomes.filter((outcome) => (outcome.status === "refunded" || outcome.status === "void") && outcome.due > 0n && outcome.paid === 0n && outcome.owed === 0n);
    await wallet.gamePayouts("game_refund", refunds.map((outcome) => ({ memberId: outcome.ticket.member_id, key: keys.refund(outcome.ticket.id), reference, amount: outcome.due })), tx);
    for (const outcome of refunds) outcome.paid = outcome.due;
    const settled = await wallet.gameSettle(
      outcomes.map(({ ticket, due, paid, owed }) => ({ memberId: ticket.member_id, due, paid, owed, payKey: keys.pay(ticket.id), backKey: keys.back(ticket.id) })),
      reference,
      tx,
    );
    outcomes.forEach((outcome, index) => Object.assign(outcome, settled[index]));
    // A stake given back (a sabong draw's sides, a cancelled draw) was no bet: its round is cancelled, so it counts
    // toward no valid bet, rebate, mission or agent figure.
    const givenBack = (outcome: (typeof outcomes)[number]) => outcome.status === "refunded" || outcome.status === "void";
    const cancelled = outcomes.filter(givenBack).map(({ ticket }) => roundIdOf(ticket.id));
    if (cancelled.length > 0) await casino.rounds.cancel(tx, where.vendor, cancelled);
    await casino.rounds.settle(tx, where.vendor, outcomes.filter((outcome) => !givenBack(outcome)).map(({ ticket, due }) => ({ roundId: roundIdOf(ticket.id), win: due })));
    return outcomes;
  }

  /** Draws a due draw (once) and settles its tickets, chunk by chunk; answers how many tickets it settled. */
  async function settleDraw(due: sql.DrawRow, game: sql.LotteryGameRow): Promise<number> {
    if (due.status === "open") {
      // An outside result waits for the operator to enter it.
      if (due.results_from !== "rng") return 0;
      const seed = seedOf(due);
      await sql.recordResult(db, due.id, drawResult(seed, game.code, due.draw_no), seed);
    }
    // Read again: another process may have drawn it, or a correction begun a new revision.
    const [draw] = await sql.drawById(db, due.id);
    const result = draw?.result ?? null;
    if (!draw || result === null || draw.status !== "drawn") return 0;
    const vendor = await vendorOf(game);
    let settled = 0;
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const tickets = await sql.ticketsToSettle(tx, draw.id, draw.revision, SETTLE_CHUNK);
        // What each ticket is due under this revision (at the odds it was bought at), against what it was paid under
        // an earlier one (a corrected outside result).
        const outcomes = await settleChunk(
          tx, { game, vendor, draw }, tickets,
          (ticket) => {
            const { outcome, due } = settle(asBetType(ticket.bet_type), ticket.pick, ticket.stake_minor, result, ticket.odds_milli);
            return { status: outcome, due };
          },
          { refund: (id) => `lottery:${id}:refund:${draw.revision}`, pay: (id) => `lottery:${id}:win:${draw.revision}`, back: (id) => `lottery:${id}:back:${draw.revision}` },
        );
        await sql.settleTickets(tx, draw.revision, outcomes.flatMap(({ ticket, status, paid, owed }) => (status === "void" ? [] : [{ id: ticket.id, status, paid, owed }])));
        return tickets.length;
      });
      settled += count;
      if (count < SETTLE_CHUNK) break;
    }
    await sql.markSettled(db, draw.id, draw.revision);
    return settled;
  }

  return {
    /** The merchant's lottery games, each with the draw taking tickets now. */
    async games(language: string) {
      return menuOf(await lotteriesOf(), language);
    },

    /** The cockfight arena's board (DS88): its fight taking bets now, the bet types, the last results. */
    async cockfight(language: string) {
      const arena = (await sql.lotteryGames(db, currentMerchant().id)).find((game) => game.area === "COCKFIGHT");
      if (!arena) throw notFound("No cockfight here");
      return this.game(arena.code, language);
    },

    /** One game's current draw, its bet types with their odds and returns, and its last results. */
    async game(code: string, language = "en") {
      const game = await gameOf(code);
      const [draw, past, nameOf] = await Promise.all([currentDraw(game), sql.drawnDraws(db, [game.game_id], 10), namesOf([game], language)]);
      return {
        gameCode: game.code,
        name: nameOf(game),
        area: game.area,
        drawEverySeconds: game.draw_every_seconds,
        maxStake: minorToDecimal(game.max_stake_minor),
        minStake: minorToDecimal(MIN_STAKE_MINOR),
        betTypes: betTypesOf(game.area).map((type) => ({ betType: type, odds: (Number(BET_RULES[type].oddsMilli) / 1000).toFixed(3), returnPercent: (statedReturn(type) * 100).toFixed(2) })),
        draw: drawView(game, draw),
        results: past.map((row) => drawView(game, row)),
        serverTime: clock().toISOString(),
      };
    },

    /** Buys a ticket on the draw taking tickets now: the stake and the ticket in one transaction, once per key. */
    async buy(memberId: number, request: TicketRequest) {
      const game = await gameOf(request.gameCode);
      // The key first: the same request answers its ticket whatever changed since (a closed draw, a lower limit); the
      // same key with anything else asked is refused and buys nothing.
      const hash = requestHash(["lottery_ticket", game.code, request.drawNo, request.betType, request.pick, request.stake]);
      const [bought] = await sql.ticketByKey(db, memberId, request.key);
      if (bought) return replayOf(bought, hash);
      const rule = BET_RULES[request.betType];
      if (!betTypesOf(game.area).includes(request.betType)) throw badRequest(`Invalid body. betType: ${request.gameCode} takes ${betTypesOf(game.area).join(", ")}`, "invalid_bet_type");
      if (!rule.pick.test(request.pick)) throw badRequest(`Invalid body. pick: not a pick of ${request.betType}`, "invalid_pick");
      const maxStake = game.max_stake_by_type[request.betType] ?? game.max_stake_minor;
      if (request.stake < MIN_STAKE_MINOR || request.stake > maxStake) {
        throw new HttpError(400, "stake_out_of_range", `The stake must be between ${minorToDecimal(MIN_STAKE_MINOR)} and ${minorToDecimal(maxStake)}.`);
      }
      const draw = await currentDraw(game);
      if (draw.draw_no !== request.drawNo || draw.status !== "open" || Date.parse(draw.closes_at) <= clock().getTime()) {
        throw new HttpError(409, "draw_closed", "Betting on this draw has closed. Bet on the next draw.");
      }
      if (draw.suspended) throw new HttpError(409, "draw_suspended", "This draw is suspended. Try again later.");
      const vendor = await vendorOf(game);
      const ticket = await db.transaction(async (tx: Queryable) => {
        if ((await sql.lockOpenDraw(tx, draw.id)).length === 0) throw new HttpError(409, "draw_closed", "Betting on this draw has closed. Bet on the next draw.");
        const [created] = await sql.insertTicket(tx, {
          merchantId: currentMerchant().id, memberId, drawId: draw.id, betType: request.betType, pick: request.pick, stake: request.stake, oddsMilli: rule.oddsMilli, key: request.key,
          requestHash: hash,
        });
        if (!created) return null;
        await wallet.gameStake({ memberId, key: `lottery:${created.id}:stake`, reference: `${game.code} ${draw.draw_no}`, amount: request.stake }, tx);
        await casino.rounds.open(tx, {
          memberId, gameId: game.game_id, vendor, roundId: roundIdOf(created.id), bet: request.stake,
          detail: { drawNo: draw.draw_no, betType: request.betType, pick: request.pick, seedHash: draw.seed_hash },
        });
        return { ...created, game_code: game.code, draw_no: draw.draw_no };
      });
      if (ticket) return ticketView(ticket);
      // The same key at the same moment: the other request bought it, with this request or another.
      const [answered] = await sql.ticketByKey(db, memberId, request.key);
      if (!answered) throw new Error("the ticket vanished");
      return replayOf(answered, hash);
    },

    /** A member's tickets, newest first, a page at a time: all, one game's, or one draw's. */
    async tickets(memberId: number, query: { pageNo?: number | undefined; gameCode?: string | undefined; drawNo?: number | undefined }) {
      const pageNo = query.pageNo ?? 1;
      const filter = { gameCode: query.gameCode ?? null, drawNo: query.gameCode === undefined ? null : (query.drawNo ?? null) };
      const rows = await sql.ticketsOf(db, memberId, filter, TICKETS_PAGE_SIZE, (pageNo - 1) * TICKETS_PAGE_SIZE);
      return { list: rows.map(ticketView), pageNo, totalPages: Math.ceil((rows[0]?.total ?? 0) / TICKETS_PAGE_SIZE) };
    },

    /** The latest results (opened numbers) of one game or of all, newest first. */
    async opened(code: string | undefined, count: number) {
      const chosen = code === undefined ? await lotteriesOf() : (await sql.lotteryGames(db, currentMerchant().id)).filter((game) => game.code === code);
      const byId = new Map(chosen.map((game) => [game.game_id, game]));
      const rows = await sql.drawnDraws(db, [...byId.keys()], count);
      return rows.flatMap((row) => {
        const game = byId.get(row.game_id);
        return game ? [drawView(game, row)] : [];
      });
    },

    /** Each game's latest result, with the game's name (the home page's opened numbers). */
    async latestResults(language: string) {
      const lotteries = await lotteriesOf();
      const nameOf = await namesOf(lotteries, language);
      const latest = await Promise.all(lotteries.map(async (game) => (await sql.drawnDraws(db, [game.game_id], 1)).map((row) => ({ ...drawView(game, row), name: nameOf(game) }))));
      return latest.flat();
    },

    /** The lottery games the member bought tickets for lately, each with its current draw. */
    async recentGames(memberId: number, language: string) {
      const codes = new Set((await sql.recentGameIds(db, memberId)).map((row) => row.game_id));
      return menuOf((await lotteriesOf()).filter((game) => codes.has(game.game_id)), language);
    },

    // ---- The operator's side ----

    /** A game's ceilings: per ticket, and lower ones for some bet types. */
    async setLimits(code: string, maxStake: bigint, byType: Partial<Record<BetType, bigint>>) {
      const entries = Object.entries(byType).map(([type, stake]) => [type, String(stake)] as const);
      if (maxStake < MIN_STAKE_MINOR || Object.values(byType).some((stake) => stake < MIN_STAKE_MINOR)) {
        throw badRequest(`Invalid body. maxStake: at least ${minorToDecimal(MIN_STAKE_MINOR)}`);
      }
      const [updated] = await sql.setLimits(db, currentMerchant().id, code, maxStake, Object.fromEntries(entries));
      if (!updated) throw notFound("No such lottery game");
      return this.game(code);
    },

    /** Stops (or resumes) a draw taking tickets and being drawn. */
    async suspend(code: string, drawNo: number, suspended: boolean) {
      const { draw } = await drawNamed(code, drawNo);
      if ((await sql.setSuspended(db, draw.id, suspended)).length === 0) throw new HttpError(409, "draw_not_open", "Only an open draw can be suspended or resumed.");
      return this.drawOf(code, drawNo);
    },

    /**
     * Cancels a draw, every ticket's stake back. An open one's rounds are cancelled; a drawn one (a faulty draw: the
     * remedy for an RNG result, which is never corrected) takes back what each ticket was paid beyond its stake, up
     * to the member's balance, the rest recorded as owed.
     */
    async voidDraw(code: string, drawNo: number) {
      const { game, draw } = await drawNamed(code, drawNo);
      const vendor = await vendorOf(game);
      const refunded = await db.transaction(async (tx) => {
        const [voided] = await sql.voidDraw(tx, draw.id);
        if (!voided) throw new HttpError(409, "draw_not_open", "This draw is cancelled already.");
        let count = 0;
        if (voided.was !== "open") {
          // Cancelled after its result was known: every ticket gets at least its stake back and keeps what the result
          // pays it, so voiding a draw the house lost never takes a win back (no option over a seen result).
          const [drawn] = await sql.drawById(tx, draw.id);
          const result = drawn?.result ?? null;
          const dueOf = (ticket: sql.TicketRow) => {
            const won = result === null ? 0n : settle(asBetType(ticket.bet_type), ticket.pick, ticket.stake_minor, result, ticket.odds_milli).due;
            return { status: "void" as const, due: won > ticket.stake_minor ? won : ticket.stake_minor };
          };
          for (;;) {
            const tickets = await sql.ticketsToVoid(tx, draw.id, SETTLE_CHUNK);
            const outcomes = await settleChunk(tx, { game, vendor, draw }, tickets, dueOf, {
              refund: (id) => `lottery:${id}:refund`, pay: (id) => `lottery:${id}:win:void`, back: (id) => `lottery:${id}:back:void`,
            });
            await sql.voidSettledTickets(tx, outcomes.map(({ ticket, paid, owed }) => ({ id: ticket.id, paid, owed })));
            count += tickets.length;
            if (tickets.length < SETTLE_CHUNK) return count;
          }
        }
        for (;;) {
          const tickets = await sql.placedTickets(tx, draw.id, SETTLE_CHUNK);
          await wallet.gamePayouts("game_refund", tickets.map((ticket) => ({ memberId: ticket.member_id, key: `lottery:${ticket.id}:refund`, reference: `${code} ${drawNo}`, amount: ticket.stake_minor })), tx);
          await sql.voidTickets(tx, tickets.map((ticket) => ticket.id));
          await casino.rounds.cancel(tx, vendor, tickets.map((ticket) => roundIdOf(ticket.id)));
          count += tickets.length;
          if (tickets.length < SETTLE_CHUNK) return count;
        }
      });
      return { ...(await this.drawOf(code, drawNo)), refundedTickets: refunded };
    },

    /**
     * An outside result entered, or corrected: a corrected one is the next revision, which the job settles again (each
     * difference moved once). A result the RNG drew from its committed seed is final: refused (void the draw instead),
     * since an operator who could choose it could choose who wins.
     */
    async correct(code: string, drawNo: number, result: string) {
      const { draw } = await drawNamed(code, drawNo);
      if (draw.results_from === "rng") {
        throw new HttpError(409, "draw_result_random", "This draw's result comes from the RNG and the seed it committed to: it cannot be corrected, only voided.");
      }
      if (draw.status === "open") {
        if (draw.suspended || Date.parse(draw.closes_at) > clock().getTime()) throw new HttpError(409, "draw_not_closed", "Enter a result once betting on the draw has closed (and it is not suspended).");
        if ((await sql.recordResult(db, draw.id, result, null)).length === 0) throw new HttpError(409, "draw_not_drawn", "This draw changed meanwhile; ask for it again.");
      } else if ((await sql.correctResult(db, draw.id, result)).length === 0) {
        throw new HttpError(409, "draw_not_drawn", "Only a drawn draw can be corrected, and only to another result.");
      }
      return this.drawOf(code, drawNo);
    },

    /** One draw as players see it: the seed only once drawn. */
    async publicDraw(code: string, drawNo: number) {
      const { game, draw } = await drawNamed(code, drawNo);
      return drawView(game, draw);
    },

    async drawOf(code: string, drawNo: number) {
      const { game, draw } = await drawNamed(code, drawNo);
      return { ...drawView(game, draw), revision: draw.revision };
    },

    /** The day's book per game: tickets, stakes, payouts, what open tickets could cost at most, stakes refunded. */
    async book(day: string) {
      return (await sql.book(db, currentMerchant().id, day)).map((row) => ({
        gameCode: row.code, tickets: row.tickets, stakes: minorToDecimal(row.stakes), paid: minorToDecimal(row.paid), openLiability: minorToDecimal(row.liability), refunded: minorToDecimal(row.voided),
      }));
    },

    /**
     * Seals the seeds of open draws opened before seeds were sealed (migration 027), at start: afterwards no open
     * draw's seed is in the clear. Without a secrets key there is nothing to seal with (and no draw opens): left as is.
     */
    async sealPlainSeeds(): Promise<number> {
      if (!secrets) return 0;
      const plain = await sql.plainOpenSeeds(db);
      for (const row of plain) await sql.sealSeed(db, row.id, row.seed, secrets.seal(row.seed));
      return plain.length;
    },

    /** The job: draws every due draw and settles it (every merchant's, each in its scope); answers the tickets settled. */
    async runDue(merchants: readonly MerchantRef[]): Promise<number> {
      let settled = 0;
      // A draw that cannot be drawn (its seal will not open) must not hold up every later draw and merchant: the
      // others go on, and the first failure is thrown at the end for the job to log.
      const failures: unknown[] = [];
      for (const merchant of merchants) {
        settled += await withMerchant(merchant, async () => {
          const gamesById = new Map((await sql.lotteryGames(db, merchant.id)).map((game) => [game.game_id, game]));
          let count = 0;
          for (const draw of await sql.dueDraws(db, clock().toISOString())) {
            const game = gamesById.get(draw.game_id);
            if (!game) continue;
            try {
              count += await settleDraw(draw, game);
            } catch (error) {
              failures.push(error);
            }
          }
          return count;
        });
      }
      if (failures.length > 0) throw failures[0];
      return settled;
    },
  };
}
export type LotteryService = ReturnType<typeof createLotteryService>;

function asBetType(value: string): BetType {
  const type = BET_TYPES.find((known) => known === value);
  if (!type) throw new Error(`unknown bet type ${value}`);
  return type;
}
