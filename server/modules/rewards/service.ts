// Rewards: the reward centre (VIP level and rebate rate, every reward waiting to be claimed), rebates settled per
// day, daily missions and their weekly leaderboard, bonus details. Rebates and mission rewards are written once per
// member and key, and each claim is one ledger transfer in the transaction that marks the reward claimed.
import { encodeReference } from "../../../src/contract/recordReference";
import { lockForTransaction, type Db } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { decimalToMinor, minorToDecimal } from "../../lib/money";
import { BONUS_KINDS, type PendingReward } from "../../../src/contract/rewards";
import type { ActivityService } from "../activity/service";
import type { AgentService } from "../agent/service";
import type { ContentService, PendingRewards } from "../content/service";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import type { WalletService } from "../wallet/service";
import { inLanguage } from "../../../src/contract/member";
import * as sql from "./sql";

const PAGE_SIZE = 20;
const LEADERBOARD_SIZE = 20;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
/** Monday of the week (UTC) a day falls in. */
export function weekStartOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  return dayOf(new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * 86_400_000));
}
/** A leaderboard shows who is there without giving the whole account name away: "ag***01". */
export function maskAccount(account: string): string {
  return account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`;
}
const percentOf = (bp: number) => (bp / 100).toFixed(2);
const toMissionSetting = (row: sql.MissionRow) => ({
  id: row.id, names: row.names, metric: row.metric, target: row.metric === "valid_bet" ? minorToDecimal(row.target) : row.target.toString(), reward: minorToDecimal(row.reward_minor), active: row.active,
});
const textOf = (names: Record<string, string> | null, language: string) => (names && inLanguage(names, language)) ?? "";

export type RewardService = ReturnType<typeof createRewardService>;

export function createRewardService(
  db: Db, system: SystemService, members: MemberService, wallet: WalletService, activities: ActivityService, content: ContentService, agents: AgentService,
  clock: () => Date = () => new Date(),
) {
  const levelsOf = async (merchantId: number) =>
    (await sql.vipLevels(db, merchantId)).map((level) => ({
      rankLevel: level.rank_level, names: level.names, minValidBet: minorToDecimal(level.min_valid_bet_minor), rebatePercent: percentOf(level.rebate_bp),
    }));

  /** The VIP level the member's valid bets of all time reached, its rebate rate, and what the next one needs. */
  async function vipOf(merchantId: number, memberId: number, language: string) {
    const [levels, bets] = await Promise.all([sql.vipLevels(db, merchantId), agents.validBets([memberId], { from: null, to: null })]);
    const bet = bets.get(memberId) ?? 0n;
    const reached = levels.filter((level) => level.min_valid_bet_minor <= bet).at(-1);
    const next = levels.find((level) => level.min_valid_bet_minor > bet);
    const name = (names: Record<string, string>) => inLanguage(names, language) ?? "";
    return {
      rankLevel: reached?.rank_level ?? 0,
      labelName: reached ? name(reached.names) : "",
      rebatePercent: ((reached?.rebate_bp ?? 0) / 100).toFixed(2),
      validBet: minorToDecimal(bet),
      progressPercent: next && next.min_valid_bet_minor > 0n ? Number((bet * 100n) / next.min_valid_bet_minor) : 100,
      next: next ? { rankLevel: next.rank_level, labelName: name(next.names), minValidBet: minorToDecimal(next.min_valid_bet_minor), remaining: minorToDecimal(next.min_valid_bet_minor - bet) } : null,
    };
  }

  /** A day's figures of the merchant's members who earn rewards (trial accounts play for nothing): everyone's, or one member's. */
  async function earningFigures(merchantId: number, day: string, memberId: number | null) {
    const figures = await agents.dayFigures(day, memberId);
    if (figures.length === 0) return figures;
    const earners = await members.earners(figures.map((figure) => figure.member_id));
    return figures.filter((figure) => earners.has(figure.member_id));
  }
  /** A day's missions reached (by one member, or by everyone when memberId is null) become rewards, once each. */
  async function grantMissions(merchantId: number, day: string, memberId: number | null) {
    const figures = await earningFigures(merchantId, day, memberId);
    return figures.length === 0 ? [] : sql.grantMissions(db, merchantId, day, figures);
  }
  /** A day's rebates, at the rate of the level each member's valid bets up to that day reached. */
  async function settleRebates(merchantId: number, day: string) {
    const figures = await earningFigures(merchantId, day, null);
    if (figures.length === 0) return [];
    const lifetime = await agents.validBets(figures.map((figure) => figure.member_id), { from: null, to: day });
    return sql.settleRebates(db, merchantId, day, figures.map((figure) => ({ memberId: figure.member_id, bet: figure.bet_minor, lifetime: lifetime.get(figure.member_id) ?? 0n })));
  }
  /** Today's missions the member has reached become rewards (once each). */
  const grantMine = (merchantId: number, memberId: number, now = new Date()) => grantMissions(merchantId, dayOf(now), memberId);
  return {
    /** The member's VIP card (the member info's club label comes from here). */
    vip: vipOf,
    /** rewardCenter: the VIP card and every reward waiting to be claimed, newest first. */
    async centre(memberId: number, language: string) {
      const merchant = await system.merchant();
      await grantMine(merchant.id, memberId);
      const [vip, rewards, issued, raffles] = await Promise.all([
        vipOf(merchant.id, memberId, language),
        sql.unclaimedRewards(db, memberId),
        activities.issued(memberId),
        content.openRaffles(memberId),
      ]);
      const list: PendingReward[] = [
        ...rewards.map((row): PendingReward => {
          const rate = typeof row.detail.rateBp === "number" ? row.detail.rateBp : null;
          const validBet = typeof row.detail.validBet === "string" ? BigInt(row.detail.validBet) : null;
          return {
            key: `${row.source}-${row.id}`, source: row.source, title: row.source === "mission" ? textOf(row.mission_names, language) : row.source_key,
            amount: minorToDecimal(row.amount_minor), validBet: validBet === null ? null : minorToDecimal(validBet), ratePercent: rate === null ? null : percentOf(rate), createdAt: row.created_at,
          };
        }),
        ...issued.map((row): PendingReward => ({
          key: `activity-${row.activity_id}`, source: "activity", title: inLanguage(row.translations, language)?.title ?? "",
          amount: minorToDecimal(row.reward_minor), validBet: null, ratePercent: null, createdAt: row.decided_at,
        })),
        ...raffles.map((row): PendingReward => ({
          key: `raffle-${row.id}`, source: "raffle", title: inLanguage(row.translations, language)?.title ?? "",
          amount: null, validBet: null, ratePercent: null, createdAt: row.starts_at ?? new Date(0).toISOString(),
        })),
      ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const total = [...rewards.map((row) => row.amount_minor), ...issued.map((row) => row.reward_minor)].reduce((sum, amount) => sum + amount, 0n);
      return { vip, list, total: minorToDecimal(total) };
    },

    /** Claims one reward into the wallet; claiming it again answers what the first claim paid. */
    async claim(memberId: number, key: string, language: string) {
      const [source, number] = key.split("-");
      const rewardId = Number(number);
      if (source === "activity") {
        const activity = await activities.claim(memberId, rewardId, language);
        return { key, amount: activity.reward, replayed: activity.replayed };
      }
      if (source !== "rebate" && source !== "mission") throw badRequest("Invalid key. It must name a reward to claim");
      const paid = await db.transaction(async (tx) => {
        const [taken] = await sql.takeReward(tx, rewardId, memberId, source);
        if (!taken) return null;
        const moved = await wallet.payBonus(
          taken.source === "rebate" ? "rebate" : "mission_reward",
          { memberId, key: `reward:${taken.id}`, reference: encodeReference(taken.source === "rebate" ? { code: "rebate", day: taken.day } : { code: "mission", day: taken.day, name: taken.mission_names ?? {} }), amount: taken.amount_minor },
          tx,
        );
        await tx.execute("update reward set transfer_id = $2 where id = $1", [taken.id, moved.transferId]);
        return taken.amount_minor;
      });
      if (paid !== null) return { key, amount: minorToDecimal(paid), replayed: false };
      const [reward] = await sql.rewardOf(db, rewardId, memberId, source);
      if (!reward) throw notFound("No such reward");
      if (reward.status !== "claimed") throw new HttpError(409, "nothing_to_claim", "There is no reward to claim here.");
      return { key, amount: minorToDecimal(reward.amount_minor), replayed: true };
    },

    /** bonusDetails: bonuses, rebates and mission rewards paid into the wallet over whole days. */
    async bonusDetails(memberId: number, q: { from?: string | undefined; to?: string | undefined; kind?: (typeof BONUS_KINDS)[number] | undefined; pageNo?: number | undefined }) {
      const pageNo = q.pageNo ?? 1;
      const rows = await wallet.creditsOf(memberId, { from: q.from ?? null, to: q.to ?? null, kinds: q.kind ? [q.kind] : BONUS_KINDS, limit: PAGE_SIZE, offset: (pageNo - 1) * PAGE_SIZE });
      return {
        list: rows.map((row) => ({ id: row.id, kind: BONUS_KINDS.find((kind) => kind === row.kind) ?? "bonus", reference: row.reference, amount: minorToDecimal(row.amount), time: row.created_at })),
        total: minorToDecimal(rows[0]?.total_amount ?? 0n),
        pageNo,
        totalPages: Math.ceil((rows[0]?.total_rows ?? 0) / PAGE_SIZE),
      };
    },

    /** MCSFE_getMissionSummaryDetails: today's missions with the member's progress; reached ones become rewards. */
    async missions(memberId: number, language: string, now = new Date()) {
      const merchant = await system.merchant();
      const day = dayOf(now);
      await grantMine(merchant.id, memberId, now);
      const [played] = await agents.dayFigures(day, memberId);
      const rows = await sql.missionsOfDay(db, merchant.id, memberId, day, played ?? null);
      const shown = (metric: "valid_bet" | "rounds", value: bigint) => (metric === "valid_bet" ? minorToDecimal(value) : value.toString());
      const missions = rows.map((row) => ({
        id: row.id, title: textOf(row.names, language), metric: row.metric, target: shown(row.metric, row.target), progress: shown(row.metric, row.figure < row.target ? row.figure : row.target),
        percent: Number((row.figure >= row.target ? 100n : (row.figure * 100n) / row.target)), reward: minorToDecimal(row.reward_minor),
        state: row.reward_status === "claimed" ? ("claimed" as const) : row.reward_id !== null ? ("completed" as const) : ("in_progress" as const),
        rewardKey: row.reward_id === null ? null : `mission-${row.reward_id}`,
      }));
      return { day, missions, unclaimed: missions.filter((mission) => mission.state === "completed").length };
    },

    /** MCSFE_getMissionLeaderboard: this week's ranking by missions done, then valid bet; the member's own row too. */
    async leaderboard(memberId: number, now = new Date()) {
      const merchant = await system.merchant();
      const weekStart = weekStartOf(dayOf(now));
      const done = await sql.missionsDone(db, merchant.id, weekStart);
      const bets = await agents.validBets(done.map((row) => row.member_id), { from: weekStart, to: null });
      // Missions done, then valid bet of the week, then who came first: the top rows and the member's own.
      const ranked = done
        .map((row) => ({ ...row, bet: bets.get(row.member_id) ?? 0n }))
        .sort((a, b) => b.completed - a.completed || (a.bet === b.bet ? 0 : a.bet < b.bet ? 1 : -1) || a.member_id - b.member_id)
        .map((row, index) => ({ ...row, rank: index + 1 }))
        .filter((row) => row.rank <= LEADERBOARD_SIZE || row.member_id === memberId);
      const names = await members.usernames(ranked.map((row) => row.member_id));
      const rows = ranked.map((row) => ({ ...row, username: names.get(row.member_id) ?? "" }));
      const toLeader = (row: (typeof rows)[number]) => ({ rank: row.rank, account: maskAccount(row.username), completed: row.completed, validBet: minorToDecimal(row.bet) });
      const mine = rows.find((row) => row.member_id === memberId);
      return { weekStart, list: rows.filter((row) => row.rank <= LEADERBOARD_SIZE).map(toLeader), me: mine ? { ...toLeader(mine), account: mine.username } : null };
    },

    /** The scheduler's beat: the day's missions for everyone, and a day's rebates once it is over. */
    async settleDay(day: string, now = clock()) {
      const merchant = await system.merchant();
      if (new Date(`${day}T00:00:00Z`).getTime() + 86_400_000 > now.getTime()) throw badRequest("A day's rebates are paid once the day is over.", "period_open");
      const [missions, rebates] = [await grantMissions(merchant.id, day, null), await settleRebates(merchant.id, day)];
      return { day, missions: missions.length, rebates: rebates.length };
    },
    // ---- The operator ----

    async vipLevels() {
      return levelsOf((await system.merchant()).id);
    },
    /** Replaces the levels: ranks 1, 2, 3… with growing valid bets, the first reached by everyone. */
    async setVipLevels(levels: readonly { rankLevel: number; names: { en: string; bn?: string | undefined }; minValidBet: string; rebatePercent: string }[]) {
      const merchant = await system.merchant();
      const sorted = [...levels].sort((a, b) => a.rankLevel - b.rankLevel);
      const problem = sorted.findIndex((level, index) => {
        const previous = sorted[index - 1];
        return level.rankLevel !== index + 1 || (index === 0 ? decimalToMinor(level.minValidBet) !== 0n : decimalToMinor(level.minValidBet) <= decimalToMinor(previous?.minValidBet ?? "0"));
      });
      if (problem >= 0) throw badRequest("Invalid body. levels: ranks must be 1, 2, 3… with the first at 0.00 valid bet and each next one higher");
      await db.transaction(async (tx) => {
        // Two replacements at once would each delete what it saw and insert over the other's rows: one at a time.
        await lockForTransaction(db, tx, `vip-levels:${merchant.id}`);
        await tx.execute("delete from vip_level where merchant_id = $1", [merchant.id]);
        for (const level of sorted) {
          await tx.execute("insert into vip_level (merchant_id, rank_level, names, min_valid_bet_minor, rebate_bp) values ($1, $2, $3, $4, $5)", [
            merchant.id, level.rankLevel, JSON.stringify(level.names), decimalToMinor(level.minValidBet).toString(), Number(decimalToMinor(level.rebatePercent)),
          ]);
        }
      });
      return levelsOf(merchant.id);
    },
    async missionList() {
      const merchant = await system.merchant();
      return (await sql.missions(db, merchant.id)).map(toMissionSetting);
    },
    async createMission(input: { names: { en: string; bn?: string | undefined }; metric: "valid_bet" | "rounds"; target: string; reward: string; active?: boolean | undefined }) {
      const merchant = await system.merchant();
      if (input.metric === "rounds" && !/^\d+$/.test(input.target)) throw badRequest("Invalid body. target: rounds are a whole number");
      const target = input.metric === "rounds" ? BigInt(input.target) : decimalToMinor(input.target);
      const reward = decimalToMinor(input.reward);
      if (target <= 0n || reward <= 0n) throw badRequest("Invalid body. target, reward: must be more than 0");
      const [created] = await sql.insertMission(db, { merchantId: merchant.id, names: input.names, metric: input.metric, target, reward, active: input.active ?? true });
      if (!created) throw new Error("the mission was not written");
      return toMissionSetting(created);
    },
    async switchMission(missionId: number, active: boolean) {
      const merchant = await system.merchant();
      const [mission] = await sql.switchMission(db, merchant.id, missionId, active);
      if (!mission) throw notFound("No such mission");
      return toMissionSetting(mission);
    },

    /** The badge counts: today's missions reached become rewards first, then what waits to be claimed is counted. */
    async pending(memberId: number): Promise<PendingRewards> {
      const merchant = await system.merchant();
      await grantMine(merchant.id, memberId);
      const [[rewards], issued] = await Promise.all([sql.unclaimedCounts(db, memberId), activities.issued(memberId)]);
      return { count: (rewards?.n ?? 0) + issued.length, missions: rewards?.missions ?? 0 };
    },
    async grantMissionsToday(now = new Date()) {
      const merchant = await system.merchant();
      return (await grantMissions(merchant.id, dayOf(now), null)).length;
    },
  };
}
