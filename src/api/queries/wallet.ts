// Query options of the wallet pages: every wallet query key lives under ["wallet", member], so one invalidation after a
// movement refreshes them all (the header balance included).
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { RecordQuery } from "../../contract/wallet";
import type { WalletApi } from "../wallet";
import { DEPOSIT_POLL_MS } from "../../config/index";
import { walletKey } from "./keys";

export { walletKey };

/** The inbox and the referral link sit under the content key: a read message refreshes the header's unread number with them. */
export const inboxKeys = {
  messages: (member: string, pageNo: number) => ["content", "messages", member, pageNo] as const,
  referral: (member: string) => ["content", "referral", member] as const,
};

export function walletQueries(api: WalletApi) {
  return {
    wallets: (member: string) => queryOptions({ queryKey: [...walletKey(member), "wallets"], queryFn: api.wallets }),
    messages: (member: string, pageNo: number) => queryOptions({ queryKey: inboxKeys.messages(member, pageNo), queryFn: () => api.messages(pageNo) }),
    referral: (member: string) => queryOptions({ queryKey: inboxKeys.referral(member), queryFn: api.referral }),
    rewardCentre: (member: string) => queryOptions({ queryKey: [...walletKey(member), "rewards"], queryFn: api.rewardCentre }),
    bonusDetails: (member: string, query: Parameters<WalletApi["bonusDetails"]>[0]) =>
      queryOptions({ queryKey: [...walletKey(member), "bonus", query], queryFn: () => api.bonusDetails(query) }),
    missions: (member: string) => queryOptions({ queryKey: [...walletKey(member), "missions"], queryFn: api.missions }),
    missionLeaderboard: (member: string) => queryOptions({ queryKey: [...walletKey(member), "leaderboard"], queryFn: api.missionLeaderboard }),
    pointDetails: (member: string, pageNo: number) => queryOptions({ queryKey: [...walletKey(member), "points", pageNo], queryFn: () => api.pointDetails(pageNo) }),
    records: (member: string, query: RecordQuery) => queryOptions({ queryKey: [...walletKey(member), "records", query], queryFn: () => api.records(query) }),
    bets: (member: string, query: { from?: string | undefined; pageNo?: number | undefined }) =>
      queryOptions({ queryKey: [...walletKey(member), "bets", query], queryFn: () => api.bets(query) }),
    profit: (member: string, query: { from?: string | undefined }) => queryOptions({ queryKey: [...walletKey(member), "profit", query], queryFn: () => api.profit(query) }),
    security: (member: string) => queryOptions({ queryKey: [...walletKey(member), "security"], queryFn: api.security }),
    methods: (member: string) => queryOptions({ queryKey: [...walletKey(member), "methods"], queryFn: api.methods, staleTime: 5 * 60_000 }),
    /** While a deposit waits for its confirmation, its status is asked again every few seconds. */
    deposits: (member: string) =>
      queryOptions({
        queryKey: [...walletKey(member), "deposits"],
        queryFn: api.deposits,
        refetchInterval: (query) => (query.state.data?.some((deposit) => deposit.status === "pending") ? DEPOSIT_POLL_MS : false),
      }),
    payoutAccounts: (member: string) => queryOptions({ queryKey: [...walletKey(member), "payoutAccounts"], queryFn: api.payoutAccounts }),
    withdrawals: (member: string) => queryOptions({ queryKey: [...walletKey(member), "withdrawals"], queryFn: api.withdrawals }),
    withdrawalLimits: (member: string) => queryOptions({ queryKey: [...walletKey(member), "withdrawalLimits"], queryFn: api.withdrawalLimits }),
  };
}
export type WalletQueries = ReturnType<typeof walletQueries>;

/** Money moved: every wallet list of the member (the header balance among them), or of any member when not known. */
export const invalidateAfterMovement = (queryClient: QueryClient, member?: string) =>
  queryClient.invalidateQueries({ queryKey: member === undefined ? ["wallet"] : walletKey(member) });
