// The day's settlement: a day's missions for everyone, and once the day is over its rebates, at the rate of the level
// each member's valid bets up to that day reached (written once per member and day).
import type { Db } from "../../db/index";
import { badRequest } from "../../http/errors";
import type { AgentService } from "../agent/service";
import type { SystemService } from "../system/service";
import type { Missions } from "./missions";
import * as sql from "./sql";

export function createRebates(db: Db, system: SystemService, agents: AgentService, { earningFigures, grantMissions }: Pick<Missions, "earningFigures" | "grantMissions">, clock: () => Date) {
  /** A day's rebates, at the rate of the level each member's valid bets up to that day reached. */
  async function settleRebates(merchantId: number, day: string) {
    const figures = await earningFigures(merchantId, day, null);
    if (figures.length === 0) return [];
    const lifetime = await agents.validBets(figures.map((figure) => figure.member_id), { from: null, to: day });
    return sql.settleRebates(db, merchantId, day, figures.map((figure) => ({ memberId: figure.member_id, bet: figure.bet_minor, lifetime: lifetime.get(figure.member_id) ?? 0n })));
  }

  return {
    /** The scheduler's beat: the day's missions for everyone, and a day's rebates once it is over. */
    async settleDay(day: string, now = clock()) {
      const merchant = await system.merchant();
      if (new Date(`${day}T00:00:00Z`).getTime() + 86_400_000 > now.getTime()) throw badRequest("A day's rebates are paid once the day is over.", "period_open");
      const [missions, rebates] = [await grantMissions(merchant.id, day, null), await settleRebates(merchant.id, day)];
      return { day, missions: missions.length, rebates: rebates.length };
    },
  };
}
