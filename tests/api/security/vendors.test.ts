// The outside-vendor wallet API as an attacker tries it (issue 31): signed bytes replayed as they are or sent to
// another endpoint, a signature that leaves the endpoint out, a win of a billion on a ten-cent bet, a vendor that takes
// a house code to settle the house's rounds, and a bet in another currency; a small-order Ed25519 key and the forgery it
// lets through, the ids of calls refused before the wallet looked at them, a game's ceiling above its vendor's, and the
// sweeps that bound what is remembered. An Ed25519 vendor plays end to end; the trial balance stays at zero throughout.
import { createHmac, createPublicKey, generateKeyPairSync, randomUUID, sign, verify, type KeyObject } from "node:crypto";
import { expect, it, vi } from "vitest";
import { z } from "zod";
import { hmacSignature, secretBox, signedDigest } from "../../../server/lib/secretBox";
import { HttpError } from "../../../server/http/errors";
import { HOUSE_VENDOR_CODES, createVendors } from "../../../server/modules/casino/vendors";
import { VENDOR_HEADERS } from "../../../src/contract/vendorApi";
import { SECRETS_KEY, describeOnEachDatabase, envelope, type Harness } from "../harness";
import { balanceOf, call, fund, newMember, trialBalance } from "../walletApi";

const LAUNCH_URL = "https://games.studio.test/launch";
const gameRow = z.object({ id: z.number(), node_id: z.string(), vendor_code: z.string(), game_code: z.string() });
const walletAnswer = z.object({ balance: z.string(), currency: z.string(), transactionId: z.string().nullable(), status: z.string() });
const alertRow = z.object({
  vendor: z.string(), player: z.string().nullable(), roundId: z.string().nullable(), txId: z.string().nullable(), kind: z.string(), amount: z.string().nullable(),
  code: z.string(), time: z.string(), repeats: z.number(), lastTime: z.string(),
});

/** How a vendor signs: an HMAC secret, or its Ed25519 private key. */
type Signer = { secret: string } | { privateKey: KeyObject };
const now = () => String(Math.floor(Date.now() / 1000));
/** HMAC-SHA256 over a string as given: how the platform's signatures were made before issue 31 ("<timestamp>.<body>"). */
const hmacOldStyle = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");

/** One of the seed's outside vendors (not a house code), registered afresh: HMAC, or Ed25519 with a key pair of its own. */
async function connectVendor(h: Harness, options: { nth: number; ed25519?: boolean; allowedIps?: string[] }) {
  const [game] = await h.db.query(
    gameRow,
    `select distinct on (vendor_code) id, node_id, vendor_code, game_code from game
      where vendor_code <> all($2::text[]) and house_engine is null and is_game is null order by vendor_code, id offset $1 limit 1`,
    [options.nth, HOUSE_VENDOR_CODES],
  );
  if (!game) throw new Error("no outside game in the seed");
  await h.db.execute("delete from vendor_connection where code = $1", [game.vendor_code]);
  const keys = options.ed25519 ? generateKeyPairSync("ed25519") : null;
  const registered = await call(h, "POST", "/ops/vendors", {
    ops: true,
    body: {
      code: game.vendor_code, name: "Test studio", launchUrl: LAUNCH_URL, allowedIps: options.allowedIps,
      ...(keys ? { publicKey: keys.publicKey.export({ format: "pem", type: "spki" }).toString() } : {}),
    },
  });
  expect(registered.success, registered.message).toBe(true);
  const signer: Signer = keys ? { privateKey: keys.privateKey } : { secret: String(registered.value.secret) };
  /** Sends exactly these bytes with these headers: what an attacker who captured a request can do. */
  const send = async (path: string, raw: string, headers: Record<string, string>) => {
    const response = await h.request(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: raw });
    return { status: response.status, ...(await envelope(response)) };
  };
  /** A request signed as the vendor signs it: over "<timestamp>.POST.<path>.<body>". */
  const signed = (endpoint: string, body: unknown, by: Signer = signer) => {
    const path = `/vendor-api/v1/${endpoint}`;
    const raw = JSON.stringify(body);
    const timestamp = now();
    const message = `${timestamp}.POST.${path}.${raw}`;
    const signature = "secret" in by ? hmacSignature(by.secret, { timestamp, method: "POST", path, body: raw }) : sign(null, Buffer.from(message), by.privateKey).toString("hex");
    return { path, raw, headers: { [VENDOR_HEADERS.vendor]: game.vendor_code, [VENDOR_HEADERS.timestamp]: timestamp, [VENDOR_HEADERS.signature]: signature } };
  };
  /** A fresh signed call (a request id of its own: never the same bytes twice). */
  const post = (endpoint: string, body: Record<string, unknown>, by?: Signer) => {
    const request = signed(endpoint, { ...body, requestId: randomUUID() }, by);
    return send(request.path, request.raw, request.headers);
  };
  return { game, registered: registered.value, signer, keys, signed, send, post };
}
type Vendor = Awaited<ReturnType<typeof connectVendor>>;

