// The seamless wallet under an outside vendor's load: eight vendor clients each play rounds (a signed debit, then a
// signed credit) over HTTP against the platform on PostgreSQL, in rounds taking turns with a baseline, beside the house
// slot's own rounds (a spin each) by eight players. Rounds per second of each.
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { z } from "zod";
import { hmacSignature } from "../server/lib/secretBox";
import { tokenHash } from "../server/lib/secrets";
import { VENDOR_HEADERS } from "../src/contract/vendorApi";
import { interleaved, sampled } from "./benchBaseline";
import { startServerProcess } from "./serverProcess";
import { withScratchDatabase } from "./scratchDatabase";

const CLIENTS = 8;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const WARM_UP_SECONDS = 2;
const OPS_TOKEN = "bench-ops-token-0123456789";
const CAPTCHA = "BENCH";
/** The absolute figure on this machine idle (bench.ts judges it as a ratio to its baseline). */
export const VENDOR_ROUNDS_TARGET = 1000;

const envelope = z.object({ success: z.boolean(), code: z.string(), message: z.string(), value: z.unknown() });

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return envelope.parse(await response.json());
}

/** One client's rounds: the requests of a round in order, and whether an answer completes a round. */
interface Client {
  requests: autocannon.Request[];
  roundDone: (path: string) => boolean;
}

/**
 * Runs each client on its own connection (autocannon: a client that costs the server's CPU, not its own) for `seconds`,
 * a round's requests one after another; answers the rounds per second and the refused answers.
 */
async function load(url: string, clients: Client[], seconds: number) {
  let rounds = 0;
  let failures = 0;
  const started = Date.now();
  const results = await Promise.all(
    clients.map((client) =>
      autocannon({
        url,
        connections: 1,
        duration: seconds,
        requests: client.requests.map((request) => ({
          ...request,
          onResponse: (status: number, body: string) => {
            const answer = envelope.safeParse(JSON.parse(body));
            if (status !== 200 || !answer.success || !answer.data.success) failures += 1;
            else if (client.roundDone(request.path ?? "")) rounds += 1;
          },
        })),
      }),
    ),
  );
  const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0);
  return { perSecond: Math.round(rounds / ((Date.now() - started) / 1000)), failures: failures + errors };
}

