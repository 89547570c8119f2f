// Games as the site's frame shows them: menus per game type, popular games, search, recent plays, the winner board.
import type { Db } from "../../db/index";
import type { Game, GameMenu, GamePage, GameType, Winner } from "../../../src/contract/content";
import { GAME_TYPES } from "../../../src/contract/content";
import { inLanguage } from "../../../src/contract/member";
import { decimalToMinor, minorToDecimal } from "../../lib/money";
import { notFound } from "../../http/errors";
import type { SystemService } from "../system/service";
import { catalogueCache } from "./catalogueCache";
import * as sql from "./sql";

/** The header lists this many vendors per game type, then 'more' (SPEC §9). */
export const VENDORS_IN_MENU = 16;
export const GAME_PAGE_SIZE = 24;
export const RECENT_PAGE_SIZE = 9;
/** The cached lobby pages hold at most this many games in all (a few megabytes), whatever callers search for. */
const CACHED_GAMES_MAX = 20_000;
/** Merchants whose menus are held at once. */
const CACHED_MERCHANTS_MAX = 100;
/** SPEC §9: the hot games' groups, in order. */
export const HOT_GAME_TYPES = ["ELOTT", "LOTT", "LIVE", "SPORTS", "FISH", "RNG", "PVP"] as const;

const gameTypeOf = (value: string): GameType => GAME_TYPES.find((type) => type === value) ?? "RNG";

