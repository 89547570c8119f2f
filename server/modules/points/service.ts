// The point mall: points earned from valid bets (one per unit, never expiring), spent on rewards or converted into
// wallet money at the merchant's ratio. Each spend is one transaction: the points entry and the ledger transfer,
// both applied once by the request's key, so a retry never spends twice and no spend goes below zero points. Each
// keyed entry keeps a hash of its whole request and what it paid: a repeat answers exactly that, another request
// under the same key is refused.
import { encodeReference } from "../../../src/contract/recordReference";
import { lockForTransaction, sqlState, type Db, type Queryable } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { keyConflict, requestHash } from "../../lib/idempotency";
import { minorToDecimal } from "../../lib/money";
import { currentMerchant } from "../../lib/merchantScope";
import type { AgentService } from "../agent/service";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import type { WalletService } from "../wallet/service";
import { inLanguage } from "../../../src/contract/member";
import * as sql from "./sql";

const PAGE_SIZE = 20;
const POINT_KINDS = ["earn", "redeem", "convert", "adjust"] as const;

/**
 * What a key's first request answered, or null when the key is new. Another request under the key is refused, and
 * so is any under a key written before requests were hashed (it cannot be shown to be the same request).
 */
function replayOf(entry: { delta: bigint; balance_after: bigint; request_hash: string | null; amount_minor: bigint | null } | undefined, hash: string) {
  if (!entry) return null;
  if (entry.request_hash !== hash) throw keyConflict();
  return { replayed: true, points: -entry.delta, amount: minorToDecimal(entry.amount_minor ?? 0n), balance: entry.balance_after };
}

/** A spend's answer on the wire: points as numbers. */
const toAnswer = (answer: { replayed: boolean; points: bigint; amount: string; balance: bigint }) => ({ ...answer, points: Number(answer.points), balance: Number(answer.balance) });

export type PointsService = ReturnType<typeof createPointsService>;

/** One point per whole unit (100 minor units) of a day's valid bet. */
const MINOR_PER_POINT = 100n;

