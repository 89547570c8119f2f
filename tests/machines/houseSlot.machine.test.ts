// The house slot: a session first, then spins within the limits; each spin announces that money moved.
import { expect, it } from "vitest";
import { betProblem, houseSlotMachine } from "../../machines/houseSlot.machine";
import { describeMachinePaths } from "./pathTest";

const session = { sessionId: "s-1", engine: "slot" as const, serverSeedHash: "ab".repeat(32), clientSeed: "c", nonce: 0, lines: 10, rtp: 0.9547, minBet: "0.10", maxBet: "1000.00" };
const result = { roundId: "s-1:0", nonce: 0, reels: [["PLUM", "BAR", "BELL"]], wins: [], bet: "1.00", win: "0.00", balance: "99.00" };

describeMachinePaths("houseSlot", {
  machine: houseSlotMachine,
  inputs: [{ launchToken: "launch-token-0123456789" }],
  events: [{ type: "bet.change", bet: "2.00" }, { type: "bet.change", bet: "0.15" }, { type: "spin" }],
  outputs: { openSession: [session], spin: [result] },
  errors: { openSession: [{ code: "launch_refused", message: "not valid" }], spin: [{ code: "insufficient_funds", message: "not enough" }] },
  serializeState: (s) => JSON.stringify([s.value, s.context.bet, s.context.problem, s.context.spins > 0, s.context.errorCode]),
  states: {
    opening: (s) => expect(s.hasTag("opening")).toBe(true),
    ready: (s) => expect(s.context.session?.sessionId).toBe("s-1"),
    spinning: (s) => expect(betProblem(s.context.bet, s.context.session)).toBeNull(),
    closed: (s) => expect(s.context.errorCode).toBe("launch_refused"),
  },
});

it("sends only bets with one equal share per line, within the limits", () => {
  expect(betProblem("1.00", session)).toBeNull();
  expect(betProblem("0.15", session)).toBe("lines");
  expect(betProblem("0.05", session)).toBe("belowMinimum");
  expect(betProblem("2000", session)).toBe("aboveMaximum");
});
