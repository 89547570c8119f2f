// The agent's contracts (SPEC §4 'Contract requests'): the list with what waits for this agent's signature; a new
// request (dividend, daily, hourly or real-time salary) offered to a direct downline agent, checked before sending;
// a termination of a contract in force; the other party's accept or reject. One request at a time (the form is
// still while it goes); each answer
// reloads the list, since signing may complete, replace or cancel other contracts.
import { assign, emit, fromPromise, setup } from "xstate";
import { contractRefusalSchema, type Contract, type ContractKind, type ContractList, type ContractRefusal, type ContractRequest } from "../src/contract/agent";
import { errorOf, failureOf } from "./apiError";

export type OfferProblem = "downline" | "rate" | "winRate";
export type { ContractList };
export interface ContractCall {
  kind: ContractKind;
  request: ContractRequest;
}
export interface AgentContractsContext {
  contracts: Contract[];
  consolidated: ContractList["consolidated"] | null;
  /** winRatePercent: real-time salary's win wage (ratePercent is then its loss wage). */
  offer: { kind: ContractKind; downline: string; ratePercent: string; winRatePercent: string };
  problem: OfferProblem | null;
  pending: ContractCall | null;
  errorCode: string | null;
  /** What a refusal of terms says (above_upper_terms, above_ceiling), for the page to put in words; null otherwise. */
  refusal: ContractRefusal | null;
}
type AgentContractsEvent =
  | { type: "offer.change"; field: "kind" | "downline" | "ratePercent" | "winRatePercent"; value: string }
  | { type: "offer.submit" }
  | { type: "contract.answer"; contract: Contract; action: "accept" | "reject" | "termination" }
  | { type: "load.retry" };

const KINDS: readonly ContractKind[] = ["dividend", "daily_salary", "hourly_salary", "realtime_salary"];
const RATE = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * What stops an offer from being sent: no downline named, a rate that is not above 0 and at most 100%, or (real-time
 * salary) a win wage that is not from 0 to 100%.
 */
export function offerProblem(offer: AgentContractsContext["offer"]): OfferProblem | null {
  if (offer.downline.trim() === "") return "downline";
  const rate = offer.ratePercent.trim();
  if (!RATE.test(rate) || Number(rate) <= 0 || Number(rate) > 100) return "rate";
  const winRate = offer.winRatePercent.trim();
  if (offer.kind === "realtime_salary" && (!RATE.test(winRate) || Number(winRate) > 100)) return "winRate";
  return null;
}

export const agentContractsMachine = setup({
  types: {
    context: {} as AgentContractsContext,
    events: {} as AgentContractsEvent,
    emitted: {} as { type: "contracts.changed" },
    tags: {} as "loading" | "busy",
  },
  actors: {
    loadContracts: fromPromise<ContractList>(async () => {
      throw new Error("loadContracts must be provided by the app");
    }),
    sendRequest: fromPromise<Contract, ContractCall>(async () => {
      throw new Error("sendRequest must be provided by the app");
    }),
  },
  guards: {
    offerIsValid: ({ context }) => offerProblem(context.offer) === null,
  },
  actions: {
    storeList: assign((_, answer: ContractList) => ({ contracts: answer.list, consolidated: answer.consolidated })),
    changeOffer: assign(({ context, event }) => {
      if (event.type !== "offer.change") return {};
      if (event.field === "kind") return { offer: { ...context.offer, kind: KINDS.find((kind) => kind === event.value) ?? context.offer.kind }, problem: null };
      return { offer: { ...context.offer, [event.field]: event.value }, problem: null };
    }),
    showProblem: assign({ problem: ({ context }) => offerProblem(context.offer) }),
    prepareOffer: assign(({ context }) => ({
      pending: {
        kind: context.offer.kind,
        request: {
          action: "new" as const,
          downline: context.offer.downline.trim(),
          ratePercent: context.offer.ratePercent.trim(),
          ...(context.offer.kind === "realtime_salary" ? { winRatePercent: context.offer.winRatePercent.trim() } : {}),
        },
      },
      errorCode: null,
      refusal: null,
    })),
    prepareAnswer: assign(({ event }) =>
      event.type === "contract.answer" ? { pending: { kind: event.contract.kind, request: { action: event.action, contractId: event.contract.id } }, errorCode: null, refusal: null } : {},
    ),
    clearOffer: assign(({ context }) => ({ offer: { ...context.offer, downline: "", ratePercent: "", winRatePercent: "" }, pending: null })),
    storeFailure: assign((_, error: unknown) => {
      const failure = failureOf(error);
      const refusal = contractRefusalSchema.safeParse(failure.value);
      return { errorCode: failure.code, refusal: refusal.success ? refusal.data : null, pending: null };
    }),
    announceChange: emit({ type: "contracts.changed" as const }),
  },
}).createMachine({
  id: "agentContracts",
  context: { contracts: [], consolidated: null, offer: { kind: "daily_salary", downline: "", ratePercent: "", winRatePercent: "" }, problem: null, pending: null, errorCode: null, refusal: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      on: { "offer.change": { actions: "changeOffer" } },
      invoke: {
        id: "loadContracts",
        src: "loadContracts",
        onDone: { target: "ready", actions: { type: "storeList", params: ({ event }) => event.output } },
        onError: { target: "failed", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    ready: {
      on: {
        "offer.change": { actions: "changeOffer" },
        "offer.submit": [{ guard: "offerIsValid", target: "sending", actions: "prepareOffer" }, { actions: "showProblem" }],
        "contract.answer": { target: "sending", actions: "prepareAnswer" },
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        id: "sendRequest",
        src: "sendRequest",
        input: ({ context }) => context.pending ?? { kind: "daily_salary", request: { action: "new" } },
        onDone: { target: "loading", actions: ["clearOffer", "announceChange"] },
        onError: { target: "ready", actions: { type: "storeFailure", params: errorOf } },
      },
    },
    failed: {
      on: { "load.retry": "loading" },
    },
  },
});
