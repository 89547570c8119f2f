// What the wallet suites share: logging in, calls that move money with their Idempotency-Key, and reading answers.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { envelope, FIXED_CAPTCHA, type AppProcess, type Harness } from "./harness";

export const PAYMENT_PASSWORD = "246810";
const json = (body: unknown) => JSON.stringify(body);

export async function loginAs(h: Harness, username: string, password: string): Promise<string> {
  const answer = await envelope(
    await h.request("/wps/session/login", { method: "POST", body: json({ type: "username", username, password, captcha: FIXED_CAPTCHA }) }),
  );
  const v = answer.value;
  if (typeof v !== "object" || v === null || !("token" in v) || typeof v.token !== "string") throw new Error(`login failed: ${answer.message}`);
  return v.token;
}

/** A fresh member with a payment password, under agent01 unless told otherwise. */
export async function newMember(h: Harness, prefix = "w"): Promise<{ username: string; token: string }> {
  const username = `${prefix}${randomUUID().replaceAll("-", "").slice(0, 10)}`;
  const password = "Secret123";
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const captcha = await envelope(await h.request("/wps/captcha", { ip }));
  const captchaId = typeof captcha.value === "object" && captcha.value !== null && "captchaId" in captcha.value ? captcha.value.captchaId : "";
  const registered = await envelope(
    await h.request("/wps/member/register", {
      method: "PUT",
      ip,
      body: json({ username, password, confirmPassword: password, paymentPassword: PAYMENT_PASSWORD, affiliateCode: "TALA2026", captchaId, captcha: FIXED_CAPTCHA, registerMethod: "WEB" }),
    }),
  );
  expect(registered.success, registered.message).toBe(true);
  const v = registered.value;
  if (typeof v !== "object" || v === null || !("token" in v) || typeof v.token !== "string") throw new Error("registration gave no token");
  return { username, token: v.token };
}

export interface Call {
  status: number;
  success: boolean;
  code: string;
  message: string;
  value: Record<string, unknown>;
  /** The value as sent, for answers that are lists. */
  raw: unknown;
}

export async function call(
  h: Harness,
  method: string,
  path: string,
  options: { token?: string; key?: string; body?: unknown; ops?: boolean; ip?: string; via?: AppProcess } = {},
): Promise<Call> {
  const headers: Record<string, string> = {};
  if (options.token) headers.token = options.token;
  if (options.key) headers["Idempotency-Key"] = options.key;
  const { ip, via } = options;
  const response = await h.request(path, {
    method,
    headers,
    ops: options.ops ?? false,
    ...(options.body === undefined ? {} : { body: json(options.body) }),
    ...(ip === undefined ? {} : { ip }),
    ...(via === undefined ? {} : { via }),
  });
  const answer = await envelope(response);
  const value = typeof answer.value === "object" && answer.value !== null ? Object.fromEntries(Object.entries(answer.value)) : {};
  return { status: response.status, success: answer.success, code: answer.code, message: answer.message, value, raw: answer.value };
}

export const newKey = () => `k-${randomUUID()}`;

export async function balanceOf(h: Harness, token: string): Promise<string> {
  const answer = await call(h, "GET", "/wps/v2/wallets/balance", { token });
  expect(answer.success, answer.message).toBe(true);
  return String(answer.value.mainBalance);
}

export async function trialBalance(h: Harness) {
  const answer = await call(h, "GET", "/ops/wallet/trial-balance", { ops: true });
  expect(answer.success, answer.message).toBe(true);
  return answer.value;
}

/** Credits a member through an operator adjustment (a ledger transfer from the house). */
export async function fund(h: Harness, username: string, amount: string) {
  const answer = await call(h, "POST", "/ops/wallet/adjustments", { ops: true, key: newKey(), body: { username, amount, reason: "Test funds" } });
  expect(answer.success, answer.message).toBe(true);
}
