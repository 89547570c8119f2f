// The operator's side of the lottery: limits, suspending a draw, voiding one (stakes back), entering or correcting an
// outside result, a draw with its revision, and the day's book.
import type { Db } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { currentMerchant } from "../../lib/merchantScope";
import { minorToDecimal } from "../../lib/money";
import type { CasinoService } from "../casino/service";
import type { WalletService } from "../wallet/service";
import { settle, type BetType } from "./engine";
import { MIN_STAKE_MINOR, SETTLE_CHUNK, asBetType, roundIdOf, type Draws } from "./draws";
import type { Lobby } from "./lobby";
import type { SettleChunk } from "./settling";
import * as sql from "./sql";

export function createOperator(
  db: Db, wallet: WalletService, casino: CasinoService, { drawNamed, vendorOf, drawView }: Draws, settleChunk: SettleChunk, clock: () => Date,
  /** One game as players see it: what a change of limits answers. */
  game: Lobby["game"],
) {
  async function drawOf(code: string, drawNo: number) {
    const { game, draw } = await drawNamed(code, drawNo);
    return { ...drawView(game, draw), revision: draw.revision };
  }

  return {
    /** A game's ceilings: per ticket, and lower ones for some bet types. */
    async setLimits(code: string, maxStake: bigint, byType: Partial<Record<BetType, bigint>>) {
      const entries = Object.entries(byType).map(([type, stake]) => [type, String(stake)] as const);
      if (maxStake < MIN_STAKE_MINOR || Object.values(byType).some((stake) => stake < MIN_STAKE_MINOR)) {
        throw badRequest(`Invalid body. maxStake: at least ${minorToDecimal(MIN_STAKE_MINOR)}`);
      }
      const [updated] = await sql.setLimits(db, currentMerchant().id, code, maxStake, Object.fromEntries(entries));
      if (!updated) throw notFound("No such lottery game");
      return game(code);
    },

    /** Stops (or resumes) a draw taking tickets and being drawn. */
    async suspend(code: string, drawNo: number, suspended: boolean) {
      const { draw } = await drawNamed(code, drawNo);
      if ((await sql.setSuspended(db, draw.id, suspended)).length === 0) throw new HttpError(409, "draw_not_open", "Only an open draw can be suspended or resumed.");
      return drawOf(code, drawNo);
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
      return { ...(await drawOf(code, drawNo)), refundedTickets: refunded };
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
      return drawOf(code, drawNo);
    },

    drawOf,

    /** The day's book per game: tickets, stakes, payouts, what open tickets could cost at most, stakes refunded. */
    async book(day: string) {
      return (await sql.book(db, currentMerchant().id, day)).map((row) => ({
        gameCode: row.code, tickets: row.tickets, stakes: minorToDecimal(row.stakes), paid: minorToDecimal(row.paid), openLiability: minorToDecimal(row.liability), refunded: minorToDecimal(row.voided),
      }));
    },
  };
}
