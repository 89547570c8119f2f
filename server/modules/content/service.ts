// The content module's service: what the site reads (site.ts), the operator's edits (operator.ts), the member inbox,
// referral and feedback. The badge counts that gather what waits for the member across these and the rewards are the
// rewards module's (badgeCounts): the rewards read this module's raffles.
import type { Db } from "../../db/index";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import { createFeedback } from "./feedback";
import { createInbox } from "./inbox";
import { createContentEditing } from "./operator";
import { createReferral } from "./referral";
import { createSiteContent } from "./site";

export { MAX_IMAGE_BYTES, VIP_RANK_ABOVE, chooseChat, pickTranslation } from "./site";
export type { ContentTable } from "./operator";

export type ContentService = ReturnType<typeof createContentService>;

export function createContentService(db: Db, system: SystemService, members: MemberService) {
  return {
    ...createSiteContent(db, system),
    ...createContentEditing(db, system),
    ...createInbox(db),
    ...createReferral(members),
    ...createFeedback(db),
  };
}
