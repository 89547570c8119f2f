// The house lottery against the API, on PGlite and PostgreSQL: a draw opens with its seed's hash, takes tickets until
// it closes, is drawn from that seed and settled once (each win one ledger transfer), and tickets show in the
// betting record; bad tickets are refused and move nothing. Results that come from outside are entered and corrected
// by the operator; the RNG's are final (see security/lottery.test.ts).
import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { z } from "zod";
import fc from "fast-check";
import { decimalToMinor, minorToDecimal } from "../../server/lib/money";
import { newServerSeed } from "../../server/lib/fair";
import { secretBox } from "../../server/lib/secretBox";
import { BET_TYPES, betTypesOf, drawResult, fightOutcome, payout } from "../../server/modules/lottery/engine";
import { SCHEDULE_EPOCH_MS } from "../../server/modules/lottery/service";
import { SECRETS_KEY, describeOnEachDatabase } from "./harness";
import { balanceOf, call, fund, newMember, trialBalance } from "./walletApi";

const QUICK = "QUICKLOTTO_1";
const drawSchema = z.object({
  gameCode: z.string(), drawNo: z.number(), closesAt: z.string(), drawsAt: z.string(), status: z.string(), seedHash: z.string(), seed: z.string().nullable(), result: z.string().nullable(),
});
const boardSchema = z.object({ draw: drawSchema, betTypes: z.array(z.object({ betType: z.string(), odds: z.string(), returnPercent: z.string() })) });
const ticketSchema = z.object({ id: z.string(), betType: z.string(), pick: z.string(), stake: z.string(), status: z.string(), paid: z.string() });

/** A moment `seconds` into draw `drawNo`'s minute of the one-minute game (it draws at the minute's end). */
const inDraw = (drawNo: number, seconds: number) => new Date(SCHEDULE_EPOCH_MS + (drawNo - 1) * 60_000 + seconds * 1000);

