// Playing for money: launch tokens only the right session uses once, the house slot on the seamless wallet, provably
// fair rounds, betting records and profit; the seamless wallet applies each vendor call once and never overdraws.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hashSeed } from "../../server/lib/fair";
import { spin, theoreticalRtp } from "../../server/modules/casino/house/slot";
import { spinWheel } from "../../server/modules/casino/house/roulette";
import { decimalToMinor } from "../../server/lib/money";
import { describeOnEachDatabase, type Harness } from "./harness";
import { balanceOf, call, fund, newMember } from "./walletApi";

const HOUSE_SLOT = async (h: Harness) => {
  const [game] = await h.db.query(z.object({ node_id: z.string() }), "select node_id from game where vendor_code = 'TALA' and game_type = 'RNG' order by id limit 1");
  if (!game) throw new Error("no house slot in the seed");
  return game.node_id;
};
const OTHER_GAME = async (h: Harness) => {
  const [game] = await h.db.query(z.object({ node_id: z.string() }), "select node_id from game where vendor_code <> 'TALA' order by id limit 1");
  return game?.node_id ?? "";
};
const memberId = async (h: Harness, username: string) => {
  const [row] = await h.db.query(z.object({ id: z.coerce.number() }), "select id from member where username = $1", [username]);
  if (!row) throw new Error("no member");
  return row;
};

/** A vendor's calls on the seamless wallet, each for the demo merchant as the vendor's request would be. */
function seamlessOf(h: Harness) {
  const seamless = h.services.casino.seamless;
  return {
    debit: (call: Parameters<typeof seamless.debit>[0]) => h.asMerchant(() => seamless.debit(call)),
    credit: (call: Parameters<typeof seamless.credit>[0]) => h.asMerchant(() => seamless.credit(call)),
    rollback: (call: Parameters<typeof seamless.rollback>[0]) => h.asMerchant(() => seamless.rollback(call)),
  };
}

