// The sportsbook: the feed's matches priced with the merchant's margin, bets (singles and accumulators) placed under
// the player's rule for moved prices and the operator's limits, and a job that settles each finished match once per
// revision (a corrected result is the next revision: every difference paid or taken back once). Stakes and wins move
// through the wallet's game money calls; each bet is a round of the betting record (the casino's).
import type { Db } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { currentMerchant, withMerchant, type MerchantRef } from "../../lib/merchantScope";
import { keyConflict, requestHash } from "../../lib/idempotency";
import { minorToDecimal } from "../../lib/money";
import type { CasinoService } from "../casino/service";
import type { GamesService } from "../games/service";
import type { WalletService } from "../wallet/service";
import { SPORTS, type BetRequest, type MarketKind, type OddsChangeRule, type Sport } from "../../../src/contract/sports";
import { MAX_ODDS_MILLI, MIN_ODDS_MILLI, betOutcome, combinedOdds, legResult, oddsMilliOf, oddsText, priceMilli, type LegResult } from "./engine";
import { SPORT_RULES, type FeedEvent, type FeedMarket, type SportsFeed } from "./feed";
import * as sql from "./sql";

/** The smallest stake, in minor units. */
export const MIN_STAKE_MINOR = 10n;
/** In-play markets pause this long after a score (a goal), in the feed's time. */
const SCORE_PAUSE_MS = 15_000;
/** The feed is silent when it has not answered for this long: in-play markets are suspended. */
const FEED_SILENCE_MS = 15_000;
/** The book lists matches from this long ago (the ones still playing) to a day ahead. */
const LIST_BEHIND_MS = 3 * 3_600_000;
const LIST_AHEAD_MS = 24 * 3_600_000;
/** A match the feed still has to play this long after its time is void (SPORTS.md: postponed, not played within 24 hours). */
const VOID_AFTER_MS = 24 * 3_600_000;
/** How many bets one settlement transaction takes. */
const SETTLE_CHUNK = 5000;
/** Transactions writing bets at once (each of a process's pool), and the most bets one takes. */
const WRITERS = 8;
const WRITE_BATCH_LIMIT = 32;
const BETS_PAGE_SIZE = 20;

/** Whose matches these are in the catalogue: the sports vendors (an esports vendor's make up ESPORTS, SPEC §4). */
export const SPORT_VENDOR: Readonly<Record<Sport, string>> = { FOOTBALL: "TALASPORTS", BASKETBALL: "TALASPORTS", CRICKET: "TALASPORTS", ESPORTS: "ARENA" };
/** The catalogue game each sport's bets are recorded under in the betting record. */
const SPORT_GAME_NODE: Readonly<Record<Sport, string>> = { FOOTBALL: "SPORTS-TALASPORTS_2", BASKETBALL: "SPORTS-TALASPORTS_2", CRICKET: "SPORTS-TALASPORTS_1", ESPORTS: "SPORTS-ARENA_1" };

const roundIdOf = (betId: number) => `SPORT-${betId}`;
const lineText = (tenths: number | null) => (tenths === null ? null : (tenths / 10).toFixed(1));
/** The most a line may be either way, in tenths (a basketball or cricket total fits with room to spare). */
const MAX_LINE_TENTHS = 99_999;
/**
 * A feed's line in the tenths the book stores, or undefined when the book cannot hold it exactly (a quarter line such
 * as -0.25 would be cut to -0.2 and settled on a line no one was offered): such a market is not offered at all.
 */
function tenthsOf(line: number): number | undefined {
  const tenths = Math.round(line * 10);
  return Number.isFinite(line) && Math.abs(line * 10 - tenths) < 1e-6 && Math.abs(tenths) <= MAX_LINE_TENTHS ? tenths : undefined;
}
/** The markets of a match the book offers: the match result, and each handicap or total whose line it holds exactly. */
const offeredMarkets = (event: FeedEvent) =>
  event.markets.flatMap((market): { market: FeedMarket; lineTenths: number | null }[] => {
    if (market.kind === "MATCH") return market.line === null ? [{ market, lineTenths: null }] : [];
    const lineTenths = market.line === null ? undefined : tenthsOf(market.line);
    return lineTenths === undefined ? [] : [{ market, lineTenths }];
  });
/** A line as the player named it ("-1.50"), in hundredths, so "-1.5" and "-1.50" are one line and "-0.25" is no tenth. */
function lineHundredthsOf(text: string): number {
  const [whole = "0", fraction = ""] = text.replace(/^-/, "").split(".");
  const size = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return text.startsWith("-") ? -size : size;
}

