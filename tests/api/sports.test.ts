// The sportsbook against the API, on PGlite and PostgreSQL, with the demo feed on a test clock: prices carry the
// operator's margin, bets keep to limits and to the player's rule for moved prices, suspended markets refuse, and a
// job settles each match once per revision (singles and accumulators with won, lost and void legs; a corrected
// result resettled once), the ledger at zero throughout.
import { expect, it } from "vitest";
import { createApp } from "../../server/app";
import { z } from "zod";
import fc from "fast-check";
import { minorToDecimal } from "../../server/lib/money";
import { betOutcome, legResult, oddsMilliOf } from "../../server/modules/sports/engine";
import { createDemoFeed, demoFeedSeed, type FeedEvent, type SportsFeed } from "../../server/modules/sports/feed";
import { FIXED_CAPTCHA, OPS_TOKEN, SECRETS_KEY, describeOnEachDatabase } from "./harness";
import { balanceOf, call, fund, newMember, trialBalance } from "./walletApi";

/** The harness app's feed: the demo feed seeded from the install's secrets key, as every process of it derives it. */
const feed = createDemoFeed(demoFeedSeed(SECRETS_KEY));
const marketSchema = z.object({ market: z.string(), line: z.string().nullable(), status: z.string(), outcomes: z.array(z.object({ outcome: z.string(), odds: z.string().nullable() })) });
const eventSchema = z.object({ feedId: z.string(), sport: z.string(), status: z.string(), markets: z.array(marketSchema) });
const betSchema = z.object({
  id: z.string(), stake: z.string(), odds: z.string(), status: z.string(), paid: z.string(),
  legs: z.array(z.object({ feedId: z.string(), market: z.string(), line: z.string().nullable(), outcome: z.string(), odds: z.string(), result: z.string().nullable() })),
});

/** A day of the demo feed far from other tests' days: every test takes its own hours. */
const DAY = Date.UTC(2026, 5, 1);
const at = (hours: number, minutes = 0) => new Date(DAY + hours * 3_600_000 + minutes * 60_000);