async function openGame(h: Harness, token: string) {
  const launched = await call(h, "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(await HOUSE_SLOT(h))}`, { token });
  expect(launched.success, launched.message).toBe(true);
  const session = await call(h, "POST", "/wps/house/session", { token, body: { launchToken: launched.value.launchToken, clientSeed: "player-seed" } });
  expect(session.success, session.message).toBe(true);
  return String(session.value.sessionId);
}

describe("the house slot", () => {
  it("states an RTP that follows from its strips and paytable", () => {
    expect(theoreticalRtp()).toBeCloseTo(0.9546751, 6);
  });
  it("gives the same reels for the same seeds and nonce, and other reels for the next nonce", () => {
    const seeds = { serverSeed: "s".repeat(64), clientSeed: "c", nonce: 7 };
    expect(spin(seeds, 1000n)).toEqual(spin(seeds, 1000n));
    expect(spin({ ...seeds, nonce: 8 }, 1000n).reels).not.toEqual(spin(seeds, 1000n).reels);
  });
  it("says where each paying line runs: its row on every reel, the winning symbol on the first `count` of them", () => {
    let paid = 0;
    for (let nonce = 0; nonce < 400; nonce++) {
      const result = spin({ serverSeed: "s".repeat(64), clientSeed: "lines", nonce }, 1000n);
      for (const win of result.wins) {
        paid++;
        expect(win.rows).toHaveLength(5);
        expect(win.rows.slice(0, win.count).map((row, reel) => result.reels[reel]?.[row])).toEqual(Array.from({ length: win.count }, () => win.symbol));
        if (win.count < 5) expect(result.reels[win.count]?.[win.rows[win.count] ?? -1]).not.toBe(win.symbol);
      }
    }
    expect(paid).toBeGreaterThan(20);
  });
});

describeOnEachDatabase("casino", (h) => {
  it("launches the house slot only for the session that asked, once, before it expires", async () => {
    const player = await newMember(h());
    const other = await newMember(h());
    const nodeId = await HOUSE_SLOT(h());
    const launch = async () => (await call(h(), "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(nodeId)}`, { token: player.token })).value;
    const first = await launch();
    expect(String(first.url)).toContain("/game?");
    const stolen = await call(h(), "POST", "/wps/house/session", { token: other.token, body: { launchToken: first.launchToken } });
    expect(stolen).toMatchObject({ status: 403, code: "launch_refused" });
    expect((await call(h(), "POST", "/wps/house/session", { token: player.token, body: { launchToken: first.launchToken } })).success).toBe(true);
    const replayed = await call(h(), "POST", "/wps/house/session", { token: player.token, body: { launchToken: first.launchToken } });
    expect(replayed.code).toBe("launch_refused");
    const second = await launch();
    await h().db.execute("update game_launch set expires_at = now() - interval '1 second' where used_at is null");
    expect((await call(h(), "POST", "/wps/house/session", { token: player.token, body: { launchToken: second.launchToken } })).code).toBe("launch_refused");
    const notHouse = await call(h(), "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(await OTHER_GAME(h()))}`, { token: player.token });
    expect(notHouse).toMatchObject({ status: 409, code: "game_maintenance" });
  });

  it("plays ten spins from the wallet, records each round, and the revealed seed proves every reel", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "100");
    const sessionId = await openGame(h(), token);
    let expected = decimalToMinor("100");
    for (let i = 0; i < 10; i++) {
      const played = await call(h(), "POST", "/wps/house/slot/spin", { token, body: { sessionId, bet: "1.00" } });
      expect(played.success, played.message).toBe(true);
      expected += decimalToMinor(String(played.value.win)) - 100n;
      expect(decimalToMinor(String(played.value.balance))).toBe(expected);
    }
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(expected);
    const bets = await call(h(), "GET", "/wps/v2/bets", { token });
    const list = z.array(z.object({ bet: z.string(), win: z.string(), roundId: z.string() })).parse(bets.value.list);
    expect(list).toHaveLength(10);
    const profit = z.object({ total: z.object({ rounds: z.number(), bet: z.string(), profit: z.string() }) }).parse((await call(h(), "GET", "/wps/v2/bets/profit", { token })).value);
    expect(profit.total).toMatchObject({ rounds: 10, bet: "10.00" });
    expect(decimalToMinor(profit.total.profit)).toBe(expected - decimalToMinor("100"));

    const [round] = await h().db.query(z.object({ detail: z.object({ reels: z.array(z.array(z.string())), nonce: z.number() }) }), "select detail from game_round where round_id = $1", [`${sessionId}:3`]);
    const revealed = z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string() }).parse((await call(h(), "POST", "/wps/house/session/reveal", { token, body: { sessionId } })).value);
    expect(hashSeed(revealed.serverSeed)).toBe(revealed.serverSeedHash);
    expect(spin({ serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: 3 }, 100n).reels).toEqual(round?.detail.reels);
    const afterReveal = await call(h(), "POST", "/wps/house/slot/spin", { token, body: { sessionId, bet: "1.00" } });
    expect(afterReveal.code).toBe("session_ended");
  });

  it("refuses bets it cannot take and moves nothing", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "1");
    const sessionId = await openGame(h(), token);
    for (const bet of ["0", "-1", "0.05", "abc", "5000"]) {
      const refused = await call(h(), "POST", "/wps/house/slot/spin", { token, body: { sessionId, bet } });
      expect(refused.status, bet).toBeGreaterThanOrEqual(400);
      expect(refused.status, bet).toBeLessThan(500);
    }
    const tooPoor = await call(h(), "POST", "/wps/house/slot/spin", { token, body: { sessionId, bet: "2.00" } });
    expect(tooPoor.code).toBe("insufficient_funds");
    expect(await balanceOf(h(), token)).toBe("1.00");
    expect((await call(h(), "POST", "/wps/house/slot/spin", { token, body: { sessionId: "00000000-0000-0000-0000-000000000000", bet: "1.00" } })).code).toBe("session_ended");
  });

  it("applies a vendor's debit, credit and rollback once each, whatever repeats", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "50");
    const member = await memberId(h(), username);
    const seamless = seamlessOf(h());
    const base = { vendor: "TALA", memberId: member.id, roundId: "r-1" };
    const debits = await Promise.all([1, 2, 3].map(() => seamless.debit({ ...base, txId: "d-1", amount: 1000n })));
    expect(debits.filter((d) => d.status === "applied")).toHaveLength(1);
    await seamless.credit({ ...base, txId: "c-1", amount: 2500n });
    await seamless.credit({ ...base, txId: "c-1", amount: 2500n });
    expect(await balanceOf(h(), token)).toBe("65.00");
    await expect(seamless.credit({ ...base, txId: "c-1", amount: 1n })).rejects.toMatchObject({ code: "tx_conflict" });
    const rollbacks = await Promise.all([1, 2].map(() => seamless.rollback({ ...base, txId: "rb-1", refersTo: "d-1" })));
    expect(rollbacks.map((r) => r.status).sort()).toEqual(["applied", "replayed"]);
    expect(await balanceOf(h(), token)).toBe("75.00");
  });

  it("records a rollback of an unknown debit and refuses that debit when it comes", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "20");
    const member = await memberId(h(), username);
    const seamless = seamlessOf(h());
    const base = { vendor: "TALA", memberId: member.id, roundId: "r-2" };
    expect((await seamless.rollback({ ...base, txId: "rb-9", refersTo: "d-9" })).status).toBe("nothing_to_roll_back");
    await expect(seamless.debit({ ...base, txId: "d-9", amount: 500n })).rejects.toMatchObject({ code: "rolled_back" });
    expect(await balanceOf(h(), token)).toBe("20.00");
  });

  it("never overdraws under concurrent bets", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "10");
    const member = await memberId(h(), username);
    const seamless = seamlessOf(h());
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => seamless.debit({ vendor: "TALA", memberId: member.id, roundId: `c-${i}`, txId: `cd-${i}`, amount: 100n })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(await balanceOf(h(), token)).toBe("0.00");
    // A refused bet stays refused when the vendor retries it, even once there is money again.
    await fund(h(), username, "5");
    const refused = results.findIndex((r) => r.status === "rejected");
    await expect(seamless.debit({ vendor: "TALA", memberId: member.id, roundId: `c-${refused}`, txId: `cd-${refused}`, amount: 100n })).rejects.toMatchObject({ code: "insufficient_funds" });
    expect(await balanceOf(h(), token)).toBe("5.00");
  });

  it("pages and filters the lobby, groups hot games, and keeps a member's favourites", async () => {
    const { token } = await newMember(h());
    const page = z.object({ games: z.array(z.object({ nodeId: z.string(), gameType: z.string() })), pageNo: z.number(), totalPages: z.number() });
    const first = page.parse((await call(h(), "GET", "/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=5&pageNo=1")).value);
    const second = page.parse((await call(h(), "GET", "/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=5&pageNo=2")).value);
    expect(first.games).toHaveLength(5);
    expect(first.totalPages).toBeGreaterThan(1);
    expect(second.games.map((g) => g.nodeId)).not.toContain(first.games[0]?.nodeId);
    const target = first.games[0]?.nodeId ?? "";
    await h().db.execute("update game set classification = 'JP', min_bet_minor = 50 where node_id = $1", [target]);
    const jackpots = page.parse((await call(h(), "GET", "/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=JP&minBet=0.5")).value);
    expect(jackpots.games.map((g) => g.nodeId)).toEqual([target]);
    await h().db.execute("update game set classification = null, min_bet_minor = 1 where node_id = $1", [target]);
    expect((await call(h(), "GET", "/wps/relay/GCSGAME_gameList?minBet=0.3")).status).toBe(400);

    const hot = z.record(z.string(), z.array(z.object({ gameType: z.string() }))).parse((await call(h(), "GET", "/wps/relay/GCSGAME_hotGamesV2")).raw);
    expect(Object.keys(hot)).toEqual(["ELOTT", "LOTT", "LIVE", "SPORTS", "FISH", "RNG", "PVP", "ESPORTS"]);
    for (const [type, games] of Object.entries(hot)) for (const game of games) expect(game.gameType).toBe(type);

    expect((await call(h(), "POST", "/wps/relay/MCSFE_favoriteGame", { body: { nodeId: target, action: "add" } })).status).toBe(401);
    await call(h(), "POST", "/wps/relay/MCSFE_favoriteGame", { token, body: { nodeId: target, action: "add" } });
    await call(h(), "POST", "/wps/relay/MCSFE_favoriteGame", { token, body: { nodeId: target, action: "add" } });
    expect((await call(h(), "GET", "/wps/relay/MCSFE_getFavoriteGames", { token })).raw).toEqual([target]);
    const favourites = z.object({ content: z.array(z.object({ nodeId: z.string() })) }).parse((await call(h(), "GET", "/wps/relay/MCSFE_getFavoriteGamesList", { token })).value);
    expect(favourites.content.map((g) => g.nodeId)).toEqual([target]);
    await call(h(), "POST", "/wps/relay/MCSFE_favoriteGame", { token, body: { nodeId: target, action: "remove" } });
    expect((await call(h(), "GET", "/wps/relay/MCSFE_getFavoriteGames", { token })).raw).toEqual([]);
    expect((await call(h(), "POST", "/wps/relay/MCSFE_favoriteGame", { token, body: { nodeId: "nope", action: "add" } })).status).toBe(404);
  });

  it("keeps bets and wins within the operator's limits for a house game", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "100");
    const nodeId = await HOUSE_SLOT(h());
    const set = await call(h(), "PUT", `/ops/games/${encodeURIComponent(nodeId)}/limits`, { ops: true, body: { maxBet: "2.00", maxWin: "0.50" } });
    expect(set.value, `${set.status} ${set.code} ${set.message}`).toMatchObject({ maxBet: "2.00", maxWin: "0.50" });
    const sessionId = await openGame(h(), token);
    expect((await call(h(), "POST", "/wps/house/slot/spin", { token, body: { sessionId, bet: "5.00" } })).code).toBe("bet_out_of_range");
    for (let i = 0; i < 30; i++) {
      const played = await call(h(), "POST", "/wps/house/slot/spin", { token, body: { sessionId, bet: "2.00" } });
      expect(decimalToMinor(String(played.value.win))).toBeLessThanOrEqual(50n);
    }
    expect((await call(h(), "PUT", `/ops/games/${encodeURIComponent(nodeId)}/limits`, { ops: true, body: { maxBet: "0", maxWin: "1" } })).status).toBe(400);
    await call(h(), "PUT", `/ops/games/${encodeURIComponent(nodeId)}/limits`, { ops: true, body: { maxBet: "1000.00", maxWin: "500000.00" } });
  });

  it("plays the house roulette from the wallet and pays exactly what the revealed seed says", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "50");
    const [table] = await h().db.query(z.object({ node_id: z.string() }), "select node_id from game where house_engine = 'roulette' limit 1");
    const launched = await call(h(), "GET", `/wps/game/launchGame?nodeId=${encodeURIComponent(table?.node_id ?? "")}`, { token });
    expect(String(launched.value.url)).toContain("engine=roulette");
    const opened = await call(h(), "POST", "/wps/house/session", { token, body: { launchToken: launched.value.launchToken } });
    expect(opened.value.engine).toBe("roulette");
    const sessionId = String(opened.value.sessionId);
    expect((await call(h(), "POST", "/wps/house/slot/spin", { token, body: { sessionId, bet: "1.00" } })).code).toBe("wrong_game");
    expect((await call(h(), "POST", "/wps/house/roulette/spin", { token, body: { sessionId, bets: [{ kind: "straight", amount: "1.00" }] } })).status).toBe(400);
    expect((await call(h(), "POST", "/wps/house/roulette/spin", { token, body: { sessionId, bets: [{ kind: "red", amount: "0.05" }] } })).code).toBe("bet_out_of_range");
    const bets = [{ kind: "red", amount: "1.00" }, { kind: "straight", number: 7, amount: "0.10" }, { kind: "dozen", which: 2, amount: "0.50" }];
    let balance = decimalToMinor("50");
    const pockets: number[] = [];
    for (let round = 0; round < 5; round++) {
      const played = await call(h(), "POST", "/wps/house/roulette/spin", { token, body: { sessionId, bets } });
      expect(played.success, played.message).toBe(true);
      balance += decimalToMinor(String(played.value.win)) - decimalToMinor("1.60");
      expect(decimalToMinor(String(played.value.balance))).toBe(balance);
      pockets.push(Number(played.value.pocket));
    }
    const revealed = z.object({ serverSeed: z.string(), clientSeed: z.string() }).parse((await call(h(), "POST", "/wps/house/session/reveal", { token, body: { sessionId } })).value);
    const asMinor = [{ kind: "red" as const, amount: 100n }, { kind: "straight" as const, number: 7, amount: 10n }, { kind: "dozen" as const, which: 2 as const, amount: 50n }];
    pockets.forEach((pocket, nonce) => expect(spinWheel({ serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce }, asMinor).pocket).toBe(pocket));
  });
});
