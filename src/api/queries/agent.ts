// Query options of the agent centre, their keys, and what a new downline or a changed contract refreshes.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { ContractKind } from "../../contract/agent";
import type { AgentApi } from "../agent";
import { walletKey } from "./wallet";

export interface TeamBetsQuery {
  from: string;
  to: string;
  pageNo: number;
  username: string;
}
export interface MemberResultsQuery {
  from: string;
  to: string;
  pageNo: number;
}

export const agentKeys = {
  all: ["agent"] as const,
  of: (member: string) => ["agent", member] as const,
  overview: (member: string, from: string, to: string) => ["agent", member, "overview", from, to] as const,
  downlines: (member: string, pageNo: number) => ["agent", member, "downlines", pageNo] as const,
  income: (member: string, pageNo: number, kind?: ContractKind) => ["agent", member, "income", kind ?? "all", pageNo] as const,
  teamBets: (member: string, query: TeamBetsQuery) => ["agent", member, "teamBets", query] as const,
  memberResults: (member: string, query: MemberResultsQuery) => ["agent", member, "memberResults", query] as const,
  // Under the wallet's key, so every movement refreshes it.
  records: (member: string, pageNo: number) => [...walletKey(member), "agentRecords", pageNo] as const,
};

export function agentQueries(api: AgentApi) {
  return {
    overview: (member: string, from: string, to: string) => queryOptions({ queryKey: agentKeys.overview(member, from, to), queryFn: () => api.overview(from, to) }),
    downlines: (member: string, pageNo: number) => queryOptions({ queryKey: agentKeys.downlines(member, pageNo), queryFn: () => api.downlines(pageNo) }),
    income: (member: string, pageNo: number, kind?: ContractKind) => queryOptions({ queryKey: agentKeys.income(member, pageNo, kind), queryFn: () => api.income(pageNo, kind) }),
    teamBets: (member: string, q: TeamBetsQuery) => queryOptions({ queryKey: agentKeys.teamBets(member, q), queryFn: () => api.teamBets(q.from, q.to, q.pageNo, q.username) }),
    memberResults: (member: string, q: MemberResultsQuery) => queryOptions({ queryKey: agentKeys.memberResults(member, q), queryFn: () => api.memberResults(q.from, q.to, q.pageNo) }),
    records: (member: string, pageNo: number) => queryOptions({ queryKey: agentKeys.records(member, pageNo), queryFn: () => api.records(pageNo) }),
  };
}

/** A downline opened or a contract changed: the agent's team pages, of one member or of any. */
export const invalidateAgent = (queryClient: QueryClient, member?: string) =>
  queryClient.invalidateQueries({ queryKey: member === undefined ? agentKeys.all : agentKeys.of(member) });