/** A winner's name as others may see it: first two letters, stars, last letter. */
export function maskPlayer(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

export type GamesService = ReturnType<typeof createGamesService>;
export type { GameRefRow } from "./sql";
export { BIG_WIN, type BigWinRule } from "./bigWins";

/** What a game type covers, given the merchant's esports vendors (SPEC §4: ESPORTS is split from SPORTS). */
export function scopeOf(gameType: GameType | undefined, esports: readonly string[]): sql.TypeScope | null {
  if (gameType === undefined) return null;
  if (gameType === "ESPORTS") return { types: ["SPORTS", "ESPORTS"], onlyVendors: [...esports], exceptVendors: null };
  if (gameType === "SPORTS") return { types: ["SPORTS"], onlyVendors: null, exceptVendors: esports.length > 0 ? [...esports] : null };
  return { types: [gameType], onlyVendors: null, exceptVendors: null };
}

interface Catalogue {
  menus: GameMenu[];
  /** The vendors whose games are e-sports: the configured list and any vendor registered as ESPORTS. */
  esports: string[];
  /** Each vendor's game types, as the site names them (GCSGAME_getVassGameType). */
  vendorTypes: { vassalage: string; gameTypes: GameType[] }[];
}

export function createGamesService(db: Db, system: SystemService) {
  // Every page's header reads the menus and the lobby the same few pages: both cached per merchant, dropped when any
  // process announces a catalogue change. Member-specific lists (recent, favourites) are never cached.
  const catalogues = catalogueCache<Catalogue>({ maxWeight: CACHED_MERCHANTS_MAX, weigh: () => 1 });
  const pages = catalogueCache<GamePage>({ maxWeight: CACHED_GAMES_MAX, weigh: (page) => page.games.length });
  const forget = () => {
    catalogues.bump();
    pages.bump();
  };

  const toGame = (row: sql.GameRow, language: string, defaultLanguage: string, esports: readonly string[]): Game => ({
    nodeId: row.node_id,
    vassalage: row.vendor_code,
    displayName: row.vendor_name,
    gameType: row.game_type === "SPORTS" && esports.includes(row.vendor_code) ? "ESPORTS" : gameTypeOf(row.game_type),
    gameCode: row.game_code,
    gameName: inLanguage(row.names, language, defaultLanguage) ?? row.game_code,
    iconUrl: row.image_url,
    isHot: row.is_hot ? 1 : 0,
    isNew: row.is_new ? 1 : 0,
    supportPlay: row.support_play,
    minBet: minorToDecimal(row.min_bet_minor),
    classification: row.classification,
    ...(row.is_game ? { isGame: row.is_game } : {}),
  });

  async function loadCatalogue(merchantId: number): Promise<Catalogue> {
    const [vendors, [settings]] = await Promise.all([sql.activeVendors(db, merchantId), sql.esportsVendors(db, merchantId)]);
    const configured = new Set(settings?.esports_vendors ?? []);
    const typeOf = (vendor: sql.VendorRow) => (vendor.game_type === "SPORTS" && configured.has(vendor.code) ? "ESPORTS" : vendor.game_type);
    const menus = GAME_TYPES.flatMap((gameType) => {
      const own = vendors.filter((vendor) => typeOf(vendor) === gameType);
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
    const vendorTypes = new Map<string, GameType[]>();
    for (const vendor of vendors) vendorTypes.set(vendor.code, [...(vendorTypes.get(vendor.code) ?? []), gameTypeOf(typeOf(vendor))]);
    return {
      menus,
      esports: vendors.filter((vendor) => typeOf(vendor) === "ESPORTS").map((vendor) => vendor.code),
      vendorTypes: [...vendorTypes].map(([vassalage, gameTypes]) => ({ vassalage, gameTypes })),
    };
  }

  /** The merchant in scope with its cached catalogue: what every list needs to name and split game types. */
  async function merchantCatalogue() {
    const merchant = await system.merchant();
    const catalogue = await catalogues.get(String(merchant.id), () => loadCatalogue(merchant.id));
    const game = (row: sql.GameRow, language: string) => toGame(row, language, merchant.defaultLanguage, catalogue.esports);
    return { merchant, catalogue, game };
  }

  return {
    /**
     * Starts hearing other processes' catalogue changes, then announces one: this process's migrations and seeds ran
     * just before, and processes already serving may hold pages from before them.
     */
    async start(): Promise<() => Promise<void>> {
      const stop = await db.listen(sql.GAMES_CHANGED_CHANNEL, forget);
      await sql.notifyGamesChanged(db);
      return stop;
    },

    /** Announces a catalogue change (games, vendors, the esports list) to every process, this one at once. */
    async changed() {
      forget();
      await sql.notifyGamesChanged(db);
    },

    async menus(): Promise<GameMenu[]> {
      return (await merchantCatalogue()).catalogue.menus;
    },

    /** GCSGAME_getVassGameType: the game types of one vendor, or of every vendor. */
    async vendorGameTypes(vassalage: string | undefined) {
      const { catalogue } = await merchantCatalogue();
      return catalogue.vendorTypes.filter((vendor) => vassalage === undefined || vendor.vassalage === vassalage);
    },

    async esportsVendors(): Promise<string[]> {
      const merchant = await system.merchant();
      return (await sql.esportsVendors(db, merchant.id))[0]?.esports_vendors ?? [];
    },

    /** The operator's esports list: these sports vendors' games move to the ESPORTS category. */
    async setEsportsVendors(vendors: string[]): Promise<string[]> {
      const merchant = await system.merchant();
      const unique = [...new Set(vendors)];
      await sql.writeEsportsVendors(db, merchant.id, unique);
      await this.changed();
      return unique;
    },

    /**
     * The most popular games; connectedVendors: only those that play now (the house's and these outside vendors', which
     * the casino connects), for a game under maintenance to offer; null: all.
     */
    async popular(count: number, language: string, connectedVendors: readonly string[] | null = null): Promise<Game[]> {
      const { merchant, game } = await merchantCatalogue();
      return (await sql.popularGames(db, merchant.id, count, connectedVendors)).map((row) => game(row, language));
    },

    /** One page of games; the name matches in any language, ignoring case. The same for everyone: cached. */
    async list(
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
      const { merchant, catalogue, game } = await merchantCatalogue();
      const pageSize = query.pageSize ?? GAME_PAGE_SIZE;
      const pageNo = query.pageNo ?? 1;
      const searched = query.gameName?.trim().toLowerCase();
      const name = searched ? searched : null;
      const vendor = query.vassalage ?? null;
      const classification = query.gameClassify ?? null;
      const minBet = query.minBet === undefined ? null : decimalToMinor(query.minBet);
      // Everything the page depends on; spellings of one query (" Fish", "fish") share an entry.
      const key = JSON.stringify([merchant.id, language, query.gameType ?? null, name, vendor, classification, minBet?.toString() ?? null, pageNo, pageSize]);
      return pages.get(key, async () => {
        const rows = await sql.searchGames(db, merchant.id, {
          name,
          scope: scopeOf(query.gameType, catalogue.esports),
          vendor,
          classification,
          minBet,
          limit: pageSize,
          offset: (pageNo - 1) * pageSize,
        });
        const total = rows[0]?.total ?? 0;
        return { games: rows.map((row) => game(row, language)), pageNo, totalPages: Math.ceil(total / pageSize) };
      });
    },

    async recent(memberId: number, query: { gameType?: GameType | undefined; pageNo?: number | undefined; pageSize?: number | undefined }, language: string) {
      const { catalogue, game } = await merchantCatalogue();
      const pageSize = query.pageSize ?? RECENT_PAGE_SIZE;
      const rows = await sql.recentGames(db, memberId, scopeOf(query.gameType, catalogue.esports), pageSize, ((query.pageNo ?? 1) - 1) * pageSize);
      return { list: rows.map((row) => game(row, language)), totalPages: Math.ceil((rows[0]?.total ?? 0) / pageSize) };
    },

    /** The vendors of every game type (GCSGAME_gameVendor): the lobby's carousel; cached with the menus. */
    async vendors() {
      return (await this.menus()).flatMap((menu) => menu.vendors.map((vendor) => ({ ...vendor, gameType: menu.gameType })));
    },

    /** Hot games grouped by type (GCSGAME_hotGamesV2), in the order of SPEC §9. */
    async hot(language: string): Promise<Record<string, Game[]>> {
      const { merchant, game } = await merchantCatalogue();
      const rows = await sql.hotGames(db, merchant.id);
      const groups: Record<string, Game[]> = {};
      for (const type of HOT_GAME_TYPES) groups[type] = [];
      for (const row of rows) {
        const hot = game(row, language);
        (groups[hot.gameType] ??= []).push(hot);
      }
      return groups;
    },

    async favouriteIds(memberId: number): Promise<string[]> {
      return (await sql.favouriteNodes(db, memberId)).map((row) => row.node_id);
    },

    async favourites(memberId: number, query: { gameType?: GameType | undefined; pageNo?: number | undefined; pageSize?: number | undefined }, language: string) {
      const { catalogue, game } = await merchantCatalogue();
      const pageSize = query.pageSize ?? GAME_PAGE_SIZE;
      const pageNo = query.pageNo ?? 1;
      const rows = await sql.favouriteGames(db, memberId, scopeOf(query.gameType, catalogue.esports), pageSize, (pageNo - 1) * pageSize);
      return { content: rows.map((row) => game(row, language)), pageNo, totalPages: Math.ceil((rows[0]?.total ?? 0) / pageSize) };
    },

    async favourite(memberId: number, nodeId: string, action: "add" | "remove") {
      const merchant = await system.merchant();
      if ((await sql.gameExists(db, merchant.id, nodeId)).length === 0) throw notFound("No such game");
      if (action === "add") await sql.addFavourite(db, merchant.id, memberId, nodeId);
      else await sql.removeFavourite(db, merchant.id, memberId, nodeId);
      return { nodeId, favourite: action === "add" };
    },

    // ---- What the casino and the agent centre ask (they keep no copy of the catalogue) ----

    /** One game of the merchant in scope by its node id, active or not; null when there is none. */
    /** The vendor codes the house's own engines play under (any merchant's catalogue): no outside vendor may take one. */
    async houseEngineVendors(): Promise<ReadonlySet<string>> {
      return new Set((await sql.houseEngineVendors(db)).map((row) => row.vendor_code));
    },
    async gameByNode(nodeId: string): Promise<sql.GameRefRow | null> {
      const merchant = await system.merchant();
      return (await sql.gameRefByNode(db, merchant.id, nodeId))[0] ?? null;
    },
    /** Games by id (whatever their state), for rounds and sessions that name them. */
    async gamesByIds(gameIds: readonly number[]): Promise<Map<number, sql.GameRefRow>> {
      const ids = [...new Set(gameIds)];
      return new Map(ids.length === 0 ? [] : (await sql.gameRefsByIds(db, ids)).map((row) => [row.id, row] as const));
    },
    /** The ids of the merchant's games of one type (records filtered by game type). */
    async gameIdsOfType(gameType: string): Promise<number[]> {
      const merchant = await system.merchant();
      return (await sql.gameIdsOfType(db, merchant.id, gameType)).map((row) => row.id);
    },
    /** The member played this game: it moves to the top of its recent list. */
    touchRecent: (memberId: number, gameId: number) => sql.touchRecent(db, memberId, gameId),

    async rankList(limit: number, language: string): Promise<{ list: Winner[] }> {
      const { merchant, game: toWinnerGame } = await merchantCatalogue();
      const rows = await sql.bigWins(db, merchant.id, limit);
      return {
        list: rows.map((row) => {
          const game = toWinnerGame(row, language);
          return {
            vo: { player: maskPlayer(row.player), gameName: game.gameName, nodeId: game.nodeId, vendor: game.displayName, amount: minorToDecimal(row.amount_minor), time: row.won_at },
          };
        }),
      };
    },
  };
}
