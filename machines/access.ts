// Who may do what (SPEC §4, §6): pure rules the machines' guards and the router's redirect share.
import { AGENT_PAGES, type AgentPage } from "../src/contract/search";
import { isAgentAccountType } from "../src/contract/domain";
import { TRIAL_ACCOUNT_TYPE } from "../src/config/index";

export type ProtectedOutcome = "allowed" | "login" | "trialWarning";

/** A protected action without a session opens the login popup; a trial account is told it needs a real one. */
export function protectedAction(accountType: number | null): ProtectedOutcome {
  if (accountType === null) return "login";
  return accountType === TRIAL_ACCOUNT_TYPE ? "trialWarning" : "allowed";
}

/** An agent of any level (the others are players and trial accounts). */
export const isAgentAccount = (accountType: number | null) => accountType !== null && isAgentAccountType(accountType);
/** Signed in with a real account: not a visitor, not a trial account (no counts, records or VIP of its own). */
export const isRealMember = (accountType: number | null) => protectedAction(accountType) === "allowed";

export const mayOpenAgentCentre = isAgentAccount;
export const mayOpenMemberCentre = isRealMember;

const PAGE_FLAGS: Partial<Record<AgentPage, string>> = { dividendRecord: "DIVIDEND3", dailyWages: "DAILYSALARY3", hourlySalary: "HOURLYSALARY3", realtimeSalary: "REALTIMESALARY3" };

export { AGENT_PAGES, type AgentPage };

export function agentPages(isFlagOn: (flag: string) => boolean): AgentPage[] {
  return AGENT_PAGES.filter((page) => {
    const flag = PAGE_FLAGS[page];
    return flag === undefined || isFlagOn(flag);
  });
}

/** Paths a visitor may see when the 'logined to home page' flag forces login (a mailed reset link opens /resetPassword). */
export const OPEN_PATHS = ["/login", "/register", "/register.html", "/helpmc", "/download", "/resetPassword"];

export function mustLogInFirst(path: string, forceLogin: boolean, hasToken: boolean): boolean {
  return forceLogin && !hasToken && !OPEN_PATHS.includes(path);
}
