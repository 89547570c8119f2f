// The lottery and the arena as an attacker or an insider tries them: a purchase key replayed with another bet (one
// at a time and all at once), the seeds read from the database before their draw, and a result the RNG drew
// "corrected" to a chosen one. What they get: a 409 and nothing moved, sealed bytes, and a void as the only remedy.
import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { z } from "zod";
import { newServerSeed } from "../../../server/lib/fair";
import { secretBox } from "../../../server/lib/secretBox";
import { drawResult } from "../../../server/modules/lottery/engine";
import { SCHEDULE_EPOCH_MS } from "../../../server/modules/lottery/service";
import { SECRETS_KEY, describeOnEachDatabase } from "../harness";
import { balanceOf, call, fund, newMember, trialBalance } from "../walletApi";

const QUICK = "QUICKLOTTO_1";
/** A moment `seconds` into draw `drawNo`'s minute of the one-minute game (it draws at the minute's end). */
const inDraw = (drawNo: number, seconds: number) => new Date(SCHEDULE_EPOCH_MS + (drawNo - 1) * 60_000 + seconds * 1000);
const ticketSchema = z.object({ id: z.string(), betType: z.string(), pick: z.string(), stake: z.string(), status: z.string(), paid: z.string() });
const drawSchema = z.object({ seedHash: z.string(), seed: z.string().nullable(), result: z.string().nullable(), status: z.string() });
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describeOnEachDatabase("the lottery under attack", (h) => {
  const runDraws = () => h().asMerchant(async () => h().services.lottery.runDue(await h().services.system.merchants()));
  const ops = (method: "GET" | "POST", path: string, body?: unknown) => call(h(), method, `/ops/lottery${path}`, { ops: true, body });
  const drawRow = async (drawNo: number) =>
    (
      await h().db.query(
        z.object({ seed: z.string().nullable(), seed_sealed: z.instanceof(Uint8Array).nullable(), seed_hash: z.string(), whole: z.string() }),
        `select d.seed, d.seed_sealed, d.seed_hash, row_to_json(d)::text as whole from lottery_draw d join lottery_game g on g.game_id = d.game_id where g.code = $1 and d.draw_no = $2`,
        [QUICK, drawNo],
      )
    )[0];

  it("refuses a purchase key reused with another bet: nothing bought, nothing charged; the same bet again answers its ticket", async () => {
    const drawNo = 5_000_000;
    h().setLotteryClock(inDraw(drawNo, 5));
    const player = await newMember(h(), "lk");
    await fund(h(), player.username, "100");
    const first = { gameCode: QUICK, drawNo, betType: "2D", pick: "37", stake: "1.00", key: "replayed-key-1" };
    const buy = (body: Record<string, unknown>) => call(h(), "POST", "/wps/lottery/tickets", { token: player.token, body: { ...first, ...body } });
    const bought = ticketSchema.parse((await buy({})).value);
    for (const other of [{ pick: "38" }, { stake: "50.00" }, { betType: "3D", pick: "037" }, { drawNo: drawNo + 1 }, { gameCode: "QUICKLOTTO_2" }]) {
      expect(await buy(other), JSON.stringify(other)).toMatchObject({ status: 409, code: "idempotency_conflict" });
    }
    expect(ticketSchema.parse((await buy({})).value)).toEqual(bought);
    expect(await balanceOf(h(), player.token)).toBe("99.00");

    // Five requests at once under one new key, each with its own stake: one ticket, one stake charged.
    const raced = await Promise.all([1, 2, 3, 4, 5].map((units) => buy({ key: "raced-key-01", stake: `${units}.00` })));
    const won = raced.filter((answer) => answer.success);
    expect(won).toHaveLength(1);
    expect(raced.filter((answer) => answer.code === "idempotency_conflict")).toHaveLength(4);
    const stake = ticketSchema.parse(won[0]?.value).stake;
    expect(await balanceOf(h(), player.token)).toBe((99 - Number(stake)).toFixed(2));
    const mine = z.object({ list: z.array(ticketSchema) }).parse((await call(h(), "GET", "/wps/lottery/tickets", { token: player.token })).value);
    expect(mine.list).toHaveLength(2);
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    h().setLotteryClock(null);
  });

  it("keeps an undrawn draw's seed sealed in the database, and reveals the one whose hash was published once drawn", async () => {
    const drawNo = 5_100_000;
    h().setLotteryClock(inDraw(drawNo, 5));
    const board = z.object({ draw: drawSchema }).parse((await call(h(), "GET", `/wps/lottery/games/${QUICK}`)).value);
    expect(board.draw).toMatchObject({ status: "open", seed: null });
    // A reader of the database (a replica, a backup, a support login) finds nothing that hashes to the published
    // hash: not in any column, not in the sealed bytes read as text.
    for (const no of [drawNo, drawNo + 1]) {
      const row = await drawRow(no);
      if (!row?.seed_sealed) throw new Error(`draw ${no} has no sealed seed`);
      expect(row.seed).toBeNull();
      const texts = [row.whole, Buffer.from(row.seed_sealed).toString("latin1"), Buffer.from(row.seed_sealed).toString("hex")];
      const candidates = texts.flatMap((text) => Array.from({ length: Math.max(0, text.length - 63) }, (_, at) => text.slice(at, at + 64)));
      expect(candidates.filter((candidate) => sha256(candidate) === row.seed_hash)).toEqual([]);
    }
    // Nor can an open draw be given a plain seed: the database refuses it.
    await expect(h().db.execute(
      "update lottery_draw set seed = 'x' where draw_no = $1 and game_id = (select game_id from lottery_game where code = $2)",
      [drawNo, QUICK],
    )).rejects.toThrow();

    h().setLotteryClock(inDraw(drawNo + 1, 1));
    await runDraws();
    const drawn = drawSchema.parse((await call(h(), "GET", `/wps/lottery/games/${QUICK}/draws/${drawNo}`)).value);
    if (!drawn.seed) throw new Error("the seed was not revealed");
    expect(sha256(drawn.seed)).toBe(board.draw.seedHash);
    expect(drawn.result).toBe(drawResult(drawn.seed, QUICK, drawNo));
    expect(await drawRow(drawNo)).toMatchObject({ seed: drawn.seed, seed_sealed: null });
    h().setLotteryClock(null);
  });

  it("seals at start the seeds of open draws kept in the clear before seeds were sealed, and draws them from the same seed", async () => {
    const drawNo = 5_200_000;
    const seed = newServerSeed();
    const constraint = "lottery_draw_seed_sealed_while_open";
    // As a database migrated while a draw was open: its seed in the clear, the rule not yet holding it.
    await h().db.execute(`alter table lottery_draw drop constraint ${constraint}`);
    try {
      await h().db.execute(
        `insert into lottery_draw (game_id, draw_no, closes_at, draws_at, seed, seed_hash)
         select game_id, $2, $3, $4, $5, $6 from lottery_game where code = $1`,
        [QUICK, drawNo, inDraw(drawNo, 50).toISOString(), inDraw(drawNo + 1, 0).toISOString(), seed, sha256(seed)],
      );
    } finally {
      await h().db.execute(`alter table lottery_draw add constraint ${constraint} check (status <> 'open' or seed is null) not valid`);
    }
    expect(await drawRow(drawNo)).toMatchObject({ seed });
    // Another process starts on this database.
    await h().secondApp();
    const sealed = await drawRow(drawNo);
    if (!sealed?.seed_sealed) throw new Error("the seed was not sealed at start");
    expect(sealed.seed).toBeNull();
    expect(secretBox(SECRETS_KEY).open(Buffer.from(sealed.seed_sealed))).toBe(seed);
    h().setLotteryClock(inDraw(drawNo + 1, 1));
    await runDraws();
    expect(drawSchema.parse((await call(h(), "GET", `/wps/lottery/games/${QUICK}/draws/${drawNo}`)).value)).toMatchObject({ seed, result: drawResult(seed, QUICK, drawNo) });
    h().setLotteryClock(null);
  });

  it("refuses to correct a result the RNG drew, and voids it instead without taking a win back: the house gains nothing by it", async () => {
    const drawNo = 5_300_000;
    h().setLotteryClock(inDraw(drawNo, 5));
    const player = await newMember(h(), "lc");
    await fund(h(), player.username, "100");
    // Both sides of the sum: one ticket wins whatever the draw.
    for (const [index, betType] of ["BIG", "SMALL", "ODD"].entries()) {
      const placed = await call(h(), "POST", "/wps/lottery/tickets", { token: player.token, body: { gameCode: QUICK, drawNo, betType, stake: "10.00", key: `rng-void-${index}` } });
      expect(placed.success, placed.message).toBe(true);
    }
    h().setLotteryClock(inDraw(drawNo + 1, 1));
    expect(await runDraws()).toBe(3);
    const drawn = drawSchema.parse((await ops("GET", `/draws/${QUICK}/${drawNo}`)).value);
    const settled = await balanceOf(h(), player.token);
    expect(Number(settled)).toBeGreaterThan(70);

    const chosen = drawn.result === "00000" ? "99999" : "00000";
    expect(await ops("POST", `/draws/${QUICK}/${drawNo}/result`, { result: chosen })).toMatchObject({ status: 409, code: "draw_result_random" });
    expect(drawSchema.parse((await ops("GET", `/draws/${QUICK}/${drawNo}`)).value)).toMatchObject({ result: drawn.result, status: "settled" });
    expect(await runDraws()).toBe(0);
    expect(await balanceOf(h(), player.token)).toBe(settled);

    const tickets = async () => z.object({ list: z.array(ticketSchema) }).parse((await call(h(), "GET", "/wps/lottery/tickets", { token: player.token })).value).list;
    const before = await tickets();
    expect(before.filter((ticket) => ticket.status === "won").length).toBeGreaterThan(0);
    expect(before.filter((ticket) => ticket.status === "lost").length).toBeGreaterThan(0);
    expect((await ops("POST", `/draws/${QUICK}/${drawNo}/void`)).value).toMatchObject({ status: "void", refundedTickets: 3 });
    expect(await ops("POST", `/draws/${QUICK}/${drawNo}/void`)).toMatchObject({ status: 409, code: "draw_not_open" });
    expect(await runDraws()).toBe(0);
    // A lost ticket gets its stake back; a won one keeps its win: each ticket is paid the larger of the two.
    const after = await tickets();
    const minor = (amount: string) => Math.round(Number(amount) * 100);
    for (const ticket of after) {
      const was = before.find((known) => known.id === ticket.id);
      expect(ticket.status).toBe("void");
      expect(minor(ticket.paid)).toBe(Math.max(minor(was?.paid ?? "0"), 1000));
    }
    const kept = after.reduce((sum, ticket) => sum + minor(ticket.paid), 0);
    expect(minor(await balanceOf(h(), player.token))).toBe(7000 + kept);
    expect(kept).toBeGreaterThan(minor(settled) - 7000);
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    h().setLotteryClock(null);
  });
  it("draws the other due draws when one draw's seal will not open, and still says which failed", async () => {
    const broken = 5_400_000;
    h().setLotteryClock(inDraw(broken, 5));
    const player = await newMember(h(), "lb");
    await fund(h(), player.username, "20");
    for (const drawNo of [broken, broken + 1]) {
      h().setLotteryClock(inDraw(drawNo, 5));
      const placed = await call(h(), "POST", "/wps/lottery/tickets", { token: player.token, body: { gameCode: QUICK, drawNo, betType: "BIG", stake: "1.00", key: `sealed-${drawNo}` } });
      expect(placed.success, placed.message).toBe(true);
    }
    await h().db.execute(
      "update lottery_draw set seed_sealed = $1 where draw_no = $2 and game_id = (select game_id from lottery_game where code = $3)",
      [Buffer.from("not a sealed seed"), broken, QUICK],
    );
    h().setLotteryClock(inDraw(broken + 2, 1));
    await expect(runDraws()).rejects.toThrow();
    const statusOf = async (drawNo: number) => z.object({ status: z.string() }).parse(JSON.parse((await drawRow(drawNo))?.whole ?? "{}")).status;
    expect(await statusOf(broken + 1)).toBe("settled");
    expect(await statusOf(broken)).toBe("open");
    h().setLotteryClock(null);
  });
});
