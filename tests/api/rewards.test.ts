// Rewards: the VIP level follows valid bets of all time and names the member's club label; a day's rebate is paid at
// that level's rate once however often the job runs; missions reached become rewards; the reward centre lists what
// waits and each claim pays once through the ledger; bonus details and the mission leaderboard show what happened.
import { expect, it } from "vitest";
import { z } from "zod";
import { decimalToMinor } from "../../server/lib/money";
import { bonusPageSchema, missionLeaderboardSchema, missionSummarySchema, rewardCentreSchema } from "../../src/contract/rewards";
import { decodeReference } from "../../src/contract/recordReference";
import { memberInfoSchema } from "../../src/contract/member";
import { unreadCountSchema } from "../../src/contract/content";
import { describeOnEachDatabase, type Harness } from "./harness";
import { balanceOf, call, newMember, trialBalance } from "./walletApi";

const memberCount = z.object({ n: z.number() });
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const today = () => dayOf(new Date());
const yesterday = () => dayOf(new Date(Date.now() - 86_400_000));
const addDayFigures = (h: Harness, username: string, day: string, rounds: number, betMinor: number) =>
  h.db.execute(
    `insert into member_day_stats (member_id, day, rounds, bet_minor, win_minor) select id, $2, $3, $4, 0 from member where username = $1
     on conflict (member_id, day) do update set rounds = member_day_stats.rounds + excluded.rounds, bet_minor = member_day_stats.bet_minor + excluded.bet_minor`,
    [username, day, rounds, betMinor],
  );
const centreOf = async (h: Harness, token: string, lang = "en") => rewardCentreSchema.parse((await call(h, "GET", `/wps/member/rewards?lang=${lang}`, { token })).raw);
const countsOf = async (h: Harness, token: string) => unreadCountSchema.parse((await call(h, "GET", "/wps/relay/CSP_unreadCount", { token })).raw);

