// The house lottery: each game draws on its own schedule (draws_at = SCHEDULE_EPOCH + drawNo × every), the current
// draw takes tickets until it closes, and a job draws each due draw and settles its tickets in chunks, each chunk one
// transaction with its wins and its tickets' states (a run killed halfway leaves the rest to the next run; a ticket is
// settled once). Stakes and wins move through the wallet's game money calls; each ticket is a round of the betting
// record (the casino's). A draw's seed is sealed under the secrets key until it is drawn, so the database holds nothing
// a reader could bet on.
import type { SecretBox } from "../../lib/secretBox";
import type { Db } from "../../db/index";
import type { CasinoService } from "../casino/service";
import type { GamesService } from "../games/service";
import type { WalletService } from "../wallet/service";
import { createDraws } from "./draws";
import { createJob } from "./job";
import { createLobby } from "./lobby";
import { createOperator } from "./operator";
import { createSettling } from "./settling";
import { createTickets } from "./tickets";

export { MIN_STAKE_MINOR, SCHEDULE_EPOCH_MS } from "./draws";
export type { TicketRequest } from "./tickets";

/**
 * The module's one door, put together from the files named for what they serve: lobby (what players see), tickets,
 * operator, job (drawing and settling), over the draws every part reads (draws.ts) and the settling of a chunk of
 * tickets (settling.ts). `secrets` seals each draw's seed until it is drawn: see createDraws.
 */
export function createLotteryService(db: Db, wallet: WalletService, games: GamesService, casino: CasinoService, clock: () => Date = () => new Date(), secrets: SecretBox | null = null) {
  const draws = createDraws(db, games, clock, secrets);
  const settleChunk = createSettling(wallet, casino);
  const lobby = createLobby(db, draws, clock);
  return {
    ...lobby,
    ...createTickets(db, wallet, casino, draws, clock),
    ...createOperator(db, wallet, casino, draws, settleChunk, clock, lobby.game),
    ...createJob(db, draws, settleChunk, clock, secrets),
  };
}
export type LotteryService = ReturnType<typeof createLotteryService>;
