// A PostgreSQL database of its own for one bench or test run: made next to the admin database, dropped after.
import { randomBytes } from "node:crypto";
import pg from "pg";

export async function withScratchDatabase<T>(adminUrl: string, prefix: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
