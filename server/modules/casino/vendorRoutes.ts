// HTTP of the outside vendors: the signed seamless-wallet API they call (/vendor-api/v1), and the operator's side
// (/ops/vendors): register, change, switch off, rotate the key or secret, set win ceilings, read refused calls,
// reconcile a day.
import { Hono } from "hono";
import * as z from "zod/mini";
import {
  vendorAlertQuerySchema, vendorBalanceRequestSchema, vendorCodeParamSchema, vendorCreditRequestSchema, vendorDebitRequestSchema, vendorGameLimitsSchema,
  vendorGameParamSchema, vendorLimitsSchema, vendorRegistrationSchema, vendorRollbackRequestSchema, vendorRotationSchema, vendorUpdateSchema,
} from "../../../src/contract/vendorApi";
import { toMinor } from "../../../src/contract/wallet";
import { daySchema } from "../../../src/contract/fields";
import { callerIp, type AppContext, type AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { parseInput, parseJsonBody, readJson } from "../../http/validate";
import type { Vendors } from "./vendors";

/** A signed call: the signature is checked over the endpoint and the raw body first, then the body is parsed. */
async function signed<S extends z.ZodMiniType>(c: AppContext, vendors: Vendors, schema: S) {
  const body = await c.req.text();
  const url = new URL(c.req.url);
  const vendor = await vendors.authenticate({ header: (name) => c.req.header(name), method: c.req.method, path: `${url.pathname}${url.search}`, body, ip: callerIp(c) });
  return { vendor, call: parseInput(schema, parseJsonBody(body), "body") };
}

export function vendorApiRoutes(vendors: Vendors) {
  const routes = new Hono<AppEnv>();
  routes.post("/balance", async (c) => {
    const { vendor, call } = await signed(c, vendors, vendorBalanceRequestSchema);
    return ok(c, await vendors.balance(vendor, call));
  });
  routes.post("/debit", async (c) => {
    const { vendor, call } = await signed(c, vendors, vendorDebitRequestSchema);
    return ok(c, await vendors.debit(vendor, call));
  });
  routes.post("/credit", async (c) => {
    const { vendor, call } = await signed(c, vendors, vendorCreditRequestSchema);
    return ok(c, await vendors.credit(vendor, call));
  });
  routes.post("/rollback", async (c) => {
    const { vendor, call } = await signed(c, vendors, vendorRollbackRequestSchema);
    return ok(c, await vendors.rollback(vendor, call));
  });
  return routes;
}

const reconciliationQuerySchema = z.object({ day: daySchema });

export function vendorOpsRoutes(vendors: Vendors) {
  const routes = new Hono<AppEnv>();
  const codeOf = (c: AppContext) => parseInput(vendorCodeParamSchema, c.req.param(), "path").code;
  routes.get("/", async (c) => ok(c, await vendors.list()));
  routes.get("/alerts", async (c) => ok(c, await vendors.alerts(parseInput(vendorAlertQuerySchema, c.req.query(), "query"))));
  routes.post("/", async (c) => ok(c, await vendors.register(parseInput(vendorRegistrationSchema, await readJson(c.req.raw), "body"))));
  routes.put("/:code", async (c) => {
    const code = codeOf(c);
    return ok(c, await vendors.update(code, parseInput(vendorUpdateSchema, await readJson(c.req.raw), "body")));
  });
  routes.post("/:code/secret", async (c) => {
    const code = codeOf(c);
    const { graceMinutes, publicKey } = parseInput(vendorRotationSchema, await readJson(c.req.raw), "body");
    return ok(c, await vendors.rotate(code, graceMinutes, publicKey));
  });
  routes.get("/:code/limits", async (c) => ok(c, await vendors.limits(codeOf(c))));
  routes.put("/:code/limits", async (c) => {
    const code = codeOf(c);
    const { maxWin, maxWinMultiple } = parseInput(vendorLimitsSchema, await readJson(c.req.raw), "body");
    return ok(c, await vendors.setLimits(code, toMinor(maxWin), maxWinMultiple));
  });
  routes.put("/:code/limits/:nodeId", async (c) => {
    const { code, nodeId } = parseInput(vendorGameParamSchema, c.req.param(), "path");
    const { maxWin, maxWinMultiple } = parseInput(vendorGameLimitsSchema, await readJson(c.req.raw), "body");
    return ok(c, await vendors.setGameLimits(code, nodeId, maxWin === null ? null : toMinor(maxWin), maxWinMultiple));
  });
  routes.get("/:code/reconciliation", async (c) => {
    const code = codeOf(c);
    return ok(c, await vendors.reconciliation(code, parseInput(reconciliationQuerySchema, c.req.query(), "query").day));
  });
  return routes;
}
