// The agent's contracts: an offer is checked before it is sent, answers and offers go one at a time, each reloads
// the list, and a refused request keeps the form with the server's reason.
import { createActor, fromPromise, waitFor } from "xstate";
import { expect, it } from "vitest";
import { agentContractsMachine, offerProblem, type ContractCall } from "../../machines/agentContracts.machine";
import type { Contract } from "../../src/contract/agent";
import { callsOf, describeMachinePaths } from "./pathTest";
import { agentContractsPlan, contractListSample as list, contractSample as contract } from "../../flowbook/plans/agentContracts";

describeMachinePaths("agentContracts", {
  ...agentContractsPlan,
  states: {
    // The list is asked for; the form can be filled in, but nothing is sent until the list is there.
    loading: (s) => {
      expect(callsOf(s)).toStrictEqual({ loadContracts: undefined });
      expect(s.context.pending).toBeNull();
      expect(s.can({ type: "offer.submit" })).toBe(false);
    },
    // The list is shown and no request is on its way.
    ready: (s) => {
      expect(s.context.consolidated).toEqual(list.consolidated);
      expect(s.context.pending).toBeNull();
      expect(callsOf(s)).toStrictEqual({});
    },
    sending: (s) => {
      expect(s.context.pending).not.toBeNull();
      if (s.context.pending?.request.action === "new") expect(offerProblem(s.context.offer)).toBeNull();
    },
    failed: (s) => expect(s.context.errorCode).toBe("not_agent"),
  },
});

it("checks the downline and the rate before an offer goes out", () => {
  const offer = { kind: "daily_salary" as const, downline: "", ratePercent: "1", winRatePercent: "" };
  expect(offerProblem(offer)).toBe("downline");
  expect(offerProblem({ ...offer, downline: "sub1", ratePercent: "0" })).toBe("rate");
  expect(offerProblem({ ...offer, downline: "sub1", ratePercent: "100.01" })).toBe("rate");
  expect(offerProblem({ ...offer, downline: "sub1", ratePercent: "1.234" })).toBe("rate");
  expect(offerProblem({ ...offer, downline: "sub1", ratePercent: "2.5" })).toBeNull();
  // Real-time salary names its win wage too: 0 is allowed, none or above 100% is not.
  const realtime = { ...offer, kind: "realtime_salary" as const, downline: "sub1", ratePercent: "1" };
  expect(offerProblem(realtime)).toBe("winRate");
  expect(offerProblem({ ...realtime, winRatePercent: "100.5" })).toBe("winRate");
  expect(offerProblem({ ...realtime, winRatePercent: "0" })).toBeNull();
});

it("sends the offer, clears the form, reloads, and keeps the server's reason when refused", async () => {
  const refusal = { term: "rate", limitPercent: "1.00", bound: "own", atSigning: false };
  const sent: unknown[] = [];
  let refuse = true;
  const actor = createActor(
    agentContractsMachine.provide({
      actors: {
        loadContracts: fromPromise(async () => list),
        sendRequest: fromPromise(async ({ input }) => {
          sent.push(input);
          if (refuse) throw { code: "above_upper_terms", message: "The rate may be at most 1.00%, your own contract's.", value: refusal };
          return contract;
        }),
      },
    }),
  ).start();
  const changes: string[] = [];
  actor.on("contracts.changed", (event) => changes.push(event.type));
  await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 });
  actor.send({ type: "offer.change", field: "kind", value: "dividend" });
  actor.send({ type: "offer.change", field: "downline", value: " sub1 " });
  actor.send({ type: "offer.change", field: "ratePercent", value: "2" });
  actor.send({ type: "offer.submit" });
  await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 });
  expect(actor.getSnapshot().context).toMatchObject({ errorCode: "above_upper_terms", refusal, offer: { downline: " sub1 " } });
  refuse = false;
  actor.send({ type: "offer.submit" });
  // Sent, then the list loaded again.
  await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 });
  expect(sent).toEqual([
    { kind: "dividend", request: { action: "new", downline: "sub1", ratePercent: "2" } },
    { kind: "dividend", request: { action: "new", downline: "sub1", ratePercent: "2" } },
  ]);
  expect(actor.getSnapshot().context.offer).toEqual({ kind: "dividend", downline: "", ratePercent: "", winRatePercent: "" });
  expect(changes).toEqual(["contracts.changed"]);
});

it("keeps a refusal's terms only when they are well formed", async () => {
  const refusing = (value: unknown) =>
    createActor(
      agentContractsMachine.provide({
        actors: {
          loadContracts: fromPromise(async () => list),
          sendRequest: fromPromise<Contract, ContractCall>(async () =>
            Promise.reject({ code: "above_ceiling", message: "The win wage may be at most 0.50%", value }),
          ),
        },
      }),
    ).start();
  for (const [value, kept] of [
    [{ term: "winWage", limitPercent: "0.50", bound: "operator", atSigning: true }, true],
    [{ term: "win wage", limitPercent: 0.5 }, false],
  ] as const) {
    const actor = refusing(value);
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 });
    actor.send({ type: "contract.answer", contract, action: "accept" });
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 1000 });
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: "above_ceiling", refusal: kept ? value : null });
  }
});
