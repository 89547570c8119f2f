// Depositing: a method and an amount within its limits; a provider deposit goes to checkout, a bank one shows details.
import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { depositMachine, depositProblems } from "../../machines/deposit.machine";
import { purchaseKey } from "../../machines/purchaseKey";
import { describeMachinePaths } from "./pathTest";
import { bankMethodSample as bank, depositPlan, depositSample as deposit, providerMethodSample as provider } from "../../flowbook/plans/deposit";

describeMachinePaths("deposit", {
  ...depositPlan,
  states: {
    // The form, with no deposit made yet; a problem on screen is one the rule still finds in what is chosen and typed.
    editing: (s) => {
      expect(s.context.deposit).toBeNull();
      expect(depositProblems(s.context)).toMatchObject(s.context.problems);
    },
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
    await waitFor(actor, (s) => s.matches("editing") && s.context.errorCode !== null, { timeout: 1000 });
    expect(actor.getSnapshot().context.errorCode).toBe("network_error");
    fail = false;
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("byBank"), { timeout: 1000 });
    expect(keys[0]).toBe(keys[1]);
    expect(actor.getSnapshot().value).toBe("byBank");
    actor.send({ type: "deposit.again" });
    actor.send({ type: "field.change", field: "amount", value: "700" });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("byBank"), { timeout: 1000 });
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("gives two deposits different keys, in two forms or one after another in the same form, and keeps a key for its retry", async () => {
    const keys: string[] = [];
    let failures = 1;
    const machine = depositMachine.provide({
      actors: {
        createDeposit: fromPromise(async ({ input }) => {
          keys.push(input.key);
          if (failures-- > 0) throw { code: "network_error", message: "offline" };
          return deposit(null);
        }),
      },
    });
    const depositOf600 = async (actor: ReturnType<typeof createActor<typeof machine>>) => {
      actor.send({ type: "method.select", method: bank });
      actor.send({ type: "field.change", field: "amount", value: "600" });
      actor.send({ type: "form.submit" });
      // Answered: a deposit made, or a failure back on the form.
      await waitFor(actor, (s) => !s.hasTag("submitting"), { timeout: 1000 });
    };
    // Two deposit forms of one page session start with keys of their own (not one made when the page loaded).
    const first = createActor(machine).start();
    const second = createActor(machine).start();
    expect(purchaseKey(first.getSnapshot().context.purchase)).not.toBe(purchaseKey(second.getSnapshot().context.purchase));

    await depositOf600(first);
    expect(first.getSnapshot().context.errorCode).toBe("network_error");
    first.send({ type: "form.submit" });
    await waitFor(first, (s) => s.matches("byBank"), { timeout: 1000 });
    expect(first.getSnapshot().value).toBe("byBank");
    await depositOf600(second);
    expect(second.getSnapshot().value).toBe("byBank");
    first.send({ type: "deposit.again" });
    await depositOf600(first);
    expect(first.getSnapshot().value).toBe("byBank");

    const [failed, retried, otherForm, sameFormAgain] = keys;
    expect(retried).toBe(failed);
    expect(new Set([retried, otherForm, sameFormAgain]).size).toBe(3);
  });
});
