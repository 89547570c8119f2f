// The other house games and the catalogue's categories: the fishing game and the pvp card table (rooms, stakes,
// provably fair hands), the ESPORTS category split from SPORTS by the operator's list, and vendor-list tiles.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { handScore, playHand, theoreticalRtp as cardsRtp } from "../../server/modules/casino/house/cards";
import { FISH, shoot, theoreticalRtp as fishRtp } from "../../server/modules/casino/house/fish";
import { decimalToMinor, minorToDecimal } from "../../server/lib/money";
import { gameMenuListSchema } from "../../src/contract/content";
import { describeOnEachDatabase, type Harness } from "./harness";
import { balanceOf, call, fund, newMember } from "./walletApi";

const nodeOf = async (h: Harness, engine: string) => {
  const [game] = await h.db.query(z.object({ node_id: z.string() }), "select node_id from game where house_engine = $1 order by id limit 1", [engine]);
  if (!game) throw new Error(`no ${engine} game in the seed`);
  return game.node_id;
};
const revealedSeeds = z.object({ serverSeed: z.string(), clientSeed: z.string() });
const roomList = z.object({ list: z.array(z.object({ roomId: z.number(), nodeId: z.string(), name: z.string(), minBet: z.string(), maxBet: z.string(), seats: z.number(), players: z.number() })) });

async function sitDown(h: Harness, token: string, query: string) {
  const launched = await call(h, "GET", `/wps/game/launchGame?${query}`, { token });
  expect(launched.success, launched.message).toBe(true);
  const session = await call(h, "POST", "/wps/house/session?lang=en", { token, body: { launchToken: launched.value.launchToken } });
  expect(session.success, session.message).toBe(true);
  return session.value;
}

describe("the house engines' arithmetic", () => {
  it("returns 96% on every fish, whatever the aim", () => {
    expect(fishRtp()).toBe(0.96);
    for (const fish of FISH) expect((fishRtp() * 1_000_000) % fish.multiplier).toBe(0);
  });
  it("ranks Teen Patti hands: trail, pure sequence, sequence, colour, pair, high card; A-K-Q above A-2-3 above K-Q-J", () => {
    const card = (rank: string, suit: number) => "23456789TJQKA".indexOf(rank) + 13 * suit;
    const trail = handScore([card("2", 0), card("2", 1), card("2", 2)]);
    const pure = handScore([card("A", 0), card("K", 0), card("Q", 0)]);
    const a23 = handScore([card("A", 1), card("2", 1), card("3", 1)]);
    const kqj = handScore([card("K", 2), card("Q", 2), card("J", 2)]);
    const run = handScore([card("5", 0), card("4", 1), card("3", 2)]);
    const colour = handScore([card("A", 3), card("9", 3), card("4", 3)]);
    const pair = handScore([card("Q", 0), card("Q", 1), card("4", 2)]);
    const high = handScore([card("A", 0), card("J", 1), card("9", 2)]);
    expect([trail, pure, a23, kqj, run, colour, pair, high]).toEqual([...[trail, pure, a23, kqj, run, colour, pair, high]].sort((a, b) => b - a));
    expect(new Set([trail, pure, a23, kqj, run, colour, pair, high]).size).toBe(8);
  });
  it("states the card table's RTP exactly (97.50%) and deals six different cards", () => {
    expect(cardsRtp()).toBeCloseTo(0.97503, 5);
    for (let nonce = 0; nonce < 200; nonce++) {
      const hand = playHand({ serverSeed: "s", clientSeed: "c", nonce }, 100n);
      expect(new Set([...hand.player, ...hand.dealer]).size).toBe(6);
      expect(hand.totalWin).toBe(hand.outcome === "win" ? 195n : hand.outcome === "tie" ? 100n : 0n);
    }
  });
});

