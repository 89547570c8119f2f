// The member module's one door, put together from the files named for what they serve: registration, passwords,
// profile (what the site and the operator see), payers (what the wallet asks), parties (the agent centre and rewards).
import type { Db } from "../../db/index";
import { createParties } from "./parties";
import { createPasswords } from "./passwords";
import { createPayers } from "./payers";
import { createProfile } from "./profile";
import { createRegistration } from "./registration";

export type { MemberRow, PartyRow } from "./sql";
export type { MerchantContext } from "./registration";
export { isPasswordExpired } from "./passwords";

export type MemberService = ReturnType<typeof createMemberService>;

export function createMemberService(db: Db) {
  return {
    ...createRegistration(db),
    ...createPasswords(db),
    ...createProfile(db),
    ...createPayers(db),
    ...createParties(db),
  };
}
