// The sportsbook as an attacker tries it, on PGlite and PostgreSQL: computing matches from the source before they are
// played, a production install running the play feed by accident, a purchase key reused with another bet, and a bet on a
// line the book does not offer (a quarter line cut to a tenth and settled on a line no one was offered).
import { expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "../../../server/app";
import { readConfig } from "../../../server/config";
import { createDemoFeed, demoFeedSeed, type FeedEvent, type SportsFeed } from "../../../server/modules/sports/feed";
import { FIXED_CAPTCHA, OPS_TOKEN, SECRETS_KEY, describeOnEachDatabase, type AppProcess } from "../harness";
import { balanceOf, call, fund, newMember, trialBalance } from "../walletApi";

const outcomeSchema = z.object({ outcome: z.string(), odds: z.string().nullable() });
const marketSchema = z.object({ market: z.string(), line: z.string().nullable(), status: z.string(), outcomes: z.array(outcomeSchema) });
const eventSchema = z.object({ feedId: z.string(), sport: z.string(), home: z.string(), away: z.string(), status: z.string(), markets: z.array(marketSchema) });
const betSchema = z.object({ id: z.string(), stake: z.string(), status: z.string(), legs: z.array(z.object({ feedId: z.string(), market: z.string(), line: z.string().nullable(), outcome: z.string(), odds: z.string() })) });

/** Each test takes days of its own, far from the others': the matches it bets on are recorded by no other app. */
const day = (n: number) => Date.UTC(2026, 8, n);

describeOnEachDatabase("the sportsbook under attack", (h) => {
  /** Another API process on the same database, as an install with other options would run it. */
  const anotherProcess = (options: { secretsKey?: Buffer; demoFeed?: boolean; sportsFeed?: SportsFeed }): AppProcess =>
    createApp({
      db: h().db, log: () => undefined, opsToken: OPS_TOKEN, captchaFixed: FIXED_CAPTCHA, gameClock: () => clock.at, sportsSleep: () => Promise.resolve(),
      secretsKey: options.secretsKey, demoFeed: options.demoFeed, sportsFeed: options.sportsFeed,
    });
  const clock = { at: new Date(day(1)) };
  const at = (when: Date) => {
    clock.at = when;
    h().setLotteryClock(when);
  };
  const board = async (via?: AppProcess) =>
    z.object({ events: z.array(eventSchema) }).parse((await call(h(), "GET", "/wps/sports/events", via ? { via } : {})).value).events;
  /** What anyone sees of a match before it is played: who plays whom, and the lines. */
  const fixtures = (events: readonly { feedId: string; home: string; away: string; markets: readonly { line: string | null }[] }[]) =>
    events.map((event) => `${event.feedId} ${event.home} v ${event.away} ${event.markets.map((market) => market.line ?? "").join(" ")}`);
  const feedFixtures = (feed: SportsFeed, now: Date) =>
    fixtures(
      feed
        .events(new Date(now.getTime() - 3 * 3_600_000), new Date(now.getTime() + 24 * 3_600_000), now)
        .filter((event) => event.status === "scheduled" || event.status === "live")
        .map((event) => ({ ...event, markets: event.markets.map((market) => ({ line: market.line === null ? null : market.line.toFixed(1) })) })),
    );
  const bet = (token: string, body: Record<string, unknown>, via?: AppProcess) =>
    call(h(), "POST", "/wps/sports/bets", { token, body: { oddsChange: "none", ...body }, ...(via ? { via } : {}) });
  const legOf = (event: z.infer<typeof eventSchema>, market: string, outcome: string) => {
    const offered = event.markets.find((known) => known.market === market);
    const odds = offered?.outcomes.find((known) => known.outcome === outcome)?.odds;
    if (!offered || !odds) throw new Error(`no price for ${market} ${outcome}`);
    return { feedId: event.feedId, market, line: offered.line, outcome, odds };
  };
  const scheduled = async (sport: string, via?: AppProcess) => {
    const found = (await board(via)).filter((event) => event.sport === sport && event.status === "scheduled");
    if (found.length < 2) throw new Error(`no ${sport} matches scheduled`);
    return found;
  };

  it("cannot be computed from the source: no seed written in it plays the install's matches, other installs play others, its processes agree", async () => {
    at(new Date(day(1) + 12 * 3_600_000));
    const listed = await board();
    expect(listed.length).toBeGreaterThan(50);
    const install = fixtures(listed);
    // The old constant, the seed's own label, nothing at all, a key of zeros: none of them is this install's feed.
    for (const guess of ["tala-demo-feed", "tala:demo-sports-feed", "", "0", demoFeedSeed(Buffer.alloc(32, 0))]) {
      const predicted = feedFixtures(createDemoFeed(guess), clock.at);
      expect(predicted.length).toBe(install.length);
      // The match times are the schedule's; who plays, and the lines, are the seed's: barely any fixture agrees.
      expect(predicted.filter((fixture, index) => fixture === install[index]).length).toBeLessThan(install.length / 10);
    }
    // Another install (another secrets key) plays other matches; another process of this install, the same ones.
    const other = fixtures(await board(anotherProcess({ secretsKey: Buffer.alloc(32, 9) })));
    expect(other.filter((fixture, index) => fixture === install[index]).length).toBeLessThan(install.length / 10);
    expect(fixtures(await board(await h().secondApp()))).toEqual(install);
    expect(fixtures(await board(anotherProcess({ secretsKey: SECRETS_KEY })))).toEqual(install);
    // Whoever holds the key can compute them (the platform itself): the secret is the key, not the code.
    expect(feedFixtures(createDemoFeed(demoFeedSeed(SECRETS_KEY)), clock.at)).toEqual(install);
  });

  it("is off in production unless the operator switches it on: no matches listed and no bet taken", async () => {
    expect(readConfig({ NODE_ENV: "production" }).demoFeed).toBe(false);
    expect(readConfig({ NODE_ENV: "production", TALA_DEMO_FEED: "on" }).demoFeed).toBe(true);
    expect(readConfig({}).demoFeed).toBe(true);
    expect(readConfig({ TALA_DEMO_FEED: "off" }).demoFeed).toBe(false);

    at(new Date(day(3) + 12 * 3_600_000));
    const player = await newMember(h(), "nf");
    await fund(h(), player.username, "100");
    const shown = (await scheduled("FOOTBALL"))[0];
    if (!shown) throw new Error("no match");
    const off = anotherProcess({ secretsKey: SECRETS_KEY, demoFeed: false });
    expect(await board(off)).toEqual([]);
    expect(await bet(player.token, { legs: [legOf(shown, "MATCH", "HOME")], stake: "10.00", key: "no-feed-bet-1", oddsChange: "any" }, off)).toMatchObject({
      status: 409,
      code: "market_closed",
    });
    expect((await call(h(), "GET", `/wps/sports/events/${shown.feedId}`, { via: off })).status).toBe(404);
    expect(await balanceOf(h(), player.token)).toBe("100.00");
  });

  it("answers a reused key with its first bet only for the same request: any other body is 409 idempotency_conflict, nothing staked", async () => {
    at(new Date(day(5) + 12 * 3_600_000));
    const player = await newMember(h(), "ik");
    await fund(h(), player.username, "100");
    const [first, second] = await scheduled("FOOTBALL");
    const cricket = (await scheduled("CRICKET"))[0];
    if (!first || !second || !cricket) throw new Error("no matches");
    const home = legOf(first, "MATCH", "HOME");
    const over = legOf(second, "TOTAL", "OVER");
    const body = { legs: [home, over], stake: "10.00", oddsChange: "none", key: "reused-key-0001" };
    const placed = await bet(player.token, body);
    expect(placed.success, placed.message).toBe(true);
    const id = betSchema.parse(placed.value).id;
    expect(await balanceOf(h(), player.token)).toBe("90.00");

    // The same request again (its legs in another order, a price spelt "1.9" for "1.90"): the first bet, once.
    const again = await bet(player.token, { ...body, legs: [over, home] });
    expect(again.success, again.message).toBe(true);
    expect(betSchema.parse(again.value).id).toBe(id);
    expect(await bet(player.token, { ...body, legs: [{ ...home, odds: home.odds.replace(/0$/, "") }, over] })).toMatchObject({ success: true, value: { id } });

    // Anything else under that key is another purchase: refused, never answered with the first one.
    const unlike: Record<string, unknown>[] = [
      { ...body, stake: "50.00" },
      { ...body, oddsChange: "any" },
      { ...body, legs: [home] },
      { ...body, legs: [home, over, legOf(cricket, "MATCH", "AWAY")] },
      { ...body, legs: [{ ...home, outcome: "AWAY", odds: legOf(first, "MATCH", "AWAY").odds }, over] },
      { ...body, legs: [{ ...home, odds: "9.99" }, over] },
      { ...body, legs: [home, { ...over, line: String(Number(over.line) + 1) }] },
      { ...body, legs: [home, legOf(second, "HANDICAP", "HOME")] },
    ];
    for (const other of unlike) expect(await bet(player.token, other)).toMatchObject({ status: 409, code: "idempotency_conflict" });
    expect(await balanceOf(h(), player.token)).toBe("90.00");

    // Racing: the same key with two different bodies at once (on two processes) places one bet; the other is refused.
    const otherProcess = await h().secondApp();
    const race = await Promise.all([
      bet(player.token, { legs: [home], stake: "5.00", key: "raced-key-0001" }),
      bet(player.token, { legs: [home], stake: "7.00", key: "raced-key-0001" }, otherProcess),
      bet(player.token, { legs: [home], stake: "5.00", key: "raced-key-0001" }, otherProcess),
    ]);
    const won = race.filter((answer) => answer.success);
    const stakes = won.map((answer) => betSchema.parse(answer.value).stake);
    expect(new Set(stakes).size).toBe(1);
    expect(race.filter((answer) => !answer.success).every((answer) => answer.status === 409 && answer.code === "idempotency_conflict")).toBe(true);
    expect(await balanceOf(h(), player.token)).toBe(stakes[0] === "5.00" ? "85.00" : "83.00");
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
  });

  it("takes a bet only on the line it offers: another line is 409 line_changed with the line now, and a quarter line is never offered nor cut", async () => {
    at(new Date(day(7) + 12 * 3_600_000));
    const player = await newMember(h(), "ln");
    await fund(h(), player.username, "100");
    const [match] = await scheduled("FOOTBALL");
    if (!match) throw new Error("no match");
    const handicap = legOf(match, "HANDICAP", "HOME");
    const total = legOf(match, "TOTAL", "OVER");
    expect(handicap.line).toMatch(/^-?\d+\.5$/);

    // A line the player did not see, or none at all: refused before anything moves.
    const moved = `${Number(handicap.line) - 1}`;
    const wrong = await bet(player.token, { legs: [{ ...handicap, line: moved }], stake: "10.00", key: "wrong-line-1", oddsChange: "any" });
    expect(wrong).toMatchObject({ status: 409, code: "line_changed" });
    expect(wrong.value).toEqual({ legs: [{ feedId: match.feedId, market: "HANDICAP", outcome: "HOME", line: handicap.line }] });
    expect(await bet(player.token, { legs: [{ ...total, line: "-0.25" }], stake: "10.00", key: "quarter-named-1", oddsChange: "any" })).toMatchObject({ status: 409, code: "line_changed" });
    for (const line of [undefined, null, "", "2.5.5", "1e1", "0.125"]) {
      expect(await bet(player.token, { legs: [{ ...handicap, line }], stake: "10.00", key: `bad-line-${String(line)}`, oddsChange: "any" })).toMatchObject({ status: 400 });
    }
    // A match result has no line: naming one is nonsense, not a bet.
    expect(await bet(player.token, { legs: [{ ...legOf(match, "MATCH", "HOME"), line: "0.5" }], stake: "10.00", key: "match-with-line" })).toMatchObject({ status: 400 });
    expect(await balanceOf(h(), player.token)).toBe("100.00");

    // The line as shown (or spelt with two decimals) is taken, and kept exactly.
    const taken = await bet(player.token, { legs: [{ ...handicap, line: `${handicap.line ?? ""}0` }], stake: "10.00", key: "right-line-1", oddsChange: "any" });
    expect(taken.success, taken.message).toBe(true);
    expect(betSchema.parse(taken.value).legs[0]?.line).toBe(handicap.line);

    // A feed's quarter line (-0.25) cannot be held in tenths: that market is not offered, and a bet on it is refused
    // (before, it was stored as -0.2 and a draw settled it lost).
    const quarterly: SportsFeed = (() => {
      const demo = createDemoFeed(demoFeedSeed(SECRETS_KEY));
      const quarter = (event: FeedEvent | null): FeedEvent | null =>
        event && { ...event, markets: event.markets.map((market) => (market.kind === "HANDICAP" ? { ...market, line: -0.25 } : market.kind === "TOTAL" ? { ...market, line: 2.75 } : market)) };
      return { events: (from, to, now) => demo.events(from, to, now).map((event) => quarter(event) ?? event), event: (feedId, now) => quarter(demo.event(feedId, now)) };
    })();
    const quarters = anotherProcess({ sportsFeed: quarterly });
    at(new Date(day(8) + 12 * 3_600_000));
    const listed = await board(quarters);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((event) => event.markets.map((market) => market.market).join() === "MATCH")).toBe(true);
    const [offered] = await scheduled("FOOTBALL", quarters);
    if (!offered) throw new Error("no match");
    const home = offered.markets[0]?.outcomes[0]?.odds ?? "2.00";
    for (const line of ["-0.25", "-0.2", "-0.3", "-0.5", "0"]) {
      expect(await bet(player.token, { legs: [{ feedId: offered.feedId, market: "HANDICAP", line, outcome: "HOME", odds: home }], stake: "10.00", key: `quarter-${line}`, oddsChange: "any" }, quarters)).toMatchObject({
        status: 409,
        code: "market_closed",
      });
    }
    expect(await balanceOf(h(), player.token)).toBe("90.00");
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
  });
});
