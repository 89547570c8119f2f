// The demo vendor: a game studio of its own, on its own origin, that plays through the platform's signed seamless
// wallet. The platform asks /launch for a game's address; the player's browser opens /play/<session> (in the site's
// frame) and rolls dice; each roll debits the bet, and credits the win (or "0.00" for a loss) with the same
// transaction id until the platform has it. /report answers the vendor's own totals of a day for the reconciliation.
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { signBody, signatureMatches, timestampIsFresh } from "../../lib/secretBox";
import { fromMinor, toMinor, AMOUNT_PATTERN } from "../../../src/contract/wallet";
import { VENDOR_CLOCK_SKEW_SECONDS, VENDOR_HEADERS, vendorLaunchRequestSchema } from "../../../src/contract/vendorApi";
import { DICE_RTP, UNDER_MAX, UNDER_MIN, newSeed, payout, roll, seedHash } from "./dice";
import { dicePage, DICE_SCRIPT } from "./page";
import type { VendorRound, VendorSession, VendorStore } from "./store";

const BET_MIN = 10n;
const BET_MAX = 10_000n;
/** How often a win that did not land is sent again, with the same transaction id. */
export const RETRY_MS = 2000;
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
}

const walletAnswer = z.object({ success: z.boolean(), code: z.string(), message: z.string(), value: z.unknown() });
const balanceValue = z.object({ balance: z.string(), currency: z.string() });

/** A call's result as the vendor acts on it: the platform's answer, or no answer at all (network, timeout, 5xx). */
type Outcome = { answered: true; success: boolean; code: string; value: unknown } | { answered: false };

