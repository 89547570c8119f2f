// The reward centre: the VIP card and every reward waiting to be claimed, claims (each one ledger transfer in the
// transaction that marks the reward claimed), bonus details, and the badge counts.
import { encodeReference } from "../../../src/contract/recordReference";
import type { Db } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { minorToDecimal } from "../../lib/money";
import { BONUS_KINDS, type PendingReward } from "../../../src/contract/rewards";
import { inLanguage } from "../../../src/contract/member";
import type { ActivityService } from "../activity/service";
import type { ContentService } from "../content/service";
import type { SystemService } from "../system/service";
import type { WalletService } from "../wallet/service";
import { textOf, type Missions } from "./missions";
import { percentOf, type Vip } from "./vip";
import * as sql from "./sql";

const PAGE_SIZE = 20;

export function createCentre(
  db: Db, system: SystemService, wallet: WalletService, activities: ActivityService, content: ContentService, { vipOf }: Pick<Vip, "vipOf">, { grantMine }: Pick<Missions, "grantMine">,
) {
  return {
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

    /**
     * CSP_unreadCount, the badge counts: unread messages and raffles to draw (the content module's), rewards to claim
     * and, of those, missions. Today's missions reached become rewards first.
     */
    async badgeCounts(memberId: number) {
      const merchant = await system.merchant();
      const [unread, raffles, [rewards], issued] = await Promise.all([
        content.unreadCount(memberId),
        content.openRaffles(memberId),
        grantMine(merchant.id, memberId).then(() => sql.unclaimedCounts(db, memberId)),
        activities.issued(memberId),
      ]);
      return { unreadCount: unread, unclaimedCount: raffles.length + (rewards?.n ?? 0) + issued.length, missionCount: rewards?.missions ?? 0 };
    },
  };
}
