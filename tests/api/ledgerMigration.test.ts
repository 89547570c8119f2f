// The ledger's one request hash (migration 029) keeps every key made before it: a transfer made by the ledger (SHA-256
// of its fields), by a vendor's seamless call (an md5 of the same fields, migration 019) or by the seed answers its
// first result when asked again after the upgrade, and a key asked for something else is still refused.
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { openPglite, type Db } from "../../server/db/index";
import { loadMigrations, migrate } from "../../server/db/migrate";
import { requestHash } from "../../server/lib/idempotency";

const answer = z.object({ transfer_id: z.coerce.number().nullable(), replayed: z.boolean(), debit_balance: z.coerce.bigint().nullable(), error_code: z.string().nullable() });
const idRow = z.object({ id: z.coerce.number() });

let db: Db;
const accounts = { merchant: 0, main: 0, float: 0, house: 0 };

beforeAll(async () => {
  db = await openPglite(null);
  await migrate(db, loadMigrations().filter((migration) => migration.version <= 28));
  const [merchant] = await db.query(idRow, "insert into merchant (code, name, default_country, default_dialing_code, default_language) values ('HASHES', 'Hashes', 'BD', '880', 'en') returning id");
  accounts.merchant = merchant?.id ?? 0;
  const [member] = await db.query(idRow, "insert into member (merchant_id, username, affiliate_code, created_ip) values ($1, 'hashes', 'HASHES', '127.0.0.1') returning id", [merchant?.id]);
  const account = async (sql: string, params: unknown[]) => (await db.query(idRow, sql, params))[0]?.id ?? 0;
  accounts.main = await account("insert into wallet_account (merchant_id, member_id, kind) values ($1, $2, 'main') returning id", [merchant?.id, member?.id]);
  accounts.float = await account("insert into wallet_account (merchant_id, kind, shard) values ($1, 'vendor_float', 3) returning id", [merchant?.id]);
  accounts.house = await account("insert into wallet_account (merchant_id, kind) values ($1, 'house') returning id", [merchant?.id]);
  // Before the upgrade, as each writer hashed: the seed's placeholder, the ledger's SHA-256, a seamless call's md5.
  const before = (key: string, hash: string, kind: string, reference: string, debit: number, credit: number, amount: number) =>
    db.query(answer, "select * from wallet_transfer($1, $2, $3, $4, $5, $6, $7, $8)", [accounts.merchant, key, hash, kind, reference, debit, credit, amount]);
  await before("seed:opening:hashes", "seed", "adjustment", "Opening balance", accounts.house, accounts.main, 10_000);
  await before("agent:1", requestHash(["agent_transfer", accounts.main, accounts.house, 100n, "Gift"]), "agent_transfer", "Gift", accounts.main, accounts.house, 100);
  await db.execute(
    `select wallet_transfer($3, 'seamless:GOLDREEL:t1', md5(concat_ws('|', 'game_bet', $1::bigint, $2::bigint, 500, 'GOLDREEL r1')), 'game_bet', 'GOLDREEL r1', $1, $2, 500)`,
    [accounts.main, accounts.float, accounts.merchant],
  );
  await db.execute(
    `select wallet_transfer($3, 'seamless:GOLDREEL:t2', md5(concat_ws('|', 'game_win', $1::bigint, $2::bigint, 700, 'GOLDREEL r1')), 'game_win', 'GOLDREEL r1', $2, $1, 700)`,
    [accounts.main, accounts.float, accounts.merchant],
  );
  await migrate(db);
}, 120_000);

afterAll(async () => {
  await db.close();
});

const again = (key: string, kind: string, reference: string, debit: number, credit: number, amount: number) =>
  db.query(answer, "select * from wallet_transfer($1, $2, $3, $4, $5, $6, $7)", [accounts.merchant, key, kind, reference, debit, credit, amount]).then(([row]) => row);

it("answers every key made before the upgrade with its first result, whoever made it", async () => {
  const [first] = await db.query(z.object({ id: z.coerce.number() }), "select id from wallet_transfer where idempotency_key = 'seamless:GOLDREEL:t1'");
  expect(await again("seamless:GOLDREEL:t1", "game_bet", "GOLDREEL r1", accounts.main, accounts.float, 500)).toMatchObject({ transfer_id: first?.id, replayed: true, error_code: null });
  expect(await again("seamless:GOLDREEL:t2", "game_win", "GOLDREEL r1", accounts.float, accounts.main, 700)).toMatchObject({ replayed: true, error_code: null });
  expect(await again("agent:1", "agent_transfer", "Gift", accounts.main, accounts.house, 100)).toMatchObject({ replayed: true, error_code: null });
  expect(await again("seed:opening:hashes", "adjustment", "Opening balance", accounts.house, accounts.main, 10_000)).toMatchObject({ replayed: true, debit_balance: -10_000n });
  const hashes = await db.query(z.object({ request_hash: z.string() }), "select request_hash from wallet_transfer order by id");
  expect(hashes.map((row) => row.request_hash.length)).toEqual([64, 64, 64, 64]);
});

it("still refuses a key made before the upgrade when it asks for something else", async () => {
  expect(await again("seamless:GOLDREEL:t1", "game_bet", "GOLDREEL r1", accounts.main, accounts.float, 501)).toMatchObject({ transfer_id: null, error_code: "TL409" });
  expect(await again("agent:1", "agent_transfer", "Another gift", accounts.main, accounts.house, 100)).toMatchObject({ transfer_id: null, error_code: "TL409" });
  expect(await again("seed:opening:hashes", "adjustment", "Opening balance", accounts.house, accounts.main, 20_000)).toMatchObject({ error_code: "TL409" });
});
