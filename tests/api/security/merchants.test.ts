// Merchants share one platform, never their members: a token is good only under the merchant it was opened for.
import { expect, it } from "vitest";
import { describeOnEachDatabase, envelope } from "../harness";
import { loginAs } from "../walletApi";

describeOnEachDatabase("merchants apart", (h) => {
  it("refuses a member's token under another merchant's header, and keeps it good under its own", async () => {
    await h().db.execute(
      `insert into merchant (code, name, default_country, default_dialing_code, default_language, currency_symbol)
       values ('OTHER', 'Other', 'BD', '880', 'bn', '৳') on conflict (code) do nothing`,
    );
    const token = await loginAs(h(), "agent01", "Agent@2026");
    const asOther = await h().request("/wps/member/info", { headers: { token, merchant: "OTHER" } });
    expect(asOther.status).toBe(401);
    expect((await envelope(asOther)).success).toBe(false);
    const asOwn = await h().request("/wps/member/info", { headers: { token, merchant: "TALA" } });
    expect(asOwn.status).toBe(200);
    expect(JSON.stringify((await envelope(asOwn)).value)).toContain("agent01");
    // No header is the default merchant, the token's own here.
    expect((await h().request("/wps/member/info", { headers: { token } })).status).toBe(200);
  });
});
