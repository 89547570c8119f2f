// The platform's recurring jobs, run on one beat (every five minutes): the agents' settlements (the last complete
// period of each kind; a repeat pays nothing twice), yesterday's points and rebates, today's missions reached, and
// payouts whose receipt went unanswered. They run once for each merchant, inside its scope; expired limit events and
// long-expired vendor player tokens (every merchant's) are swept beside them. A failing job is logged and never stops the others.
import type { Queryable } from "./db/index";
import type { Logger } from "./http/logger";
import { sweepExpired } from "./lib/rateLimit";
import { withMerchant, type MerchantRef } from "./lib/merchantScope";

export interface JobServices {
  system: { merchants: () => Promise<MerchantRef[]> };
  agents: { settleDue: () => Promise<unknown> };
  points: { awardDay: (day: string) => Promise<unknown> };
  wallet: { confirmOverdueReceipts: () => Promise<unknown> };
  rewards: { settleDay: (day: string, now: Date) => Promise<unknown>; grantMissionsToday: () => Promise<unknown> };
  casino: { vendors: { sweepTokens: () => Promise<unknown> } };
  lottery: { runDue: (merchants: readonly MerchantRef[]) => Promise<unknown> };
  sports: { runDue: (merchants: readonly MerchantRef[]) => Promise<unknown> };
}

export function createJobs(db: Queryable, services: JobServices, clock: () => Date, log: Logger) {
  const failed = (event: string, merchant: string | null = null) => (error: unknown) => log({ level: "error", event, merchant, error: String(error) });

  function forMerchant(merchant: MerchantRef): Promise<unknown>[] {
    const now = clock();
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    return withMerchant(merchant, () => [
      services.agents.settleDue().catch(failed("settlement_failed", merchant.code)),
      services.points.awardDay(yesterday).catch(failed("points_award_failed", merchant.code)),
      services.wallet.confirmOverdueReceipts().catch(failed("receipt_confirmation_failed", merchant.code)),
      // Yesterday's rebates (and its last minutes' missions), and today's missions reached so far.
      services.rewards
        .settleDay(yesterday, now)
        .then(() => services.rewards.grantMissionsToday())
        .catch(failed("rewards_settlement_failed", merchant.code)),
    ]);
  }

  let drawing: Promise<void> | null = null;

  return {
    /**
     * The games' beat, more often than the others (e-lottery draws come every minute, matches end all day): draws
     * and settles what is due, and settles the matches that ended. A beat that finds the last one running leaves it be.
     */
    drawLotteries(): Promise<void> {
      drawing ??= services.system
        .merchants()
        .then((merchants) =>
          Promise.all([services.lottery.runDue(merchants).catch(failed("lottery_draw_failed")), services.sports.runDue(merchants).catch(failed("sports_settlement_failed"))]),
        )
        .then(
          () => undefined,
          failed("games_beat_failed"),
        )
        .finally(() => {
          drawing = null;
        });
      return drawing;
    },

    /** Runs every job once; settles when all have finished or failed. */
    async runDue(): Promise<void> {
      const sweeps = [sweepExpired(db).catch(failed("rate_event_sweep_failed")), services.casino.vendors.sweepTokens().catch(failed("vendor_token_sweep_failed"))];
      const merchants = await services.system.merchants().catch((error: unknown) => (failed("jobs_merchants_unknown")(error), []));
      await Promise.all([...sweeps, ...merchants.flatMap(forMerchant)]);
    },
  };
}
