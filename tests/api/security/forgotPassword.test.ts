// Forgot password by email as a player and an attacker meet it: a single-use expiring link, nothing changed until it
// is used, the same answer either way, captcha and limits exact under bursts of 100.
import pg from "pg";
import { inject, expect, it } from "vitest";
import { z } from "zod";
import { loginValueSchema } from "../../../src/contract/account";
import { describeOnEachDatabase, envelope, FIXED_CAPTCHA, freshAddresses, type Harness } from "../harness";

const freshIp = freshAddresses("10.88");
const captchaValue = z.object({ captchaId: z.string() });
const mailsValue = z.array(z.object({ recipient: z.string(), body: z.string() }));
const countRow = z.object({ n: z.coerce.number() });
const LINK = /(https?:\/\/[^\s/]+)\/resetPassword\?token=([A-Za-z0-9_-]{43})\b/;

function forgotApi(h: () => Harness) {
  const api = {
    async captcha() {
      return captchaValue.parse((await envelope(await h().request("/wps/captcha", { ip: freshIp() }))).value).captchaId;
    },
    /** The site's form: username and email, form-encoded, with the human check. */
    async forgot(username: string, email: string, options: { ip?: string; captchaId?: string | null; host?: string } = {}) {
      const fields: Record<string, string> = { username, email };
      const captchaId = options.captchaId === undefined ? await api.captcha() : options.captchaId;
      if (captchaId !== null) Object.assign(fields, { captchaId, captcha: FIXED_CAPTCHA });
      const init = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() };
      const ip = options.ip ?? freshIp();
      // The node server builds the URL from the Host header: a caller's Host is the URL's host here.
      if (options.host) return h().app.request(`http://${options.host}/wps/member/password/email`, init, { incoming: { socket: { remoteAddress: ip } } });
      return h().request("/wps/member/password/email", { ...init, ip });
    },
    async mails(address: string) {
      return mailsValue.parse((await envelope(await h().request(`/ops/email-outbox?email=${encodeURIComponent(address)}`, { ops: true }))).value);
    },
    /** The mails to an address once there are `count` of them: the link is mailed after the answer has gone. */
    async mailsOnce(address: string, count: number) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mails = await api.mails(address);
        if (mails.length >= count || Date.now() > deadline) return mails;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    /** The newest link mailed to the address, once the `count`th mail has arrived. */
    async link(address: string, count: number) {
      const match = (await api.mailsOnce(address, count))[0]?.body.match(LINK);
      if (!match?.[1] || !match[2]) throw new Error(`no reset link mailed to ${address}`);
      return { origin: match[1], token: match[2] };
    },
    reset: (token: string, newPassword: string, confirmNewPassword = newPassword) =>
      h().request("/wps/member/password/reset", { method: "POST", ip: freshIp(), body: JSON.stringify({ token, newPassword, confirmNewPassword }) }),
    async login(username: string, password: string) {
      const body = { type: "username", username, password, captchaId: await api.captcha(), captcha: FIXED_CAPTCHA };
      return h().request("/wps/session/login", { method: "POST", ip: freshIp(), body: JSON.stringify(body) });
    },
    async token(response: Response) {
      const answer = await envelope(response);
      if (!answer.success) throw new Error(`${answer.code}: ${answer.message}`);
      return loginValueSchema.parse(answer.value).token;
    },
    info: (token: string) => h().request("/wps/member/info", { headers: { token } }),
    async register(username: string, email: string, password: string) {
      const body = { username, email, password, confirmPassword: password, paymentPassword: "135790", captchaId: await api.captcha(), captcha: FIXED_CAPTCHA };
      return api.token(await h().request("/wps/member/register", { method: "PUT", ip: freshIp(), body: JSON.stringify(body) }));
    },
    async linksOf(username: string) {
      return h().db.query(
        z.object({ live: z.boolean() }),
        `select (t.used_at is null and t.expires_at > now()) as live from member_token t join member m on m.id = t.member_id
         where lower(m.username) = lower($1) order by t.id`,
        [username],
      );
    },
  };
  return api;
}

