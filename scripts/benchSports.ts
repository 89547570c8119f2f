// The sportsbook for npm run bench, on PostgreSQL: bets placed per second by 8 players at once (the book's own call:
// pricing from the demo feed, limits, the bet, its legs, the stake's ledger transfer and its round, in one
// transaction each), in rounds taking turns with a baseline, and the time to settle one match with 100,000 bets on it
// between two runs of the baseline.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { createApp } from "../server/app";
import { openPostgres } from "../server/db/index";
import { migrate } from "../server/db/migrate";
import { silentLogger } from "../server/http/logger";
import { withMerchant } from "../server/lib/merchantScope";
import { createDemoFeed, demoFeedSeed } from "../server/modules/sports/feed";
import { seedDemo } from "../server/seed/demo";
import { bracketed, interleaved } from "./benchBaseline";
import { withScratchDatabase } from "./scratchDatabase";

/** Absolute figures on this machine idle (bench.ts judges them as ratios to its baseline). */
export const SPORTS_BETS_TARGET = 1_000;
export const SPORTS_SETTLEMENT_BETS = 100_000;
export const SPORTS_SETTLEMENT_TARGET_MS = 10_000;
const PLAYERS = 8;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const WARM_UP_SECONDS = 2;

/**
 * 8 players placing bets as fast as the book takes them, singles and doubles on scheduled matches: a warm-up, then
 * rounds taking turns with `baseline` (a warm-up of it first). Bets/s of each round, the baseline's, and all bets placed.
 */
export async function sportsBetThroughput(adminUrl: string, baseline: (seconds: number) => Promise<number>) {
  return withScratchDatabase(adminUrl, "tala_bench_sports", async (url) => {
    const db = await openPostgres(url);
    try {
      await migrate(db);
      await seedDemo(db);
      const { sports, wallet, system } = createApp({ db, log: silentLogger });
      const merchant = await system.resolve(undefined);
      await db.execute(
        `insert into member (merchant_id, username, nickname, affiliate_code, created_ip)
         select $1, 'punter' || n, 'punter' || n, 'PUNTER' || n, '127.0.0.1' from generate_series(1, $2) n`,
        [merchant.id, PLAYERS],
      );
      const players = await db.query(z.object({ id: z.coerce.number(), username: z.string() }), "select id, username from member where username like 'punter%' order by id");
      await withMerchant(merchant, async () => {
        for (const player of players) await wallet.adjust(`bench-fund-${player.username}`, { username: player.username, amount: "1000000", reason: "bench" });
      });
      const { events } = await withMerchant(merchant, () => sports.events({}));
      // Matches that stay before kick-off through the bench (one kicking off would make its bets wait the in-play delay).
      const open = events.filter((event) => event.status === "scheduled" && Date.parse(event.startsAt) > Date.now() + 10 * 60_000).slice(0, 40);
      const legOf = (index: number) => {
        const event = open[index % open.length];
        const market = event?.markets[index % 3];
        const price = market?.outcomes[0];
        if (!event || !market || !price?.odds) throw new Error("no price to bet on");
        return { feedId: event.feedId, market: market.market, line: market.line, outcome: price.outcome, odds: price.odds };
      };
      await db.execute("analyze");
      let bets = 0;
      let failures = 0;
      let round = 0;
      /** Bets per second placed over `seconds`, each round with keys of its own. */
      const run = async (seconds: number) => {
        round += 1;
        let placed = 0;
        const until = performance.now() + seconds * 1000;
        const started = performance.now();
        await Promise.all(
          players.map(async (player, seat) => {
            for (let n = 0; performance.now() < until; n++) {
              const legs = n % 2 === 0 ? [legOf(seat * 7 + n)] : [legOf(seat * 7 + n), legOf(seat * 7 + n + 1)];
              try {
                await withMerchant(merchant, () => sports.place(player.id, { legs, stake: 100n, oddsChange: "any", key: `bench-${round}-${seat}-${n}` }));
                placed += 1;
              } catch {
                failures += 1;
              }
            }
          }),
        );
        bets += placed;
        return Math.round(placed / ((performance.now() - started) / 1000));
      };
      // Each round after a checkpoint, so none of them pays for writing out the one before.
      const checkpoint = () => db.execute("checkpoint").catch(() => {});
      await run(WARM_UP_SECONDS);
      await baseline(WARM_UP_SECONDS);
      const rounds = await interleaved(
        ROUNDS,
        async () => {
          await checkpoint();
          return run(ROUND_SECONDS);
        },
        async () => {
          await checkpoint();
          return baseline(ROUND_SECONDS);
        },
      );
      return { ...rounds, bets, failures };
    } finally {
      await db.close();
    }
  });
}

