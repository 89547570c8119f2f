// The agent centre's team overview with 10,000 downlines (100 agents with 99 players each) over 1,000,000 betting
// records, on PostgreSQL: the overview's answer time in rounds taking turns with a baseline, beside a plain count(*)
// over the same rows.
import { openPostgres } from "../server/db/index";
import { loadText, median, sampled, type Sample } from "./benchBaseline";
import { withScratchDatabase } from "./scratchDatabase";
import { startServerProcess } from "./serverProcess";

const SUB_AGENTS = 100;
const PLAYERS_EACH = 99;
const RECORDS = 1_000_000;
const DAYS = 30;
/** The absolute limit on this machine idle (bench.ts judges it in its baseline's time). */
export const TEAM_OVERVIEW_TARGET_MS = 200;
/** Overview timings in rounds of a few, each round followed by the baseline. */
const ROUNDS = 5;
const TIMINGS_EACH = 5;
const BASELINE_SECONDS = 3;
const BENCH_OPS_TOKEN = "bench-ops-token-0123456789";

async function timings(run: () => Promise<unknown>, times: number) {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    took.push(performance.now() - started);
  }
  return took;
}
const timed = async (run: () => Promise<unknown>, times: number) => median(await timings(run, times));

/**
 * The team overview's answer times (ms) in rounds, each round's median with its load, and the baseline's run after
 * each round; the rebate job's time on the same data is printed beside them.
 */
export async function agentBench(adminUrl: string, baseline: (seconds: number) => Promise<number>): Promise<{ overviewMs: number; measured: Sample[]; base: Sample[] }> {
  return withScratchDatabase(adminUrl, "tala_agent", async (url) => {
    await (await startServerProcess({ DATABASE_URL: url })).stop();
    const db = await openPostgres(url);
    try {
      // Each new member is filed under every ancestor (member_joined(), migration 035), as registration does.
      await db.execute(
        `with made as (
           insert into member (merchant_id, username, account_type, upline_id, affiliate_code, created_ip)
           select a.merchant_id, 'benchagent' || n, 2, a.id, 'BA' || n, '127.0.0.1' from generate_series(1, $1) n cross join (select id, merchant_id from member where username = 'agent01') a
           returning id, upline_id
         )
         select count(member_joined(id, upline_id)) from made`,
        [SUB_AGENTS],
      );
      await db.execute(
        `with made as (
           insert into member (merchant_id, username, account_type, upline_id, affiliate_code, created_ip)
           select s.merchant_id, 'benchplayer' || s.id || '_' || n, 0, s.id, 'BP' || s.id || '_' || n, '127.0.0.1'
             from member s cross join generate_series(1, $1) n where s.username like 'benchagent%'
           returning id, upline_id
         )
         select count(member_joined(id, upline_id)) from made`,
        [PLAYERS_EACH],
      );
      await db.execute(
        `insert into game_round (merchant_id, member_id, game_id, vendor_code, round_id, bet_minor, win_minor, status, created_at, settled_at)
         select p.merchant_id, p.id, g.id, g.vendor_code, 'bench-' || n, 100 + n % 900, (n::bigint * 7919) % 1800, 'settled', t.at, t.at
           from generate_series(1, $1) n
           join lateral (select now() - make_interval(days => n % $2::int, secs => n % 86400) as at) t on true
           join (select id, merchant_id, row_number() over (order by id) - 1 as slot from member where username like 'benchplayer%') p on p.slot = n % ($3::int * $4::int)
           cross join (select id, vendor_code from game where house_engine = 'slot' order by id limit 1) g`,
        [RECORDS, DAYS, SUB_AGENTS, PLAYERS_EACH],
      );
      // The rounds' day figures follow them in (the settled-round trigger).
      await db.execute("analyze");
    } finally {
      await db.close();
    }

    const server = await startServerProcess({ DATABASE_URL: url, TALA_TEST_HOOKS: "on", TALA_CAPTCHA_FIXED: "TEST", TALA_OPS_TOKEN: BENCH_OPS_TOKEN });
    const check = await openPostgres(url);
    try {
      const login: unknown = await (
        await fetch(`${server.url}/wps/session/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type: "username", username: "agent01", password: "Agent@2026", captcha: "TEST" }) })
      ).json();
      const token = typeof login === "object" && login !== null && "value" in login && typeof login.value === "object" && login.value !== null && "token" in login.value ? String(login.value.token) : "";
      const to = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - DAYS * 86_400_000).toISOString().slice(0, 10);
      let answer = "";
      const overview = async () => {
        const response = await fetch(`${server.url}/wps/agent/team/overview?from=${from}&to=${to}`, { headers: { token } });
        answer = await response.text();
        if (!response.ok) throw new Error(`team overview answered ${response.status}: ${answer}`);
      };
      await timed(overview, 2);
      await baseline(BASELINE_SECONDS);
      const all: number[] = [];
      const measured: Sample[] = [];
      const base: Sample[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        measured.push(
          await sampled(async () => {
            const took = await timings(overview, TIMINGS_EACH);
            all.push(...took);
            return median(took);
          }),
        );
        base.push(await sampled(() => baseline(BASELINE_SECONDS)));
      }
      const overviewMs = median(all);
      const countMs = await timed(
        () => check.execute("select count(*) from game_round r join member_tree t on t.descendant_id = r.member_id join member a on a.id = t.ancestor_id where a.username = 'agent01'"),
        5,
      );
      console.log(
        `Team overview (${(SUB_AGENTS * (PLAYERS_EACH + 1)).toLocaleString("en")} downlines, ${RECORDS.toLocaleString("en")} betting records, ${DAYS} days) on PostgreSQL: ${overviewMs.toFixed(1)} ms median over HTTP of ${all.length} (rounds' medians ${measured.map((sample) => `${sample.value.toFixed(1)} ms (${loadText(sample.load)})`).join(", ")}); plain count(*) over the same rows: ${countMs.toFixed(1)} ms (${loadText()}); ratio ${(overviewMs / countMs).toFixed(2)}`,
      );
      console.log(`  answer: ${answer.slice(0, 200)}`);

      // The same data's daily rebate job: every player bet yesterday, so the first run writes about 10,000 rewards
      // in one statement and the rerun finds each written already.
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const runRebates = async () => {
        const response = await fetch(`${server.url}/ops/rewards/rebates`, {
          method: "POST",
          headers: { authorization: `Bearer ${BENCH_OPS_TOKEN}`, "content-type": "application/json" },
          body: JSON.stringify({ day: yesterday }),
        });
        return response.text();
      };
      let first = "";
      const firstMs = await timed(async () => (first = await runRebates()), 1);
      let again = "";
      const againMs = await timed(async () => (again = await runRebates()), 1);
      console.log(`Daily rebates for ${yesterday}: first run ${firstMs.toFixed(0)} ms (${/"rebates":(\d+)/.exec(first)?.[1] ?? "?"} rewards), rerun ${againMs.toFixed(0)} ms (${/"rebates":(\d+)/.exec(again)?.[1] ?? "?"} written) (${loadText()})`);
      return { overviewMs, measured, base };
    } finally {
      await check.close();
      await server.stop();
    }
  });
}
