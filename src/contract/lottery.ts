// The house lottery on the wire: its games and draws, buying a ticket, the player's tickets, and the results.
import * as z from "zod/mini";
import { daySchema, oneLine } from "./fields";
import { amountSchema } from "./wallet";
import { lotteryDrawSchema } from "./lotteryDraw";

export { lotteryDrawSchema, latestResultsSchema } from "./lotteryDraw";

/**
 * A lottery draw's bets: 2D and 3D (the last two or three digits), BIG, SMALL, ODD, EVEN (the sum of the last three).
 * A cockfight is a draw of the same kind whose digits decide the fight: MERON, WALA or DRAW.
 */
export const LOTTERY_BET_TYPES = ["2D", "3D", "BIG", "SMALL", "ODD", "EVEN", "MERON", "WALA", "DRAW"] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];
export const FIGHT_BET_TYPES = ["MERON", "WALA", "DRAW"] as const;
/** Where a lottery game's style comes from (SPEC §9's prize modes), or the cockfight arena. */
export const LOTTERY_AREAS = ["VN", "SEA", "ELOTT", "COCKFIGHT"] as const;
export type LotteryArea = (typeof LOTTERY_AREAS)[number];

/** A draw's number: a minute's game reaches 2³¹ in four thousand years, so anything above is not a draw. */
const MAX_DRAW_NO = 2_147_483_647;
const gameCode = z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/, "must be 2 to 32 capital letters, digits or _"));
export const lotteryGameParamSchema = z.object({ gameCode });
export const ticketRequestSchema = z.object({
  gameCode,
  drawNo: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_DRAW_NO)),
  betType: z.enum(LOTTERY_BET_TYPES),
  /** 2D: two digits, 3D: three; none for the bets on a sum. */
  pick: z._default(z.string().check(z.regex(/^\d{0,3}$/, "must be up to three digits")), ""),
  stake: amountSchema,
  /** The player's key for this purchase: the same key buys once. */
  key: z.string().check(z.minLength(8), z.maxLength(64), oneLine),
});
/** A ticket as the lottery screen buys it. */
export type TicketOrder = z.infer<typeof ticketRequestSchema>;
export const ticketPageQuerySchema = z.object({
  pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  /** Only one game's tickets, or one draw's of it. */
  gameCode: z.optional(gameCode),
  drawNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_DRAW_NO))),
});
export const openedQuerySchema = z.object({
  gameCode: z.optional(gameCode),
  count: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});


export const lotteryTicketSchema = z.object({
  id: z.string(), gameCode: z.string(), drawNo: z.number(), betType: z.string(), pick: z.string(), stake: z.string(), odds: z.string(), status: z.enum(["placed", "won", "lost", "refunded", "void"]),
  paid: z.string(), createdAt: z.string(),
});
export const ticketPageSchema = z.object({ list: z.array(lotteryTicketSchema), pageNo: z.number(), totalPages: z.number() });
export const lotteryBetTypeSchema = z.object({ betType: z.enum(LOTTERY_BET_TYPES), odds: z.string(), returnPercent: z.string() });
/** One game's board: its current draw, its bet types with their odds and returns, its last results. */
export const lotteryBoardSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  area: z.enum(LOTTERY_AREAS),
  drawEverySeconds: z.number(),
  maxStake: z.string(),
  minStake: z.string(),
  betTypes: z.array(lotteryBetTypeSchema),
  draw: lotteryDrawSchema,
  results: z.array(lotteryDrawSchema),
  /** The server's clock when it answered: countdowns run from it, not from the device's clock. */
  serverTime: z.string(),
});
/** The lobby's games (/lgw/vn/games/game_menu and its /recent): each with the draw taking tickets now. */
export const lotteryMenuSchema = z.array(z.object({ gameCode: z.string(), name: z.string(), area: z.enum(LOTTERY_AREAS), drawEverySeconds: z.number(), draw: lotteryDrawSchema, serverTime: z.string() }));

// ---- The operator's side ----

export const drawParamSchema = z.object({ gameCode, drawNo: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_DRAW_NO)) });
export const lotteryLimitsSchema = z.object({ maxStake: amountSchema, byType: z.optional(z.partialRecord(z.enum(LOTTERY_BET_TYPES), amountSchema)) });
export const suspendSchema = z.object({ suspended: z.boolean() });
export const correctionSchema = z.object({ result: z.string().check(z.regex(/^\d{5}$/, "must be five digits")) });
export const bookQuerySchema = z.object({ day: daySchema });
