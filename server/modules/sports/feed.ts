// The feed boundary of the sportsbook: what a feed tells the book (fixtures, in-play scores, fair prices of markets,
// results), and the demo feed behind it. The book prices, limits, takes bets and settles; a real feed plugs in by
// answering the same `SportsFeed` (mapping its own ids, markets and results), without the book changing.
//
// The demo feed makes a rolling day of matches from a seed: each sport has a fixture every few minutes, each match a
// Poisson process of scores per team (so the price of any moment follows from the score and the time left, exactly),
// played out in compressed time; about one match in forty is abandoned halfway (its bets are void).
import { createHmac, randomBytes } from "node:crypto";
import { SPORTS, type MarketKind, type Outcome, type Sport } from "../../../src/contract/sports";

export { SPORTS, type MarketKind, type Outcome, type Sport };

export interface FeedMarket {
  kind: MarketKind;
  /** The handicap on the home side, or the total's line; half lines, so no bet pushes. Null for the match result. */
  line: number | null;
  /** The fair chance of each outcome (summing to 1): the book adds its margin. */
  outcomes: { outcome: Outcome; probability: number }[];
}

export interface FeedEvent {
  feedId: string;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  startsAt: Date;
  endsAt: Date;
  status: "scheduled" | "live" | "finished" | "abandoned";
  score: { home: number; away: number };
  /** When the score last changed (in-play markets pause after it). */
  lastScoreAt: Date | null;
  /** Open markets: none once the match is over. */
  markets: FeedMarket[];
  /** The official result once finished; null while playing, and for an abandoned match. */
  result: { home: number; away: number } | null;
}

export interface SportsFeed {
  /** Matches starting in [from, to), as they stand at `now`. */
  events(from: Date, to: Date, now: Date): FeedEvent[];
  /** One match as it stands at `now`; null when the feed does not know it. */
  event(feedId: string, now: Date): FeedEvent | null;
}

interface SportRules {
  /** A new match every so many minutes, starting this many minutes into the slot. */
  everyMinutes: number;
  offsetMinutes: number;
  /** How long a match lasts here (compressed), in minutes. */
  playMinutes: number;
  /** Expected scores per team over a match, before each team's form. */
  rates: readonly [number, number];
  /** How far a team's form moves its expected score, either way (0.25: 75% to 125%). */
  form: number;
  /** Three outcomes (home, draw, away); otherwise a tie is settled as a push (void). */
  threeWay: boolean;
  /** A score pauses in-play markets (a goal); in sports that score all the time it does not. */
  pausesOnScore: boolean;
  leagues: readonly string[];
  teams: readonly string[];
}

export const SPORT_RULES: Readonly<Record<Sport, SportRules>> = {
  FOOTBALL: {
    everyMinutes: 20, offsetMinutes: 0, playMinutes: 12, rates: [1.45, 1.15], form: 0.3, threeWay: true, pausesOnScore: true,
    leagues: ["Bangladesh Premier League", "Premier League", "La Liga", "Serie A"],
    teams: ["Dhaka Abahani", "Mohammedan", "Bashundhara Kings", "Sheikh Russel", "Arsenal", "Liverpool", "Chelsea", "Barcelona", "Sevilla", "Milan", "Napoli", "Roma"],
  },
  BASKETBALL: {
    everyMinutes: 30, offsetMinutes: 5, playMinutes: 10, rates: [104, 100], form: 0.06, threeWay: false, pausesOnScore: false,
    leagues: ["NBA", "EuroLeague"],
    teams: ["Lakers", "Celtics", "Warriors", "Bucks", "Nuggets", "Heat", "Real Madrid", "Fenerbahçe", "Olympiacos", "Monaco"],
  },
  CRICKET: {
    everyMinutes: 40, offsetMinutes: 10, playMinutes: 15, rates: [165, 158], form: 0.05, threeWay: false, pausesOnScore: false,
    leagues: ["Bangladesh Premier League T20", "Indian Premier League", "Big Bash"],
    teams: ["Comilla Victorians", "Rangpur Riders", "Fortune Barishal", "Sylhet Strikers", "Mumbai Indians", "Chennai Super Kings", "Sydney Sixers", "Perth Scorchers"],
  },
  ESPORTS: {
    everyMinutes: 15, offsetMinutes: 7, playMinutes: 8, rates: [24, 22], form: 0.15, threeWay: false, pausesOnScore: false,
    leagues: ["Dota 2 Pro Circuit", "Valorant Champions Tour"],
    teams: ["Team Spirit", "Gaimin Gladiators", "Tundra", "OG", "Fnatic", "Sentinels", "Paper Rex", "LOUD"],
  },
};

