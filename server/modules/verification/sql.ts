// Queries of the verification module: captchas, one-time codes and the demo providers' outbox.
import { z } from "zod";
import type { Queryable } from "../../db/index";

export const insertCaptcha = (db: Queryable, id: string, answerHash: Buffer, ttlSeconds: number) =>
  db.execute("insert into captcha (id, answer_hash, expires_at) values ($1, $2, now() + make_interval(secs => $3))", [id, answerHash, ttlSeconds]);

/** Marks the captcha used whatever the answer: one look per drawing. */
export const consumeCaptcha = (db: Queryable, id: string) =>
  db.query(
    z.object({ answer_hash: z.instanceof(Uint8Array) }),
    "update captcha set used_at = now() where id = $1 and used_at is null and expires_at > now() returning answer_hash",
    [id],
  );

export const deleteOldCaptchas = (db: Queryable) => db.execute("delete from captcha where expires_at < now() - interval '1 hour'");

export const insertCode = (db: Queryable, merchantId: number, purpose: string, recipient: string, codeHash: Buffer, ttlSeconds: number) =>
  db.execute(
    `insert into verification_code (merchant_id, purpose, recipient, code_hash, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [merchantId, purpose, recipient, codeHash, ttlSeconds],
  );

export const latestCode = (db: Queryable, merchantId: number, purpose: string, recipient: string) =>
  db.query(
    z.object({ id: z.coerce.number(), code_hash: z.instanceof(Uint8Array), attempts: z.number(), live: z.boolean() }),
    `select id, code_hash, attempts, (used_at is null and expires_at > now()) as live
     from verification_code where merchant_id = $1 and purpose = $2 and recipient = $3
     order by id desc limit 1 for update`,
    [merchantId, purpose, recipient],
  );

export const useCode = (db: Queryable, id: number) => db.execute("update verification_code set used_at = now() where id = $1", [id]);

export const countWrongTry = (db: Queryable, id: number, burnAt: number) =>
  db.execute("update verification_code set attempts = attempts + 1, used_at = case when attempts + 1 >= $2 then now() else used_at end where id = $1", [
    id,
    burnAt,
  ]);

export const insertOutbox = (db: Queryable, merchantId: number, channel: "sms" | "email", recipient: string, body: string) =>
  db.execute("insert into outbox (merchant_id, channel, recipient, body) values ($1, $2, $3, $4)", [merchantId, channel, recipient, body]);

export const readOutbox = (db: Queryable, merchantId: number, channel: "sms" | "email", recipient: string | null) =>
  db.query(
    z.object({ recipient: z.string(), body: z.string(), created_at: z.coerce.date() }),
    `select recipient, body, created_at from outbox
     where merchant_id = $1 and channel = $2 and ($3::text is null or recipient = $3)
     order by id desc limit 50`,
    [merchantId, channel, recipient],
  );
