// The wallet as a player, an agent and the operator meet it: every movement balanced, retries harmless, bad input refused.
import { describe, expect, it } from "vitest";
import { decimalToMinor, minorToDecimal } from "../../server/lib/money";
import { signCallback } from "../../server/modules/wallet/demoProvider";
import { describeOnEachDatabase, envelope, type Harness } from "./harness";
import { balanceOf, call, fund, loginAs, newKey, newMember, PAYMENT_PASSWORD, trialBalance } from "./walletApi";
import { z } from "zod";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe("money on the wire", () => {
  it("turns decimal strings into minor units and back without floats", () => {
    expect(decimalToMinor("250")).toBe(25000n);
    expect(decimalToMinor("0.1")).toBe(10n);
    expect(decimalToMinor("-3.05")).toBe(-305n);
    expect(decimalToMinor("999999999999.99")).toBe(99999999999999n);
    expect(minorToDecimal(decimalToMinor("1234.5"))).toBe("1234.50");
  });
});

async function depositThroughProvider(h: Harness, token: string, amount: string) {
  const created = await call(h, "POST", "/wps/v2/deposits", { token, key: newKey(), body: { methodId: await providerMethodId(h, token), amount } });
  expect(created.success, created.message).toBe(true);
  return created.value;
}

async function providerMethodId(h: Harness, token: string): Promise<number> {
  const answer = await envelope(await h.request("/wps/v2/payments/methods", { headers: { token } }));
  const list = z.array(z.object({ id: z.number(), kind: z.string() })).parse(answer.value);
  const method = list.find((m) => m.kind === "provider");
  if (!method) throw new Error("no provider method");
  return method.id;
}

async function secretOf(h: Harness): Promise<string> {
  const [row] = await h.db.query(z.object({ payment_callback_secret: z.string() }), "select payment_callback_secret from system_settings limit 1");
  return row?.payment_callback_secret ?? "";
}

async function payoutAccount(h: Harness, token: string): Promise<number> {
  const added = await call(h, "POST", "/wps/v2/payout-accounts", { token, body: { kind: "ewallet", provider: "bKash", holderName: "Test Player", accountNumber: "01712345678" } });
  expect(added.success, added.message).toBe(true);
  return Number(added.value.id);
}

