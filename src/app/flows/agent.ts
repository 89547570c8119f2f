// The agent centre: the contracts machine with its calls, the read-only lists, and opening a downline's account.
import { queryOptions } from "@tanstack/react-query";
import { fromPromise } from "xstate";
import { agentContractsMachine } from "../../../machines/agentContracts.machine";
import { agentApi } from "../../api/agent";
import type { Services } from "./services";

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
      income: (member: string, pageNo: number) => queryOptions({ queryKey: ["agent", member, "income", pageNo], queryFn: () => agent.income(pageNo) }),
    },
    /** A one-step command: an account opened under the agent. */
    createDownline: agent.createDownline,
  };
}
export type AgentFlows = ReturnType<typeof agentFlows>;
