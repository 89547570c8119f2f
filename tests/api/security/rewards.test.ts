// Points, rewards, raffles and feedback under attack: an Idempotency-Key reused with another request is refused and a
// repeat answers exactly the first answer; bursts of 100 spends, claims and sends leave every limit exact.
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { z } from "zod";
import { decimalToMinor } from "../../../server/lib/money";
import { pointMallSchema, pointSpendSchema } from "../../../src/contract/points";
import { rewardCentreSchema } from "../../../src/contract/rewards";
import { describeOnEachDatabase, type Harness } from "../harness";
import { PAYMENT_PASSWORD, balanceOf, call, newMember, trialBalance } from "../walletApi";

const count = z.object({ n: z.coerce.number() });
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const key = () => `k-${randomUUID()}`;
const grant = (h: Harness, username: string, points: number, idempotencyKey = key(), reason = "test grant") =>
  call(h, "POST", "/ops/points/adjustments", { ops: true, key: idempotencyKey, body: { username, points, reason } });
const convert = (h: Harness, token: string, idempotencyKey: string, points: number) =>
  call(h, "POST", "/wps/relay/passwordCheck/MCS2_convertPoint", { token, key: idempotencyKey, body: { points, paymentPassword: PAYMENT_PASSWORD } });
const redeem = (h: Harness, token: string, idempotencyKey: string, rewardId: number) =>
  call(h, "POST", "/wps/relay/passwordCheck/MCS2_redeemPointReward", { token, key: idempotencyKey, body: { rewardId, paymentPassword: PAYMENT_PASSWORD } });
const mallOf = async (h: Harness, token: string) => pointMallSchema.parse((await call(h, "GET", "/wps/points/mall", { token })).raw);
const pointsOf = async (h: Harness, token: string) => (await mallOf(h, token)).balance;
const entries = async (h: Harness, username: string) =>
  (await h.db.query(count, "select count(*) as n from point_entry e join member m on m.id = e.member_id where m.username = $1", [username]))[0]?.n ?? 0;
const conflict = { status: 409, code: "idempotency_conflict" };

