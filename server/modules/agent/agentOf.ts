// The gate of the agent centre's calls: the signed-in member must be an agent.
import { HttpError } from "../../http/errors";
import { isAgentAccountType } from "../../../src/contract/agent";
import type { MemberService } from "../member/service";

export type AgentOf = ReturnType<typeof agentGate>;

export function agentGate(members: MemberService) {
  /** The signed-in member, who must be an agent (SPEC §6: 'Non-agents cannot log in'). */
  async function agentOf(merchantId: number, memberId: number) {
    const agent = await members.party(merchantId, memberId);
    if (!agent || !isAgentAccountType(agent.account_type)) throw new HttpError(403, "not_agent", "Non-agents cannot log in");
    return agent;
  }

  return agentOf;
}
