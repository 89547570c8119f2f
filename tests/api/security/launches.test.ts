// Game launches as an attacker tries them: a member scripting hundreds of launches at once gets the limit's worth of
// tokens and vendor calls, the rest refused 429; a new launch retires the same login session's older token at that game
// (it takes no more bets, while its rounds still settle); and a house seed is never revealed under a round still playing.
import { expect, it } from "vitest";
import { z } from "zod";
import { minorToDecimal } from "../../../server/lib/money";
import { LAUNCH_LIMITS } from "../../../server/modules/casino/service";
import { cashOut, minesOf } from "../../../server/vendors/demo/mines";
import { connectDemoVendor, launchDemo } from "../demoVendorKit";
import { describeOnEachDatabase, type Harness } from "../harness";
import { balanceOf, call, fund, loginAs, newMember } from "../walletApi";

const PER_MINUTE = LAUNCH_LIMITS[0]?.max ?? 0;
const BURST = 100;
const CELLS = Array.from({ length: 25 }, (_, cell) => cell);
const count = z.object({ made: z.coerce.number(), live: z.coerce.number() });

const houseSlot = async (h: Harness) => {
  const [game] = await h.db.query(z.object({ node_id: z.string() }), "select node_id from game where vendor_code = 'TALA' and game_type = 'RNG' and house_engine = 'slot' order by id limit 1");
  if (!game) throw new Error("no house slot in the seed");
  return game.node_id;
};
/** The player tokens a member's launches made, and how many of them still take bets. */
const tokensOf = async (h: Harness, username: string) =>
  (
    await h.db.query(
      count,
      `select count(*) as made, count(*) filter (where s.expires_at > now()) as live from vendor_session s join member m on m.id = s.member_id where m.username = $1`,
      [username],
    )
  )[0];
