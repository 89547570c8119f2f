// Wallet flows and lists: the member centre's machines with their calls, and its read-only queries. Loaded with it.
import { fromPromise } from "xstate";
import { depositMachine } from "../../machines/deposit.machine";
import { paymentPasswordMachine } from "../../machines/paymentPassword.machine";
import { transferMachine } from "../../machines/transfer.machine";
import { withdrawalMachine } from "../../machines/withdrawal.machine";
import { withdrawalReceiptMachine } from "../../machines/withdrawalReceipt.machine";
import { pointSpendMachine } from "../../machines/pointSpend.machine";
import { rewardClaimMachine } from "../../machines/rewardClaim.machine";
import { walletQueries } from "../api/queries/wallet";
import { walletApi } from "../api/wallet";
import { command } from "./command";
import type { Services } from "./services";
import * as z from "zod/mini";

export function walletFlows({ client }: Services) {
  const wallet = walletApi(client);
  return {
    queries: walletQueries(wallet),
    pointSpend: pointSpendMachine.provide({
      actors: {
        loadMall: fromPromise(() => wallet.pointMall()),
        spendPoints: fromPromise(({ input: { spend, paymentPassword, key } }) =>
          spend.kind === "reward" ? wallet.redeemReward(spend.rewardId, paymentPassword, key) : wallet.convertPoints(spend.points, paymentPassword, key),
        ),
      },
    }),
    rewardClaim: rewardClaimMachine.provide({ actors: { claimReward: fromPromise(({ input }) => wallet.claimReward(input)) } }),
    /** A message marked read: its id. */
    readMessage: command(z.number(), wallet.readMessage),
    deposit: depositMachine.provide({ actors: { createDeposit: fromPromise(({ input }) => wallet.deposit(input.request, input.key)) } }),
    withdrawal: withdrawalMachine.provide({
      actors: {
        requestWithdrawal: fromPromise(({ input }) => wallet.withdraw(input.request, input.key)),
        addPayoutAccount: fromPromise(({ input }) => wallet.addPayoutAccount(input)),
      },
    }),
    receipt: withdrawalReceiptMachine.provide({
      actors: {
        answerReceipt: fromPromise(({ input }) => wallet.answerReceipt(input.withdrawalId, input.answer)),
        reportNotReceived: fromPromise(({ input }) => wallet.reportNotReceived(input.withdrawalId, input.proof, input.note)),
      },
    }),
    transfer: transferMachine.provide({
      actors: {
        transfer: fromPromise(({ input }) => {
          const amount = input.amount;
          switch (input.mode) {
            case "wallet":
              return wallet.walletTransfer({ from: input.from, to: input.to, amount }, input.key);
            case "downline":
              return wallet.agentTransfer({ username: input.username, amount, paymentPassword: input.paymentPassword }, input.key);
            case "upline":
              return wallet.uplineTransfer({ amount, paymentPassword: input.paymentPassword }, input.key);
          }
        }),
      },
    }),
    paymentPassword: paymentPasswordMachine.provide({ actors: { savePaymentPassword: fromPromise(({ input }) => wallet.setPaymentPassword(input)) } }),
  };
}
export type WalletFlows = ReturnType<typeof walletFlows>;
