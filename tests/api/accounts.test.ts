// Accounts as a player, an attacker and an operator meet them: captcha, lockout, SMS codes, registration, passwords, sessions.
import { expect, it } from "vitest";
import { z } from "zod";
import { loginValueSchema } from "../../src/contract/account";
import { memberInfoSchema } from "../../src/contract/member";
import { describeOnEachDatabase, envelope, FIXED_CAPTCHA, freshAddresses, type Harness } from "./harness";
import { call, newMember } from "./walletApi";

const captchaValue = z.object({ captchaId: z.string(), image: z.string() });
const refusal = z.object({ captcha: z.boolean(), twoStep: z.boolean().optional(), expiredMinutes: z.number().optional() });
const freshIp = freshAddresses("198.18");

function accountsApi(h: () => Harness) {
  const json = (method: string, body: object, ip = freshIp(), headers: Record<string, string> = {}) => ({ method, body: JSON.stringify(body), ip, headers });
  const api = {
    async captcha(ip = freshIp()) {
      return captchaValue.parse((await envelope(await h().request("/wps/captcha", { ip }))).value).captchaId;
    },
    async login(body: Record<string, unknown>, ip = freshIp()) {
      return h().request("/wps/session/login", json("POST", body, ip));
    },
    async loginWithCaptcha(username: string, password: string, ip = freshIp()) {
      return api.login({ type: "username", username, password, captchaId: await api.captcha(ip), captcha: FIXED_CAPTCHA }, ip);
    },
    async token(response: Response) {
      const answer = await envelope(response);
      if (!answer.success) throw new Error(`${answer.code}: ${answer.message}`);
      return loginValueSchema.parse(answer.value);
    },
    async info(token: string) {
      return h().request("/wps/member/info", { headers: { token } });
    },
    async sendSms(path: string, body: Record<string, unknown>, ip = freshIp()) {
      return h().request(`/wps/verification/sms/${path}`, json("POST", { ...body, captchaId: await api.captcha(ip), captcha: FIXED_CAPTCHA }, ip));
    },
    async lastCode(mobile: string) {
      const outbox = z.array(z.object({ body: z.string() })).parse((await envelope(await h().request(`/ops/sms-outbox?mobile=${mobile}`, { ops: true }))).value);
      const code = outbox[0]?.body.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code sent to ${mobile}`);
      return code;
    },
    async register(path: string, body: Record<string, unknown>, ip = freshIp()) {
      return h().request(path, json("PUT", { ...body, captchaId: await api.captcha(ip), captcha: FIXED_CAPTCHA }, ip));
    },
    flag: (modId: string, enabled: boolean) => h().request(`/ops/system/whitelabel/${modId}`, { ...json("PUT", { enabled }), ops: true }),
  };
  return api;
}

describeOnEachDatabase("captcha", (h) => {
  const api = accountsApi(h);

  it("draws a fresh PNG with an id, and refuses a second drawing within a second from the same client", async () => {
    const first = captchaValue.parse((await envelope(await h().request("/wps/captcha", { ip: "198.51.100.50" }))).value);
    expect(Buffer.from(first.image, "base64").subarray(1, 4).toString()).toBe("PNG");
    const again = await h().request("/wps/captcha", { ip: "198.51.100.50" });
    expect(again.status).toBe(429);
    expect((await h().request("/wps/captcha", { ip: "198.51.100.51" })).status).toBe(200);
  });

  it("accepts a captcha once only", async () => {
    const ip = freshIp();
    await api.login({ type: "username", username: "demo", password: "wrong-password" }, ip); // now a captcha is needed
    const captchaId = await api.captcha(freshIp());
    const first = await api.login({ type: "username", username: "demo", password: "wrong-again", captchaId, captcha: FIXED_CAPTCHA }, ip);
    expect((await envelope(first)).code).toBe("login_failed");
    const reused = await api.login({ type: "username", username: "demo", password: "123456", captchaId, captcha: FIXED_CAPTCHA }, ip);
    expect((await envelope(reused)).code).toBe("captcha_invalid");
  });
});

describeOnEachDatabase("login", (h) => {
  const api = accountsApi(h);

  it("tells the site to force a password change for the well-known password 123456, and marks the first login", async () => {
    const first = await api.token(await api.loginWithCaptcha("demo", "123456"));
    expect(first).toMatchObject({ passwordExpired: true, firstTimeLogin: true });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await api.token(await api.loginWithCaptcha("demo", "123456"));
    expect(second.firstTimeLogin).toBe(false);
  });

  it("answers a wrong password and an unknown username alike, and asks for a captcha after a failure", async () => {
    const wrong = await envelope(await api.login({ type: "username", username: "agent01", password: "nope" }));
    const unknown = await envelope(await api.login({ type: "username", username: "nobody-here", password: "nope" }));
    expect(wrong).toMatchObject({ success: false, code: "login_failed", message: "Incorrect username or password." });
    expect(unknown).toMatchObject({ code: wrong.code, message: wrong.message });
    expect(refusal.parse(wrong.value).captcha).toBe(true);
    const withoutCaptcha = await envelope(await api.login({ type: "username", username: "agent01", password: "Agent@2026" }));
    expect(withoutCaptcha.code).toBe("captcha_required");
    await api.token(await api.loginWithCaptcha("agent01", "Agent@2026"));
  });

  it("locks an account for 15 minutes at the address that failed ten times, even against the right password, while its owner elsewhere logs in with the captcha", async () => {
    await api.register("/wps/member/register", { username: "lockme", password: "Lock1234", confirmPassword: "Lock1234", paymentPassword: "123456" });
    const attacker = freshIp();
    // Every try with a solved captcha (drawn one a second per address, so each from an address of its own).
    const tryFromAttacker = async (username: string, password: string) =>
      api.login({ type: "username", username, password, captchaId: await api.captcha(), captcha: FIXED_CAPTCHA }, attacker);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await envelope(await tryFromAttacker("lockme", `wrong-${attempt}`))).code).toBe("login_failed");
    }
    const locked = await tryFromAttacker("lockme", "Lock1234");
    expect(locked.status).toBe(423);
    expect((await envelope(locked)).code).toBe("account_locked");
    // The owner, at another address: a captcha is asked (the account has failures), and the right password gets in.
    const owner = freshIp();
    expect((await envelope(await api.login({ type: "username", username: "lockme", password: "Lock1234" }, owner))).code).toBe("captcha_required");
    await api.token(await api.loginWithCaptcha("lockme", "Lock1234", owner));
    // A name nobody has locks the same way, so the lock tells nothing.
    for (let attempt = 0; attempt < 10; attempt++) await tryFromAttacker("ghost-user", "x");
    expect((await envelope(await tryFromAttacker("ghost-user", "x"))).code).toBe("account_locked");
  });

  it("keeps a session by its token, slides it, and ends it at logout", async () => {
    const { token } = await api.token(await api.loginWithCaptcha("agent01", "Agent@2026"));
    const info = memberInfoSchema.parse((await envelope(await api.info(token))).value);
    expect(info).toMatchObject({ account: "agent01", type: 1 });
    const [stored] = await h().db.query(z.object({ n: z.coerce.number() }), "select count(*) as n from session where token_hash = sha256($1::bytea)", [Buffer.from(token)]);
    expect(stored?.n).toBe(1);
    const [plain] = await h().db.query(z.object({ n: z.coerce.number() }), "select count(*) as n from session where encode(token_hash, 'escape') = $1", [token]);
    expect(plain?.n).toBe(0);
    expect((await h().request("/wps/session/logout", { method: "DELETE", headers: { token } })).status).toBe(200);
    expect((await api.info(token)).status).toBe(401);
  });

  it("asks for an SMS code when a member with the two-step check logs in from a new address", async () => {
    await h().db.execute("update member set two_step_enabled = true where username = 'agent01'");
    const ip = "203.0.113.200";
    const first = await envelope(await api.loginWithCaptcha("agent01", "Agent@2026", ip));
    expect(first.code).toBe("two_step_required");
    expect(refusal.parse(first.value)).toMatchObject({ twoStep: true, expiredMinutes: 1 });
    const code = await api.lastCode("1700000001");
    const second = await api.login({ type: "username", username: "agent01", password: "Agent@2026", verificationCode: code }, ip);
    await api.token(second);
    // The address is now known: no code the next time.
    await api.token(await api.login({ type: "username", username: "agent01", password: "Agent@2026" }, ip));
    await h().db.execute("update member set two_step_enabled = false where username = 'agent01'");
  });

  it("forces a change when the password is older than the operator's limit and PWDEXPFORCECHANGE3 is on", async () => {
    await h().db.execute("update member set password_set_at = now() - interval '200 days' where username = 'agent01'");
    expect((await api.token(await api.loginWithCaptcha("agent01", "Agent@2026"))).passwordExpired).toBe(true);
    await api.flag("PWDEXPFORCECHANGE3", false);
    expect((await api.token(await api.loginWithCaptcha("agent01", "Agent@2026"))).passwordExpired).toBe(false);
    await api.flag("PWDEXPFORCECHANGE3", true);
    await h().db.execute("update member set password_set_at = now() where username = 'agent01'");
  });

  it("never writes a password, token or code into the request log", async () => {
    const { token } = await api.token(await api.loginWithCaptcha("agent01", "Agent@2026"));
    await api.info(token);
    const logged = JSON.stringify(h().logs);
    expect(logged).not.toContain("Agent@2026");
    expect(logged).not.toContain(token);
  });
});

describeOnEachDatabase("SMS codes", (h) => {
  const api = accountsApi(h);

  it("sends a 6-digit code only after the human check, and logs in with it once", async () => {
    const noCaptcha = await h().request("/wps/verification/sms/noLogin", { method: "POST", body: JSON.stringify({ mobileNum: "01700000002", countryDialingCode: "880" }) });
    expect(noCaptcha.status).toBe(400);
    const sent = await envelope(await api.sendSms("noLogin", { mobileNum: "01700000002", countryDialingCode: "880" }));
    expect(sent.value).toEqual({ expiredMinutes: 1 });
    const code = await api.lastCode("01700000002");
    const login = { type: "sms", mobileNum: "01700000002", countryDialingCode: "880", verificationCode: code };
    await api.token(await api.login(login));
    const reused = await envelope(await api.login(login));
    expect(reused.success).toBe(false);
  });

  it("sends to a number at most once a second and five times an hour", async () => {
    expect((await api.sendSms("noLogin", { mobileNum: "1711111111", countryDialingCode: "880" })).status).toBe(200);
    expect((await api.sendSms("noLogin", { mobileNum: "1711111111", countryDialingCode: "880" })).status).toBe(429);
    await h().db.execute("insert into rate_event (bucket, at) select 'sms:1:+880 1722222222', now() - interval '10 minutes' from generate_series(1, 5)");
    expect((await api.sendSms("noLogin", { mobileNum: "1722222222", countryDialingCode: "880" })).status).toBe(429);
  });

  it("burns a code after five wrong tries and refuses an expired one", async () => {
    const reset = (verificationCode: string) =>
      h().request("/wps/member/password/verification", {
        method: "POST",
        body: JSON.stringify({ mobileNum: "1700000001", countryDialingCode: "880", verificationCode, newPassword: "Agent@2026" }),
      });
    await api.sendSms("noLogin", { mobileNum: "1700000001", countryDialingCode: "880", purpose: "reset" });
    const code = await api.lastCode("1700000001");
    for (let attempt = 0; attempt < 5; attempt++) expect((await reset("000000")).status).toBe(400);
    expect((await reset(code)).status).toBe(400);

    await h().db.execute("delete from rate_event where bucket like 'sms:%'");
    await api.sendSms("noLogin", { mobileNum: "1700000001", countryDialingCode: "880", purpose: "reset" });
    const expiring = await api.lastCode("1700000001");
    await h().db.execute("update verification_code set expires_at = now() - interval '1 second' where recipient = '+880 1700000001'");
    expect((await reset(expiring)).status).toBe(400);
  });

  it("resets a password with a phone code and logs the member in", async () => {
    await h().db.execute("delete from rate_event where bucket like 'sms:%'");
    await api.sendSms("noLogin", { mobileNum: "1700000001", countryDialingCode: "880", purpose: "reset" });
    const response = await h().request("/wps/member/password/verification", {
      method: "POST",
      body: JSON.stringify({ mobileNum: "1700000001", countryDialingCode: "880", verificationCode: await api.lastCode("1700000001"), newPassword: "Agent@2027" }),
    });
    await api.token(response);
    await api.token(await api.loginWithCaptcha("agent01", "Agent@2027"));
  });
});

describeOnEachDatabase("registration", (h) => {
  const api = accountsApi(h);
  const newcomer = { username: "newbie01", password: "Secret99", confirmPassword: "Secret99", paymentPassword: "654321" };

  it("registers by username under the agent of a valid affiliate code, logged in at once", async () => {
    expect((await envelope(await h().request("/wps/agent/affiliate?code=TALA2026"))).value).toEqual({ valid: true });
    const value = await api.token(await api.register("/wps/member/register", { ...newcomer, affiliateCode: "TALA2026", referralCode: "FRIEND1" }));
    const info = memberInfoSchema.parse((await envelope(await api.info(value.token))).value);
    expect(info).toMatchObject({ account: "newbie01", toUpline: "agent01", type: 0 });
    const [row] = await h().db.query(z.object({ referral_code: z.string() }), "select referral_code from member where username = 'newbie01'");
    expect(row?.referral_code).toBe("FRIEND1");
  });

  it("refuses a bad invitation code with invitation_code_error", async () => {
    expect((await envelope(await h().request("/wps/agent/affiliate?code=NOPE"))).value).toEqual({ valid: false });
    const answer = await envelope(await api.register("/wps/member/register", { ...newcomer, username: "newbie02", affiliateCode: "NOPE" }));
    expect(answer.code).toBe("invitation_code_error");
  });

  it("answers clearly for a taken username, a broken rule and a mismatched confirmation", async () => {
    const taken = await api.register("/wps/member/register", { ...newcomer, username: "DEMO" });
    expect(taken.status).toBe(409);
    expect((await envelope(taken)).code).toBe("username_taken");
    const short = await envelope(await api.register("/wps/member/register", { ...newcomer, username: "ab" }));
    expect(short).toMatchObject({ code: "invalid_field", message: "username: must be 4 to 16 characters", value: { field: "username" } });
    const mismatch = await envelope(await api.register("/wps/member/register", { ...newcomer, username: "newbie03", confirmPassword: "Other99" }));
    expect(mismatch.value).toEqual({ field: "confirmPassword" });
  });

  it("follows the operator's rules as soon as they change", async () => {
    await h().request("/ops/system/setting/register/email", { method: "PUT", body: JSON.stringify({ required: true }), ops: true });
    const missing = await envelope(await api.register("/wps/member/register", { ...newcomer, username: "newbie04" }));
    expect(missing.message).toBe("email: is required");
    await h().request("/ops/system/setting/register/email", { method: "PUT", body: JSON.stringify({ required: false }), ops: true });
  });

  it("registers by mobile with an SMS code; the username is the number without its leading zero", async () => {
    await api.sendSms("register", { mobileNum: "01733333333", countryDialingCode: "880" });
    const code = await api.lastCode("01733333333");
    const body = { mobileNum: "01733333333", countryDialingCode: "880", verificationCode: code, password: "Mobile99", confirmPassword: "Mobile99", paymentPassword: "112233" };
    const value = await api.token(await api.register("/wps/member/register/mobile", body));
    expect(memberInfoSchema.parse((await envelope(await api.info(value.token))).value).account).toBe("1733333333");
    const again = await api.register("/wps/member/register/mobile", { ...body, verificationCode: code });
    expect(again.status).toBe(400); // the code was used
    await h().db.execute("delete from rate_event where bucket like 'sms:%'");
    await api.sendSms("register", { mobileNum: "1733333333", countryDialingCode: "880" });
    const taken = await api.register("/wps/member/register/mobile", { ...body, verificationCode: await api.lastCode("1733333333") });
    expect((await envelope(taken)).code).toBe("mobile_taken");
  });
});

describeOnEachDatabase("passwords and free play", (h) => {
  const api = accountsApi(h);

  it("changes a password with the old one, ending every session", async () => {
    const { token } = await api.token(await api.register("/wps/member/register", { username: "changer1", password: "First111", confirmPassword: "First111", paymentPassword: "123456" }));
    const change = (oldPassword: string) =>
      h().request("/wps/member/password", { method: "POST", headers: { token }, body: JSON.stringify({ oldPassword, newPassword: "Second22", confirmNewPassword: "Second22" }) });
    expect((await envelope(await change("wrong"))).code).toBe("wrong_old_password");
    const renewed = await api.token(await change("First111"));
    expect((await api.info(token)).status).toBe(401);
    expect((await api.info(renewed.token)).status).toBe(200);
    await api.token(await api.loginWithCaptcha("changer1", "Second22"));
  });

  it("opens a trial account of type 4 when FREEPLAY3 is on, and refuses when it is off", async () => {
    const { token } = await api.token(await h().request("/wps/session/login/freeplay", { method: "POST" }));
    expect(memberInfoSchema.parse((await envelope(await api.info(token))).value).type).toBe(4);
    await api.flag("FREEPLAY3", false);
    const refused = await h().request("/wps/session/login/freeplay", { method: "POST" });
    expect(refused.status).toBe(403);
    await api.flag("FREEPLAY3", true);
  });

  it("keeps a member's chosen language (getUpdateLanguage) and refuses languages the site does not have", async () => {
    const { token, username } = await newMember(h(), "lang");
    expect((await call(h(), "POST", "/wps/member/language", { body: { language: "en" } })).status).toBe(401);
    expect((await call(h(), "POST", "/wps/member/language", { token, body: { language: "fr" } })).status).toBe(400);
    expect((await call(h(), "POST", "/wps/member/language", { token, body: { language: "en" } })).value).toEqual({ language: "en" });
    const [row] = await h().db.query(z.object({ language: z.string().nullable() }), "select language from member where username = $1", [username]);
    expect(row?.language).toBe("en");
  });
});
