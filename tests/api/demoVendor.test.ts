// The demo vendor against the platform, as two parties that only talk over the signed protocol: a player launched
// from the lobby rolls the vendor's dice or plays its mines, each round is a bet and a win on the platform's wallet and
// a betting record, a win the platform did not take is sent again until it lands (once), a mines round the player
// leaves is settled by the vendor, and both sides' totals of the day agree.
import { expect, it } from "vitest";
import { z } from "zod";
import { createDemoVendor } from "../../server/vendors/demo/app";
import { roll, payout } from "../../server/vendors/demo/dice";
import { cashOut, minesOf } from "../../server/vendors/demo/mines";
import { openStore, type DemoGame } from "../../server/vendors/demo/store";
import { decimalToMinor, minorToDecimal } from "../../server/lib/money";
import { describeOnEachDatabase, type Harness } from "./harness";
import { balanceOf, call, fund, newMember, trialBalance } from "./walletApi";

const ORIGIN = "https://demo.vendor.test";
const rollAnswer = z.object({ roundId: z.string(), nonce: z.number(), roll: z.string(), win: z.string(), delivered: z.boolean(), balance: z.string().nullable() });

/**
 * One of the seed's outside vendors (the third by default; a test that reconciles a day takes one of its own),
 * connected to a demo vendor whose calls reach this platform (and can be cut).
 */
async function demoVendor(h: Harness, play: DemoGame = "dice", nth = 2) {
  const [game] = await h.db.query(
    z.object({ node_id: z.string(), vendor_code: z.string() }),
    `select distinct on (vendor_code) node_id, vendor_code from game where vendor_code <> 'TALA' and house_engine is null and is_game is null
      order by vendor_code, id offset $1 limit 1`,
    [nth],
  );
  if (!game) throw new Error("no outside game in the seed");
  await h.db.execute("delete from vendor_connection where code = $1", [game.vendor_code]);
  const registered = await call(h, "POST", "/ops/vendors", { ops: true, body: { code: game.vendor_code, name: "Demo studio", launchUrl: `${ORIGIN}/launch`, reportUrl: `${ORIGIN}/report` } });
  expect(registered.success, registered.message).toBe(true);
  /** The line to the platform: up, or failing every win (before it arrives, or after it landed, the answer lost). */
  const line: { credits: "up" | "lost_before" | "lost_after"; debitAnswers: "up" | "lost" } = { credits: "up", debitAnswers: "up" };
  const clock = { now: Date.now() };
  const store = openStore(null);
  const vendor = createDemoVendor({
    brands: { [game.vendor_code]: String(registered.value.secret) },
    games: { [game.vendor_code]: play },
    now: () => clock.now,
    platformUrl: "http://tala.test",
    origin: ORIGIN,
    store,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const isCredit = url.pathname.endsWith("/credit");
      if (isCredit && line.credits === "lost_before") throw new Error("connection refused");
      const answer = await h.request(`${url.pathname}${url.search}`, { ...init, ip: "192.0.2.50" });
      if (isCredit && line.credits === "lost_after") throw new Error("connection reset after the request was sent");
      if (url.pathname.endsWith("/debit") && line.debitAnswers === "lost") throw new Error("connection reset after the bet was sent");
      return answer;
    },
  });
  h.routeVendorCalls(async (input, init) => vendor.app.request(new URL(String(input)).pathname, init));
  return { game, vendor, line, store, clock };
}

const minesAnswer = z.object({
  roundId: z.string(), status: z.enum(["open", "finished"]), win: z.string().optional(), cashOut: z.string().optional(), mines: z.array(z.number()).optional(), balance: z.string().nullable().optional(),
});

async function rollDice(vendor: ReturnType<typeof createDemoVendor>, sessionPath: string, bet: string, under: number) {
  const response = await vendor.app.request(`${sessionPath}/roll`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ bet, under }) });
  return { status: response.status, body: await response.json() };
}