export interface SportsDeps {
  feed: SportsFeed;
  clock?: () => Date;
  /** How the in-play delay waits (tests wait less). */
  sleep?: (ms: number) => Promise<void>;
}

export function createSportsService(db: Db, wallet: WalletService, games: GamesService, casino: CasinoService, deps: SportsDeps) {
  const clock = deps.clock ?? (() => new Date());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  /** The feed's last good answer and when it came: a silent feed leaves the book on it, in-play markets suspended. */
  let snapshot: { at: number; from: number; events: FeedEvent[] } | null = null;
  const settingsCache = new Map<number, { at: number; settings: sql.SettingsRow }>();

  async function settings(): Promise<sql.SettingsRow> {
    const merchantId = currentMerchant().id;
    const cached = settingsCache.get(merchantId);
    if (cached && Date.now() - cached.at < 5000) return cached.settings;
    const [row] = await sql.settingsOf(db, merchantId);
    const fresh = row ?? sql.DEFAULT_SETTINGS;
    settingsCache.set(merchantId, { at: Date.now(), settings: fresh });
    return fresh;
  }

  /** The listed matches as the feed tells them now (asked at most once a second), or its last answer if it is silent. */
  function listed(now: Date): { events: FeedEvent[]; silent: boolean } {
    const second = Math.floor(now.getTime() / 1000) * 1000;
    if (snapshot && snapshot.from === second) return { events: snapshot.events, silent: false };
    try {
      const events = deps.feed.events(new Date(second - LIST_BEHIND_MS), new Date(second + LIST_AHEAD_MS), now);
      snapshot = { at: now.getTime(), from: second, events };
      return { events, silent: false };
    } catch {
      return { events: snapshot?.events ?? [], silent: snapshot === null || now.getTime() - snapshot.at > FEED_SILENCE_MS };
    }
  }

  function feedEvent(feedId: string, now: Date): { event: FeedEvent | null; silent: boolean } {
    try {
      return { event: deps.feed.event(feedId, now), silent: false };
    } catch {
      return { event: listed(now).events.find((known) => known.feedId === feedId) ?? null, silent: true };
    }
  }

  /** Why a market takes no bets now, or null: the operator's suspension, a score just now (a goal), a silent feed. */
  function pause(event: FeedEvent, market: MarketKind, now: Date, silent: boolean, suspended: ReadonlySet<string>): string | null {
    if (suspended.has(`${event.feedId}:${market}`)) return "suspended";
    // A silent feed's last word may be old: a match it called scheduled may have kicked off since.
    if (silent && (event.status === "live" || event.startsAt.getTime() <= now.getTime())) return "feed_silent";
    if (event.status === "live" && SPORT_RULES[event.sport].pausesOnScore && event.lastScoreAt && now.getTime() - event.lastScoreAt.getTime() < SCORE_PAUSE_MS) return "score";
    return null;
  }

  /** The operator's suspended markets per merchant, read again after a second (or at once after this process changed them). */
  const suspendedCache = new Map<number, { at: number; markets: Promise<ReadonlySet<string>> }>();
  function suspendedSet(): Promise<ReadonlySet<string>> {
    const merchantId = currentMerchant().id;
    const cached = suspendedCache.get(merchantId);
    if (cached && Date.now() - cached.at < 1000) return cached.markets;
    const markets = sql.suspendedMarkets(db, merchantId).then((rows) => new Set(rows.map((row) => `${row.feed_id}:${row.market}`)));
    suspendedCache.set(merchantId, { at: Date.now(), markets });
    markets.catch(() => suspendedCache.delete(merchantId));
    return markets;
  }
  /** The book's record of each match bet on, by feed id (made once; every process may try). */
  const eventIds = new Map<string, number>();
  async function eventIdOf(event: FeedEvent): Promise<number> {
    const known = eventIds.get(event.feedId);
    if (known !== undefined) return known;
    const [row] = await sql.ensureEvent(db, {
      feedId: event.feedId, sport: event.sport, league: event.league, home: event.home, away: event.away, startsAt: event.startsAt.toISOString(), endsAt: event.endsAt.toISOString(),
    });
    if (!row) throw new Error("the match could not be recorded");
    if (eventIds.size > 10_000) eventIds.clear();
    eventIds.set(event.feedId, row.id);
    return row.id;
  }

  function view(event: FeedEvent, now: Date, silent: boolean, margin: number, suspended: ReadonlySet<string>) {
    const played = Math.min(1, Math.max(0, (now.getTime() - event.startsAt.getTime()) / (event.endsAt.getTime() - event.startsAt.getTime())));
    return {
      feedId: event.feedId, sport: event.sport, league: event.league, home: event.home, away: event.away, startsAt: event.startsAt.toISOString(), status: event.status,
      score: event.score, played: event.status === "scheduled" ? 0 : played,
      markets: offeredMarkets(event).map(({ market, lineTenths }) => ({
        market: market.kind,
        line: lineText(lineTenths),
        status: pause(event, market.kind, now, silent, suspended) === null ? ("open" as const) : ("suspended" as const),
        outcomes: market.outcomes.map(({ outcome, probability }) => {
          const milli = priceMilli(probability, margin);
          return { outcome, odds: milli === null ? null : oddsText(milli) };
        }),
      })),
    };
  }

  /** Each leg as it can be bet now: its match, market, line and current price, or why it cannot. */
  async function price(legs: BetRequest["legs"], now: Date) {
    const [{ margin_bp: margin }, suspended] = await Promise.all([settings(), suspendedSet()]);
    return legs.map((leg) => {
      const { event, silent } = feedEvent(leg.feedId, now);
      if (!event || (event.status !== "scheduled" && event.status !== "live")) throw new HttpError(409, "market_closed", "This match takes no more bets.");
      if (event.startsAt.getTime() > now.getTime() + LIST_AHEAD_MS) throw new HttpError(409, "market_closed", "This match does not take bets yet.");
      const offered = offeredMarkets(event).find(({ market }) => market.kind === leg.market);
      if (!offered) throw new HttpError(409, "market_closed", "This market is not offered on this match.");
      const { market, lineTenths } = offered;
      const outcome = market.outcomes.find((known) => known.outcome === leg.outcome);
      if (!outcome) throw badRequest(`Invalid body. legs: ${leg.market} has no ${leg.outcome}`, "invalid_outcome");
      if (pause(event, market.kind, now, silent, suspended) !== null) throw new HttpError(409, "market_suspended", "This market is suspended. Try again in a moment.");
      const milli = priceMilli(outcome.probability, margin);
      if (milli === null) throw new HttpError(409, "market_suspended", "This price is not offered now.");
      // The line the player named, exactly: a bet is never moved onto another line (nor cut to one the book can hold).
      const lineMatches = lineTenths === null ? leg.line === undefined || leg.line === null : typeof leg.line === "string" && lineHundredthsOf(leg.line) === lineTenths * 10;
      return { leg, event, lineTenths, lineMatches, oddsMilli: milli, inPlay: event.status === "live" };
    });
  }

  /** The player's rule for moved prices: any, only better ones, or none at all (then the player is asked). */
  function acceptable(rule: OddsChangeRule, seen: bigint, now: bigint) {
    return rule === "any" || now === seen || (rule === "higher" && now > seen);
  }

  const gameIds = new Map<string, number>();
  async function gameOf(sport: Sport): Promise<number> {
    const node = SPORT_GAME_NODE[sport];
    const known = gameIds.get(`${currentMerchant().id}:${node}`);
    if (known !== undefined) return known;
    const game = await games.gameByNode(node);
    if (!game) throw new HttpError(409, "game_maintenance", "Sports betting is under maintenance.");
    gameIds.set(`${currentMerchant().id}:${node}`, game.id);
    return game.id;
  }

  const betView = (bet: sql.BetRow, legs: readonly sql.LegRow[]) => ({
    id: String(bet.id), stake: minorToDecimal(bet.stake_minor), odds: oddsText(bet.odds_milli), potentialWin: minorToDecimal((bet.stake_minor * bet.odds_milli) / 1000n),
    status: bet.status, paid: minorToDecimal(bet.paid_minor), createdAt: bet.created_at,
    legs: legs.map((leg) => ({
      feedId: leg.feed_id, sport: leg.sport, home: leg.home, away: leg.away, market: leg.market, line: lineText(leg.line_tenths), outcome: leg.outcome,
      odds: oddsText(leg.odds_milli), inPlay: leg.in_play, result: leg.result,
    })),
  });
  async function betsWithLegs(bets: readonly sql.BetRow[]) {
    const legs = bets.length === 0 ? [] : await sql.legsOfBets(db, bets.map((bet) => bet.id));
    return bets.map((bet) => betView(bet, legs.filter((leg) => leg.bet_id === bet.id)));
  }

  /** Each match's sport by the book's id (it never changes): a bet's round is its first leg's sport's vendor's. */
  const eventSports = new Map<number, Sport>();

  /** Settles one match's bets of the merchant in scope, chunk by chunk; answers how many bets it looked at. */
  async function settleEvent(event: sql.EventRow): Promise<number> {
    const result = event.result_home === null || event.result_away === null ? null : { home: event.result_home, away: event.result_away };
    const sport = sportOf(event.sport);
    // A match has a handful of (market, line, outcome) legs: each decided once.
    const decisions = new Map<string, LegResult>();
    const decide = (bet: sql.SettlingRow): LegResult => {
      const at = `${bet.market}:${bet.line_tenths ?? ""}:${bet.outcome}`;
      const known = decisions.get(at);
      if (known) return known;
      const decided = result === null ? "void" : legResult(sport, bet.market, bet.line_tenths, bet.outcome, result);
      decisions.set(at, decided);
      return decided;
    };
    const reference = `${event.home} v ${event.away}`;
    let count = 0;
    let after = 0;
    for (;;) {
      const chunk = await db.transaction(async (tx) => {
        const bets = await sql.betsToSettle(tx, currentMerchant().id, event.id, event.revision, after, SETTLE_CHUNK);
        if (bets.length === 0) return { looked: 0, last: after };
        // Read after the bets are locked: another match's run may have decided their other legs a moment ago.
        const legsOf = new Map<number, sql.ChunkLegRow[]>();
        for (const leg of await sql.legsOfChunk(tx, bets.map((bet) => bet.id))) {
          const legs = legsOf.get(leg.bet_id);
          if (legs) legs.push(leg);
          else legsOf.set(leg.bet_id, [leg]);
        }
        const unknown = [...new Set([...legsOf.values()].map((legs) => legs[0]?.event_id ?? event.id))].filter((id) => !eventSports.has(id));
        if (unknown.length > 0) {
          if (eventSports.size > 10_000) eventSports.clear();
          for (const row of await sql.sportsOfEvents(tx, unknown)) eventSports.set(row.id, sportOf(row.sport));
        }
        const outcomes = bets.map((bet) => {
          const decided = decide(bet);
          const legs = legsOf.get(bet.id) ?? [];
          const first = eventSports.get(legs[0]?.event_id ?? event.id);
          if (!first) throw new Error(`bet ${bet.id} has no legs`);
          const own = legs.map((leg) => ({ oddsMilli: leg.odds_milli, result: leg.event_id === event.id ? decided : leg.result }));
          return { bet, decided, vendor: SPORT_VENDOR[first], ...betOutcome(bet.stake_minor, own) };
        });
        const settled = await wallet.gameSettle(
          outcomes.map(({ bet, due }) => ({
            memberId: bet.member_id, due, paid: bet.paid_minor, owed: bet.owed_minor, payKey: `sports:${bet.id}:pay:${event.id}:${event.revision}`, backKey: `sports:${bet.id}:back:${event.id}:${event.revision}`,
          })),
          reference,
          tx,
        );
        const moved = outcomes.flatMap((outcome, index) => {
          const { paid, owed } = settled[index] ?? { paid: outcome.bet.paid_minor, owed: outcome.bet.owed_minor };
          const { bet, status } = outcome;
          return bet.status === status && bet.paid_minor === paid && bet.owed_minor === owed ? [] : [{ id: bet.id, status, paid, owed }];
        });
        await sql.writeSettlement(
          tx,
          event.id,
          event.revision,
          { betIds: outcomes.map(({ bet }) => bet.id), results: outcomes.map(({ decided }) => decided) },
          { ids: moved.map((bet) => bet.id), statuses: moved.map((bet) => bet.status), paid: moved.map((bet) => bet.paid), owed: moved.map((bet) => bet.owed) },
        );
        const byVendor = new Map<string, { roundId: string; win: bigint }[]>();
        outcomes.forEach((outcome, index) => {
          if (outcome.status === "placed") return;
          const rounds = byVendor.get(outcome.vendor) ?? [];
          rounds.push({ roundId: roundIdOf(outcome.bet.id), win: settled[index]?.paid ?? outcome.bet.paid_minor });
          byVendor.set(outcome.vendor, rounds);
        });
        for (const [vendor, rounds] of byVendor) await casino.rounds.settle(tx, vendor, rounds);
        return { looked: bets.length, last: bets[bets.length - 1]?.id ?? after };
      });
      count += chunk.looked;
      after = chunk.last;
      if (chunk.looked < SETTLE_CHUNK) return count;
    }
  }

  type Priced = Awaited<ReturnType<typeof price>>[number];

  /**
   * A bet request checked and priced (after the in-play delay, in play), then written with its stake and round: the
   * bet written, or null when it was not (its key placed one already, or a match stopped taking bets).
   */
  async function priceAndWrite(memberId: number, request: Omit<BetRequest, "stake"> & { stake: bigint }, hash: string, placedBefore: () => Promise<sql.BetRow | undefined>) {
    if (request.legs.some((leg) => (leg.market === "MATCH") !== (leg.line === undefined || leg.line === null))) {
      throw badRequest("Invalid body. legs.line: a handicap or total names its line; a match result has none");
    }
    if (new Set(request.legs.map((leg) => leg.feedId)).size !== request.legs.length) {
      throw badRequest("Invalid body. legs: an accumulator takes one leg per match (legs of one match depend on each other).", "related_legs");
    }
    const seen = request.legs.map((leg) => oddsMilliOf(leg.odds));
    if (seen.some((odds) => odds === null || odds < MIN_ODDS_MILLI || odds > MAX_ODDS_MILLI)) throw badRequest("Invalid body. legs.odds: must be a price from 1.01 to 100.00");
    const rules = await settings();
    const ceiling = request.legs.reduce((least, leg) => {
      const cap = rules.market_max_stake[leg.market];
      return cap !== undefined && cap < least ? cap : least;
    }, rules.max_stake_minor);
    if (request.stake < MIN_STAKE_MINOR || request.stake > ceiling) {
      throw new HttpError(400, "stake_out_of_range", `The stake must be between ${minorToDecimal(MIN_STAKE_MINOR)} and ${minorToDecimal(ceiling)}.`);
    }
    let priced = await price(request.legs, clock());
    if (new Set(priced.map(({ event }) => event.feedId)).size !== priced.length) {
      throw badRequest("Invalid body. legs: an accumulator takes one leg per match (legs of one match depend on each other).", "related_legs");
    }
    if (priced.some((leg) => leg.inPlay) && rules.in_play_delay_seconds > 0) {
      // A key seen before is answered at once, not after the delay.
      if (await placedBefore()) return null;
      // In play: the bet is taken after the delay, at the prices then, unless a market was suspended meanwhile.
      await sleep(rules.in_play_delay_seconds * 1000);
      priced = await price(request.legs, clock());
    }
    if (priced.some((leg) => !leg.lineMatches)) {
      throw new HttpError(409, "line_changed", "This line is not offered. Check the lines now and place the bet again.", {
        legs: priced.map(({ leg, lineTenths }) => ({ feedId: leg.feedId, market: leg.market, outcome: leg.outcome, line: lineText(lineTenths) })),
      });
    }
    if (priced.some((leg, index) => !acceptable(request.oddsChange, seen[index] ?? 0n, leg.oddsMilli))) {
      throw new HttpError(409, "odds_changed", "The prices have changed. Check the new prices and place the bet again.", {
        legs: priced.map(({ leg, oddsMilli }) => ({ feedId: leg.feedId, market: leg.market, outcome: leg.outcome, odds: oddsText(oddsMilli) })),
      });
    }
    const oddsMilli = combinedOdds(priced.map((leg) => leg.oddsMilli));
    const potential = (request.stake * oddsMilli) / 1000n;
    if (potential > rules.max_payout_minor) {
      throw new HttpError(400, "payout_above_limit", `A bet may win at most ${minorToDecimal(rules.max_payout_minor)}: lower the stake.`);
    }
    const legEvents = await Promise.all(priced.map(({ event }) => eventIdOf(event)));
    const first = priced[0]?.event.sport ?? "FOOTBALL";
    const bet = await write({
      bet: {
        memberId, stake: request.stake, oddsMilli, key: request.key, requestHash: hash,
        legs: priced.map(({ leg, lineTenths, oddsMilli: odds, inPlay }, index) => ({ eventId: legEvents[index] ?? 0, market: leg.market, lineTenths, outcome: leg.outcome, oddsMilli: odds, inPlay })),
      },
      gameId: await gameOf(first),
      vendor: SPORT_VENDOR[first],
      reference: priced.map(({ event }) => `${event.home} v ${event.away}`).join(" + ").slice(0, 200),
      detail: { legs: priced.map(({ leg, lineTenths, oddsMilli: odds }) => ({ feedId: leg.feedId, market: leg.market, line: lineText(lineTenths), outcome: leg.outcome, odds: oddsText(odds) })) },
    });
    return bet === null ? null : { bet, priced, legEvents };
  }

  /** A bet ready to be written: the bet with its legs, and its round's game, vendor, reference and detail. */
  interface Order {
    bet: sql.NewBet;
    gameId: number;
    vendor: string;
    reference: string;
    detail: unknown;
  }
  interface Queued {
    order: Order;
    resolve: (bet: sql.BetRow | null) => void;
    reject: (error: unknown) => void;
  }
  /** A merchant's writers: the bets waiting, how many writers are busy, and whether a start is due. */
  interface Writers {
    merchant: MerchantRef;
    waiting: Queued[];
    busy: number;
    starting: boolean;
  }
  /**
   * The book's writers: a bet that arrives while every writer is busy waits, and the bets waiting go together in the
   * next transaction (one statement writes them, each with its own stake transfer and round, one commit), so a busy
   * book makes fewer, fuller transactions. Per merchant (the wallet's calls are the merchant's).
   */
  const writers = new Map<number, Writers>();
  function write(order: Order): Promise<sql.BetRow | null> {
    const merchant = currentMerchant();
    const queue = writers.get(merchant.id) ?? { merchant, waiting: [], busy: 0, starting: false };
    writers.set(merchant.id, queue);
    return new Promise((resolve, reject) => {
      queue.waiting.push({ order, resolve, reject });
      startWriters(queue);
    });
  }
  /**
   * Starts free writers on what waits, after the callbacks already due have run: the players a finished batch just
   * answered come back with their next bets in those, and go together instead of the first alone.
   */
  function startWriters(queue: Writers) {
    if (queue.starting) return;
    queue.starting = true;
    setImmediate(() => {
      queue.starting = false;
      takeBatches(queue);
    });
  }
  function takeBatches(queue: Writers) {
    while (queue.busy < WRITERS && queue.waiting.length > 0) {
      // One key once per batch: a second bet under it waits for the next (where the first has its key already).
      const batch: Queued[] = [];
      const keys = new Set<string>();
      queue.waiting = queue.waiting.filter((queued) => {
        const key = `${queued.order.bet.memberId}:${queued.order.bet.key}`;
        if (batch.length >= WRITE_BATCH_LIMIT || keys.has(key)) return true;
        keys.add(key);
        batch.push(queued);
        return false;
      });
      queue.busy += 1;
      void withMerchant(queue.merchant, () => writeBatch(batch)).finally(() => {
        queue.busy -= 1;
        startWriters(queue);
      });
    }
  }
  async function writeBatch(batch: readonly Queued[]) {
    try {
      const written = await writeOrders(batch.map((queued) => queued.order));
      batch.forEach((queued, index) => settleQueued(queued, written[index]));
    } catch (error) {
      const [only] = batch;
      if (batch.length === 1 && only) return only.reject(error);
      // One bet's trouble (or a deadlock with another process's batch) does not fail the others: each is written alone.
      for (const queued of batch) {
        try {
          settleQueued(queued, (await writeOrders([queued.order]))[0]);
        } catch (alone) {
          queued.reject(alone);
        }
      }
    }
  }
  const settleQueued = (queued: Queued, written: { bet: sql.BetRow } | { refused: unknown } | null | undefined) => {
    if (written === undefined) queued.reject(new Error("a bet of the batch has no answer"));
    else if (written === null) queued.resolve(null);
    else if ("refused" in written) queued.reject(written.refused);
    else queued.resolve(written.bet);
  };
  /** Bets with their stakes and rounds in one transaction: each written, refused by the wallet (its bet taken out again), or not written (null). */
  async function writeOrders(orders: readonly Order[]) {
    return db.transaction(async (tx) => {
      const created = new Map((await sql.insertBets(tx, currentMerchant().id, orders.map((order) => order.bet))).map((row) => [row.item, row]));
      // By member, so two batches of two processes that share members take their wallets in one order.
      const items = [...created.keys()].sort((x, y) => (orders[x]?.bet.memberId ?? 0) - (orders[y]?.bet.memberId ?? 0));
      const refused = new Map<number, HttpError>();
      for (const item of items) {
        const bet = created.get(item);
        const order = orders[item];
        if (!bet || !order) continue;
        try {
          await wallet.gameStake({ memberId: order.bet.memberId, key: `sports:${bet.id}:stake`, reference: order.reference, amount: order.bet.stake }, tx);
        } catch (error) {
          // The wallet's refusal (the balance) is this bet's answer; the transaction goes on for the others.
          if (!(error instanceof HttpError)) throw error;
          refused.set(item, error);
        }
      }
      if (refused.size > 0) await sql.dropBets(tx, [...refused.keys()].map((item) => created.get(item)?.id ?? 0));
      for (const item of items) {
        const bet = created.get(item);
        const order = orders[item];
        if (!bet || !order || refused.has(item)) continue;
        await casino.rounds.open(tx, { memberId: order.bet.memberId, gameId: order.gameId, vendor: order.vendor, roundId: roundIdOf(bet.id), bet: order.bet.stake, detail: order.detail });
      }
      return orders.map((_, item) => {
        const refusal = refused.get(item);
        if (refusal) return { refused: refusal };
        const bet = created.get(item);
        return bet ? { bet } : null;
      });
    });
  }

  return {
    /** The book's matches (the sports' or the esports vendors'), each with its priced markets. */
    async events(filter: { sport?: Sport | undefined; area?: "sports" | "esports" | undefined }) {
      const now = clock();
      const [{ margin_bp: margin }, suspended, esports] = await Promise.all([settings(), suspendedSet(), filter.area ? games.esportsVendors() : Promise.resolve([])]);
      const { events, silent } = listed(now);
      const shown = events.filter(
        (event) =>
          (event.status === "scheduled" || event.status === "live") &&
          (filter.sport === undefined || event.sport === filter.sport) &&
          (filter.area === undefined || esports.includes(SPORT_VENDOR[event.sport]) === (filter.area === "esports")),
      );
      return { events: shown.map((event) => view(event, now, silent, margin, suspended)), serverTime: now.toISOString() };
    },

    async event(feedId: string) {
      const now = clock();
      const [{ margin_bp: margin }, suspended] = await Promise.all([settings(), suspendedSet()]);
      const { event, silent } = feedEvent(feedId, now);
      if (!event) throw notFound("No such match");
      return view(event, now, silent, margin, suspended);
    },

    /**
     * Places a bet (one leg: a single; more: an accumulator on different matches) at the prices now, once per key.
     * In play, the bet waits the operator's delay first and takes the prices then.
     */
    async place(memberId: number, request: Omit<BetRequest, "stake"> & { stake: bigint }) {
      const hash = betRequestHash(request);
      /** The bet a key placed, answered again only for the request that placed it. */
      const firstAnswer = async (bet: sql.BetRow) => {
        if (bet.request_hash !== null && bet.request_hash !== hash) throw keyConflict();
        return (await betsWithLegs([bet]))[0];
      };
      const placedBefore = async () => (await sql.betByKey(db, memberId, request.key))[0];
      let written: { bet: sql.BetRow; priced: Priced[]; legEvents: number[] } | null;
      try {
        written = await priceAndWrite(memberId, request, hash, placedBefore);
      } catch (error) {
        // A key seen before answers its first bet (or refuses another request) whatever this one asked: it is looked up
        // only when this request could not be placed, so a new bet costs no lookup.
        const known = error instanceof HttpError ? await placedBefore() : undefined;
        if (known) return firstAnswer(known);
        throw error;
      }
      if (written) {
        const { bet, priced, legEvents } = written;
        // Answered from what was just written: its legs are the priced ones.
        return betView(
          bet,
          priced.map(({ leg, event, lineTenths, oddsMilli: odds, inPlay }, index) => ({
            bet_id: bet.id, leg_no: index + 1, event_id: legEvents[index] ?? 0, feed_id: event.feedId, sport: event.sport, home: event.home, away: event.away, market: leg.market,
            line_tenths: lineTenths, outcome: leg.outcome, odds_milli: odds, in_play: inPlay, result: null, revision: null,
          })),
        );
      }
      // Not written: the key placed a bet already (perhaps this same request, at the same moment), or a match stopped
      // taking bets meanwhile.
      const known = await placedBefore();
      if (known) return firstAnswer(known);
      throw new HttpError(409, "market_closed", "This match takes no more bets.");
    },

    async bets(memberId: number, pageNo: number) {
      const rows = await sql.betsOf(db, memberId, BETS_PAGE_SIZE, (pageNo - 1) * BETS_PAGE_SIZE);
      return { list: await betsWithLegs(rows), pageNo, totalPages: Math.ceil((rows[0]?.total ?? 0) / BETS_PAGE_SIZE) };
    },

    // ---- The operator's side ----

    async settingsView() {
      const s = await settings();
      return {
        marginPercent: (s.margin_bp / 100).toFixed(2), maxStake: minorToDecimal(s.max_stake_minor), maxPayout: minorToDecimal(s.max_payout_minor),
        marketMaxStake: Object.fromEntries(Object.entries(s.market_max_stake).map(([market, stake]) => [market, minorToDecimal(stake)])), inPlayDelaySeconds: s.in_play_delay_seconds,
      };
    },
    async setSettings(next: { marginBp: number; maxStake: bigint; maxPayout: bigint; marketMaxStake: Partial<Record<MarketKind, bigint>>; inPlayDelaySeconds: number }) {
      if ([next.maxStake, next.maxPayout, ...Object.values(next.marketMaxStake)].some((amount) => amount < MIN_STAKE_MINOR)) {
        throw badRequest(`Invalid body. maxStake, maxPayout, marketMaxStake: each at least ${minorToDecimal(MIN_STAKE_MINOR)}`);
      }
      const row: sql.SettingsRow = {
        margin_bp: next.marginBp, max_stake_minor: next.maxStake, max_payout_minor: next.maxPayout,
        market_max_stake: Object.fromEntries(Object.entries(next.marketMaxStake).flatMap(([market, stake]) => (stake === undefined ? [] : [[market, stake]]))), in_play_delay_seconds: next.inPlayDelaySeconds,
      };
      await sql.writeSettings(db, currentMerchant().id, row);
      settingsCache.delete(currentMerchant().id);
      return this.settingsView();
    },
    async suspendMarket(feedId: string, market: MarketKind, suspended: boolean) {
      if (!feedEvent(feedId, clock()).event) throw notFound("No such match");
      await (suspended ? sql.suspendMarket(db, currentMerchant().id, feedId, market) : sql.resumeMarket(db, currentMerchant().id, feedId, market));
      suspendedCache.delete(currentMerchant().id);
      return this.event(feedId);
    },
    /** The operator's result of a match bet on (or void): a new revision, settled again by the job, each difference once. */
    async correct(feedId: string, result: { home: number; away: number } | null) {
      const [event] = await sql.eventByFeedId(db, feedId);
      if (!event) throw notFound("No bets on this match");
      // A score is corrected once the match is over; calling a match off (void) may come at any time.
      const fed = feedEvent(feedId, clock()).event;
      if (result !== null && fed && fed.status !== "finished" && fed.status !== "abandoned") {
        throw new HttpError(409, "match_not_finished", "A result can be corrected once the match is over.");
      }
      const [corrected] = await sql.correctResult(db, event.id, result);
      return { feedId, result, revision: corrected?.revision ?? event.revision };
    },
    async book(day: string) {
      return (await sql.book(db, currentMerchant().id, day)).map((row) => ({
        feedId: row.feed_id, match: `${row.home} v ${row.away}`, bets: row.bets, stakes: minorToDecimal(row.stakes), paid: minorToDecimal(row.paid), openLiability: minorToDecimal(row.liability),
      }));
    },

    /** The job: each match bet on that has ended (or was corrected) is settled for every merchant; answers the bets looked at. */
    async runDue(merchants: readonly MerchantRef[]): Promise<number> {
      const now = clock();
      let count = 0;
      for (const event of await sql.openEvents(db, now.toISOString())) {
        if (!event.corrected) {
          const { event: fed, silent } = feedEvent(event.feed_id, now);
          // Only the feed's word settles a match, however long the platform or the feed was away: its result, or void
          // when the house rules void it (abandoned, or still not played a day after its time). A silent feed, or one
          // that no longer knows the match, leaves it waiting for the feed or the operator's result: time alone never
          // turns a played match void.
          if (silent || !fed) continue;
          const postponed = fed.status === "scheduled" && Date.parse(event.starts_at) + VOID_AFTER_MS < now.getTime();
          if ((fed.status === "finished" && !fed.result) || (fed.status !== "finished" && fed.status !== "abandoned" && !postponed)) continue;
          await sql.recordResult(db, event.id, fed.status === "finished" ? fed.result : null);
        }
        const [current] = await sql.eventByFeedId(db, event.feed_id);
        if (!current || current.status !== "open" || current.revision !== event.revision) continue;
        for (const merchant of merchants) count += await withMerchant(merchant, () => settleEvent(current));
        await sql.markEvent(db, current.id, current.revision, current.result_home === null ? "void" : "settled");
      }
      return count;
    },
  };
}
export type SportsService = ReturnType<typeof createSportsService>;

/**
 * What makes a bet request what it is: each leg (match, market, line, outcome, the price seen), the stake and the rule
 * for moved prices. Prices and lines are hashed by value ("1.9" is "1.90"), legs in match order (an accumulator's legs
 * in another order are the same bet).
 */
function betRequestHash(request: Omit<BetRequest, "stake"> & { stake: bigint }): string {
  const legs = request.legs
    .map((leg) => [leg.feedId, leg.market, leg.outcome, leg.line === undefined || leg.line === null ? null : lineHundredthsOf(leg.line), oddsMilliOf(leg.odds) ?? leg.odds] as const)
    .sort((a, b) => (a.join("|") < b.join("|") ? -1 : 1));
  return requestHash(["sports-bet", request.stake, request.oddsChange, legs.length, ...legs.flat()]);
}

function sportOf(value: string): Sport {
  const sport = SPORTS.find((known) => known === value);
  if (!sport) throw new Error(`unknown sport ${value}`);
  return sport;
}
