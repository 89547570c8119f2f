// Human checks and one-time codes: captchas, SMS and email codes sent through provider adapters, with their limits.
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/index";
import { HttpError } from "../../http/errors";
import { take, type Window } from "../../lib/rateLimit";
import { jsonLogger, type Logger } from "../../http/logger";
import { codeHash, fullNumber, randomCode, sameHash, sixDigitCode } from "../../lib/secrets";
import { CAPTCHA_ALPHABET, drawCaptcha } from "./captchaImage";
import { currentMerchant } from "../../lib/merchantScope";
import * as sql from "./sql";
import { UUID_PATTERN } from "../../../src/contract/fields";

export const CAPTCHA_TTL_SECONDS = 120;
export const CODE_EXPIRED_MINUTES = 1;
export const CODE_WRONG_TRIES = 5;
const SMS_WINDOWS: Window[] = [
  { ms: 1000, max: 1 },
  { ms: 60 * 60 * 1000, max: 5 },
];
const CAPTCHA_REFRESH: Window[] = [{ ms: 1000, max: 1 }];
// Many players can share one address (carrier NAT), so the per-address limit is looser than the per-client one.
const CAPTCHA_PER_ADDRESS: Window[] = [{ ms: 60_000, max: 120 }];

export type CodePurpose = "login" | "register" | "reset" | "two_step";

/** A mobile number as entered: the country dialing code (with or without +) and the national number (trunk zero or not). */
export interface Phone {
  dialingCode: string;
  mobile: string;
}

/** Where messages go. The demo providers write to the outbox the operator API reads. */
export interface MessageProvider {
  send(merchantId: number, recipient: string, text: string): Promise<void>;
}

export type VerificationService = ReturnType<typeof createVerificationService>;

export function createVerificationService(
  db: Db,
  options: { captchaFixed?: string | undefined; sms?: MessageProvider; email?: MessageProvider; log?: Logger } = {},
) {
  const log = options.log ?? jsonLogger;
  const sms = options.sms ?? { send: (merchantId, to, text) => sql.insertOutbox(db, merchantId, "sms", to, text) };
  const email = options.email ?? { send: (merchantId, to, text) => sql.insertOutbox(db, merchantId, "email", to, text) };

  return {
    async drawCaptcha(ip: string, clientId: string | undefined): Promise<{ captchaId: string; image: string }> {
      const client = clientId && /^[A-Za-z0-9-]{8,64}$/.test(clientId) ? clientId : "anonymous";
      if (!(await take(db, `captcha:${ip}:${client}`, CAPTCHA_REFRESH)) || !(await take(db, `captcha-ip:${ip}`, CAPTCHA_PER_ADDRESS))) {
        throw new HttpError(429, "too_many_requests", "Please wait a second before asking for a new captcha.");
      }
      const answer = randomCode(4, CAPTCHA_ALPHABET);
      const captchaId = randomUUID();
      await sql.insertCaptcha(db, captchaId, codeHash(`captcha:${captchaId}`, answer), CAPTCHA_TTL_SECONDS);
      await sql.deleteOldCaptchas(db);
      return { captchaId, image: drawCaptcha(answer).toString("base64") };
    },

    /** True when the answer matches a live captcha; the captcha is spent either way. */
    async checkCaptcha(captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!captchaId || !answer || !UUID_PATTERN.test(captchaId)) return false;
      const [row] = await sql.consumeCaptcha(db, captchaId);
      if (!row) return false;
      if (options.captchaFixed && answer.trim().toUpperCase() === options.captchaFixed.toUpperCase()) return true;
      return sameHash(Buffer.from(row.answer_hash), codeHash(`captcha:${captchaId}`, answer));
    },

    /**
     * Sends a 6-digit code by SMS to the whole number (dialing code and national number), for one purpose only:
     * one send per number per second, five an hour, counted per whole number. Two-step codes have a budget of their
     * own: they are sent only after the right password, so nobody who merely knows the number can use it up and keep
     * its owner from logging in on a new device.
     */
    async sendSmsCode(purpose: CodePurpose, phone: Phone): Promise<{ expiredMinutes: number }> {
      const merchantId = currentMerchant().id;
      const recipient = fullNumber(phone.dialingCode, phone.mobile);
      if (recipient.endsWith(" ")) throw new HttpError(400, "invalid_field", "mobileNum: is required", { field: "mobileNum" });
      const budget = purpose === "two_step" ? "sms-two-step" : "sms";
      if (!(await take(db, `${budget}:${merchantId}:${recipient}`, SMS_WINDOWS))) {
        throw new HttpError(429, "too_many_requests", "Too many codes were sent to this number. Please try again later.");
      }
      const code = sixDigitCode();
      await sql.insertCode(db, merchantId, purpose, recipient, codeHash(`${purpose}:${recipient}`, code), CODE_EXPIRED_MINUTES * 60);
      await sms.send(merchantId, recipient, `Tala: your verification code is ${code}. It expires in ${CODE_EXPIRED_MINUTES} minute(s). Never share it.`);
      return { expiredMinutes: CODE_EXPIRED_MINUTES };
    },

    /**
     * True for the latest live code sent to this whole number for this purpose; a wrong try counts, and the fifth
     * burns the code. The row lock (for update) makes concurrent tries count one after another.
     */
    async checkCode(purpose: CodePurpose, phone: Phone, code: string | undefined): Promise<boolean> {
      const merchantId = currentMerchant().id;
      const recipient = fullNumber(phone.dialingCode, phone.mobile);
      if (!code || recipient.endsWith(" ")) return false;
      return db.transaction(async (tx) => {
        const [row] = await sql.latestCode(tx, merchantId, purpose, recipient);
        if (!row?.live) return false;
        if (sameHash(Buffer.from(row.code_hash), codeHash(`${purpose}:${recipient}`, code))) {
          await sql.useCode(tx, row.id);
          return true;
        }
        await sql.countWrongTry(tx, row.id, CODE_WRONG_TRIES);
        return false;
      });
    },

    sendEmail: (to: string, text: string) => email.send(currentMerchant().id, to, text),

    /**
     * Runs work after the answer has gone: its time (a lookup, a provider's round trip) must not show in the answer.
     * A failure is logged, never thrown at a caller who has already been answered.
     */
    later(what: string, work: () => Promise<void>): void {
      // setImmediate, not a microtask: the work starts once the answer has been handed to the socket.
      setImmediate(() => {
        work().catch((error: unknown) => log({ level: "error", event: `${what}_failed`, error: error instanceof Error ? error.message : String(error) }));
      });
    },

    /** The operator's view of what the demo providers sent; an SMS recipient is the whole number (fullNumber). */
    async outbox(channel: "sms" | "email", recipient: string | null) {
      const merchantId = currentMerchant().id;
      const rows = await sql.readOutbox(db, merchantId, channel, recipient);
      return rows.map((row) => ({ recipient: row.recipient, body: row.body, createdAt: row.created_at.toISOString() }));
    },
  };
}
