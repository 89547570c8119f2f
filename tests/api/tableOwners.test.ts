// One owner per table (DESIGN.md): each `create table` in the migrations names its owning module, and a module's
// code names no other module's table; it asks the owner's service instead. The seed, server/db and server/lib are
// infrastructure and may name any table.
//
// SQL functions and triggers too: each `create function` names its owning module the same way (an `-- owner:` line
// right above it; a trigger's function belongs to its trigger's table's module), and the functions the migrated
// database holds now (pg_proc, pg_trigger and their bodies) write only their own module's tables. A function may call
// another module's function (an explicit call, as the casino's call the wallet's to move money); a trigger may reach
// nothing of another module's. So the ledger's tables are written by the wallet's functions alone, and a cross-module
// effect is a call a reader can follow.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/index";
import { requestHash } from "../../server/lib/idempotency";
import { openTestDatabase } from "./harness";

const ROOT = path.resolve(__dirname, "../..");
const MIGRATIONS = path.join(ROOT, "server/db/migrations");
const MODULES = path.join(ROOT, "server/modules");
const INFRASTRUCTURE = ["db", "lib"];

const modules = readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

interface Table {
  name: string;
  owner: string | null;
  where: string;
}

/** Every `create` of a kind of object in the migrations, in order, with the module named on the `-- owner:` line right above it. */
function created(object: RegExp): Table[] {
  return readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .flatMap((file) => {
      const lines = readFileSync(path.join(MIGRATIONS, file), "utf8").split("\n");
      return lines.flatMap((line, index) => {
        const made = object.exec(line);
        if (!made?.[1]) return [];
        const owner = /^\s*--\s*owner:\s*(\w+)\s*$/.exec(lines[index - 1] ?? "");
        return [{ name: made[1].toLowerCase(), owner: owner?.[1] ?? null, where: `${file}:${index + 1}` }];
      });
    });
}

const tables = () => created(/^\s*create\s+table\s+(?:if\s+not\s+exists\s+)?"?(\w+)"?/i);
/** Each function's owner as its last `create [or replace] function` names it (a later one takes over). */
const functionOwners = () =>
  new Map(created(/^\s*create\s+(?:or\s+replace\s+)?function\s+"?(\w+)"?\s*\(/i).map((made) => [made.name, { owner: made.owner, where: made.where }]));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : entry.name.endsWith(".ts") ? [path.join(dir, entry.name)] : [],
  );
}

