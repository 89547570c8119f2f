// A lottery draw on the wire, apart from the rest of the lottery's contract: the home page reads the latest results
// with it, and the home page's bundle should not carry the lottery screen's schemas.
import * as zod from "zod/mini";

export const lotteryDrawSchema = zod.object({
  gameCode: zod.string(),
  drawNo: zod.number(),
  closesAt: zod.string(),
  drawsAt: zod.string(),
  status: zod.enum(["open", "closed", "suspended", "drawn", "settled", "void"]),
  seedHash: zod.string(),
  /** Revealed once drawn: SHA-256 of it is seedHash, and the result follows from it. */
  seed: zod.nullable(zod.string()),
  result: zod.nullable(zod.string()),
  /** A fight's winner, once drawn. */
  outcome: zod.nullable(zod.enum(["MERON", "WALA", "DRAW"])),
});

/** /lotto/lgw/games/opened/numero: each lottery game's latest result, with its name. */
export const latestResultsSchema = zod.array(zod.extend(lotteryDrawSchema, { name: zod.string() }));
