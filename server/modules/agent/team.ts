// What the agent centre shows of the team: its figures, direct downlines (and opening one), its rounds and results.
import type { Db } from "../../db/index";
import { badRequest } from "../../http/errors";
import { minorToDecimal } from "../../lib/money";
import { inLanguage } from "../../../src/contract/member";
import { isAgentAccountType, PLAYER_ACCOUNT_TYPE } from "../../../src/contract/agent";
import type { CasinoService } from "../casino/service";
import type { GamesService } from "../games/service";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import type { AgentOf } from "./agentOf";
import * as sql from "./sql";

const PAGE_SIZE = 20;

export function createTeam(db: Db, system: SystemService, members: MemberService, casino: CasinoService, games: GamesService, agentOf: AgentOf) {
  return {
    async overview(memberId: number, from: string, to: string) {
      const merchant = await system.merchant();
      await agentOf(merchant.id, memberId);
      if (from > to) throw badRequest("Invalid query. from: must not be after to");
      const [[figures], newMembers] = await Promise.all([
        sql.teamFigures(db, memberId, from, to),
        sql.teamIds(db, memberId).then((team) => members.registeredBetween(team, from, to)),
      ]);
      const bet = figures?.bet ?? 0n;
      const win = figures?.win ?? 0n;
      return {
        from,
        to,
        teamSize: figures?.team_size ?? 0,
        newMembers,
        activeMembers: figures?.active_members ?? 0,
        rounds: figures?.rounds ?? 0,
        validBet: minorToDecimal(bet),
        /** The players' result: what they won less what they bet. */
        profitLoss: minorToDecimal(win - bet),
      };
    },

    async downlines(memberId: number, pageNo: number) {
      const merchant = await system.merchant();
      await agentOf(merchant.id, memberId);
      const rows = await members.directDownlines(memberId, PAGE_SIZE, (pageNo - 1) * PAGE_SIZE);
      const sizes = new Map((await sql.teamSizes(db, rows.map((row) => row.id))).map((row) => [row.id, row.team_size] as const));
      return {
        list: rows.map((row) => ({ username: row.username, type: row.account_type, createdAt: row.created_at, teamSize: sizes.get(row.id) ?? 0 })),
        pageNo,
        totalPages: Math.ceil((rows[0]?.total ?? 0) / PAGE_SIZE),
      };
    },

    /** An agent opens an account under itself: a player or an agent, under the merchant's registration rules. */
    async createDownline(memberId: number, request: { username: string; password: string; accountType: number; paymentPassword?: string | undefined }, ip: string) {
      const merchant = await system.merchant();
      const agent = await agentOf(merchant.id, memberId);
      if (request.accountType !== PLAYER_ACCOUNT_TYPE && !isAgentAccountType(request.accountType)) throw badRequest(`Invalid body. accountType: must be ${PLAYER_ACCOUNT_TYPE} (player) or an agent type`);
      const id = await members.register(merchant, { username: request.username, password: request.password, confirmPassword: request.password, paymentPassword: request.paymentPassword, affiliateCode: agent.affiliate_code }, "username", ip);
      if (request.accountType !== PLAYER_ACCOUNT_TYPE) await members.setAccountType(id, request.accountType);
      return { username: request.username, type: request.accountType };
    },

    /** Team betting: the rounds of everyone below the agent. */
    async teamBets(memberId: number, q: { from: string; to: string; username?: string | undefined; pageNo: number }, language: string) {
      const merchant = await system.merchant();
      await agentOf(merchant.id, memberId);
      const team = await sql.teamIds(db, memberId);
      // One player's rounds when a username is asked for (nothing when it is not in the team).
      const player = q.username ? await members.partyByUsername(merchant.id, q.username) : null;
      const bettors = q.username ? team.filter((id) => id === player?.id) : team;
      const rows = await casino.roundsOf(bettors, { from: q.from, to: q.to, limit: PAGE_SIZE, offset: (q.pageNo - 1) * PAGE_SIZE });
      const [names, played] = await Promise.all([members.usernames(rows.map((row) => row.member_id)), games.gamesByIds(rows.map((row) => row.game_id))]);
      return {
        list: rows.map((row) => {
          const game = played.get(row.game_id);
          return {
            id: row.id, username: names.get(row.member_id) ?? "", gameName: (game && inLanguage(game.names, language)) ?? "", gameType: game?.game_type ?? "",
            bet: minorToDecimal(row.bet_minor), win: minorToDecimal(row.win_minor), profit: minorToDecimal(row.win_minor - row.bet_minor), time: row.created_at,
          };
        }),
        pageNo: q.pageNo,
        totalPages: Math.ceil((rows[0]?.total ?? 0) / PAGE_SIZE),
      };
    },

    /** User profit and loss: each team member's rounds, bets, wins and result over the period. */
    async memberResults(memberId: number, q: { from: string; to: string; pageNo: number }) {
      const merchant = await system.merchant();
      await agentOf(merchant.id, memberId);
      const rows = await sql.memberResults(db, memberId, { from: q.from, to: q.to, limit: PAGE_SIZE, offset: (q.pageNo - 1) * PAGE_SIZE });
      const names = await members.usernames(rows.map((row) => row.member_id));
      return {
        list: rows.map((row) => ({ username: names.get(row.member_id) ?? "", level: row.depth, rounds: row.rounds, bet: minorToDecimal(row.bet), win: minorToDecimal(row.win), profit: minorToDecimal(row.win - row.bet) })),
        pageNo: q.pageNo,
        totalPages: Math.ceil((rows[0]?.total ?? 0) / PAGE_SIZE),
      };
    },
  };
}
