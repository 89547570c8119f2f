// Settling a chunk of tickets at what each is due now, against what each was paid before: the wallet's game money
// calls and the tickets' rounds in the betting record (the casino's), in the caller's transaction.
import type { Queryable } from "../../db/index";
import type { CasinoService } from "../casino/service";
import type { WalletService } from "../wallet/service";
import { roundIdOf } from "./draws";
import type * as sql from "./sql";

export type SettleChunk = ReturnType<typeof createSettling>;

export function createSettling(wallet: WalletService, casino: CasinoService) {
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

  return settleChunk;
}
