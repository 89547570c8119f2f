// A record's reference as the platform writes it: kept apart from the wallet's contract, so only the pages that show
// records carry it.
import * as z from "zod/mini";

/**
 * What the platform writes into a ledger or points record's reference: a code with its parameters (JSON), rendered in
 * the reader's language by the site, never English stored for everyone. Names that have languages travel with all
 * of them. A reference that is not one of these (an older record, a player's own text) is shown as it is.
 */
const languageNames = z.record(z.string(), z.string());
export const recordReferenceSchema = z.discriminatedUnion("code", [
  z.object({ code: z.literal("rebate"), day: z.string() }),
  z.object({ code: z.literal("mission"), day: z.string(), name: languageNames }),
  z.object({ code: z.literal("activity"), name: languageNames }),
  z.object({ code: z.literal("points_converted"), points: z.number() }),
  z.object({ code: z.literal("points_earned"), day: z.string() }),
  z.object({ code: z.literal("withdrawal") }),
  z.object({ code: z.literal("withdrawal_rejected") }),
  z.object({ code: z.literal("payout_not_received") }),
  z.object({ code: z.literal("free_play") }),
  z.object({ code: z.literal("agent_settlement"), kind: z.string(), from: z.string() }),
]);
export type RecordReference = z.infer<typeof recordReferenceSchema>;
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
