// Depositing: a method and an amount within its limits; a provider deposit goes to checkout, a bank one shows details.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it } from "vitest";
import { depositMachine, depositProblems } from "../../machines/deposit.machine";
import { describeMachinePaths } from "./pathTest";
import { bankMethodSample as bank, depositPlan, depositSample as deposit, providerMethodSample as provider } from "../../flowbook/plans/deposit";

describeMachinePaths("deposit", {
  ...depositPlan,
  states: {
    editing: (s) => expect(s.hasTag("created") || s.hasTag("submitting")).toBe(false),
    submitting: (s) => {
      expect(s.hasTag("submitting")).toBe(true);
      expect(depositProblems(s.context)).toEqual({});
    },
    atProvider: (s) => {
      expect(s.hasTag("checkout")).toBe(true);
      expect(s.context.deposit?.checkoutUrl).toBeTruthy();
    },
    byBank: (s) => {
      expect(s.hasTag("created")).toBe(true);
      expect(s.hasTag("checkout")).toBe(false);
      expect(s.context.deposit?.checkoutUrl).toBeNull();
    },
  },
});

describe("deposit form", () => {
  it("asks for a method, then an amount within its limits", () => {
    expect(depositProblems({ method: null, amount: "500" })).toEqual({ method: "method" });
    expect(depositProblems({ method: provider, amount: "99.99" })).toEqual({ amount: "belowMinimum" });
    expect(depositProblems({ method: provider, amount: "50000.01" })).toEqual({ amount: "aboveMaximum" });
    expect(depositProblems({ method: provider, amount: "1,000" })).toEqual({ amount: "format" });
  });

  it("keeps the request's key when the same deposit is retried after a failure, and makes a new one for a new amount", async () => {
    const keys: string[] = [];
    let fail = true;
    const actor = createActor(
      depositMachine.provide({
        actors: {
          createDeposit: fromPromise(async ({ input }) => {
            keys.push(input.key);
            if (fail) throw { code: "network_error", message: "offline" };
            return deposit(null);
          }),
        },
      }),
    ).start();
    actor.send({ type: "method.select", method: bank });
    actor.send({ type: "field.change", field: "amount", value: "600" });
    actor.send({ type: "form.submit" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.errorCode).toBe("network_error");
    fail = false;
    actor.send({ type: "form.submit" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(keys[0]).toBe(keys[1]);
    expect(actor.getSnapshot().value).toBe("byBank");
    actor.send({ type: "deposit.again" });
    actor.send({ type: "field.change", field: "amount", value: "700" });
    actor.send({ type: "form.submit" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(keys[2]).not.toBe(keys[1]);
  });
});