describeOnEachDatabase("points and rewards under attack", (h) => {
  it("answers a repeated conversion exactly as the first, and refuses its key with other points or for a redemption", async () => {
    const { token, username } = await newMember(h(), "idem");
    await grant(h(), username, 2000);
    const money = decimalToMinor(await balanceOf(h(), token));
    const k = key();
    const first = await convert(h(), token, k, 300);
    expect(pointSpendSchema.parse(first.raw)).toEqual({ replayed: false, points: 300, amount: "3.00", balance: 1700 });
    // Only the points differ: before, this answered the first result with the new request's amount.
    expect(await convert(h(), token, k, 1000)).toMatchObject(conflict);
    const reward = (await mallOf(h(), token)).rewards.find((r) => r.cost === 1000);
    expect(await redeem(h(), token, k, reward?.id ?? 0)).toMatchObject(conflict);
    // The ratio changed since: the repeat still answers what the first paid.
    await h().db.execute("update system_settings set points_per_unit = 200");
    try {
      expect(pointSpendSchema.parse((await convert(h(), token, k, 300)).raw)).toEqual({ replayed: true, points: 300, amount: "3.00", balance: 1700 });
    } finally {
      await h().db.execute("update system_settings set points_per_unit = 100");
    }
    expect(await pointsOf(h(), token)).toBe(1700);
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(money + 300n);

    const r = key();
    const redeemed = pointSpendSchema.parse((await redeem(h(), token, r, reward?.id ?? 0)).raw);
    expect(redeemed).toMatchObject({ replayed: false, points: 1000, balance: 700 });
    expect(pointSpendSchema.parse((await redeem(h(), token, r, reward?.id ?? 0)).raw)).toEqual({ ...redeemed, replayed: true });
    const other = (await mallOf(h(), token)).rewards.find((x) => x.id !== reward?.id);
    expect(await redeem(h(), token, r, other?.id ?? 0)).toMatchObject(conflict);
    expect(await convert(h(), token, r, 100)).toMatchObject(conflict);
    expect(await pointsOf(h(), token)).toBe(700);
  });

  it("refuses an operator's adjustment key reused for another member, other points or another reason", async () => {
    const one = await newMember(h(), "adja");
    const two = await newMember(h(), "adjb");
    const k = key();
    expect((await grant(h(), one.username, 100, k, "welcome")).value).toEqual({ balance: 100, replayed: false });
    expect((await grant(h(), one.username.toUpperCase(), 100, k, "welcome")).value).toEqual({ balance: 100, replayed: true });
    expect(await grant(h(), one.username, 200, k, "welcome")).toMatchObject(conflict);
    expect(await grant(h(), one.username, 100, k, "another reason")).toMatchObject(conflict);
    expect(await grant(h(), two.username, 100, k, "welcome")).toMatchObject(conflict);
    expect([await pointsOf(h(), one.token), await pointsOf(h(), two.token)]).toEqual([100, 0]);

    // A burst of 100 with one key, half of them for other points: one applies, the same request repeats, the rest are refused.
    const burst = key();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => grant(h(), two.username, i % 2 === 0 ? 50 : 70, burst, "burst")));
    expect(answers.every((answer) => answer.success || (answer.status === 409 && answer.code === "idempotency_conflict"))).toBe(true);
    expect(answers.filter((answer) => answer.success && answer.value.replayed === false)).toHaveLength(1);
    expect(await entries(h(), two.username)).toBe(1);
    const applied = await pointsOf(h(), two.token);
    expect([50, 70]).toContain(applied);
    expect(answers.filter((answer) => answer.success).every((answer) => answer.value.balance === applied)).toBe(true);
  });

  it("refuses a retry whose key a spend used before request hashes were kept, instead of spending again", async () => {
    const { token, username } = await newMember(h(), "legacy");
    await grant(h(), username, 1000);
    const k = key();
    // The entry as the release before wrote it: keyed convert:<key>, no hash of the request.
    await h().db.execute(
      `with account as (update point_account set balance = balance - 300 where member_id = (select id from member where username = $1) returning member_id, balance)
       insert into point_entry (member_id, kind, delta, balance_after, reference, idempotency_key) select member_id, 'convert', -300, balance, '300 points converted', $2 from account`,
      [username, `convert:${k}`],
    );
    expect(await convert(h(), token, k, 300)).toMatchObject(conflict);
    expect(await pointsOf(h(), token)).toBe(700);
  });

  it("spends points never below zero through a burst of 100 conversions, and once through a burst with one key", { timeout: 90_000 }, async () => {
    const { token, username } = await newMember(h(), "burst");
    await grant(h(), username, 1000);
    const money = decimalToMinor(await balanceOf(h(), token));
    const spends = await Promise.all(Array.from({ length: 100 }, () => convert(h(), token, key(), 100)));
    expect(spends.filter((answer) => answer.success)).toHaveLength(10);
    expect(spends.filter((answer) => !answer.success).every((answer) => answer.status === 409 && answer.code === "not_enough_points")).toBe(true);
    expect(await pointsOf(h(), token)).toBe(0);
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(money + 1000n);

    await grant(h(), username, 500);
    const k = key();
    const repeats = await Promise.all(Array.from({ length: 100 }, () => convert(h(), token, k, 300)));
    expect(repeats.every((answer) => answer.success)).toBe(true);
    const figures = repeats.map((answer) => pointSpendSchema.parse(answer.raw));
    expect(figures.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(figures.every((answer) => answer.points === 300 && answer.amount === "3.00" && answer.balance === 200)).toBe(true);
    expect(await pointsOf(h(), token)).toBe(200);
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(money + 1300n);
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", entriesMatch: true, unbalancedTransfers: 0 });
  });

  it("pays each rebate and mission reward once through a burst of 100 claims", async () => {
    const { token, username } = await newMember(h(), "rwd");
    const yesterday = dayOf(new Date(Date.now() - 86_400_000));
    // Yesterday: 20 rounds and 1,500.00 of valid bet, a rebate and every mission's reward.
    await h().db.execute("insert into member_day_stats (member_id, day, rounds, bet_minor, win_minor) select id, $2, 20, 150000, 0 from member where username = $1", [username, yesterday]);
    await h().asMerchant(() => h().services.rewards.settleDay(yesterday));
    const waiting = rewardCentreSchema.parse((await call(h(), "GET", "/wps/member/rewards", { token })).raw).list.filter((reward) => reward.source === "rebate" || reward.source === "mission");
    expect(new Set(waiting.map((reward) => reward.source))).toEqual(new Set(["mission", "rebate"]));
    const total = waiting.reduce((sum, reward) => sum + decimalToMinor(reward.amount ?? "0"), 0n);

    const before = decimalToMinor(await balanceOf(h(), token));
    const claims = await Promise.all(Array.from({ length: 100 }, (_, i) => call(h(), "POST", `/wps/member/rewards/${waiting[i % waiting.length]?.key ?? ""}/claim`, { token })));
    expect(claims.every((claim) => claim.success)).toBe(true);
    expect(claims.filter((claim) => claim.value.replayed === false)).toHaveLength(waiting.length);
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(before + total);
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00" });
  });

  it("takes nothing when a key names a reward under another source, and still pays it under its own", async () => {
    const { token, username } = await newMember(h(), "src");
    const yesterday = dayOf(new Date(Date.now() - 86_400_000));
    await h().db.execute("insert into member_day_stats (member_id, day, rounds, bet_minor, win_minor) select id, $2, 20, 150000, 0 from member where username = $1", [username, yesterday]);
    await h().asMerchant(() => h().services.rewards.settleDay(yesterday));
    const rebate = rewardCentreSchema.parse((await call(h(), "GET", "/wps/member/rewards", { token })).raw).list.find((reward) => reward.source === "rebate");
    const id = rebate?.key.split("-")[1] ?? "0";
    const before = decimalToMinor(await balanceOf(h(), token));
    // Before, this marked the rebate claimed and paid nothing.
    expect(await call(h(), "POST", `/wps/member/rewards/mission-${id}/claim`, { token })).toMatchObject({ status: 404 });
    const claimed = await call(h(), "POST", `/wps/member/rewards/rebate-${id}/claim`, { token });
    expect(claimed).toMatchObject({ success: true, value: { replayed: false } });
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(before + decimalToMinor(rebate?.amount ?? "0"));
  });

  it("enters a member in a raffle once through a burst of 100 claims", async () => {
    const { token, username } = await newMember(h(), "raf");
    const raffles = z.array(z.object({ id: z.number() })).parse((await call(h(), "GET", "/wps/content/promotions?type=raffle", { token })).raw);
    const raffle = raffles[0]?.id ?? 0;
    const claims = await Promise.all(Array.from({ length: 100 }, () => call(h(), "POST", "/wps/relay/MCS2_claimRafflePromotion", { token, body: { promotionId: raffle } })));
    expect(claims.every((claim) => claim.success)).toBe(true);
    // Every answer names the one entry.
    expect(new Set(claims.map((claim) => claim.value.claimedAt)).size).toBe(1);
    const [rows] = await h().db.query(count, "select count(*) as n from promotion_claim c join member m on m.id = c.member_id where m.username = $1", [username]);
    expect(rows?.n).toBe(1);
  });

  it("takes 5 pieces of feedback from one address in a burst of 100, and no more", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const contact = `burst-${randomUUID()}@example.com`;
    const sends = await Promise.all(
      Array.from({ length: 100 }, () =>
        h().request("/wps/feedback", { method: "PUT", ip, body: JSON.stringify({ category: "suggestion", content: "More slots please", contact }) }).then((response) => response.status),
      ),
    );
    expect(sends.filter((status) => status === 200)).toHaveLength(5);
    expect(sends.filter((status) => status === 429)).toHaveLength(95);
    const [rows] = await h().db.query(count, "select count(*) as n from feedback where contact = $1", [contact]);
    expect(rows?.n).toBe(5);
  });
});
