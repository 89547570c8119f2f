// A member's tickets: buying one on the draw taking tickets now (the stake, the ticket and its round in one
// transaction, once per key), and the member's tickets a page at a time.
import { keyConflict, requestHash } from "../../lib/idempotency";
import type { Db, Queryable } from "../../db/index";
import { HttpError, badRequest } from "../../http/errors";
import { currentMerchant } from "../../lib/merchantScope";
import { minorToDecimal } from "../../lib/money";
import type { CasinoService } from "../casino/service";
import type { WalletService } from "../wallet/service";
import { BET_RULES, betTypesOf, type BetType } from "./engine";
import { MIN_STAKE_MINOR, roundIdOf, type Draws } from "./draws";
import * as sql from "./sql";

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

export function createTickets(db: Db, wallet: WalletService, casino: CasinoService, { currentDraw, gameOf, vendorOf }: Draws, clock: () => Date) {
  const ticketView = (ticket: sql.TicketRow & { game_code: string; draw_no: number }) => ({
    id: String(ticket.id), gameCode: ticket.game_code, drawNo: ticket.draw_no, betType: ticket.bet_type, pick: ticket.pick, stake: minorToDecimal(ticket.stake_minor), odds: (Number(ticket.odds_milli) / 1000).toFixed(3),
    status: ticket.status, paid: minorToDecimal(ticket.paid_minor), createdAt: ticket.created_at,
  });
  /** A key's ticket answered again, when the request is the one it was bought with (tickets from before hashes: any). */
  function replayOf(ticket: Parameters<typeof ticketView>[0], hash: string) {
    if (ticket.request_hash !== null && ticket.request_hash !== hash) throw keyConflict();
    return ticketView(ticket);
  }

  return {
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
  };
}
