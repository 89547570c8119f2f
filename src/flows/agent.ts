// The agent centre: the contracts machine with its calls, the read-only lists, and opening a downline's account.
import { fromPromise } from "xstate";
import { agentContractsMachine } from "../../machines/agentContracts.machine";
import { agentApi } from "../api/agent";
import { agentQueries } from "../api/queries/agent";
import { command } from "./command";
import type { Services } from "./services";
import * as z from "zod/mini";

export function agentFlows({ client }: Services) {
  const agent = agentApi(client);
  return {
    agentContracts: agentContractsMachine.provide({
      actors: {
        loadContracts: fromPromise(() => agent.contracts()),
        sendRequest: fromPromise(({ input }) => agent.request(input.kind, input.request)),
      },
    }),
    queries: agentQueries(agent),
    /** An account opened under the agent: `{ username, password, paymentPassword, accountType }`. */
    createDownline: command(
      z.object({ username: z.string(), password: z.string(), paymentPassword: z.string(), accountType: z.number() }),
      agent.createDownline,
    ),
  };
}
export type AgentFlows = ReturnType<typeof agentFlows>;