describeOnEachDatabase("forgot password by email", (h) => {
  const api = forgotApi(h);
  let session = "";

  it("answers in_been_out alike whether or not the pair matches, and mails a link only to the matching member", async () => {
    session = await api.register("resetme", "resetme@tala.example", "Before111");
    const answers = [
      await api.forgot("resetme", "someone@else.example"),
      await api.forgot("nobody-here", "resetme@tala.example"),
      await api.forgot("ResetMe", "RESETME@tala.example"),
    ];
    const bodies = await Promise.all(answers.map(async (answer) => ({ status: answer.status, ...(await envelope(answer)) })));
    expect(bodies[0]).toEqual({ status: 200, success: true, code: "ok", message: "in_been_out", value: true });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);

    const mails = await api.mailsOnce("resetme@tala.example", 1);
    expect(mails).toHaveLength(1);
    const link = await api.link("resetme@tala.example", 1);
    // The site's domain, never the Host the caller sent (http://tala.test here).
    expect(link.origin).toBe("https://tala.example");
    expect(await api.mails("someone@else.example")).toEqual([]);
    expect(await api.linksOf("resetme")).toEqual([{ live: true }]);
    expect(await api.linksOf("nobody-here")).toEqual([]);
  });

  it("changes nothing until the link is used: the old password logs in, sessions stay, only the token's hash is stored", async () => {
    const { token } = await api.link("resetme@tala.example", 1);
    expect((await api.info(session)).status).toBe(200);
    await api.token(await api.login("resetme", "Before111"));
    const [hashed] = await h().db.query(countRow, "select count(*) as n from member_token where token_hash = sha256($1::bytea)", [Buffer.from(token)]);
    expect(hashed?.n).toBe(1);
    const [plain] = await h().db.query(countRow, "select count(*) as n from member_token where encode(token_hash, 'escape') = $1", [token]);
    expect(plain?.n).toBe(0);
  });

  it("sets the new password with the link once: the old one stops, other sessions end, this device is logged in", async () => {
    const { token } = await api.link("resetme@tala.example", 1);
    // The registration rules and the confirmation are checked before the link is spent.
    const mismatch = await api.reset(token, "After2222", "After3333");
    expect(mismatch.status).toBe(400);
    expect((await envelope(mismatch)).code).toBe("invalid_field");
    expect((await envelope(await api.reset(token, "ab"))).code).toBe("invalid_field");

    const fresh = await api.token(await api.reset(token, "After2222"));
    expect((await api.info(fresh)).status).toBe(200);
    expect((await api.info(session)).status).toBe(401);
    await api.token(await api.login("resetme", "After2222"));
    expect((await envelope(await api.login("resetme", "Before111"))).success).toBe(false);

    const again = await api.reset(token, "Third3333");
    expect(again.status).toBe(400);
    expect((await envelope(again)).code).toBe("reset_link_invalid");
    expect((await envelope(await api.reset("A".repeat(43), "Third3333"))).code).toBe("reset_link_invalid");
    await api.token(await api.login("resetme", "After2222"));
  });

  it("ends an older link when a newer one is mailed, and refuses an expired one", async () => {
    expect((await api.forgot("resetme", "resetme@tala.example")).status).toBe(200);
    const older = await api.link("resetme@tala.example", 2);
    expect((await api.forgot("resetme", "resetme@tala.example")).status).toBe(200);
    const newer = await api.link("resetme@tala.example", 3);
    expect(newer.token).not.toBe(older.token);
    expect((await envelope(await api.reset(older.token, "Fourth444"))).code).toBe("reset_link_invalid");
    await h().db.execute("update member_token set expires_at = now() - interval '1 second' where token_hash = sha256($1::bytea)", [Buffer.from(newer.token)]);
    expect((await envelope(await api.reset(newer.token, "Fourth444"))).code).toBe("reset_link_invalid");
    await api.token(await api.login("resetme", "After2222"));
  });

  it("points the link at the merchant's own domain whatever Host the caller sends", async () => {
    await api.register("hostcheck", "hostcheck@tala.example", "Before111");
    await api.forgot("hostcheck", "hostcheck@tala.example", { host: "evil.example" });
    expect((await api.link("hostcheck@tala.example", 1)).origin).toBe("https://tala.example");
    // A host that is one of the merchant's web domains is kept, port and all (a local install is served over http).
    await api.forgot("hostcheck", "hostcheck@tala.example", { host: "127.0.0.1:8080" });
    expect((await api.link("hostcheck@tala.example", 2)).origin).toBe("http://127.0.0.1:8080");
  });

  it("asks for the human check and sends nothing without it", async () => {
    await api.register("nocaptcha", "nocaptcha@tala.example", "Before111");
    const missing = await api.forgot("nocaptcha", "nocaptcha@tala.example", { captchaId: null });
    expect(missing.status).toBe(400);
    expect((await envelope(missing)).code).toBe("captcha_invalid");
    // A later request with the check is mailed; the refused one never was.
    await api.forgot("nocaptcha", "nocaptcha@tala.example");
    expect(await api.mailsOnce("nocaptcha@tala.example", 1)).toHaveLength(1);
    expect(await api.linksOf("nocaptcha")).toHaveLength(1);
  });

  it("answers a matching pair before the link is even stored (proved on PostgreSQL by holding the member's row)", async () => {
    if (h().kind !== "postgres") return; // PGlite runs one transaction at a time: a held lock would stop every request.
    await api.register("offpath1", "offpath1@tala.example", "Before111");
    const url = await currentDatabaseUrl(h());
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select id from member where username = 'offpath1' for update");
      const answer = await api.forgot("offpath1", "offpath1@tala.example");
      expect(await envelope(answer)).toMatchObject({ success: true, message: "in_been_out" });
      expect(await api.linksOf("offpath1")).toEqual([]); // the link waits for the row: it was not on the answer's path
    } finally {
      await holder.query("rollback");
      await holder.end();
    }
    expect(await api.mailsOnce("offpath1@tala.example", 1)).toHaveLength(1);
  });
});

