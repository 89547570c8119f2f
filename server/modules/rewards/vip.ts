// VIP levels: the member's card (the level its valid bets of all time reached, its rebate rate, what the next one
// needs), and the operator's levels.
import { lockForTransaction, type Db } from "../../db/index";
import { badRequest } from "../../http/errors";
import { decimalToMinor, minorToDecimal } from "../../lib/money";
import { inLanguage } from "../../../src/contract/member";
import type { AgentService } from "../agent/service";
import type { SystemService } from "../system/service";
import * as sql from "./sql";

export const percentOf = (bp: number) => (bp / 100).toFixed(2);

export type Vip = ReturnType<typeof createVip>;

export function createVip(db: Db, system: SystemService, agents: AgentService) {
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

  return {
    vipOf,
    /** The member's VIP card: the member info's club label, and the rank that unlocks VIP service links. */
    vip: async (memberId: number, language: string) => vipOf((await system.merchant()).id, memberId, language),

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
  };
}
