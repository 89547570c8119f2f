// SMS codes as an attacker tries them: bound to the whole number and the purpose, limits exact under bursts of 100.
import { expect, it } from "vitest";
import { z } from "zod";
import { loginValueSchema } from "../../../src/contract/account";
import { describeOnEachDatabase, envelope, FIXED_CAPTCHA, freshAddresses, type Harness } from "../harness";

const freshIp = freshAddresses("10.77");
const captchaValue = z.object({ captchaId: z.string() });
const outboxValue = z.array(z.object({ recipient: z.string(), body: z.string() }));
const countRow = z.object({ n: z.coerce.number() });

function phoneApi(h: () => Harness) {
  const post = (path: string, body: object, ip = freshIp()) => h().request(path, { method: "POST", body: JSON.stringify(body), ip });
  const api = {
    async captcha() {
      return captchaValue.parse((await envelope(await h().request("/wps/captcha", { ip: freshIp() }))).value).captchaId;
    },
    async sendCode(purpose: "login" | "reset" | "register", countryDialingCode: string, mobileNum: string, captchaId?: string) {
      const body = { mobileNum, countryDialingCode, captchaId: captchaId ?? (await api.captcha()), captcha: FIXED_CAPTCHA };
      return purpose === "register" ? post("/wps/verification/sms/register", body) : post("/wps/verification/sms/noLogin", { ...body, purpose });
    },
    async outbox(countryDialingCode: string, mobile: string) {
      return outboxValue.parse((await envelope(await h().request(`/ops/sms-outbox?mobile=${mobile}&countryDialingCode=${countryDialingCode}`, { ops: true }))).value);
    },
    async lastCode(countryDialingCode: string, mobile: string) {
      const code = (await api.outbox(countryDialingCode, mobile))[0]?.body.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code sent to +${countryDialingCode} ${mobile}`);
      return code;
    },
    resetByPhone: (countryDialingCode: string, mobileNum: string, verificationCode: string, newPassword: string) =>
      post("/wps/member/password/verification", { mobileNum, countryDialingCode, verificationCode, newPassword }),
    async loginBySms(countryDialingCode: string, mobileNum: string, verificationCode: string) {
      return post("/wps/session/login", { type: "sms", mobileNum, countryDialingCode, verificationCode, captchaId: await api.captcha(), captcha: FIXED_CAPTCHA });
    },
    async loginByPassword(username: string, password: string) {
      return post("/wps/session/login", { type: "username", username, password, captchaId: await api.captcha(), captcha: FIXED_CAPTCHA });
    },
    async register(username: string, countryDialingCode: string, mobileNum: string, password: string) {
      const body = { username, password, confirmPassword: password, paymentPassword: "135790", mobileNum, countryDialingCode, captchaId: await api.captcha(), captcha: FIXED_CAPTCHA };
      const answer = await envelope(await h().request("/wps/member/register", { method: "PUT", body: JSON.stringify(body), ip: freshIp() }));
      expect(answer.success, answer.message).toBe(true);
    },
    /** The session a successful login or reset answers; fails the test with the server's words otherwise. */
    async token(response: Response) {
      const answer = await envelope(response);
      if (!answer.success) throw new Error(`${answer.code}: ${answer.message}`);
      return loginValueSchema.parse(answer.value).token;
    },
    /** Forgets the hour's SMS counts, so a case starts with a number that may be sent to. */
    clearSmsLimits: () => h().db.execute("delete from rate_event where bucket like 'sms:%' or bucket like 'sms-two-step:%'"),
  };
  return api;
}

describeOnEachDatabase("SMS codes are bound to the whole number and their purpose", (h) => {
  const api = phoneApi(h);
  // One national number, two countries, two people.
  const national = "1766660001";

  it("registers the same national number in two countries as two members", async () => {
    await api.register("bdowner", "880", `0${national}`, "Owner880x");
    await api.register("usowner", "+1", national, "Owner001x");
    const rows = await h().db.query(
      z.object({ username: z.string(), country_dialing_code: z.string(), mobile: z.string() }),
      "select username, country_dialing_code, mobile from member where mobile = $1 order by username",
      [national],
    );
    expect(rows).toEqual([
      { username: "bdowner", country_dialing_code: "880", mobile: national },
      { username: "usowner", country_dialing_code: "1", mobile: national },
    ]);
  });

  it("refuses a reset code sent to +1 X for the member registered as +880 X, and the other way round", async () => {
    expect((await api.sendCode("reset", "1", national)).status).toBe(200);
    const toUs = await api.lastCode("1", national);
    expect(await api.outbox("880", national)).toEqual([]); // nothing went to the Bangladeshi number
    const hijack = await api.resetByPhone("880", national, toUs, "Stolen123");
    expect(hijack.status).toBe(400);
    expect((await envelope(hijack)).code).toBe("verification_code_invalid");
    await api.token(await api.loginByPassword("bdowner", "Owner880x")); // the owner's password still works

    await api.clearSmsLimits();
    expect((await api.sendCode("reset", "880", national)).status).toBe(200);
    const toBd = await api.lastCode("880", national);
    expect((await api.resetByPhone("1", national, toBd, "Stolen123")).status).toBe(400);
    await api.token(await api.loginByPassword("usowner", "Owner001x"));
    // The right country's code does work (the same number written with its trunk zero and a +), so the refusals above are the binding.
    await api.token(await api.resetByPhone("+880", `0${national}`, toBd, "Renewed88"));
    await api.token(await api.loginByPassword("bdowner", "Renewed88"));
  });

  it("refuses a login code sent to +1 X for logging in as the member registered as +880 X", async () => {
    await api.clearSmsLimits();
    expect((await api.sendCode("login", "1", national)).status).toBe(200);
    const toUs = await api.lastCode("1", national);
    const hijack = await envelope(await api.loginBySms("880", national, toUs));
    expect(hijack.success).toBe(false);
    const own = await api.loginBySms("1", national, toUs);
    expect(loginValueSchema.parse((await envelope(own)).value).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses a code sent for one purpose for any other: register, login and reset are not interchangeable", async () => {
    await api.clearSmsLimits();
    expect((await api.sendCode("register", "880", national)).status).toBe(200);
    const registerCode = await api.lastCode("880", national);
    expect((await api.resetByPhone("880", national, registerCode, "Stolen456")).status).toBe(400);
    expect((await envelope(await api.loginBySms("880", national, registerCode))).success).toBe(false);

    await api.clearSmsLimits();
    expect((await api.sendCode("login", "880", national)).status).toBe(200);
    const loginCode = await api.lastCode("880", national);
    expect((await api.resetByPhone("880", national, loginCode, "Stolen456")).status).toBe(400);
    await api.token(await api.loginByPassword("bdowner", "Renewed88"));
  });

  it("sends the two-step code to the member's whole number, not to the same digits in the merchant's country", async () => {
    await h().db.execute("update member set two_step_enabled = true where username = 'usowner'");
    await api.clearSmsLimits();
    const before = (await api.outbox("880", national)).length;
    const first = await envelope(await api.loginByPassword("usowner", "Owner001x"));
    expect(first.code).toBe("two_step_required");
    expect(await api.outbox("880", national)).toHaveLength(before);
    const code = await api.lastCode("1", national);
    const ip = freshIp();
    const second = await h().request("/wps/session/login", {
      method: "POST",
      ip,
      body: JSON.stringify({ type: "username", username: "usowner", password: "Owner001x", verificationCode: code, captchaId: await api.captcha(), captcha: FIXED_CAPTCHA }),
    });
    await api.token(second);
    await h().db.execute("update member set two_step_enabled = false where username = 'usowner'");
  });

  it("keeps the two-step code coming when someone has spent the number's hour of codes", async () => {
    await h().db.execute("update member set two_step_enabled = true where username = 'usowner'");
    await api.clearSmsLimits();
    // Anyone who knows the number can ask for its codes, five an hour: the hour's five spent (a second apart), it is refused.
    await h().db.execute("insert into rate_event (bucket, at) select $1, now() - make_interval(mins => n) from generate_series(1, 5) n", [`sms:1:+1 ${national}`]);
    expect((await api.sendCode("login", "1", national)).status).toBe(429);
    // The owner's right password still brings the two-step code, from a budget only the right password reaches.
    expect((await envelope(await api.loginByPassword("usowner", "Owner001x"))).code).toBe("two_step_required");
    await h().db.execute("update member set two_step_enabled = false where username = 'usowner'");
  });

  it("counts sends per whole number: +1 X and +880 X each have their own limit", async () => {
    await api.clearSmsLimits();
    expect((await api.sendCode("login", "880", national)).status).toBe(200);
    expect((await api.sendCode("login", "1", national)).status).toBe(200);
    expect((await api.sendCode("login", "880", `0${national}`)).status).toBe(429); // the same number as the first
    const buckets = await h().db.query(z.object({ bucket: z.string() }), "select distinct bucket from rate_event where bucket like 'sms:%' order by bucket");
    expect(buckets.map((row) => row.bucket)).toEqual([`sms:1:+1 ${national}`, `sms:1:+880 ${national}`]);
  });
});

describeOnEachDatabase("SMS limits under bursts of 100 concurrent requests", (h) => {
  const api = phoneApi(h);
  const captchas = (n: number) => Promise.all(Array.from({ length: n }, () => api.captcha()));
  const sentTo = async (recipient: string) =>
    (await h().db.query(countRow, "select count(*) as n from outbox where channel = 'sms' and recipient = $1", [recipient]))[0]?.n;

  it("sends one code a second for a burst of 100 to one number, at most five an hour, and none once they are spent", async () => {
    const number = "1788880001";
    const bucket = `sms:1:+880 ${number}`;
    const burst = async () => {
      const ids = await captchas(100);
      const answers = await Promise.all(ids.map((id) => api.sendCode("reset", "880", number, id)));
      return answers.map((answer) => answer.status);
    };
    const sendTimes = async () =>
      (await h().db.query(z.object({ ms: z.coerce.number() }), "select extract(epoch from at) * 1000 as ms from rate_event where bucket = $1 order by at", [bucket])).map((row) => row.ms);

    // A burst that ends within its first second sends one code; on a loaded machine it may last longer and send one in
    // each later second too, never two within a second of each other.
    const first = await burst();
    const sent = first.filter((status) => status === 200).length;
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(first.filter((status) => status === 429)).toHaveLength(100 - sent);
    const times = await sendTimes();
    expect(times).toHaveLength(sent);
    for (const [index, time] of times.entries()) if (index > 0) expect(time - (times[index - 1] ?? 0)).toBeGreaterThanOrEqual(1000);
    expect(await sentTo(`+880 ${number}`)).toBe(sent);
    const [codes] = await h().db.query(countRow, "select count(*) as n from verification_code where recipient = $1", [`+880 ${number}`]);
    expect(codes?.n).toBe(sent);

    // Four sent this hour (all older than a second): a burst may take the fifth, once, however long it lasts.
    await h().db.execute("update rate_event set at = now() - interval '10 minutes' where bucket = $1", [bucket]);
    await h().db.execute("insert into rate_event (bucket, at) select $1, now() - interval '20 minutes' from generate_series(1, $2)", [bucket, 4 - sent]);
    expect((await burst()).filter((status) => status === 200)).toHaveLength(1);
    expect(await sentTo(`+880 ${number}`)).toBe(sent + 1);

    await h().db.execute("update rate_event set at = now() - interval '10 minutes' where bucket = $1", [bucket]);
    expect((await burst()).filter((status) => status === 200)).toHaveLength(0);
    expect(await sentTo(`+880 ${number}`)).toBe(sent + 1);
  });

  it("counts 100 concurrent wrong tries one by one: the code burns at five and the right one never wins after them", async () => {
    const number = "1788880002";
    await api.register("burner01", "880", number, "Before111");
    expect((await api.sendCode("reset", "880", number)).status).toBe(200);
    const code = await api.lastCode("880", number);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = await Promise.all([
      ...Array.from({ length: 100 }, () => api.resetByPhone("880", number, wrong, "After2222")),
      api.resetByPhone("880", number, code, "After2222"),
    ]);
    const successes = answers.filter((answer) => answer.status === 200).length;
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 400)).toEqual([]);
    expect(successes).toBeLessThanOrEqual(1);
    const [row] = await h().db.query(z.object({ attempts: z.number(), used: z.boolean() }), "select attempts, used_at is not null as used from verification_code where recipient = $1", [
      `+880 ${number}`,
    ]);
    // A success came before the fifth wrong try; without one, exactly five were counted and the code burnt.
    if (successes === 1) expect(row?.attempts).toBeLessThan(5);
    else expect(row?.attempts).toBe(5);
    expect(row?.used).toBe(true);
    await api.token(await api.loginByPassword("burner01", successes === 1 ? "After2222" : "Before111"));
    expect((await api.resetByPhone("880", number, code, "Later3333")).status).toBe(400);
  });

  it("refuses the right code after a burst of 100 wrong tries, having counted exactly five", async () => {
    const number = "1788880003";
    await api.register("burner02", "880", number, "Before111");
    expect((await api.sendCode("reset", "880", number)).status).toBe(200);
    const code = await api.lastCode("880", number);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = await Promise.all(Array.from({ length: 100 }, () => api.resetByPhone("880", number, wrong, "After2222")));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 100 }, () => 400));
    const [row] = await h().db.query(z.object({ attempts: z.number() }), "select attempts from verification_code where recipient = $1", [`+880 ${number}`]);
    expect(row?.attempts).toBe(5);
    expect((await api.resetByPhone("880", number, code, "After2222")).status).toBe(400);
    await api.token(await api.loginByPassword("burner02", "Before111"));
  });
});