describeOnEachDatabase("forgot password limits under bursts of 100 concurrent requests", (h) => {
  const api = forgotApi(h);
  const captchas = (n: number) => Promise.all(Array.from({ length: n }, () => api.captcha()));
  const statuses = (answers: Response[]) => answers.map((answer) => answer.status);

  it("lets exactly five requests for one username through in an hour, mails five links and leaves only the newest live", async () => {
    await api.register("burst01", "burst01@tala.example", "Before111");
    const ids = await captchas(100);
    const answers = await Promise.all(ids.map((captchaId) => api.forgot("burst01", "burst01@tala.example", { captchaId })));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(5);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(95);
    expect(await api.mailsOnce("burst01@tala.example", 5)).toHaveLength(5);
    await expect.poll(async () => (await api.linksOf("burst01")).length).toBe(5);
    expect((await api.linksOf("burst01")).filter((link) => link.live)).toHaveLength(1);
    // The refused ones sent nothing, even later.
    expect(await api.mails("burst01@tala.example")).toHaveLength(5);
  });

  it("lets exactly five requests for one email address through, whatever usernames they name", async () => {
    const ids = await captchas(100);
    const answers = await Promise.all(ids.map((captchaId, n) => api.forgot(`someone${n}`, "flooded@tala.example", { captchaId })));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(5);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(95);
  });

  it("lets exactly twenty requests from one caller address through", async () => {
    const ids = await captchas(100);
    const ip = "192.0.2.77";
    const answers = await Promise.all(ids.map((captchaId, n) => api.forgot(`caller${n}`, `caller${n}@tala.example`, { captchaId, ip })));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(20);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(80);
  });

  it("spends a link once when it is used 100 times at the same moment", async () => {
    await api.register("burst02", "burst02@tala.example", "Before111");
    await api.forgot("burst02", "burst02@tala.example");
    const { token } = await api.link("burst02@tala.example", 1);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => api.reset(token, `Racer${String(n).padStart(4, "0")}`)));
    const winners = answers.flatMap((answer, n) => (answer.status === 200 ? [n] : []));
    expect(winners).toHaveLength(1);
    expect(statuses(answers).filter((status) => status === 400)).toHaveLength(99);
    await api.token(await api.login("burst02", `Racer${String(winners[0]).padStart(4, "0")}`));
  });
});

/** The URL of the database the harness made for this file (PostgreSQL only). */
async function currentDatabaseUrl(h: Harness): Promise<string> {
  const [row] = await h.db.query(z.object({ name: z.string() }), "select current_database() as name");
  const admin = inject("postgresAdminUrl");
  if (!admin || !row) throw new Error("PostgreSQL is not available");
  const url = new URL(admin);
  url.pathname = `/${row.name}`;
  return url.toString();
}