/** Vendor rounds/s in rounds taking turns with `baseline` (after a warm-up of each), then the house slot's spins/s. */
export async function vendorBench(adminUrl: string, baseline: (seconds: number) => Promise<number>) {
  return withScratchDatabase(adminUrl, "tala_bench_vendor", async (databaseUrl) => {
    const site = await startServerProcess({ DATABASE_URL: databaseUrl, TALA_OPS_TOKEN: OPS_TOKEN, TALA_TEST_HOOKS: "on", TALA_CAPTCHA_FIXED: CAPTCHA });
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const ops = { authorization: `Bearer ${OPS_TOKEN}` };
      const registered = await post(`${site.url}/ops/vendors`, { code: "GOLDREEL", name: "Bench studio", launchUrl: "http://127.0.0.1:9/launch" }, ops);
      const secret = z.object({ secret: z.string() }).parse(registered.value).secret;
      // Eight players, each with a login session, money, and a vendor token as a launch would have handed out.
      const players: { token: string; vendorToken: string; player: string }[] = [];
      for (let i = 0; i < CLIENTS; i++) {
        const clientId = randomUUID();
        const captcha = envelope.parse(await (await fetch(`${site.url}/wps/captcha`, { headers: { "client-id": clientId } })).json());
        const captchaId = z.object({ captchaId: z.string() }).parse(captcha.value).captchaId;
        const username = `bench${i}${randomUUID().slice(0, 6)}`;
        const response = await fetch(`${site.url}/wps/member/register`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username, password: "Bench2026x", confirmPassword: "Bench2026x", paymentPassword: "246810", affiliateCode: "TALA2026", captchaId, captcha: CAPTCHA, registerMethod: "WEB" }),
        });
        const token = z.object({ token: z.string() }).parse(envelope.parse(await response.json()).value).token;
        await post(`${site.url}/ops/wallet/adjustments`, { username, amount: "1000000", reason: "Bench funds" }, { ...ops, "idempotency-key": randomUUID() });
        const vendorToken = randomUUID().replaceAll("-", "") + randomUUID().replaceAll("-", "");
        const { rows } = await db.query(
          `insert into vendor_session (token_hash, merchant_id, vendor_code, member_id, game_id, session_hash, expires_at)
           select $1, m.merchant_id, 'GOLDREEL', m.id, (select id from game where vendor_code = 'GOLDREEL' limit 1), $3, now() + interval '1 hour'
             from member m where m.username = $2 returning member_id`,
          [tokenHash(vendorToken), username, tokenHash(token)],
        );
        players.push({ token, vendorToken, player: String(z.object({ member_id: z.coerce.number() }).parse(rows[0]).member_id) });
      }

      // Each vendor client plays one player's rounds: a signed debit, then a signed credit of the same round (each
      // signed over its endpoint and body; every body is new, so no signature is ever sent twice).
      const signed = (path: string, body: unknown) => {
        const raw = JSON.stringify(body);
        const timestamp = String(Math.floor(Date.now() / 1000));
        const signature = hmacSignature(secret, { timestamp, method: "POST", path, body: raw });
        return { body: raw, headers: { "content-type": "application/json", [VENDOR_HEADERS.vendor]: "GOLDREEL", [VENDOR_HEADERS.timestamp]: timestamp, [VENDOR_HEADERS.signature]: signature } };
      };
      const vendorClients = players.map((player): Client => {
        let roundId = "";
        const who = () => ({ player: player.player, token: player.vendorToken, gameCode: "bench", roundId });
        return {
          requests: [
            {
              method: "POST",
              path: "/vendor-api/v1/debit",
              setupRequest: (request) => {
                roundId = randomUUID();
                return { ...request, ...signed("/vendor-api/v1/debit", { ...who(), txId: `${roundId}:bet`, amount: "1.00" }) };
              },
            },
            { method: "POST", path: "/vendor-api/v1/credit", setupRequest: (request) => ({ ...request, ...signed("/vendor-api/v1/credit", { ...who(), txId: `${roundId}:win`, amount: "0.50" }) }) },
          ],
          roundDone: (path) => path.endsWith("/credit"),
        };
      });
      let failures = 0;
      const vendorRound = async (seconds: number) => {
        const round = await load(site.url, vendorClients, seconds);
        failures += round.failures;
        return round.perSecond;
      };
      // Each round after a checkpoint, so none of them pays for writing out the one before.
      const checkpoint = () => db.query("checkpoint").then(
        () => {},
        () => {},
      );
      await vendorRound(WARM_UP_SECONDS);
      await baseline(WARM_UP_SECONDS);
      const rounds = await interleaved(
        ROUNDS,
        async () => {
          await checkpoint();
          return vendorRound(ROUND_SECONDS);
        },
        async () => {
          await checkpoint();
          return baseline(ROUND_SECONDS);
        },
      );
      const vendor = { ...rounds, failures };

      // The house slot: each player opens Golden Tiger and spins at the smallest bet.
      const [house] = (await db.query("select node_id from game where vendor_code = 'TALA' and house_engine = 'slot' order by id limit 1")).rows;
      const nodeId = z.object({ node_id: z.string() }).parse(house).node_id;
      const sessions: { id: string; bet: string }[] = [];
      for (const player of players) {
        const launched = envelope.parse(await (await fetch(`${site.url}/wps/game/launchGame?nodeId=${encodeURIComponent(nodeId)}`, { headers: { token: player.token } })).json());
        const launchToken = z.object({ launchToken: z.string() }).parse(launched.value).launchToken;
        const opened = await post(`${site.url}/wps/house/session`, { launchToken }, { token: player.token });
        const session = z.object({ sessionId: z.string(), minBet: z.string() }).parse(opened.value);
        sessions.push({ id: session.sessionId, bet: session.minBet });
      }
      let slotFailures = 0;
      const slotClients = players.map((player, client): Client => {
        const session = sessions[client];
        if (!session) throw new Error("a player has no slot session");
        const body = JSON.stringify({ sessionId: session.id, bet: session.bet });
        return { requests: [{ method: "POST", path: "/wps/house/slot/spin", headers: { "content-type": "application/json", token: player.token }, body }], roundDone: () => true };
      });
      const slotSample = await sampled(async () => {
        const spins = await load(site.url, slotClients, ROUND_SECONDS);
        slotFailures = spins.failures;
        return spins.perSecond;
      });
      return { vendor, slot: { ...slotSample, failures: slotFailures } };
    } finally {
      await db.end();
      await site.stop();
    }
  });
}
