// Every limit under bursts of 100 concurrent requests, split over two API processes sharing the database: the limit is
// exact afterwards (login captcha and lockout, payment password, withdrawals a day, payout accounts, trial accounts).
import { beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { decimalToMinor } from "../../../server/lib/money";
import { sweepExpired } from "../../../server/lib/rateLimit";
import { createApp } from "../../../server/app";
import { describeOnEachDatabase, envelope, FIXED_CAPTCHA, freshAddresses, OPS_TOKEN, type AppProcess } from "../harness";
import { PAYMENT_PASSWORD, balanceOf, call, fund, newKey, newMember, trialBalance, type Call } from "../walletApi";

const freshIp = freshAddresses("198.19");
const tally = (answers: readonly Call[]) => {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.success ? "ok" : answer.code;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};
const captchaId = z.object({ captchaId: z.string() });

describeOnEachDatabase("limits under bursts", (h) => {
  let second: AppProcess;
  beforeAll(async () => {
    second = await h().secondApp();
  });
  /** n requests at once, every other one to the second process. */
  const burst = (n: number, send: (i: number, via: AppProcess | undefined) => Promise<Call>) =>
    Promise.all(Array.from({ length: n }, (_, i) => send(i, i % 2 === 1 ? second : undefined)));
  const login = (username: string, password: string, ip: string, via?: AppProcess, captcha?: string) =>
    call(h(), "POST", "/wps/session/login", {
      ip,
      ...(via ? { via } : {}),
      body: { type: "username", username, password, ...(captcha ? { captchaId: captcha, captcha: FIXED_CAPTCHA } : {}) },
    });
  /** Captchas drawn one a second per address: each from an address of its own. */
  const captchas = async (n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push(captchaId.parse((await envelope(await h().request("/wps/captcha", { ip: freshIp() }))).value).captchaId);
    return ids;
  };
  const withMoney = async (prefix: string, amount: string) => {
    const member = await newMember(h(), prefix);
    await fund(h(), member.username, amount);
    const added = await call(h(), "POST", "/wps/v2/payout-accounts", {
      token: member.token,
      body: { kind: "ewallet", provider: "bKash", holderName: "Test Player", accountNumber: "01712345678" },
    });
    expect(added.success, added.message).toBe(true);
    return { ...member, payoutAccountId: Number(added.value.id) };
  };
  const withdraw = (token: string, payoutAccountId: number, paymentPassword: string, via?: AppProcess, key = newKey(), amount = "100.00") =>
    call(h(), "POST", "/wps/v2/withdrawals", { token, key, ...(via ? { via } : {}), body: { payoutAccountId, amount, paymentPassword } });

  it("judges one login of a burst of 150 wrong passwords and the right one without a captcha; the rest are asked for it", async () => {
    const { username } = await newMember(h(), "lb");
    const ip = freshIp();
    const answers = await burst(151, (i, via) => login(username, i === 75 ? "Secret123" : `wrong-${i}`, ip, via));
    const counts = tally(answers);
    // Only the first attempt on the account goes without a captcha: it may be the right one, never one after a failure.
    // The rest are asked for the captcha, or turned away when too many wait on the account at once.
    expect((counts.login_failed ?? 0) + (counts.ok ?? 0)).toBe(1);
    expect((counts.captcha_required ?? 0) + (counts.too_many_requests ?? 0)).toBe(150);
    expect(counts.captcha_required).toBeGreaterThan(0);
  });

  it("lets every one of 16 concurrent right logins of one account to one process in, with no captcha asked", async () => {
    const { username } = await newMember(h(), "ok");
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 16 }, () => login(username, "Secret123", ip)));
    expect(tally(answers)).toEqual({ ok: 16 });
  });

  it("lets 16 players behind one address (a carrier NAT) log in at the same moment, with no captcha asked", async () => {
    const players = await Promise.all(Array.from({ length: 16 }, () => newMember(h(), "nat")));
    const ip = freshIp();
    const answers = await burst(16, (i, via) => login(players[i]?.username ?? "", "Secret123", ip, via));
    expect(tally(answers)).toEqual({ ok: 16 });
  });

  it("judges exactly ten of 100 wrong passwords with solved captchas from one address, then locks that address out of the account but not its owner", async () => {
    const { username } = await newMember(h(), "lk");
    const attacker = freshIp();
    const ids = await captchas(102);
    const answers = await burst(100, (i, via) => login(username, `wrong-${i}`, attacker, via, ids[i]));
    const counts = tally(answers);
    expect(counts.login_failed).toBe(10);
    expect((counts.account_locked ?? 0) + (counts.too_many_requests ?? 0)).toBe(90);
    expect((await login(username, "Secret123", attacker, undefined, ids[100])).code).toBe("account_locked");
    const owner = await login(username, "Secret123", freshIp(), second, ids[101]);
    expect(owner.success, owner.message).toBe(true);
  });

  it("checks exactly five wrong payment passwords of a burst of 100 withdrawals, and the right one gets nothing after the lock", async () => {
    const member = await withMoney("pp", "500.00");
    const before = decimalToMinor(await balanceOf(h(), member.token));
    const answers = await burst(100, (i, via) => withdraw(member.token, member.payoutAccountId, i === 50 ? PAYMENT_PASSWORD : "000000", via));
    const counts = tally(answers);
    expect(counts.wrong_payment_password).toBe(5);
    const paid = counts.ok ?? 0;
    expect(paid).toBeLessThanOrEqual(1);
    expect(counts.payment_password_locked).toBe(95 - paid);
    expect(decimalToMinor(await balanceOf(h(), member.token))).toBe(before - BigInt(paid) * 10_000n);
    expect((await withdraw(member.token, member.payoutAccountId, PAYMENT_PASSWORD)).code).toBe("payment_password_locked");
  });

  it("lets exactly the day's withdrawals through a burst of 80, and holds the money of those only", async () => {
    const settings = await call(h(), "GET", "/ops/wallet/settings", { ops: true });
    const perDay = Number(settings.value.withdrawalsPerDay);
    const member = await withMoney("wd", "10000.00");
    const answers = await burst(80, (_, via) => withdraw(member.token, member.payoutAccountId, PAYMENT_PASSWORD, via));
    expect(tally(answers)).toEqual({ ok: perDay, withdrawal_limit: 80 - perDay });
    expect(decimalToMinor(await balanceOf(h(), member.token))).toBe(1_000_000n - BigInt(perDay) * 10_000n);
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
  });

  it("keeps five payout accounts through a burst of 100 adds", async () => {
    const { token } = await newMember(h(), "pa");
    const answers = await burst(100, (i, via) =>
      call(h(), "POST", "/wps/v2/payout-accounts", {
        token,
        ...(via ? { via } : {}),
        body: { kind: "bank", provider: "City Bank", holderName: "Test Player", accountNumber: `ACC${String(i).padStart(6, "0")}` },
      }),
    );
    expect(tally(answers)).toEqual({ ok: 5, too_many_payout_accounts: 95 });
    expect(z.array(z.unknown()).parse((await call(h(), "GET", "/wps/v2/payout-accounts", { token })).raw)).toHaveLength(5);
  });

  it("pays one withdrawal for a burst of 100 with one key, and refuses the key with another payout account", async () => {
    const member = await withMoney("ik", "1000.00");
    const key = newKey();
    const answers = await burst(100, (_, via) => withdraw(member.token, member.payoutAccountId, PAYMENT_PASSWORD, via, key));
    expect(tally(answers)).toEqual({ ok: 100 });
    expect(new Set(answers.map((answer) => answer.value.id)).size).toBe(1);
    expect(await balanceOf(h(), member.token)).toBe("900.00");
    const other = await call(h(), "POST", "/wps/v2/payout-accounts", {
      token: member.token,
      body: { kind: "bank", provider: "City Bank", holderName: "Test Player", accountNumber: "ACC999999" },
    });
    const elsewhere = await call(h(), "POST", "/wps/v2/withdrawals", {
      token: member.token,
      key,
      body: { payoutAccountId: Number(other.value.id), amount: "100.00", paymentPassword: PAYMENT_PASSWORD },
    });
    expect(elsewhere).toMatchObject({ status: 409, code: "idempotency_conflict" });
    expect(await balanceOf(h(), member.token)).toBe("900.00");
  });

  it("opens three trial accounts for one address out of a burst of 100, and hands out the free-play money of those only", async () => {
    const bonus = async () => {
      const kinds = z.array(z.object({ kind: z.string(), balance: z.string() })).parse((await trialBalance(h())).kinds);
      return decimalToMinor(kinds.find((kind) => kind.kind === "bonus")?.balance ?? "0.00");
    };
    const before = await bonus();
    const ip = freshIp();
    const answers = await burst(100, (_, via) => call(h(), "POST", "/wps/session/login/freeplay", { ip, ...(via ? { via } : {}) }));
    expect(tally(answers)).toEqual({ ok: 3, too_many_requests: 97 });
    // Each trial account is granted its free-play balance when its wallet is first read.
    await Promise.all(answers.filter((answer) => answer.success).map((answer) => balanceOf(h(), String(answer.value.token))));
    const [freeplay] = await h().db.query(z.object({ amount: z.coerce.bigint() }), "select freeplay_balance_minor as amount from system_settings limit 1");
    expect(before - (await bonus())).toBe(3n * (freeplay?.amount ?? 0n));
  });

  it("opens no more trial accounts than the merchant's hourly ceiling, whatever the number of addresses", async () => {
    const [merchant] = await h().db.query(z.object({ id: z.number() }), "select id from merchant order by id limit 1");
    const bucket = `trial:${merchant?.id ?? 0}`;
    const [used] = await h().db.query(z.object({ n: z.coerce.number() }), "select count(*) as n from rate_event where bucket = $1", [bucket]);
    // The hour's ceiling nearly reached (300): one more of a burst from 50 addresses gets through.
    await h().db.execute("insert into rate_event (bucket) select $1 from generate_series(1, $2::int)", [bucket, 299 - (used?.n ?? 0)]);
    const answers = await burst(50, (_, via) => call(h(), "POST", "/wps/session/login/freeplay", { ip: freshIp(), ...(via ? { via } : {}) }));
    expect(tally(answers)).toEqual({ ok: 1, too_many_requests: 49 });
  });

  it("sweeps limit events older than any window, and keeps the ones still counting", async () => {
    await h().db.execute("insert into rate_event (bucket, at) values ('sweep-old', now() - interval '26 hours'), ('sweep-new', now() - interval '23 hours')");
    await sweepExpired(h().db);
    const left = await h().db.query(z.object({ bucket: z.string() }), "select bucket from rate_event where bucket like 'sweep-%'");
    expect(left.map((row) => row.bucket)).toEqual(["sweep-new"]);
  });

  it("behind a trusted proxy, locks out the forwarded attacker's address, not every caller the proxy forwards", async () => {
    const proxy = "203.0.113.250";
    const behindProxy = createApp({ db: h().db, log: () => undefined, opsToken: OPS_TOKEN, captchaFixed: FIXED_CAPTCHA, trustedProxies: [proxy] });
    const { username } = await newMember(h(), "px");
    const ids = await captchas(13);
    const via = (caller: string, password: string, captcha: string | undefined) =>
      h().request("/wps/session/login", {
        via: behindProxy,
        ip: proxy,
        method: "POST",
        // What the caller wrote into the header (a forged address) comes first; the proxy appends the real one.
        headers: { "x-forwarded-for": `192.0.2.1, ${caller}` },
        body: JSON.stringify({ type: "username", username, password, ...(captcha ? { captchaId: captcha, captcha: FIXED_CAPTCHA } : {}) }),
      });
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) expect((await envelope(await via(attacker, `wrong-${i}`, ids[i]))).code).toBe("login_failed");
    expect((await envelope(await via(attacker, "Secret123", ids[10]))).code).toBe("account_locked");
    // The owner, through the same proxy: asked for the captcha (the account has failures), and let in with it.
    const owner = freshIp();
    expect((await envelope(await via(owner, "Secret123", undefined))).code).toBe("captcha_required");
    expect((await envelope(await via(owner, "Secret123", ids[11]))).success).toBe(true);
    // Sent straight to the app, not through the proxy, the header is the caller's own words and is ignored.
    const direct = freshIp();
    const spoofed = await h().request("/wps/session/login", {
      via: behindProxy,
      ip: direct,
      method: "POST",
      headers: { "x-forwarded-for": owner },
      body: JSON.stringify({ type: "username", username, password: "nope", captchaId: ids[12], captcha: FIXED_CAPTCHA }),
    });
    expect((await envelope(spoofed)).code).toBe("login_failed");
    const [pair] = await h().db.query(z.object({ n: z.coerce.number() }), "select count(*) as n from rate_event where bucket like $1", [`login-fail-pair:%:${direct}`]);
    expect(pair?.n).toBe(1);
  });
});