export function createDemoVendor(options: DemoVendorOptions) {
  const send = options.fetch ?? fetch;
  const { store } = options;

  async function callPlatform(vendor: string, path: "balance" | "debit" | "credit" | "rollback", body: Record<string, unknown>): Promise<Outcome> {
    const secret = options.brands[vendor];
    if (secret === undefined) return { answered: false };
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const response = await send(`${options.platformUrl}/vendor-api/v1/${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [VENDOR_HEADERS.vendor]: vendor,
          [VENDOR_HEADERS.timestamp]: timestamp,
          [VENDOR_HEADERS.signature]: signBody(secret, timestamp, raw),
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

  /** A signed call from the platform to one of the brands: the brand and the body, or null when the signature or the time is wrong. */
  function verified(header: (name: string) => string | undefined, raw: string): { vendor: string; body: unknown } | null {
    const timestamp = header(VENDOR_HEADERS.timestamp) ?? "";
    const vendor = header(VENDOR_HEADERS.vendor) ?? "";
    const secret = Object.hasOwn(options.brands, vendor) ? options.brands[vendor] : undefined;
    if (!timestampIsFresh(timestamp, VENDOR_CLOCK_SKEW_SECONDS) || secret === undefined || !signatureMatches(secret, timestamp, raw, header(VENDOR_HEADERS.signature) ?? "")) return null;
    try {
      return { vendor, body: JSON.parse(raw) };
    } catch {
      return null;
    }
  }

  const who = (session: VendorSession) => ({ player: session.player, token: session.token });

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

  const app = new Hono();

  app.post("/launch", async (c) => {
    const signed = verified((name) => c.req.header(name), await c.req.text());
    const request = vendorLaunchRequestSchema.safeParse(signed?.body);
    if (!signed || !request.success) return c.json({ success: false, code: "invalid_signature", message: "Sign the launch.", value: null }, 401);
    const serverSeed = newSeed();
    const session: VendorSession = {
      id: randomUUID(), vendor: signed.vendor, token: request.data.token, player: request.data.player, gameCode: request.data.gameCode, currency: request.data.currency,
      serverSeed, clientSeed: randomUUID().slice(0, 8), nonce: 0, createdAt: new Date().toISOString(),
    };
    store.addSession(session);
    return c.json({ success: true, code: "ok", message: "OK", value: { url: `${options.origin}/play/${session.id}` } });
  });

  app.post("/report", async (c) => {
    const signed = verified((name) => c.req.header(name), await c.req.text());
    const request = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).safeParse(signed?.body);
    if (!signed || !request.success) return c.json({ success: false, code: "invalid_signature", message: "Sign the report request.", value: null }, 401);
    // The day as the ledger sees it: every bet that landed (refunded or not), the wins delivered, the refunds.
    const mine = store.roundsOf(request.data.day).filter((round) => store.session(round.sessionId)?.vendor === signed.vendor);
    const rounds = mine.filter((round) => round.status === "placed" || round.status === "settled" || round.status === "rolled_back");
    const sum = (list: VendorRound[], pick: (round: VendorRound) => string) => fromMinor(list.reduce((total, round) => total + toMinor(pick(round)), 0n));
    const rolledBack = rounds.filter((round) => round.status === "rolled_back");
    return c.json({ success: true, code: "ok", message: "OK", value: { rounds: rounds.length, bets: sum(rounds, (round) => round.bet), wins: sum(rounds.filter((round) => round.status === "settled"), (round) => round.win), rollbacks: sum(rolledBack, (round) => round.bet) } });
  });

  // ---- The game, in the player's browser ----

  app.get("/play/:id", (c) => {
    const session = store.session(c.req.param("id"));
    if (!session) return c.text("This game link has ended. Open the game again from the site.", 404);
    c.header("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors *");
    return c.html(dicePage(session.id, seedHash(session.serverSeed), DICE_RTP));
  });
  app.get("/assets/dice.js", (c) => {
    c.header("content-type", "text/javascript; charset=utf-8");
    return c.body(DICE_SCRIPT);
  });

  app.get("/play/:id/state", async (c) => {
    const session = store.session(c.req.param("id"));
    if (!session) return c.json({ error: "session_ended" }, 404);
    const balance = await balanceOf(session);
    return c.json({ balance: balance?.balance ?? null, currency: session.currency, serverSeedHash: seedHash(session.serverSeed), clientSeed: session.clientSeed, nonce: session.nonce });
  });

  app.post("/play/:id/roll", async (c) => {
    const session = store.session(c.req.param("id"));
    if (!session) return c.json({ error: "session_ended" }, 404);
    const asked = z.object({ bet: z.string().regex(AMOUNT_PATTERN), under: z.number().int().min(UNDER_MIN).max(UNDER_MAX) }).safeParse(await c.req.json().catch(() => null));
    if (!asked.success) return c.json({ error: "invalid_bet", message: `Bet 0.10 to 100.00 on a number from ${UNDER_MIN} to ${UNDER_MAX}.` }, 400);
    const bet = toMinor(asked.data.bet);
    if (bet < BET_MIN || bet > BET_MAX) return c.json({ error: "invalid_bet", message: "Bet 0.10 to 100.00." }, 400);
    const nonce = store.nextNonce(session);
    const roundId = `${session.id}:${nonce}`;
    const debit = await callPlatform(session.vendor, "debit", { ...who(session), gameCode: session.gameCode, roundId, txId: `${roundId}:bet`, amount: fromMinor(bet) });
    if (!debit.answered) {
      // The bet may or may not have landed: undo it (again later, until answered), so it is not taken either way.
      const undone: VendorRound = { id: roundId, sessionId: session.id, player: session.player, day: new Date().toISOString().slice(0, 10), bet: fromMinor(bet), win: "0.00", roll: 0, under: asked.data.under, nonce, status: "undoing" };
      store.putRound(undone);
      await undo(undone, session);
      return c.json({ error: "wallet_unavailable", message: "The wallet did not answer. Your bet was not taken." }, 503);
    }
    if (!debit.success) return c.json({ error: debit.code, message: debit.code === "insufficient_funds" ? "Not enough balance for this bet." : "The bet was refused." }, 409);
    const rolled = roll(session.serverSeed, session.clientSeed, nonce);
    const round: VendorRound = {
      id: roundId, sessionId: session.id, player: session.player, day: new Date().toISOString().slice(0, 10), bet: fromMinor(bet),
      win: fromMinor(payout(bet, asked.data.under, rolled)), roll: rolled, under: asked.data.under, nonce, status: "placed",
    };
    store.putRound(round);
    const delivered = (await deliver(round, session)) === "landed";
    const balance = await balanceOf(session);
    return c.json({ roundId, nonce, roll: (rolled / 100).toFixed(2), under: asked.data.under, win: round.win, delivered, balance: balance?.balance ?? null });
  });

  /** Ends the seeds: the server seed is revealed (every roll so far can be checked) and a new one is drawn. */
  app.post("/play/:id/reveal", (c) => {
    const session = store.session(c.req.param("id"));
    if (!session) return c.json({ error: "session_ended" }, 404);
    const revealed = { serverSeed: session.serverSeed, serverSeedHash: seedHash(session.serverSeed), clientSeed: session.clientSeed, rounds: session.nonce };
    // The nonce goes on counting, so round ids stay unique across seeds.
    store.replaceSeed(session, newSeed(), randomUUID().slice(0, 8));
    return c.json(revealed);
  });

  return {
    app,
    /** Sends every win that has not landed yet again; answers how many are still waiting. */
    async retryPending(): Promise<number> {
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
