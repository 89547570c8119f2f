// Money doors an attacker tries: the demo checkout (someone else's deposit, or a production install), a provider's
// late "failed" callback, a deposit key reused with another request, and a session whose password has expired.
import { expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "../../../server/app";
import { signCallback } from "../../../server/modules/wallet/demoProvider";
import { describeOnEachDatabase, envelope, FIXED_CAPTCHA, OPS_TOKEN, type Harness } from "../harness";
import { PAYMENT_PASSWORD, balanceOf, call, fund, newKey, newMember } from "../walletApi";

const methods = z.array(z.object({ id: z.number(), kind: z.string() }));
const providerMethod = async (h: Harness, token: string) => {
  const method = methods.parse((await call(h, "GET", "/wps/v2/payments/methods", { token })).raw).find((m) => m.kind === "provider");
  if (!method) throw new Error("no provider method");
  return method.id;
};
const secretOf = async (h: Harness) =>
  (await h.db.query(z.object({ secret: z.string() }), "select payment_callback_secret as secret from system_settings limit 1"))[0]?.secret ?? "";
const callback = async (h: Harness, reference: string, amount: string, status: "paid" | "failed") => {
  const timestamp = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({ eventId: `evt-${newKey().slice(2, 26)}`, reference, amount, status, timestamp });
  return envelope(await h.request("/wps/payments/demo/callback", { method: "POST", body, headers: { "X-Tala-Signature": signCallback(await secretOf(h), body, timestamp) } }));
};

describeOnEachDatabase("money under attack", (h) => {
  it("keeps another member from paying a deposit through its reference: the checkout link carries the depositor's token", async () => {
    const victim = await newMember(h(), "dv");
    const deposit = await call(h(), "POST", "/wps/v2/deposits", { token: victim.token, key: newKey(), body: { methodId: await providerMethod(h(), victim.token), amount: "300.00" } });
    const reference = String(deposit.value.reference);
    const guessed = await h().request(`/wps/payments/demo/checkout/${reference}?t=${"a".repeat(32)}`, {
      method: "POST",
      body: "action=pay",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(guessed.status).toBe(404);
    expect(await balanceOf(h(), victim.token)).toBe("0.00");
  });

  it("refuses the demo provider on an install that has not switched it on (production), and hides it from the methods", async () => {
    const production = createApp({ db: h().db, log: () => undefined, opsToken: OPS_TOKEN, captchaFixed: FIXED_CAPTCHA, demoPayments: false });
    const { token } = await newMember(h(), "pr");
    const methodId = await providerMethod(h(), token);
    // A deposit made while it was on: its link no longer pays on the install that refuses the provider.
    const earlier = await call(h(), "POST", "/wps/v2/deposits", { token, key: newKey(), body: { methodId, amount: "300.00" } });
    const link = String(earlier.value.checkoutUrl).replace(/^\/wps/, "");

    const offered = methods.parse((await call(h(), "GET", "/wps/v2/payments/methods", { token, via: production })).raw);
    expect(offered.some((m) => m.kind === "provider")).toBe(false);
    expect(offered.length).toBeGreaterThan(0);
    expect(await call(h(), "POST", "/wps/v2/deposits", { token, key: newKey(), via: production, body: { methodId, amount: "300.00" } })).toMatchObject({ status: 404 });
    const paid = await h().request(`/wps${link}`, { via: production, method: "POST", body: "action=pay", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(paid.status).toBe(404);
    expect(await balanceOf(h(), token)).toBe("0.00");
  });

  it("answers a signed 'failed' callback after the payment was confirmed with the true state, and leaves the money", async () => {
    const { token } = await newMember(h(), "cb");
    const deposit = await call(h(), "POST", "/wps/v2/deposits", { token, key: newKey(), body: { methodId: await providerMethod(h(), token), amount: "250.00" } });
    const reference = String(deposit.value.reference);
    expect(await callback(h(), reference, "250.00", "paid")).toMatchObject({ success: true, value: { status: "confirmed" } });
    expect(await callback(h(), reference, "250.00", "failed")).toMatchObject({ success: false, code: "deposit_decided", value: { status: "confirmed" } });
    // A second "paid" (another event) tells the same truth, and pays nothing again.
    expect(await callback(h(), reference, "250.00", "paid")).toMatchObject({ success: true, value: { status: "confirmed" } });
    expect(await balanceOf(h(), token)).toBe("250.00");
  });

  it("refuses a deposit's Idempotency-Key reused with another amount or method, and answers an exact repeat with the first deposit", async () => {
    const { token } = await newMember(h(), "dk");
    const methodId = await providerMethod(h(), token);
    const key = newKey();
    const first = await call(h(), "POST", "/wps/v2/deposits", { token, key, body: { methodId, amount: "600.00" } });
    expect(first.success, first.message).toBe(true);
    expect(await call(h(), "POST", "/wps/v2/deposits", { token, key, body: { methodId, amount: "3000.00" } })).toMatchObject({ status: 409, code: "idempotency_conflict" });
    const bank = methods.parse((await call(h(), "GET", "/wps/v2/payments/methods", { token })).raw).find((m) => m.kind === "bank");
    expect(await call(h(), "POST", "/wps/v2/deposits", { token, key, body: { methodId: bank?.id ?? 0, amount: "600.00" } })).toMatchObject({ status: 409, code: "idempotency_conflict" });
    const repeat = await call(h(), "POST", "/wps/v2/deposits", { token, key, body: { methodId, amount: "600.00" } });
    expect(repeat.value).toEqual(first.value);
  });

  it("gives a session opened with an expired password nothing but the change and logout", async () => {
    const { username } = await newMember(h(), "ex");
    await fund(h(), username, "500.00");
    // The password is past the merchant's maximum age: the login says so, and its session is held to the change.
    await h().db.execute("update member set password_set_at = now() - interval '400 days' where username = $1", [username]);
    const login = await call(h(), "POST", "/wps/session/login", { body: { type: "username", username, password: "Secret123" } });
    expect(login.value).toMatchObject({ passwordExpired: true });
    const token = String(login.value.token);
    const refused = { status: 403, code: "password_change_required" };
    expect(await call(h(), "GET", "/wps/v2/wallets/balance", { token })).toMatchObject(refused);
    const account = { kind: "ewallet", provider: "bKash", holderName: "Thief", accountNumber: "01799999999" };
    expect(await call(h(), "POST", "/wps/v2/payout-accounts", { token, body: account })).toMatchObject(refused);
    expect(await call(h(), "POST", "/wps/v2/withdrawals", { token, key: newKey(), body: { payoutAccountId: 1, amount: "100.00", paymentPassword: PAYMENT_PASSWORD } })).toMatchObject(
      refused,
    );
    expect(await call(h(), "GET", "/wps/member/info", { token })).toMatchObject(refused);

    // "Changing" it to itself is no change.
    expect(await call(h(), "POST", "/wps/member/password", { token, body: { oldPassword: "Secret123", newPassword: "Secret123", confirmNewPassword: "Secret123" } })).toMatchObject({
      status: 400,
      code: "invalid_field",
    });
    const changed = await call(h(), "POST", "/wps/member/password", { token, body: { oldPassword: "Secret123", newPassword: "Fresh1234", confirmNewPassword: "Fresh1234" } });
    expect(changed.success, changed.message).toBe(true);
    expect(await call(h(), "GET", "/wps/v2/wallets/balance", { token })).toMatchObject({ status: 401 });
    expect(await balanceOf(h(), String(changed.value.token))).toBe("500.00");
  });

  it("lets the expired session log out", async () => {
    const { username } = await newMember(h(), "lo");
    await h().db.execute("update member set password_set_at = now() - interval '400 days' where username = $1", [username]);
    const token = String((await call(h(), "POST", "/wps/session/login", { body: { type: "username", username, password: "Secret123" } })).value.token);
    expect((await h().request("/wps/session/logout", { method: "DELETE", headers: { token } })).status).toBe(200);
    expect(await call(h(), "POST", "/wps/member/password", { token, body: { oldPassword: "Secret123", newPassword: "Fresh1234", confirmNewPassword: "Fresh1234" } })).toMatchObject({
      status: 401,
    });
  });
});
