// Once per server test run: a migrated, seeded PGlite folder to copy (opening an empty one costs seconds),
// and whether the machine's PostgreSQL answers.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite } from "../../server/db/index";
import { migrate } from "../../server/db/migrate";
import { seedDemo } from "../../server/seed/demo";

export const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresAdminUrl: string | null;
    postgresProblem: string;
  }
}

export default async function setup(project: TestProject) {
  const template = mkdtempSync(path.join(tmpdir(), "tala-pglite-template-"));
  const db = await openPglite(template);
  await migrate(db);
  await seedDemo(db);
  await db.close();
  project.provide("pgliteTemplate", template);

  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    project.provide("postgresAdminUrl", adminUrl);
    project.provide("postgresProblem", "");
  } catch (error) {
    project.provide("postgresAdminUrl", null);
    project.provide("postgresProblem", error instanceof Error ? error.message : String(error));
  } finally {
    await client.end().catch(() => {});
  }

  return () => rmSync(template, { recursive: true, force: true });
}
