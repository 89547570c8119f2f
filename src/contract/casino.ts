// Playing: game launch, the house games' sessions and spins, betting records and profit and loss.
import * as z from "zod/mini";
import { daySchema, idTextSchema, oneLine, uuidSchema } from "./fields";
import { amountSchema } from "./wallet";
import { HOUSE_ENGINES } from "./domain";

export { GAME_ENGINES, HOUSE_ENGINES, isHouseEngine, type GameEngine, type HouseEngine } from "./domain";

const day = z.optional(daySchema);

const nodeId = z.string().check(z.minLength(1), z.maxLength(64), oneLine);
export const launchQuerySchema = z.object({ nodeId, roomId: z.optional(idTextSchema) });
/** A house game session, by the id that opening it answered. */
const sessionId = uuidSchema;
/** A launch: a house game's page with its launch token, or (outside) an outside vendor's game address to frame. */
export const launchSchema = z.object({ url: z.string(), launchToken: z.string(), vendor: z.string(), outside: z.optional(z.boolean()) });
export const openSessionRequestSchema = z.object({
  launchToken: z.string().check(z.minLength(16), z.maxLength(64), oneLine),
  clientSeed: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1 to 64 letters, digits, _ or -"))),
});
export const houseSessionSchema = z.object({
  sessionId: z.string(),
  engine: z.enum(HOUSE_ENGINES),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  lines: z.number(),
  rtp: z.number(),
  minBet: z.string(),
  maxBet: z.string(),
  /** Bets are whole multiples of this (a slot's bet is shared equally by its lines). */
  betStep: z.string(),
  /** The fish a shot may aim at, with what each pays per unit bet. */
  fish: z.array(z.object({ id: z.string(), multiplier: z.number() })),
  room: z.nullable(z.object({ roomId: z.number(), name: z.string() })),
});
export type HouseSession = z.infer<typeof houseSessionSchema>;
export const spinRequestSchema = z.object({ sessionId, bet: amountSchema });
export const spinResultSchema = z.object({
  roundId: z.string(),
  nonce: z.number(),
  reels: z.array(z.array(z.string())),
  /** Each paying line with its row on every reel (0 top to 2 bottom): the first `count` of them carry its symbol. */
  wins: z.array(z.object({ line: z.number(), rows: z.array(z.number()), symbol: z.string(), count: z.number(), amount: z.string() })),
  bet: z.string(),
  win: z.string(),
  balance: z.string(),
});
export type SpinResult = z.infer<typeof spinResultSchema>;
export const revealRequestSchema = z.object({ sessionId });
export const betQuerySchema = z.object({
  from: day,
  to: day,
  gameType: z.optional(z.enum(["RNG", "LIVE", "FISH", "PVP", "SPORTS", "ESPORTS", "LOTT", "ELOTT"])),
  pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export const profitQuerySchema = z.object({ from: day, to: day });
export const betRecordSchema = z.object({
  id: z.number(), roundId: z.string(), nodeId: z.string(), gameName: z.string(), gameType: z.string(), vendor: z.string(),
  bet: z.string(), win: z.string(), profit: z.string(), status: z.string(), time: z.string(),
});
export const betPageSchema = z.object({ list: z.array(betRecordSchema), pageNo: z.number(), totalPages: z.number() });
const profitLineSchema = z.object({ rounds: z.number(), bet: z.string(), win: z.string(), profit: z.string() });
export const profitSchema = z.object({ byGameType: z.array(z.extend(profitLineSchema, { gameType: z.string() })), total: profitLineSchema });
export type Profit = z.infer<typeof profitSchema>;
export const gameLimitsSchema = z.object({ maxBet: amountSchema, maxWin: amountSchema });
export const ROULETTE_BET_KINDS = ["straight", "red", "black", "odd", "even", "low", "high", "dozen", "column"] as const;
export const rouletteBetSchema = z.object({
  kind: z.enum(ROULETTE_BET_KINDS),
  number: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(36))),
  which: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(3))),
  amount: amountSchema,
});
export type RouletteBetRequest = z.infer<typeof rouletteBetSchema>;
export const rouletteRequestSchema = z.object({ sessionId, bets: z.array(rouletteBetSchema).check(z.minLength(1), z.maxLength(20)) });
export const rouletteResultSchema = z.object({ roundId: z.string(), nonce: z.number(), pocket: z.number(), colour: z.enum(["red", "black", "green"]), stake: z.string(), win: z.string(), balance: z.string() });
export type RouletteResult = z.infer<typeof rouletteResultSchema>;

export const fishRequestSchema = z.object({ sessionId, bet: amountSchema, fish: z.string().check(z.maxLength(32), oneLine) });
export const fishResultSchema = z.object({ roundId: z.string(), nonce: z.number(), fish: z.string(), caught: z.boolean(), bet: z.string(), win: z.string(), balance: z.string() });
export type FishResult = z.infer<typeof fishResultSchema>;
export const cardsRequestSchema = z.object({ sessionId, bet: amountSchema });
export const HAND_NAMES = ["high", "pair", "colour", "sequence", "pureSequence", "trail"] as const;
const hand = z.object({ cards: z.array(z.number()), name: z.enum(HAND_NAMES) });
export const cardsResultSchema = z.object({
  roundId: z.string(), nonce: z.number(), player: hand, dealer: hand, outcome: z.enum(["win", "tie", "lose"]), bet: z.string(), win: z.string(), balance: z.string(),
});
export type CardsResult = z.infer<typeof cardsResultSchema>;
export const roomListQuerySchema = z.object({ nodeId: z.optional(nodeId) });
/** The operator's /ops/games/:nodeId/limits. */
export const nodeIdParamSchema = z.object({ nodeId });
/** A card room: its stakes, its seats and how many of them are taken (players). */
export const roomSchema = z.object({ roomId: z.number(), nodeId: z.string(), gameName: z.string(), name: z.string(), minBet: z.string(), maxBet: z.string(), seats: z.number(), players: z.number() });
export type Room = z.infer<typeof roomSchema>;
export const roomListSchema = z.object({ list: z.array(roomSchema) });
