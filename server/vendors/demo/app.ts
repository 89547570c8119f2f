// The demo vendor: a game studio of its own, on its own origin, that plays through the platform's signed seamless
// wallet. The platform asks /launch for a game's address; the player's browser opens /play/<session>#<play key> (in the
// site's frame) and rolls dice; each roll debits the bet, and credits the win (or "0.00" for a loss) with the same
// transaction id until the platform has it. /report answers the vendor's own totals of a day for the reconciliation.
import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { hmacSignature, hmacSignatureMatches, timestampIsFresh } from "../../lib/secretBox";
import { tokenHash } from "../../lib/secrets";
import { fromMinor, toMinor, AMOUNT_PATTERN } from "../../../src/contract/wallet";
import { VENDOR_CLOCK_SKEW_SECONDS, VENDOR_HEADERS, vendorLaunchRequestSchema } from "../../../src/contract/vendorApi";
import { DICE_RTP, UNDER_MAX, UNDER_MIN, newSeed, payout, roll, seedHash } from "./dice";
import { MINES_CELLS, MINES_MAX, MINES_MIN, cashOut, minesOf } from "./mines";
import { dicePage, DICE_SCRIPT, minesPage, MINES_SCRIPT } from "./page";
import type { DemoGame, VendorRound, VendorSession, VendorStore } from "./store";

const BET_MIN = 10n;
const BET_MAX = 10_000n;
/** How often a win that did not land is sent again, with the same transaction id. */
export const RETRY_MS = 2000;
/** A mines round the player leaves alone this long is settled for them: cashed out, or refunded before any pick. */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;
/**
 * The header the game page sends its play key in. The key comes in the launch URL's fragment, which browsers send to
 * no server and put in no Referer: the session's address alone (a log line, a shared link) plays nothing.
 */
export const PLAY_KEY_HEADER = "x-play-key";
/** Which game each brand's tiles open (others: dice). */
export const BRAND_GAMES: Readonly<Record<string, DemoGame>> = { JADE: "mines", REEF: "mines", EMERALD: "mines" };
const CALL_TIMEOUT_MS = 5000;

export interface DemoVendorOptions {
  /** The brands this studio plays as, each a vendor code the platform knows with its own secret. */
  brands: Readonly<Record<string, string>>;
  /** The platform's base URL, whose /vendor-api/v1 the vendor calls. */
  platformUrl: string;
  /** This vendor's own public origin, for the game addresses it hands out. */
  origin: string;
  store: VendorStore;
  fetch?: typeof fetch;
  /** Which game a brand's tiles open; BRAND_GAMES by default. */
  games?: Readonly<Record<string, DemoGame>>;
  /** The clock abandoned rounds are judged by. */
  now?: () => number;
}

const walletAnswer = z.object({ success: z.boolean(), code: z.string(), message: z.string(), value: z.unknown() });
const balanceValue = z.object({ balance: z.string(), currency: z.string() });

/** A call's result as the vendor acts on it: the platform's answer, or no answer at all (network, timeout, 5xx). */
type Outcome = { answered: true; success: boolean; code: string; value: unknown } | { answered: false };

