// Kinds of content shared by the content schemas and the pages' search params (kept apart so routes load no schemas).
export const PROMOTION_TYPES = ["welcome", "deposit", "rebate", "raffle", "vip", "event"] as const;
