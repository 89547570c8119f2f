// Feedback: what a visitor or member sends, and the operator's list of it.
import type { Db } from "../../db/index";
import type { FeedbackRequest } from "../../../src/contract/contentPages";
import { currentMerchant } from "../../lib/merchantScope";
import * as sql from "./sql";

export function createFeedback(db: Db) {
  return {
    async feedback(memberId: number | null, request: FeedbackRequest, ip: string) {
      const [row] = await sql.insertFeedback(db, {
        merchantId: currentMerchant().id,
        memberId,
        category: request.category,
        content: request.content,
        contact: request.contact ?? "",
        ip,
      });
      return { id: row?.id ?? 0 };
    },

    opsFeedback: () => sql.listFeedback(db, currentMerchant().id),
  };
}
