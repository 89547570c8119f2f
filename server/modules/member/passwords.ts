// Passwords: the forced change, changing one (the old one guessed at most five times), reset links by email.
import type { Db } from "../../db/index";
import { RESET_LINK_MINUTES } from "../../../src/contract/account";
import { HttpError } from "../../http/errors";
import { attemptLine, countAttempt, forget, settle, take } from "../../lib/rateLimit";
import { hashPassword, newToken, tokenHash, verifyPassword } from "../../lib/secrets";
import { currentMerchant } from "../../lib/merchantScope";
import { fieldProblem, invalid, type MerchantContext } from "./registration";
import * as sql from "./sql";

const WELL_KNOWN_PASSWORD = "123456";
const HOUR_MS = 60 * 60 * 1000;
/** Wrong current passwords a session may try when changing it. */
const OLD_PASSWORD_WINDOW = { ms: 15 * 60 * 1000, max: 5, lineMax: 200 };
/**
 * Reset links asked for, per hour: five per username and five per email address (nobody's inbox is flooded, nobody
 * is kept from their own link for long), twenty per caller address (players behind one carrier NAT share it).
 */
export const RESET_REQUEST_LIMITS = { perUsername: 5, perEmail: 5, perAddress: 20 } as const;

export function isPasswordExpired(member: sql.MemberRow, password: string, merchant: MerchantContext, now = new Date()): boolean {
  if (password === WELL_KNOWN_PASSWORD || member.must_change_password) return true;
  if (!merchant.flagOn("PWDEXPFORCECHANGE3") || !member.password_set_at) return false;
  return now.getTime() - member.password_set_at.getTime() > merchant.passwordMaxAgeDays * 24 * 60 * 60 * 1000;
}

function checkNewPassword(merchant: MerchantContext, password: string, confirm: string | undefined) {
  const problem = fieldProblem("newPassword", password, merchant.registerRules.password);
  if (problem) throw invalid(problem);
  if (confirm !== undefined && confirm !== password) throw invalid("confirmNewPassword: does not match the new password");
}

export function createPasswords(db: Db) {
  const oneAtATime = attemptLine();
  return {
    checkNewPassword,

    async changePassword(merchant: MerchantContext, memberId: number, oldPassword: string | undefined, newPassword: string, confirm: string) {
      const member = (await sql.byId(db, memberId))[0];
      if (!member) throw new HttpError(401, "unauthorized", "Please log in again.");
      checkNewPassword(merchant, newPassword, confirm);
      // Old password required only when one is stored (SPEC §5). A session in other hands may not guess it freely:
      // five wrong in 15 minutes, each try counted before it is checked (as the payment password).
      const stored = member.password_hash;
      if (stored) {
        const bucket = `old-password:${memberId}`;
        await oneAtATime(bucket, OLD_PASSWORD_WINDOW.lineMax, async () => {
          const attempt = await countAttempt(db, [bucket], OLD_PASSWORD_WINDOW.ms, ([wrong]) => {
            if ((wrong?.all ?? 0) >= OLD_PASSWORD_WINDOW.max) throw new HttpError(429, "too_many_requests", "Too many wrong passwords. Please try again in 15 minutes.");
          });
          if (!(await verifyPassword(stored, oldPassword ?? ""))) {
            await settle(db, attempt);
            throw new HttpError(400, "wrong_old_password", "The current password is not correct.", { field: "oldPassword" });
          }
          await forget(db, attempt);
          // An expired or well-known password must really change, or the forced change would be a formality.
          if (newPassword === oldPassword) throw invalid("newPassword: must differ from the current password");
        });
      }
      await sql.setPassword(db, memberId, await hashPassword(newPassword), false);
    },

    async setPassword(memberId: number, password: string, mustChange: boolean) {
      await sql.setPassword(db, memberId, await hashPassword(password), mustChange);
    },

    /**
     * Counts a request for a reset link against each limit, atomically (rateLimit.take); throws 429 when one is full.
     * Keyed on what was typed, never on whether it matched, so a refusal tells nothing about accounts.
     */
    async countResetRequest(username: string, email: string, ip: string): Promise<void> {
      const merchantId = currentMerchant().id;
      const buckets: [string, number][] = [
        [`reset-ip:${merchantId}:${ip}`, RESET_REQUEST_LIMITS.perAddress],
        [`reset-user:${merchantId}:${username.toLowerCase()}`, RESET_REQUEST_LIMITS.perUsername],
        [`reset-email:${merchantId}:${email.toLowerCase()}`, RESET_REQUEST_LIMITS.perEmail],
      ];
      for (const [bucket, max] of buckets) {
        if (!(await take(db, bucket, [{ ms: HOUR_MS, max }]))) {
          throw new HttpError(429, "too_many_requests", "Too many password reset requests. Please try again in an hour.");
        }
      }
    },

    /**
     * A password reset link for the member whose username and email both match, or null. The token is 256-bit
     * random and only its SHA-256 is stored; issuing one ends the member's older links.
     */
    async issueResetLink(username: string, email: string): Promise<{ token: string; email: string } | null> {
      const merchantId = currentMerchant().id;
      const [member] = await sql.byUsername(db, merchantId, username);
      if (!member?.email || member.email.toLowerCase() !== email.toLowerCase()) return null;
      const { token, tokenHash: hashed } = newToken();
      await db.transaction(async (tx) => {
        await sql.lockMember(tx, member.id);
        await sql.endResetLinks(tx, member.id);
        await sql.insertResetLink(tx, member.id, hashed, RESET_LINK_MINUTES * 60);
      });
      return { token, email: member.email };
    },

    /**
     * Spends a live reset link and sets the new password in one statement, so a link works once even when used
     * twice at the same moment; answers the member, or null for a link that is unknown, used, replaced or expired.
     */
    async resetWithLink(merchant: MerchantContext, token: string, password: string, confirm: string): Promise<number | null> {
      checkNewPassword(merchant, password, confirm);
      const [row] = await sql.resetPasswordWithLink(db, merchant.id, tokenHash(token), await hashPassword(password));
      return row?.id ?? null;
    },
  };
}
