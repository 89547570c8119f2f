// HTTP of the wallet: the member's calls (balance, vendor wallets, deposits, withdrawals, agent transfers, records),
// the demo provider's checkout and signed callback, and the operator's decisions.
import { Hono } from "hono";
import {
  IDEMPOTENCY_HEADER,
  adjustmentRequestSchema,
  agentTransferRequestSchema,
  checkoutFormSchema,
  checkoutParamSchema,
  checkoutQuerySchema,
  depositRequestSchema,
  disputeResolutionSchema,
  idParamSchema,
  idempotencyKeySchema,
  notReceivedFormSchema,
  opsDecisionSchema,
  paymentMethodInputSchema,
  paymentPasswordRequestSchema,
  payoutAccountRequestSchema,
  receiptRequestSchema,
  recordQuerySchema,
  statusQuerySchema,
  transferQuerySchema,
  uplineTransferRequestSchema,
  walletSettingsSchema,
  walletTransferRequestSchema,
  withdrawalRequestSchema,
} from "../../../src/contract/wallet";
import { requireSession } from "../../http/auth";
import { requestLanguage, type AppContext, type AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { badRequest } from "../../http/errors";
import { parseInput, readForm, readJson, readMultipart } from "../../http/validate";
import type { SessionService } from "../session/service";
import { checkoutPage, SIGNATURE_HEADER } from "./demoProvider";
import type { WalletService } from "./service";

/** Every call that moves money carries the client's Idempotency-Key: a retry sends the same one. */
function keyOf(c: AppContext): string {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) throw badRequest(`Invalid request. ${IDEMPOTENCY_HEADER}: this call moves money and needs the header`);
  return parseInput(idempotencyKeySchema, key, IDEMPOTENCY_HEADER);
}
const body = async <S extends Parameters<typeof parseInput>[0]>(c: AppContext, schema: S) => parseInput(schema, await readJson(c.req.raw), "body");
const idOf = (c: AppContext) => parseInput(idParamSchema, c.req.param(), "path").id;
const statusOf = (c: AppContext) => parseInput(statusQuerySchema, c.req.query(), "query").status ?? null;
/** The checkout link: the deposit's reference and the link's proof `t`. */
const checkoutOf = (c: AppContext) => ({ ref: parseInput(checkoutParamSchema, c.req.param(), "path").ref, t: parseInput(checkoutQuerySchema, c.req.query(), "query").t });

