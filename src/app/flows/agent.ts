// The agent centre: the contracts machine with its calls, the read-only lists, and opening a downline's account.
import { queryOptions } from "@tanstack/react-query";
import { fromPromise } from "xstate";
import { agentContractsMachine } from "../../../machines/agentContracts.machine";
import { agentApi } from "../../api/agent";
import type { Services } from "./services";
import type { ContractKind } from "../../contract/agent";

export function agentFlows({ client }: Services) {
  const agent = agentApi(client);
  return {
    agentContracts: agentContractsMachine.provide({
      actors: {
        loadContracts: fromPromise(() => agent.contracts()),
        sendRequest: fromPromise(({ input }) => agent.request(input.kind, input.request)),
      },
    }),
    queries: {
      overview: (member: string, from: string, to: string) => queryOptions({ queryKey: ["agent", member, "overview", from, to], queryFn: () => agent.overview(from, to) }),
      downlines: (member: string, pageNo: number) => queryOptions({ queryKey: ["agent", member, "downlines", pageNo], queryFn: () => agent.downlines(pageNo) }),
      income: (member: string, pageNo: number, kind?: ContractKind) => queryOptions({ queryKey: ["agent", member, "income", kind ?? "all", pageNo], queryFn: () => agent.income(pageNo, kind) }),
      teamBets: (member: string, q: { from: string; to: string; pageNo: number; username: string }) =>
        queryOptions({ queryKey: ["agent", member, "teamBets", q], queryFn: () => agent.teamBets(q.from, q.to, q.pageNo, q.username) }),
      memberResults: (member: string, q: { from: string; to: string; pageNo: number }) =>
        queryOptions({ queryKey: ["agent", member, "memberResults", q], queryFn: () => agent.memberResults(q.from, q.to, q.pageNo) }),
      // Under the wallet's key, so every movement refreshes it.
      records: (member: string, pageNo: number) => queryOptions({ queryKey: ["wallet", member, "agentRecords", pageNo], queryFn: () => agent.records(pageNo) }),
    },
    /** A one-step command: an account opened under the agent. */
    createDownline: agent.createDownline,
  };
}
export type AgentFlows = ReturnType<typeof agentFlows>;
