// Social sign-in at the adapter boundary: absent, nothing is offered; with a provider, its verified subject is one member.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "../../server/app";
import type { SocialProvider } from "../../server/modules/session/social";
import { loginValueSchema } from "../../src/contract/account";
import { memberInfoSchema } from "../../src/contract/member";
import { whitelabelSchema } from "../../src/contract/system";
import { envelope, openTestDatabase } from "./harness";

/** A fake Google: tokens "good:<subject>" are valid, anything else is refused, as a real verifier would. */
const fakeGoogle: SocialProvider = {
  channel: "google",
  async verify(idToken) {
    const [kind, subject] = idToken.split(":");
    if (kind !== "good" || !subject) throw new Error("bad signature");
    return { subject, email: `${subject}@mail.example`, name: `Player ${subject}` };
  },
};

describe("social sign-in", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await database.db.close();
    await database.drop();
  });
  const env = { incoming: { socket: { remoteAddress: "198.51.100.99" } } };
  const post = (app: ReturnType<typeof createApp>["app"], body: object) =>
    app.request("/wps/session/login/social", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } }, env);

  it("offers no channel and refuses every social login when no adapter is configured", async () => {
    const { app } = createApp({ db: database.db, log: () => {} });
    const whitelabel = whitelabelSchema.parse((await envelope(await app.request("/wps/system/whitelabel", {}, env))).value);
    expect(whitelabel.socialLogin).toEqual([]);
    const refused = await post(app, { channel: "google", idToken: "good:123456789" });
    expect(refused.status).toBe(404);
    expect((await envelope(refused)).code).toBe("provider_not_configured");
  });

  it("logs the same person in as the same member every time, and refuses a token the provider does not confirm", async () => {
    const { app } = createApp({ db: database.db, log: () => {}, socialProviders: [fakeGoogle] });
    const whitelabel = whitelabelSchema.parse((await envelope(await app.request("/wps/system/whitelabel", {}, env))).value);
    expect(whitelabel.socialLogin).toEqual(["google"]);

    const first = loginValueSchema.parse((await envelope(await post(app, { channel: "google", idToken: "good:subject-1" }))).value);
    const again = loginValueSchema.parse((await envelope(await post(app, { channel: "google", idToken: "good:subject-1" }))).value);
    expect(first).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    expect(again.firstTimeLogin).toBe(false);
    const infoOf = async (token: string) => memberInfoSchema.parse((await envelope(await app.request("/wps/member/info", { headers: { token } }, env))).value);
    expect((await infoOf(first.token)).id).toBe((await infoOf(again.token)).id);
    expect((await infoOf(first.token)).nickname).toBe("Player subject-1");

    const forged = await post(app, { channel: "google", idToken: "forged:subject-1" });
    expect(forged.status).toBe(401);
    expect((await envelope(forged)).code).toBe("social_login_failed");
    expect((await post(app, { channel: "facebook", idToken: "good:subject-1" })).status).toBe(404);
    const [links] = await database.db.query(z.object({ n: z.coerce.number() }), "select count(*) as n from member_social");
    expect(links?.n).toBe(1);
  });
});