describeOnEachDatabase("wallet", (h) => {
  it("shows the demo agent's opening balance and proves the ledger sums to zero", async () => {
    const token = await loginAs(h(), "agent01", "Agent@2026");
    expect(await balanceOf(h(), token)).toBe("5000.00");
    const proof = await trialBalance(h());
    expect(proof).toMatchObject({ balanced: true, total: "0.00", entriesMatch: true, unbalancedTransfers: 0 });
  });

  it("credits a provider deposit only after its signed callback, once, and refuses forged or replayed callbacks", async () => {
    const { token } = await newMember(h());
    const deposit = await depositThroughProvider(h(), token, "500");
    expect(deposit).toMatchObject({ status: "pending", amount: "500.00" });
    expect(await balanceOf(h(), token)).toBe("0.00");

    const reference = String(deposit.reference);
    const timestamp = Math.floor(Date.now() / 1000);
    const event = JSON.stringify({ eventId: "evt-0001-test", reference, amount: "500.00", status: "paid", timestamp });
    const send = (body: string, signature: string) =>
      h().request("/wps/payments/demo/callback", { method: "POST", body, headers: { "X-Tala-Signature": signature } });

    const forged = await send(event, signCallback("not-the-secret", event, timestamp));
    expect(forged.status).toBe(401);
    const tampered = event.replace("500.00", "900.00");
    expect((await send(tampered, signCallback(await secretOf(h()), event, timestamp))).status).toBe(401);
    const stale = JSON.stringify({ eventId: "evt-0002-test", reference, amount: "500.00", status: "paid", timestamp: timestamp - 3600 });
    expect((await envelope(await send(stale, signCallback(await secretOf(h()), stale, timestamp - 3600)))).code).toBe("callback_expired");
    expect(await balanceOf(h(), token)).toBe("0.00");

    const good = await send(event, signCallback(await secretOf(h()), event, timestamp));
    expect((await envelope(good)).value).toMatchObject({ status: "confirmed" });
    expect(await balanceOf(h(), token)).toBe("500.00");
    const replayed = await send(event, signCallback(await secretOf(h()), event, timestamp));
    expect(replayed.status).toBe(409);
    expect(await balanceOf(h(), token)).toBe("500.00");
    const other = JSON.stringify({ eventId: "evt-0003-test", reference, amount: "500.00", status: "paid", timestamp });
    await send(other, signCallback(await secretOf(h()), other, timestamp));
    expect(await balanceOf(h(), token)).toBe("500.00");
  });

  it("pays through the demo provider's checkout page, reached only by the depositing member's link", async () => {
    const { token } = await newMember(h());
    const deposit = await depositThroughProvider(h(), token, "150.50");
    const checkoutUrl = String(deposit.checkoutUrl).replace(/^\/wps/, "");
    expect(checkoutUrl).toMatch(/\?t=[0-9a-f]{32}$/);
    // The reference alone (shown in records, guessable) neither shows nor pays the checkout.
    const bare = `/wps/payments/demo/checkout/${String(deposit.reference)}`;
    expect((await h().request(bare)).status).toBe(404);
    const forged = await h().request(`${bare}?t=${"0".repeat(32)}`, { method: "POST", body: "action=pay", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(forged.status).toBe(404);
    expect(await balanceOf(h(), token)).toBe("0.00");

    const page = await h().request(`/wps${checkoutUrl}`);
    expect(await page.text()).toContain("150.50");
    const paid = await h().request(`/wps${checkoutUrl}`, {
      method: "POST",
      body: "action=pay",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(paid.status).toBe(303);
    expect(await balanceOf(h(), token)).toBe("150.50");
  });

  it("waits for the operator on a bank transfer, and refuses deciding it twice", async () => {
    const { token } = await newMember(h());
    const methods = z.array(z.object({ id: z.number(), kind: z.string(), bankDetails: z.record(z.string(), z.string()) })).parse((await envelope(await h().request("/wps/v2/payments/methods", { headers: { token } }))).value);
    const bank = methods.find((m) => m.kind === "bank");
    expect(bank?.bankDetails.accountNumber).toBeTruthy();
    // Named in the reader's language (a brand stays itself).
    const namesIn = async (language: string) =>
      z.array(z.object({ kind: z.string(), name: z.string() })).parse((await envelope(await h().request("/wps/v2/payments/methods", { headers: { token, language } }))).value).map((m) => m.name);
    expect(await namesIn("en")).toContain("Bank transfer");
    expect(await namesIn("th")).toContain("โอนผ่านธนาคาร");
    expect(await namesIn("bn")).toContain("ব্যাংক ট্রান্সফার");
    const created = await call(h(), "POST", "/wps/v2/deposits", { token, key: newKey(), body: { methodId: bank?.id, amount: "1000", payerReference: "TXN 55" } });
    expect(created.value).toMatchObject({ status: "pending", checkoutUrl: null });
    expect(await balanceOf(h(), token)).toBe("0.00");
    const approved = await call(h(), "POST", `/ops/wallet/deposits/${String(created.value.id)}/approve`, { ops: true });
    expect(approved.value).toMatchObject({ status: "confirmed", balance: "1000.00" });
    expect((await call(h(), "POST", `/ops/wallet/deposits/${String(created.value.id)}/approve`, { ops: true })).status).toBe(409);
    expect((await call(h(), "POST", `/ops/wallet/deposits/${String(created.value.id)}/reject`, { ops: true })).status).toBe(409);
    expect(await balanceOf(h(), token)).toBe("1000.00");
  });

  it("refuses bad amounts with a clear 4xx and moves nothing", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "100");
    const methodId = await providerMethodId(h(), token);
    for (const amount of ["-5", "0", "0.00", "10.001", "1e3", "abc", "", "12345678901234", " 1 0 "]) {
      const answer = await call(h(), "POST", "/wps/v2/deposits", { token, key: newKey(), body: { methodId, amount } });
      expect(answer.status, amount).toBeGreaterThanOrEqual(400);
      expect(answer.status, amount).toBeLessThan(500);
      const moved = await call(h(), "POST", "/wps/relay/GCS_walletTransfer", { token, key: newKey(), body: { from: "", to: "TALA", amount } });
      expect(moved.status, amount).toBeGreaterThanOrEqual(400);
      expect(moved.status, amount).toBeLessThan(500);
    }
    const numeric = await call(h(), "POST", "/wps/relay/GCS_walletTransfer", { token, key: newKey(), body: { from: "", to: "TALA", amount: 10 } });
    expect(numeric.status).toBe(400);
    const noKey = await call(h(), "POST", "/wps/relay/GCS_walletTransfer", { token, body: { from: "", to: "TALA", amount: "10" } });
    expect(noKey).toMatchObject({ status: 400, message: expect.stringContaining("Idempotency-Key") });
    const tooMuch = await call(h(), "POST", "/wps/relay/GCS_walletTransfer", { token, key: newKey(), body: { from: "", to: "TALA", amount: "100.01" } });
    expect(tooMuch).toMatchObject({ status: 409, code: "insufficient_funds" });
    expect(await balanceOf(h(), token)).toBe("100.00");
    expect((await trialBalance(h())).balanced).toBe(true);
  });

  it("moves money to a vendor wallet once per key, and refuses the key for another request", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "300");
    const key = newKey();
    const body = { from: "", to: "TALA", amount: "120.25" };
    const answers = await Promise.all([1, 2, 3].map(() => call(h(), "POST", "/wps/relay/GCS_walletTransfer", { token, key, body })));
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect(new Set(answers.map((answer) => answer.value.transferId)).size).toBe(1);
    expect(answers.filter((answer) => answer.value.replayed === false)).toHaveLength(1);
    expect(await balanceOf(h(), token)).toBe("179.75");
    const other = await call(h(), "POST", "/wps/relay/GCS_walletTransfer", { token, key, body: { ...body, amount: "1.00" } });
    expect(other).toMatchObject({ status: 409, code: "idempotency_conflict" });
    const wallets = await call(h(), "GET", "/wps/relay/GCS_merchantWallet", { token });
    expect(wallets.value.main).toBe("179.75");
    const sum = await call(h(), "GET", "/wps/v2/wallets/balance", { token });
    expect(sum.value.sumBalance).toBe("300.00");
    const back = await call(h(), "POST", "/wps/relay/GCS_walletTransfer", { token, key: newKey(), body: { from: "TALA", to: "MAIN", amount: "20.25" } });
    expect(back.value.balance).toBe("200.00");
  });

  it("withdraws: held at request, back on rejection, out on disbursement; the player answers the receipt", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "1000");
    const payoutAccountId = await payoutAccount(h(), token);

    const wrongPassword = await call(h(), "POST", "/wps/v2/withdrawals", { token, key: newKey(), body: { payoutAccountId, amount: "200", paymentPassword: "000000" } });
    expect(wrongPassword).toMatchObject({ status: 400, code: "wrong_payment_password" });
    const someoneElses = await (async () => {
      const other = await newMember(h());
      const theirs = await payoutAccount(h(), other.token);
      return call(h(), "POST", "/wps/v2/withdrawals", { token, key: newKey(), body: { payoutAccountId: theirs, amount: "200", paymentPassword: PAYMENT_PASSWORD } });
    })();
    expect(someoneElses.status).toBe(404);
    const belowMinimum = await call(h(), "POST", "/wps/v2/withdrawals", { token, key: newKey(), body: { payoutAccountId, amount: "5", paymentPassword: PAYMENT_PASSWORD } });
    expect(belowMinimum.code).toBe("amount_out_of_range");
    expect(await balanceOf(h(), token)).toBe("1000.00");

    const key = newKey();
    const first = await call(h(), "POST", "/wps/v2/withdrawals", { token, key, body: { payoutAccountId, amount: "300", paymentPassword: PAYMENT_PASSWORD } });
    const retried = await call(h(), "POST", "/wps/v2/withdrawals", { token, key, body: { payoutAccountId, amount: "300", paymentPassword: PAYMENT_PASSWORD } });
    expect(first.value).toMatchObject({ status: "requested", amount: "300.00" });
    expect(retried.value.id).toBe(first.value.id);
    expect(await balanceOf(h(), token)).toBe("700.00");

    const rejected = await call(h(), "POST", `/ops/wallet/withdrawals/${String(first.value.id)}/reject`, { ops: true, body: { reason: "Name does not match" } });
    expect(rejected.value).toMatchObject({ status: "rejected", rejectReason: "Name does not match" });
    expect(await balanceOf(h(), token)).toBe("1000.00");

    const second = await call(h(), "POST", "/wps/v2/withdrawals", { token, key: newKey(), body: { payoutAccountId, amount: "400", paymentPassword: PAYMENT_PASSWORD } });
    const disbursed = await call(h(), "POST", `/ops/wallet/withdrawals/${String(second.value.id)}/disburse`, { ops: true });
    expect(disbursed.value).toMatchObject({ status: "disbursed" });
    expect(typeof disbursed.value.autoConfirmAt).toBe("string");
    expect((await call(h(), "POST", `/ops/wallet/withdrawals/${String(second.value.id)}/reject`, { ops: true, body: {} })).status).toBe(409);
    const received = await call(h(), "POST", `/wps/v2/withdrawals/${String(second.value.id)}/receipt`, { token, body: { answer: "fully_paid" } });
    expect(received.value).toMatchObject({ status: "fully_paid", receiptAuto: false });
    expect((await call(h(), "POST", `/wps/v2/withdrawals/${String(second.value.id)}/receipt`, { token, body: { answer: "received" } })).status).toBe(409);
    expect(await balanceOf(h(), token)).toBe("600.00");
    expect((await trialBalance(h())).balanced).toBe(true);
  });

  it("opens a dispute with a picture of the proof, and refunds when the operator finds the payout failed", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "500");
    const payoutAccountId = await payoutAccount(h(), token);
    const requested = await call(h(), "POST", "/wps/v2/withdrawals", { token, key: newKey(), body: { payoutAccountId, amount: "250", paymentPassword: PAYMENT_PASSWORD } });
    await call(h(), "POST", `/ops/wallet/withdrawals/${String(requested.value.id)}/disburse`, { ops: true });
    const upload = (bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.set("proof", new Blob([bytes]), "proof.png");
      form.set("note", "Nothing arrived in bKash");
      return h().request(`/wps/v2/withdrawals/${String(requested.value.id)}/not-received`, { method: "POST", headers: { token }, body: form });
    };
    expect((await upload(new TextEncoder().encode("<svg onload=alert(1)>"))).status).toBe(415);
    const reported = await envelope(await upload(PNG));
    expect(reported.value).toMatchObject({ status: "not_received" });
    const proof = await h().request(`/ops/wallet/withdrawals/${String(requested.value.id)}/proof`, { ops: true });
    expect(proof.headers.get("content-type")).toBe("image/png");
    const refunded = await call(h(), "POST", `/ops/wallet/withdrawals/${String(requested.value.id)}/resolve`, { ops: true, body: { outcome: "refund" } });
    expect(refunded.value).toMatchObject({ status: "refunded" });
    expect(await balanceOf(h(), token)).toBe("500.00");
  });

  /** A payout disbursed 31 minutes ago that its member has not answered. */
  async function overduePayout() {
    const { token, username } = await newMember(h());
    await fund(h(), username, "500");
    const payoutAccountId = await payoutAccount(h(), token);
    const requested = await call(h(), "POST", "/wps/v2/withdrawals", { token, key: newKey(), body: { payoutAccountId, amount: "200", paymentPassword: PAYMENT_PASSWORD } });
    await call(h(), "POST", `/ops/wallet/withdrawals/${String(requested.value.id)}/disburse`, { ops: true });
    await h().db.execute("update withdrawal set disbursed_at = now() - interval '31 minutes' where id = $1", [requested.value.id]);
    return { token, requested };
  }

  it("counts a receipt nobody answered in time as received, and that is final", async () => {
    const { token, requested } = await overduePayout();
    const list = await envelope(await h().request("/wps/v2/withdrawals", { headers: { token } }));
    expect(list.value).toEqual(expect.arrayContaining([expect.objectContaining({ id: requested.value.id, status: "received", receiptAuto: true })]));
    const late = await call(h(), "POST", `/wps/v2/withdrawals/${String(requested.value.id)}/receipt`, { token, body: { answer: "received" } });
    expect(late).toMatchObject({ status: 409, code: "receipt_closed" });
  });

  it("confirms an unanswered receipt on the scheduler's beat, before anybody reads it", async () => {
    const { requested } = await overduePayout();
    const statusOf = async () => (await h().db.query(z.object({ status: z.string(), receipt_auto: z.boolean() }), "select status, receipt_auto from withdrawal where id = $1", [requested.value.id]))[0];
    expect(await statusOf()).toEqual({ status: "disbursed", receipt_auto: false });
    const run = await h().asMerchant(() => h().services.wallet.confirmOverdueReceipts());
    expect(run.confirmed).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toEqual({ status: "received", receipt_auto: true });
  });

  it("lets an agent transfer within its own tree only, and to its upline", async () => {
    const agentToken = await loginAs(h(), "agent01", "Agent@2026");
    const { username, token } = await newMember(h());
    const before = await balanceOf(h(), agentToken);
    const sent = await call(h(), "POST", "/wps/agent/transfer", { token: agentToken, key: newKey(), body: { username, amount: "25", paymentPassword: PAYMENT_PASSWORD } });
    expect(sent.success, sent.message).toBe(true);
    expect(await balanceOf(h(), token)).toBe("25.00");
    expect(decimalToMinor(await balanceOf(h(), agentToken))).toBe(decimalToMinor(before) - 2500n);
    const stranger = await call(h(), "POST", "/wps/agent/transfer", { token, key: newKey(), body: { username: "agent01", amount: "5", paymentPassword: PAYMENT_PASSWORD } });
    expect(stranger).toMatchObject({ status: 403, code: "not_an_agent" });
    const notInTree = await call(h(), "POST", "/wps/agent/transfer", { token: agentToken, key: newKey(), body: { username: "agent01", amount: "5", paymentPassword: PAYMENT_PASSWORD } });
    expect(notInTree.status).toBe(404);
    const noUpline = await call(h(), "POST", "/wps/agent/transferUpline", { token: agentToken, key: newKey(), body: { amount: "5", paymentPassword: PAYMENT_PASSWORD } });
    expect(noUpline.code).toBe("no_upline");
  });

  it("lists account records by type and date, newest first, with the balance after each", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "100");
    await call(h(), "POST", "/wps/relay/GCS_walletTransfer", { token, key: newKey(), body: { from: "", to: "TALA", amount: "40" } });
    const all = await call(h(), "GET", "/wps/v2/wallets/records", { token });
    const list = z.array(z.object({ type: z.string(), amount: z.string(), balanceAfter: z.string() })).parse(all.value.list);
    expect(list).toEqual([
      expect.objectContaining({ type: "vendor_in", amount: "-40.00", balanceAfter: "60.00" }),
      expect.objectContaining({ type: "adjustment", amount: "100.00", balanceAfter: "100.00" }),
    ]);
    const onlyAdjustments = await call(h(), "GET", "/wps/v2/wallets/records?type=adjustment", { token });
    expect(z.array(z.unknown()).parse(onlyAdjustments.value.list)).toHaveLength(1);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await call(h(), "GET", `/wps/v2/wallets/records?from=${tomorrow}`, { token });
    expect(z.array(z.unknown()).parse(future.value.list)).toHaveLength(0);
    expect((await call(h(), "GET", "/wps/v2/wallets/records?from=yesterday", { token })).status).toBe(400);
  });

  it("keeps a trial account out of deposits and withdrawals but gives it the free-play balance once", async () => {
    await h().request("/ops/system/whitelabel/FREEPLAY3", { method: "PUT", body: JSON.stringify({ enabled: true }), ops: true });
    const trial = await envelope(await h().request("/wps/session/login/freeplay", { method: "POST", ip: "203.0.113.77" }));
    const token = z.object({ token: z.string() }).parse(trial.value).token;
    const first = await balanceOf(h(), token);
    expect(decimalToMinor(first)).toBeGreaterThan(0n);
    expect(await balanceOf(h(), token)).toBe(first);
    const methodId = await providerMethodId(h(), token);
    expect((await call(h(), "POST", "/wps/v2/deposits", { token, key: newKey(), body: { methodId, amount: "100" } })).code).toBe("trial_account");
  });

  it("adjusts a balance with a reason, and refuses taking more than there is", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "50");
    const taken = await call(h(), "POST", "/ops/wallet/adjustments", { ops: true, key: newKey(), body: { username, amount: "-20", reason: "Duplicate bonus" } });
    expect(taken.value.balance).toBe("30.00");
    const tooMuch = await call(h(), "POST", "/ops/wallet/adjustments", { ops: true, key: newKey(), body: { username, amount: "-31", reason: "Too much" } });
    expect(tooMuch.code).toBe("insufficient_funds");
    const noReason = await call(h(), "POST", "/ops/wallet/adjustments", { ops: true, key: newKey(), body: { username, amount: "5", reason: "" } });
    expect(noReason.status).toBe(400);
    expect(await balanceOf(h(), token)).toBe("30.00");
    expect((await trialBalance(h())).balanced).toBe(true);
  });

  it("holds a withdrawal once when the same request arrives three times at once", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "1000");
    const payoutAccountId = await payoutAccount(h(), token);
    const key = newKey();
    const body = { payoutAccountId, amount: "183.35", paymentPassword: PAYMENT_PASSWORD };
    const answers = await Promise.all([1, 2, 3].map(() => call(h(), "POST", "/wps/v2/withdrawals", { token, key, body })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.value.id)).size).toBe(1);
    expect(await balanceOf(h(), token)).toBe("816.65");
    await call(h(), "POST", `/ops/wallet/withdrawals/${String(answers[0]?.value.id)}/disburse`, { ops: true });
    expect(await balanceOf(h(), token)).toBe("816.65");
  });

  it("locks the payment password after five wrong tries, even against the right one", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "500");
    const payoutAccountId = await payoutAccount(h(), token);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await call(h(), "POST", "/wps/v2/withdrawals", { token, key: newKey(), body: { payoutAccountId, amount: "100", paymentPassword: `99999${attempt}` } });
      expect(wrong.code).toBe("wrong_payment_password");
    }
    const locked = await call(h(), "POST", "/wps/v2/withdrawals", { token, key: newKey(), body: { payoutAccountId, amount: "100", paymentPassword: PAYMENT_PASSWORD } });
    expect(locked).toMatchObject({ status: 429, code: "payment_password_locked" });
    expect(await balanceOf(h(), token)).toBe("500.00");
  });

  it("follows the operator's receipt minutes", async () => {
    const changed = await call(h(), "PUT", "/ops/wallet/settings", { ops: true, body: { receiptAutoconfirmMinutes: 45 } });
    expect(changed.value).toMatchObject({ receiptAutoconfirmMinutes: 45, receiptAutoconfirmFixedBy: null });
    const { token } = await newMember(h());
    expect((await call(h(), "GET", "/wps/v2/withdrawals/limits", { token })).value.receiptAutoconfirmMinutes).toBe(45);
    await call(h(), "PUT", "/ops/wallet/settings", { ops: true, body: { receiptAutoconfirmMinutes: 30 } });
  });
});
