// A record's reference as the platform writes it: kept apart from the wallet's contract, so only the pages that show
// records carry it.
import * as zod from "zod/mini";

/**
 * What the platform writes into a ledger or points record's reference: a code with its parameters (JSON), rendered in
 * the reader's language by the site, never English stored for everyone. Names that have languages travel with all
 * of them. A reference that is not one of these (an older record, a player's own text) is shown as it is.
 */
const languageNames = zod.record(zod.string(), zod.string());
export const recordReferenceSchema = zod.discriminatedUnion("code", [
  zod.object({ code: zod.literal("rebate"), day: zod.string() }),
  zod.object({ code: zod.literal("mission"), day: zod.string(), name: languageNames }),
  zod.object({ code: zod.literal("activity"), name: languageNames }),
  zod.object({ code: zod.literal("points_converted"), points: zod.number() }),
  zod.object({ code: zod.literal("points_earned"), day: zod.string() }),
  zod.object({ code: zod.literal("withdrawal") }),
  zod.object({ code: zod.literal("withdrawal_rejected") }),
  zod.object({ code: zod.literal("payout_not_received") }),
  zod.object({ code: zod.literal("free_play") }),
  zod.object({ code: zod.literal("agent_settlement"), kind: zod.string(), from: zod.string() }),
]);
export type RecordReference = zod.infer<typeof recordReferenceSchema>;
export const encodeReference = (reference: RecordReference): string => JSON.stringify(reference);
/** The coded reference in a record's text, or null when it is plain text. */
export function decodeReference(text: string): RecordReference | null {
  if (!text.startsWith("{")) return null;
  try {
    const parsed = recordReferenceSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
