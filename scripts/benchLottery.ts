// The house lottery for npm run bench: each bet type's return measured over simulated bets on real draws (the
// engine's own draw and payout), and the time to settle one draw of 100,000 tickets on PostgreSQL, between two runs of
// a baseline.
import { z } from "zod";
import { createApp } from "../server/app";
import { openPostgres } from "../server/db/index";
import { migrate } from "../server/db/migrate";
import { silentLogger } from "../server/http/logger";
import { randomBytes } from "node:crypto";
import { hashSeed, newServerSeed } from "../server/lib/fair";
import { secretBox } from "../server/lib/secretBox";
import { BET_TYPES, drawResult, payout, statedReturn, type BetType } from "../server/modules/lottery/engine";
import { seedDemo } from "../server/seed/demo";
import { bracketed } from "./benchBaseline";
import { withScratchDatabase } from "./scratchDatabase";

export const LOTTERY_RETURN_TOLERANCE_POINTS = 0.5;
export const SETTLEMENT_TICKETS = 100_000;
/** The absolute limit on this machine idle (bench.ts judges it in its baseline's time). */
export const SETTLEMENT_TARGET_MS = 10_000;
const BASELINE_SECONDS = 5;
const WARM_UP_SECONDS = 2;
/** Bets on the sum (1 in 2): a million of each, one a draw. */
const SUM_BETS = 1_000_000;
/** Cockfights, each with a bet on meron, wala and draw. */
const FIGHTS = 6_500_000;

/**
 * Each bet type's return over simulated draws of the engine (its draw and its payout). The bets on the sum (1 in 2) are
 * a million each, on a million draws (a standard error near 0.1 points). A 2D or 3D bet wins 1 in 100 or 1,000 times
 * at 95× or 950×, so random picks would need hundreds of millions of bets to measure it to 0.5 points: each draw
 * takes one bet on every pick instead (100 or 1,000 bets a draw, a million in all), which measures the payout rule and
 * the odds exactly, and the draws' digits are checked for uniformity beside it (chi-square). Cockfight bets are one of
 * each kind on each of 6.5 million fights (the draw bet, 1 in 20 at 19×, needs that many for 0.5 points); a side's bet counts its
 * refunds on a draw as returned, as its stated return does.
 */
export function lotteryReturns() {
  const seed = newServerSeed();
  let draws = 0;
  const digitCounts = Array.from({ length: 5 }, () => Array<number>(10).fill(0));
  const nextResult = () => {
    const result = drawResult(seed, "BENCH", (draws += 1));
    [...result].forEach((digit, place) => {
      const counts = digitCounts[place];
      if (counts) counts[Number(digit)] = (counts[Number(digit)] ?? 0) + 1;
    });
    return result;
  };
  const tally = new Map<BetType, { bets: number; staked: bigint; returned: bigint }>(BET_TYPES.map((type) => [type, { bets: 0, staked: 0n, returned: 0n }]));
  const bet = (type: BetType, pick: string, result: string) => {
    const line = tally.get(type);
    if (!line) return;
    line.bets += 1;
    line.staked += 100n;
    line.returned += payout(type, pick, 100n, result);
  };
  const everyPick = (digits: number) => Array.from({ length: 10 ** digits }, (_, pick) => String(pick).padStart(digits, "0"));
  for (let draw = 0; draw < SUM_BETS; draw++) {
    const result = nextResult();
    for (const type of ["BIG", "SMALL", "ODD", "EVEN"] as const) bet(type, "", result);
  }
  // A fight's draw bet wins 1 in 20 at 19×: 6.5 million fights bring its standard error near 0.16 points.
  for (let fight = 0; fight < FIGHTS; fight++) {
    const result = nextResult();
    for (const type of ["MERON", "WALA", "DRAW"] as const) bet(type, "", result);
  }
  for (const [type, digits] of [["2D", 2], ["3D", 3]] as const) {
    const picks = everyPick(digits);
    for (let draw = 0; draw < 1_000_000 / picks.length; draw++) {
      const result = nextResult();
      for (const pick of picks) bet(type, pick, result);
    }
  }
  const results = BET_TYPES.map((type) => {
    const line = tally.get(type) ?? { bets: 0, staked: 1n, returned: 0n };
    return { type, bets: line.bets, measured: Number(line.returned) / Number(line.staked), stated: statedReturn(type) };
  });
  // Chi-square of each digit place over the draws (9 degrees of freedom: 21.67 is the 1% critical value).
  const chiSquares = digitCounts.map((counts) => {
    const total = counts.reduce((sum, count) => sum + count, 0);
    return counts.reduce((sum, count) => sum + (count - total / 10) ** 2 / (total / 10), 0);
  });
  return { results, draws, chiSquares };
}

