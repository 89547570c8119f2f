// Playing: game launch, the house games' sessions and spins, betting records and profit and loss.
import * as zod from "zod/mini";
import { daySchema, idTextSchema, oneLine, uuidSchema } from "./fields";
import { amountSchema } from "./wallet";
import { HOUSE_ENGINES } from "./domain";

export { GAME_ENGINES, HOUSE_ENGINES, isHouseEngine, type GameEngine, type HouseEngine } from "./domain";

const day = zod.optional(daySchema);

const nodeId = zod.string().check(zod.minLength(1), zod.maxLength(64), oneLine);
export const launchQuerySchema = zod.object({ nodeId, roomId: zod.optional(idTextSchema) });
/** A house game session, by the id that opening it answered. */
const sessionId = uuidSchema;
/** A launch: a house game's page with its launch token, or (outside) an outside vendor's game address to frame. */
export const launchSchema = zod.object({ url: zod.string(), launchToken: zod.string(), vendor: zod.string(), outside: zod.optional(zod.boolean()) });
export const openSessionRequestSchema = zod.object({
  launchToken: zod.string().check(zod.minLength(16), zod.maxLength(64), oneLine),
  clientSeed: zod.optional(zod.string().check(zod.regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1 to 64 letters, digits, _ or -"))),
});
export const houseSessionSchema = zod.object({
  sessionId: zod.string(),
  engine: zod.enum(HOUSE_ENGINES),
  serverSeedHash: zod.string(),
  clientSeed: zod.string(),
  nonce: zod.number(),
  lines: zod.number(),
  rtp: zod.number(),
  minBet: zod.string(),
  maxBet: zod.string(),
  /** Bets are whole multiples of this (a slot's bet is shared equally by its lines). */
  betStep: zod.string(),
  /** The fish a shot may aim at, with what each pays per unit bet. */
  fish: zod.array(zod.object({ id: zod.string(), multiplier: zod.number() })),
  room: zod.nullable(zod.object({ roomId: zod.number(), name: zod.string() })),
});
export type HouseSession = zod.infer<typeof houseSessionSchema>;
export const spinRequestSchema = zod.object({ sessionId, bet: amountSchema });
export const spinResultSchema = zod.object({
  roundId: zod.string(),
  nonce: zod.number(),
  reels: zod.array(zod.array(zod.string())),
  /** Each paying line with its row on every reel (0 top to 2 bottom): the first `count` of them carry its symbol. */
  wins: zod.array(zod.object({ line: zod.number(), rows: zod.array(zod.number()), symbol: zod.string(), count: zod.number(), amount: zod.string() })),
  bet: zod.string(),
  win: zod.string(),
  balance: zod.string(),
});
export type SpinResult = zod.infer<typeof spinResultSchema>;
export const revealRequestSchema = zod.object({ sessionId });
export const betQuerySchema = zod.object({
  from: day,
  to: day,
  gameType: zod.optional(zod.enum(["RNG", "LIVE", "FISH", "PVP", "SPORTS", "ESPORTS", "LOTT", "ELOTT"])),
  pageNo: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(10_000))),
});
export const profitQuerySchema = zod.object({ from: day, to: day });
export const betRecordSchema = zod.object({
  id: zod.number(), roundId: zod.string(), nodeId: zod.string(), gameName: zod.string(), gameType: zod.string(), vendor: zod.string(),
  bet: zod.string(), win: zod.string(), profit: zod.string(), status: zod.string(), time: zod.string(),
});
export const betPageSchema = zod.object({ list: zod.array(betRecordSchema), pageNo: zod.number(), totalPages: zod.number() });
const profitLineSchema = zod.object({ rounds: zod.number(), bet: zod.string(), win: zod.string(), profit: zod.string() });
export const profitSchema = zod.object({ byGameType: zod.array(zod.extend(profitLineSchema, { gameType: zod.string() })), total: profitLineSchema });
export type Profit = zod.infer<typeof profitSchema>;
export const gameLimitsSchema = zod.object({ maxBet: amountSchema, maxWin: amountSchema });
export const ROULETTE_BET_KINDS = ["straight", "red", "black", "odd", "even", "low", "high", "dozen", "column"] as const;
export const rouletteBetSchema = zod.object({
  kind: zod.enum(ROULETTE_BET_KINDS),
  number: zod.optional(zod.number().check(zod.int(), zod.minimum(0), zod.maximum(36))),
  which: zod.optional(zod.number().check(zod.int(), zod.minimum(1), zod.maximum(3))),
  amount: amountSchema,
});
export type RouletteBetRequest = zod.infer<typeof rouletteBetSchema>;
export const rouletteRequestSchema = zod.object({ sessionId, bets: zod.array(rouletteBetSchema).check(zod.minLength(1), zod.maxLength(20)) });
export const rouletteResultSchema = zod.object({ roundId: zod.string(), nonce: zod.number(), pocket: zod.number(), colour: zod.enum(["red", "black", "green"]), stake: zod.string(), win: zod.string(), balance: zod.string() });
export type RouletteResult = zod.infer<typeof rouletteResultSchema>;

export const fishRequestSchema = zod.object({ sessionId, bet: amountSchema, fish: zod.string().check(zod.maxLength(32), oneLine) });
export const fishResultSchema = zod.object({ roundId: zod.string(), nonce: zod.number(), fish: zod.string(), caught: zod.boolean(), bet: zod.string(), win: zod.string(), balance: zod.string() });
export type FishResult = zod.infer<typeof fishResultSchema>;
export const cardsRequestSchema = zod.object({ sessionId, bet: amountSchema });
export const HAND_NAMES = ["high", "pair", "colour", "sequence", "pureSequence", "trail"] as const;
const hand = zod.object({ cards: zod.array(zod.number()), name: zod.enum(HAND_NAMES) });
export const cardsResultSchema = zod.object({
  roundId: zod.string(), nonce: zod.number(), player: hand, dealer: hand, outcome: zod.enum(["win", "tie", "lose"]), bet: zod.string(), win: zod.string(), balance: zod.string(),
});
export type CardsResult = zod.infer<typeof cardsResultSchema>;
export const roomListQuerySchema = zod.object({ nodeId: zod.optional(nodeId) });
/** The operator's /ops/games/:nodeId/limits. */
export const nodeIdParamSchema = zod.object({ nodeId });
/** A card room: its stakes, its seats and how many of them are taken (players). */
export const roomSchema = zod.object({ roomId: zod.number(), nodeId: zod.string(), gameName: zod.string(), name: zod.string(), minBet: zod.string(), maxBet: zod.string(), seats: zod.number(), players: zod.number() });
export type Room = zod.infer<typeof roomSchema>;
export const roomListSchema = zod.object({ list: zod.array(roomSchema) });
