// One secrets key per install: the first process to start records the key's fingerprint in the database, and a process
// with another key (a second PostgreSQL process without the same TALA_SECRETS_KEY) stops with a clear message.
import { createHmac } from "node:crypto";
import { z } from "zod";
import type { Queryable } from "../db/index";

/** A fingerprint that tells keys apart without telling anything of the key. */
export const keyFingerprint = (key: Buffer) => createHmac("sha256", key).update("tala:install-key-fingerprint").digest("hex");

export async function checkInstallKey(db: Queryable, key: Buffer): Promise<void> {
  const mine = keyFingerprint(key);
  const [row] = await db.query(
    z.object({ fingerprint: z.string() }),
    // A no-op update on conflict returns the row another process wrote a moment ago.
    `insert into install_key (fingerprint) values ($1) on conflict (singleton) do update set fingerprint = install_key.fingerprint returning fingerprint`,
    [mine],
  );
  if (row?.fingerprint !== mine) {
    throw new Error(
      "This database was set up with another secrets key: every process that shares it needs the same TALA_SECRETS_KEY (the key seals vendors' secrets and draw seeds, and seeds the demo sports feed).",
    );
  }
}
