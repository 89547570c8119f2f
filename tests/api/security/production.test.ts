// A production server tells browsers to come back over HTTPS only; a development one does not (it runs on plain http).
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { openTestDatabase } from "../harness";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase("pglite");
});
afterAll(async () => {
  await database.db.close();
  await database.drop();
});

const statusOf = (production: boolean) => createApp({ db: database.db, log: () => {}, production }).app.request("http://tala.test/wps/system/status");

it("sends Strict-Transport-Security in production, on every answer", async () => {
  const answer = await statusOf(true);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  const missing = await createApp({ db: database.db, log: () => {}, production: true }).app.request("http://tala.test/wps/no-such-call");
  expect(missing.status).toBe(404);
  expect(missing.headers.get("strict-transport-security")).not.toBeNull();
});

it("sends none outside production", async () => {
  expect((await statusOf(false)).headers.get("strict-transport-security")).toBeNull();
});
