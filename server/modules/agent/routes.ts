// HTTP of the agent centre: team overview, downlines, income, the contract relay calls, and the operator's settlement run and ceilings on terms.
import { Hono } from "hono";
import {
  CONTRACT_KINDS, CONTRACT_RELAY, contractRequestSchema, createDownlineSchema, incomeQuerySchema, memberResultQuerySchema, overviewQuerySchema, pageQuerySchema,
  settlementRunSchema, teamBetQuerySchema, termsCeilingsInputSchema,
} from "../../../src/contract/agent";
import { requireSession } from "../../http/auth";
import { callerIp, requestLanguage, type AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { badRequest } from "../../http/errors";
import { parseInput, readJson } from "../../http/validate";
import type { SessionService } from "../session/service";
import type { AgentService } from "./service";

export function agentRoutes(agents: AgentService, sessions: SessionService) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireSession(sessions.authenticate);
  routes.get("/agent/team/overview", signedIn, async (c) => {
    const { from, to } = parseInput(overviewQuerySchema, c.req.query(), "query");
    return ok(c, await agents.overview(c.get("memberId"), from, to));
  });
  routes.get("/agent/downlines", signedIn, async (c) => ok(c, await agents.downlines(c.get("memberId"), parseInput(pageQuerySchema, c.req.query(), "query").pageNo ?? 1)));
  routes.put("/agent/downlines", signedIn, async (c) => {
    const request = parseInput(createDownlineSchema, await readJson(c.req.raw), "body");
    return ok(c, await agents.createDownline(c.get("memberId"), request, callerIp(c)));
  });
  routes.get("/agent/contracts", signedIn, async (c) => ok(c, await agents.contracts(c.get("memberId"))));
  routes.get("/agent/income", signedIn, async (c) => {
    const { pageNo, kind } = parseInput(incomeQuerySchema, c.req.query(), "query");
    return ok(c, await agents.income(c.get("memberId"), pageNo ?? 1, kind));
  });
  routes.get("/agent/team/bets", signedIn, async (c) => {
    const { from, to, pageNo, username } = parseInput(teamBetQuerySchema, c.req.query(), "query");
    return ok(c, await agents.teamBets(c.get("memberId"), { from, to, username: username || undefined, pageNo: pageNo ?? 1 }, requestLanguage(c)));
  });
  routes.get("/agent/team/profit", signedIn, async (c) => {
    const { from, to, pageNo } = parseInput(memberResultQuerySchema, c.req.query(), "query");
    return ok(c, await agents.memberResults(c.get("memberId"), { from, to, pageNo: pageNo ?? 1 }));
  });
  for (const kind of CONTRACT_KINDS) {
    routes.post(`/relay/${CONTRACT_RELAY[kind]}`, signedIn, async (c) => {
      const request = parseInput(contractRequestSchema, await readJson(c.req.raw), "body");
      return ok(c, await agents.processContract(c.get("memberId"), kind, request));
    });
  }
  return routes;
}

/** The operator's side: settle a period now (the scheduler does the same each day); the ceilings on top-level terms. */
export function agentOpsRoutes(agents: AgentService) {
  const routes = new Hono<AppEnv>();
  routes.get("/ceilings", async (c) => ok(c, await agents.ceilings()));
  routes.put("/ceilings", async (c) => ok(c, await agents.setCeilings(parseInput(termsCeilingsInputSchema, await readJson(c.req.raw), "body"))));
  routes.post("/settlements", async (c) => {
    const { kind, start } = parseInput(settlementRunSchema, await readJson(c.req.raw), "body");
    const at = new Date(start.length === 10 ? `${start}T00:00:00Z` : start);
    if (Number.isNaN(at.getTime())) throw badRequest("Invalid body. start: not a real date");
    return ok(c, await agents.settle(kind, at));
  });
  return routes;
}
