// Wallet calls: balance, vendor wallets, deposits, payout accounts, withdrawals and their receipts, transfers, records.
import * as z from "zod/mini";
import {
  consolidatedSchema,
  depositSchema,
  merchantWalletSchema,
  movementSchema,
  paymentMethodSchema,
  payoutAccountSchema,
  recordPageSchema,
  securitySchema,
  withdrawalLimitsSchema,
  withdrawalSchema,
  type AgentTransferRequest,
  type DepositRequest,
  type PaymentPasswordRequest,
  type PayoutAccountRequest,
  type RecordQuery,
  type UplineTransferRequest,
  type WalletTransferRequest,
  type WithdrawalRequest,
} from "../contract/wallet";
import { betPageSchema, profitSchema } from "../contract/casino";
import { pointDetailsSchema, pointMallSchema, pointSpendSchema } from "../contract/points";
import { messagePageSchema, referralSchema } from "../contract/member";
import { bonusPageSchema, missionLeaderboardSchema, missionSummarySchema, rewardCentreSchema, rewardClaimSchema, type BONUS_KINDS } from "../contract/rewards";
import type { ApiClient } from "./client";

export function walletApi(client: ApiClient) {
  return {
    wallets: () => client.call(merchantWalletSchema, "/wps/relay/GCS_merchantWallet"),
    consolidated: () => client.call(consolidatedSchema, "/wps/member/info/funds/consolidated"),
    records: (query: RecordQuery) => client.call(recordPageSchema, "/wps/v2/wallets/records", { query }),
    bets: (query: { from?: string | undefined; pageNo?: number | undefined }) => client.call(betPageSchema, "/wps/v2/bets", { query }),
    profit: (query: { from?: string | undefined }) => client.call(profitSchema, "/wps/v2/bets/profit", { query }),
    security: () => client.call(securitySchema, "/wps/member/security"),
    setPaymentPassword: (request: PaymentPasswordRequest) =>
      client.call(z.object({ hasPaymentPassword: z.boolean() }), "/wps/member/password/payment", { method: "POST", body: request }),
    methods: () => client.call(z.array(paymentMethodSchema), "/wps/v2/payments/methods"),
    deposits: () => client.call(z.array(depositSchema), "/wps/v2/deposits"),
    deposit: (request: DepositRequest, idempotencyKey: string) => client.call(depositSchema, "/wps/v2/deposits", { method: "POST", body: request, idempotencyKey }),
    payoutAccounts: () => client.call(z.array(payoutAccountSchema), "/wps/v2/payout-accounts"),
    addPayoutAccount: (request: PayoutAccountRequest) => client.call(payoutAccountSchema, "/wps/v2/payout-accounts", { method: "POST", body: request }),
    withdrawals: () => client.call(z.array(withdrawalSchema), "/wps/v2/withdrawals"),
    withdrawalLimits: () => client.call(withdrawalLimitsSchema, "/wps/v2/withdrawals/limits"),
    messages: (pageNo: number) => client.call(messagePageSchema, "/wps/member/messages", { query: { pageNo } }),
    readMessage: (messageId: number) => client.call(z.object({ id: z.number(), read: z.boolean() }), `/wps/member/messages/${messageId}/read`, { method: "POST" }),
    referral: () => client.call(referralSchema, "/wps/member/referral"),
    pointMall: () => client.call(pointMallSchema, "/wps/points/mall"),
    rewardCentre: () => client.call(rewardCentreSchema, "/wps/member/rewards"),
    claimReward: (key: string) => client.call(rewardClaimSchema, `/wps/member/rewards/${encodeURIComponent(key)}/claim`, { method: "POST" }),
    bonusDetails: (query: { from?: string | undefined; kind?: (typeof BONUS_KINDS)[number] | undefined; pageNo?: number | undefined }) =>
      client.call(bonusPageSchema, "/wps/member/bonus-details", { query }),
    missions: () => client.call(missionSummarySchema, "/wps/relay/MCSFE_getMissionSummaryDetails"),
    missionLeaderboard: () => client.call(missionLeaderboardSchema, "/wps/relay/MCSFE_getMissionLeaderboard"),
    redeemReward: (rewardId: number, paymentPassword: string, idempotencyKey: string) =>
      client.call(pointSpendSchema, "/wps/relay/passwordCheck/MCS2_redeemPointReward", { method: "POST", body: { rewardId, paymentPassword }, idempotencyKey }),
    convertPoints: (points: number, paymentPassword: string, idempotencyKey: string) =>
      client.call(pointSpendSchema, "/wps/relay/passwordCheck/MCS2_convertPoint", { method: "POST", body: { points, paymentPassword }, idempotencyKey }),
    pointDetails: (pageNo: number) => client.call(pointDetailsSchema, "/wps/relay/ODSFE2_MemTransDet", { query: { pageNo } }),
    withdraw: (request: WithdrawalRequest, idempotencyKey: string) => client.call(withdrawalSchema, "/wps/v2/withdrawals", { method: "POST", body: request, idempotencyKey }),
    answerReceipt: (withdrawalId: number, answer: "received" | "fully_paid") =>
      client.call(withdrawalSchema, `/wps/v2/withdrawals/${withdrawalId}/receipt`, { method: "POST", body: { answer } }),
    reportNotReceived: (withdrawalId: number, proof: Blob, note: string) => {
      const upload = new FormData();
      upload.set("proof", proof);
      if (note) upload.set("note", note);
      return client.call(withdrawalSchema, `/wps/v2/withdrawals/${withdrawalId}/not-received`, { method: "POST", upload });
    },
    walletTransfer: (request: WalletTransferRequest, idempotencyKey: string) =>
      client.call(movementSchema, "/wps/relay/GCS_walletTransfer", { method: "POST", body: request, idempotencyKey }),
    agentTransfer: (request: AgentTransferRequest, idempotencyKey: string) =>
      client.call(movementSchema, "/wps/agent/transfer", { method: "POST", body: request, idempotencyKey }),
    uplineTransfer: (request: UplineTransferRequest, idempotencyKey: string) =>
      client.call(movementSchema, "/wps/agent/transferUpline", { method: "POST", body: request, idempotencyKey }),
  };
}
export type WalletApi = ReturnType<typeof walletApi>;
