// Outside vendors through the signed seamless-wallet API: the operator connects one, a launch asks the vendor for
// the game's address, and the vendor's balance, debit, credit and rollback calls move money once each, signed or not
// at all. Every refusal moves nothing.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { expect, it } from "vitest";
import { z } from "zod";
import { hmacSignature, hmacSignatureMatches } from "../../server/lib/secretBox";
import { HOUSE_VENDOR_CODES } from "../../server/modules/casino/vendors";
import { VENDOR_HEADERS } from "../../src/contract/vendorApi";
import { describeOnEachDatabase, envelope, type AppProcess, type Harness } from "./harness";
import { balanceOf, call, fund, newMember, trialBalance } from "./walletApi";

const LAUNCH_URL = "https://games.vendor.test/launch";
const gameRow = z.object({ node_id: z.string(), vendor_code: z.string(), game_code: z.string() });

/** A registered vendor: its code, secret, one of its games, and signed calls to the wallet API. */
async function connectVendor(h: Harness, options: { allowedIps?: string[]; nth?: number } = {}) {
  const [game] = await h.db.query(
    gameRow,
    `select distinct on (vendor_code) node_id, vendor_code, game_code from game
      where vendor_code <> all($2::text[]) and house_engine is null and is_game is null order by vendor_code, id offset $1 limit 1`,
    [options.nth ?? 0, HOUSE_VENDOR_CODES],
  );
  if (!game) throw new Error("no outside game in the seed");
  await h.db.execute("delete from vendor_connection where code = $1", [game.vendor_code]);
  const registered = await call(h, "POST", "/ops/vendors", { ops: true, body: { code: game.vendor_code, name: "Test studio", launchUrl: LAUNCH_URL, allowedIps: options.allowedIps } });
  expect(registered.success, registered.message).toBe(true);
  let secret = String(registered.value.secret);
  /**
   * A signed call. Each is signed anew with a request id of its own (a vendor's retry is new signed bytes; the same
   * bytes twice are a replay), unless the raw body is given.
   */
  const post = async (path: string, body: unknown, sign: { secret?: string; timestamp?: number; vendor?: string; raw?: string; ip?: string; via?: AppProcess | undefined } = {}) => {
    const raw = sign.raw ?? JSON.stringify(typeof body === "object" && body !== null ? { ...body, requestId: randomUUID() } : body);
    const timestamp = String(sign.timestamp ?? Math.floor(Date.now() / 1000));
    const response = await h.request(`/vendor-api/v1/${path}`, {
      method: "POST",
      ip: sign.ip,
      via: sign.via,
      headers: {
        "content-type": "application/json",
        [VENDOR_HEADERS.vendor]: sign.vendor ?? game.vendor_code,
        [VENDOR_HEADERS.timestamp]: timestamp,
        [VENDOR_HEADERS.signature]: hmacSignature(sign.secret ?? secret, { timestamp, method: "POST", path: `/vendor-api/v1/${path}`, body: raw }),
      },
      body: raw,
    });
    return { status: response.status, ...(await envelope(response)) };
  };
  return {
    game,
    get secret() {
      return secret;
    },
    rotate: async (graceMinutes: number) => {
      const rotated = await call(h, "POST", `/ops/vendors/${game.vendor_code}/secret`, { ops: true, body: { graceMinutes } });
      expect(rotated.success, rotated.message).toBe(true);
      secret = String(rotated.value.secret);
    },
    post,
  };
}