export function walletRoutes(wallet: WalletService, sessions: SessionService) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireSession(sessions.authenticate);
  const member = (c: AppContext) => c.get("memberId");

  routes.get("/v2/wallets/balance", signedIn, async (c) => ok(c, await wallet.balance(member(c))));
  routes.get("/v2/wallets/records", signedIn, async (c) =>
    ok(c, await wallet.records(member(c), parseInput(recordQuerySchema, c.req.query(), "query"))),
  );
  routes.get("/relay/GCS_merchantWallet", signedIn, async (c) => ok(c, await wallet.merchantWallets(member(c))));
  routes.post("/relay/GCS_walletTransfer", signedIn, async (c) =>
    ok(c, await wallet.walletTransfer(member(c), keyOf(c), await body(c, walletTransferRequestSchema)), "Transferred."),
  );
  routes.get("/member/info/funds/consolidated", signedIn, async (c) => ok(c, await wallet.consolidated(member(c))));
  routes.get("/member/security", signedIn, async (c) => ok(c, await wallet.security(member(c))));
  routes.post("/member/password/payment", signedIn, async (c) =>
    ok(c, await wallet.setPaymentPassword(member(c), await body(c, paymentPasswordRequestSchema)), "Your payment password is set."),
  );

  routes.get("/v2/payments/methods", signedIn, async (c) => ok(c, await wallet.methods(requestLanguage(c))));
  routes.get("/v2/deposits", signedIn, async (c) => ok(c, await wallet.deposits(member(c))));
  routes.post("/v2/deposits", signedIn, async (c) => ok(c, await wallet.createDeposit(member(c), keyOf(c), await body(c, depositRequestSchema))));

  // The demo provider's pages and its callback: no session, the signature is the proof.
  routes.post("/payments/demo/callback", async (c) => ok(c, await wallet.providerCallback(await c.req.text(), c.req.header(SIGNATURE_HEADER))));
  const checkout = async (c: AppContext) => {
    const { ref, t } = checkoutOf(c);
    const html = checkoutPage(await wallet.checkout(ref, t));
    return c.html(html, 200, { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'" });
  };
  routes.get("/payments/demo/checkout/:ref", checkout);
  routes.post("/payments/demo/checkout/:ref", async (c) => {
    const { ref, t } = checkoutOf(c);
    const form = parseInput(checkoutFormSchema, await readForm(c.req.raw), "body");
    const deposit = await wallet.checkout(ref, t);
    if (form.action === "pay" && deposit.status === "pending") await wallet.demoPay(ref, t);
    return c.redirect(`/member/depositv2?deposit=${deposit.id}`, 303);
  });

  routes.get("/v2/payout-accounts", signedIn, async (c) => ok(c, await wallet.payoutAccounts(member(c))));
  routes.post("/v2/payout-accounts", signedIn, async (c) => ok(c, await wallet.addPayoutAccount(member(c), await body(c, payoutAccountRequestSchema))));

  routes.get("/v2/withdrawals", signedIn, async (c) => ok(c, await wallet.withdrawals(member(c))));
  routes.get("/v2/withdrawals/limits", signedIn, async (c) => ok(c, await wallet.withdrawalLimits(member(c))));
  routes.post("/v2/withdrawals", signedIn, async (c) =>
    ok(c, await wallet.requestWithdrawal(member(c), keyOf(c), await body(c, withdrawalRequestSchema)), "Your withdrawal is requested."),
  );
  routes.post("/v2/withdrawals/:id/receipt", signedIn, async (c) =>
    ok(c, await wallet.answerReceipt(member(c), idOf(c), (await body(c, receiptRequestSchema)).answer), "Thank you for confirming."),
  );
  routes.post("/v2/withdrawals/:id/not-received", signedIn, async (c) => {
    const withdrawalId = idOf(c);
    const form = parseInput(notReceivedFormSchema, await readMultipart(c.req.raw), "form");
    const proof = new Uint8Array(await form.proof.arrayBuffer());
    return ok(c, await wallet.reportNotReceived(member(c), withdrawalId, proof, form.note || null), "We will look into it.");
  });

  routes.post("/agent/transfer", signedIn, async (c) =>
    ok(c, await wallet.agentTransfer(member(c), keyOf(c), await body(c, agentTransferRequestSchema)), "Transferred."),
  );
  routes.post("/agent/transferUpline", signedIn, async (c) =>
    ok(c, await wallet.uplineTransfer(member(c), keyOf(c), await body(c, uplineTransferRequestSchema)), "Transferred."),
  );
  return routes;
}

export function walletOpsRoutes(wallet: WalletService) {
  const routes = new Hono<AppEnv>();
  routes.get("/deposits", async (c) => ok(c, await wallet.opsDeposits(statusOf(c))));
  routes.post("/deposits/:id/approve", async (c) => ok(c, await wallet.approveDeposit(idOf(c))));
  routes.post("/deposits/:id/reject", async (c) => ok(c, await wallet.rejectDeposit(idOf(c))));

  routes.get("/withdrawals", async (c) => ok(c, await wallet.opsWithdrawals(statusOf(c))));
  routes.post("/withdrawals/:id/reject", async (c) => ok(c, await wallet.rejectWithdrawal(idOf(c), (await body(c, opsDecisionSchema)).reason ?? null)));
  routes.post("/withdrawals/:id/disburse", async (c) => ok(c, await wallet.disburseWithdrawal(idOf(c))));
  routes.post("/withdrawals/:id/resolve", async (c) => {
    const { outcome, note } = await body(c, disputeResolutionSchema);
    return ok(c, await wallet.resolveDispute(idOf(c), outcome, note ?? null));
  });
  routes.get("/withdrawals/:id/proof", async (c) => {
    const proof = await wallet.proof(idOf(c));
    return c.body(Buffer.from(proof.proof_image), 200, { "Content-Type": proof.proof_type, "Content-Security-Policy": "default-src 'none'; sandbox" });
  });

  routes.post("/adjustments", async (c) => ok(c, await wallet.adjust(keyOf(c), await body(c, adjustmentRequestSchema))));
  routes.get("/trial-balance", async (c) => ok(c, await wallet.trialBalance()));
  routes.get("/transfers", async (c) => ok(c, await wallet.transfer(parseInput(transferQuerySchema, c.req.query(), "query").key)));
  routes.get("/settings", async (c) => ok(c, await wallet.settings()));
  routes.put("/settings", async (c) => ok(c, await wallet.updateSettings(await body(c, walletSettingsSchema))));
  routes.get("/payment-methods", async (c) => ok(c, await wallet.opsMethods()));
  routes.put("/payment-methods", async (c) => ok(c, await wallet.saveMethod(await body(c, paymentMethodInputSchema))));
  return routes;
}
