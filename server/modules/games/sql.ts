// Queries of the games module: the header's menus, popular and recent games, search, the winner board.
import { z } from "zod";
import type { Queryable } from "../../db/index";
import { id, minor, iso, names } from "../../db/codecs";
import { GAME_ENGINES } from "../../../src/contract/casino";

export const vendorRow = z.object({
  code: z.string(),
  name: z.string(),
  game_type: z.string(),
  logo_url: z.string(),
  logo_white_url: z.string(),
  is_hot: z.boolean(),
});
export type VendorRow = z.infer<typeof vendorRow>;
export const activeVendors = (db: Queryable, merchantId: number) =>
  db.query(
    vendorRow,
    `select code, name, game_type, logo_url, logo_white_url, is_hot from game_vendor where merchant_id = $1 and active
     order by array_position(array['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'], game_type), sort, code`,
    [merchantId],
  );

export const gameRow = z.object({
  node_id: z.string(),
  vendor_code: z.string(),
  vendor_name: z.string(),
  game_type: z.string(),
  game_code: z.string(),
  names,
  image_url: z.string(),
  is_hot: z.boolean(),
  is_new: z.boolean(),
  support_play: z.number(),
  min_bet_minor: minor,
  classification: z.string().nullable(),
  is_game: z.enum(["VASSALAGE"]).nullable(),
});
export type GameRow = z.infer<typeof gameRow>;
const GAME_COLUMNS = `g.node_id, g.vendor_code, v.name as vendor_name, g.game_type, g.game_code, g.names, g.image_url, g.is_hot, g.is_new,
  g.support_play, g.min_bet_minor, g.classification, g.is_game`;
const GAME_FROM = `game g join game_vendor v on v.merchant_id = g.merchant_id and v.game_type = g.game_type and v.code = g.vendor_code`;

/**
 * Which games a game type means: its own types, narrowed to or widened by vendors. ESPORTS is SPORTS games whose
 * vendor is on the merchant's esports list; SPORTS is the rest.
 */
export interface TypeScope {
  types: string[];
  onlyVendors: string[] | null;
  exceptVendors: string[] | null;
}
const IN_SCOPE = (types: string, only: string, except: string) =>
  `(${types}::text[] is null or g.game_type = any(${types})) and (${only}::text[] is null or g.vendor_code = any(${only})) and (${except}::text[] is null or g.vendor_code <> all(${except}))`;

/** The most popular games; playableVendors (not null): only games that play, the house's and these connected vendors'. */
export const popularGames = (db: Queryable, merchantId: number, count: number, playableVendors: readonly string[] | null) =>
  db.query(
    gameRow,
    `select ${GAME_COLUMNS} from ${GAME_FROM} where g.merchant_id = $1 and g.active and v.active
        and ($3::text[] is null or (g.is_game is null and (g.house_engine is not null or g.vendor_code = any($3))))
      order by g.popularity desc, g.id limit $2`,
    [merchantId, count, playableVendors],
  );

/**
 * One page of the lobby: the page's rows in full, the total from a narrow count (no window over wide rows). Only the
 * filters given become conditions, so each combination gets a plan of its own (catch-all "$n is null or …" ones do not).
 */
