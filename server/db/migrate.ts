// Versioned migrations: numbered SQL files under migrations/, each applied once, in order, in its own transaction.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { Db } from "./index";

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// Any constant works: it only keeps two processes starting together from migrating at once.
const MIGRATION_LOCK_ID = 7_411_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function loadMigrations(): Migration[] {
  return readdirSync(migrationsDir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.slice(4, -4),
      sql: readFileSync(path.join(migrationsDir, file), "utf8"),
    }));
}

/** Applies what is missing and answers the versions it applied. */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  await db.execute(`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      if (db.kind === "postgres") await tx.execute("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK_ID]);
      const done = await tx.query(z.object({ version: z.number() }), "select version from schema_migrations where version = $1", [
        migration.version,
      ]);
      if (done.length > 0) return false;
      await tx.execute(migration.sql);
      await tx.execute("insert into schema_migrations (version, name) values ($1, $2)", [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