/**
 * Settles one finished match with 100,000 bets on it (singles and doubles with a second, open match), on PostgreSQL,
 * between two runs of `baseline`.
 */
export async function sportsSettlement(adminUrl: string, baseline: (seconds: number) => Promise<number>) {
  return withScratchDatabase(adminUrl, "tala_bench_sports_settle", async (url) => {
    const db = await openPostgres(url);
    try {
      await migrate(db);
      await seedDemo(db);
      const now = new Date();
      // The bench is an install of its own: its feed is seeded from a key of its own, as the platform seeds it.
      const feed = createDemoFeed(demoFeedSeed(randomBytes(32)));
      const ended = feed.events(new Date(now.getTime() - 3 * 3_600_000), now, now).find((event) => event.sport === "FOOTBALL" && event.status === "finished");
      const later = feed.events(new Date(now.getTime() + 3_600_000), new Date(now.getTime() + 2 * 3_600_000), now).find((event) => event.sport === "FOOTBALL");
      if (!ended || !later) throw new Error("the demo feed has no finished match");
      await db.execute(
        `insert into member (merchant_id, username, nickname, affiliate_code, created_ip)
         select 1, 'fan' || n, 'fan' || n, 'FAN' || n, '127.0.0.1' from generate_series(1, 1000) n`,
      );
      await db.execute("insert into wallet_account (merchant_id, member_id, kind) select 1, id, 'main' from member where username like 'fan%'");
      const [first, second] = await Promise.all(
        [ended, later].map(async (event) =>
          (
            await db.query(
              z.object({ id: z.coerce.number() }),
              "insert into sport_event (feed_id, sport, league, home, away, starts_at, ends_at) values ($1, $2, $3, $4, $5, $6, $7) returning id",
              [event.feedId, event.sport, event.league, event.home, event.away, event.startsAt.toISOString(), event.endsAt.toISOString()],
            )
          )[0],
        ),
      );
      if (!first || !second) throw new Error("no matches");
      const [game] = await db.query(z.object({ id: z.number() }), "select id from game where node_id = 'SPORTS-TALASPORTS_2'");
      if (!game) throw new Error("no football game in the seed");
      // Bets as placing them would have left them: each with its legs and its round in the betting record.
      await db.execute(
        `insert into sport_bet (merchant_id, member_id, stake_minor, odds_milli, request_key)
         select 1, m.id, 100, case when n % 4 = 0 then 3800 else 1900 end, 'bench-' || n
           from generate_series(1, $1) n join (select id, row_number() over (order by id) - 1 as slot from member where username like 'fan%') m on m.slot = n % 1000`,
        [SPORTS_SETTLEMENT_BETS],
      );
      await db.execute(
        `insert into sport_leg (bet_id, leg_no, event_id, market, line_tenths, outcome, odds_milli)
         select b.id, 1, $1, 'MATCH', null, (array['HOME', 'DRAW', 'AWAY'])[1 + b.id % 3], 1900 from sport_bet b`,
        [first.id],
      );
      await db.execute(
        "insert into sport_leg (bet_id, leg_no, event_id, market, line_tenths, outcome, odds_milli) select id, 2, $1, 'MATCH', null, 'HOME', 2000 from sport_bet where odds_milli = 3800",
        [second.id],
      );
      await db.execute(
        "insert into game_round (merchant_id, member_id, game_id, vendor_code, round_id, bet_minor, status) select 1, member_id, $1, 'TALASPORTS', 'SPORT-' || id, stake_minor, 'open' from sport_bet",
        [game.id],
      );
      await db.execute("analyze");
      const { sports, system } = createApp({ db, log: silentLogger, sportsFeed: feed });
      const merchants = await system.merchants();
      const checkpoint = () => db.execute("checkpoint").catch(() => {});
      await baseline(WARM_UP_SECONDS);
      const timed = await bracketed(() => sports.runDue(merchants), () => baseline(ROUND_SECONDS), checkpoint);
      const [won] = await db.query(z.object({ n: z.coerce.number() }), "select count(*) as n from sport_bet where status = 'won'");
      return { ...timed, settled: timed.result, won: won?.n ?? 0 };
    } finally {
      await db.close();
    }
  });
}
