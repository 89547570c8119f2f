// Agent contracts: the offer form's and the contract list's events, the list and request calls' answers, and what the agent sees.
import { agentContractsMachine, type ContractList } from "../../machines/agentContracts.machine";
import type { Contract } from "../../src/contract/agent";
import type { FlowPlan } from "../plan";

export const contractSample: Contract = {
  id: 7,
  kind: "daily_salary",
  requestType: "new",
  upline: "agent01",
  member: "sub1",
  ratePercent: "1.50",
  winRatePercent: null,
  period: "daily",
  status: "pending",
  reason: null,
  endsContractId: null,
  paid: "0.00",
  awaitingMe: true,
  mine: false,
  createdAt: "2026-11-23T10:00:00.000Z",
  decidedAt: null,
};
export const contractListSample: ContractList = {
  list: [contractSample],
  consolidated: { dailysalreqtype: "new", divtypereq: null, contracthoursalreq: null, realtimesalreqtype: null },
};

export const agentContractsPlan: FlowPlan = {
  machine: agentContractsMachine,
  events: [
    { type: "offer.change", field: "downline", value: "sub1" },
    { type: "offer.change", field: "ratePercent", value: "1.5" },
    { type: "offer.change", field: "ratePercent", value: "150" },
    { type: "offer.change", field: "kind", value: "realtime_salary" },
    { type: "offer.change", field: "winRatePercent", value: "0.5" },
    { type: "offer.submit" },
    { type: "contract.answer", contract: contractSample, action: "accept" },
    { type: "load.retry" },
  ],
  outputs: { loadContracts: [contractListSample], sendRequest: [{ ...contractSample, status: "accepted" }] },
  errors: {
    loadContracts: [{ code: "not_agent", message: "Non-agents cannot log in" }],
    sendRequest: [{ code: "above_upper_terms", message: "at most 1.00%" }],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.offer, s.context.problem, s.context.errorCode, s.context.contracts.length]),
  seen: {
    loading:
      "The offer form can already be filled in, but sending waits; the contracts table shows only its headings (or, after a request, the list as it was) until the list arrives.",
    ready:
      'The agent sees the offer form (contract kind, downline, rate, and the win wage for a real-time salary) with Send the offer, and under it the contracts table with each contract\'s parties, rate, amount paid so far and status, Sign and Reject on requests awaiting the agent, Ask to end on contracts in force (or "No contracts yet."). A red line under the form says what is wrong with the offer or why the last request was refused.',
    sending: "Send the offer and every Sign, Reject and Ask to end button are greyed out while the request goes through.",
    failed: 'The page shows only "The contracts could not be loaded." with a Try again button.',
  },
  said: {
    "offer.change": "the agent fills in the offer form",
    "offer.submit": "the agent presses Send the offer",
    "contract.answer": "the agent presses Sign, Reject or Ask to end on a contract",
    "load.retry": "the agent presses Try again",
  },
};
