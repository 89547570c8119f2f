// The member as the site and the operator see it: lookups, the member info, language, labels, what a login records.
import type { Db } from "../../db/index";
import type { MemberInfo } from "../../../src/contract/member";
import { HttpError, notFound } from "../../http/errors";
import { dialingDigits, nationalNumber } from "../../lib/secrets";
import { currentMerchant } from "../../lib/merchantScope";
import * as sql from "./sql";

/** The member info without its club label, which is the rewards' VIP card (the route adds it). */
export type OwnMemberInfo = Omit<MemberInfo, "clubLabel">;

export function createProfile(db: Db) {
  return {
    byId: async (id: number) => (await sql.byId(db, id))[0] ?? null,
    byUsername: async (merchantId: number, username: string) => (await sql.byUsername(db, merchantId, username))[0] ?? null,
    byMobile: async (dialingCode: string, mobile: string) =>
      (await sql.byMobile(db, currentMerchant().id, dialingDigits(dialingCode), nationalNumber(mobile)))[0] ?? null,

    // ---- What a login records and the two-step check reads ----
    recordLogin: (memberId: number, ip: string) => sql.recordLogin(db, memberId, ip),
    knowsIp: async (memberId: number, ip: string) => (await sql.knowsIp(db, memberId, ip)).length > 0,
    setTwoStep: (memberId: number, enabled: boolean) => sql.setTwoStep(db, memberId, enabled),
    /** An agent makes a downline it opened an agent too. */
    setAccountType: (memberId: number, accountType: number) => sql.setAccountType(db, memberId, accountType),

    /** getUpdateLanguage: the language the member chose on the site. */
    async setLanguage(memberId: number, language: string) {
      await db.execute("update member set language = $2 where id = $1", [memberId, language]);
      return { language };
    },

    async info(memberId: number): Promise<OwnMemberInfo> {
      const member = (await sql.byId(db, memberId))[0];
      if (!member) throw new HttpError(401, "unauthorized", "Please log in again.");
      const labels = await sql.labelsOf(db, memberId);
      return {
        id: member.id,
        account: member.username,
        nickname: member.nickname,
        type: member.account_type,
        toUpline: member.upline_username,
        memberLabel: labels.map((label) => ({ labelName: label.label_name })),
      };
    },

    /** Who the member invited: its affiliate code and how many registered with it. */
    referral: async (memberId: number) => (await sql.referralOf(db, memberId))[0] ?? null,

    /** The operator's labels on a member (memberLabel): the list replaces the old one. */
    async setLabels(username: string, labels: readonly string[]) {
      const merchantId = currentMerchant().id;
      const [member] = await sql.byUsername(db, merchantId, username);
      if (!member) throw notFound("No such member");
      await db.transaction(async (tx) => {
        await tx.execute("delete from member_label where member_id = $1", [member.id]);
        for (const label of new Set(labels)) await tx.execute("insert into member_label (member_id, label_name) values ($1, $2)", [member.id, label]);
      });
      return { username: member.username, labels: [...new Set(labels)] };
    },
  };
}
