// A lottery draw on the wire, apart from the rest of the lottery's contract: the home page reads the latest results
// with it, and the home page's bundle should not carry the lottery screen's schemas.
import * as z from "zod/mini";

export const lotteryDrawSchema = z.object({
  gameCode: z.string(),
  drawNo: z.number(),
  closesAt: z.string(),
  drawsAt: z.string(),
  status: z.enum(["open", "closed", "suspended", "drawn", "settled", "void"]),
  seedHash: z.string(),
  /** Revealed once drawn: SHA-256 of it is seedHash, and the result follows from it. */
  seed: z.nullable(z.string()),
  result: z.nullable(z.string()),
  /** A fight's winner, once drawn. */
  outcome: z.nullable(z.enum(["MERON", "WALA", "DRAW"])),
});

/** /lotto/lgw/games/opened/numero: each lottery game's latest result, with its name. */
export const latestResultsSchema = z.array(z.extend(lotteryDrawSchema, { name: z.string() }));