/** A player launched into the vendor's game: the token the vendor was handed, checked for its signature. */
async function launchPlayer(h: Harness, vendor: Awaited<ReturnType<typeof connectVendor>>, funds = "100") {
  const player = await newMember(h);
  if (funds !== "0") await fund(h, player.username, funds);
  let handed: { token: string; player: string } | null = null;
  h.routeVendorCalls(async (input, init) => {
    const body = typeof init?.body === "string" ? init.body : "";
    const headers = new Headers(init?.headers);
    expect(String(input)).toBe(LAUNCH_URL);
    const timestamp = headers.get(VENDOR_HEADERS.timestamp) ?? "";
    expect(hmacSignatureMatches(vendor.secret, { timestamp, method: "POST", path: new URL(LAUNCH_URL).pathname, body }, headers.get(VENDOR_HEADERS.signature) ?? "")).toBe(true);
    handed = z.object({ token: z.string(), player: z.string() }).parse(JSON.parse(body));
    return Response.json({ success: true, code: "ok", message: "OK", value: { url: `https://games.vendor.test/play?t=${handed.token}` } });
  });
  const launched = await call(h, "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(vendor.game.node_id)}`, { token: player.token });
  expect(launched.success, launched.message).toBe(true);
  expect(launched.value).toMatchObject({ outside: true, vendor: vendor.game.vendor_code });
  expect(String(launched.value.url)).toMatch(/^https:\/\/games\.vendor\.test\/play\?t=/);
  if (!handed) throw new Error("the vendor was never asked");
  const { token, player: id } = handed;
  return { ...player, vendorToken: token, playerId: id };
}

const round = () => `r-${randomUUID()}`;
const answerOf = (value: unknown) => z.object({ balance: z.string(), currency: z.string(), transactionId: z.string().nullable(), status: z.string() }).parse(value);
const tx = () => `t-${randomUUID()}`;

describeOnEachDatabase("outside vendors", (h) => {
  it("keeps a vendor's secret sealed, answers it once, and frames only connected vendors' origins", async () => {
    const vendor = await connectVendor(h());
    const [stored] = await h().db.query(z.object({ secret_enc: z.instanceof(Uint8Array) }), "select secret_enc from vendor_connection where code = $1", [vendor.game.vendor_code]);
    expect(Buffer.from(stored?.secret_enc ?? []).includes(Buffer.from(vendor.secret))).toBe(false);
    const listed = await call(h(), "GET", "/ops/vendors", { ops: true });
    expect(JSON.stringify(listed.raw)).not.toContain(vendor.secret);
    const frameSrc = async () => ((await h().request("/wps/system/status")).headers.get("content-security-policy") ?? "").split("; ").find((part) => part.startsWith("frame-src "))?.split(" ");
    expect(await frameSrc()).toContain("https://games.vendor.test");
    await call(h(), "PUT", `/ops/vendors/${vendor.game.vendor_code}`, { ops: true, body: { enabled: false } });
    expect(await frameSrc()).not.toContain("https://games.vendor.test");
  });

  it("refuses unsigned, wrongly signed, stale, unknown, switched-off and foreign-address calls, and moves nothing", async () => {
    const vendor = await connectVendor(h(), { allowedIps: ["203.0.113.0/24"] });
    const player = await launchPlayer(h(), vendor);
    const bet = { player: player.playerId, token: player.vendorToken, gameCode: vendor.game.game_code, roundId: round(), txId: tx(), amount: "5.00" };
    const from = "203.0.113.7";
    const unsigned = await h().request("/vendor-api/v1/debit", { method: "POST", ip: from, body: JSON.stringify(bet) });
    expect({ status: unsigned.status, code: (await envelope(unsigned)).code }).toEqual({ status: 401, code: "signature_missing" });
    expect(await vendor.post("debit", bet, { ip: from, secret: "not-the-secret" })).toMatchObject({ status: 401, code: "invalid_signature" });
    expect(await vendor.post("debit", bet, { ip: from, timestamp: Math.floor(Date.now() / 1000) - 301 })).toMatchObject({ status: 401, code: "timestamp_out_of_range" });
    expect(await vendor.post("debit", bet, { ip: from, vendor: "NO_SUCH_VENDOR" })).toMatchObject({ status: 401, code: "invalid_partner" });
    expect(await vendor.post("debit", bet, { ip: "198.51.100.1" })).toMatchObject({ status: 403, code: "address_not_allowed" });
    // A body changed after signing is a wrong signature, whatever it asks.
    const signedFor = JSON.stringify(bet);
    const now = String(Math.floor(Date.now() / 1000));
    const tampered = await h().request("/vendor-api/v1/debit", {
      method: "POST", ip: from,
      headers: { [VENDOR_HEADERS.vendor]: vendor.game.vendor_code, [VENDOR_HEADERS.timestamp]: now, [VENDOR_HEADERS.signature]: hmacSignature(vendor.secret, { timestamp: now, method: "POST", path: "/vendor-api/v1/debit", body: signedFor }) },
      body: JSON.stringify({ ...bet, amount: "50.00" }),
    });
    expect((await envelope(tampered)).code).toBe("invalid_signature");
    await call(h(), "PUT", `/ops/vendors/${vendor.game.vendor_code}`, { ops: true, body: { enabled: false } });
    expect(await vendor.post("debit", bet, { ip: from })).toMatchObject({ status: 403, code: "vendor_disabled" });
    expect(await balanceOf(h(), player.token)).toBe("100.00");
    await call(h(), "PUT", `/ops/vendors/${vendor.game.vendor_code}`, { ops: true, body: { enabled: true } });
    expect(await vendor.post("debit", bet, { ip: from })).toMatchObject({ success: true, value: { balance: "95.00", status: "applied" } });
  });

  it("applies a debit, a win and a rollback once by transaction id, answers repeats exactly, and records the round", async () => {
    const vendor = await connectVendor(h());
    const player = await launchPlayer(h(), vendor);
    const who = { player: player.playerId, token: player.vendorToken };
    const roundId = round();
    const bet = { ...who, gameCode: vendor.game.game_code, roundId, txId: tx(), amount: "10.00" };
    const first = await vendor.post("debit", bet);
    expect(first).toMatchObject({ success: true, value: { balance: "90.00", status: "applied" } });
    const again = await vendor.post("debit", bet);
    expect(again.value).toEqual({ ...answerOf(first.value), status: "replayed" });
    expect(await vendor.post("debit", { ...bet, amount: "11.00" })).toMatchObject({ status: 409, code: "tx_conflict" });
    expect(await vendor.post("credit", { ...who, gameCode: vendor.game.game_code, roundId: round(), txId: tx(), amount: "5.00" })).toMatchObject({ status: 404, code: "round_not_found" });

    const extra = { ...bet, txId: tx(), amount: "2.50" };
    await vendor.post("debit", extra);
    expect((await vendor.post("rollback", { ...who, roundId, txId: tx(), refersTo: extra.txId })).value).toMatchObject({ balance: "90.00", status: "applied" });
    // Undone once: another rollback of it, under another id, finds nothing to undo.
    expect((await vendor.post("rollback", { ...who, roundId, txId: tx(), refersTo: extra.txId })).value).toMatchObject({ balance: "90.00", status: "nothing_to_roll_back" });
    const win = { ...who, gameCode: vendor.game.game_code, roundId, txId: tx(), amount: "25.50" };
    const paid = await vendor.post("credit", win);
    expect(paid.value).toMatchObject({ balance: "115.50", status: "applied" });
    expect((await vendor.post("credit", win)).value).toEqual({ ...answerOf(paid.value), status: "replayed" });
    expect(await vendor.post("credit", { ...win, txId: tx() })).toMatchObject({ status: 409, code: "round_closed" });
    expect(await balanceOf(h(), player.token)).toBe("115.50");

    const records = await call(h(), "GET", "/wps/v2/bets", { token: player.token });
    expect(records.value.list).toEqual([expect.objectContaining({ roundId, vendor: vendor.game.vendor_code, bet: "10.00", win: "25.50", profit: "15.50", status: "settled" })]);
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
  });

  it("counts an outside round in its player's day and on the winner board once it settles, once whatever the vendor repeats", async () => {
    const vendor = await connectVendor(h());
    const player = await launchPlayer(h(), vendor);
    const who = { player: player.playerId, token: player.vendorToken, gameCode: vendor.game.game_code };
    const [member] = await h().db.query(z.object({ id: z.coerce.number() }), "select id from member where username = $1", [player.username]);
    if (!member) throw new Error("no member");
    // The agent centre's figures of the player's day, and the winner board everybody sees.
    const day = () =>
      h().db.query(z.object({ rounds: z.coerce.number(), bet: z.coerce.bigint(), win: z.coerce.bigint() }), "select rounds, bet_minor as bet, win_minor as win from member_day_stats where member_id = $1", [member.id]);
    const masked = `${player.username.slice(0, 2)}***${player.username.slice(-1)}`;
    const board = async () =>
      z.object({ list: z.array(z.object({ vo: z.object({ player: z.string(), amount: z.string() }) })) })
        .parse((await call(h(), "GET", "/wps/relay/GCSGAME_getRankList?limitNum=50&gameCategory=ALL&lang=en")).value)
        .list.filter(({ vo }) => vo.player === masked)
        .map(({ vo }) => vo.amount);

    // 60.00 for 5.00: twelve times the stake and over 50.00, a big win. An open round is nobody's figure yet.
    const big = round();
    expect((await vendor.post("debit", { ...who, roundId: big, txId: tx(), amount: "5.00" })).success).toBe(true);
    expect(await day()).toEqual([]);
    const bigWin = { ...who, roundId: big, txId: tx(), amount: "60.00" };
    expect((await vendor.post("credit", bigWin)).value).toMatchObject({ status: "applied" });
    expect((await vendor.post("credit", bigWin)).value).toMatchObject({ status: "replayed" });
    // 40.00 for 1.00: forty times the stake but under 50.00, no big win.
    const small = round();
    await vendor.post("debit", { ...who, roundId: small, txId: tx(), amount: "1.00" });
    expect((await vendor.post("credit", { ...who, roundId: small, txId: tx(), amount: "40.00" })).success).toBe(true);
    // A bet rolled back leaves no round to count.
    const undone = { ...who, roundId: round(), txId: tx(), amount: "3.00" };
    await vendor.post("debit", undone);
    expect((await vendor.post("rollback", { ...who, roundId: undone.roundId, txId: tx(), refersTo: undone.txId })).success).toBe(true);

    expect(await day()).toEqual([{ rounds: 2, bet: 600n, win: 10_000n }]);
    expect(await board()).toEqual(["60.00"]);
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
  });

  it("acts only on this merchant's players, refuses a zero bet, and answers a body that is not an object with a 400", async () => {
    const vendor = await connectVendor(h());
    const player = await launchPlayer(h(), vendor);
    const bet = { player: player.playerId, token: player.vendorToken, gameCode: vendor.game.game_code, roundId: round(), txId: tx(), amount: "1.00" };
    expect(await vendor.post("credit", { ...bet, player: "999999999" })).toMatchObject({ status: 404, code: "player_not_found" });
    // Refused, the call keeps its txId: the same call again answers the same, and the id is no other call's.
    expect(await vendor.post("credit", { ...bet, player: "999999999" })).toMatchObject({ status: 404, code: "player_not_found" });
    expect(await vendor.post("debit", bet)).toMatchObject({ status: 409, code: "tx_conflict" });
    expect(await vendor.post("balance", { player: player.playerId })).toMatchObject({ status: 401, code: "invalid_token" });
    expect(await vendor.post("debit", { ...bet, txId: tx(), amount: "0.00" })).toMatchObject({ status: 400, code: "invalid_amount" });
    expect((await vendor.post("debit", null, { raw: "[1, 2]" })).status).toBe(400);
    expect((await vendor.post("debit", null, { raw: "not json" })).status).toBe(400);
    expect((await call(h(), "POST", "/ops/vendors", { ops: true, body: { code: "TALA", name: "House", launchUrl: LAUNCH_URL } })).code).toBe("house_vendor");
    expect(await balanceOf(h(), player.token)).toBe("100.00");
  });

  it("keeps a rollback that comes before its debit, and refuses that debit when it arrives", async () => {
    const vendor = await connectVendor(h());
    const player = await launchPlayer(h(), vendor);
    const who = { player: player.playerId, token: player.vendorToken };
    const roundId = round();
    const lostBet = tx();
    expect((await vendor.post("rollback", { ...who, roundId, txId: tx(), refersTo: lostBet })).value).toMatchObject({ status: "nothing_to_roll_back", balance: "100.00" });
    expect(await vendor.post("debit", { ...who, gameCode: vendor.game.game_code, roundId, txId: lostBet, amount: "7.00" })).toMatchObject({ status: 409, code: "rolled_back" });
    expect(await balanceOf(h(), player.token)).toBe("100.00");
  });

  it("refuses bets on an expired token but pays the win of its round, and keeps the old secret only through the grace", async () => {
    const vendor = await connectVendor(h());
    const player = await launchPlayer(h(), vendor);
    const who = { player: player.playerId, token: player.vendorToken };
    const roundId = round();
    await vendor.post("debit", { ...who, gameCode: vendor.game.game_code, roundId, txId: tx(), amount: "4.00" });
    await h().db.execute("update vendor_session set expires_at = now() - interval '1 second' where member_id = $1", [Number(player.playerId)]);
    expect(await vendor.post("debit", { ...who, gameCode: vendor.game.game_code, roundId, txId: tx(), amount: "4.00" })).toMatchObject({ status: 401, code: "token_expired" });
    const old = vendor.secret;
    await vendor.rotate(10);
    expect((await vendor.post("credit", { ...who, gameCode: vendor.game.game_code, roundId, txId: tx(), amount: "1.00", final: false }, { secret: old })).success).toBe(true);
    expect((await vendor.post("credit", { ...who, gameCode: vendor.game.game_code, roundId, txId: tx(), amount: "1.00" })).value).toMatchObject({ balance: "98.00" });
    // The grace ends (moved to the past here, as an hour passing would): every process drops its copy on the notice.
    await h().db.execute("update vendor_connection set old_secret_until = now() - interval '1 second' where code = $1", [vendor.game.vendor_code]);
    await h().db.execute("select pg_notify('vendors_changed', '')");
    await expect.poll(async () => (await vendor.post("balance", who, { secret: old })).code).toBe("invalid_signature");
    expect((await vendor.post("balance", who)).success).toBe(true);
  });

  it("takes no more bets once the player logs out of the site, but still pays the round's win", async () => {
    const vendor = await connectVendor(h());
    const player = await launchPlayer(h(), vendor);
    const who = { player: player.playerId, token: player.vendorToken };
    const roundId = round();
    const bet = { ...who, gameCode: vendor.game.game_code, roundId, txId: tx(), amount: "5.00" };
    const placed = await vendor.post("debit", bet);
    expect(placed.success).toBe(true);
    expect((await h().request("/wps/session/logout", { method: "DELETE", headers: { token: player.token } })).status).toBe(200);
    expect(await vendor.post("debit", { ...bet, txId: tx() })).toMatchObject({ status: 401, code: "token_expired" });
    // A retry of the bet placed before (its answer lost) still learns its fate.
    expect((await vendor.post("debit", bet)).value).toEqual({ ...answerOf(placed.value), status: "replayed" });
    expect((await vendor.post("credit", { ...who, gameCode: vendor.game.game_code, roundId, txId: tx(), amount: "8.00" })).value).toMatchObject({ balance: "103.00" });
  });

  it("never overdraws under eight concurrent vendor clients, and says the balance when the money is short", async () => {
    const vendor = await connectVendor(h());
    const player = await launchPlayer(h(), vendor, "10");
    const who = { player: player.playerId, token: player.vendorToken };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => vendor.post("debit", { ...who, gameCode: vendor.game.game_code, roundId: round(), txId: tx(), amount: "3.00" })),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(3);
    expect(answers.filter((answer) => !answer.success).map((answer) => [answer.code, answer.value])).toEqual(Array(5).fill(["insufficient_funds", { balance: "1.00" }]));
    expect(await balanceOf(h(), player.token)).toBe("1.00");
  });

  it("opens the house sportsbook for GCS_gameLaunchFB, for members only", async () => {
    const player = await newMember(h());
    expect((await call(h(), "GET", "/wps/relay/GCS_gameLaunchFB", { token: player.token })).value).toMatchObject({ url: "/fbsports", outside: false });
    expect((await call(h(), "GET", "/wps/relay/GCS_gameLaunchFB")).status).toBe(401);
  });

  it("offers a connected vendor's games among the playable popular games, and no longer once it is switched off", async () => {
    const vendor = await connectVendor(h());
    const playable = async () => {
      const answer = await call(h(), "GET", "/lgw/games/popular?count=50&playable=1");
      return z.array(z.object({ vassalage: z.string() })).parse(answer.raw).map((game) => game.vassalage);
    };
    expect(await playable()).toContain(vendor.game.vendor_code);
    expect((await call(h(), "PUT", `/ops/vendors/${vendor.game.vendor_code}`, { ops: true, body: { enabled: false } })).success).toBe(true);
    const offered = await playable();
    expect(offered).not.toContain(vendor.game.vendor_code);
    expect(offered).toContain("TALA");
  });

  it("takes many players' bets at once through two API processes that share the float's accounts", async () => {
    const vendor = await connectVendor(h());
    const players: Awaited<ReturnType<typeof launchPlayer>>[] = [];
    for (let i = 0; i < 4; i++) players.push(await launchPlayer(h(), vendor));
    const second = await h().secondApp();
    const answers = await Promise.all(
      Array.from({ length: 48 }, (_, n) => {
        const player = players[n % players.length];
        if (!player) throw new Error("no player");
        return vendor.post("debit", { player: player.playerId, token: player.vendorToken, gameCode: vendor.game.game_code, roundId: round(), txId: tx(), amount: "1.00" }, { via: n % 2 === 0 ? second : undefined });
      }),
    );
    expect(answers.filter((answer) => !answer.success).map((answer) => answer.code)).toEqual([]);
    for (const player of players) expect(await balanceOf(h(), player.token)).toBe("88.00");
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
  });

  it("answers each of many calls at once on its own: refusals among them fail nothing else, and the float's shards sum in the trial balance", async () => {
    const vendor = await connectVendor(h());
    const players = [await launchPlayer(h(), vendor), await launchPlayer(h(), vendor), await launchPlayer(h(), vendor)];
    const calls = players.flatMap((player) => {
      const who = { player: player.playerId, token: player.vendorToken, gameCode: vendor.game.game_code };
      return [
        vendor.post("debit", { ...who, roundId: round(), txId: tx(), amount: "2.00" }),
        vendor.post("credit", { ...who, roundId: round(), txId: tx(), amount: "9.00" }),
        vendor.post("debit", { ...who, roundId: round(), txId: tx(), amount: "500.00" }),
        vendor.post("rollback", { ...who, roundId: round(), txId: tx(), refersTo: tx() }),
      ];
    });
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.code)).toEqual(Array(3).fill(["ok", "round_not_found", "insufficient_funds", "ok"]).flat());
    for (const player of players) expect(await balanceOf(h(), player.token)).toBe("98.00");
    // Three players, three of the float's accounts (one per player here); their kind sums to the bets taken.
    expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });
    const float = z.object({ kinds: z.array(z.object({ kind: z.string(), accounts: z.number() })) }).parse(await trialBalance(h())).kinds.find((kind) => kind.kind === "vendor_float");
    expect(float?.accounts).toBeGreaterThanOrEqual(3);
  });

  it("reconciles a day: the ledger's rounds, bets, wins and rollbacks beside the vendor's own report", async () => {
    // A vendor of its own: the day's figures are the whole vendor's.
    const vendor = await connectVendor(h(), { nth: 1 });
    const player = await launchPlayer(h(), vendor);
    const who = { player: player.playerId, token: player.vendorToken };
    const roundId = round();
    const bets = [tx(), tx()];
    for (const txId of bets) await vendor.post("debit", { ...who, gameCode: vendor.game.game_code, roundId, txId, amount: "3.00" });
    await vendor.post("rollback", { ...who, roundId, txId: tx(), refersTo: bets[1] });
    await vendor.post("credit", { ...who, gameCode: vendor.game.game_code, roundId, txId: tx(), amount: "4.00" });
    const day = new Date().toISOString().slice(0, 10);
    await call(h(), "PUT", `/ops/vendors/${vendor.game.vendor_code}`, { ops: true, body: { reportUrl: "https://games.vendor.test/report" } });
    h().routeVendorCalls(async () => Response.json({ success: true, code: "ok", message: "OK", value: { rounds: 1, bets: "6.00", wins: "4.00", rollbacks: "3.00" } }));
    const report = await call(h(), "GET", `/ops/vendors/${vendor.game.vendor_code}/reconciliation?day=${day}`, { ops: true });
    expect(report.value).toEqual({ vendor: vendor.game.vendor_code, day, ledger: { rounds: 1, bets: "6.00", wins: "4.00", rollbacks: "3.00" }, reported: { rounds: 1, bets: "6.00", wins: "4.00", rollbacks: "3.00" }, agrees: true });
  });

  it("tells the player the game is under maintenance when the vendor does not answer well, and hangs nowhere", async () => {
    const vendor = await connectVendor(h());
    const player = await newMember(h());
    h().routeVendorCalls(async () => Response.json({ value: { url: "https://elsewhere.test/play" } }));
    const launched = await call(h(), "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(vendor.game.node_id)}`, { token: player.token });
    expect(launched).toMatchObject({ status: 409, code: "game_maintenance" });
    h().routeVendorCalls(async () => {
      throw new Error("connection refused");
    });
    expect((await call(h(), "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(vendor.game.node_id)}`, { token: player.token })).code).toBe("game_maintenance");
  });

  it("keeps the ledger at zero and applies each transaction once through random calls and retries from several clients", async () => {
    const vendor = await connectVendor(h());
    const player = await launchPlayer(h(), vendor, "50");
    const who = { player: player.playerId, token: player.vendorToken };
    const step = fc.record({ kind: fc.constantFrom("debit", "credit", "rollback"), cents: fc.integer({ min: 1, max: 900 }), round: fc.integer({ min: 0, max: 3 }), retries: fc.integer({ min: 0, max: 2 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        const rounds = [round(), round(), round(), round()];
        const debits: string[] = [];
        await Promise.all(
          steps.map(async (s) => {
            const txId = tx();
            const amount = (s.cents / 100).toFixed(2);
            const roundId = rounds[s.round] ?? rounds[0] ?? "";
            const body =
              s.kind === "debit"
                ? { ...who, gameCode: vendor.game.game_code, roundId, txId, amount }
                : s.kind === "credit"
                  ? { ...who, gameCode: vendor.game.game_code, roundId, txId, amount, final: false }
                  : { ...who, roundId, txId, refersTo: debits[s.cents % Math.max(debits.length, 1)] ?? tx() };
            if (s.kind === "debit") debits.push(txId);
            const answers = await Promise.all(Array.from({ length: 1 + s.retries }, () => vendor.post(s.kind, body)));
            // Every success for one transaction is the same answer: one balance after, one transfer. (A refused call keeps
            // its id: its retries answer the same refusal.)
            const successes = answers.filter((answer) => answer.success).map((answer) => JSON.stringify(z.object({ balance: z.string(), transactionId: z.string().nullable() }).parse(answer.value)));
            expect(new Set(successes).size).toBeLessThanOrEqual(1);
          }),
        );
        // Each applied call moved its amount once, whatever its retries: the balance is the start plus what they say.
        const [moved] = await h().db.query(
          z.object({ net: z.coerce.bigint() }),
          `select coalesce(sum(case kind when 'debit' then -amount_minor else amount_minor end), 0) as net
             from seamless_tx where member_id = $1 and status in ('applied', 'rolled_back')`,
          [Number(player.playerId)],
        );
        const balance = await balanceOf(h(), player.token);
        const twice = await h().db.query(z.object({ refers_to: z.string() }), "select refers_to from seamless_tx where kind = 'rollback' and transfer_id is not null group by refers_to having count(*) > 1");
        expect(twice).toEqual([]);
        expect(BigInt(balance.replace(".", ""))).toBe(5000n + (moved?.net ?? 0n));
        expect(await trialBalance(h())).toMatchObject({ balanced: true, total: "0.00", entriesMatch: true, unbalancedTransfers: 0 });
        const [lowest] = await h().db.query(z.object({ min: z.coerce.bigint().nullable() }), "select min(balance) as min from wallet_account where member_id is not null");
        expect((lowest?.min ?? 0n) >= 0n).toBe(true);
      }),
      { numRuns: 6 },
    );
  });
});
