// The content module's service: content management (site.ts), the member inbox, referral and feedback, and the
// badge counts that gather what waits for the member across them and the rewards.
import type { Db } from "../../db/index";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import { createFeedback } from "./feedback";
import { createInbox } from "./inbox";
import { createReferral } from "./referral";
import { createSiteContent } from "./site";

export { MAX_IMAGE_BYTES, VIP_RANK_ABOVE, chooseChat, pickTranslation, type ContentTable } from "./site";

/** What the rewards module holds for a member: rewards to claim, and how many of them are missions. */
export interface PendingRewards {
  count: number;
  missions: number;
}

export type ContentService = ReturnType<typeof createContentService>;

/**
 * pendingRewards: the rewards waiting for a member, asked of the rewards module (which reads this module's raffles,
 * so it is handed in rather than imported).
 */
export function createContentService(
  db: Db,
  system: SystemService,
  members: MemberService,
  options: { pendingRewards?: (memberId: number) => Promise<PendingRewards> } = {},
) {
  const site = createSiteContent(db, system);
  const inbox = createInbox(db);
  return {
    ...site,
    ...inbox,
    ...createReferral(members),
    ...createFeedback(db),

    /** CSP_unreadCount: unread messages; raffles to draw and rewards to claim; of those, missions. */
    async counts(memberId: number) {
      const [unread, raffles, rewards] = await Promise.all([
        inbox.unreadCount(memberId),
        site.openRaffles(memberId),
        options.pendingRewards?.(memberId) ?? { count: 0, missions: 0 },
      ]);
      return { unreadCount: unread, unclaimedCount: raffles.length + rewards.count, missionCount: rewards.missions };
    },
  };
}