export function createPointsService(db: Db, system: SystemService, members: MemberService, agents: AgentService, wallet: WalletService) {
  const pointsPerUnit = async () => (await system.moneySettings()).points_per_unit;

  /**
   * A member's spends share one key space (a key used to redeem cannot convert): the entry's key, and the hash of
   * what was asked (the kind and its fields).
   */
  const spendKey = (key: string) => `spend:${key}`;
  // Before request hashes, a spend's entry was keyed redeem:<key> or convert:<key>: a retry that spans the upgrade
  // finds it there, unhashed, and is refused rather than spending again.
  const keysOf = (key: string) => [spendKey(key), `redeem:${key}`, `convert:${key}`];
  const replayedSpend = async (memberId: number, key: string, hash: string) => replayOf((await sql.entryByKeys(db, memberId, keysOf(key)))[0], hash);

  /** Spends points and pays their money, once per key (the caller answers a repeat it sees first; one racing it is answered here). */
  async function spend(memberId: number, s: { key: string; hash: string; kind: "redeem" | "convert"; points: bigint; bonus: bigint; reference: string }) {
    const key = spendKey(s.key);
    try {
      return await db.transaction(async (tx) => {
        // The balance's check refuses a spend below zero and the entry's unique key a second one: one statement, no read first.
        const [entry] = await sql.applyPoints(tx, { memberId, delta: -s.points, kind: s.kind, key, reference: s.reference, requestHash: s.hash, amount: s.bonus });
        if (!entry) throw new Error("the points entry was not written");
        await wallet.convertPoints({ memberId, key: `points:${memberId}:${key}`, reference: s.reference, amount: s.bonus }, tx);
        return { replayed: false, points: s.points, amount: minorToDecimal(s.bonus), balance: entry.balance_after };
      });
    } catch (error) {
      if (sqlState(error) !== "23514" && sqlState(error) !== "23505") throw error;
      // The same key's first request won the race (this one then saw its balance or its entry): answer what it did.
      const raced = await replayedSpend(memberId, s.key, s.hash);
      if (raced) return raced;
      if (sqlState(error) === "23514") throw new HttpError(409, "not_enough_points", "Not enough points for this.");
      throw error;
    }
  }

  /** An operator's adjustment by its key, whichever member of the merchant it went to (a key names one request). */
  async function adjustmentByKey(tx: Queryable, merchantId: number, key: string) {
    const entries = await sql.adjustmentsByKey(tx, key);
    const ours = await members.ofMerchant(entries.map((entry) => entry.member_id), tx);
    return entries.find((entry) => ours.has(entry.member_id));
  }

  return {
    /** The mall: balance, the ratio of points to one unit of money, and the rewards. */
    async mall(memberId: number, language: string) {
      const merchant = await system.merchant();
      const [[account], ratio, rewards] = await Promise.all([sql.balanceOf(db, memberId), pointsPerUnit(), sql.rewardsOf(db, merchant.id)]);
      return {
        balance: Number(account?.balance ?? 0n),
        pointsPerUnit: ratio,
        rewards: rewards.map((reward) => ({
          id: reward.id,
          name: inLanguage(reward.names, language) ?? "",
          imageUrl: reward.image_url,
          cost: Number(reward.cost_points),
          bonus: minorToDecimal(reward.bonus_minor),
        })),
      };
    },

    /** passwordCheck/MCS2_redeemPointReward: a reward bought with points, its bonus paid into the wallet. */
    async redeem(memberId: number, key: string, rewardId: number, paymentPassword: string, language: string) {
      const merchant = await system.merchant();
      await wallet.confirmPaymentPassword(memberId, paymentPassword);
      const hash = requestHash(["redeem", rewardId]);
      // A repeat answers the first redemption even if the reward has since been withdrawn or repriced.
      const done = await replayedSpend(memberId, key, hash);
      if (done) return toAnswer(done);
      const [reward] = await sql.rewardById(db, merchant.id, rewardId);
      if (!reward) throw notFound("No such reward");
      return toAnswer(await spend(memberId, { key, hash, kind: "redeem", points: reward.cost_points, bonus: reward.bonus_minor, reference: inLanguage(reward.names, language) ?? String(reward.id) }));
    },

    /** passwordCheck/MCS2_convertPoint: whole ratios of points into wallet money. */
    async convert(memberId: number, key: string, points: number, paymentPassword: string) {
      const ratio = await pointsPerUnit();
      const hash = requestHash(["convert", points]);
      // A repeat answers the first conversion even if the ratio has changed since.
      const done = points > 0 ? await replayedSpend(memberId, key, hash) : null;
      if (points <= 0 || (!done && points % ratio !== 0)) throw badRequest(`Invalid body. points: must be a positive multiple of ${ratio}`, "invalid_points");
      await wallet.confirmPaymentPassword(memberId, paymentPassword);
      return toAnswer(done ?? (await spend(memberId, { key, hash, kind: "convert", points: BigInt(points), bonus: BigInt(points / ratio) * 100n, reference: encodeReference({ code: "points_converted", points }) })));
    },

    /** ODSFE2_MemTransDet: every change to the member's points, newest first. */
    async details(memberId: number, pageNo: number, kind: string | undefined) {
      const rows = await sql.entriesOf(db, memberId, POINT_KINDS.find((k) => k === kind) ?? null, PAGE_SIZE, (pageNo - 1) * PAGE_SIZE);
      return {
        list: rows.map((row) => ({ id: row.id, kind: row.kind, points: Number(row.delta), balance: Number(row.balance_after), reference: row.reference, time: row.created_at })),
        pageNo,
        totalPages: Math.ceil((rows[0]?.total ?? 0) / PAGE_SIZE),
      };
    },

    /** A day's points: one per unit of valid bet, once per member and day. */
    async awardDay(day: string) {
      let awarded = 0;
      const key = `earn:${day}`;
      const bettors = await agents.betsOfDay(day, MINOR_PER_POINT);
      // The scheduler asks every five minutes: members already awarded for the day are left out.
      const done = new Set((await sql.holdersOfKey(db, bettors.map((b) => b.member_id), key)).map((row) => row.member_id));
      for (const bettor of bettors.filter((b) => !done.has(b.member_id))) {
        try {
          await sql.applyPoints(db, { memberId: bettor.member_id, delta: bettor.bet_minor / MINOR_PER_POINT, kind: "earn", key, reference: encodeReference({ code: "points_earned", day }) });
          awarded++;
        } catch (error) {
          if (sqlState(error) !== "23505") throw error;
        }
      }
      return { day, members: awarded };
    },

    /**
     * The operator's grant or correction of a member's points (never below zero). Its key names one request in the
     * merchant, whichever member it went to: looked up and written under a lock on the key (PGlite runs a transaction
     * alone), so two requests with one key never both apply.
     */
    async adjust(username: string, points: number, key: string, reason: string) {
      const merchant = currentMerchant();
      const member = await members.byUsername(merchant.id, username);
      if (!member) throw notFound("No such member");
      const hash = requestHash(["adjust", member.id, points, reason]);
      return db.transaction(async (tx) => {
        await lockForTransaction(db, tx, `points-adjust:${merchant.id}:${key}`);
        const done = replayOf(await adjustmentByKey(tx, merchant.id, `adjust:${key}`), hash);
        if (done) return { balance: Number(done.balance), replayed: true };
        try {
          const [entry] = await sql.applyPoints(tx, { memberId: member.id, delta: BigInt(points), kind: "adjust", key: `adjust:${key}`, reference: reason, requestHash: hash });
          return { balance: Number(entry?.balance_after ?? 0n), replayed: false };
        } catch (error) {
          if (sqlState(error) === "23514") throw new HttpError(409, "not_enough_points", "Points may not go below zero.");
          throw error;
        }
      });
    },
  };
}
