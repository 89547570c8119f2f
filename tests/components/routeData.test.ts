// Route loaders prime what their page shows first: the request leaves with the route, before the page's code is loaded.
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contentKeys, contentQueries } from "../../src/api/queries/content";
import { gamesKeys } from "../../src/api/queries/games";
import { sessionStore } from "../../src/api/session";
import { flowLoaders } from "../../src/flows/index";
import { createRouteData } from "../../src/flows/routeData";
import { createServices } from "../../src/flows/services";
import { activateLanguage } from "../../src/i18n/index";

const asked: string[] = [];

beforeAll(async () => {
  await activateLanguage("en");
  // The games' flows load lazily: compiled here once, so the lobby's wait below does not include the compile.
  await import("../../src/flows/games");
}, 30_000);
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    asked.push(new URL(input instanceof Request ? input.url : String(input), "http://site.test").pathname);
    return new Response(JSON.stringify({ success: true, code: "0", message: "", value: [] }), { headers: { "content-type": "application/json" } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clearToken();
});

function site() {
  const queryClient = new QueryClient();
  const services = createServices();
  const data = createRouteData({ queryClient, content: contentQueries(services.content), loaders: flowLoaders(services) });
  return { queryClient, data };
}

describe("route data", () => {
  it("the home route asks for the notices at once, in the visitor's language, into the cache the page reads", async () => {
    const { queryClient, data } = site();
    data.notices();
    await vi.waitFor(() => expect(queryClient.getQueryState(contentKeys.notices("en"))?.status).toBe("success"));
    expect(asked).toEqual(["/wps/relay/MCSFE_getListAnnouncements"]);
  });

  it("the home route asks for its banners at once, and for the first picture as soon as they come, before the layout shows", async () => {
    const banners = [1, 2].map((bannerId) => ({ groupName: "w_home", bannerId, url: `/demo/banners/b${bannerId}.svg`, title: `B${bannerId}`, linkageType: "none", linkageTarget: "" }));
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input), "http://site.test").pathname;
      asked.push(path);
      return new Response(JSON.stringify({ success: true, code: "0", message: "", value: path === "/wps/content/banners" ? banners : [] }), { headers: { "content-type": "application/json" } });
    });
    const { queryClient, data } = site();
    data.banners("w_home");
    await vi.waitFor(() => expect(queryClient.getQueryState(contentKeys.banners("w_home", "en"))?.status).toBe("success"));
    expect(asked).toEqual(["/wps/content/banners"]);
    await vi.waitFor(() => expect([...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute("href"))).toEqual(["/demo/banners/b1.svg"]));
  });

  it("primes a visitor's promotions of the chosen type, but leaves a member's to the page, which knows the member", async () => {
    const visitor = site();
    visitor.data.promotions("raffle");
    await vi.waitFor(() => expect(visitor.queryClient.getQueryState(contentKeys.promotions("raffle", "en", null))?.status).toBe("success"));

    sessionStore.saveToken("a".repeat(64));
    const member = site();
    asked.length = 0;
    member.data.promotions("raffle");
    // A list everyone gets, primed after it: by the time that request leaves, one for the promotions would have too.
    member.data.notices();
    await vi.waitFor(() => expect(asked).toEqual(["/wps/relay/MCSFE_getListAnnouncements"]));
    expect(member.queryClient.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([contentKeys.notices("en")]);
  });

  it("refuses a promotion id that is not a positive whole number instead of asking for it", async () => {
    const { queryClient, data } = site();
    data.promotion("x1");
    data.promotion("-3");
    // A good id after them: by the time its request leaves, theirs would have too.
    data.promotion("7");
    await vi.waitFor(() => expect(asked).toEqual(["/wps/content/promotions/7"]));
    expect(queryClient.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([contentKeys.promotion(7, "en", null)]);
  });

  it("a lobby loads its flows and the vendor list together", async () => {
    const { queryClient, data } = site();
    data.lobby();
    await vi.waitFor(() => expect(queryClient.getQueryState(gamesKeys.vendors())?.status).toBe("success"), { timeout: 5000 });
  });
});