/** The demo feed's matches are numbered from here. */
export const FEED_EPOCH_MS = Date.UTC(2026, 0, 1, 0, 0, 0);
/** About one match in this many is abandoned halfway. */
const ABANDON_ONE_IN = 40;

/** A match's story: both teams' expected scores and the moments (fractions of the match) each scored. */
interface Story {
  feedId: string;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  startsAt: number;
  endsAt: number;
  rates: [number, number];
  scoredAt: [number[], number[]];
  /** The fraction of the match at which it was abandoned, or null. */
  abandonedAt: number | null;
  /** Its markets before kick-off (they stay as they are until then), once worked out. */
  preMatch?: FeedMarket[];
}

/**
 * The demo feed's seed on this install: drawn from the platform's secrets key (every process of the install agrees),
 * never from anything in the source, so no one can compute a match before it is played. Without a key, a random one
 * for this process alone.
 */
export function demoFeedSeed(secretsKey: Buffer | undefined): string {
  return secretsKey ? createHmac("sha256", secretsKey).update("tala:demo-sports-feed").digest("hex") : randomBytes(32).toString("hex");
}

/** No feed at all (production without a real one): the book lists no matches and takes no bets. */
export const NO_FEED: SportsFeed = { events: () => [], event: () => null };

export function createDemoFeed(seed: string): SportsFeed {
  const stories = new Map<string, Story>();

  function storyOf(sport: Sport, slot: number): Story {
    const feedId = `${sport}-${slot}`;
    const known = stories.get(feedId);
    if (known) return known;
    const rules = SPORT_RULES[sport];
    const random = randomStream(seed, feedId);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] ?? list[0];
    const home = pick(rules.teams) ?? "Home";
    let away = pick(rules.teams) ?? "Away";
    while (away === home) away = pick(rules.teams) ?? "Away";
    // Each side's form moves the sport's usual scoring a little either way.
    const form = () => 1 + (random() * 2 - 1) * rules.form;
    const rates: [number, number] = [rules.rates[0] * form(), rules.rates[1] * form()];
    const startsAt = FEED_EPOCH_MS + (slot * rules.everyMinutes + rules.offsetMinutes) * 60_000;
    const story: Story = {
      feedId, sport, league: pick(rules.leagues) ?? "", home, away, startsAt, endsAt: startsAt + rules.playMinutes * 60_000, rates,
      scoredAt: [poissonProcess(rates[0], random), poissonProcess(rates[1], random)],
      abandonedAt: random() * ABANDON_ONE_IN < 1 ? 0.5 : null,
    };
    if (stories.size > 5000) stories.clear();
    stories.set(feedId, story);
    return story;
  }

  function eventOf(story: Story, now: number): FeedEvent {
    const rules = SPORT_RULES[story.sport];
    const played = Math.min(1, Math.max(0, (now - story.startsAt) / (story.endsAt - story.startsAt)));
    const abandoned = story.abandonedAt !== null && played >= story.abandonedAt;
    const upTo = abandoned ? (story.abandonedAt ?? 1) : played;
    const count = (times: number[]) => times.filter((time) => time < upTo).length;
    const score = { home: count(story.scoredAt[0]), away: count(story.scoredAt[1]) };
    const last = Math.max(-1, ...[...story.scoredAt[0], ...story.scoredAt[1]].filter((time) => time < upTo));
    const status = abandoned ? "abandoned" : now < story.startsAt ? "scheduled" : now < story.endsAt ? "live" : "finished";
    const open = status === "scheduled" || status === "live";
    return {
      feedId: story.feedId, sport: story.sport, league: story.league, home: story.home, away: story.away,
      startsAt: new Date(story.startsAt), endsAt: new Date(story.endsAt), status, score,
      lastScoreAt: last < 0 ? null : new Date(story.startsAt + last * (story.endsAt - story.startsAt)),
      markets: !open ? [] : played === 0 ? (story.preMatch ??= marketsOf(rules, story.rates, score, 1)) : marketsOf(rules, story.rates, score, 1 - played),
      result: status === "finished" ? score : null,
    };
  }

  return {
    events(from, to, now) {
      const events: FeedEvent[] = [];
      for (const sport of SPORTS) {
        const rules = SPORT_RULES[sport];
        const slotMs = rules.everyMinutes * 60_000;
        const first = Math.ceil((from.getTime() - FEED_EPOCH_MS - rules.offsetMinutes * 60_000) / slotMs);
        for (let slot = first; FEED_EPOCH_MS + (slot * rules.everyMinutes + rules.offsetMinutes) * 60_000 < to.getTime(); slot++) {
          events.push(eventOf(storyOf(sport, slot), now.getTime()));
        }
      }
      return events.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.feedId.localeCompare(b.feedId));
    },
    event(feedId, now) {
      const match = /^([A-Z]+)-(-?\d{1,9})$/.exec(feedId);
      const sport = SPORTS.find((known) => known === match?.[1]);
      if (!sport || !match?.[2]) return null;
      return eventOf(storyOf(sport, Number(match[2])), now.getTime());
    },
  };
}