describeOnEachDatabase("rewards", (h) => {
  it("names the club label from valid bets of all time, in the member's language, with the operator's labels", async () => {
    const { token, username } = await newMember(h(), "vip");
    expect(memberInfoSchema.parse((await call(h(), "GET", "/wps/member/info?lang=en", { token })).raw)).toMatchObject({ clubLabel: { labelName: "Bronze", rankLevel: 1 }, memberLabel: [] });
    // Asked in no language, the answer is in the merchant's default (the demo's is Bengali), not English.
    expect(memberInfoSchema.parse((await call(h(), "GET", "/wps/member/info", { token })).raw).clubLabel).toMatchObject({ labelName: "ব্রোঞ্জ" });
    await addDayFigures(h(), username, yesterday(), 40, 150_000);
    const centre = await centreOf(h(), token);
    expect(centre.vip).toEqual({ rankLevel: 2, labelName: "Silver", rebatePercent: "0.40", validBet: "1500.00", progressPercent: 15, next: { rankLevel: 3, labelName: "Gold", minValidBet: "10000.00", remaining: "8500.00" } });
    expect((await centreOf(h(), token, "bn")).vip.labelName).toBe("সিলভার");

    const labelled = await call(h(), "PUT", `/ops/members/${username}/labels`, { ops: true, body: { labels: ["High roller", "Weekend", "High roller"] } });
    expect(labelled.value).toEqual({ username, labels: ["High roller", "Weekend"] });
    const info = memberInfoSchema.parse((await call(h(), "GET", "/wps/member/info", { token })).raw);
    expect(info.memberLabel?.map((label) => label.labelName).sort()).toEqual(["High roller", "Weekend"]);
    expect((await call(h(), "PUT", `/ops/members/${username}/labels`, { ops: true, body: { labels: ["x".repeat(25)] } })).status).toBe(400);
    expect((await call(h(), "PUT", "/ops/members/nobody-here/labels", { ops: true, body: { labels: [] } })).status).toBe(404);
  });

  it("pays a day's rebate at the level's rate once, however often or however concurrently the job runs", async () => {
    const { token, username } = await newMember(h(), "reb");
    await addDayFigures(h(), username, yesterday(), 20, 150_000);
    const runs = await Promise.all([1, 2, 3].map(() => h().asMerchant(() => h().services.rewards.settleDay(yesterday()))));
    expect(runs.some((run) => run.rebates > 0)).toBe(true);
    await h().asMerchant(() => h().services.rewards.settleDay(yesterday()));
    const [rows] = await h().db.query(memberCount, "select count(*)::int as n from reward r join member m on m.id = r.member_id where m.username = $1 and r.source = 'rebate'", [username]);
    expect(rows?.n).toBe(1);
    await expect(h().asMerchant(() => h().services.rewards.settleDay(today()))).rejects.toThrow(/once the day is over/);
    expect((await call(h(), "POST", "/ops/rewards/rebates", { ops: true, body: { day: "22-11-2026" } })).status).toBe(400);

    const centre = await centreOf(h(), token);
    const rebate = centre.list.find((reward) => reward.source === "rebate");
    // 1,500.00 of valid bet at Silver's 0.40% is 6.00.
    expect(rebate).toMatchObject({ title: yesterday(), amount: "6.00", validBet: "1500.00", ratePercent: "0.40" });
    expect((await countsOf(h(), token)).unclaimedCount).toBeGreaterThanOrEqual(1);

    const before = decimalToMinor(await balanceOf(h(), token));
    const claims = await Promise.all([1, 2, 3].map(() => call(h(), "POST", `/wps/member/rewards/${rebate?.key ?? ""}/claim`, { token })));
    expect(claims.map((claim) => claim.success)).toEqual([true, true, true]);
    expect(claims.filter((claim) => claim.value.replayed === false)).toHaveLength(1);
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(before + 600n);
    expect((await centreOf(h(), token)).list.some((reward) => reward.source === "rebate")).toBe(false);

    const details = bonusPageSchema.parse((await call(h(), "GET", `/wps/member/bonus-details?from=${today()}&to=${today()}`, { token })).raw);
    expect(details.list.map((row) => [row.kind, row.amount])).toEqual([["rebate", "6.00"]]);
    // Its reference is a code with its day, for the site to write in the reader's language, not English text.
    expect(decodeReference(details.list[0]?.reference ?? "")).toEqual({ code: "rebate", day: yesterday() });
    expect(details.total).toBe("6.00");
    expect((await call(h(), "GET", `/wps/member/bonus-details?from=${today()}&to=${today()}&kind=mission_reward`, { token })).value).toMatchObject({ list: [], total: "0.00" });
    expect((await trialBalance(h())).balanced).toBe(true);
  });

  it("refuses a claim of another member's reward, an unknown one and a malformed key", async () => {
    const owner = await newMember(h(), "own");
    const other = await newMember(h(), "oth");
    await addDayFigures(h(), owner.username, yesterday(), 5, 50_000);
    await h().asMerchant(() => h().services.rewards.settleDay(yesterday()));
    const key = (await centreOf(h(), owner.token)).list.find((reward) => reward.source === "rebate")?.key ?? "";
    expect(key).toMatch(/^rebate-\d+$/);
    expect((await call(h(), "POST", `/wps/member/rewards/${key}/claim`, { token: other.token })).status).toBe(404);
    expect((await call(h(), "POST", "/wps/member/rewards/mission-999999999/claim", { token: other.token })).status).toBe(404);
    expect((await call(h(), "POST", "/wps/member/rewards/cash-1/claim", { token: other.token })).status).toBe(400);
    expect((await call(h(), "POST", `/wps/member/rewards/${key}/claim`, {})).status).toBe(401);
  });

  it("turns today's missions reached into rewards, shows progress, ranks the week and pays each claim once", async () => {
    const { token, username } = await newMember(h(), "msn");
    await addDayFigures(h(), username, today(), 12, 5_000);
    // The badge counts see a mission reached before any mission page is opened.
    expect((await countsOf(h(), token)).missionCount).toBe(1);
    const summary = missionSummarySchema.parse((await call(h(), "GET", "/wps/relay/MCSFE_getMissionSummaryDetails?lang=en", { token })).raw);
    expect(summary.day).toBe(today());
    expect(summary.missions.map((m) => [m.title, m.progress, m.target, m.percent, m.state])).toEqual([
      ["Play 10 rounds today", "10", "10", 100, "completed"],
      ["Bet 100.00 today", "50.00", "100.00", 50, "in_progress"],
      ["Play 50 rounds today", "12", "50", 24, "in_progress"],
      ["Bet 1,000.00 today", "50.00", "1000.00", 5, "in_progress"],
    ]);
    expect(summary.unclaimed).toBe(1);
    expect((await countsOf(h(), token)).missionCount).toBe(1);

    const board = missionLeaderboardSchema.parse((await call(h(), "GET", "/wps/relay/MCSFE_getMissionLeaderboard", { token })).raw);
    expect(board.me).toMatchObject({ account: username, completed: 1, validBet: "50.00" });
    const masked = `${username.slice(0, 2)}***${username.slice(-2)}`;
    expect(board.list.find((row) => row.account === masked)).toMatchObject({ completed: 1 });
    expect(board.list.every((row) => row.account.includes("***"))).toBe(true);

    const before = decimalToMinor(await balanceOf(h(), token));
    const rewardKey = summary.missions[0]?.rewardKey ?? "";
    expect((await call(h(), "POST", `/wps/member/rewards/${rewardKey}/claim`, { token })).value).toMatchObject({ amount: "2.00", replayed: false });
    expect((await call(h(), "POST", `/wps/member/rewards/${rewardKey}/claim`, { token })).value).toMatchObject({ amount: "2.00", replayed: true });
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(before + 200n);
    const after = missionSummarySchema.parse((await call(h(), "GET", "/wps/relay/MCSFE_getMissionSummaryDetails?lang=en", { token })).raw);
    expect(after.missions[0]?.state).toBe("claimed");
    expect(after.unclaimed).toBe(0);
    // The mission's name travels in every language with its reference.
    const details = bonusPageSchema.parse((await call(h(), "GET", `/wps/member/bonus-details?from=${today()}&to=${today()}&kind=mission_reward`, { token })).raw);
    const reference = decodeReference(details.list[0]?.reference ?? "");
    expect(reference).toMatchObject({ code: "mission", name: expect.objectContaining({ en: expect.any(String), bn: expect.any(String), th: expect.any(String) }) });
  });

  it("gives trial accounts neither rebates nor missions", async () => {
    const { username } = await newMember(h(), "trl");
    await h().db.execute("update member set account_type = 4 where username = $1", [username]);
    await addDayFigures(h(), username, yesterday(), 60, 200_000);
    await h().asMerchant(() => h().services.rewards.settleDay(yesterday()));
    const [rows] = await h().db.query(memberCount, "select count(*)::int as n from reward r join member m on m.id = r.member_id where m.username = $1", [username]);
    expect(rows?.n).toBe(0);
  });

  it("lets the operator set VIP levels and missions, and refuses levels that do not climb", async () => {
    const levels = z.array(z.object({ rankLevel: z.number(), names: z.object({ en: z.string(), bn: z.string() }), minValidBet: z.string(), rebatePercent: z.string() }));
    const seeded = levels.parse((await call(h(), "GET", "/ops/rewards/vip-levels", { ops: true })).raw);
    expect(seeded.map((level) => level.rankLevel)).toEqual([1, 2, 3, 4, 5, 6]);
    // Written back in another order, the same levels come back sorted.
    const rewritten = await call(h(), "PUT", "/ops/rewards/vip-levels", { ops: true, body: { levels: [...seeded].reverse() } });
    expect(levels.parse(rewritten.raw)).toEqual(seeded);
    const broken = { levels: [{ rankLevel: 1, names: { en: "A" }, minValidBet: "0", rebatePercent: "0.3" }, { rankLevel: 2, names: { en: "B" }, minValidBet: "0", rebatePercent: "0.4" }] };
    expect((await call(h(), "PUT", "/ops/rewards/vip-levels", { ops: true, body: broken })).status).toBe(400);
    expect((await call(h(), "PUT", "/ops/rewards/vip-levels", { ops: true, body: { levels: [{ rankLevel: 1, names: { en: "A" }, minValidBet: "0", rebatePercent: "9" }] } })).status).toBe(400);

    const missions = z.array(z.object({ id: z.number(), target: z.string(), reward: z.string(), active: z.boolean() }));
    const created = call(h(), "POST", "/ops/rewards/missions", { ops: true, body: { names: { en: "Play 3 rounds" }, metric: "rounds", target: "3", reward: "1.50", active: false } });
    const mission = z.object({ id: z.number(), target: z.string(), reward: z.string(), active: z.boolean() }).parse((await created).raw);
    expect(mission).toMatchObject({ target: "3", reward: "1.50", active: false });
    expect((await call(h(), "POST", "/ops/rewards/missions", { ops: true, body: { names: { en: "Half" }, metric: "rounds", target: "2.5", reward: "1" } })).status).toBe(400);
    const { token, username } = await newMember(h(), "opm");
    await addDayFigures(h(), username, today(), 3, 100);
    const titles = async () => missionSummarySchema.parse((await call(h(), "GET", "/wps/relay/MCSFE_getMissionSummaryDetails?lang=en", { token })).raw).missions.map((m) => m.title);
    expect(await titles()).not.toContain("Play 3 rounds");
    expect((await call(h(), "PUT", `/ops/rewards/missions/${mission.id}`, { ops: true, body: { active: true } })).value).toMatchObject({ active: true });
    expect(await titles()).toContain("Play 3 rounds");
    expect(missions.parse((await call(h(), "GET", "/ops/rewards/missions", { ops: true })).raw).find((m) => m.id === mission.id)?.active).toBe(true);
    expect((await call(h(), "PUT", "/ops/rewards/missions/999999", { ops: true, body: { active: true } })).status).toBe(404);
    // The new mission is switched off again: the other tests read the seeded four.
    await call(h(), "PUT", `/ops/rewards/missions/${mission.id}`, { ops: true, body: { active: false } });
  });
});