export function createDemoVendor(options: DemoVendorOptions) {
  const send = options.fetch ?? fetch;
  const { store } = options;
  const games = options.games ?? BRAND_GAMES;
  const now = options.now ?? Date.now;

  async function callPlatform(vendor: string, path: "balance" | "debit" | "credit" | "rollback", body: Record<string, unknown>): Promise<Outcome> {
    const secret = options.brands[vendor];
    if (secret === undefined) return { answered: false };
    // A request id of its own: a retry is new signed bytes even within the same second (the platform takes a signed message once).
    const raw = JSON.stringify({ ...body, requestId: randomUUID() });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const url = new URL(`${options.platformUrl}/vendor-api/v1/${path}`);
    try {
      const response = await send(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [VENDOR_HEADERS.vendor]: vendor,
          [VENDOR_HEADERS.timestamp]: timestamp,
          [VENDOR_HEADERS.signature]: hmacSignature(secret, { timestamp, method: "POST", path: `${url.pathname}${url.search}`, body: raw }),
        },
        body: raw,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      if (response.status >= 500) return { answered: false };
      const parsed = walletAnswer.parse(await response.json());
      return { answered: true, success: parsed.success, code: parsed.code, value: parsed.value };
    } catch {
      return { answered: false };
    }
  }

  /** A signed call from the platform to one of the brands (signed over its method, path and body): the brand and the body, or null when the signature or the time is wrong. */
  function verified(header: (name: string) => string | undefined, method: string, path: string, raw: string): { vendor: string; body: unknown } | null {
    const timestamp = header(VENDOR_HEADERS.timestamp) ?? "";
    const vendor = header(VENDOR_HEADERS.vendor) ?? "";
    const secret = Object.hasOwn(options.brands, vendor) ? options.brands[vendor] : undefined;
    if (!timestampIsFresh(timestamp, VENDOR_CLOCK_SKEW_SECONDS) || secret === undefined || !hmacSignatureMatches(secret, { timestamp, method, path, body: raw }, header(VENDOR_HEADERS.signature) ?? "")) return null;
    try {
      return { vendor, body: JSON.parse(raw) };
    } catch {
      return null;
    }
  }

  const who = (session: VendorSession) => ({ player: session.player, token: session.token });
  /** The seeds a round plays on: the ones it was bet on (rounds from before rounds kept them: the session's). */
  const seedsOf = (round: VendorRound, session: VendorSession) => ({ server: round.serverSeed ?? session.serverSeed, client: round.clientSeed ?? session.clientSeed });

  type Refusal = { status: 403 | 404 | 409; body: { error: string; message: string } };
  /** The session named in the path, for a caller holding its play key; the address alone is refused. */
  function keyedSession(id: string, key: string | undefined): { session: VendorSession } | Refusal {
    const session = store.session(id);
    if (!session) return { status: 404, body: { error: "session_ended", message: "This game link has ended. Open the game again from the site." } };
    const expected = Buffer.from(session.playKeyHash, "hex");
    const given = tokenHash(key ?? "");
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { status: 403, body: { error: "play_key_refused", message: "This game cannot be played from this link. Open the game again from the site." } };
    }
    return { session };
  }

  // Bets on their way per session (a dice roll from its debit to its answer, a mines start until its round is written
  // down open), counted in this one process, where each check and count below runs without a pause between them: a
  // reveal is refused beside any, and a mines round starts only beside none, so two starts at once cannot both pass.
  const betting = new Map<string, number>();
  const playing = (session: VendorSession) => (betting.get(session.id) ?? 0) > 0 || store.open().some((round) => round.sessionId === session.id);
  async function whileBetting<T>(session: VendorSession, work: () => Promise<T>): Promise<T> {
    betting.set(session.id, (betting.get(session.id) ?? 0) + 1);
    try {
      return await work();
    } finally {
      const left = (betting.get(session.id) ?? 1) - 1;
      if (left > 0) betting.set(session.id, left);
      else betting.delete(session.id);
    }
  }

  /**
   * Delivers a placed round's win (or its zero) with its one transaction id; true once the platform has it. A win the
   * platform refuses for good is written down as refused and not sent again.
   */
  async function deliver(round: VendorRound, session: VendorSession): Promise<"landed" | "refused" | "pending"> {
    const outcome = await callPlatform(session.vendor, "credit", { ...who(session), gameCode: session.gameCode, roundId: round.id, txId: `${round.id}:win`, amount: round.win, final: true });
    if (!outcome.answered) return "pending";
    // Taken now, or taken before (a repeat answers as the first did).
    const landed = outcome.success || outcome.code === "round_closed";
    store.putRound({ ...round, status: landed ? "settled" : "refused" });
    return landed ? "landed" : "refused";
  }

  /** Undoes a bet whose fate is unknown (no answer): a rollback before its debit is kept, so a late debit is refused too. */
  async function undo(round: VendorRound, session: VendorSession): Promise<boolean> {
    const outcome = await callPlatform(session.vendor, "rollback", { ...who(session), roundId: round.id, txId: `${round.id}:undo`, refersTo: `${round.id}:bet` });
    if (!outcome.answered) return false;
    const undone = z.object({ status: z.string() }).safeParse(outcome.value);
    // The platform says whether the bet had landed (refunded now) or not (refused should it ever arrive).
    const status = !outcome.success ? "refused" : undone.success && undone.data.status === "nothing_to_roll_back" ? "voided" : "rolled_back";
    store.putRound({ ...round, status });
    return true;
  }

  async function balanceOf(session: VendorSession) {
    const outcome = await callPlatform(session.vendor, "balance", who(session));
    return outcome.answered && outcome.success ? balanceValue.parse(outcome.value) : null;
  }

  type BetRefusal = { refusal: { status: 409 | 503; body: { error: string; message: string } } };

  /**
   * Takes the session's next nonce and debits the bet of a new round with it. A bet whose answer is lost may or may
   * not have landed: it is undone (again later, until answered), so it is not taken either way.
   */
  async function placeBet(session: VendorSession, bet: bigint, fields: Partial<VendorRound>): Promise<{ round: VendorRound } | BetRefusal> {
    const nonce = store.nextNonce(session);
    const id = `${session.id}:${nonce}`;
    // The round is bound to the seeds committed when its bet is placed, whatever happens to the session's seeds later.
    const round: VendorRound = {
      id, sessionId: session.id, player: session.player, day: new Date(now()).toISOString().slice(0, 10), bet: fromMinor(bet), win: "0.00", nonce,
      game: session.game, serverSeed: session.serverSeed, clientSeed: session.clientSeed, roll: 0, under: 0, mines: 0, picks: [],
      touchedAt: new Date(now()).toISOString(), status: "placed", ...fields,
    };
    const debit = await callPlatform(session.vendor, "debit", { ...who(session), gameCode: session.gameCode, roundId: id, txId: `${id}:bet`, amount: round.bet });
    if (!debit.answered) {
      const undoing: VendorRound = { ...round, status: "undoing" };
      store.putRound(undoing);
      await undo(undoing, session);
      return { refusal: { status: 503, body: { error: "wallet_unavailable", message: "The wallet did not answer. Your bet was not taken." } } };
    }
    if (!debit.success) return { refusal: { status: 409, body: { error: debit.code, message: debit.code === "insufficient_funds" ? "Not enough balance for this bet." : "The bet was refused." } } };
    store.putRound(round);
    return { round };
  }

  const app = new Hono();

  app.post("/launch", async (c) => {
    const signed = verified((name) => c.req.header(name), c.req.method, `${new URL(c.req.url).pathname}${new URL(c.req.url).search}`, await c.req.text());
    const request = vendorLaunchRequestSchema.safeParse(signed?.body);
    if (!signed || !request.success) return c.json({ success: false, code: "invalid_signature", message: "Sign the launch.", value: null }, 401);
    const serverSeed = newSeed();
    const playKey = randomBytes(24).toString("base64url");
    const session: VendorSession = {
      id: randomUUID(), vendor: signed.vendor, token: request.data.token, player: request.data.player, gameCode: request.data.gameCode, currency: request.data.currency,
      game: games[signed.vendor] ?? "dice", serverSeed, clientSeed: randomUUID().slice(0, 8), nonce: 0, createdAt: new Date().toISOString(),
      playKeyHash: tokenHash(playKey).toString("hex"),
    };
    store.addSession(session);
    return c.json({ success: true, code: "ok", message: "OK", value: { url: `${options.origin}/play/${session.id}#${playKey}` } });
  });

  app.post("/report", async (c) => {
    const signed = verified((name) => c.req.header(name), c.req.method, `${new URL(c.req.url).pathname}${new URL(c.req.url).search}`, await c.req.text());
    const request = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).safeParse(signed?.body);
    if (!signed || !request.success) return c.json({ success: false, code: "invalid_signature", message: "Sign the report request.", value: null }, 401);
    // The day as the ledger sees it: every bet that landed (refunded or not), the wins delivered, the refunds.
    const mine = store.roundsOf(request.data.day).filter((round) => store.session(round.sessionId)?.vendor === signed.vendor);
    const rounds = mine.filter((round) => round.status === "open" || round.status === "placed" || round.status === "settled" || round.status === "rolled_back");
    const sum = (list: VendorRound[], pick: (round: VendorRound) => string) => fromMinor(list.reduce((total, round) => total + toMinor(pick(round)), 0n));
    const rolledBack = rounds.filter((round) => round.status === "rolled_back");
    return c.json({ success: true, code: "ok", message: "OK", value: { rounds: rounds.length, bets: sum(rounds, (round) => round.bet), wins: sum(rounds.filter((round) => round.status === "settled"), (round) => round.win), rollbacks: sum(rolledBack, (round) => round.bet) } });
  });

  // ---- The game, in the player's browser ----

  app.get("/play/:id", (c) => {
    const session = store.session(c.req.param("id"));
    if (!session) return c.text("This game link has ended. Open the game again from the site.", 404);
    c.header("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors *");
    return c.html(session.game === "mines" ? minesPage(session.id, seedHash(session.serverSeed)) : dicePage(session.id, seedHash(session.serverSeed), DICE_RTP));
  });
  app.get("/assets/:script{(dice|mines)\\.js}", (c) => {
    c.header("content-type", "text/javascript; charset=utf-8");
    return c.body(c.req.param("script") === "mines.js" ? MINES_SCRIPT : DICE_SCRIPT);
  });

  app.get("/play/:id/state", async (c) => {
    const found = keyedSession(c.req.param("id"), c.req.header(PLAY_KEY_HEADER));
    if (!("session" in found)) return c.json(found.body, found.status);
    const { session } = found;
    const balance = await balanceOf(session);
    return c.json({ balance: balance?.balance ?? null, currency: session.currency, serverSeedHash: seedHash(session.serverSeed), clientSeed: session.clientSeed, nonce: session.nonce });
  });

  app.post("/play/:id/roll", async (c) => {
    const found = keyedSession(c.req.param("id"), c.req.header(PLAY_KEY_HEADER));
    if (!("session" in found)) return c.json(found.body, found.status);
    const { session } = found;
    const asked = z.object({ bet: z.string().regex(AMOUNT_PATTERN), under: z.number().int().min(UNDER_MIN).max(UNDER_MAX) }).safeParse(await c.req.json().catch(() => null));
    if (!asked.success) return c.json({ error: "invalid_bet", message: `Bet 0.10 to 100.00 on a number from ${UNDER_MIN} to ${UNDER_MAX}.` }, 400);
    const bet = toMinor(asked.data.bet);
    if (bet < BET_MIN || bet > BET_MAX) return c.json({ error: "invalid_bet", message: "Bet 0.10 to 100.00." }, 400);
    const played = await whileBetting(session, async () => {
      const placed = await placeBet(session, bet, { under: asked.data.under });
      if ("refusal" in placed) return placed;
      const seeds = seedsOf(placed.round, session);
      const rolled = roll(seeds.server, seeds.client, placed.round.nonce);
      const round: VendorRound = { ...placed.round, roll: rolled, win: fromMinor(payout(bet, asked.data.under, rolled)), status: "placed" };
      store.putRound(round);
      const delivered = (await deliver(round, session)) === "landed";
      const balance = await balanceOf(session);
      return {
        answer: {
          roundId: round.id, nonce: round.nonce, serverSeedHash: seedHash(seeds.server), clientSeed: seeds.client, roll: (rolled / 100).toFixed(2), under: asked.data.under,
          win: round.win, delivered, balance: balance?.balance ?? null,
        },
      };
    });
    return "refusal" in played ? c.json(played.refusal.body, played.refusal.status) : c.json(played.answer);
  });

  // ---- Mines: a round opens with its bet, goes on pick by pick, and ends on a mine or a cash-out ----

  /** The session's open mines round named in the body, for a caller holding the session's play key; or why not. */
  function openRoundOf(sessionId: string, key: string | undefined, roundId: string): { session: VendorSession; round: VendorRound } | Refusal {
    const found = keyedSession(sessionId, key);
    if (!("session" in found)) return found;
    const { session } = found;
    const round = store.round(roundId);
    if (session.game !== "mines") return { status: 404, body: { error: "session_ended", message: "This is not a mines game." } };
    if (round?.sessionId !== session.id || round.status !== "open") return { status: 409, body: { error: "round_closed", message: "This round has ended." } };
    return { session, round };
  }

  /** Ends a mines round: its win (zero on a mine) goes to the platform; the answer shows the mines. */
  async function finishMines(session: VendorSession, round: VendorRound, win: bigint) {
    const finished: VendorRound = { ...round, win: fromMinor(win), status: "placed" };
    store.putRound(finished);
    const delivered = (await deliver(finished, session)) === "landed";
    const balance = await balanceOf(session);
    const seeds = seedsOf(round, session);
    return {
      roundId: round.id, status: "finished", win: finished.win, picks: round.picks, mines: minesOf(seeds.server, seeds.client, round.nonce, round.mines),
      serverSeedHash: seedHash(seeds.server), clientSeed: seeds.client, delivered, balance: balance?.balance ?? null,
    };
  }

  app.post("/play/:id/mines/start", async (c) => {
    const found = keyedSession(c.req.param("id"), c.req.header(PLAY_KEY_HEADER));
    if (!("session" in found)) return c.json(found.body, found.status);
    const { session } = found;
    if (session.game !== "mines") return c.json({ error: "session_ended", message: "This is not a mines game." }, 404);
    const asked = z.object({ bet: z.string().regex(AMOUNT_PATTERN), mines: z.number().int().min(MINES_MIN).max(MINES_MAX) }).safeParse(await c.req.json().catch(() => null));
    if (!asked.success) return c.json({ error: "invalid_bet", message: `Bet 0.10 to 100.00 with ${MINES_MIN} to ${MINES_MAX} mines.` }, 400);
    const bet = toMinor(asked.data.bet);
    if (bet < BET_MIN || bet > BET_MAX) return c.json({ error: "invalid_bet", message: "Bet 0.10 to 100.00." }, 400);
    // Checked and counted with no pause between: a second start sent at once finds this one betting.
    if (playing(session)) return c.json({ error: "round_open", message: "Finish the round you are playing first." }, 409);
    const placed = await whileBetting(session, () => placeBet(session, bet, { mines: asked.data.mines, status: "open" }));
    if ("refusal" in placed) return c.json(placed.refusal.body, placed.refusal.status);
    const balance = await balanceOf(session);
    const seeds = seedsOf(placed.round, session);
    return c.json({
      roundId: placed.round.id, nonce: placed.round.nonce, status: "open", mineCount: asked.data.mines, serverSeedHash: seedHash(seeds.server), clientSeed: seeds.client,
      balance: balance?.balance ?? null,
    });
  });

  app.post("/play/:id/mines/pick", async (c) => {
    const asked = z.object({ roundId: z.string(), cell: z.number().int().min(0).max(MINES_CELLS - 1) }).safeParse(await c.req.json().catch(() => null));
    if (!asked.success) return c.json({ error: "invalid_pick", message: `Pick a cell from 0 to ${MINES_CELLS - 1}.` }, 400);
    const found = openRoundOf(c.req.param("id"), c.req.header(PLAY_KEY_HEADER), asked.data.roundId);
    if (!("session" in found)) return c.json(found.body, found.status);
    const { session, round } = found;
    if (round.picks.includes(asked.data.cell)) return c.json({ error: "picked", message: "This cell is open already." }, 409);
    const bet = toMinor(round.bet);
    const seeds = seedsOf(round, session);
    if (minesOf(seeds.server, seeds.client, round.nonce, round.mines).includes(asked.data.cell)) {
      return c.json({ ...(await finishMines(session, { ...round, picks: [...round.picks, asked.data.cell] }, 0n)), hit: asked.data.cell });
    }
    const picked: VendorRound = { ...round, picks: [...round.picks, asked.data.cell], touchedAt: new Date(now()).toISOString() };
    // Every safe cell open: nothing is left to risk, so it cashes out.
    if (picked.picks.length === MINES_CELLS - round.mines) return c.json(await finishMines(session, picked, cashOut(bet, round.mines, picked.picks.length)));
    store.putRound(picked);
    return c.json({ roundId: round.id, status: "open", picks: picked.picks, cashOut: fromMinor(cashOut(bet, round.mines, picked.picks.length)) });
  });

  app.post("/play/:id/mines/cashout", async (c) => {
    const asked = z.object({ roundId: z.string() }).safeParse(await c.req.json().catch(() => null));
    if (!asked.success) return c.json({ error: "invalid_round" }, 400);
    const found = openRoundOf(c.req.param("id"), c.req.header(PLAY_KEY_HEADER), asked.data.roundId);
    if (!("session" in found)) return c.json(found.body, found.status);
    if (found.round.picks.length === 0) return c.json({ error: "no_pick", message: "Open a cell before cashing out." }, 409);
    return c.json(await finishMines(found.session, found.round, cashOut(toMinor(found.round.bet), found.round.mines, found.round.picks.length)));
  });

  /**
   * Ends the seeds between rounds: the server seed is revealed (every round played on it can be checked) and a new one
   * is drawn. Refused while a round is open or a bet is on its way: its outcome still hangs on the seed.
   */
  app.post("/play/:id/reveal", (c) => {
    const found = keyedSession(c.req.param("id"), c.req.header(PLAY_KEY_HEADER));
    if (!("session" in found)) return c.json(found.body, found.status);
    const { session } = found;
    if (playing(session)) return c.json({ error: "round_open", message: "Finish the round you are playing first: its seed is revealed after it ends." }, 409);
    const revealed = { serverSeed: session.serverSeed, serverSeedHash: seedHash(session.serverSeed), clientSeed: session.clientSeed, rounds: session.nonce };
    // The nonce goes on counting, so round ids stay unique across seeds.
    store.replaceSeed(session, newSeed(), randomUUID().slice(0, 8));
    return c.json({ ...revealed, next: { serverSeedHash: seedHash(session.serverSeed), clientSeed: session.clientSeed } });
  });

  return {
    app,
    /** Sends every win that has not landed yet again; answers how many are still waiting. */
    async retryPending(): Promise<number> {
      // Rounds the player left: cashed out as they stand, or refunded when nothing was picked yet.
      for (const round of store.open()) {
        if (now() - Date.parse(round.touchedAt) < ABANDONED_AFTER_MS) continue;
        const cashed = round.picks.length > 0 ? cashOut(toMinor(round.bet), round.mines, round.picks.length) : null;
        store.putRound(cashed === null ? { ...round, status: "undoing" } : { ...round, win: fromMinor(cashed), status: "placed" });
      }
      let waiting = 0;
      for (const round of store.unfinished()) {
        const session = store.session(round.sessionId);
        const done = session ? (round.status === "undoing" ? await undo(round, session) : (await deliver(round, session)) !== "pending") : false;
        if (!done) waiting += 1;
      }
      return waiting;
    },
  };
}