export function searchGames(
  db: Queryable,
  merchantId: number,
  q: { name: string | null; scope: TypeScope | null; vendor: string | null; classification: string | null; minBet: bigint | null; limit: number; offset: number },
) {
  const params: unknown[] = [merchantId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ["g.merchant_id = $1", "g.active", "v.active"];
  if (q.name !== null) where.push(`position(${param(q.name)} in g.search_text) > 0`);
  if (q.scope !== null) {
    where.push(`g.game_type = any(${param(q.scope.types)}::text[])`);
    if (q.scope.onlyVendors !== null) where.push(`g.vendor_code = any(${param(q.scope.onlyVendors)}::text[])`);
    if (q.scope.exceptVendors !== null) where.push(`g.vendor_code <> all(${param(q.scope.exceptVendors)}::text[])`);
  }
  if (q.vendor !== null) where.push(`g.vendor_code = ${param(q.vendor)}`);
  if (q.classification !== null) where.push(`g.classification = ${param(q.classification)}`);
  if (q.minBet !== null) where.push(`g.min_bet_minor = ${param(q.minBet.toString())}`);
  return db.query(
    gameRow.extend({ total: id }),
    `with matched as (
       select g.id, g.sort, g.popularity from ${GAME_FROM} where ${where.join(" and ")}
     ), page as (
       select id, sort, popularity from matched order by sort, popularity desc, id limit ${param(q.limit)} offset ${param(q.offset)}
     )
     select ${GAME_COLUMNS}, (select count(*) from matched) as total
       from page p join ${GAME_FROM} on g.id = p.id
      order by p.sort, p.popularity desc, p.id`,
    params,
  );
}

/** The vendor codes of house-engine games in any merchant's catalogue: the house plays under them. */
export const houseEngineVendors = (db: Queryable) =>
  db.query(z.object({ vendor_code: z.string() }), "select distinct vendor_code from game where house_engine is not null");
export const favouriteNodes = (db: Queryable, memberId: number) =>
  db.query(z.object({ node_id: z.string() }), "select g.node_id from favourite_game f join game g on g.id = f.game_id where f.member_id = $1 order by f.created_at desc", [memberId]);
export const favouriteGames = (db: Queryable, memberId: number, scope: TypeScope | null, limit: number, offset: number) =>
  db.query(
    gameRow.extend({ total: id }),
    `select ${GAME_COLUMNS}, count(*) over () as total from favourite_game f join ${GAME_FROM} on g.id = f.game_id
     where f.member_id = $1 and g.active and ${IN_SCOPE("$2", "$5", "$6")} order by f.created_at desc limit $3 offset $4`,
    [memberId, scope?.types ?? null, limit, offset, scope?.onlyVendors ?? null, scope?.exceptVendors ?? null],
  );
export const addFavourite = (db: Queryable, merchantId: number, memberId: number, nodeId: string) =>
  db.query(
    z.object({ game_id: z.number() }),
    `insert into favourite_game (member_id, game_id) select $2, id from game where merchant_id = $1 and node_id = $3 and active
     on conflict do nothing returning game_id`,
    [merchantId, memberId, nodeId],
  );
export const removeFavourite = (db: Queryable, merchantId: number, memberId: number, nodeId: string) =>
  db.execute("delete from favourite_game where member_id = $2 and game_id = (select id from game where merchant_id = $1 and node_id = $3)", [merchantId, memberId, nodeId]);
export const gameExists = (db: Queryable, merchantId: number, nodeId: string) =>
  db.query(z.object({ id: z.number() }), "select id from game where merchant_id = $1 and node_id = $2 and active", [merchantId, nodeId]);
export const hotGames = (db: Queryable, merchantId: number) =>
  db.query(gameRow, `select ${GAME_COLUMNS} from ${GAME_FROM} where g.merchant_id = $1 and g.active and v.active and g.is_hot order by g.game_type, g.popularity desc, g.id`, [merchantId]);

export const recentGames = (db: Queryable, memberId: number, scope: TypeScope | null, limit: number, offset: number) =>
  db.query(
    gameRow.extend({ total: id }),
    `select ${GAME_COLUMNS}, count(*) over () as total from recent_game r join game g on g.id = r.game_id
       join game_vendor v on v.merchant_id = g.merchant_id and v.game_type = g.game_type and v.code = g.vendor_code
     where r.member_id = $1 and g.active and ${IN_SCOPE("$2", "$5", "$6")}
     order by r.played_at desc limit $3 offset $4`,
    [memberId, scope?.types ?? null, limit, offset, scope?.onlyVendors ?? null, scope?.exceptVendors ?? null],
  );

/** A game as the casino and the agent centre need it: what it is, how it is played, its names. */
export const gameRefRow = z.object({
  id: z.number(), node_id: z.string(), vendor_code: z.string(), game_type: z.string(), game_code: z.string(), names, min_bet_minor: minor, active: z.boolean(),
  house_engine: z.enum(GAME_ENGINES).nullable(), is_game: z.string().nullable(),
});
export type GameRefRow = z.infer<typeof gameRefRow>;
const GAME_REF_COLUMNS = "id, node_id, vendor_code, game_type, game_code, names, min_bet_minor, active, house_engine, is_game";
export const gameRefByNode = (db: Queryable, merchantId: number, nodeId: string) =>
  db.query(gameRefRow, `select ${GAME_REF_COLUMNS} from game where merchant_id = $1 and node_id = $2`, [merchantId, nodeId]);
export const gameRefsByIds = (db: Queryable, gameIds: readonly number[]) =>
  db.query(gameRefRow, `select ${GAME_REF_COLUMNS} from game where id = any($1::integer[])`, [[...gameIds]]);
export const gameIdsOfType = (db: Queryable, merchantId: number, gameType: string) =>
  db.query(z.object({ id: z.number() }), "select id from game where merchant_id = $1 and game_type = $2", [merchantId, gameType]);
export const touchRecent = (db: Queryable, memberId: number, gameId: number) =>
  db.execute("insert into recent_game (member_id, game_id) values ($1, $2) on conflict (member_id, game_id) do update set played_at = now()", [memberId, gameId]);

export const bigWins = (db: Queryable, merchantId: number, limit: number) =>
  db.query(
    gameRow.extend({ player: z.string(), amount_minor: minor, won_at: iso }),
    `select ${GAME_COLUMNS}, w.player, w.amount_minor, w.won_at from big_win w join game g on g.id = w.game_id
       join game_vendor v on v.merchant_id = g.merchant_id and v.game_type = g.game_type and v.code = g.vendor_code
     where w.merchant_id = $1 order by w.won_at desc, w.id desc limit $2`,
    [merchantId, limit],
  );

export const esportsVendors = (db: Queryable, merchantId: number) =>
  db.query(z.object({ esports_vendors: z.array(z.string()) }), "select esports_vendors from game_settings where merchant_id = $1", [merchantId]);
export const writeEsportsVendors = (db: Queryable, merchantId: number, vendors: string[]) =>
  db.execute(
    "insert into game_settings (merchant_id, esports_vendors) values ($1, $2) on conflict (merchant_id) do update set esports_vendors = excluded.esports_vendors",
    [merchantId, vendors],
  );

export const GAMES_CHANGED_CHANNEL = "tala_games_changed";
export const notifyGamesChanged = (db: Queryable) => db.execute(`notify ${GAMES_CHANGED_CHANNEL}`);
