// What the wallet asks of members (it keeps no copy of the member's table): payers, downlines, the payment password, the row lock.
import type { Db, Queryable } from "../../db/index";
import { currentMerchant } from "../../lib/merchantScope";
import * as sql from "./sql";

export function createPayers(db: Db) {
  return {
    payer: async (memberId: number) => (await sql.payerById(db, memberId))[0] ?? null,
    payerByUsername: async (merchantId: number, username: string) => (await sql.payerByUsername(db, merchantId, username))[0] ?? null,
    isInDownline: async (agentId: number, memberId: number) => (await sql.isInDownline(db, agentId, memberId))[0]?.found ?? false,
    setPaymentPassword: (memberId: number, hash: string) => sql.setPaymentPassword(db, memberId, hash),
    security: async (memberId: number) => (await sql.memberSecurity(db, memberId))[0] ?? null,
    /**
     * The member's row lock, in the caller's transaction: a member's limited requests (withdrawals of the day, payout
     * accounts) are counted and written one at a time. "No key": rows that merely refer to the member are not held up.
     */
    lock: (tx: Queryable, memberId: number) => sql.lockMember(tx, memberId),
    /** Which of these members belong to the merchant; q: the caller's transaction when asked inside one. */
    async ofMerchant(memberIds: readonly number[], q: Queryable = db): Promise<Set<number>> {
      const merchantId = currentMerchant().id;
      return new Set(memberIds.length === 0 ? [] : (await sql.ofMerchant(q, merchantId, memberIds)).map((row) => row.id));
    },
    /** Usernames by id; q: the caller's transaction when asked inside one. */
    async usernames(memberIds: readonly number[], q: Queryable = db): Promise<Map<number, string>> {
      const ids = [...new Set(memberIds)];
      return new Map(ids.length === 0 ? [] : (await sql.usernamesOf(q, ids)).map((row) => [row.id, row.username] as const));
    },
  };
}
