// The system module as a browser and an operator meet it: status, whitelabel, registration rules, domain route, country.
import { describe, expect, it, vi } from "vitest";
import { REGISTER_FIELDS, WHITELABEL_FLAGS, isWhitelabelFlagOn, whitelabelSchema, registerSettingsSchema } from "../../src/contract/system";
import { COUNTRY_HEADER, describeOnEachDatabase, envelope } from "./harness";

describeOnEachDatabase("system status", (h) => {
  const status = async (init: { ip?: string; country?: string } = {}) => {
    const headers: Record<string, string> = init.country ? { [COUNTRY_HEADER]: init.country } : {};
    const answer = await envelope(await h().request("/wps/system/status?url=localhost", { ip: init.ip, headers }));
    expect(answer.success).toBe(true);
    return answer.value;
  };
  const setStatus = async (body: object) => {
    const response = await h().request("/ops/system/status", { method: "PUT", body: JSON.stringify(body), ops: true });
    expect(response.status).toBe(200);
  };

  it("answers 0 for a normal site", async () => {
    expect(await status()).toBe(0);
  });

  it("answers 1 as soon as the operator turns maintenance on, and 0 again when it is off", async () => {
    await setStatus({ maintenance: true });
    expect(await status()).toBe(1);
    await setStatus({ maintenance: false });
    expect(await status()).toBe(0);
  });

  it("answers 2 for a caller from a blocked country, told by the trusted proxy header", async () => {
    await setStatus({ blockedCountries: ["us", "GB"] });
    expect(await status({ country: "US" })).toBe(2);
    expect(await status({ country: "gb" })).toBe(2);
    expect(await status({ country: "BD" })).toBe(0);
    // Without the header the merchant's default country (BD) applies.
    expect(await status()).toBe(0);
    await setStatus({ blockedCountries: [] });
  });

  it("answers 2 for a blocked IP address or a caller inside a blocked range", async () => {
    await setStatus({ blockedIps: ["203.0.113.9", "192.0.2.0/24", "2001:db8::/32"] });
    expect(await status({ ip: "203.0.113.9" })).toBe(2);
    expect(await status({ ip: "::ffff:203.0.113.9" })).toBe(2);
    expect(await status({ ip: "192.0.2.77" })).toBe(2);
    expect(await status({ ip: "2001:db8::1" })).toBe(2);
    expect(await status({ ip: "203.0.113.10" })).toBe(0);
    await setStatus({ blockedIps: [] });
    expect(await status({ ip: "203.0.113.9" })).toBe(0);
  });

  it("shows maintenance before the region block", async () => {
    await setStatus({ maintenance: true, blockedIps: ["203.0.113.9"] });
    expect(await status({ ip: "203.0.113.9" })).toBe(1);
    await setStatus({ maintenance: false, blockedIps: [] });
  });

  it("refuses a malformed block list and keeps the one in force", async () => {
    await setStatus({ blockedIps: ["203.0.113.9"] });
    const response = await h().request("/ops/system/status", { method: "PUT", body: JSON.stringify({ blockedIps: ["300.1.1.1"] }), ops: true });
    expect(response.status).toBe(400);
    expect((await envelope(response)).message).toContain("blockedIps");
    expect(await status({ ip: "203.0.113.9" })).toBe(2);
    await setStatus({ blockedIps: [] });
  });

  it("refuses a bad url parameter with a message naming it", async () => {
    const response = await h().request(`/wps/system/status?url=${"a".repeat(300)}`);
    expect(response.status).toBe(400);
    const answer = await envelope(response);
    expect(answer.success).toBe(false);
    expect(answer.message).toContain("url");
  });

  it("is effective in another API process sharing the database on its next request", async () => {
    const other = await h().secondApp();
    const ask = async () => envelope(await other.app.request("/wps/system/status", {}, { incoming: { socket: { remoteAddress: "198.51.100.1" } } }));
    expect((await ask()).value).toBe(0); // the other process now holds the settings in its cache
    await setStatus({ maintenance: true });
    await vi.waitFor(async () => expect((await ask()).value).toBe(1), { timeout: 3000 });
    await setStatus({ maintenance: false });
    await vi.waitFor(async () => expect((await ask()).value).toBe(0), { timeout: 3000 });
  });
});

