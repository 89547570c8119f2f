// Rewards: the reward centre (VIP level and rebate rate, every reward waiting to be claimed), rebates settled per
// day, daily missions and their weekly leaderboard, bonus details. Rebates and mission rewards are written once per
// member and key, and each claim is one ledger transfer in the transaction that marks the reward claimed.
import type { Db } from "../../db/index";
import type { ActivityService } from "../activity/service";
import type { AgentService } from "../agent/service";
import type { ContentService } from "../content/service";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import type { WalletService } from "../wallet/service";
import { createCentre } from "./centre";
import { createMissions } from "./missions";
import { createRebates } from "./rebates";
import { createVip } from "./vip";

export { maskAccount, weekStartOf } from "./missions";

export type RewardService = ReturnType<typeof createRewardService>;

/** The module's one door, put together from the files named for what they serve: vip, missions, centre, rebates. */
export function createRewardService(
  db: Db, system: SystemService, members: MemberService, wallet: WalletService, activities: ActivityService, content: ContentService, agents: AgentService,
  clock: () => Date = () => new Date(),
) {
  // The helpers the centre and the rebates share stay inside the module.
  const { vipOf, ...vip } = createVip(db, system, agents);
  const { earningFigures, grantMissions, grantMine, ...missions } = createMissions(db, system, members, agents);
  return {
    ...vip,
    ...missions,
    ...createCentre(db, system, wallet, activities, content, { vipOf }, { grantMine }),
    ...createRebates(db, system, agents, { earningFigures, grantMissions }, clock),
  };
}
