// The demo vendor against the platform, as two parties that only talk over the signed protocol: a player launched
// from the lobby rolls the vendor's dice or plays its mines, each round is a bet and a win on the platform's wallet and
// a betting record, a win the platform did not take is sent again until it lands (once), a mines round the player
// leaves is settled by the vendor, and both sides' totals of the day agree. And as an attacker tries it: the game's
// address alone plays nothing, a seed is never revealed while a round still hangs on it, and the vendor's store file
// holds no player token in the clear.
import { createHash } from "node:crypto";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { z } from "zod";
import { roll, payout } from "../../server/vendors/demo/dice";
import { cashOut, minesOf } from "../../server/vendors/demo/mines";
import { openStore } from "../../server/vendors/demo/store";
import { decimalToMinor, minorToDecimal } from "../../server/lib/money";
import { connectDemoVendor, launchDemo } from "./demoVendorKit";
import { describeOnEachDatabase } from "./harness";
import { balanceOf, call, fund, newMember, trialBalance } from "./walletApi";

const rollAnswer = z.object({
  roundId: z.string(), nonce: z.number(), serverSeedHash: z.string(), clientSeed: z.string(), roll: z.string(), win: z.string(), delivered: z.boolean(), balance: z.string().nullable(),
});
const minesAnswer = z.object({
  roundId: z.string(), status: z.enum(["open", "finished"]), nonce: z.number().optional(), serverSeedHash: z.string().optional(), clientSeed: z.string().optional(),
  win: z.string().optional(), cashOut: z.string().optional(), mines: z.array(z.number()).optional(), balance: z.string().nullable().optional(),
});
const revealed = z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), rounds: z.number() });
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const day = () => new Date().toISOString().slice(0, 10);
const CELLS = Array.from({ length: 25 }, (_, cell) => cell);

