// What the agent centre and the rewards ask of members: parties (type, upline, affiliate code), earners, downlines.
import type { Db, Queryable } from "../../db/index";
import { TRIAL_ACCOUNT_TYPE } from "../../../src/contract/member";
import { currentMerchant } from "../../lib/merchantScope";
import * as sql from "./sql";

export function createParties(db: Db) {
  /** These members' merchants, usernames and account types, by id. */
  async function parties(memberIds: readonly number[]): Promise<Map<number, sql.PartyRow>> {
    const ids = [...new Set(memberIds)];
    return new Map(ids.length === 0 ? [] : (await sql.partiesOf(db, ids)).map((row) => [row.id, row] as const));
  }

  return {
    /** A member of the merchant as a party to the agent centre: its type, upline and affiliate code. */
    party: async (merchantId: number, memberId: number, q: Queryable = db) => (await sql.partyById(q, merchantId, memberId))[0] ?? null,
    partyByUsername: async (merchantId: number, username: string) => (await sql.partyByUsername(db, merchantId, username))[0] ?? null,
    parties,
    /** Which of these members earn rewards: the merchant's, trial accounts left out (they play for nothing). */
    async earners(memberIds: readonly number[]): Promise<Set<number>> {
      const merchantId = currentMerchant().id;
      const found = await parties(memberIds);
      return new Set([...found.values()].filter((party) => party.merchant_id === merchantId && party.account_type !== TRIAL_ACCOUNT_TYPE).map((party) => party.id));
    },
    /** How many of these members registered between two days (inclusive). */
    registeredBetween: async (memberIds: readonly number[], from: string, to: string) =>
      memberIds.length === 0 ? 0 : ((await sql.registeredBetween(db, memberIds, from, to))[0]?.n ?? 0),
    /** One page of a member's direct downlines, newest first, with their total. */
    directDownlines: (uplineId: number, limit: number, offset: number) => sql.directDownlines(db, uplineId, limit, offset),
  };
}
