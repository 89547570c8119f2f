// Starting a game: a member (or free play for a trial account), lottery to its screen, a vendor tile's popup list,
// a room before a card table, the cockfight vendor's game at once, a route, an outside game in the frame, or a popup
// (maybe blocked), maintenance.
import { createActor, fromPromise, waitFor } from "xstate";
import { expect, it } from "vitest";
import { gameLaunchMachine, lotteryPrizeMode, type LaunchAnswer } from "../../machines/gameLaunch.machine";
import type { Game } from "../../src/contract/content";
import { callsOf, describeMachinePaths } from "./pathTest";
import {
  cardGameChoiceSample as cardGame,
  gameLaunchPlan,
  listedGameSample as listed,
  lottoChoiceSample as lotto,
  roomSample as room,
  slotChoiceSample as slot,
  trialSlotChoiceSample as trialSlot,
} from "../../flowbook/plans/gameLaunch";

describeMachinePaths("gameLaunch", {
  ...gameLaunchPlan,
  states: {
    // Nothing of a launch on screen or on its way: none was asked for, or it opened a page of this site.
    idle: (s) => {
      expect(callsOf(s)).toStrictEqual({});
      if (s.context.url !== null) expect(s.context.url).toMatch(/^\//);
    },
    "vendorList.loading": (s) => expect(s.context.game?.isGame).toBe("VASSALAGE"),
    "vendorList.shown": (s) => expect(s.context.vendorGames.every((game: Game) => game.isGame !== "VASSALAGE")).toBe(true),
    vendorStart: (s) => expect(s.context.game?.vassalage).toBe("DS88"),
    launching: (s) => expect(s.context.game?.nodeId).not.toBe(""),
    "rooms.loading": (s) => expect(s.context.game?.nodeId).toBeTruthy(),
    "rooms.choosing": (s) => expect(s.context.rooms.length).toBeGreaterThan(0),
    "rooms.seating": (s) => expect(s.context.rooms.length).toBeGreaterThan(0),
    // It opens the answer at once, here, in the frame or in a popup: a snapshot never rests here.
    opening: () => expect.unreachable("the launch rests in opening"),
    popup: (s) => expect([s.context.url?.startsWith("https:"), s.context.outside]).toEqual([true, false]),
    outside: (s) => expect([s.context.url?.startsWith("https:"), s.context.outside, s.hasTag("busy")]).toEqual([true, true, false]),
    blocked: (s) => expect(s.context.url).toMatch(/^https:/),
    maintenance: (s) => expect(s.context.game).not.toBeNull(),
    failed: (s) => expect(s.context.errorCode).toBeTruthy(),
  },
});

function started(answers: { launch?: () => Promise<LaunchAnswer> } = {}) {
  const actor = createActor(
    gameLaunchMachine.provide({
      actors: {
        vendorGames: fromPromise(async () => [listed]),
        rooms: fromPromise(async () => [room]),
        launch: fromPromise(answers.launch ?? (async () => ({ url: "/game?launch=x", outside: false }))),
      },
    }),
  ).start();
  const seen: string[] = [];
  for (const type of ["games.needsAccount", "game.lottery", "game.route", "game.frame", "game.popup"] as const)
    actor.on(type, (event) => seen.push(type + ("url" in event ? ` ${event.url}` : "")));
  return { actor, seen };
}

it("asks a visitor to log in and a trial account for a real one, unless the game has free play", async () => {
  const { actor, seen } = started();
  actor.send({ type: "game.start", game: slot, accountType: null });
  actor.send({ type: "game.start", game: slot, accountType: 4 });
  expect(seen).toEqual(["games.needsAccount", "games.needsAccount"]);
  actor.send({ type: "game.start", game: trialSlot, accountType: 4 });
  await waitFor(actor, (s) => s.matches("idle") && s.context.url !== null, { timeout: 1000 });
  expect(seen[2]).toBe("game.route /game?launch=x");
});

it("sends lottery games to the lottery screen without launching them", () => {
  const { actor, seen } = started({ launch: () => Promise.reject(new Error("must not launch")) });
  actor.send({ type: "game.start", game: lotto, accountType: 0 });
  expect(seen).toEqual(["game.lottery"]);
  expect(actor.getSnapshot().value).toBe("idle");
});

it("offers a card game's rooms first, and learns of them from the launch when a link goes straight to the table", async () => {
  const asked: unknown[] = [];
  const actor = createActor(
    gameLaunchMachine.provide({
      actors: {
        rooms: fromPromise(async () => [room]),
        launch: fromPromise(async ({ input }) => {
          asked.push(input);
          if (input.roomId === undefined) throw { code: "room_required" };
          return { url: "/game?launch=z", outside: false };
        }),
      },
    }),
  ).start();
  actor.send({ type: "game.start", game: { nodeId: room.nodeId, vassalage: "TALACARDS" }, accountType: 0 });
  await waitFor(actor, (s) => s.matches({ rooms: "choosing" }), { timeout: 1000 });
  expect(actor.getSnapshot().matches({ rooms: "choosing" })).toBe(true);
  actor.send({ type: "room.choose", roomId: 3 });
  await waitFor(actor, (s) => s.matches("idle"), { timeout: 1000 });
  expect(asked).toEqual([{ nodeId: room.nodeId }, { nodeId: room.nodeId, roomId: 3 }]);
  expect(actor.getSnapshot().value).toBe("idle");
  actor.send({ type: "game.start", game: cardGame, accountType: 0 });
  await waitFor(actor, (s) => s.matches({ rooms: "choosing" }), { timeout: 1000 });
  expect(actor.getSnapshot().matches({ rooms: "choosing" })).toBe(true);
  expect(asked).toHaveLength(2);
});

it("frames an outside vendor's game in the game page, and leaves it on close", async () => {
  const { actor, seen } = started({ launch: async () => ({ url: "https://demo.vendor.test/play/abc", outside: true }) });
  actor.send({ type: "game.start", game: slot, accountType: 0 });
  await waitFor(actor, (s) => s.matches("outside"), { timeout: 1000 });
  expect(seen).toEqual(["game.frame https://demo.vendor.test/play/abc"]);
  expect(actor.getSnapshot().value).toBe("outside");
  actor.send({ type: "launch.close" });
  expect(actor.getSnapshot().value).toBe("idle");
});

it("opens a game elsewhere in a popup and says so when the browser blocks it", async () => {
  const { actor, seen } = started({ launch: async () => ({ url: "https://vendor.example/play", outside: false }) });
  actor.send({ type: "game.start", game: slot, accountType: 0 });
  await waitFor(actor, (s) => s.matches("popup"), { timeout: 1000 });
  expect(seen).toEqual(["game.popup https://vendor.example/play"]);
  actor.send({ type: "popup.blocked" });
  expect(actor.getSnapshot().value).toBe("blocked");
});

it("plays lotteries in ELOTT prize mode when the ELOTT category has a TCG_LOTTO_VN or LOTT card, else LOTT", () => {
  expect(lotteryPrizeMode([])).toBe("LOTT");
  expect(lotteryPrizeMode([{ vassalage: "QUICKLOTTO", gameCode: "Q3D" }])).toBe("LOTT");
  expect(lotteryPrizeMode([{ vassalage: "TCG_LOTTO_VN", gameCode: "VN1" }])).toBe("ELOTT");
  expect(lotteryPrizeMode([{ vassalage: "QUICKLOTTO", gameCode: "LOTT" }])).toBe("ELOTT");
});