describeOnEachDatabase("the sportsbook", (h) => {
  const settle = () => h().asMerchant(async () => h().services.sports.runDue(await h().services.system.merchants()));
  const ops = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) => call(h(), method, `/ops/sports${path}`, { ops: true, body });
  const board = async (query = "") => z.object({ events: z.array(eventSchema) }).parse((await call(h(), "GET", `/wps/sports/events${query}`)).value).events;
  /** The first scheduled match of a sport at the clock's time, as the book and the feed see it. */
  const scheduled = async (sport: string) => {
    const listed = (await board(`?sport=${sport}`)).find((event) => event.status === "scheduled");
    if (!listed) throw new Error(`no ${sport} match scheduled`);
    const fed = feed.event(listed.feedId, at(0));
    if (!fed) throw new Error("the feed does not know it");
    return { listed, fed };
  };
  const price = (event: z.infer<typeof eventSchema>, market: string, outcome: string) => {
    const odds = event.markets.find((known) => known.market === market)?.outcomes.find((known) => known.outcome === outcome)?.odds;
    if (!odds) throw new Error(`no price for ${market} ${outcome}`);
    return odds;
  };
  /** The line the board shows for a market (null for the match result). */
  const lineOf = (event: z.infer<typeof eventSchema>, market: string) => event.markets.find((known) => known.market === market)?.line ?? null;
  const bet = (token: string, body: Record<string, unknown>) => call(h(), "POST", "/wps/sports/bets", { token, body: { oddsChange: "none", ...body } });
  const finalOf = (feedId: string, when: Date): FeedEvent => {
    const event = feed.event(feedId, when);
    if (!event) throw new Error("unknown match");
    return event;
  };

  it("prices every market with the margin: the prices' inverse sums to about 1 + margin, and a new margin moves them", async () => {
    h().setLotteryClock(at(1));
    const events = await board();
    expect(new Set(events.map((event) => event.sport))).toEqual(new Set(["FOOTBALL", "BASKETBALL", "CRICKET", "ESPORTS"]));
    const football = events.find((event) => event.sport === "FOOTBALL" && event.status === "scheduled");
    const match = football?.markets.find((market) => market.market === "MATCH");
    expect(match?.outcomes.map((outcome) => outcome.outcome)).toEqual(["HOME", "DRAW", "AWAY"]);
    const overround = (market: z.infer<typeof marketSchema> | undefined) => (market?.outcomes ?? []).reduce((sum, outcome) => sum + 1 / Number(outcome.odds), 0);
    for (const event of events.filter((known) => known.status === "scheduled").slice(0, 20)) {
      for (const market of event.markets) {
        // Prices are rounded down to the hundredth: the book's edge is the margin or a little more.
        expect(overround(market)).toBeGreaterThanOrEqual(1.049);
        expect(overround(market)).toBeLessThan(1.1);
      }
    }
    expect((await ops("PUT", "/settings", { marginPercent: "10", maxStake: "10000.00", maxPayout: "100000.00", inPlayDelaySeconds: 3 })).success).toBe(true);
    const wider = (await board()).find((event) => event.feedId === football?.feedId)?.markets.find((market) => market.market === "MATCH");
    expect(overround(wider)).toBeGreaterThan(1.099);
    expect((await ops("PUT", "/settings", { marginPercent: "5", maxStake: "10000.00", maxPayout: "100000.00", inPlayDelaySeconds: 3 })).success).toBe(true);

    // ESPORTS lists the matches of the merchant's esports vendors (Arena's esports here), the sports page the rest;
    // with no esports vendor configured, they all belong to the sports page.
    expect(new Set((await board("?area=esports")).map((event) => event.sport))).toEqual(new Set(["ESPORTS"]));
    expect((await board("?area=sports")).some((event) => event.sport === "ESPORTS")).toBe(false);
    expect((await call(h(), "PUT", "/ops/games/esports-vendors", { ops: true, body: { vendors: [] } })).success).toBe(true);
    expect(await board("?area=esports")).toEqual([]);
    expect((await board("?area=sports")).some((event) => event.sport === "ESPORTS")).toBe(true);
    expect((await call(h(), "PUT", "/ops/games/esports-vendors", { ops: true, body: { vendors: ["ARENA"] } })).success).toBe(true);
    h().setLotteryClock(null);
  });

  it("takes a single at the price shown, refuses moved prices by the player's rule, limits, related legs and suspended markets", async () => {
    h().setLotteryClock(at(3));
    const player = await newMember(h());
    await fund(h(), player.username, "500");
    const { listed } = await scheduled("FOOTBALL");
    const home = price(listed, "MATCH", "HOME");
    const leg = { feedId: listed.feedId, market: "MATCH", outcome: "HOME" };
    const placed = await bet(player.token, { legs: [{ ...leg, odds: home }], stake: "10.00", key: "single-home-1" });
    expect(placed.success, placed.message).toBe(true);
    expect(betSchema.parse(placed.value)).toMatchObject({ stake: "10.00", odds: home, status: "placed" });
    // The same key bets once.
    expect(betSchema.parse((await bet(player.token, { legs: [{ ...leg, odds: home }], stake: "10.00", key: "single-home-1" })).value).id).toBe(betSchema.parse(placed.value).id);
    expect(await balanceOf(h(), player.token)).toBe("490.00");

    // A price the player saw that is not the price now: refused under "none" with the new prices, taken under "any",
    // and under "higher" only when the price now is better.
    const lower = minorToDecimal(((oddsMilliOf(home) ?? 0n) - 50n) / 10n);
    const moved = await bet(player.token, { legs: [{ ...leg, odds: lower }], stake: "1.00", key: "moved-none-1" });
    expect(moved).toMatchObject({ status: 409, code: "odds_changed" });
    expect(moved.value).toEqual({ legs: [{ ...leg, odds: home }] });
    expect((await bet(player.token, { legs: [{ ...leg, odds: lower }], stake: "1.00", key: "moved-higher-1", oddsChange: "higher" })).success).toBe(true);
    const higher = minorToDecimal(((oddsMilliOf(home) ?? 0n) + 50n) / 10n);
    expect(await bet(player.token, { legs: [{ ...leg, odds: higher }], stake: "1.00", key: "moved-higher-2", oddsChange: "higher" })).toMatchObject({ status: 409, code: "odds_changed" });
    expect((await bet(player.token, { legs: [{ ...leg, odds: higher }], stake: "1.00", key: "moved-any-1", oddsChange: "any" })).success).toBe(true);

    // Limits: the market's ceiling, the bet's most it may win; two legs of one match; too many decimals.
    expect((await ops("PUT", "/settings", { marginPercent: "5", maxStake: "10000.00", maxPayout: "50.00", marketMaxStake: { MATCH: "20.00" }, inPlayDelaySeconds: 3 })).success).toBe(true);
    expect(await bet(player.token, { legs: [{ ...leg, odds: home }], stake: "25.00", key: "over-market-cap" })).toMatchObject({ status: 400, code: "stake_out_of_range" });
    expect(await bet(player.token, { legs: [{ ...leg, odds: home }], stake: "20.00", key: "over-payout-cap", oddsChange: "any" })).toMatchObject({
      status: Number(home) * 20 > 50 ? 400 : 200,
    });
    expect(
      await bet(player.token, {
        legs: [{ ...leg, odds: home }, { feedId: listed.feedId, market: "TOTAL", line: lineOf(listed, "TOTAL"), outcome: "OVER", odds: price(listed, "TOTAL", "OVER") }],
        stake: "1.00",
        key: "related-legs",
      }),
    ).toMatchObject({ status: 400, code: "related_legs" });
    expect((await bet(player.token, { legs: [{ ...leg, odds: home }], stake: "1.005", key: "three-decimals" })).status).toBe(400);
    // One spelling per match: a leading zero does not make another match of it.
    const [sport, number] = listed.feedId.split("-");
    expect((await bet(player.token, { legs: [{ ...leg, feedId: `${sport}-0${number}`, odds: home }], stake: "1.00", key: "leading-zero" })).status).toBe(400);
    // A match a year ahead takes no bets yet.
    expect(await bet(player.token, { legs: [{ ...leg, feedId: "FOOTBALL-99999999", odds: "2.00" }], stake: "1.00", key: "far-future", oddsChange: "any" })).toMatchObject({ status: 409, code: "market_closed" });
    expect((await ops("PUT", "/settings", { marginPercent: "99.99", maxStake: "10000.00", maxPayout: "100000.00", inPlayDelaySeconds: 3 })).status).toBe(400);
    expect((await ops("PUT", "/settings", { marginPercent: "5", maxStake: "10000.00", maxPayout: "100000.00", inPlayDelaySeconds: 3 })).success).toBe(true);

    // A match in play takes bets too (after the in-play delay, at the prices then), its leg marked in play.
    const live = (await board("?sport=BASKETBALL")).find((event) => event.status === "live");
    if (live) {
      const inPlay = await bet(player.token, { legs: [{ feedId: live.feedId, market: "MATCH", outcome: "HOME", odds: price(live, "MATCH", "HOME") }], stake: "1.00", key: "in-play-1", oddsChange: "any" });
      expect(inPlay.success, inPlay.message).toBe(true);
      expect(z.object({ legs: z.array(z.object({ inPlay: z.boolean() })) }).parse(inPlay.value).legs).toEqual([{ inPlay: true }]);
    }

    // Nonsense is refused before anything moves: an outcome the market does not have, a price of nothing.
    expect(await bet(player.token, { legs: [{ ...leg, market: "TOTAL", line: lineOf(listed, "TOTAL"), outcome: "HOME", odds: home }], stake: "1.00", key: "total-home" })).toMatchObject({
      status: 400,
      code: "invalid_outcome",
    });
    expect(await bet(player.token, { legs: [{ ...leg, odds: "0" }], stake: "1.00", key: "zero-price", oddsChange: "any" })).toMatchObject({ status: 400 });

    // The operator suspends the market: refused, and shown suspended; resumed, it takes bets again.
    expect((await ops("POST", `/events/${listed.feedId}/markets/MATCH/suspend`, { suspended: true })).success).toBe(true);
    expect((await board()).find((event) => event.feedId === listed.feedId)?.markets.find((market) => market.market === "MATCH")?.status).toBe("suspended");
    expect(await bet(player.token, { legs: [{ ...leg, odds: home }], stake: "1.00", key: "while-suspended" })).toMatchObject({ status: 409, code: "market_suspended" });
    await ops("POST", `/events/${listed.feedId}/markets/MATCH/suspend`, { suspended: false });
    expect((await bet(player.token, { legs: [{ ...leg, odds: home }], stake: "1.00", key: "after-resume" })).success).toBe(true);
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    // Settled before the next test's hours, so its counts are its own.
    h().setLotteryClock(at(4, 30));
    await settle();
    h().setLotteryClock(null);
  });

  it("refuses a bet the balance cannot cover and writes nothing of it, while bets placed at the same moment by players who can pay go through", async () => {
    h().setLotteryClock(new Date(Date.UTC(2026, 7, 20, 2)));
    const short = await newMember(h());
    await fund(h(), short.username, "5");
    const others = await Promise.all([newMember(h()), newMember(h())]);
    for (const other of others) await fund(h(), other.username, "100");
    const listed = (await board("?sport=FOOTBALL")).find((event) => event.status === "scheduled");
    if (!listed) throw new Error("no football match scheduled");
    const legs = [{ feedId: listed.feedId, market: "MATCH", outcome: "HOME", odds: price(listed, "MATCH", "HOME") }];
    // At once, so the book writes them together.
    const [refused, ...placed] = await Promise.all([short, ...others].map((player, index) => bet(player.token, { legs, stake: "10.00", key: `together-${index}`, oddsChange: "any" })));
    expect(refused).toMatchObject({ status: 409, code: "insufficient_funds" });
    for (const answer of placed) expect(answer.success, answer.message).toBe(true);
    expect(await balanceOf(h(), short.token)).toBe("5.00");
    for (const other of others) expect(await balanceOf(h(), other.token)).toBe("90.00");
    // Nothing of the refused bet is left: not in the player's bets nor in the betting record; the same key bets once it is paid for.
    expect(z.object({ list: z.array(betSchema) }).parse((await call(h(), "GET", "/wps/sports/bets", { token: short.token })).value).list).toEqual([]);
    expect(z.object({ list: z.array(z.unknown()) }).parse((await call(h(), "GET", "/wps/v2/bets", { token: short.token })).value).list).toEqual([]);
    await fund(h(), short.username, "10");
    expect((await bet(short.token, { legs, stake: "10.00", key: "together-0", oddsChange: "any" })).success).toBe(true);
    expect(await balanceOf(h(), short.token)).toBe("5.00");
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    h().setLotteryClock(null);
  });

  it("settles singles and an accumulator once when the matches end, and a corrected result resettles each difference once", async () => {
    h().setLotteryClock(at(5));
    const player = await newMember(h());
    await fund(h(), player.username, "100");
    const football = (await scheduled("FOOTBALL")).listed;
    const cricket = (await scheduled("CRICKET")).listed;
    const legOf = (event: z.infer<typeof eventSchema>, market: string, outcome: string) => ({ feedId: event.feedId, market, line: lineOf(event, market), outcome, odds: price(event, market, outcome) });
    const legs = [legOf(football, "TOTAL", "OVER"), legOf(cricket, "MATCH", "HOME")];
    const singles = [];
    for (const [index, leg] of legs.entries()) singles.push(betSchema.parse((await bet(player.token, { legs: [leg], stake: "10.00", key: `single-${index}-x` })).value));
    const double = betSchema.parse((await bet(player.token, { legs, stake: "5.00", key: "double-1" })).value);
    expect(await balanceOf(h(), player.token)).toBe("75.00");

    // Everything has ended two hours later: each bet is what the final scores say.
    const later = at(7);
    h().setLotteryClock(later);
    expect(await settle()).toBe(4);
    expect(await settle()).toBe(0);
    const resultOf = (feedId: string, market: "MATCH" | "TOTAL", line: number | null, outcome: "HOME" | "OVER") => {
      const event = finalOf(feedId, later);
      return event.status === "abandoned" || !event.result ? ("void" as const) : legResult(event.sport, market, line, outcome, event.result);
    };
    const totalLine = Math.round(Number(football.markets.find((market) => market.market === "TOTAL")?.line ?? "0") * 10);
    const results = [resultOf(football.feedId, "TOTAL", totalLine, "OVER"), resultOf(cricket.feedId, "MATCH", null, "HOME")];
    const worth = (stake: bigint, which: number[]) => betOutcome(stake, which.map((index) => ({ oddsMilli: oddsMilliOf(legs[index]?.odds ?? "1") ?? 1000n, result: results[index] ?? null })));
    const expected = [worth(1000n, [0]), worth(1000n, [1]), worth(500n, [0, 1])];
    const mine = z.object({ list: z.array(betSchema) }).parse((await call(h(), "GET", "/wps/sports/bets", { token: player.token })).value).list;
    const byId = new Map(mine.map((known) => [known.id, known]));
    [...singles, double].forEach((placed, index) => expect(byId.get(placed.id)).toMatchObject({ status: expected[index]?.status, paid: minorToDecimal(expected[index]?.due ?? 0n) }));
    const paid = expected.reduce((sum, outcome) => sum + outcome.due, 0n);
    expect(await balanceOf(h(), player.token)).toBe(minorToDecimal(7500n + paid));

    // The operator corrects the cricket match to the other side's win: the single and the double follow, once.
    const corrected = results[1] === "won" ? { home: 100, away: 150 } : { home: 150, away: 100 };
    expect((await ops("POST", `/events/${cricket.feedId}/result`, corrected)).value).toMatchObject({ revision: 1 });
    expect(await settle()).toBe(2);
    expect(await settle()).toBe(0);
    const flipped = results[1] === "won" ? "lost" : "won";
    const after = [worth(1000n, [0]), betOutcome(1000n, [{ oddsMilli: oddsMilliOf(legs[1]?.odds ?? "1") ?? 1000n, result: flipped }]), betOutcome(500n, [
      { oddsMilli: oddsMilliOf(legs[0]?.odds ?? "1") ?? 1000n, result: results[0] ?? null }, { oddsMilli: oddsMilliOf(legs[1]?.odds ?? "1") ?? 1000n, result: flipped },
    ])];
    const again = new Map(z.object({ list: z.array(betSchema) }).parse((await call(h(), "GET", "/wps/sports/bets", { token: player.token })).value).list.map((known) => [known.id, known]));
    [...singles, double].forEach((placed, index) => expect(again.get(placed.id)).toMatchObject({ status: after[index]?.status }));
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    // Each bet is a round of the betting record.
    const records = z.object({ list: z.array(z.object({ status: z.string() })) }).parse((await call(h(), "GET", "/wps/v2/bets", { token: player.token })).value);
    expect(records.list.filter((record) => record.status === "settled")).toHaveLength(3);
    const book = z.array(z.object({ feedId: z.string(), bets: z.number() })).parse((await ops("GET", `/book?day=${new Date().toISOString().slice(0, 10)}`)).raw);
    expect(book.find((line) => line.feedId === cricket.feedId)?.bets).toBe(2);
    h().setLotteryClock(null);
  });

  it("voids a match the operator calls off: singles get their stake back, an accumulator counts the leg at 1.00", async () => {
    h().setLotteryClock(at(9));
    const player = await newMember(h());
    await fund(h(), player.username, "100");
    const first = (await scheduled("BASKETBALL")).listed;
    const second = (await scheduled("ESPORTS")).listed;
    const legs = [
      { feedId: first.feedId, market: "MATCH", outcome: "HOME", odds: price(first, "MATCH", "HOME") },
      { feedId: second.feedId, market: "MATCH", outcome: "AWAY", odds: price(second, "MATCH", "AWAY") },
    ];
    const single = betSchema.parse((await bet(player.token, { legs: [legs[0]], stake: "10.00", key: "void-single" })).value);
    const double = betSchema.parse((await bet(player.token, { legs, stake: "10.00", key: "void-double" })).value);
    // A score cannot be set while the match is still to be played; calling it off can, and it takes no more bets.
    expect(await ops("POST", `/events/${first.feedId}/result`, { home: 1, away: 0 })).toMatchObject({ status: 409, code: "match_not_finished" });
    expect((await ops("POST", `/events/${first.feedId}/result`, { void: true })).success).toBe(true);
    expect(await bet(player.token, { legs: [legs[0]], stake: "1.00", key: "after-void", oddsChange: "any" })).toMatchObject({ status: 409, code: "market_closed" });
    h().setLotteryClock(at(11));
    await settle();
    const mine = new Map(z.object({ list: z.array(betSchema) }).parse((await call(h(), "GET", "/wps/sports/bets", { token: player.token })).value).list.map((known) => [known.id, known]));
    expect(mine.get(single.id)).toMatchObject({ status: "void", paid: "10.00" });
    const other = finalOf(second.feedId, at(11));
    const secondResult = other.result ? legResult("ESPORTS", "MATCH", null, "AWAY", other.result) : "void";
    const expected = betOutcome(1000n, [{ oddsMilli: 1000n, result: "void" }, { oddsMilli: oddsMilliOf(legs[1]?.odds ?? "1") ?? 1000n, result: secondResult }]);
    expect(mine.get(double.id)).toMatchObject({ status: expected.status, paid: minorToDecimal(expected.due) });
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    h().setLotteryClock(null);
  });

  it("keeps the ledger at zero and every bet paid what its final legs say, once, through random bets, corrections and reruns", async () => {
    let hour = 13;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ legs: fc.subarray([0, 1, 2], { minLength: 1 }), outcome: fc.constantFrom("HOME", "AWAY"), cents: fc.integer({ min: 10, max: 2000 }) }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.record({ match: fc.integer({ min: 0, max: 2 }), home: fc.integer({ min: 0, max: 5 }), away: fc.integer({ min: 0, max: 5 }), void: fc.boolean() }), { maxLength: 3 }),
        fc.integer({ min: 1, max: 3 }),
        async (bets, corrections, reruns) => {
          hour += 3;
          h().setLotteryClock(at(hour));
          const player = await newMember(h());
          await fund(h(), player.username, "1000");
          const matches = (await board("?sport=FOOTBALL")).filter((event) => event.status === "scheduled").slice(0, 3);
          for (const [index, planned] of bets.entries()) {
            const legs = planned.legs.map((which) => {
              const event = matches[which];
              if (!event) throw new Error("not enough matches");
              return { feedId: event.feedId, market: "MATCH", outcome: planned.outcome, odds: price(event, "MATCH", planned.outcome) };
            });
            const answer = await bet(player.token, { legs, stake: minorToDecimal(BigInt(planned.cents)), key: `prop-${hour}-${index}`, oddsChange: "any" });
            expect(answer.success, answer.message).toBe(true);
          }
          h().setLotteryClock(at(hour + 2));
          for (let run = 0; run < reruns; run++) await settle();
          for (const correction of corrections) {
            const event = matches[correction.match];
            if (!event) continue;
            await ops("POST", `/events/${event.feedId}/result`, correction.void ? { void: true } : { home: correction.home, away: correction.away });
            for (let run = 0; run < reruns; run++) await settle();
          }
          expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
          // Each bet's payout is what its legs' final results say, paid once (nothing owed: the player kept enough).
          const mine = z.object({ list: z.array(betSchema) }).parse((await call(h(), "GET", "/wps/sports/bets", { token: player.token })).value).list;
          for (const placed of mine) {
            const worth = betOutcome(BigInt(Math.round(Number(placed.stake) * 100)), placed.legs.map((leg) => ({ oddsMilli: oddsMilliOf(leg.odds) ?? 1000n, result: leg.result === null ? null : leg.result === "won" ? "won" : leg.result === "lost" ? "lost" : "void" })));
            expect(placed).toMatchObject({ status: worth.status, paid: minorToDecimal(worth.due) });
            expect(placed.legs.every((leg) => leg.result !== null)).toBe(true);
          }
          h().setLotteryClock(null);
        },
      ),
      { numRuns: 6 },
    );
  });

  /** Days of their own for the gap tests: matches no other test bets on. */
  const GAP_DAY = Date.UTC(2026, 6, 10);
  const gapAt = (hours: number) => new Date(GAP_DAY + hours * 3_600_000);
  const expectedOf = (placed: z.infer<typeof betSchema>, when: Date) =>
    betOutcome(
      BigInt(Math.round(Number(placed.stake) * 100)),
      placed.legs.map((leg) => {
        const final = finalOf(leg.feedId, when);
        const line = leg.market === "MATCH" ? null : Math.round(Number(leg.line) * 10);
        return { oddsMilli: oddsMilliOf(leg.odds) ?? 1000n, result: final.status === "abandoned" || !final.result ? "void" : legResult(final.sport, z.enum(["MATCH", "HANDICAP", "TOTAL"]).parse(leg.market), line, z.enum(["HOME", "DRAW", "AWAY", "OVER", "UNDER"]).parse(leg.outcome), final.result) };
      }),
    );
  const myBets = async (token: string) => new Map(z.object({ list: z.array(betSchema) }).parse((await call(h(), "GET", "/wps/sports/bets", { token })).value).list.map((known) => [known.id, known]));
  const accumulator = async (token: string, key: string) => {
    const football = (await scheduled("FOOTBALL")).listed;
    const cricket = (await scheduled("CRICKET")).listed;
    const legs = [
      { feedId: cricket.feedId, market: "MATCH", line: null, outcome: "HOME", odds: price(cricket, "MATCH", "HOME") },
      { feedId: football.feedId, market: "TOTAL", line: lineOf(football, "TOTAL"), outcome: "OVER", odds: price(football, "TOTAL", "OVER") },
    ];
    const placed = await bet(token, { legs, stake: "10.00", key, oddsChange: "any" });
    expect(placed.success, placed.message).toBe(true);
    return betSchema.parse(placed.value);
  };

  it("settles an accumulator of two ordinary matches from their results when the clock jumps three hours at a time, the job running between jumps or only after", async () => {
    h().setLotteryClock(gapAt(1));
    const player = await newMember(h());
    await fund(h(), player.username, "100");
    const between = await accumulator(player.token, "gap-between-1");
    const after = await accumulator(player.token, "gap-after-1");
    // The platform is down for 30 hours of the games' clock, in three-hour jumps: nothing settles meanwhile...
    for (let hours = 4; hours <= 31; hours += 3) h().setLotteryClock(gapAt(hours));
    // ...and back, it settles both bets from the matches' results, not void because a day went by.
    expect(await settle()).toBe(4);
    for (let hours = 34; hours <= 46; hours += 3) {
      h().setLotteryClock(gapAt(hours));
      expect(await settle()).toBe(0);
    }
    const mine = await myBets(player.token);
    for (const placed of [between, after]) {
      const expected = expectedOf(placed, gapAt(46));
      expect(mine.get(placed.id)).toMatchObject({ status: expected.status, paid: minorToDecimal(expected.due) });
      expect(mine.get(placed.id)?.legs.map((leg) => leg.result)).not.toContain(null);
    }
    // Unless the demo feed abandoned one (one match in forty), no leg is void: these matches were played.
    const played = [between, after].flatMap((placed) => placed.legs).filter((leg) => finalOf(leg.feedId, gapAt(46)).status === "finished");
    expect(played.length).toBeGreaterThan(0);
    for (const leg of played) expect([...mine.values()].flatMap((known) => known.legs).find((known) => known.feedId === leg.feedId)?.result).not.toBe("void");
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    h().setLotteryClock(null);
  });

  it("leaves a match to a silent feed or one that forgot it, settles it from the feed's result or the operator's when one comes, and voids only a match not played a day after its time", async () => {
    const demo = createDemoFeed(demoFeedSeed(SECRETS_KEY));
    const mode = { feed: "up" as "up" | "silent" | "forgetful", postponed: new Set<string>() };
    // A feed as real ones behave: silent for a while, or answering only its recent matches; one match postponed.
    const fed = (event: FeedEvent | null, now: Date): FeedEvent | null => {
      if (!event) return null;
      if (mode.postponed.has(event.feedId)) return { ...event, status: "scheduled", score: { home: 0, away: 0 }, lastScoreAt: null, result: null, startsAt: new Date(now.getTime() + 3_600_000), endsAt: new Date(now.getTime() + 7_200_000) };
      if (mode.feed === "forgetful" && now.getTime() - event.endsAt.getTime() > 3 * 3_600_000) return null;
      return event;
    };
    const feed: SportsFeed = {
      events(from, to, now) {
        if (mode.feed === "silent") throw new Error("the feed is silent");
        return demo.events(from, to, now).flatMap((event) => fed(event, now) ?? []);
      },
      event(feedId, now) {
        if (mode.feed === "silent") throw new Error("the feed is silent");
        return fed(demo.event(feedId, now), now);
      },
    };
    const clockAt = { now: gapAt(60) };
    const book = createApp({ db: h().db, log: () => undefined, opsToken: OPS_TOKEN, captchaFixed: FIXED_CAPTCHA, secretsKey: SECRETS_KEY, gameClock: () => clockAt.now, sportsFeed: feed, sportsSleep: () => Promise.resolve() });
    const move = (hours: number) => {
      clockAt.now = gapAt(hours);
      h().setLotteryClock(clockAt.now);
    };
    const settleOnBook = () => h().asMerchant(async () => book.sports.runDue(await h().services.system.merchants()));
    move(60);
    const player = await newMember(h());
    await fund(h(), player.username, "100");
    const silent = await accumulator(player.token, "gap-silent-1");
    const forgotten = await accumulator(player.token, "gap-forgotten-1");

    // Silent through the matches and for a day and a half after: nothing is decided.
    mode.feed = "silent";
    for (let hours = 63; hours <= 96; hours += 3) {
      move(hours);
      expect(await settleOnBook()).toBe(0);
    }
    // It forgets finished matches after three hours: still nothing is decided (a match it played is not void).
    mode.feed = "forgetful";
    expect(await settleOnBook()).toBe(0);
    expect((await myBets(player.token)).get(silent.id)).toMatchObject({ status: "placed" });
    // The operator enters the results the feed no longer gives: the forgotten bet settles on them.
    for (const leg of forgotten.legs) {
      const final = finalOf(leg.feedId, gapAt(96));
      expect((await ops("POST", `/events/${leg.feedId}/result`, final.result ?? { void: true })).success).toBe(true);
    }
    // The feed answers again: every bet settles on the results it gives.
    mode.feed = "up";
    expect(await settleOnBook()).toBeGreaterThan(0);
    const mine = await myBets(player.token);
    for (const placed of [silent, forgotten]) {
      const expected = expectedOf(placed, gapAt(96));
      expect(mine.get(placed.id)).toMatchObject({ status: expected.status, paid: minorToDecimal(expected.due) });
    }

    // A match the feed still has to play a day after its time (postponed) is void, as the house rules say; before
    // that day is out it waits.
    move(100);
    const later = (await scheduled("FOOTBALL")).listed;
    const single = betSchema.parse((await bet(player.token, { legs: [{ feedId: later.feedId, market: "MATCH", outcome: "HOME", odds: price(later, "MATCH", "HOME") }], stake: "5.00", key: "gap-postponed-1", oddsChange: "any" })).value);
    mode.postponed.add(later.feedId);
    move(112);
    expect(await settleOnBook()).toBe(0);
    move(125);
    expect(await settleOnBook()).toBe(1);
    expect((await myBets(player.token)).get(single.id)).toMatchObject({ status: "void", paid: "5.00" });
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    h().setLotteryClock(null);
  });
});