/** Settles one drawn draw of 100,000 tickets (of 1,000 players, every bet type) on PostgreSQL, between two runs of `baseline`. */
export async function lotterySettlement(adminUrl: string, baseline: (seconds: number) => Promise<number>) {
  return withScratchDatabase(adminUrl, "tala_bench_lottery", async (url) => {
    const db = await openPostgres(url);
    try {
      await migrate(db);
      await seedDemo(db);
      await db.execute(
        `insert into member (merchant_id, username, nickname, affiliate_code, created_ip)
         select 1, 'lotto' || n, 'lotto' || n, 'LOTTO' || n, '127.0.0.1' from generate_series(1, 1000) n`,
      );
      await db.execute("insert into wallet_account (merchant_id, member_id, kind) select 1, id, 'main' from member where username like 'lotto%'");
      const [game] = await db.query(z.object({ game_id: z.number(), vendor_code: z.string() }), "select l.game_id, g.vendor_code from lottery_game l join game g on g.id = l.game_id where l.code = 'QUICKLOTTO_1'");
      if (!game) throw new Error("no QUICKLOTTO_1 in the seed");
      // The seed sealed as the app seals it (an open draw's seed is never in the clear).
      const secretsKey = randomBytes(32);
      const seed = newServerSeed();
      const [draw] = await db.query(
        z.object({ id: z.coerce.number() }),
        `insert into lottery_draw (game_id, draw_no, closes_at, draws_at, seed_sealed, seed_hash) values ($1, 1, now() - interval '2 minutes', now() - interval '1 minute', $2, $3) returning id`,
        [game.game_id, secretBox(secretsKey).seal(seed), hashSeed(seed)],
      );
      if (!draw) throw new Error("no draw");
      // Tickets of every type, each with its round in the betting record, as buying them would have left them.
      await db.execute(
        `insert into lottery_ticket (merchant_id, member_id, draw_id, bet_type, pick, stake_minor, odds_milli, request_key)
         select 1, m.id, $1, t.type, case t.type when '2D' then lpad((n % 100)::text, 2, '0') when '3D' then lpad((n % 1000)::text, 3, '0') else '' end,
                100, case t.type when '2D' then 95000 when '3D' then 950000 else 1960 end, 'bench-' || n
           from generate_series(1, $2) n
           join lateral (select (array['2D', '3D', 'BIG', 'SMALL', 'ODD', 'EVEN'])[1 + n % 6] as type) t on true
           join (select id, row_number() over (order by id) - 1 as slot from member where username like 'lotto%') m on m.slot = n % 1000`,
        [draw.id, SETTLEMENT_TICKETS],
      );
      await db.execute(
        `insert into game_round (merchant_id, member_id, game_id, vendor_code, round_id, bet_minor, status)
         select 1, member_id, $2, $3, 'LOTT-' || id, stake_minor, 'open' from lottery_ticket where draw_id = $1`,
        [draw.id, game.game_id, game.vendor_code],
      );
      await db.execute("analyze");
      const { lottery, system } = createApp({ db, log: silentLogger, secretsKey });
      const merchants = await system.merchants();
      // The draw and each run of the baseline after a checkpoint, so none of them pays for writing out the one before.
      const checkpoint = () => db.execute("checkpoint").catch(() => {});
      await baseline(WARM_UP_SECONDS);
      const timed = await bracketed(() => lottery.runDue(merchants), () => baseline(BASELINE_SECONDS), checkpoint);
      const [winners] = await db.query(z.object({ n: z.coerce.number() }), "select count(*) as n from lottery_ticket where draw_id = $1 and status = 'won'", [draw.id]);
      return { ...timed, settled: timed.result, winners: winners?.n ?? 0 };
    } finally {
      await db.close();
    }
  });
}
