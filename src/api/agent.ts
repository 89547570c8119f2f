// Agent centre calls: team overview, downlines, contracts (the relay call of each kind) and income.
import {
  CONTRACT_RELAY, contractListSchema, contractSchema, downlinePageSchema, incomePageSchema, memberResultPageSchema, teamBetPageSchema, teamOverviewSchema,
  type ContractKind, type ContractRequest,
} from "../contract/agent";
import { recordPageSchema } from "../contract/wallet";
import type { ApiClient } from "./client";
import * as z from "zod/mini";

export function agentApi(client: ApiClient) {
  return {
    overview: (from: string, to: string) => client.call(teamOverviewSchema, "/wps/agent/team/overview", { query: { from, to } }),
    downlines: (pageNo: number) => client.call(downlinePageSchema, "/wps/agent/downlines", { query: { pageNo } }),
    createDownline: (request: { username: string; password: string; paymentPassword: string; accountType: number }) =>
      client.call(z.object({ username: z.string(), type: z.number() }), "/wps/agent/downlines", { method: "PUT", body: request }),
    contracts: () => client.call(contractListSchema, "/wps/agent/contracts"),
    request: (kind: ContractKind, request: ContractRequest) => client.call(contractSchema, `/wps/relay/${CONTRACT_RELAY[kind]}`, { method: "POST", body: request }),
    income: (pageNo: number, kind?: ContractKind) => client.call(incomePageSchema, "/wps/agent/income", { query: { pageNo, kind } }),
    teamBets: (from: string, to: string, pageNo: number, username: string) =>
      client.call(teamBetPageSchema, "/wps/agent/team/bets", { query: { from, to, pageNo, username: username.trim() === "" ? undefined : username.trim() } }),
    memberResults: (from: string, to: string, pageNo: number) => client.call(memberResultPageSchema, "/wps/agent/team/profit", { query: { from, to, pageNo } }),
    /** Account details: the agent's own wallet records. */
    records: (pageNo: number) => client.call(recordPageSchema, "/wps/v2/wallets/records", { query: { pageNo } }),
  };
}
export type AgentApi = ReturnType<typeof agentApi>;