describeOnEachDatabase("whitelabel and settings", (h) => {
  it("serves the whitelabel tree with every flag of SPEC §1, resources, service, CDNs and the caller's location", async () => {
    const response = await h().request("/wps/system/whitelabel", { ip: "198.51.100.20", headers: { [COUNTRY_HEADER]: "PH" } });
    const answer = await envelope(response);
    const value = whitelabelSchema.parse(answer.value);
    for (const flag of WHITELABEL_FLAGS) {
      expect(JSON.stringify(value.whitelabel), flag).toContain(`"modId":"${flag}"`);
    }
    expect(isWhitelabelFlagOn(value.whitelabel, "DIRECTREG3")).toBe(true);
    expect(isWhitelabelFlagOn(value.whitelabel, "LOGINEDTOHOMEPAGE")).toBe(false);
    expect(value.resources.map((r) => r.resourceType)).toContain("TELEGRAM");
    expect(value.customerService.length).toBeGreaterThan(0);
    expect(value.launchGameCDNs.length).toBeGreaterThan(0);
    expect(value.location).toEqual({ countryCode: "PH", ip: "198.51.100.20" });
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.merchant.currencySymbol).toBe("৳");
  });

  it("lets the operator switch a flag, effective on the next request", async () => {
    const flagOn = async () => isWhitelabelFlagOn(whitelabelSchema.parse((await envelope(await h().request("/wps/system/whitelabel"))).value).whitelabel, "FREEPLAY3");
    expect(await flagOn()).toBe(true);
    const off = await h().request("/ops/system/whitelabel/FREEPLAY3", { method: "PUT", body: JSON.stringify({ enabled: false }), ops: true });
    expect(off.status).toBe(200);
    expect(await flagOn()).toBe(false);
    await h().request("/ops/system/whitelabel/FREEPLAY3", { method: "PUT", body: JSON.stringify({ enabled: true }), ops: true });
    expect(await flagOn()).toBe(true);
  });

  it("turns a whole group off with its parent module", async () => {
    await h().request("/ops/system/whitelabel/REGISTER", { method: "PUT", body: JSON.stringify({ enabled: false }), ops: true });
    const tree = whitelabelSchema.parse((await envelope(await h().request("/wps/system/whitelabel"))).value).whitelabel;
    expect(isWhitelabelFlagOn(tree, "DIRECTREG3")).toBe(false);
    await h().request("/ops/system/whitelabel/REGISTER", { method: "PUT", body: JSON.stringify({ enabled: true }), ops: true });
  });

  it("answers 404 for a flag that does not exist and 400 for a body that is not a switch", async () => {
    const unknown = await h().request("/ops/system/whitelabel/NOPE3", { method: "PUT", body: JSON.stringify({ enabled: true }), ops: true });
    expect(unknown.status).toBe(404);
    const bad = await h().request("/ops/system/whitelabel/FREEPLAY3", { method: "PUT", body: JSON.stringify({ enabled: "yes" }), ops: true });
    expect(bad.status).toBe(400);
    expect((await envelope(bad)).message).toContain("enabled");
  });

  it("serves a rule for every registration field, and the operator's changes to them", async () => {
    const rules = registerSettingsSchema.parse((await envelope(await h().request("/wps/system/setting/register"))).value);
    for (const field of REGISTER_FIELDS) expect(rules[field], field).toBeDefined();
    expect(rules.verificationCode).toMatchObject({ minLength: 0, maxLength: 255 });
    for (const rule of Object.values(rules)) expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength);

    const change = await h().request("/ops/system/setting/register/qqNum", {
      method: "PUT",
      body: JSON.stringify({ enabled: true, required: true, maxLength: 11 }),
      ops: true,
    });
    expect(change.status).toBe(200);
    const after = registerSettingsSchema.parse((await envelope(await h().request("/wps/system/setting/register"))).value);
    expect(after.qqNum).toMatchObject({ enabled: true, required: true, maxLength: 11 });
  });

  it("refuses impossible registration rules", async () => {
    const put = (body: object) => h().request("/ops/system/setting/register/username", { method: "PUT", body: JSON.stringify(body), ops: true });
    expect((await put({ minLength: 30, maxLength: 10 })).status).toBe(400);
    expect((await put({ acceptedPattern: "([" })).status).toBe(400);
    expect((await put({ enabled: false, required: true })).status).toBe(400);
    const unknownField = await h().request("/ops/system/setting/register/shoeSize", { method: "PUT", body: "{}", ops: true });
    expect(unknownField.status).toBe(400);
  });

  it("tells whether a host is one of the merchant's domains", async () => {
    const known = await envelope(await h().request("/wps/system/domainRoute?url=localhost:8080"));
    expect(known.value).toMatchObject({ valid: true });
    const unknown = await envelope(await h().request("/wps/system/domainRoute?url=phishing.example"));
    expect(unknown.value).toMatchObject({ valid: false });
  });

  it("answers the caller's country with its dialing code, or the merchant's default", async () => {
    const ph = await envelope(await h().request("/wps/system/country", { headers: { [COUNTRY_HEADER]: "PH" }, ip: "198.51.100.30" }));
    expect(ph.value).toEqual({ countryCode: "PH", countryDialingCode: "63", ip: "198.51.100.30" });
    const fallback = await envelope(await h().request("/wps/system/country", { headers: { [COUNTRY_HEADER]: "not a country" } }));
    expect(fallback.value).toMatchObject({ countryCode: "BD", countryDialingCode: "880" });
  });
});

describe("whitelabel flag helper", () => {
  it("needs the flag and every parent on", () => {
    const tree = [{ modId: "LOGIN", enabled: "0" as const, childrenNodes: [{ modId: "FREEPLAY3", enabled: "1" as const, childrenNodes: [] }] }];
    expect(isWhitelabelFlagOn(tree, "FREEPLAY3")).toBe(false);
    expect(isWhitelabelFlagOn(tree, "MISSING")).toBe(false);
  });
});
