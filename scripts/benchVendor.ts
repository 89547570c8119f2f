// The seamless wallet under an outside vendor's load: eight vendor clients each play rounds (a signed debit, then a
// signed credit) over HTTP against the platform on PostgreSQL, beside the house slot's own rounds (a spin each) by
// eight players. Rounds per second of each.
import { createHash, randomUUID } from "node:crypto";
import pg from "pg";
import { z } from "zod";
import { signBody } from "../server/lib/secretBox";
import { VENDOR_HEADERS } from "../src/contract/vendorApi";
import { startServerProcess } from "./serverProcess";
import { withScratchDatabase } from "./scratchDatabase";

const CLIENTS = 8;
const SECONDS = 10;
const OPS_TOKEN = "bench-ops-token-0123456789";
const CAPTCHA = "BENCH";
export const VENDOR_ROUNDS_TARGET = 1000;

const envelope = z.object({ success: z.boolean(), code: z.string(), message: z.string(), value: z.unknown() });

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return envelope.parse(await response.json());
}

/** Runs `round` in each client as often as it can for SECONDS; answers the rounds per second and the failures. */
async function load(round: (client: number) => Promise<boolean>) {
  const until = Date.now() + SECONDS * 1000;
  let rounds = 0;
  let failures = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (Date.now() < until) {
        if (await round(client)) rounds += 1;
        else failures += 1;
      }
    }),
  );
  return { perSecond: Math.round(rounds / ((Date.now() - started) / 1000)), failures };
}

export async function vendorBench(adminUrl: string) {
  return withScratchDatabase(adminUrl, "tala_bench_vendor", async (databaseUrl) => {
    const site = await startServerProcess({ DATABASE_URL: databaseUrl, TALA_OPS_TOKEN: OPS_TOKEN, TALA_CAPTCHA_FIXED: CAPTCHA });
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
           select $1, m.merchant_id, 'GOLDREEL', m.id, (select id from game where vendor_code = 'GOLDREEL' limit 1), $1, now() + interval '1 hour'
             from member m where m.username = $2 returning member_id`,
          [createHash("sha256").update(vendorToken).digest(), username],
        );
        players.push({ token, vendorToken, player: String(z.object({ member_id: z.coerce.number() }).parse(rows[0]).member_id) });
      }

      let firstRefusal: string | null = null;
      const signed = (body: unknown) => {
        const raw = JSON.stringify(body);
        const timestamp = String(Math.floor(Date.now() / 1000));
        return { raw, headers: { "content-type": "application/json", [VENDOR_HEADERS.vendor]: "GOLDREEL", [VENDOR_HEADERS.timestamp]: timestamp, [VENDOR_HEADERS.signature]: signBody(secret, timestamp, raw) } };
      };
      const call = async (path: string, body: unknown) => {
        const request = signed(body);
        const response = await fetch(`${site.url}/vendor-api/v1/${path}`, { method: "POST", headers: request.headers, body: request.raw });
        const answer = envelope.parse(await response.json());
        if (!answer.success) firstRefusal ??= `${answer.code}: ${answer.message}`;
        return answer.success;
      };
      const vendor = await load(async (client) => {
        const player = players[client];
        if (!player) return false;
        const roundId = randomUUID();
        const who = { player: player.player, token: player.vendorToken, gameCode: "bench", roundId };
        return (await call("debit", { ...who, txId: `${roundId}:bet`, amount: "1.00" })) && (await call("credit", { ...who, txId: `${roundId}:win`, amount: "0.50" }));
      });

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
      const slot = await load(async (client) => {
        const player = players[client];
        const session = sessions[client];
        if (!player || !session) return false;
        return (await post(`${site.url}/wps/house/slot/spin`, { sessionId: session.id, bet: session.bet }, { token: player.token })).success;
      });
      if (firstRefusal) console.log(`  first refusal of a vendor call: ${firstRefusal}`);
      return { vendor, slot };
    } finally {
      await db.end();
      await site.stop();
    }
  });
}
