// Once per server test run: a migrated, seeded template of each database to copy (migrating and seeding costs
// seconds, copying a fraction of one), and whether the machine's PostgreSQL answers.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres, type Db } from "../../server/db/index";
import { migrate } from "../../server/db/migrate";
import { seedDemo } from "../../server/seed/demo";

export const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresAdminUrl: string | null;
    postgresProblem: string;
    /** The migrated, seeded PostgreSQL database each test file's database is created from. */
    postgresTemplate: string;
    /** Starts the name of every PostgreSQL database this run makes, so the teardown finds any a test left behind. */
    postgresRunPrefix: string;
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function migrated(db: Db): Promise<void> {
  try {
    await migrate(db);
    await seedDemo(db);
  } finally {
    await db.close();
  }
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function dropRunDatabases(adminUrl: string, prefix: string, template: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    const left = await client.query<{ name: string }>("select datname as name from pg_database where starts_with(datname, $1)", [prefix]);
    // The copies before the template they were made from.
    const names = left.rows.map((row) => row.name).sort((a, b) => Number(a === template) - Number(b === template));
    for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
  });
}

export default async function setup(project: TestProject) {
  const template = mkdtempSync(path.join(tmpdir(), "tala-pglite-template-"));
  project.provide("pgliteTemplate", template);
  const prefix = `tala_test_${randomBytes(4).toString("hex")}_`;
  const postgresTemplate = `${prefix}template`;
  project.provide("postgresRunPrefix", prefix);
  project.provide("postgresTemplate", postgresTemplate);
  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;

  /** Answers whether PostgreSQL is there; fails only if it answers but the template cannot be made. */
  const makePostgresTemplate = async (): Promise<boolean> => {
    try {
      await withAdmin(adminUrl, (client) => client.query("select 1"));
    } catch (error) {
      project.provide("postgresAdminUrl", null);
      project.provide("postgresProblem", error instanceof Error ? error.message : String(error));
      return false;
    }
    try {
      await withAdmin(adminUrl, (client) => client.query(`create database ${postgresTemplate}`));
      await migrated(await openPostgres(databaseUrl(adminUrl, postgresTemplate)));
    } catch (error) {
      await dropRunDatabases(adminUrl, prefix, postgresTemplate).catch(() => {});
      throw error;
    }
    project.provide("postgresAdminUrl", adminUrl);
    project.provide("postgresProblem", "");
    return true;
  };

  // PGlite migrates in this process and PostgreSQL in its own, so the two templates are made side by side.
  const [pglite, postgres] = await Promise.allSettled([openPglite(template).then(migrated), makePostgresTemplate()]);
  const teardown = async () => {
    rmSync(template, { recursive: true, force: true });
    if (postgres.status === "fulfilled" && postgres.value) await dropRunDatabases(adminUrl, prefix, postgresTemplate);
  };
  for (const made of [pglite, postgres]) {
    if (made.status === "rejected") {
      await teardown();
      throw made.reason;
    }
  }
  return teardown;
}
