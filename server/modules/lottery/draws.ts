// The lottery's draws as every part of it reads them: each game's schedule (draws_at = SCHEDULE_EPOCH + drawNo ×
// every), the draw taking tickets now (opened when first asked for), a draw's seed sealed under the secrets key until
// it is drawn, and a draw as players see it.
import { hashSeed, newServerSeed } from "../../lib/fair";
import type { SecretBox } from "../../lib/secretBox";
import type { Db } from "../../db/index";
import { HttpError, notFound } from "../../http/errors";
import { currentMerchant } from "../../lib/merchantScope";
import { inLanguage } from "../../../src/contract/member";
import type { GamesService } from "../games/service";
import { BET_TYPES, fightOutcome, type BetType } from "./engine";
import * as sql from "./sql";

/** Every game's draw numbers count from here. */
export const SCHEDULE_EPOCH_MS = Date.UTC(2026, 0, 1, 12, 0, 0);
/** The smallest stake, in minor units. */
export const MIN_STAKE_MINOR = 10n;
/** How many tickets one settlement transaction takes. */
export const SETTLE_CHUNK = 5000;

export const roundIdOf = (ticketId: number) => `LOTT-${ticketId}`;

export function asBetType(value: string): BetType {
  const type = BET_TYPES.find((known) => known === value);
  if (!type) throw new Error(`unknown bet type ${value}`);
  return type;
}

export type Draws = ReturnType<typeof createDraws>;

/**
 * `secrets` seals each draw's seed until it is drawn. Without it (an app made without a secrets key: npm start always
 * has one) no draw opens: the lottery answers 503 rather than keep a seed anyone reading the database could see.
 */
export function createDraws(db: Db, games: GamesService, clock: () => Date, secrets: SecretBox | null) {
  /** The draw number this process last opened per game: reading that draw again costs one query, not three. */
  const lastOpened = new Map<number, number>();

  function box(): SecretBox {
    if (!secrets) throw new HttpError(503, "lottery_unavailable", "The lottery is not available: the server has no secrets key to seal its draws' seeds with.");
    return secrets;
  }
  /** The seed a draw committed to: opened from its seal (or, opened before seeds were sealed, as it was kept). */
  function seedOf(draw: sql.DrawRow): string {
    if (draw.seed_sealed) return box().open(draw.seed_sealed);
    if (draw.seed !== null) return draw.seed;
    throw new Error(`draw ${draw.id} has no seed`);
  }

  /** The draw taking tickets now (and the next one, opened beside it so its hash is known early): opened if new. */
  async function currentDraw(game: sql.LotteryGameRow): Promise<sql.DrawRow> {
    const every = game.draw_every_seconds * 1000;
    const drawNo = Math.floor((clock().getTime() - SCHEDULE_EPOCH_MS) / every) + 1;
    const open = async () => {
      for (const no of [drawNo, drawNo + 1]) {
        const drawsAt = SCHEDULE_EPOCH_MS + no * every;
        const seed = newServerSeed();
        await sql.openDraw(db, {
          gameId: game.game_id, drawNo: no, drawsAt: new Date(drawsAt).toISOString(), closesAt: new Date(drawsAt - game.close_before_seconds * 1000).toISOString(),
          seed: game.results_from === "rng" ? { sealed: box().seal(seed), hash: hashSeed(seed) } : null,
        });
      }
      lastOpened.set(game.game_id, drawNo);
    };
    if (lastOpened.get(game.game_id) !== drawNo) await open();
    let [draw] = await sql.drawOf(db, game.game_id, drawNo);
    if (!draw) {
      // Removed since this process opened it (a database made anew under a running app): opened again.
      await open();
      [draw] = await sql.drawOf(db, game.game_id, drawNo);
    }
    if (!draw) throw new Error("the current draw could not be opened");
    return draw;
  }

  /** A game's draw by its number, with its game. */
  async function drawNamed(code: string, drawNo: number) {
    const game = await gameOf(code);
    const [draw] = await sql.drawOf(db, game.game_id, drawNo);
    if (!draw) throw notFound("No such draw");
    return { game, draw };
  }

  /** The catalogue vendor a lottery game's rounds are recorded under. */
  const vendorOf = async (game: sql.LotteryGameRow) => (await games.gamesByIds([game.game_id])).get(game.game_id)?.vendor_code ?? "TALA";
  /** Each game's name in the language asked (the catalogue's), by game id. */
  async function namesOf(lotteries: readonly sql.LotteryGameRow[], language: string) {
    const catalogue = await games.gamesByIds(lotteries.map((game) => game.game_id));
    return (game: sql.LotteryGameRow) => {
      const row = catalogue.get(game.game_id);
      return (row && inLanguage(row.names, language)) ?? game.code;
    };
  }

  async function gameOf(code: string) {
    const [game] = await sql.lotteryGame(db, currentMerchant().id, code);
    if (!game) throw notFound("No such lottery game");
    return game;
  }

  /** A draw as players see it: the seed only once drawn (an outside result has none: its hash is empty). */
  const drawView = (game: sql.LotteryGameRow, draw: sql.DrawRow) => ({
    gameCode: game.code,
    drawNo: draw.draw_no,
    closesAt: draw.closes_at,
    drawsAt: draw.draws_at,
    status: draw.status !== "open" ? draw.status : draw.suspended ? "suspended" : Date.parse(draw.closes_at) <= clock().getTime() ? "closed" : "open",
    seedHash: draw.seed_hash,
    seed: draw.status === "open" ? null : draw.seed,
    result: draw.result,
    /** A fight's winner, once drawn (none for a fight cancelled after it). */
    outcome: game.area === "COCKFIGHT" && draw.result !== null && draw.status !== "void" ? fightOutcome(draw.result) : null,
  });
  /** The lottery games proper (the lobby's calls), without the cockfight arena. */
  const lotteriesOf = async () => (await sql.lotteryGames(db, currentMerchant().id)).filter((game) => game.area !== "COCKFIGHT");
  /** The lobby's games, each with its name and the draw taking tickets now. */
  async function menuOf(lotteries: readonly sql.LotteryGameRow[], language: string) {
    const nameOf = await namesOf(lotteries, language);
    return Promise.all(
      lotteries.map(async (game) => ({
        gameCode: game.code, name: nameOf(game), area: game.area, drawEverySeconds: game.draw_every_seconds, draw: drawView(game, await currentDraw(game)), serverTime: clock().toISOString(),
      })),
    );
  }

  return { seedOf, currentDraw, drawNamed, vendorOf, namesOf, gameOf, drawView, lotteriesOf, menuOf };
}