describeOnEachDatabase("the demo vendor", (h) => {
  it("plays five provably fair rounds from the lobby's launch: the wallet, the betting record and the day's totals follow", async () => {
    const demo = await connectDemoVendor(h());
    const player = await newMember(h());
    await fund(h(), player.username, "100");
    const { sessionPath, play } = await launchDemo(h(), demo, player.token);
    const page = await demo.vendor.app.request(sessionPath);
    expect(await page.text()).toContain("Server seed hash");
    const state = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), balance: z.string() }).parse((await play("/state", { method: "GET" })).body);
    expect(state.balance).toBe("100.00");

    let expected = decimalToMinor("100");
    const rounds = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await play("/roll", { body: { bet: "2.00", under: 50 } });
      expect(answer.status).toBe(200);
      const round = rollAnswer.parse(answer.body);
      expected += decimalToMinor(round.win) - decimalToMinor("2.00");
      expect(round).toMatchObject({ delivered: true, balance: minorToDecimal(expected), serverSeedHash: state.serverSeedHash });
      rounds.push(round);
    }
    expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(expected));

    // The seed revealed proves every roll and every win.
    const seed = revealed.parse((await play("/reveal")).body);
    expect(sha256(seed.serverSeed)).toBe(state.serverSeedHash);
    for (const round of rounds) {
      const rolled = roll(seed.serverSeed, seed.clientSeed, round.nonce);
      expect(round.roll).toBe((rolled / 100).toFixed(2));
      expect(round.win).toBe(minorToDecimal(payout(200n, 50, rolled)));
    }

    const records = z.object({ list: z.array(z.object({ roundId: z.string(), bet: z.string(), win: z.string(), status: z.string() })) }).parse((await call(h(), "GET", "/wps/v2/bets", { token: player.token })).value);
    expect(records.list.map((record) => [record.roundId, record.bet, record.win, record.status]).sort()).toEqual(rounds.map((round) => [round.roundId, "2.00", round.win, "settled"]).sort());
    const report = await call(h(), "GET", `/ops/vendors/${demo.game.vendor_code}/reconciliation?day=${day()}`, { ops: true });
    expect(report.value).toMatchObject({ agrees: true, ledger: { rounds: 5, bets: "10.00" } });
  });

  it("sends a win the platform did not take again, with the same transaction id, until it lands once", async () => {
    const demo = await connectDemoVendor(h());
    const player = await newMember(h());
    await fund(h(), player.username, "50");
    const { play } = await launchDemo(h(), demo, player.token);
    let expected = decimalToMinor("50");
    for (const failure of ["lost_before", "lost_after"] as const) {
      demo.line.credits = failure;
      const round = rollAnswer.parse((await play("/roll", { body: { bet: "1.00", under: 90 } })).body);
      expect(round.delivered).toBe(false);
      // The bet is taken; the win has not landed (lost before) or has, unknown to the vendor (lost after).
      expected -= decimalToMinor("1.00");
      const landedAlready = failure === "lost_after" ? decimalToMinor(round.win) : 0n;
      expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(expected + landedAlready));
      expect(await demo.vendor.retryPending()).toBe(1);
      demo.line.credits = "up";
      expect(await demo.vendor.retryPending()).toBe(0);
      expected += decimalToMinor(round.win);
      expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(expected));
      expect(await demo.vendor.retryPending()).toBe(0);
      const credits = await h().db.query(z.object({ n: z.coerce.number() }), "select count(*) as n from seamless_tx where round_id = $1 and kind = 'credit'", [round.roundId]);
      expect(credits).toEqual([{ n: 1 }]);
    }
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
  });

  it("undoes a bet whose answer was lost, so the player keeps the money and the late bet is refused", async () => {
    const demo = await connectDemoVendor(h());
    const player = await newMember(h());
    await fund(h(), player.username, "20");
    const { play } = await launchDemo(h(), demo, player.token);
    demo.line.debitAnswers = "lost";
    const lost = await play("/roll", { body: { bet: "5.00", under: 50 } });
    expect(lost.status).toBe(503);
    demo.line.debitAnswers = "up";
    expect(await balanceOf(h(), player.token)).toBe("20.00");
    expect(await demo.vendor.retryPending()).toBe(0);
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
  });

  it("plays mines: safe picks raise the cash-out, a mine loses the bet, and both sides' records and day agree", async () => {
    const demo = await connectDemoVendor(h(), { play: "mines", nth: 3 });
    const player = await newMember(h());
    await fund(h(), player.username, "100");
    const { sessionPath, session, play } = await launchDemo(h(), demo, player.token);
    expect(await (await demo.vendor.app.request(sessionPath)).text()).toContain("Demo Mines");
    const post = async (action: string, body: unknown) => minesAnswer.parse((await play(`/mines/${action}`, { body })).body);

    // Two safe picks, then a cash-out: 0.99 × 25/22 × 24/21 of the bet.
    const first = await post("start", { bet: "4.00", mines: 3 });
    expect(first).toMatchObject({ balance: "96.00", serverSeedHash: sha256(session.serverSeed) });
    const mines = minesOf(session.serverSeed, session.clientSeed, 0, 3);
    const safe = CELLS.filter((cell) => !mines.includes(cell));
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
    const report = await call(h(), "GET", `/ops/vendors/${demo.game.vendor_code}/reconciliation?day=${day()}`, { ops: true });
    expect(report.value).toMatchObject({ agrees: true, ledger: { rounds: 2, bets: "5.00", wins: minorToDecimal(won) } });
  });

  it("settles a mines round the player leaves: cashed out as it stands, or refunded before any pick", async () => {
    const demo = await connectDemoVendor(h(), { play: "mines", nth: 4 });
    const player = await newMember(h());
    await fund(h(), player.username, "30");
    const { session, play } = await launchDemo(h(), demo, player.token);
    const post = async (action: string, body: unknown) => minesAnswer.parse((await play(`/mines/${action}`, { body })).body);

    const picked = await post("start", { bet: "10.00", mines: 5 });
    const safe = CELLS.find((cell) => !minesOf(session.serverSeed, session.clientSeed, 0, 5).includes(cell));
    await post("pick", { roundId: picked.roundId, cell: safe });
    // Left for a minute: still the player's.
    demo.clock.now += 60_000;
    expect(await demo.vendor.retryPending()).toBe(0);
    expect(await balanceOf(h(), player.token)).toBe("20.00");
    // Left for good: cashed out for one safe pick.
    demo.clock.now += 5 * 60_000;
    expect(await demo.vendor.retryPending()).toBe(0);
    const won = cashOut(1000n, 5, 1);
    expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(2000n + won));

    const untouched = await post("start", { bet: "3.00", mines: 5 });
    expect(untouched.balance).toBe(minorToDecimal(1700n + won));
    demo.clock.now += 6 * 60_000;
    expect(await demo.vendor.retryPending()).toBe(0);
    expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(2000n + won));
    expect(demo.store.round(untouched.roundId)?.status).toBe("rolled_back");
    const report = await call(h(), "GET", `/ops/vendors/${demo.game.vendor_code}/reconciliation?day=${day()}`, { ops: true });
    expect(report.value).toMatchObject({ agrees: true, ledger: { rounds: 2, bets: "13.00", wins: minorToDecimal(won), rollbacks: "3.00" } });
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
  });

  // ---- As an attacker tries it ----

  it("plays nothing for a caller holding only the game's address: no bet, no balance, no seed, without the launch's play key", async () => {
    const demo = await connectDemoVendor(h(), { play: "mines", nth: 5 });
    const player = await newMember(h());
    await fund(h(), player.username, "40");
    const { sessionPath, key, play } = await launchDemo(h(), demo, player.token);
    // The key rides in the fragment, which browsers send to no server: the address a log or a Referer shows has none.
    expect(key).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(sessionPath).not.toContain(key);
    const hashBefore = sha256(demo.store.session(sessionPath.split("/").pop() ?? "")?.serverSeed ?? "");

    for (const sent of [null, "", "not-the-key", `${key}x`]) {
      expect((await play("/state", { method: "GET", key: sent })).status).toBe(403);
      expect((await play("/roll", { body: { bet: "5.00", under: 50 }, key: sent })).status).toBe(403);
      expect((await play("/mines/start", { body: { bet: "5.00", mines: 3 }, key: sent })).status).toBe(403);
      expect((await play("/reveal", { key: sent })).status).toBe(403);
    }
    // Another player's key opens only that player's session.
    const other = await newMember(h());
    const theirs = await launchDemo(h(), demo, other.token);
    expect((await play("/mines/start", { body: { bet: "5.00", mines: 3 }, key: theirs.key })).status).toBe(403);

    expect(await balanceOf(h(), player.token)).toBe("40.00");
    expect(demo.store.roundsOf(day())).toEqual([]);
    expect(sha256(demo.store.session(sessionPath.split("/").pop() ?? "")?.serverSeed ?? "")).toBe(hashBefore);
    // The page itself is no secret (it shows only the seed's hash); with the key from the fragment it plays.
    expect((await demo.vendor.app.request(sessionPath)).status).toBe(200);
    expect((await play("/mines/start", { body: { bet: "5.00", mines: 3 } })).status).toBe(200);
    expect(await balanceOf(h(), player.token)).toBe("35.00");
  });

  it("refuses a mines reveal mid-round, and the round ends on the seed committed at its start, which the reveal after proves", async () => {
    const demo = await connectDemoVendor(h(), { play: "mines", nth: 5 });
    const player = await newMember(h());
    await fund(h(), player.username, "50");
    const { session, play } = await launchDemo(h(), demo, player.token);
    const committed = z.object({ serverSeedHash: z.string(), clientSeed: z.string() }).parse((await play("/state", { method: "GET" })).body);

    // A reveal sent while the bet is on its way to the wallet is refused too: the round's seed is already chosen.
    let release = () => {};
    demo.line.debitsHeld = new Promise<void>((resolve) => (release = resolve));
    const starting = play("/mines/start", { body: { bet: "2.00", mines: 5 } });
    await expect.poll(() => demo.line.debitsWaiting).toBe(1);
    expect((await play("/reveal")).body).toMatchObject({ error: "round_open" });
    // And so is a second round started beside it.
    expect((await play("/mines/start", { body: { bet: "2.00", mines: 5 } })).body).toMatchObject({ error: "round_open" });
    demo.line.debitsHeld = null;
    release();
    const started = minesAnswer.parse((await starting).body);
    expect(started.serverSeedHash).toBe(committed.serverSeedHash);

    // Mid-round: no reveal, and the session's seed stays the one committed.
    const refused = await play("/reveal");
    expect(refused).toMatchObject({ status: 409, body: { error: "round_open" } });
    expect(sha256(session.serverSeed)).toBe(committed.serverSeedHash);

    // Even were the session's seed changed under it, the round plays on the seed it was bet on.
    const seedOfRound = { server: session.serverSeed, client: session.clientSeed };
    demo.store.replaceSeed(session, "0".repeat(64), "elsewhere");
    const mines = minesOf(seedOfRound.server, seedOfRound.client, started.nonce ?? -1, 5);
    const safe = CELLS.find((cell) => !mines.includes(cell));
    expect(await play("/mines/pick", { body: { roundId: started.roundId, cell: safe } })).toMatchObject({ status: 200, body: { status: "open" } });
    const ended = minesAnswer.parse((await play("/mines/pick", { body: { roundId: started.roundId, cell: mines[0] } })).body);
    expect(ended).toMatchObject({ status: "finished", win: "0.00", mines, serverSeedHash: committed.serverSeedHash });
    demo.store.replaceSeed(session, seedOfRound.server, seedOfRound.client);

    // Between rounds the reveal is taken: the seed it shows is the committed one, and it alone places every mine.
    const seed = revealed.parse((await play("/reveal")).body);
    expect(sha256(seed.serverSeed)).toBe(committed.serverSeedHash);
    expect(minesOf(seed.serverSeed, seed.clientSeed, started.nonce ?? -1, 5)).toEqual(ended.mines);
    // The next round is on a new seed, committed before it starts.
    const next = z.object({ serverSeedHash: z.string() }).parse((await play("/state", { method: "GET" })).body);
    expect(next.serverSeedHash).not.toBe(committed.serverSeedHash);
    expect(minesAnswer.parse((await play("/mines/start", { body: { bet: "1.00", mines: 3 } })).body).serverSeedHash).toBe(next.serverSeedHash);
  });

  it("refuses a dice reveal while a roll's bet is on its way, and the roll lands on the seed shown before it", async () => {
    const demo = await connectDemoVendor(h(), { nth: 5 });
    const player = await newMember(h());
    await fund(h(), player.username, "50");
    const { play } = await launchDemo(h(), demo, player.token);
    const committed = z.object({ serverSeedHash: z.string() }).parse((await play("/state", { method: "GET" })).body);
    let release = () => {};
    demo.line.debitsHeld = new Promise<void>((resolve) => (release = resolve));
    const rolling = play("/roll", { body: { bet: "1.00", under: 50 } });
    await expect.poll(() => demo.line.debitsWaiting).toBe(1);
    expect(await play("/reveal")).toMatchObject({ status: 409, body: { error: "round_open" } });
    demo.line.debitsHeld = null;
    release();
    const rolled = rollAnswer.parse((await rolling).body);
    const seed = revealed.parse((await play("/reveal")).body);
    expect([rolled.serverSeedHash, sha256(seed.serverSeed)]).toEqual([committed.serverSeedHash, committed.serverSeedHash]);
    expect(rolled.roll).toBe((roll(seed.serverSeed, seed.clientSeed, rolled.nonce) / 100).toFixed(2));
  });

  it("keeps no player token in the clear in its store file, and a restarted vendor still settles with the sealed one", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tala-demo-store-"));
    try {
      const file = path.join(dir, "demo-vendor.json");
      const demo = await connectDemoVendor(h(), { nth: 5, storeFile: file });
      const player = await newMember(h());
      await fund(h(), player.username, "30");
      const { session, play } = await launchDemo(h(), demo, player.token);
      const token = session.token;
      expect(token.length).toBeGreaterThan(20);
      demo.line.credits = "lost_before";
      const round = rollAnswer.parse((await play("/roll", { body: { bet: "1.00", under: 95 } })).body);
      expect(round.delivered).toBe(false);

      const written = readFileSync(file, "utf8");
      expect(written).not.toContain(token);
      expect(written).not.toContain(Buffer.from(token).toString("base64"));
      expect(written).toContain("sealedToken");
      // The key is the vendor's own, beside the file, readable by its owner only.
      expect(statSync(path.join(dir, "demo-vendor.key")).mode & 0o077).toBe(0);

      // The file without the key opens no token.
      const elsewhere = mkdtempSync(path.join(tmpdir(), "tala-demo-stolen-"));
      try {
        copyFileSync(file, path.join(elsewhere, "demo-vendor.json"));
        expect(openStore(path.join(elsewhere, "demo-vendor.json")).session(session.id)?.token).toBe("");
      } finally {
        rmSync(elsewhere, { recursive: true, force: true });
      }
      // With it, the vendor restarted on the same file opens the token and lands the win left waiting.
      const reopened = openStore(file);
      expect(reopened.session(session.id)?.token).toBe(token);
      const restarted = demo.vendorOver(reopened);
      demo.line.credits = "up";
      expect(await restarted.retryPending()).toBe(0);
      expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(3000n - 100n + decimalToMinor(round.win)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
