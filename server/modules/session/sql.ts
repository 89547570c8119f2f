// Queries of the session module.
import { z } from "zod";
import type { Queryable } from "../../db/index";

export const insertSession = (db: Queryable, merchantId: number, tokenHash: Buffer, memberId: number, ip: string, idleMinutes: number, passwordChangeRequired: boolean) =>
  db.execute(
    "insert into session (token_hash, merchant_id, member_id, ip, expires_at, password_change_required) values ($1, $2, $3, $4, now() + make_interval(mins => $5), $6)",
    [tokenHash, merchantId, memberId, ip, idleMinutes, passwordChangeRequired],
  );

/** Finds a live session and slides its expiry, in one statement. */
export const touchSession = (db: Queryable, merchantId: number, tokenHash: Buffer, idleMinutes: number) =>
  db.query(
    z.object({ member_id: z.coerce.number(), password_change_required: z.boolean() }),
    `update session set expires_at = now() + make_interval(mins => $2)
     where token_hash = $1 and merchant_id = $3 and revoked_at is null and expires_at > now() returning member_id, password_change_required`,
    [tokenHash, idleMinutes, merchantId],
  );

export const revokeSession = (db: Queryable, tokenHash: Buffer) =>
  db.execute("update session set revoked_at = now() where token_hash = $1 and revoked_at is null", [tokenHash]);

export const revokeMemberSessions = (db: Queryable, memberId: number) =>
  db.execute("update session set revoked_at = now() where member_id = $1 and revoked_at is null", [memberId]);
