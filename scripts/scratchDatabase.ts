// A PostgreSQL database of its own for one bench or test run: made next to the admin database, dropped after.
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Makes the database now; the caller drops it (for one that outlives a single callback, as a shared baseline's). */
export async function scratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export async function withScratchDatabase<T>(adminUrl: string, prefix: string, work: (url: string) => Promise<T>): Promise<T> {
  const database = await scratchDatabase(adminUrl, prefix);
  try {
    return await work(database.url);
  } finally {
    await database.drop();
  }
}