/** The tables a source file names where SQL names a table; comments are left out (they may talk about anything). */
function tablesNamed(source: string, known: ReadonlySet<string>): Set<string> {
  const code = withoutComments(source);
  const named = new Set<string>();
  for (const match of code.matchAll(/\b(?:from|join|into|update|table)\s+"?(\w+)"?/gi)) {
    const name = match[1]?.toLowerCase();
    if (name && known.has(name)) named.add(name);
  }
  return named;
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** The SQL functions a source file (TypeScript or a function's body) calls. */
function functionsCalled(source: string, known: ReadonlySet<string>): Set<string> {
  const called = new Set<string>();
  for (const match of source.matchAll(/\b(\w+)\s*\(/g)) {
    const name = match[1]?.toLowerCase();
    if (name && known.has(name)) called.add(name);
  }
  return called;
}

/**
 * The tables a function's body writes: inserts into, updates, deletes from, merges into, truncates, or locks (a
 * statement with FOR UPDATE or FOR SHARE holds the rows it reads, as a writer does). SQL comments are left out.
 */
function tablesWritten(body: string, known: ReadonlySet<string>): Set<string> {
  const written = new Set<string>();
  const keep = (name: string | undefined) => {
    const table = name?.toLowerCase();
    if (table && known.has(table)) written.add(table);
  };
  for (const statement of body.replace(/--.*$/gm, "").split(";")) {
    for (const match of statement.matchAll(/\b(?:insert\s+into|update|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+(?:only\s+)?(?:public\.)?"?(\w+)"?/gi)) keep(match[1]);
    if (/\bfor\s+(?:update|no\s+key\s+update|share|key\s+share)\b/i.test(statement)) {
      for (const match of statement.matchAll(/\b(?:from|join)\s+(?:public\.)?"?(\w+)"?/gi)) keep(match[1]);
    }
  }
  return written;
}

const liveFunction = z.object({ name: z.string(), trigger: z.boolean(), body: z.string() });
const liveTrigger = z.object({ name: z.string(), table: z.string(), fn: z.string() });

describe("table owners", () => {
  const all = tables();

  it("names an owner for every table, and the owner is a module (or db/lib infrastructure)", () => {
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((table) => table.owner === null).map((table) => `${table.name} (${table.where})`)).toEqual([]);
    const owners = [...modules, ...INFRASTRUCTURE];
    expect(all.filter((table) => table.owner !== null && !owners.includes(table.owner)).map((table) => `${table.name}: ${table.owner}`)).toEqual([]);
  });

  it("creates each table once", () => {
    const names = all.map((table) => table.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("lets a module's code name only its own tables", () => {
    const ownerOf = new Map(all.map((table) => [table.name, table.owner]));
    const known = new Set(ownerOf.keys());
    const trespasses = modules.flatMap((module) =>
      filesUnder(path.join(MODULES, module)).flatMap((file) =>
        [...tablesNamed(readFileSync(file, "utf8"), known)]
          .filter((table) => ownerOf.get(table) !== module)
          .map((table) => `${path.relative(ROOT, file)} names ${table} (owned by ${ownerOf.get(table) ?? "nobody"})`),
      ),
    );
    expect(trespasses).toEqual([]);
  });

  it("sees a trespass when there is one", () => {
    const known = new Set(["reward", "promotion"]);
    expect([...tablesNamed("db.query(row, `select count(*) from reward r join promotion p on true`)", known)].sort()).toEqual(["promotion", "reward"]);
    expect([...tablesNamed("// counts what comes from reward rows\nconst x = 1;", known)]).toEqual([]);
  });

  it("sees what a function's body writes and calls", () => {
    const known = new Set(["big_win", "member_day_stats", "wallet_account", "game_round", "member"]);
    const body = `begin
      insert into big_win as w (player) select m.username from game_round r join member m on m.id = r.member_id;
      -- update member_day_stats is only talked about here
      update member_day_stats s set rounds = s.rounds + 1 where false;
      perform 1 from wallet_account a where a.id = any(p_ids) order by a.id for update;
      insert into game_round as r (round_id) values ('x') on conflict (round_id) do update set bet_minor = r.bet_minor + 1;
      perform member_day_stats_add(array[1], array[current_date]);
    end`;
    expect([...tablesWritten(body, known)].sort()).toEqual(["big_win", "game_round", "member_day_stats", "wallet_account"]);
    expect([...functionsCalled(body, new Set(["member_day_stats_add", "wallet_transfer"]))]).toEqual(["member_day_stats_add"]);
  });
});

describe("function and trigger owners, as the migrated database holds them", () => {
  let db: Db | undefined;
  let drop = async () => {};
  let functions: z.infer<typeof liveFunction>[] = [];
  let triggers: z.infer<typeof liveTrigger>[] = [];
  const all = tables();
  const tableOwner = new Map(all.map((table) => [table.name, table.owner]));
  const knownTables = new Set(tableOwner.keys());
  const owners = functionOwners();

  beforeAll(async () => {
    const opened = await openTestDatabase("pglite");
    db = opened.db;
    drop = opened.drop;
    // The functions of the schema (an extension's are its own), and the triggers on its tables.
    functions = await db.query(
      liveFunction,
      `select p.proname as name, p.prorettype = 'trigger'::regtype as trigger, p.prosrc as body
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by 1`,
    );
    triggers = await db.query(
      liveTrigger,
      `select t.tgname as name, c.relname as table, p.proname as fn
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and n.nspname = 'public' order by 1`,
    );
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });

  /** A function's module: its `-- owner:` line; a trigger's function, its table's module. */
  const ownerOf = (name: string): string | null => {
    const trigger = triggers.find((t) => t.fn === name);
    return trigger ? (tableOwner.get(trigger.table) ?? null) : (owners.get(name)?.owner ?? null);
  };

  it("finds the ledger's functions and no trigger on the casino's rounds", () => {
    const names = functions.map((fn) => fn.name);
    for (const ledger of ["wallet_transfer", "wallet_transfer_batch", "wallet_pay_many", "wallet_post", "wallet_request_hash"]) expect(names).toContain(ledger);
    expect(triggers.filter((trigger) => trigger.table === "game_round")).toEqual([]);
  });

  it("names an owner module for every function, one function per name", () => {
    const names = functions.map((fn) => fn.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const modules = readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const unowned = functions.filter((fn) => {
      const owner = ownerOf(fn.name);
      return owner === null || !modules.includes(owner);
    });
    expect(unowned.map((fn) => `${fn.name} (${owners.get(fn.name)?.where ?? "no create function in the migrations"})`)).toEqual([]);
    // A trigger's function that names an owner names its table's.
    const disagreeing = triggers.filter((trigger) => (owners.get(trigger.fn)?.owner ?? null) !== null && owners.get(trigger.fn)?.owner !== tableOwner.get(trigger.table));
    expect(disagreeing.map((trigger) => `${trigger.fn} on ${trigger.table}`)).toEqual([]);
  });

  it("lets each function write only its own module's tables, the ledger's the wallet's alone", () => {
    const trespasses = functions.flatMap((fn) =>
      [...tablesWritten(fn.body, knownTables)]
        .filter((table) => tableOwner.get(table) !== ownerOf(fn.name))
        .map((table) => `${fn.name} (${ownerOf(fn.name) ?? "nobody"}) writes ${table} (${tableOwner.get(table) ?? "nobody"})`),
    );
    expect(trespasses).toEqual([]);
    const ledgerWriters = functions.filter((fn) => ["wallet_account", "wallet_transfer", "wallet_entry"].some((table) => tablesWritten(fn.body, knownTables).has(table)));
    expect(ledgerWriters.map((fn) => `${fn.name} (${ownerOf(fn.name) ?? "nobody"})`).filter((writer) => !writer.endsWith("(wallet)"))).toEqual([]);
    // One place where money moves: balances and entries are written by wallet_post() alone, whoever claimed the transfer.
    const posters = functions.filter((fn) => /\bupdate\s+wallet_account\b|\binsert\s+into\s+wallet_entry\b/i.test(fn.body.replace(/--.*$/gm, "")));
    expect(posters.map((fn) => fn.name)).toEqual(["wallet_post"]);
  });

  it("lets a trigger reach only its table's module: a cross-module effect is an explicit call", () => {
    const known = new Set(functions.map((fn) => fn.name));
    const bodyOf = new Map(functions.map((fn) => [fn.name, fn.body]));
    const reached = (name: string, seen = new Set<string>()): string[] => {
      if (seen.has(name)) return [];
      seen.add(name);
      return [name, ...[...functionsCalled(bodyOf.get(name) ?? "", known)].flatMap((called) => reached(called, seen))];
    };
    const trespasses = triggers.flatMap((trigger) => {
      const module = tableOwner.get(trigger.table) ?? "nobody";
      return reached(trigger.fn).flatMap((fn) => [
        ...(ownerOf(fn) !== module ? [`trigger ${trigger.name} on ${trigger.table} (${module}) reaches ${fn} of ${ownerOf(fn) ?? "nobody"}`] : []),
        ...[...tablesWritten(bodyOf.get(fn) ?? "", knownTables)]
          .filter((table) => tableOwner.get(table) !== module)
          .map((table) => `trigger ${trigger.name} on ${trigger.table} (${module}) reaches ${fn}, which writes ${table} (${tableOwner.get(table) ?? "nobody"})`),
      ]);
    });
    expect(trespasses).toEqual([]);
  });

  it("lets a module's code call only its own module's SQL functions (another module's through its service)", () => {
    const known = new Set(functions.map((fn) => fn.name));
    const modules = readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const trespasses = modules.flatMap((module) =>
      filesUnder(path.join(MODULES, module)).flatMap((file) =>
        [...functionsCalled(withoutComments(readFileSync(file, "utf8")), known)]
          .filter((fn) => ownerOf(fn) !== module)
          .map((fn) => `${path.relative(ROOT, file)} calls ${fn} (owned by ${ownerOf(fn) ?? "nobody"})`),
      ),
    );
    expect(trespasses).toEqual([]);
  });

  it("hashes a transfer's request in SQL as requestHash() does, so the platform has one request hash", async () => {
    const references = ["Opening balance", 'q"uote\\back', "tab\tline\nctl\u0001", "ৎ বাংলা 中文 😀", '{"code":"free_play"}'];
    for (const reference of references) {
      const [row] = (await db?.query(z.object({ hash: z.string() }), "select wallet_request_hash('game_win', 12, 345678901234, 5000, $1) as hash", [reference])) ?? [];
      expect(row?.hash).toBe(requestHash(["game_win", 12, 345678901234, 5000n, reference]));
    }
  });
});