describeOnEachDatabase("the demo vendor", (h) => {
  it("plays five provably fair rounds from the lobby's launch: the wallet, the betting record and the day's totals follow", async () => {
    const { game, vendor } = await demoVendor(h());
    const player = await newMember(h());
    await fund(h(), player.username, "100");
    const launched = await call(h(), "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(game.node_id)}`, { token: player.token });
    expect(launched.success, launched.message).toBe(true);
    const sessionPath = new URL(String(launched.value.url)).pathname;
    expect(String(launched.value.url)).toMatch(new RegExp(`^${ORIGIN}/play/`));
    const page = await vendor.app.request(sessionPath);
    expect(await page.text()).toContain("Server seed hash");
    const state = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), balance: z.string() }).parse(await (await vendor.app.request(`${sessionPath}/state`)).json());
    expect(state.balance).toBe("100.00");

    let expected = decimalToMinor("100");
    const rounds = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await rollDice(vendor, sessionPath, "2.00", 50);
      expect(answer.status).toBe(200);
      const round = rollAnswer.parse(answer.body);
      expected += decimalToMinor(round.win) - decimalToMinor("2.00");
      expect(round).toMatchObject({ delivered: true, balance: minorToDecimal(expected) });
      rounds.push(round);
    }
    expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(expected));

    // The seed revealed proves every roll and every win.
    const revealed = z.object({ serverSeed: z.string(), clientSeed: z.string() }).parse(await (await vendor.app.request(`${sessionPath}/reveal`, { method: "POST" })).json());
    for (const round of rounds) {
      const rolled = roll(revealed.serverSeed, revealed.clientSeed, round.nonce);
      expect(round.roll).toBe((rolled / 100).toFixed(2));
      expect(round.win).toBe(minorToDecimal(payout(200n, 50, rolled)));
    }

    const records = z.object({ list: z.array(z.object({ roundId: z.string(), bet: z.string(), win: z.string(), status: z.string() })) }).parse((await call(h(), "GET", "/wps/v2/bets", { token: player.token })).value);
    expect(records.list.map((record) => [record.roundId, record.bet, record.win, record.status]).sort()).toEqual(rounds.map((round) => [round.roundId, "2.00", round.win, "settled"]).sort());
    const day = new Date().toISOString().slice(0, 10);
    const report = await call(h(), "GET", `/ops/vendors/${game.vendor_code}/reconciliation?day=${day}`, { ops: true });
    expect(report.value).toMatchObject({ agrees: true, ledger: { rounds: 5, bets: "10.00" } });
  });

  it("sends a win the platform did not take again, with the same transaction id, until it lands once", async () => {
    const { game, vendor, line } = await demoVendor(h());
    const player = await newMember(h());
    await fund(h(), player.username, "50");
    const launched = await call(h(), "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(game.node_id)}`, { token: player.token });
    const sessionPath = new URL(String(launched.value.url)).pathname;
    let expected = decimalToMinor("50");
    for (const failure of ["lost_before", "lost_after"] as const) {
      line.credits = failure;
      const round = rollAnswer.parse((await rollDice(vendor, sessionPath, "1.00", 90)).body);
      expect(round.delivered).toBe(false);
      // The bet is taken; the win has not landed (lost before) or has, unknown to the vendor (lost after).
      expected -= decimalToMinor("1.00");
      const landedAlready = failure === "lost_after" ? decimalToMinor(round.win) : 0n;
      expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(expected + landedAlready));
      expect(await vendor.retryPending()).toBe(1);
      line.credits = "up";
      expect(await vendor.retryPending()).toBe(0);
      expected += decimalToMinor(round.win);
      expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(expected));
      expect(await vendor.retryPending()).toBe(0);
      const credits = await h().db.query(z.object({ n: z.coerce.number() }), "select count(*) as n from seamless_tx where round_id = $1 and kind = 'credit'", [round.roundId]);
      expect(credits).toEqual([{ n: 1 }]);
    }
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
  });

  it("undoes a bet whose answer was lost, so the player keeps the money and the late bet is refused", async () => {
    const { game, vendor, line } = await demoVendor(h());
    const player = await newMember(h());
    await fund(h(), player.username, "20");
    const launched = await call(h(), "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(game.node_id)}`, { token: player.token });
    const sessionPath = new URL(String(launched.value.url)).pathname;
    line.debitAnswers = "lost";
    const lost = await rollDice(vendor, sessionPath, "5.00", 50);
    expect(lost.status).toBe(503);
    line.debitAnswers = "up";
    expect(await balanceOf(h(), player.token)).toBe("20.00");
    expect(await vendor.retryPending()).toBe(0);
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
  });

  it("plays mines: safe picks raise the cash-out, a mine loses the bet, and both sides' records and day agree", async () => {
    const { game, vendor, store } = await demoVendor(h(), "mines", 3);
    const player = await newMember(h());
    await fund(h(), player.username, "100");
    const launched = await call(h(), "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(game.node_id)}`, { token: player.token });
    const sessionPath = new URL(String(launched.value.url)).pathname;
    expect(await (await vendor.app.request(sessionPath)).text()).toContain("Demo Mines");
    const session = store.session(sessionPath.split("/").pop() ?? "");
    if (!session) throw new Error("the vendor has no session");
    const post = async (path: string, body: unknown) => minesAnswer.parse(await (await vendor.app.request(`${sessionPath}/mines/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json());

    // Two safe picks, then a cash-out: 0.99 × 25/22 × 24/21 of the bet.
    const first = await post("start", { bet: "4.00", mines: 3 });
    expect(first).toMatchObject({ balance: "96.00" });
    const mines = minesOf(session.serverSeed, session.clientSeed, 0, 3);
    const safe = Array.from({ length: 25 }, (_, cell) => cell).filter((cell) => !mines.includes(cell));
    expect(await post("pick", { roundId: first.roundId, cell: safe[0] })).toMatchObject({ status: "open", cashOut: minorToDecimal(cashOut(400n, 3, 1)) });
    await post("pick", { roundId: first.roundId, cell: safe[1] });
    const cashed = await post("cashout", { roundId: first.roundId });
    const won = cashOut(400n, 3, 2);
    expect(won).toBe((400n * 99n * 25n * 24n) / (100n * 22n * 21n));
    expect(cashed).toMatchObject({ status: "finished", win: minorToDecimal(won), mines, balance: minorToDecimal(9600n + won) });

    // A mine: the bet is lost, the round is settled with nothing.
    const second = await post("start", { bet: "1.00", mines: 24 });
    const mine = minesOf(session.serverSeed, session.clientSeed, 1, 24)[0];
    expect(await post("pick", { roundId: second.roundId, cell: mine })).toMatchObject({ status: "finished", win: "0.00", balance: minorToDecimal(9500n + won) });

    const records = z.object({ list: z.array(z.object({ roundId: z.string(), bet: z.string(), win: z.string(), status: z.string() })) }).parse((await call(h(), "GET", "/wps/v2/bets", { token: player.token })).value);
    expect(records.list.map((record) => [record.roundId, record.bet, record.win, record.status]).sort()).toEqual(
      [[first.roundId, "4.00", minorToDecimal(won), "settled"], [second.roundId, "1.00", "0.00", "settled"]].sort(),
    );
    const report = await call(h(), "GET", `/ops/vendors/${game.vendor_code}/reconciliation?day=${new Date().toISOString().slice(0, 10)}`, { ops: true });
    expect(report.value).toMatchObject({ agrees: true, ledger: { rounds: 2, bets: "5.00", wins: minorToDecimal(won) } });
  });

  it("settles a mines round the player leaves: cashed out as it stands, or refunded before any pick", async () => {
    const { game, vendor, store, clock } = await demoVendor(h(), "mines", 4);
    const player = await newMember(h());
    await fund(h(), player.username, "30");
    const launched = await call(h(), "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(game.node_id)}`, { token: player.token });
    const sessionPath = new URL(String(launched.value.url)).pathname;
    const session = store.session(sessionPath.split("/").pop() ?? "");
    if (!session) throw new Error("the vendor has no session");
    const post = async (path: string, body: unknown) => minesAnswer.parse(await (await vendor.app.request(`${sessionPath}/mines/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json());

    const picked = await post("start", { bet: "10.00", mines: 5 });
    const safe = Array.from({ length: 25 }, (_, cell) => cell).find((cell) => !minesOf(session.serverSeed, session.clientSeed, 0, 5).includes(cell));
    await post("pick", { roundId: picked.roundId, cell: safe });
    // Left for a minute: still the player's.
    clock.now += 60_000;
    expect(await vendor.retryPending()).toBe(0);
    expect(await balanceOf(h(), player.token)).toBe("20.00");
    // Left for good: cashed out for one safe pick.
    clock.now += 5 * 60_000;
    expect(await vendor.retryPending()).toBe(0);
    const won = cashOut(1000n, 5, 1);
    expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(2000n + won));

    const untouched = await post("start", { bet: "3.00", mines: 5 });
    expect(untouched.balance).toBe(minorToDecimal(1700n + won));
    clock.now += 6 * 60_000;
    expect(await vendor.retryPending()).toBe(0);
    expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(2000n + won));
    expect(store.round(untouched.roundId)?.status).toBe("rolled_back");
    const report = await call(h(), "GET", `/ops/vendors/${game.vendor_code}/reconciliation?day=${new Date().toISOString().slice(0, 10)}`, { ops: true });
    expect(report.value).toMatchObject({ agrees: true, ledger: { rounds: 2, bets: "13.00", wins: minorToDecimal(won), rollbacks: "3.00" } });
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
  });
});
