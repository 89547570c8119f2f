// Games as the site's frame shows them: menus per game type, popular games, search, recent plays, the winner board.
import type { Db } from "../../db/index";
import type { Game, GameMenu, GamePage, GameType, Winner } from "../../../src/contract/content";
import { GAME_TYPES } from "../../../src/contract/content";
import { decimalToMinor, minorToDecimal } from "../../lib/money";
import { notFound } from "../../http/errors";
import type { SystemService } from "../system/service";
import * as sql from "./sql";

/** The header lists this many vendors per game type, then 'more' (SPEC §9). */
export const VENDORS_IN_MENU = 16;
export const GAME_PAGE_SIZE = 24;
/** SPEC §9: the hot games' groups, in order. */
export const HOT_GAME_TYPES = ["ELOTT", "LOTT", "LIVE", "SPORTS", "FISH", "RNG", "PVP"] as const;

const gameTypeOf = (value: string): GameType => GAME_TYPES.find((type) => type === value) ?? "RNG";

/** A winner's name as others may see it: first two letters, stars, last letter. */
export function maskPlayer(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

export type GamesService = ReturnType<typeof createGamesService>;

export function createGamesService(db: Db, system: SystemService) {
  // Every page's header reads the menus: cached per merchant, dropped when any process announces a change.
  const menus = new Map<number, Promise<GameMenu[]>>();

  const toGame = (row: sql.GameRow, language: string, defaultLanguage: string): Game => ({
    nodeId: row.node_id,
    vassalage: row.vendor_code,
    displayName: row.vendor_name,
    gameType: gameTypeOf(row.game_type),
    gameCode: row.game_code,
    gameName: row.names[language] ?? row.names[defaultLanguage] ?? row.names.en ?? Object.values(row.names)[0] ?? row.game_code,
    iconUrl: row.image_url,
    isHot: row.is_hot ? 1 : 0,
    isNew: row.is_new ? 1 : 0,
    supportPlay: row.support_play,
    minBet: minorToDecimal(row.min_bet_minor),
    classification: row.classification,
  });

  async function loadMenus(merchantId: number): Promise<GameMenu[]> {
    const vendors = await sql.activeVendors(db, merchantId);
    return GAME_TYPES.flatMap((gameType) => {
      const own = vendors.filter((vendor) => vendor.game_type === gameType);
      if (own.length === 0) return [];
      return [{
        gameType,
        vendors: own.slice(0, VENDORS_IN_MENU).map((vendor) => ({
          code: vendor.code,
          name: vendor.name,
          logoUrl: vendor.logo_url,
          logoWhiteUrl: vendor.logo_white_url,
          isHot: vendor.is_hot ? (1 as const) : (0 as const),
        })),
        more: own.length > VENDORS_IN_MENU,
      }];
    });
  }

  return {
    async start(): Promise<() => Promise<void>> {
      return db.listen(sql.GAMES_CHANGED_CHANNEL, () => menus.clear());
    },

    /** Announces a catalogue change to every process (the operator's vendor and game edits). */
    async changed() {
      menus.clear();
      await sql.notifyGamesChanged(db);
    },

    async menus(merchantCode: string | undefined): Promise<GameMenu[]> {
      const merchant = await system.merchant(merchantCode);
      let cached = menus.get(merchant.id);
      if (!cached) {
        cached = loadMenus(merchant.id);
        menus.set(merchant.id, cached);
        cached.catch(() => menus.delete(merchant.id));
      }
      return cached;
    },

    async popular(merchantCode: string | undefined, count: number, language: string): Promise<Game[]> {
      const merchant = await system.merchant(merchantCode);
      return (await sql.popularGames(db, merchant.id, count)).map((row) => toGame(row, language, merchant.defaultLanguage));
    },

    /** One page of games; the name matches in any language, ignoring case. */
    async list(
      merchantCode: string | undefined,
      query: {
        gameName?: string | undefined;
        gameType?: GameType | undefined;
        vassalage?: string | undefined;
        gameClassify?: string | undefined;
        minBet?: string | undefined;
        pageNo?: number | undefined;
        pageSize?: number | undefined;
      },
      language: string,
    ): Promise<GamePage> {
      const merchant = await system.merchant(merchantCode);
      const pageSize = query.pageSize ?? GAME_PAGE_SIZE;
      const pageNo = query.pageNo ?? 1;
      const name = query.gameName?.trim().toLowerCase();
      const rows = await sql.searchGames(db, merchant.id, {
        name: name ? name : null,
        gameType: query.gameType ?? null,
        vendor: query.vassalage ?? null,
        classification: query.gameClassify ?? null,
        minBet: query.minBet === undefined ? null : decimalToMinor(query.minBet),
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      });
      const total = rows[0]?.total ?? 0;
      return { games: rows.map((row) => toGame(row, language, merchant.defaultLanguage)), pageNo, totalPages: Math.ceil(total / pageSize) };
    },

    async recent(merchantCode: string | undefined, memberId: number, query: { gameType?: GameType | undefined; pageNo?: number | undefined; pageSize?: number | undefined }, language: string) {
      const merchant = await system.merchant(merchantCode);
      const pageSize = query.pageSize ?? 9;
      const rows = await sql.recentGames(db, memberId, query.gameType ?? null, pageSize, ((query.pageNo ?? 1) - 1) * pageSize);
      return { list: rows.map((row) => toGame(row, language, merchant.defaultLanguage)), totalPages: Math.ceil((rows[0]?.total ?? 0) / pageSize) };
    },

    /** The vendors of every game type (GCSGAME_gameVendor): the lobby's carousel; cached with the menus. */
    async vendors(merchantCode: string | undefined) {
      return (await this.menus(merchantCode)).flatMap((menu) => menu.vendors.map((vendor) => ({ ...vendor, gameType: menu.gameType })));
    },

    /** Hot games grouped by type (GCSGAME_hotGamesV2), in the order of SPEC §9. */
    async hot(merchantCode: string | undefined, language: string): Promise<Record<string, Game[]>> {
      const merchant = await system.merchant(merchantCode);
      const rows = await sql.hotGames(db, merchant.id);
      const groups: Record<string, Game[]> = {};
      for (const type of HOT_GAME_TYPES) groups[type] = [];
      for (const row of rows) groups[row.game_type]?.push(toGame(row, language, merchant.defaultLanguage));
      return groups;
    },

    async favouriteIds(memberId: number): Promise<string[]> {
      return (await sql.favouriteNodes(db, memberId)).map((row) => row.node_id);
    },

    async favourites(merchantCode: string | undefined, memberId: number, query: { gameType?: GameType | undefined; pageNo?: number | undefined; pageSize?: number | undefined }, language: string) {
      const merchant = await system.merchant(merchantCode);
      const pageSize = query.pageSize ?? GAME_PAGE_SIZE;
      const pageNo = query.pageNo ?? 1;
      const rows = await sql.favouriteGames(db, memberId, query.gameType ?? null, pageSize, (pageNo - 1) * pageSize);
      return { content: rows.map((row) => toGame(row, language, merchant.defaultLanguage)), pageNo, totalPages: Math.ceil((rows[0]?.total ?? 0) / pageSize) };
    },

    async favourite(merchantCode: string | undefined, memberId: number, nodeId: string, action: "add" | "remove") {
      const merchant = await system.merchant(merchantCode);
      if ((await sql.gameExists(db, merchant.id, nodeId)).length === 0) throw notFound("No such game");
      if (action === "add") await sql.addFavourite(db, merchant.id, memberId, nodeId);
      else await sql.removeFavourite(db, merchant.id, memberId, nodeId);
      return { nodeId, favourite: action === "add" };
    },

    async rankList(merchantCode: string | undefined, limit: number, language: string): Promise<{ list: Winner[] }> {
      const merchant = await system.merchant(merchantCode);
      const rows = await sql.bigWins(db, merchant.id, limit);
      return {
        list: rows.map((row) => {
          const game = toGame(row, language, merchant.defaultLanguage);
          return {
            vo: { player: maskPlayer(row.player), gameName: game.gameName, nodeId: game.nodeId, vendor: game.displayName, amount: minorToDecimal(row.amount_minor), time: row.won_at },
          };
        }),
      };
    },
  };
}
