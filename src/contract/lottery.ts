// The house lottery on the wire: its games and draws, buying a ticket, the player's tickets, and the results.
import * as zod from "zod/mini";
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
const gameCode = zod.string().check(zod.regex(/^[A-Z0-9_]{2,32}$/, "must be 2 to 32 capital letters, digits or _"));
export const lotteryGameParamSchema = zod.object({ gameCode });
export const ticketRequestSchema = zod.object({
  gameCode,
  drawNo: zod.number().check(zod.int(), zod.minimum(1), zod.maximum(MAX_DRAW_NO)),
  betType: zod.enum(LOTTERY_BET_TYPES),
  /** 2D: two digits, 3D: three; none for the bets on a sum. */
  pick: zod._default(zod.string().check(zod.regex(/^\d{0,3}$/, "must be up to three digits")), ""),
  stake: amountSchema,
  /** The player's key for this purchase: the same key buys once. */
  key: zod.string().check(zod.minLength(8), zod.maxLength(64), oneLine),
});
/** A ticket as the lottery screen buys it. */
export type TicketOrder = zod.infer<typeof ticketRequestSchema>;
export const ticketPageQuerySchema = zod.object({
  pageNo: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(10_000))),
  /** Only one game's tickets, or one draw's of it. */
  gameCode: zod.optional(gameCode),
  drawNo: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(MAX_DRAW_NO))),
});
export const openedQuerySchema = zod.object({
  gameCode: zod.optional(gameCode),
  count: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(100))),
});


export const lotteryTicketSchema = zod.object({
  id: zod.string(), gameCode: zod.string(), drawNo: zod.number(), betType: zod.string(), pick: zod.string(), stake: zod.string(), odds: zod.string(), status: zod.enum(["placed", "won", "lost", "refunded", "void"]),
  paid: zod.string(), createdAt: zod.string(),
});
export const ticketPageSchema = zod.object({ list: zod.array(lotteryTicketSchema), pageNo: zod.number(), totalPages: zod.number() });
export const lotteryBetTypeSchema = zod.object({ betType: zod.enum(LOTTERY_BET_TYPES), odds: zod.string(), returnPercent: zod.string() });
/** One game's board: its current draw, its bet types with their odds and returns, its last results. */
export const lotteryBoardSchema = zod.object({
  gameCode: zod.string(),
  name: zod.string(),
  area: zod.enum(LOTTERY_AREAS),
  drawEverySeconds: zod.number(),
  maxStake: zod.string(),
  minStake: zod.string(),
  betTypes: zod.array(lotteryBetTypeSchema),
  draw: lotteryDrawSchema,
  results: zod.array(lotteryDrawSchema),
  /** The server's clock when it answered: countdowns run from it, not from the device's clock. */
  serverTime: zod.string(),
});
/** The lobby's games (/lgw/vn/games/game_menu and its /recent): each with the draw taking tickets now. */
export const lotteryMenuSchema = zod.array(zod.object({ gameCode: zod.string(), name: zod.string(), area: zod.enum(LOTTERY_AREAS), drawEverySeconds: zod.number(), draw: lotteryDrawSchema, serverTime: zod.string() }));

// ---- The operator's side ----

export const drawParamSchema = zod.object({ gameCode, drawNo: zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(MAX_DRAW_NO)) });
export const lotteryLimitsSchema = zod.object({ maxStake: amountSchema, byType: zod.optional(zod.partialRecord(zod.enum(LOTTERY_BET_TYPES), amountSchema)) });
export const suspendSchema = zod.object({ suspended: zod.boolean() });
export const correctionSchema = zod.object({ result: zod.string().check(zod.regex(/^\d{5}$/, "must be five digits")) });
export const bookQuerySchema = zod.object({ day: daySchema });
