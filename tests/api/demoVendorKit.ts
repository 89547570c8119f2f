// The demo vendor connected to a test platform, as the demo vendor's and the launches' suites use it: one of the seed's
// outside vendors registered at the demo vendor's address, its calls to the platform passing through a line the test
// can cut or hold, and the player's side of a launch (the game's address and the play key its fragment carries).
import { expect } from "vitest";
import { z } from "zod";
import { createDemoVendor, PLAY_KEY_HEADER } from "../../server/vendors/demo/app";
import { openStore, type DemoGame, type VendorStore } from "../../server/vendors/demo/store";
import type { Harness } from "./harness";
import { call } from "./walletApi";

export const DEMO_ORIGIN = "https://demo.vendor.test";

/** The line from the vendor to the platform: up, or failing wins (before they arrive, or after they landed); debits answered or lost, or held. */
export interface Line {
  credits: "up" | "lost_before" | "lost_after";
  debitAnswers: "up" | "lost";
  /** While set, every debit waits for it before it is sent: a bet held on its way. */
  debitsHeld: Promise<void> | null;
  /** Debits sent so far that are waiting on `debitsHeld`. */
  debitsWaiting: number;
}

/**
 * One of the seed's outside vendors (the third by default; a test that reconciles a day takes one of its own),
 * connected to a demo vendor whose calls reach this platform (and can be cut).
 */
export async function connectDemoVendor(h: Harness, options: { play?: DemoGame; nth?: number; storeFile?: string } = {}) {
  const [game] = await h.db.query(
    z.object({ node_id: z.string(), vendor_code: z.string() }),
    `select distinct on (vendor_code) node_id, vendor_code from game where vendor_code <> 'TALA' and house_engine is null and is_game is null
      order by vendor_code, id offset $1 limit 1`,
    [options.nth ?? 2],
  );
  if (!game) throw new Error("no outside game in the seed");
  await h.db.execute("delete from vendor_connection where code = $1", [game.vendor_code]);
  const registered = await call(h, "POST", "/ops/vendors", { ops: true, body: { code: game.vendor_code, name: "Demo studio", launchUrl: `${DEMO_ORIGIN}/launch`, reportUrl: `${DEMO_ORIGIN}/report` } });
  expect(registered.success, registered.message).toBe(true);
  const line: Line = { credits: "up", debitAnswers: "up", debitsHeld: null, debitsWaiting: 0 };
  const clock = { now: Date.now() };
  const store = openStore(options.storeFile ?? null);
  /** The vendor over a store: the first one, or the same one opened again, as after a restart. */
  const vendorOver = (records: VendorStore) => createDemoVendor({
    brands: { [game.vendor_code]: String(registered.value.secret) },
    games: { [game.vendor_code]: options.play ?? "dice" },
    now: () => clock.now,
    platformUrl: "http://tala.test",
    origin: DEMO_ORIGIN,
    store: records,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const isCredit = url.pathname.endsWith("/credit");
      const isDebit = url.pathname.endsWith("/debit");
      if (isDebit && line.debitsHeld) {
        line.debitsWaiting += 1;
        await line.debitsHeld;
        line.debitsWaiting -= 1;
      }
      if (isCredit && line.credits === "lost_before") throw new Error("connection refused");
      const answer = await h.request(`${url.pathname}${url.search}`, { ...init, ip: "192.0.2.50" });
      if (isCredit && line.credits === "lost_after") throw new Error("connection reset after the request was sent");
      if (isDebit && line.debitAnswers === "lost") throw new Error("connection reset after the bet was sent");
      return answer;
    },
  });
  const vendor = vendorOver(store);
  h.routeVendorCalls(async (input, init) => vendor.app.request(new URL(String(input)).pathname, init));
  return { game, vendor, vendorOver, line, store, clock };
}
export type DemoVendor = Awaited<ReturnType<typeof connectDemoVendor>>;

/** What the player's browser gets from a launch: the game's path on the vendor, its session, and the play key from the fragment. */
export async function launchDemo(h: Harness, demo: DemoVendor, token: string) {
  const launched = await call(h, "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(demo.game.node_id)}`, { token });
  expect(launched.success, launched.message).toBe(true);
  const url = new URL(String(launched.value.url));
  expect(url.origin).toBe(DEMO_ORIGIN);
  const sessionPath = url.pathname;
  const key = url.hash.slice(1);
  const session = demo.store.session(sessionPath.split("/").pop() ?? "");
  if (!session) throw new Error("the vendor has no session");
  /** A call of the game page: with the play key, as the page sends it, unless told otherwise. */
  const play = async (path: string, init: { method?: "GET" | "POST"; body?: unknown; key?: string | null } = {}) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    const sent = init.key === undefined ? key : init.key;
    if (sent !== null) headers[PLAY_KEY_HEADER] = sent;
    const response = await demo.vendor.app.request(`${sessionPath}${path}`, {
      method: init.method ?? "POST",
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: response.status, body: z.record(z.string(), z.unknown()).parse(await response.json()) };
  };
  return { url, sessionPath, key, session, play };
}