const launchOf = (h: Harness, nodeId: string, token: string) => call(h, "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(nodeId)}`, { token });

describeOnEachDatabase("game launches under attack", (h) => {
  it("makes only the limit's worth of outside launches when a member sends 100 at once: the rest are 429 and reach no vendor", async () => {
    expect(PER_MINUTE).toBeGreaterThan(0);
    expect(PER_MINUTE).toBeLessThan(BURST / 2);
    const demo = await connectDemoVendor(h(), { nth: 6 });
    let vendorLaunches = 0;
    h().routeVendorCalls(async (input, init) => {
      if (new URL(String(input)).pathname === "/launch") vendorLaunches += 1;
      return demo.vendor.app.request(new URL(String(input)).pathname, init);
    });
    const player = await newMember(h());
    const answers = await Promise.all(Array.from({ length: BURST }, () => launchOf(h(), demo.game.node_id, player.token)));

    expect(answers.filter((answer) => answer.success)).toHaveLength(PER_MINUTE);
    const refused = answers.filter((answer) => !answer.success);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.code}`))).toEqual(new Set(["429 too_many_launches"]));
    expect(refused[0]?.message).toMatch(/wait/i);
    expect(vendorLaunches).toBe(PER_MINUTE);
    // One token per launch let through, and of those only the newest still takes bets.
    const tokens = await tokensOf(h(), player.username);
    expect(tokens).toEqual({ made: PER_MINUTE, live: 1 });
    // Still refused a moment later: the window is a minute, not a burst.
    expect(await launchOf(h(), demo.game.node_id, player.token)).toMatchObject({ status: 429, code: "too_many_launches" });
  });

  it("leaves no live token behind when the vendor does not answer a launch, and the game the player had keeps playing", async () => {
    const demo = await connectDemoVendor(h(), { nth: 7 });
    h().routeVendorCalls(async (input, init) => demo.vendor.app.request(new URL(String(input)).pathname, init));
    const player = await newMember(h());
    expect((await launchOf(h(), demo.game.node_id, player.token)).success).toBe(true);
    h().routeVendorCalls(() => Promise.reject(new Error("the vendor is down")));
    expect(await launchOf(h(), demo.game.node_id, player.token)).toMatchObject({ status: 409, code: "game_maintenance" });
    const tokens = await tokensOf(h(), player.username);
    // Two tokens made: the first launch's still live, the failed one's ended at once.
    expect(tokens).toEqual({ made: 2, live: 1 });
  });

  it("refuses a bet on an older token of the same login session and game after a new launch, while its open round still settles", async () => {
    const demo = await connectDemoVendor(h(), { play: "mines", nth: 6 });
    const player = await newMember(h());
    await fund(h(), player.username, "50");
    const older = await launchDemo(h(), demo, player.token);
    const round = z.object({ roundId: z.string(), nonce: z.number() }).parse((await older.play("/mines/start", { body: { bet: "5.00", mines: 3 } })).body);
    const mines = minesOf(older.session.serverSeed, older.session.clientSeed, round.nonce, 3);
    const safe = CELLS.find((cell) => !mines.includes(cell));
    expect((await older.play("/mines/pick", { body: { roundId: round.roundId, cell: safe } })).status).toBe(200);
    // The same member on another device: a login session of its own, whose game is not the one being replaced.
    const elsewhere = await launchDemo(h(), demo, await loginAs(h(), player.username, "Secret123"));

    const newer = await launchDemo(h(), demo, player.token);
    // The round the older game had open still cashes out: wins on an older token land, as on an expired one.
    const cashed = await older.play("/mines/cashout", { body: { roundId: round.roundId } });
    expect(cashed).toMatchObject({ status: 200, body: { status: "finished", delivered: true } });
    const afterCashOut = minorToDecimal(4500n + cashOut(500n, 3, 1));
    expect(await balanceOf(h(), player.token)).toBe(afterCashOut);
    // But the older game takes no new bet: the wallet refuses its token.
    const replayed = await older.play("/mines/start", { body: { bet: "5.00", mines: 3 } });
    expect(replayed.status).toBe(409);
    expect(await balanceOf(h(), player.token)).toBe(afterCashOut);
    // The newest launch plays, and so does the other device's.
    expect((await newer.play("/mines/start", { body: { bet: "1.00", mines: 3 } })).status).toBe(200);
    expect((await elsewhere.play("/mines/start", { body: { bet: "1.00", mines: 3 } })).status).toBe(200);
  });

  it("makes only the limit's worth of house launch tokens when a member sends 100 at once, and only the newest unused one opens", async () => {
    const nodeId = await houseSlot(h());
    const player = await newMember(h());
    const answers = await Promise.all(Array.from({ length: BURST }, () => launchOf(h(), nodeId, player.token)));
    expect(answers.filter((answer) => answer.success)).toHaveLength(PER_MINUTE);
    expect(new Set(answers.filter((answer) => !answer.success).map((answer) => `${answer.status} ${answer.code}`))).toEqual(new Set(["429 too_many_launches"]));
    const [launches] = await h().db.query(count, "select count(*) as made, 0 as live from game_launch l join member m on m.id = l.member_id where m.username = $1", [player.username]);
    expect(launches?.made).toBe(PER_MINUTE);

    const second = await newMember(h());
    const first = await launchOf(h(), nodeId, second.token);
    const latest = await launchOf(h(), nodeId, second.token);
    expect(await call(h(), "POST", "/wps/house/session", { token: second.token, body: { launchToken: first.value.launchToken } })).toMatchObject({ status: 403, code: "launch_refused" });
    expect((await call(h(), "POST", "/wps/house/session", { token: second.token, body: { launchToken: latest.value.launchToken } })).success).toBe(true);
  });

  it("plays no house round on a seed once it is revealed: every round a reveal names was played before it, and none after", async () => {
    const nodeId = await houseSlot(h());
    const player = await newMember(h());
    await fund(h(), player.username, "200");
    const launched = await launchOf(h(), nodeId, player.token);
    const opened = await call(h(), "POST", "/wps/house/session", { token: player.token, body: { launchToken: launched.value.launchToken } });
    const sessionId = String(opened.value.sessionId);
    const spin = () => call(h(), "POST", "/wps/house/slot/spin", { token: player.token, body: { sessionId, bet: "1.00" } });
    // Spins one after another, with a reveal sent in the middle of them; they stop once it has answered.
    const spins: ReturnType<typeof spin>[] = [];
    let revealAnswered = false;
    const played = (async () => {
      for (let i = 0; i < 100 && !revealAnswered; i += 1) {
        const answer = spin();
        spins.push(answer);
        await answer;
      }
    })();
    await expect.poll(() => spins.length).toBeGreaterThanOrEqual(4);
    const reveal = await call(h(), "POST", "/wps/house/session/reveal", { token: player.token, body: { sessionId } });
    revealAnswered = true;
    await played;
    const answers = await Promise.all(spins);
    const rounds = z.number().parse(reveal.value.rounds);
    const taken = answers.filter((answer) => answer.success).map((answer) => z.number().parse(answer.value.nonce));
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(taken.length).toBe(rounds);
    expect(taken.every((nonce) => nonce < rounds)).toBe(true);
    expect(answers.filter((answer) => !answer.success).every((answer) => answer.code === "session_ended")).toBe(true);
    expect(await spin()).toMatchObject({ status: 410, code: "session_ended" });
    const recorded = await h().db.query(z.object({ n: z.coerce.number() }), "select count(*) as n from game_round where round_id like $1", [`${sessionId}:%`]);
    expect(recorded).toEqual([{ n: rounds }]);
  });
});
