// HTTP of the system module: public /wps/system/* and the operator's /ops/system/*.
import { Hono } from "hono";
import { systemStatusQuerySchema, domainRouteQuerySchema } from "../../../src/contract/system";
import {
  registerFieldParamSchema,
  registerRuleUpdateSchema,
  systemStatusUpdateSchema,
  whitelabelFlagParamSchema,
  whitelabelFlagUpdateSchema,
} from "../../../src/contract/ops";
import { callerCountry, callerIp, type AppContext, type AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { parseInput, readJson } from "../../http/validate";
import type { SystemService } from "./service";

export function systemRoutes(system: SystemService, options: { countryHeader: string | undefined }) {
  const caller = (c: AppContext) => ({ ip: callerIp(c), countryCode: callerCountry(c, options.countryHeader) });
  const routes = new Hono<AppEnv>();

  routes.get("/status", async (c) => {
    parseInput(systemStatusQuerySchema, c.req.query(), "query");
    return ok(c, await system.status(caller(c)));
  });
  routes.get("/whitelabel", async (c) => ok(c, await system.whitelabel(caller(c))));
  routes.get("/setting/register", async (c) => ok(c, await system.registerSettings()));
  routes.get("/country", async (c) => ok(c, await system.country(caller(c))));
  routes.get("/domainRoute", async (c) => {
    const query = parseInput(domainRouteQuerySchema, c.req.query(), "query");
    return ok(c, await system.domainRoute(query.url ?? c.req.header("host")));
  });
  return routes;
}

export function systemOpsRoutes(system: SystemService) {
  const routes = new Hono<AppEnv>();
  routes.get("/status", async (c) => ok(c, await system.readOpsStatus()));
  routes.put("/status", async (c) => {
    const update = parseInput(systemStatusUpdateSchema, await readJson(c.req.raw), "body");
    return ok(c, await system.updateStatus(update));
  });
  routes.get("/whitelabel", async (c) => ok(c, (await system.whitelabel({ ip: "", countryCode: null })).whitelabel));
  routes.put("/whitelabel/:modId", async (c) => {
    const { modId } = parseInput(whitelabelFlagParamSchema, c.req.param(), "path");
    const { enabled } = parseInput(whitelabelFlagUpdateSchema, await readJson(c.req.raw), "body");
    return ok(c, await system.setFlag(modId, enabled));
  });
  routes.put("/setting/register/:field", async (c) => {
    const { field } = parseInput(registerFieldParamSchema, c.req.param(), "path");
    const change = parseInput(registerRuleUpdateSchema, await readJson(c.req.raw), "body");
    return ok(c, await system.updateRegisterRule(field, change));
  });
  return routes;
}
