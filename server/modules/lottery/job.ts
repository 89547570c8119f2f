// The job: draws each due draw and settles its tickets in chunks, each chunk one transaction with its wins and its
// tickets' states (a run killed halfway leaves the rest to the next run; a ticket is settled once); and, at start,
// seals the seeds of draws opened before seeds were sealed.
import type { SecretBox } from "../../lib/secretBox";
import type { Db } from "../../db/index";
import { withMerchant, type MerchantRef } from "../../lib/merchantScope";
import { drawResult, settle } from "./engine";
import { SETTLE_CHUNK, asBetType, type Draws } from "./draws";
import type { SettleChunk } from "./settling";
import * as sql from "./sql";

export function createJob(db: Db, { seedOf, vendorOf }: Draws, settleChunk: SettleChunk, clock: () => Date, secrets: SecretBox | null) {
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
