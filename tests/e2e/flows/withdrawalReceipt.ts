// The withdrawalReceipt flow on the real site: not mapped yet.
import type { SiteFlow } from "./types";

export const withdrawalReceiptFlow: SiteFlow | null = null;
