// The point mall: points earned from valid bets once per day, spent on rewards or converted with the payment
// password; every spend applied once by its key, never below zero points, and paid through the ledger.
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { z } from "zod";
import { decimalToMinor } from "../../server/lib/money";
import { describeOnEachDatabase, type Harness } from "./harness";
import { PAYMENT_PASSWORD, balanceOf, call, newMember } from "./walletApi";

const mall = z.object({ balance: z.number(), pointsPerUnit: z.number(), rewards: z.array(z.object({ id: z.number(), cost: z.number(), bonus: z.string() })) });
const grant = (h: Harness, username: string, points: number) =>
  call(h, "POST", "/ops/points/adjustments", { ops: true, key: `grant-${randomUUID()}`, body: { username, points, reason: "test grant" } });

describeOnEachDatabase("point mall", (h) => {
  it("redeems a reward once per key, pays its bonus, and never spends points it does not have", async () => {
    const { token, username } = await newMember(h(), "pts");
    await grant(h(), username, 1200);
    const before = mall.parse((await call(h(), "GET", "/wps/points/mall", { token })).value);
    expect(before.balance).toBe(1200);
    const reward = before.rewards.find((r) => r.cost === 1000);
    if (!reward) throw new Error("no 1000-point reward seeded");
    const money = decimalToMinor(await balanceOf(h(), token));
    const key = `redeem-${randomUUID()}`;
    const redeem = (k: string, paymentPassword = PAYMENT_PASSWORD) => call(h(), "POST", "/wps/relay/passwordCheck/MCS2_redeemPointReward", { token, key: k, body: { rewardId: reward.id, paymentPassword } });
    expect((await redeem(key, "000000")).code).toBe("wrong_payment_password");
    const [first, again] = await Promise.all([redeem(key), redeem(key)]);
    expect([first.success, again.success], `${first.code} ${first.message} / ${again.code} ${again.message}`).toEqual([true, true]);
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(money + decimalToMinor(reward.bonus));
    expect((await redeem(`redeem-${randomUUID()}`)).code).toBe("not_enough_points");
    expect(mall.parse((await call(h(), "GET", "/wps/points/mall", { token })).value).balance).toBe(200);
    expect((await call(h(), "POST", "/wps/relay/passwordCheck/MCS2_redeemPointReward", { token, body: { rewardId: reward.id, paymentPassword: PAYMENT_PASSWORD } })).status).toBe(400);
  });

  it("converts whole ratios of points into money and lists every change", async () => {
    const { token, username } = await newMember(h(), "cnv");
    await grant(h(), username, 350);
    const money = decimalToMinor(await balanceOf(h(), token));
    const convert = (points: number) => call(h(), "POST", "/wps/relay/passwordCheck/MCS2_convertPoint", { token, key: `convert-${randomUUID()}`, body: { points, paymentPassword: PAYMENT_PASSWORD } });
    expect((await convert(150)).code).toBe("invalid_points");
    expect((await convert(300)).value).toMatchObject({ points: 300, amount: "3.00", balance: 50 });
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(money + 300n);
    expect((await convert(100)).code).toBe("not_enough_points");
    const details = z.object({ list: z.array(z.object({ kind: z.string(), points: z.number(), balance: z.number() })) }).parse((await call(h(), "GET", "/wps/relay/ODSFE2_MemTransDet", { token })).value);
    expect(details.list.map((row) => [row.kind, row.points, row.balance])).toEqual([["convert", -300, 50], ["adjust", 350, 350]]);
  });

  it("awards a day's points once: one per unit of valid bet", async () => {
    const { token, username } = await newMember(h(), "earn");
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await h().db.execute("insert into member_day_stats (member_id, day, rounds, bet_minor, win_minor) select id, $2, 3, 12345, 0 from member where username = $1", [username, day]);
    for (let run = 0; run < 2; run++) await h().asMerchant(() => h().services.points.awardDay(day));
    expect(mall.parse((await call(h(), "GET", "/wps/points/mall", { token })).value).balance).toBe(123);
  });
});
