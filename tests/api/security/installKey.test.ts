// Processes sharing one database must share its secrets key (it seals vendor secrets and draw seeds and seeds the demo
// feed): the first start records the key's fingerprint, and a process with another key is stopped before it serves.
import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { z } from "zod";
import { checkInstallKey, keyFingerprint } from "../../../server/lib/installKey";
import { describeOnEachDatabase } from "../harness";

describeOnEachDatabase("the install's secrets key", (harness) => {
  const key = randomBytes(32);

  it("is recorded by the first start and accepted again, by fingerprint only", async () => {
    await checkInstallKey(harness().db, key);
    await checkInstallKey(harness().db, Buffer.from(key));
    const rows = await harness().db.query(z.object({ fingerprint: z.string() }), "select fingerprint from install_key");
    expect(rows).toEqual([{ fingerprint: keyFingerprint(key) }]);
    expect(rows[0]?.fingerprint).not.toContain(key.toString("hex"));
  });

  it("stops a process that holds another key, and keeps the first one's", async () => {
    await expect(checkInstallKey(harness().db, randomBytes(32))).rejects.toThrow(/needs the same TALA_SECRETS_KEY/);
    await expect(checkInstallKey(harness().db, key)).resolves.toBeUndefined();
  });

  it("lets two processes starting at once agree on one key", async () => {
    await harness().db.execute("delete from install_key");
    const other = randomBytes(32);
    const results = await Promise.allSettled([checkInstallKey(harness().db, key), checkInstallKey(harness().db, other)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });
});