/** The markets of a match with `left` of it still to play (1 before kick-off), priced from the score and the rates. */
export function marketsOf(rules: SportRules, rates: readonly [number, number], score: { home: number; away: number }, left: number): FeedMarket[] {
  const [homeRate, awayRate] = rates;
  // The lines sit where the match started: the expected margin and total, on the half.
  const handicap = -Math.round(homeRate - awayRate) + (homeRate >= awayRate ? -0.5 : 0.5);
  const total = Math.round(homeRate + awayRate) + 0.5;
  const remaining = stillToCome(homeRate * left, awayRate * left);
  const now = score.home - score.away;
  // The final margin is now + D and the final total score.home + score.away + S, D and S what is still to come.
  const home = remaining.differenceAbove(-now);
  const away = 1 - remaining.differenceAbove(-now - 1);
  const draw = Math.max(0, 1 - home - away);
  const match: FeedMarket = rules.threeWay
    ? { kind: "MATCH", line: null, outcomes: [{ outcome: "HOME", probability: home }, { outcome: "DRAW", probability: draw }, { outcome: "AWAY", probability: away }] }
    : // A tie is a push in a two-way market: the prices are of the outcomes that are not.
      { kind: "MATCH", line: null, outcomes: [{ outcome: "HOME", probability: home / (home + away) }, { outcome: "AWAY", probability: away / (home + away) }] };
  const covers = remaining.differenceAbove(-now - handicap);
  const over = remaining.sumAbove(total - score.home - score.away);
  return [
    match,
    { kind: "HANDICAP", line: handicap, outcomes: [{ outcome: "HOME", probability: covers }, { outcome: "AWAY", probability: 1 - covers }] },
    { kind: "TOTAL", line: total, outcomes: [{ outcome: "OVER", probability: over }, { outcome: "UNDER", probability: 1 - over }] },
  ];
}

/**
 * What is still to come: home scores D₁ ~ Poisson(a), away D₂ ~ Poisson(b), independent. The chance that the
 * difference D₁ − D₂, or the sum D₁ + D₂, ends above x. Exact for low-scoring sports; for high-scoring ones (an
 * expected total above 60) by the normal approximation with continuity correction.
 */
function stillToCome(a: number, b: number) {
  if (a + b <= 60) {
    const top = Math.ceil(a + b + 12 * Math.sqrt(a + b + 1) + 5);
    const pa = poissonTable(a, top);
    const pb = poissonTable(b, top);
    const above = (x: number, combine: (i: number, j: number) => number) => {
      let p = 0;
      for (let i = 0; i < pa.length; i++) for (let j = 0; j < pb.length; j++) if (combine(i, j) > x) p += (pa[i] ?? 0) * (pb[j] ?? 0);
      return clampChance(p);
    };
    return { differenceAbove: (x: number) => above(x, (i, j) => i - j), sumAbove: (x: number) => above(x, (i, j) => i + j) };
  }
  const sd = Math.sqrt(a + b);
  // An integer above x is one from floor(x) + 1: its band starts half a point lower.
  const above = (x: number, mean: number) => clampChance(1 - normalCdf((Math.floor(x) + 0.5 - mean) / sd));
  return { differenceAbove: (x: number) => above(x, a - b), sumAbove: (x: number) => above(x, a + b) };
}

const clampChance = (p: number) => Math.min(1, Math.max(0, p));

function poissonTable(mean: number, top: number): number[] {
  const table = [Math.exp(-mean)];
  for (let k = 1; k <= top; k++) table.push(((table[k - 1] ?? 0) * mean) / k);
  return table;
}

function normalCdf(z: number): number {
  // Abramowitz and Stegun 7.1.26 on erf: error under 1.5e-7.
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The moments (fractions of the match) a side with this expected score scores: a Poisson process. */
function poissonProcess(mean: number, random: () => number): number[] {
  const times: number[] = [];
  for (let at = -Math.log(1 - random()) / mean; at < 1; at += -Math.log(1 - random()) / mean) times.push(at);
  return times;
}

/** Uniform numbers in [0, 1) from HMAC-SHA256(seed, "id:counter"), 32 bits at a time. */
function randomStream(seed: string, id: string): () => number {
  let counter = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 4 > block.length) {
      block = createHmac("sha256", seed).update(`${id}:${counter++}`).digest();
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word / 0x1_0000_0000;
  };
}
