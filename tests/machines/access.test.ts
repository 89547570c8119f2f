// Who may do what: the rules the header, the dialogs and the forced-login redirect share.
import { describe, expect, it } from "vitest";
import { AGENT_PAGES, agentPages, isAgentAccount, isRealMember, mayOpenAgentCentre, mayOpenMemberCentre, mustLogInFirst, protectedAction } from "../../machines/access";

describe("access rules", () => {
  it("sends a visitor to log in and a trial account to the real-account warning", () => {
    expect(protectedAction(null)).toBe("login");
    expect(protectedAction(4)).toBe("trialWarning");
    expect(protectedAction(0)).toBe("allowed");
    expect(protectedAction(41)).toBe("allowed");
  });

  it("opens the agent centre to types 1, 2, 41 and 42 only, and the member centre to all but trial accounts", () => {
    expect([0, 1, 2, 4, 41, 42, 43].filter(mayOpenAgentCentre)).toEqual([1, 2, 41, 42]);
    expect([0, 1, 4].map(mayOpenMemberCentre)).toEqual([true, true, false]);
    expect(mayOpenMemberCentre(null)).toBe(false);
  });

  it("labels downlines of agent types as agents, and counts trial accounts and visitors as no real member", () => {
    expect([0, 1, 2, 4, 41, 42].map(isAgentAccount)).toEqual([false, true, true, false, true, true]);
    expect([null, 0, 2, 4].map(isRealMember)).toEqual([false, true, true, false]);
  });

  it("forces login on every page but /login, /register, /register.html, /helpmc, /download and a reset link's /resetPassword", () => {
    expect(mustLogInFirst("/pointMall", true, false)).toBe(true);
    expect(mustLogInFirst("/", true, false)).toBe(true);
    for (const open of ["/login", "/register", "/register.html", "/helpmc", "/download", "/resetPassword"]) expect(mustLogInFirst(open, true, false)).toBe(false);
    expect(mustLogInFirst("/pointMall", true, true)).toBe(false);
    expect(mustLogInFirst("/pointMall", false, false)).toBe(false);
  });
});

describe("agent centre pages", () => {
  it("lists every page in menu order and each contract record page only when its feature is on", () => {
    expect(agentPages(() => true)).toEqual([...AGENT_PAGES]);
    const without = agentPages((flag) => flag !== "HOURLYSALARY3" && flag !== "DIVIDEND3");
    expect(without).not.toContain("hourlySalary");
    expect(without).not.toContain("dividendRecord");
    expect(without).toContain("dailyWages");
    expect(agentPages(() => false)).toEqual(AGENT_PAGES.filter((page) => !["dividendRecord", "dailyWages", "hourlySalary", "realtimeSalary"].includes(page)));
  });
});