describeOnEachDatabase("the house lottery", (h) => {
  const board = async () => boardSchema.parse((await call(h(), "GET", `/wps/lottery/games/${QUICK}`)).value);
  const runDraws = () => h().asMerchant(async () => h().services.lottery.runDue(await h().services.system.merchants()));

  it("takes tickets on the open draw, draws it from the seed it committed to, and pays each winner once", async () => {
    const drawNo = 4_000_000;
    h().setLotteryClock(inDraw(drawNo, 5));
    const player = await newMember(h());
    await fund(h(), player.username, "100");
    const open = await board();
    expect(open.draw).toMatchObject({ gameCode: QUICK, drawNo, status: "open", seed: null, result: null });
    expect(open.betTypes.find((type) => type.betType === "2D")).toMatchObject({ odds: "95.000", returnPercent: "95.00" });

    const buy = (body: Record<string, unknown>) => call(h(), "POST", "/wps/lottery/tickets", { token: player.token, body: { gameCode: QUICK, drawNo, stake: "1.00", ...body } });
    const tickets = [];
    for (const [index, betType, pick] of [[0, "BIG", ""], [1, "SMALL", ""], [2, "ODD", ""], [3, "2D", "37"]] as const) {
      const bought = await buy({ betType, pick, key: `ticket-key-${index}` });
      expect(bought.success, bought.message).toBe(true);
      tickets.push(ticketSchema.parse(bought.value));
    }
    // The same key buys once.
    expect(ticketSchema.parse((await buy({ betType: "BIG", pick: "", key: "ticket-key-0" })).value).id).toBe(tickets[0]?.id);
    expect(await balanceOf(h(), player.token)).toBe("96.00");

    // Refused, nothing moved: a bad pick, too small a stake, three decimals, a closed draw.
    expect(await buy({ betType: "2D", pick: "7", key: "bad-pick-1" })).toMatchObject({ status: 400, code: "invalid_pick" });
    expect(await buy({ betType: "3D", pick: "123", stake: "0.01", key: "small-stake" })).toMatchObject({ status: 400, code: "stake_out_of_range" });
    expect((await buy({ betType: "BIG", stake: "1.005", key: "decimals-3" })).status).toBe(400);
    h().setLotteryClock(inDraw(drawNo, 55));
    expect(await buy({ betType: "BIG", key: "too-late-1" })).toMatchObject({ status: 409, code: "draw_closed" });
    expect(await balanceOf(h(), player.token)).toBe("96.00");

    // Drawn after its time: the seed revealed is the one committed to, and the result follows from it.
    h().setLotteryClock(inDraw(drawNo + 1, 1));
    expect(await runDraws()).toBe(4);
    expect(await runDraws()).toBe(0);
    const opened = z.array(drawSchema).parse((await call(h(), "GET", `/lgw/vn/numeros/opened/game?gameCode=${QUICK}&count=5`)).raw);
    const drawn = opened.find((draw) => draw.drawNo === drawNo);
    if (!drawn?.seed || !drawn.result) throw new Error("the draw was not drawn");
    expect(createHash("sha256").update(drawn.seed).digest("hex")).toBe(open.draw.seedHash);
    expect(drawn.result).toBe(drawResult(drawn.seed, QUICK, drawNo));

    const result = drawn.result;
    const paid = (ticket: z.infer<typeof ticketSchema>) => {
      const type = BET_TYPES.find((known) => known === ticket.betType);
      if (!type) throw new Error(`unknown bet type ${ticket.betType}`);
      return payout(type, ticket.pick, 100n, result);
    };
    const won = tickets.reduce((sum, ticket) => sum + paid(ticket), 0n);
    expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(9600n + won));
    const mine = z.object({ list: z.array(ticketSchema) }).parse((await call(h(), "GET", "/wps/lottery/tickets", { token: player.token })).value);
    expect(mine.list.map((ticket) => [ticket.id, ticket.status, ticket.paid]).sort()).toEqual(
      tickets.map((ticket) => [ticket.id, paid(ticket) > 0n ? "won" : "lost", minorToDecimal(paid(ticket))]).sort(),
    );
    // Each ticket is a round of the betting record, settled with its win.
    const records = z.object({ list: z.array(z.object({ bet: z.string(), status: z.string() })) }).parse((await call(h(), "GET", "/wps/v2/bets", { token: player.token })).value);
    expect(records.list.filter((record) => record.status === "settled")).toHaveLength(4);
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    h().setLotteryClock(null);
  });

  /** A member with money and tickets on draw `drawNo` of the one-minute game (the clock set inside it). */
  async function playerWithTickets(drawNo: number, tickets: { betType: string; pick?: string; stake?: string }[]) {
    h().setLotteryClock(inDraw(drawNo, 5));
    const player = await newMember(h());
    await fund(h(), player.username, "100");
    const bought = [];
    for (const [index, ticket] of tickets.entries()) {
      const answer = await call(h(), "POST", "/wps/lottery/tickets", { token: player.token, body: { gameCode: QUICK, drawNo, stake: "1.00", pick: "", key: `t-${drawNo}-${index}-${player.username}`, ...ticket } });
      expect(answer.success, answer.message).toBe(true);
      bought.push(ticketSchema.parse(answer.value));
    }
    return { player, bought };
  }
  const ops = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) => call(h(), method, `/ops/lottery${path}`, { ops: true, body });
  /**
   * The one-minute game as a game whose results come from outside (an official draw the operator enters), for the
   * draws opened meanwhile; set in the database, as no call sets it.
   */
  async function withOutsideResults(work: () => Promise<void>) {
    const setSource = (source: string) => h().db.execute("update lottery_game set results_from = $1 where code = $2", [source, QUICK]);
    await setSource("outside");
    try {
      await work();
    } finally {
      await setSource("rng");
    }
  }

  it("settles an outside result once the operator enters it, and a corrected one again: each difference moved once", async () => withOutsideResults(async () => {
    const drawNo = 4_100_000;
    const { player, bought } = await playerWithTickets(drawNo, [{ betType: "BIG" }, { betType: "SMALL" }]);
    // No seed is committed to: the result is not the house's to draw.
    expect((await ops("GET", `/draws/${QUICK}/${drawNo}`)).value).toMatchObject({ seedHash: "", status: "open" });
    expect(await ops("POST", `/draws/${QUICK}/${drawNo}/result`, { result: "12000" })).toMatchObject({ status: 409, code: "draw_not_closed" });
    h().setLotteryClock(inDraw(drawNo + 1, 1));
    expect(await runDraws()).toBe(0);
    const entered = Math.random() < 0.5 ? "55999" : "55000";
    expect((await ops("POST", `/draws/${QUICK}/${drawNo}/result`, { result: entered })).value).toMatchObject({ result: entered, status: "drawn", revision: 0, seed: null });
    expect(await runDraws()).toBe(2);
    const bigWon = entered.endsWith("999");
    expect(await balanceOf(h(), player.token)).toBe("99.96");
    // The other side wins now: 000 (small) or 999 (big).
    const corrected = bigWon ? "12000" : "12999";
    expect((await ops("POST", `/draws/${QUICK}/${drawNo}/result`, { result: corrected })).value).toMatchObject({ result: corrected, status: "drawn", revision: 1 });
    expect(await ops("POST", `/draws/${QUICK}/${drawNo}/result`, { result: corrected })).toMatchObject({ status: 409, code: "draw_not_drawn" });
    expect(await runDraws()).toBe(2);
    expect(await runDraws()).toBe(0);
    expect(await balanceOf(h(), player.token)).toBe("99.96");
    const mine = z.object({ list: z.array(ticketSchema) }).parse((await call(h(), "GET", "/wps/lottery/tickets", { token: player.token })).value);
    const byId = new Map(mine.list.map((ticket) => [ticket.id, ticket]));
    const [big, small] = bought;
    expect(byId.get(big?.id ?? "")).toMatchObject({ status: bigWon ? "lost" : "won", paid: bigWon ? "0.00" : "1.96" });
    expect(byId.get(small?.id ?? "")).toMatchObject({ status: bigWon ? "won" : "lost", paid: bigWon ? "1.96" : "0.00" });
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    h().setLotteryClock(null);
  }));

  it("puts a big win of a ticket on the winner board, masked, and a corrected result takes it off again", async () => withOutsideResults(async () => {
    const drawNo = 4_150_000;
    const { player } = await playerWithTickets(drawNo, [{ betType: "3D", pick: "777" }, { betType: "BIG", stake: "30.00" }]);
    h().setLotteryClock(inDraw(drawNo + 1, 1));
    const rankList = async () =>
      z.object({ list: z.array(z.object({ vo: z.object({ player: z.string(), amount: z.string(), gameName: z.string() }) })) }).parse((await call(h(), "GET", "/wps/relay/GCSGAME_getRankList?limitNum=20&gameCategory=ALL&lang=en")).value).list;
    const masked = `${player.username.slice(0, 2)}***${player.username.slice(-1)}`;
    // 3D on 777: 950.00 for 1.00 is a big win; BIG's 58.80 for 30.00 is not (under ten times the stake).
    expect((await ops("POST", `/draws/${QUICK}/${drawNo}/result`, { result: "40777" })).success).toBe(true);
    await runDraws();
    expect(await rankList()).toContainEqual({ vo: expect.objectContaining({ player: masked, amount: "950.00", gameName: "Quick 3D" }) });
    expect((await rankList()).filter(({ vo }) => vo.player === masked)).toHaveLength(1);
    expect((await ops("POST", `/draws/${QUICK}/${drawNo}/result`, { result: "40778" })).success).toBe(true);
    await runDraws();
    expect((await rankList()).filter(({ vo }) => vo.player === masked)).toEqual([]);
    h().setLotteryClock(null);
  }));

  it("launches lottery tiles to their board and the DS88 tile to the arena, and lists one draw's tickets by their game and draw", async () => {
    const drawNo = 4_160_000;
    const { player, bought } = await playerWithTickets(drawNo, [{ betType: "EVEN" }]);
    await playerWithTickets(drawNo + 1, [{ betType: "ODD" }]);
    const nodeOf = async (code: string) => z.object({ node_id: z.string() }).array().parse(await h().db.query(z.object({ node_id: z.string() }), "select node_id from game where game_code = $1", [code]))[0]?.node_id ?? "";
    const launch = async (code: string) => z.object({ url: z.string(), outside: z.boolean() }).parse((await call(h(), "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(await nodeOf(code))}`, { token: player.token })).value);
    expect(await launch(QUICK)).toEqual({ url: `/lottery?lottoGameCode=${QUICK}&lottoView=betting&launchMode=LOTT`, outside: false });
    expect((await launch("DS88_1")).url).toMatch(/^\/game\?nodeId=[^&]+&vendor=DS88&engine=cockfight$/);

    const board = z.object({ name: z.string(), serverTime: z.string(), draw: drawSchema }).parse((await call(h(), "GET", `/wps/lottery/games/${QUICK}?lang=en`)).value);
    expect(board).toMatchObject({ name: "Quick 3D", serverTime: inDraw(drawNo + 1, 5).toISOString(), draw: { drawNo: drawNo + 1 } });
    const ofDraw = z.object({ list: z.array(ticketSchema.extend({ gameCode: z.string(), drawNo: z.number() })) }).parse(
      (await call(h(), "GET", `/wps/lottery/tickets?gameCode=${QUICK}&drawNo=${drawNo}`, { token: player.token })).value,
    );
    expect(ofDraw.list.map((ticket) => [ticket.id, ticket.gameCode, ticket.drawNo])).toEqual([[bought[0]?.id, QUICK, drawNo]]);
    expect(await call(h(), "GET", "/wps/lottery/tickets?drawNo=x", { token: player.token })).toMatchObject({ status: 400 });
    // Any draw by its number, for anyone (the arena follows a fight to its end): no seed before it is drawn.
    expect((await call(h(), "GET", `/wps/lottery/games/${QUICK}/draws/${drawNo}`)).value).toMatchObject({ drawNo, status: "closed", seed: null, result: null });
    expect(await call(h(), "GET", `/wps/lottery/games/${QUICK}/draws/1`)).toMatchObject({ status: 404 });
    // Without the TALA_GAME_CLOCK hook there is no clock to move.
    expect((await call(h(), "PUT", "/ops/test/game-clock", { ops: true, body: { at: null } })).status).toBe(404);
    // Both draws settled, so the next tests find no one else's tickets due.
    h().setLotteryClock(inDraw(drawNo + 2, 1));
    expect(await runDraws()).toBe(2);
    h().setLotteryClock(null);
  });

  it("suspends a draw (no tickets, not drawn), cancels one with every stake back, keeps limits per bet type, and books the day", async () => {
    const drawNo = 4_200_000;
    const { player } = await playerWithTickets(drawNo, [{ betType: "ODD" }, { betType: "3D", pick: "123" }]);
    expect(await balanceOf(h(), player.token)).toBe("98.00");
    expect((await ops("PUT", `/games/${QUICK}/limits`, { maxStake: "50.00", byType: { "3D": "1.00" } })).success).toBe(true);
    const buy = (body: Record<string, unknown>) => call(h(), "POST", "/wps/lottery/tickets", { token: player.token, body: { gameCode: QUICK, drawNo, pick: "", ...body } });
    expect(await buy({ betType: "3D", pick: "555", stake: "2.00", key: "over-the-3d-limit" })).toMatchObject({ status: 400, code: "stake_out_of_range" });
    expect((await buy({ betType: "EVEN", stake: "2.00", key: "under-the-game-limit" })).success).toBe(true);

    expect((await ops("POST", `/draws/${QUICK}/${drawNo}/suspend`, { suspended: true })).value).toMatchObject({ status: "suspended" });
    expect(await buy({ betType: "EVEN", stake: "1.00", key: "while-suspended" })).toMatchObject({ status: 409, code: "draw_suspended" });
    h().setLotteryClock(inDraw(drawNo + 1, 1));
    expect(await runDraws()).toBe(0);
    expect((await ops("GET", `/draws/${QUICK}/${drawNo}`)).value).toMatchObject({ status: "suspended", result: null });

    expect((await ops("POST", `/draws/${QUICK}/${drawNo}/void`)).value).toMatchObject({ status: "void", refundedTickets: 3 });
    expect(await ops("POST", `/draws/${QUICK}/${drawNo}/void`)).toMatchObject({ status: 409, code: "draw_not_open" });
    expect(await balanceOf(h(), player.token)).toBe("100.00");
    const mine = z.object({ list: z.array(ticketSchema) }).parse((await call(h(), "GET", "/wps/lottery/tickets", { token: player.token })).value);
    expect(mine.list.map((ticket) => ticket.status)).toEqual(["void", "void", "void"]);
    const book = z.array(z.object({ gameCode: z.string(), refunded: z.string() })).parse((await ops("GET", `/book?day=${new Date().toISOString().slice(0, 10)}`)).raw);
    expect(Number(book.find((line) => line.gameCode === QUICK)?.refunded)).toBeGreaterThanOrEqual(4);
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    expect((await ops("PUT", `/games/${QUICK}/limits`, { maxStake: "10000.00" })).success).toBe(true);
    h().setLotteryClock(null);
  });

  it("keeps the ledger at zero and every ticket paid what its final result says, once, through random tickets, corrections and reruns", async () => withOutsideResults(async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ betType: fc.constantFrom(...betTypesOf("ELOTT")), pick: fc.integer({ min: 0, max: 999 }), cents: fc.integer({ min: 10, max: 500 }) }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 99_999 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 3 }),
        async (tickets, results, reruns) => {
          const drawNo = 4_300_000 + Math.floor(Math.random() * 1_000_000);
          const { player, bought } = await playerWithTickets(
            drawNo,
            tickets.map((ticket) => ({
              betType: ticket.betType,
              pick: ticket.betType === "2D" ? String(ticket.pick % 100).padStart(2, "0") : ticket.betType === "3D" ? String(ticket.pick).padStart(3, "0") : "",
              stake: minorToDecimal(BigInt(ticket.cents)),
            })),
          );
          h().setLotteryClock(inDraw(drawNo + 1, 1));
          // The first result entered, then corrected: each answered, or refused only for being the same result.
          for (const entered of results) {
            const answer = await ops("POST", `/draws/${QUICK}/${drawNo}/result`, { result: String(entered).padStart(5, "0") });
            expect(answer.success || answer.code === "draw_not_drawn", answer.message).toBe(true);
            for (let run = 0; run < reruns; run++) await runDraws();
          }
          const final = drawSchema.parse((await ops("GET", `/draws/${QUICK}/${drawNo}`)).value).result ?? "";
          const mine = new Map(z.object({ list: z.array(ticketSchema) }).parse((await call(h(), "GET", "/wps/lottery/tickets", { token: player.token })).value).list.map((ticket) => [ticket.id, ticket]));
          let expected = 10_000n;
          for (const ticket of bought) {
            const type = BET_TYPES.find((known) => known === ticket.betType) ?? "BIG";
            const due = payout(type, ticket.pick, decimalToMinor(ticket.stake), final);
            const settled = mine.get(ticket.id);
            expected += due - decimalToMinor(ticket.stake);
            // The member spends nothing here, so every correction could take back all it had to: paid is exactly what
            // the final result says.
            expect(settled).toMatchObject({ status: due > 0n ? "won" : "lost", paid: minorToDecimal(due) });
          }
          expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(expected));
          expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
        },
      ),
      { numRuns: 8 },
    );
    h().setLotteryClock(null);
  }));

  /** A moment `seconds` into fight `fightNo` of the arena (a fight every three minutes). */
  const inFight = (fightNo: number, seconds: number) => new Date(SCHEDULE_EPOCH_MS + (fightNo - 1) * 180_000 + seconds * 1000);

  it("runs the cockfight arena on the same draws: meron, wala or draw at fixed odds, paid when the fight is decided", async () => {
    const fightNo = 3_000_000;
    const inFight = (seconds: number) => new Date(SCHEDULE_EPOCH_MS + (fightNo - 1) * 180_000 + seconds * 1000);
    h().setLotteryClock(inFight(20));
    const arena = boardSchema.parse((await call(h(), "GET", "/wps/lottery/cockfight")).value);
    // A side pays 1.90 and is refunded on a draw (5 points of its return); the draw pays 19.00.
    expect(arena.betTypes.map((type) => [type.betType, type.odds, type.returnPercent])).toEqual([["MERON", "1.900", "95.25"], ["WALA", "1.900", "95.25"], ["DRAW", "19.000", "95.00"]]);
    expect(arena.draw).toMatchObject({ drawNo: fightNo, status: "open" });
    const menu = z.array(z.object({ gameCode: z.string() })).parse((await call(h(), "GET", "/lgw/vn/games/game_menu")).raw);
    expect(menu.map((game) => game.gameCode)).not.toContain(arena.draw.gameCode);

    const player = await newMember(h());
    await fund(h(), player.username, "50");
    const bet = (betType: string, key: string) =>
      call(h(), "POST", "/wps/lottery/tickets", { token: player.token, body: { gameCode: arena.draw.gameCode, drawNo: fightNo, betType, stake: "10.00", key } });
    expect((await bet("MERON", "fight-meron")).success).toBe(true);
    expect((await bet("DRAW", "fight-draw")).success).toBe(true);
    expect(await bet("BIG", "fight-big")).toMatchObject({ status: 400, code: "invalid_bet_type" });
    h().setLotteryClock(inFight(160));
    expect(await bet("WALA", "fight-late")).toMatchObject({ status: 409, code: "draw_closed" });

    h().setLotteryClock(inFight(181));
    expect(await runDraws()).toBe(2);
    const fought = z.object({ result: z.string(), outcome: z.enum(["MERON", "WALA", "DRAW"]) }).parse((await ops("GET", `/draws/${arena.draw.gameCode}/${fightNo}`)).value);
    expect(fought.outcome).toBe(fightOutcome(fought.result));
    // Meron wins 19.00; a draw pays 190.00 and gives the meron stake back.
    const back = fought.outcome === "MERON" ? "19.00" : fought.outcome === "DRAW" ? "200.00" : "0.00";
    expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(3000n + decimalToMinor(back)));
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    h().setLotteryClock(null);
  });

  it("ends a drawn fight as sabong does: the draw bet paid 19 to 1, meron and wala stakes refunded, each ticket saying so", async () => {
    const fightNo = 3_000_100;
    h().setLotteryClock(inFight(fightNo, 20));
    const arena = boardSchema.parse((await call(h(), "GET", "/wps/lottery/cockfight")).value);
    expect(arena.draw.drawNo).toBe(fightNo);
    // The fight commits to a seed that the RNG turns into a draw (one in twenty do): the test plants it, sealed as the
    // house seals its own, before any bet.
    let seed = newServerSeed();
    while (fightOutcome(drawResult(seed, "DS88_1", fightNo)) !== "DRAW") seed = newServerSeed();
    await h().db.execute(
      "update lottery_draw set seed_sealed = $1, seed_hash = $2 where draw_no = $3 and game_id = (select game_id from lottery_game where code = 'DS88_1')",
      [secretBox(SECRETS_KEY).seal(seed), createHash("sha256").update(seed).digest("hex"), fightNo],
    );
    const player = await newMember(h());
    await fund(h(), player.username, "50");
    for (const betType of ["MERON", "WALA", "DRAW"]) {
      const placed = await call(h(), "POST", "/wps/lottery/tickets", { token: player.token, body: { gameCode: "DS88_1", drawNo: fightNo, betType, stake: "10.00", key: `drawn-fight-${betType}` } });
      expect(placed.success, placed.message).toBe(true);
    }
    expect(await balanceOf(h(), player.token)).toBe("20.00");
    h().setLotteryClock(inFight(fightNo, 181));
    expect(await runDraws()).toBe(3);
    expect((await call(h(), "GET", `/wps/lottery/games/DS88_1/draws/${fightNo}`)).value).toMatchObject({ outcome: "DRAW", seed });
    // 20.00 left + 10.00 + 10.00 back + 190.00 won.
    expect(await balanceOf(h(), player.token)).toBe("230.00");
    const mine = z.object({ list: z.array(ticketSchema) }).parse((await call(h(), "GET", `/wps/lottery/tickets?gameCode=DS88_1&drawNo=${fightNo}`, { token: player.token })).value);
    expect(mine.list.map((ticket) => [ticket.betType, ticket.status, ticket.paid]).sort()).toEqual([["DRAW", "won", "190.00"], ["MERON", "refunded", "10.00"], ["WALA", "refunded", "10.00"]]);
    // The refunds are refunds in the ledger, not wins; the betting record nets them to nothing.
    const kinds = await h().db.query(
      z.object({ kind: z.string(), amount: z.coerce.bigint() }),
      "select kind, amount from wallet_transfer where idempotency_key like any ($1::text[]) order by kind, amount",
      [mine.list.map((ticket) => `lottery:${ticket.id}:%`)],
    );
    expect(kinds.map((row) => [row.kind, row.amount])).toEqual([["game_bet", 1000n], ["game_bet", 1000n], ["game_bet", 1000n], ["game_refund", 1000n], ["game_refund", 1000n], ["game_win", 19_000n]]);
    // A stake given back was no bet: only the draw bet counts toward the player's valid bets (rebates, missions, VIP).
    const rounds = await h().db.query(
      z.object({ round_id: z.string(), status: z.string() }),
      "select round_id, status from game_round where round_id = any($1::text[]) order by status",
      [mine.list.map((ticket) => `LOTT-${ticket.id}`)],
    );
    expect(rounds.map((round) => round.status)).toEqual(["cancelled", "cancelled", "settled"]);
    expect(await runDraws()).toBe(0);
    expect(await balanceOf(h(), player.token)).toBe("230.00");
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    h().setLotteryClock(null);
  });
});