describeOnEachDatabase("house tables", (h) => {
  it("shoots fish from the wallet and pays the multiplier exactly when the revealed seed says caught", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "100");
    const session = z.object({ sessionId: z.string(), fish: z.array(z.object({ id: z.string(), multiplier: z.number() })), betStep: z.string() }).parse(await sitDown(h(), token, `nodeId=${await nodeOf(h(), "fish")}`));
    expect(session.fish.map((f) => f.id)).toEqual(FISH.map((f) => f.id));
    const { sessionId } = session;
    expect((await call(h(), "POST", "/wps/house/fish/shoot", { token, body: { sessionId, bet: "1.00", fish: "whale" } })).code).toBe("invalid_bet");
    expect((await call(h(), "POST", "/wps/house/slot/spin", { token, body: { sessionId, bet: "1.00" } })).code).toBe("wrong_game");
    let expected = decimalToMinor("100");
    const shots: { fish: string; caught: boolean; win: string }[] = [];
    for (let i = 0; i < 30; i++) {
      const fish = FISH[i % FISH.length]?.id ?? "clownfish";
      const shot = await call(h(), "POST", "/wps/house/fish/shoot", { token, body: { sessionId, bet: "0.50", fish } });
      expect(shot.success, shot.message).toBe(true);
      shots.push(z.object({ fish: z.string(), caught: z.boolean(), win: z.string() }).parse(shot.value));
      expected += decimalToMinor(String(shot.value.win)) - 50n;
    }
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(expected);
    const seeds = revealedSeeds.parse((await call(h(), "POST", "/wps/house/session/reveal", { token, body: { sessionId } })).value);
    shots.forEach((shot, nonce) => {
      const fish = FISH.find((f) => f.id === shot.fish) ?? FISH[0];
      const replay = shoot({ ...seeds, nonce }, fish, 50n);
      expect(shot).toEqual({ fish: shot.fish, caught: replay.caught, win: minorToDecimal(replay.totalWin) });
    });
  });

  it("seats card players in rooms whose stakes bound the bets, and pays hands the revealed seed proves", async () => {
    const { token, username } = await newMember(h());
    await fund(h(), username, "500");
    const nodeId = await nodeOf(h(), "cards");
    const rooms = roomList.parse((await call(h(), "GET", `/wps/relay/GLS2_roomList?nodeId=${nodeId}&lang=en`)).value).list;
    expect(rooms.map((room) => room.name)).toEqual(["Beginners", "Classic", "High rollers", "VIP"]);
    expect(rooms.every((room) => room.players === 0 && room.seats === 6 && room.nodeId === nodeId)).toBe(true);
    const classic = rooms[1];
    if (!classic) throw new Error("no classic room");

    expect((await call(h(), "GET", `/wps/game/launchGame?nodeId=${nodeId}`, { token })).code).toBe("room_required");
    expect((await call(h(), "GET", `/wps/game/launchGame?nodeId=${nodeId}&roomId=999999`, { token })).status).toBe(404);
    expect((await call(h(), "GET", `/wps/game/launchGame?nodeId=${await nodeOf(h(), "slot")}&roomId=${classic.roomId}`, { token })).code).toBe("no_rooms");

    const session = z.object({ sessionId: z.string(), minBet: z.string(), maxBet: z.string(), room: z.object({ roomId: z.number(), name: z.string() }) }).parse(await sitDown(h(), token, `nodeId=${nodeId}&roomId=${classic.roomId}`));
    expect(session).toMatchObject({ minBet: classic.minBet, maxBet: classic.maxBet, room: { roomId: classic.roomId, name: "Classic" } });
    const seated = roomList.parse((await call(h(), "GET", "/wps/relay/GLS2_roomList?lang=en")).value).list.find((room) => room.roomId === classic.roomId);
    expect(seated?.players).toBe(1);

    const { sessionId } = session;
    expect((await call(h(), "POST", "/wps/house/cards/deal", { token, body: { sessionId, bet: "1.00" } })).code).toBe("bet_out_of_range");
    expect((await call(h(), "POST", "/wps/house/cards/deal", { token, body: { sessionId, bet: "5.10" } })).code).toBe("invalid_bet");
    expect((await call(h(), "POST", "/wps/house/cards/deal", { token, body: { sessionId, bet: "300.00" } })).code).toBe("bet_out_of_range");
    const hands: { outcome: string; win: string; player: { cards: number[] } }[] = [];
    for (let i = 0; i < 12; i++) {
      const dealt = await call(h(), "POST", "/wps/house/cards/deal", { token, body: { sessionId, bet: "5.00" } });
      expect(dealt.success, dealt.message).toBe(true);
      hands.push(z.object({ outcome: z.string(), win: z.string(), player: z.object({ cards: z.array(z.number()) }) }).parse(dealt.value));
    }
    const seeds = revealedSeeds.parse((await call(h(), "POST", "/wps/house/session/reveal", { token, body: { sessionId } })).value);
    hands.forEach((hand, nonce) => {
      const replay = playHand({ ...seeds, nonce }, 500n);
      expect(hand.player.cards).toEqual(replay.player);
      expect(hand.outcome).toBe(replay.outcome);
      expect(decimalToMinor(hand.win)).toBe(replay.totalWin);
    });
    const won = hands.reduce((sum, hand) => sum + decimalToMinor(hand.win), 0n);
    expect(decimalToMinor(await balanceOf(h(), token))).toBe(50_000n - 12n * 500n + won);
    const records = z.object({ list: z.array(z.object({ gameType: z.string() })) }).parse((await call(h(), "GET", "/wps/v2/bets?gameType=PVP", { token })).value);
    expect(records.list).toHaveLength(12);
  });

  it("shows each room's seats taken, seats no one in a full room, and frees a seat when a player leaves", async () => {
    const nodeId = await nodeOf(h(), "cards");
    const seatsOf = async (roomId: number) => {
      const room = roomList.parse((await call(h(), "GET", `/wps/relay/GLS2_roomList?nodeId=${nodeId}&lang=en`)).value).list.find((r) => r.roomId === roomId);
      return `${room?.players ?? "?"} / ${room?.seats ?? "?"}`;
    };
    const vip = roomList.parse((await call(h(), "GET", `/wps/relay/GLS2_roomList?nodeId=${nodeId}&lang=en`)).value).list.find((room) => room.name === "VIP");
    if (!vip) throw new Error("no VIP room");
    await h().db.execute("update pvp_room set seats = 2 where id = $1", [vip.roomId]);
    const [first, second, third] = [await newMember(h()), await newMember(h()), await newMember(h())];
    const query = `nodeId=${nodeId}&roomId=${vip.roomId}`;
    expect(await seatsOf(vip.roomId)).toBe("0 / 2");

    const firstSession = z.object({ sessionId: z.string() }).parse(await sitDown(h(), first.token, query));
    expect(await seatsOf(vip.roomId)).toBe("1 / 2");
    // Opening the table again is the same seat.
    await sitDown(h(), first.token, query);
    expect(await seatsOf(vip.roomId)).toBe("1 / 2");
    await sitDown(h(), second.token, query);
    expect(await seatsOf(vip.roomId)).toBe("2 / 2");

    const refused = await call(h(), "GET", `/wps/game/launchGame?${query}`, { token: third.token });
    expect([refused.status, refused.code]).toEqual([409, "room_full"]);
    // One already seated comes back to a full room.
    expect((await call(h(), "GET", `/wps/game/launchGame?${query}`, { token: second.token })).success).toBe(true);

    // The first player leaves both sessions (each ends with its seed revealed): the seat is free again.
    const sessions = await h().db.query(z.object({ id: z.string() }), "select s.id from game_session s join member m on m.id = s.member_id where m.username = $1 and s.room_id = $2", [first.username, vip.roomId]);
    expect(sessions.map((s) => s.id)).toContain(firstSession.sessionId);
    for (const session of sessions) await call(h(), "POST", "/wps/house/session/reveal", { token: first.token, body: { sessionId: session.id } });
    expect(await seatsOf(vip.roomId)).toBe("1 / 2");
    await sitDown(h(), third.token, query);
    expect(await seatsOf(vip.roomId)).toBe("2 / 2");
  });

  it("seats one member in a room's last seat when twenty sit down at once, and refuses the others room_full", async () => {
    const nodeId = await nodeOf(h(), "cards");
    const listed = async () => roomList.parse((await call(h(), "GET", `/wps/relay/GLS2_roomList?nodeId=${nodeId}&lang=en`)).value).list;
    const room = (await listed()).find((r) => r.name === "High rollers");
    if (!room) throw new Error("no High rollers room");
    await h().db.execute("update pvp_room set seats = 2 where id = $1", [room.roomId]);
    const query = `nodeId=${nodeId}&roomId=${room.roomId}`;
    const seated = await newMember(h());
    await sitDown(h(), seated.token, query);
    const others = await Promise.all(Array.from({ length: 20 }, () => newMember(h())));
    // Half the calls go to a second API process on the same database: the seats are counted in the database.
    const other = await h().secondApp();
    const via = (i: number) => (i % 2 === 0 ? {} : { via: other });

    // One seat is free, so the early check at launch lets all twenty through: the seat is only taken with the session.
    const launches = await Promise.all(others.map((member, i) => call(h(), "GET", `/wps/game/launchGame?${query}`, { token: member.token, ...via(i) })));
    expect(launches.filter((launched) => !launched.success).map((launched) => launched.code)).toEqual([]);
    const comeBack = await call(h(), "GET", `/wps/game/launchGame?${query}`, { token: seated.token });
    expect(comeBack.success, comeBack.message).toBe(true);

    // All sit down at once, the member already seated among them: it keeps its seat, one other takes the last.
    const open = (token: string, launchToken: unknown, i: number) => call(h(), "POST", "/wps/house/session?lang=en", { token, body: { launchToken }, ...via(i) });
    const [again, ...opened] = await Promise.all([open(seated.token, comeBack.value.launchToken, 1), ...others.map((member, i) => open(member.token, launches[i]?.value.launchToken, i))]);
    expect(again?.success, again?.message).toBe(true);
    expect(opened.filter((answer) => answer.success)).toHaveLength(1);
    const refused = opened.filter((answer) => !answer.success);
    expect(refused.map((answer) => `${answer.status} ${answer.code} ${answer.message}`)).toEqual(
      Array.from({ length: 19 }, () => "409 room_full This room is full. Choose another room."),
    );
    const inRoom = (await listed()).find((r) => r.roomId === room.roomId);
    expect(`${inRoom?.players ?? "?"} / ${inRoom?.seats ?? "?"}`).toBe("2 / 2");
  });

  it("splits ESPORTS from SPORTS by the operator's esports list, in lists, menus and hot games", async () => {
    const page = z.object({ games: z.array(z.object({ vassalage: z.string(), gameType: z.string() })) });
    const list = async (type: string) => page.parse((await call(h(), "GET", `/wps/relay/GCSGAME_gameList?gameType=${type}&pageSize=50`)).value).games;
    expect(new Set((await list("ESPORTS")).map((g) => `${g.vassalage} ${g.gameType}`))).toEqual(new Set(["ARENA ESPORTS"]));
    expect((await list("SPORTS")).some((g) => g.vassalage === "ARENA")).toBe(false);
    expect((await list("SPORTS")).length).toBeGreaterThan(0);

    expect((await call(h(), "GET", "/ops/games/esports-vendors", { ops: true })).value).toEqual({ vendors: ["ARENA"] });
    expect((await call(h(), "PUT", "/ops/games/esports-vendors", { ops: true, body: { vendors: ["bad code!"] } })).status).toBe(400);
    await call(h(), "PUT", "/ops/games/esports-vendors", { ops: true, body: { vendors: ["ARENA", "TALASPORTS"] } });
    expect(new Set((await list("ESPORTS")).map((g) => g.vassalage))).toEqual(new Set(["ARENA", "TALASPORTS"]));
    const menus = gameMenuListSchema.parse((await call(h(), "GET", "/lgw/games/game_menus")).raw);
    expect(menus.find((m) => m.gameType === "ESPORTS")?.vendors.map((v) => v.code).sort()).toEqual(["ARENA", "TALASPORTS"]);
    expect(menus.find((m) => m.gameType === "SPORTS")?.vendors.map((v) => v.code)).toEqual(["DS88"]);
    const hot = z.record(z.string(), z.array(z.object({ vassalage: z.string() }))).parse((await call(h(), "GET", "/wps/relay/GCSGAME_hotGamesV2")).raw);
    expect(hot.SPORTS?.some((g) => g.vassalage === "TALASPORTS")).toBe(false);
    expect(hot.ESPORTS?.some((g) => g.vassalage === "TALASPORTS")).toBe(true);
    expect((await call(h(), "GET", "/wps/relay/GCSGAME_getVassGameType?vassalage=TALASPORTS")).raw).toEqual([{ vassalage: "TALASPORTS", gameTypes: ["ESPORTS"] }]);
    await call(h(), "PUT", "/ops/games/esports-vendors", { ops: true, body: { vendors: ["ARENA"] } });
    expect((await call(h(), "GET", "/wps/relay/GCSGAME_getVassGameType?vassalage=TALASPORTS")).raw).toEqual([{ vassalage: "TALASPORTS", gameTypes: ["SPORTS"] }]);
    expect((await call(h(), "GET", "/wps/relay/GCSGAME_getVassGameType?vassalage=bad!")).status).toBe(400);
    expect((await list("SPORTS")).some((g) => g.vassalage === "TALASPORTS")).toBe(true);
  });

  it("marks a vendor-list tile with isGame VASSALAGE and does not launch it", async () => {
    const { token } = await newMember(h());
    const live = z.object({ games: z.array(z.object({ nodeId: z.string(), isGame: z.optional(z.string()) })) }).parse((await call(h(), "GET", "/wps/relay/GCSGAME_gameList?gameType=LIVE&vassalage=VELVET")).value).games;
    const tile = live.find((game) => game.isGame === "VASSALAGE");
    expect(tile?.nodeId).toBe("LIVE-VELVET_LOBBY");
    expect(live.filter((game) => game.isGame === undefined).length).toBeGreaterThan(0);
    expect((await call(h(), "GET", `/wps/game/launchGame?nodeId=${tile?.nodeId ?? ""}`, { token })).code).toBe("choose_game");
  });

  it("suggests only games this install can open when one is under maintenance", async () => {
    const { token } = await newMember(h());
    const suggested = z.array(z.object({ nodeId: z.string() })).parse((await call(h(), "GET", "/lgw/games/popular?count=20&playable=1")).raw);
    expect(suggested.length).toBeGreaterThan(3);
    for (const game of suggested) expect((await call(h(), "GET", `/wps/game/launchGame?nodeId=${game.nodeId}`, { token })).code, game.nodeId).not.toBe("game_maintenance");
  });
});