/** A player launched into the vendor's game with money: the token the vendor was handed, its launch call checked by `checkLaunch`. */
async function launchPlayer(h: Harness, vendor: Vendor, funds = "100", checkLaunch: (body: string, headers: Headers) => void = () => undefined) {
  const player = await newMember(h);
  await fund(h, player.username, funds);
  let handed: { token: string; player: string } | null = null;
  h.routeVendorCalls(async (input, init) => {
    const body = typeof init?.body === "string" ? init.body : "";
    checkLaunch(body, new Headers(init?.headers));
    handed = z.object({ token: z.string(), player: z.string() }).parse(JSON.parse(body));
    return Response.json({ success: true, code: "ok", message: "OK", value: { url: `https://games.studio.test/play?t=${handed.token}` } });
  });
  const launched = await call(h, "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(vendor.game.node_id)}`, { token: player.token });
  expect(launched.success, launched.message).toBe(true);
  if (!handed) throw new Error("the vendor was never asked");
  const { token, player: id } = handed;
  return { ...player, who: { player: id, token } };
}

const P = 2n ** 255n - 19n;
/** The DER head of an Ed25519 SubjectPublicKeyInfo, before the key's 32 bytes. */
const ED25519_SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");
/** 32 bytes as an Ed25519 point is written: y little-endian, the top bit x's sign. */
function ed25519Point(y: bigint, sign = false, encoding: "base64url" | "hex" = "base64url"): string {
  const bytes = Buffer.alloc(32);
  let rest = y;
  for (let i = 0; i < 32; i++, rest >>= 8n) bytes[i] = Number(rest & 0xffn);
  if (sign) bytes[31] = (bytes[31] ?? 0) | 0x80;
  return bytes.toString(encoding);
}

const round = () => `r-${randomUUID()}`;
const tx = () => `t-${randomUUID()}`;
const alerts = async (h: Harness, vendor: string) => z.array(alertRow).parse((await call(h, "GET", `/ops/vendors/alerts?vendor=${vendor}`, { ops: true })).raw);
const ledgerAtZero = async (h: Harness) => expect(await trialBalance(h)).toMatchObject({ balanced: true, total: "0.00", unbalancedTransfers: 0 });

describeOnEachDatabase("outside vendors under attack", (h) => {
  it("refuses a refused debit's signed bytes at the credit endpoint, and keeps its transaction id from any other call", async () => {
    const vendor = await connectVendor(h(), { nth: 0 });
    const player = await launchPlayer(h(), vendor);
    const roundId = round();
    const game = { ...player.who, gameCode: vendor.game.game_code, roundId };
    expect((await vendor.post("debit", { ...game, txId: tx(), amount: "1.00" })).success).toBe(true);
    await h().db.execute("update vendor_session set expires_at = now() - interval '1 second' where member_id = $1", [Number(player.who.player)]);

    // The bet refused for the expired token, then its very bytes and headers sent to /credit (debits and credits share a shape).
    const txId = tx();
    const debit = vendor.signed("debit", { ...game, txId, amount: "50.00" });
    expect(await vendor.send(debit.path, debit.raw, debit.headers)).toMatchObject({ status: 401, code: "token_expired" });
    expect(await vendor.send("/vendor-api/v1/credit", debit.raw, debit.headers)).toMatchObject({ status: 401, code: "invalid_signature" });
    // Even signed for /credit (the vendor's own key), the refused debit's id is spent: it pays nothing.
    expect(await vendor.post("credit", { ...game, txId, amount: "50.00" })).toMatchObject({ status: 409, code: "tx_conflict" });
    expect(await vendor.post("rollback", { ...player.who, roundId, txId, refersTo: tx() })).toMatchObject({ status: 409, code: "tx_conflict" });
    // The same debit again (signed anew) answers the same refusal.
    expect(await vendor.post("debit", { ...game, txId, amount: "50.00" })).toMatchObject({ status: 401, code: "token_expired" });
    expect(await balanceOf(h(), player.token)).toBe("99.00");
    expect((await alerts(h(), vendor.game.vendor_code)).filter((alert) => alert.txId === txId).map((alert) => [alert.kind, alert.code])).toEqual([
      ["rollback", "tx_conflict"],
      ["credit", "tx_conflict"],
    ]);
    await ledgerAtZero(h());
  });

  it("answers the same signed money call sent again (a retry after a lost answer) as the first, and refuses a replayed balance call", async () => {
    const vendor = await connectVendor(h(), { nth: 0 });
    const player = await launchPlayer(h(), vendor);
    const roundId = round();
    const bet = vendor.signed("debit", { ...player.who, gameCode: vendor.game.game_code, roundId, txId: tx(), amount: "5.00" });
    const first = await vendor.send(bet.path, bet.raw, bet.headers);
    expect(first).toMatchObject({ success: true, value: { balance: "95.00", status: "applied" } });
    // The very bytes again, at once from three clients: each learns the bet's fate, and it is taken once.
    const retries = await Promise.all([1, 2, 3].map(() => vendor.send(bet.path, bet.raw, bet.headers)));
    expect(retries.map((retry) => [retry.status, retry.value])).toEqual(Array(3).fill([200, { ...walletAnswer.parse(first.value), status: "replayed" }]));
    // A refused call's bytes again: the same refusal (the balance now), never signature_replayed.
    const tooMuch = vendor.signed("debit", { ...player.who, gameCode: vendor.game.game_code, roundId, txId: tx(), amount: "500.00" });
    expect(await vendor.send(tooMuch.path, tooMuch.raw, tooMuch.headers)).toMatchObject({ status: 409, code: "insufficient_funds", value: { balance: "95.00" } });
    expect(await vendor.send(tooMuch.path, tooMuch.raw, tooMuch.headers)).toMatchObject({ status: 409, code: "insufficient_funds", value: { balance: "95.00" } });
    // The bytes at another endpoint are no call there (the endpoint is signed), and the id stays the debit's.
    expect(await vendor.send("/vendor-api/v1/credit", bet.raw, bet.headers)).toMatchObject({ status: 401, code: "invalid_signature" });
    expect(await vendor.post("credit", { ...JSON.parse(bet.raw), amount: "5.00" })).toMatchObject({ status: 409, code: "tx_conflict" });

    // A balance call claims nothing: its bytes are taken once, a replay refused (and counted on one row for the operator).
    const look = vendor.signed("balance", player.who);
    expect((await vendor.send(look.path, look.raw, look.headers)).success).toBe(true);
    for (let replay = 0; replay < 3; replay++) expect(await vendor.send(look.path, look.raw, look.headers)).toMatchObject({ status: 409, code: "signature_replayed" });
    expect(await balanceOf(h(), player.token)).toBe("95.00");
    const listed = (await alerts(h(), vendor.game.vendor_code)).filter((alert) => alert.code === "signature_replayed");
    expect(listed).toEqual([expect.objectContaining({ vendor: vendor.game.vendor_code, player: player.who.player, kind: "balance", amount: null, repeats: 3 })]);
    await ledgerAtZero(h());
  });

  it("refuses a signature that leaves out the method and path (the old format), or names another endpoint", async () => {
    const vendor = await connectVendor(h(), { nth: 0 });
    const player = await launchPlayer(h(), vendor);
    if (!("secret" in vendor.signer)) throw new Error("an HMAC vendor was expected");
    const raw = JSON.stringify({ ...player.who, gameCode: vendor.game.game_code, roundId: round(), txId: tx(), amount: "5.00" });
    const timestamp = now();
    const old = { [VENDOR_HEADERS.vendor]: vendor.game.vendor_code, [VENDOR_HEADERS.timestamp]: timestamp, [VENDOR_HEADERS.signature]: hmacOldStyle(vendor.signer.secret, `${timestamp}.${raw}`) };
    expect(await vendor.send("/vendor-api/v1/debit", raw, old)).toMatchObject({ status: 401, code: "invalid_signature" });
    // Signed for another path on the same server.
    const elsewhere = { ...old, [VENDOR_HEADERS.signature]: hmacSignature(vendor.signer.secret, { timestamp, method: "POST", path: "/vendor-api/v1/balance", body: raw }) };
    expect(await vendor.send("/vendor-api/v1/debit", raw, elsewhere)).toMatchObject({ status: 401, code: "invalid_signature" });
    expect(await balanceOf(h(), player.token)).toBe("100.00");
  });

  it("plays an Ed25519 vendor end to end: it signs with its private key, the platform signs its launches with a key of its own", async () => {
    const vendor = await connectVendor(h(), { nth: 1, ed25519: true });
    expect(vendor.registered).toMatchObject({ scheme: "ed25519", secret: null });
    const platformKey = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: String(vendor.registered.platformPublicKey) }, format: "jwk" });
    // Nothing secret is kept or shown: the stored and listed vendor carries public keys only.
    const listed = z.array(z.object({ code: z.string(), scheme: z.string(), publicKey: z.string().nullable() })).parse((await call(h(), "GET", "/ops/vendors", { ops: true })).raw);
    expect(listed.find((row) => row.code === vendor.game.vendor_code)).toMatchObject({ scheme: "ed25519", publicKey: vendor.keys?.publicKey.export({ format: "jwk" }).x });

    const player = await launchPlayer(h(), vendor, "100", (body, headers) => {
      const message = `${headers.get(VENDOR_HEADERS.timestamp) ?? ""}.POST./launch.${body}`;
      expect(verify(null, Buffer.from(message), platformKey, Buffer.from(headers.get(VENDOR_HEADERS.signature) ?? "", "hex"))).toBe(true);
    });
    const { currency } = walletAnswer.parse((await vendor.post("balance", player.who)).value);
    const game = { ...player.who, gameCode: vendor.game.game_code, roundId: round(), currency };
    // Its protocol names the currency on every money call: without it, refused, and the id spent like any refused call's.
    const { currency: _left, ...unnamed } = game;
    const bare = tx();
    expect(await vendor.post("debit", { ...unnamed, txId: bare, amount: "10.00" })).toMatchObject({ status: 400, code: "currency_required" });
    expect(await vendor.post("credit", { ...unnamed, txId: tx(), amount: "10.00" })).toMatchObject({ status: 400, code: "currency_required" });
    expect(await vendor.post("rollback", { ...player.who, roundId: game.roundId, txId: tx(), refersTo: tx() })).toMatchObject({ status: 400, code: "currency_required" });
    expect(await vendor.post("credit", { ...game, txId: bare, amount: "10.00" })).toMatchObject({ status: 409, code: "tx_conflict" });
    expect(await vendor.post("debit", { ...game, txId: tx(), amount: "10.00" })).toMatchObject({ success: true, value: { balance: "90.00", status: "applied" } });
    expect(await vendor.post("credit", { ...game, txId: tx(), amount: "25.00" })).toMatchObject({ success: true, value: { balance: "115.00", status: "applied" } });
    // Another key pair, or an HMAC made with anything at hand, is not the vendor.
    const stranger = generateKeyPairSync("ed25519");
    expect(await vendor.post("debit", { ...game, roundId: round(), txId: tx(), amount: "1.00" }, { privateKey: stranger.privateKey })).toMatchObject({ status: 401, code: "invalid_signature" });
    expect(await vendor.post("debit", { ...game, roundId: round(), txId: tx(), amount: "1.00" }, { secret: String(vendor.registered.platformPublicKey) })).toMatchObject({ status: 401, code: "invalid_signature" });

    // A new key: the old one still signs through the grace; an Ed25519 vendor is never handed a secret.
    const next = generateKeyPairSync("ed25519");
    expect((await call(h(), "POST", `/ops/vendors/${vendor.game.vendor_code}/secret`, { ops: true, body: {} })).code).toBe("public_key_required");
    const rotated = await call(h(), "POST", `/ops/vendors/${vendor.game.vendor_code}/secret`, { ops: true, body: { graceMinutes: 10, publicKey: next.publicKey.export({ format: "jwk" }).x } });
    expect(rotated.value).toMatchObject({ scheme: "ed25519", secret: null, platformPublicKey: vendor.registered.platformPublicKey });
    expect((await vendor.post("balance", player.who)).success).toBe(true);
    expect((await vendor.post("balance", player.who, { privateKey: next.privateKey })).success).toBe(true);
    expect(await balanceOf(h(), player.token)).toBe("115.00");
    await ledgerAtZero(h());
  });

  it("refuses a win above the round's ceiling (amount or multiple of its bets), keeps the round open, and lists it for the operator", async () => {
    const vendor = await connectVendor(h(), { nth: 0 });
    const code = vendor.game.vendor_code;
    const player = await launchPlayer(h(), vendor);
    const roundId = round();
    const game = { ...player.who, gameCode: vendor.game.game_code, roundId };
    await vendor.post("debit", { ...game, txId: tx(), amount: "0.10" });
    const greedy = tx();
    expect(await vendor.post("credit", { ...game, txId: greedy, amount: "999999999999.99" })).toMatchObject({ status: 409, code: "win_limit_exceeded" });
    // Within the default ceilings (10,000 times the bets) it pays; a retry of the refused win is refused the same.
    expect(await vendor.post("credit", { ...game, txId: tx(), amount: "1001.00", final: false })).toMatchObject({ status: 409, code: "win_limit_exceeded" });
    expect(await vendor.post("credit", { ...game, txId: greedy, amount: "999999999999.99" })).toMatchObject({ status: 409, code: "win_limit_exceeded" });
    expect(await balanceOf(h(), player.token)).toBe("99.90");
    const listed = await alerts(h(), code);
    expect(listed.filter((alert) => alert.code === "win_limit_exceeded").map((alert) => alert.amount)).toEqual(["1001.00", "999999999999.99"]);
    expect(listed[1]).toMatchObject({ vendor: code, player: player.who.player, roundId, txId: greedy, kind: "credit", amount: "999999999999.99" });
    expect(new Date(listed[1]?.time ?? "").getTime()).toBeGreaterThan(Date.now() - 60_000);

    // The operator's ceilings: the vendor's, then one game's own below them.
    expect((await call(h(), "PUT", `/ops/vendors/${code}/limits`, { ops: true, body: { maxWin: "500.00", maxWinMultiple: 20 } })).value).toMatchObject({ maxWin: "500.00", maxWinMultiple: 20 });
    const next = { ...game, roundId: round() };
    await vendor.post("debit", { ...next, txId: tx(), amount: "10.00" });
    expect(await vendor.post("credit", { ...next, txId: tx(), amount: "200.01", final: false })).toMatchObject({ code: "win_limit_exceeded" });
    expect((await vendor.post("credit", { ...next, txId: tx(), amount: "120.00", final: false })).success).toBe(true);
    await call(h(), "PUT", `/ops/vendors/${code}/limits/${encodeURIComponent(vendor.game.node_id)}`, { ops: true, body: { maxWin: "150.00", maxWinMultiple: null } });
    // The round has won 120.00: 30.01 more would pass the game's 150.00.
    expect(await vendor.post("credit", { ...next, txId: tx(), amount: "30.01" })).toMatchObject({ code: "win_limit_exceeded" });
    expect((await vendor.post("credit", { ...next, txId: tx(), amount: "30.00" })).success).toBe(true);
    expect((await call(h(), "GET", `/ops/vendors/${code}/limits`, { ops: true })).value).toMatchObject({ games: [{ gameId: vendor.game.id, maxWin: "150.00", maxWinMultiple: null }] });
    expect(await balanceOf(h(), player.token)).toBe(String((99.9 - 10 + 150).toFixed(2)));
    const records = await call(h(), "GET", "/wps/v2/bets", { token: player.token });
    expect(records.value.list).toContainEqual(expect.objectContaining({ roundId, bet: "0.10", win: "0.00", status: "open" }));
    await ledgerAtZero(h());
  });

  it("keeps every house code from outside vendors, and an outside call from the house's rounds and transactions", async () => {
    // Every code the house plays its own games under (the seed's house engines) is reserved.
    const houseCodes = (await h().db.query(z.object({ vendor_code: z.string() }), "select distinct vendor_code from game where house_engine is not null")).map((row) => row.vendor_code);
    expect(houseCodes.length).toBeGreaterThan(5);
    for (const code of houseCodes) expect(HOUSE_VENDOR_CODES).toContain(code);
    for (const code of HOUSE_VENDOR_CODES) {
      const answer = await call(h(), "POST", "/ops/vendors", { ops: true, body: { code, name: "Not the house", launchUrl: LAUNCH_URL } });
      expect([code, answer.status, answer.code]).toEqual([code, 400, "house_vendor"]);
    }

    // An open esports bet's round, and a house seamless bet, as the house records them.
    const player = await newMember(h());
    await fund(h(), player.username, "100");
    const [member] = await h().db.query(z.object({ id: z.coerce.number() }), "select id from member where username = $1", [player.username]);
    const [esports] = await h().db.query(z.object({ id: z.number() }), "select id from game where vendor_code = 'ARENA' order by id limit 1");
    if (!member || !esports) throw new Error("no member or esports game");
    const houseRound = `bet-${randomUUID()}`;
    await h().asMerchant(async () => {
      await h().services.casino.rounds.open(h().db, { memberId: member.id, gameId: esports.id, vendor: "ARENA", roundId: houseRound, bet: 500n, detail: {} });
      await h().services.casino.seamless.debit({ vendor: "ARENA", memberId: member.id, txId: `${houseRound}:bet`, roundId: houseRound, amount: 500n });
    });
    const dayFigures = () => h().db.query(z.object({ rounds: z.coerce.number(), win: z.coerce.bigint() }), "select rounds, win_minor as win from member_day_stats where member_id = $1", [member.id]);
    const before = await dayFigures();

    // An ARENA connection made before the code was reserved (here by hand): its calls are refused at the door, and the
    // operator cannot switch it on again.
    const secret = "arena-secret-0123456789abcdefghij";
    await h().db.execute(
      "insert into vendor_connection (merchant_id, code, name, launch_url, secret_enc) select id, 'ARENA', 'Not the house', $1, $2 from merchant where code = 'TALA'",
      [LAUNCH_URL, secretBox(SECRETS_KEY).seal(secret)],
    );
    const arena = (endpoint: string, body: Record<string, unknown>) => {
      const path = `/vendor-api/v1/${endpoint}`;
      const raw = JSON.stringify({ ...body, requestId: randomUUID() });
      const timestamp = now();
      return h().request(path, {
        method: "POST", body: raw,
        headers: { [VENDOR_HEADERS.vendor]: "ARENA", [VENDOR_HEADERS.timestamp]: timestamp, [VENDOR_HEADERS.signature]: hmacSignature(secret, { timestamp, method: "POST", path, body: raw }) },
      }).then(envelope);
    };
    const who = { player: String(member.id), gameCode: "dota", roundId: houseRound };
    expect((await arena("credit", { ...who, txId: tx(), amount: "0.00" })).code).toBe("house_vendor");
    expect((await arena("rollback", { ...who, txId: tx(), refersTo: `${houseRound}:bet` })).code).toBe("house_vendor");
    expect((await arena("balance", { player: who.player })).code).toBe("house_vendor");
    expect((await call(h(), "PUT", "/ops/vendors/ARENA", { ops: true, body: { enabled: false } })).success).toBe(true);
    expect(await call(h(), "PUT", "/ops/vendors/ARENA", { ops: true, body: { enabled: true } })).toMatchObject({ status: 400, code: "house_vendor" });
    // Behind the door too, an outside call under the code reaches nothing the house wrote.
    const outsideCall = (move: () => Promise<unknown>) => h().asMerchant(move).then(() => "applied", (error: unknown) => (error instanceof HttpError ? error.code : String(error)));
    const seamless = h().services.casino.seamless;
    const arenaMove = { vendor: "ARENA", memberId: member.id, roundId: houseRound };
    expect(await outsideCall(() => seamless.credit({ ...arenaMove, txId: tx(), amount: 0n }, { token: null }))).toBe("round_not_found");
    expect(await outsideCall(() => seamless.credit({ ...arenaMove, txId: tx(), amount: 90_000n }, { token: null }))).toBe("round_not_found");
    expect(await outsideCall(() => seamless.rollback({ ...arenaMove, txId: tx(), refersTo: `${houseRound}:bet` }, { token: null }))).toBe("tx_conflict");
    expect(await outsideCall(() => seamless.credit({ ...arenaMove, txId: `${houseRound}:bet`, amount: 500n }, { token: null }))).toBe("tx_conflict");
    const [stillOpen] = await h().db.query(z.object({ status: z.string(), win_minor: z.coerce.bigint() }), "select status, win_minor from game_round where vendor_code = 'ARENA' and round_id = $1", [houseRound]);
    expect(stillOpen).toEqual({ status: "open", win_minor: 0n });
    expect(await dayFigures()).toEqual(before);
    expect(await balanceOf(h(), player.token)).toBe("95.00");
    await h().db.execute("delete from vendor_connection where code = 'ARENA'");
    await ledgerAtZero(h());
  });

  it("takes as the house's any code with a house-engine game in the catalogue, rounds or none: no registration, no calls, not switched on", async () => {
    const vendor = await connectVendor(h(), { nth: 3 });
    const code = vendor.game.vendor_code;
    const player = await launchPlayer(h(), vendor);
    expect((await vendor.post("balance", player.who)).success).toBe(true);
    // The house takes up a game under the code (a catalogue change); it has no round yet.
    const [houseGame] = await h().db.query(
      z.object({ id: z.number() }),
      `insert into game (merchant_id, node_id, vendor_code, game_type, game_code, names, search_text, image_url, house_engine)
       select merchant_id, 'house-' || node_id, vendor_code, game_type, game_code, names, search_text, image_url, 'slot' from game where id = $1 returning id`,
      [vendor.game.id],
    );
    if (!houseGame) throw new Error("no house game made");
    expect(await h().db.query(z.object({ n: z.coerce.number() }), "select count(*) as n from game_round where vendor_code = $1 and not outside", [code])).toEqual([{ n: 0 }]);
    // Any change of the operator's makes every process read the connection anew (as its 30 s cache would).
    expect((await call(h(), "PUT", `/ops/vendors/${code}`, { ops: true, body: { name: "Renamed" } })).success).toBe(true);
    expect(await vendor.post("balance", player.who)).toMatchObject({ status: 403, code: "house_vendor" });
    expect(await vendor.post("debit", { ...player.who, gameCode: vendor.game.game_code, roundId: round(), txId: tx(), amount: "1.00" })).toMatchObject({ status: 403, code: "house_vendor" });
    expect(await call(h(), "PUT", `/ops/vendors/${code}`, { ops: true, body: { enabled: true } })).toMatchObject({ status: 400, code: "house_vendor" });
    await h().db.execute("delete from vendor_connection where code = $1", [code]);
    expect(await call(h(), "POST", "/ops/vendors", { ops: true, body: { code, name: "Not the house", launchUrl: LAUNCH_URL } })).toMatchObject({ status: 400, code: "house_vendor" });
    expect(await balanceOf(h(), player.token)).toBe("100.00");
    await h().db.execute("delete from game where id = $1", [houseGame.id]);
  });

  it("refuses a bet, win or refund in another currency than the merchant's, and lists it", async () => {
    const vendor = await connectVendor(h(), { nth: 0 });
    const player = await launchPlayer(h(), vendor);
    const game = { ...player.who, gameCode: vendor.game.game_code, roundId: round() };
    const placed = await vendor.post("debit", { ...game, txId: tx(), amount: "10.00" });
    const currency = z.object({ currency: z.string() }).parse(placed.value).currency;
    const foreign = currency === "USD" ? "EUR" : "USD";
    const foreignBet = tx();
    const foreignDebit = { ...game, txId: foreignBet, amount: "10.00", currency: foreign };
    expect(await vendor.post("debit", foreignDebit)).toMatchObject({ status: 409, code: "wrong_currency" });
    // Sent again, signed anew or as the same bytes: the same refusal, and no new row for the operator each time.
    const sameBytes = vendor.signed("debit", foreignDebit);
    for (let again = 0; again < 3; again++) {
      expect(await vendor.post("debit", foreignDebit)).toMatchObject({ status: 409, code: "wrong_currency" });
      expect(await vendor.send(sameBytes.path, sameBytes.raw, sameBytes.headers)).toMatchObject({ status: 409, code: "wrong_currency" });
    }
    // The refused call keeps its id: no call under it passes, in the right currency either.
    expect(await vendor.post("credit", { ...foreignDebit, currency })).toMatchObject({ status: 409, code: "tx_conflict" });
    expect(await vendor.post("debit", { ...foreignDebit, currency })).toMatchObject({ status: 409, code: "wrong_currency" });
    expect(await vendor.post("credit", { ...game, txId: tx(), amount: "30.00", currency: foreign })).toMatchObject({ status: 409, code: "wrong_currency" });
    expect(await vendor.post("rollback", { ...player.who, roundId: game.roundId, txId: tx(), refersTo: tx(), currency: foreign })).toMatchObject({ status: 409, code: "wrong_currency" });
    expect((await vendor.post("debit", { ...game, txId: tx(), amount: "1.00", currency })).value).toMatchObject({ balance: "89.00", currency });
    expect(await balanceOf(h(), player.token)).toBe("89.00");
    const listed = await alerts(h(), vendor.game.vendor_code);
    expect(listed.filter((alert) => alert.code === "wrong_currency").map((alert) => [alert.kind, alert.amount, alert.repeats])).toEqual([
      ["rollback", null, 1],
      ["credit", "30.00", 1],
      ["debit", "10.00", 1],
    ]);
    expect(listed.filter((alert) => alert.txId === foreignBet).map((alert) => [alert.kind, alert.code])).toEqual([
      ["credit", "tx_conflict"],
      ["debit", "wrong_currency"],
    ]);
    await ledgerAtZero(h());
  });

  it("warns the operator while a vendor takes calls from any address, and wants https addresses in production", async () => {
    const open = await connectVendor(h(), { nth: 2 });
    expect(String(open.registered.warning)).toMatch(/any address/);
    const listed = z.array(z.object({ code: z.string(), warning: z.string().nullable() })).parse((await call(h(), "GET", "/ops/vendors", { ops: true })).raw);
    expect(listed.find((row) => row.code === open.game.vendor_code)?.warning).toMatch(/any address/);
    const fenced = await call(h(), "PUT", `/ops/vendors/${open.game.vendor_code}`, { ops: true, body: { allowedIps: ["203.0.113.0/24"] } });
    expect(fenced.value.warning).toBeNull();

    const production = createVendors(h().db, {
      wallet: h().services.wallet, seamless: h().services.casino.seamless, members: { ofMerchant: async () => new Set<number>() }, games: h().services.games,
      box: secretBox(SECRETS_KEY), production: true,
    });
    await h().db.execute("delete from vendor_connection where code = 'NOVA'");
    await expect(h().asMerchant(() => production.register({ code: "NOVA", name: "Plain", launchUrl: "http://games.studio.test/launch" }))).rejects.toMatchObject({ code: "https_required" });
    await expect(h().asMerchant(() => production.register({ code: "NOVA", name: "Plain", launchUrl: LAUNCH_URL, reportUrl: "http://games.studio.test/report" }))).rejects.toMatchObject({ code: "https_required" });
    await h().asMerchant(() => production.register({ code: "NOVA", name: "Secure", launchUrl: LAUNCH_URL }));
    await expect(h().asMerchant(() => production.update("NOVA", { launchUrl: "http://games.studio.test/launch" }))).rejects.toMatchObject({ code: "https_required" });
    await h().db.execute("delete from vendor_connection where code = 'NOVA'");
  });

  it("refuses a public key of small order, not canonical or no point, so no signature anyone can make passes for a vendor", async () => {
    const register = (code: string, publicKey: string) => call(h(), "POST", "/ops/vendors", { ops: true, body: { code, name: "Weak key", launchUrl: LAUNCH_URL, publicKey } });
    const identity = ed25519Point(1n);
    const pem = (raw: string) => `-----BEGIN PUBLIC KEY-----\n${Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(raw, "base64url")]).toString("base64")}\n-----END PUBLIC KEY-----\n`;
    const cases: [string, string, string][] = [
      ["the identity", identity, "weak_public_key"],
      ["all zeros (order 4)", ed25519Point(0n), "weak_public_key"],
      ["order 2 (y = p - 1)", ed25519Point(P - 1n), "weak_public_key"],
      ["the identity as PEM", pem(identity), "weak_public_key"],
      ["the identity written with y >= p", ed25519Point(P + 1n), "invalid_public_key"],
      ["x = 0 with the sign bit set", ed25519Point(1n, true), "invalid_public_key"],
      ["no point of the curve (y = 2)", ed25519Point(2n), "invalid_public_key"],
    ];
    for (const [what, key, code] of cases) {
      const answer = await register("ZZWEAK", key);
      expect([what, answer.status, answer.code]).toEqual([what, 400, code]);
    }
    expect((await call(h(), "GET", "/ops/vendors", { ops: true })).raw).not.toContainEqual(expect.objectContaining({ code: "ZZWEAK" }));
    // A key made as keys are made is taken; a rotation to a weak one is refused like a registration.
    const sound = generateKeyPairSync("ed25519").publicKey.export({ format: "jwk" }).x ?? "";
    expect(await register("ZZWEAK", sound)).toMatchObject({ success: true, value: { scheme: "ed25519", publicKey: sound } });
    expect(await call(h(), "POST", "/ops/vendors/ZZWEAK/secret", { ops: true, body: { publicKey: identity } })).toMatchObject({ status: 400, code: "weak_public_key" });
    await h().db.execute("delete from vendor_connection where code = 'ZZWEAK'");
  });

  it("refuses the forgery (R = identity, S = 0) that any message passes under the identity key, end to end, for a key kept before keys were checked", async () => {
    const vendor = await connectVendor(h(), { nth: 2, ed25519: true });
    const code = vendor.game.vendor_code;
    const player = await launchPlayer(h(), vendor);
    // The identity stored as the vendor's key by hand (as a row from before the check would hold it), read anew.
    await h().db.execute("update vendor_connection set public_key = $2 where code = $1", [code, ed25519Point(1n)]);
    expect((await call(h(), "PUT", `/ops/vendors/${code}`, { ops: true, body: { name: "Forged" } })).success).toBe(true);
    const forged = ed25519Point(1n, false, "hex") + "00".repeat(32);
    const forge = (endpoint: string, body: Record<string, unknown>) => {
      const request = vendor.signed(endpoint, { ...body, requestId: randomUUID() });
      return vendor.send(request.path, request.raw, { ...request.headers, [VENDOR_HEADERS.signature]: forged });
    };
    expect(await forge("balance", player.who)).toMatchObject({ status: 401, code: "invalid_signature" });
    expect(await forge("debit", { ...player.who, gameCode: vendor.game.game_code, roundId: round(), txId: tx(), amount: "100.00", currency: "BDT" })).toMatchObject({ status: 401, code: "invalid_signature" });
    expect(await forge("credit", { ...player.who, gameCode: vendor.game.game_code, roundId: round(), txId: tx(), amount: "100.00", currency: "BDT" })).toMatchObject({ status: 401, code: "invalid_signature" });
    expect(await balanceOf(h(), player.token)).toBe("100.00");
    await ledgerAtZero(h());
  });

  it("keeps the claim of a call refused for its player, its amount or its missing token: its id passes as no other call", async () => {
    const vendor = await connectVendor(h(), { nth: 0 });
    const player = await launchPlayer(h(), vendor);
    const roundId = round();
    const game = { ...player.who, gameCode: vendor.game.game_code, roundId };
    expect((await vendor.post("debit", { ...game, txId: tx(), amount: "1.00" })).success).toBe(true);
    const { token: _token, ...tokenless } = game;

    const zeroBet = tx();
    expect(await vendor.post("debit", { ...game, txId: zeroBet, amount: "0.00" })).toMatchObject({ status: 400, code: "invalid_amount" });
    expect(await vendor.post("debit", { ...game, txId: zeroBet, amount: "0.00" })).toMatchObject({ status: 400, code: "invalid_amount" });
    expect(await vendor.post("credit", { ...game, txId: zeroBet, amount: "0.00" })).toMatchObject({ status: 409, code: "tx_conflict" });
    const noToken = tx();
    expect(await vendor.post("debit", { ...tokenless, txId: noToken, amount: "5.00" })).toMatchObject({ status: 401, code: "invalid_token" });
    expect(await vendor.post("credit", { ...tokenless, txId: noToken, amount: "5.00" })).toMatchObject({ status: 409, code: "tx_conflict" });
    expect(await vendor.post("debit", { ...game, txId: noToken, amount: "5.00" })).toMatchObject({ status: 401, code: "invalid_token" });
    const stranger = tx();
    const strangerWin = { ...tokenless, player: "999999999", txId: stranger, amount: "50.00" };
    expect(await vendor.post("credit", strangerWin)).toMatchObject({ status: 404, code: "player_not_found" });
    expect(await vendor.post("credit", strangerWin)).toMatchObject({ status: 404, code: "player_not_found" });
    // The same id for our player's win: another call, refused, however often it is tried (one row, counted, for the operator).
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await vendor.post("credit", { ...game, txId: stranger, amount: "50.00" })).toMatchObject({ status: 409, code: "tx_conflict" });
    }
    expect(await balanceOf(h(), player.token)).toBe("99.00");
    const listed = (await alerts(h(), vendor.game.vendor_code)).filter((alert) => [zeroBet, noToken, stranger].includes(alert.txId ?? ""));
    expect(listed.map((alert) => [alert.txId, alert.kind, alert.code, alert.repeats])).toEqual([
      [stranger, "credit", "tx_conflict", 3],
      [noToken, "credit", "tx_conflict", 1],
      [zeroBet, "credit", "tx_conflict", 1],
    ]);
    await ledgerAtZero(h());
  });

  it("caps a game's ceilings at its vendor's: a game's higher one does not raise them", async () => {
    const vendor = await connectVendor(h(), { nth: 0 });
    const code = vendor.game.vendor_code;
    const player = await launchPlayer(h(), vendor);
    const game = { ...player.who, gameCode: vendor.game.game_code, roundId: round() };
    await vendor.post("debit", { ...game, txId: tx(), amount: "10.00" });
    const setLimits = (path: string, body: Record<string, unknown>) => call(h(), "PUT", `/ops/vendors/${code}/limits${path}`, { ops: true, body });
    expect((await setLimits("", { maxWin: "1000.00", maxWinMultiple: 5 })).success).toBe(true);
    expect((await setLimits(`/${encodeURIComponent(vendor.game.node_id)}`, { maxWin: "100000.00", maxWinMultiple: 1000 })).success).toBe(true);
    // The vendor's 5x of 10.00: 50.00, whatever the game's 1000x says.
    expect(await vendor.post("credit", { ...game, txId: tx(), amount: "50.01", final: false })).toMatchObject({ status: 409, code: "win_limit_exceeded" });
    expect((await setLimits("", { maxWin: "30.00", maxWinMultiple: 1000 })).success).toBe(true);
    // The vendor's 30.00, whatever the game's 100,000.00 says.
    expect(await vendor.post("credit", { ...game, txId: tx(), amount: "30.01", final: false })).toMatchObject({ status: 409, code: "win_limit_exceeded" });
    expect(await vendor.post("credit", { ...game, txId: tx(), amount: "30.00" })).toMatchObject({ success: true, value: { balance: "120.00" } });
    await ledgerAtZero(h());
  });

  it("remembers a signed message by the app's clock for twice its window, and forgets refusals not seen for 90 days", async () => {
    const vendor = await connectVendor(h(), { nth: 0 });
    const player = await launchPlayer(h(), vendor);
    const look = vendor.signed("balance", { ...player.who, requestId: randomUUID() });
    const signedAt = Number(look.headers[VENDOR_HEADERS.timestamp]);
    expect((await vendor.send(look.path, look.raw, look.headers)).success).toBe(true);
    const digest = signedDigest(vendor.game.vendor_code, { timestamp: String(signedAt), method: "POST", path: look.path, body: look.raw });
    const kept = async () => (await h().db.query(z.object({ n: z.coerce.number() }), "select count(*) as n from vendor_signature_seen where digest = $1", [digest]))[0]?.n;
    const sweepAt = async (seconds: number) => {
      const clock = vi.spyOn(Date, "now").mockReturnValue(seconds * 1000);
      try {
        await h().services.casino.vendors.sweepTokens();
      } finally {
        clock.mockRestore();
      }
    };
    // The app takes the timestamp until 300 s past it; another process whose clock is up to 300 s behind, until 600 s.
    await sweepAt(signedAt + 599);
    expect(await kept()).toBe(1);
    await sweepAt(signedAt + 601);
    expect(await kept()).toBe(0);

    const old = tx();
    const recent = tx();
    const game = { ...player.who, gameCode: vendor.game.game_code, roundId: round() };
    for (const txId of [old, recent]) expect((await vendor.post("debit", { ...game, txId, amount: "1.00", currency: "XXX" })).code).toBe("wrong_currency");
    await h().db.execute("update vendor_refusal set last_at = now() - interval '91 days' where tx_id = $1", [old]);
    await h().db.execute("update vendor_refusal set last_at = now() - interval '89 days' where tx_id = $1", [recent]);
    await h().services.casino.vendors.sweepTokens();
    expect((await alerts(h(), vendor.game.vendor_code)).filter((alert) => alert.txId === old || alert.txId === recent).map((alert) => alert.txId)).toEqual([recent]);
  });

  it("answers a public key that is not one with a 400", async () => {
    const answer = await call(h(), "POST", "/ops/vendors", { ops: true, body: { code: "ZZTEST", name: "Bad key", launchUrl: LAUNCH_URL, publicKey: "A".repeat(43) + "x".repeat(5) } });
    expect([answer.status, answer.code]).toEqual([400, "invalid_public_key"]);
  });
});
