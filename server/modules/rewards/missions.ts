// Daily missions: reached ones become rewards (once per member and key), the member's progress, the week's
// leaderboard, and the operator's missions.
import type { Db } from "../../db/index";
import { badRequest, notFound } from "../../http/errors";
import { decimalToMinor, minorToDecimal } from "../../lib/money";
import { inLanguage } from "../../../src/contract/member";
import type { AgentService } from "../agent/service";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import * as sql from "./sql";

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
const toMissionSetting = (row: sql.MissionRow) => ({
  id: row.id, names: row.names, metric: row.metric, target: row.metric === "valid_bet" ? minorToDecimal(row.target) : row.target.toString(), reward: minorToDecimal(row.reward_minor), active: row.active,
});
export const textOf = (names: Record<string, string> | null, language: string) => (names && inLanguage(names, language)) ?? "";

export type Missions = ReturnType<typeof createMissions>;

export function createMissions(db: Db, system: SystemService, members: MemberService, agents: AgentService) {
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
  /** Today's missions the member has reached become rewards (once each). */
  const grantMine = (merchantId: number, memberId: number, now = new Date()) => grantMissions(merchantId, dayOf(now), memberId);

  return {
    earningFigures,
    grantMissions,
    grantMine,

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
    async grantMissionsToday(now = new Date()) {
      const merchant = await system.merchant();
      return (await grantMissions(merchant.id, dayOf(now), null)).length;
    },
  };
}
