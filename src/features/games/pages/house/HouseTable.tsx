// The one-bet house games on one machine: the slot, the fishing game and the card table. The session says which.
import { useSelector } from "@xstate/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SnapshotFrom } from "xstate";
import { tableBets, type houseGameMachine } from "../../../../../machines/houseGame.machine";
import { useGamesFlows, useFlowActor } from "../../../../flows/actors";
import { useFormat } from "../../../../i18n/useFormat";
import { AmountChoice, FairPanel, GameClosed, GameHead, RoundStatus, WinLine } from "./shared";
import { useRefreshOn } from "../../../../flows/refresh";
import { SlotSymbol, SlotSymbolPaint, useSymbolNames } from "./SlotSymbols";

type Snapshot = SnapshotFrom<typeof houseGameMachine>;
type Send = (event: { type: "bet.change"; bet: string } | { type: "round.play"; target?: string }) => void;

const SLOT_BETS = ["0.50", "1.00", "2.00", "5.00", "10.00"];
const FISH_BETS = ["0.10", "0.50", "1.00", "2.00", "5.00"];
/** What the reels show before the first spin. */
const IDLE_REELS = [
  ["CHERRY", "SEVEN", "BELL"],
  ["LEMON", "SEVEN", "PLUM"],
  ["BAR", "SEVEN", "CHERRY"],
  ["PLUM", "BELL", "LEMON"],
  ["BELL", "BAR", "CHERRY"],
];
/** The paying lines' colours, by line number, as drawn over the reels. */
const LINE_COLOURS = ["#ffd166", "#06d6a0", "#ef476f", "#4cc9f0", "#f77f00", "#c77dff", "#80ed99", "#ff99c8", "#90dbf4", "#fcbf49"];
/** Where the coins of a win fall from, across the reels. */
const COINS = Array.from({ length: 14 }, (_, i) => ({ left: `${(i * 37 + 5) % 96}%`, delay: `${(i % 7) * 0.11 + 0.9}s` }));

export function HouseTable({ launchToken }: { launchToken: string }) {
  const { t } = useLingui();
  const flows = useGamesFlows();
  const actor = useFlowActor(flows.houseGame, { input: { launchToken } });
  useRefreshOn(actor, "wallet.changed");
  const snapshot = useSelector(actor, (s) => s);
  const send: Send = (event) => actor.send(event);
  if (snapshot.matches("closed")) return <GameClosed errorCode={snapshot.context.errorCode} />;
  switch (snapshot.context.session?.engine) {
    case "fish":
      return <FishPond snapshot={snapshot} send={send} />;
    case "cards":
      return <CardTable snapshot={snapshot} send={send} />;
    case "slot":
      return <SlotReels snapshot={snapshot} send={send} />;
    default:
      return <div className="spinner" role="status" aria-label={t`Loading`} />;
  }
}

/** Why a round was not sent, in the player's words. */
function ProblemLine({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useLingui();
  const format = useFormat();
  const { problem, session } = snapshot.context;
  if (!problem) return null;
  const text = problem === "target" ? t`Tap a fish to shoot at it.` : problem === "step" ? t`The bet must be a multiple of ${session ? format.money(session.betStep) : ""}.` : t`That bet is outside this game's limits.`;
  return (
    <p className="form-message form-message--error" role="alert">
      {text}
    </p>
  );
}

function SlotReels({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const { t } = useLingui();
  const format = useFormat();
  const names = useSymbolNames();
  const { session, result, bet, errorCode, rounds } = snapshot.context;
  const spin = result?.engine === "slot" ? result : null;
  const reels = spin?.reels ?? IDLE_REELS;
  const wins = spin?.wins ?? [];
  // The cells a paying line runs through, up to its last matching symbol.
  const winning = new Set(wins.flatMap((win) => win.rows.slice(0, win.count).map((row, reel) => `${reel}:${row}`)));
  return (
    <section className="house-slot" data-testid="house-slot">
      <SlotSymbolPaint />
      <GameHead title="Tala Fortune" lobby="/rng" />
      <div className={`house-slot__machine${snapshot.hasTag("playing") ? " is-spinning" : ""}`}>
        <div className="house-slot__reels" data-testid="slot-reels">
          {reels.map((column, reel) => (
            // A new round mounts new reels, so they land one after another again.
            <div key={`${spin?.roundId ?? "idle"}:${reel}`} className="house-slot__reel">
              {column.map((symbol, row) => (
                <span key={row} className={`house-slot__symbol${winning.has(`${reel}:${row}`) ? " is-winning" : ""}`} data-symbol={symbol}>
                  <SlotSymbol symbol={symbol} name={names[symbol] ?? symbol} />
                </span>
              ))}
            </div>
          ))}
        </div>
        {wins.length > 0 && (
          <svg key={`lines:${spin?.roundId ?? ""}`} className="house-slot__lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true" data-testid="slot-lines">
            {wins.map((win) => (
              <polyline key={win.line} points={win.rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(" ")} stroke={LINE_COLOURS[win.line % LINE_COLOURS.length]} pathLength={1} />
            ))}
          </svg>
        )}
        {spin && spin.win !== "0.00" && (
          <div key={`coins:${spin.roundId}`} className="house-slot__coins" aria-hidden="true">
            {COINS.map((coin) => (
              <span key={coin.left} style={{ left: coin.left, animationDelay: coin.delay }} />
            ))}
          </div>
        )}
      </div>
      <WinLine win={spin?.win ?? null} idle={t`Choose a bet and spin`} testId="slot-win">
        {wins.length > 0 && <span className="muted"> · {t`${format.number(wins.length)} winning lines`}</span>}
      </WinLine>
      <div className="house-slot__controls">
        <AmountChoice label={t`Bet`} amounts={SLOT_BETS} chosen={bet} onChoose={(amount) => send({ type: "bet.change", bet: amount })} />
        <button type="button" className="button button--primary house-slot__spin" disabled={snapshot.hasTag("playing")} onClick={() => send({ type: "round.play" })} data-testid="slot-spin">
          <Trans>Spin</Trans>
        </button>
      </div>
      <ProblemLine snapshot={snapshot} />
      <RoundStatus balance={spin?.balance ?? null} rounds={rounds} errorCode={errorCode} testId="slot-balance" />
      {session && <FairPanel session={session} rounds={rounds} rules={t`Five reels, three rows and ${format.number(session.lines)} lines. A line pays for three, four or five of a symbol from the left; the bet is shared equally by the lines.`} />}
    </section>
  );
}

/** Each fish's look: body colour and size in the pond. */
const FISH_LOOKS: Record<string, { colour: string; size: number }> = {
  clownfish: { colour: "#ff8c42", size: 56 },
  pufferfish: { colour: "#ffd23f", size: 64 },
  turtle: { colour: "#3bb273", size: 76 },
  octopus: { colour: "#c04abc", size: 84 },
  shark: { colour: "#7d8fa8", size: 112 },
  dragon: { colour: "#e4572e", size: 128 },
};

function FishShape({ colour, size }: { colour: string; size: number }) {
  return (
    <svg width={size} height={size * 0.6} viewBox="0 0 100 60" aria-hidden="true">
      <polygon points="78,30 100,8 100,52" fill={colour} opacity="0.85" />
      <ellipse cx="44" cy="30" rx="40" ry="24" fill={colour} />
      <ellipse cx="44" cy="36" rx="30" ry="10" fill="#fff" opacity="0.25" />
      <circle cx="20" cy="24" r="5" fill="#fff" />
      <circle cx="19" cy="24" r="2.5" fill="#111" />
    </svg>
  );
}

function FishPond({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const { t } = useLingui();
  const format = useFormat();
  const { session, result, bet, errorCode, rounds, target } = snapshot.context;
  const shot = result?.engine === "fish" ? result : null;
  const names: Record<string, string> = { clownfish: t`Clownfish`, pufferfish: t`Pufferfish`, turtle: t`Turtle`, octopus: t`Octopus`, shark: t`Shark`, dragon: t`Golden dragon` };
  return (
    <section className="house-slot house-fish" data-testid="house-fish">
      <GameHead title="Ocean King" lobby="/fish" />
      <div className={`fish-pond${snapshot.hasTag("playing") ? " is-firing" : ""}`} data-testid="fish-pond">
        {(session?.fish ?? []).map((fish, index) => {
          const look = FISH_LOOKS[fish.id] ?? { colour: "#8ecae6", size: 64 };
          const outcome = shot?.fish === fish.id ? (shot.caught ? " is-caught" : " is-missed") : "";
          return (
            <button
              key={fish.id}
              type="button"
              className={`fish${target === fish.id ? " is-aimed" : ""}${outcome}`}
              style={{ top: `${8 + ((index * 37) % 70)}%`, animationDelay: `${-index * 2.3}s` }}
              disabled={snapshot.hasTag("playing")}
              onClick={() => send({ type: "round.play", target: fish.id })}
              aria-label={t`Shoot the ${names[fish.id] ?? fish.id}: pays ${format.number(fish.multiplier)} times the bet`}
              data-testid={`fish-${fish.id}`}
            >
              <FishShape colour={look.colour} size={look.size} />
              <span className="fish__pays">×{format.number(fish.multiplier)}</span>
            </button>
          );
        })}
      </div>
      <WinLine win={shot?.win ?? null} idle={t`Choose a bet, then tap a fish to shoot`} testId="fish-win">
        {shot && <span className="muted"> · {shot.caught ? t`${names[shot.fish] ?? shot.fish} caught!` : t`The ${names[shot.fish] ?? shot.fish} got away.`}</span>}
      </WinLine>
      <div className="house-slot__controls">
        <AmountChoice label={t`Bet per shot`} amounts={FISH_BETS} chosen={bet} onChoose={(amount) => send({ type: "bet.change", bet: amount })} />
        <span className="muted">{target ? t`Aimed at: ${names[target] ?? target}, ${format.money(bet)} a shot` : t`Nothing aimed at yet`}</span>
      </div>
      <ProblemLine snapshot={snapshot} />
      <RoundStatus balance={shot?.balance ?? null} rounds={rounds} errorCode={errorCode} testId="fish-balance" />
      {session && <FairPanel session={session} rounds={rounds} rules={t`Each shot costs the bet. A caught fish pays the bet times its number; bigger fish are caught less often, so every shot returns the same on average.`} />}
    </section>
  );
}

const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const SUITS = ["♠", "♥", "♦", "♣"];

function PlayingCard({ card }: { card: number | null }) {
  if (card === null) return <span className="playing-card playing-card--back" aria-hidden="true" />;
  const suit = Math.floor(card / 13);
  const label = `${RANKS[card % 13] ?? ""}${SUITS[suit] ?? ""}`;
  return (
    <span className={`playing-card${suit === 1 || suit === 2 ? " playing-card--red" : ""}`} aria-label={label}>
      <span>{RANKS[card % 13]}</span>
      <span className="playing-card__suit">{SUITS[suit]}</span>
    </span>
  );
}

function CardTable({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const { t } = useLingui();
  const { session, result, bet, errorCode, rounds } = snapshot.context;
  const hand = result?.engine === "cards" ? result : null;
  const handNames = { high: t`High card`, pair: t`Pair`, colour: t`Colour`, sequence: t`Sequence`, pureSequence: t`Pure sequence`, trail: t`Trail` };
  const bets = session ? tableBets(session) : [];
  const row = (who: string, cards: number[] | undefined, name: string | undefined, testId: string) => (
    <div className="card-row" data-testid={testId}>
      <span className="card-row__who">{who}</span>
      <span className="card-row__cards">{(cards ?? [null, null, null]).map((card, index) => <PlayingCard key={index} card={card} />)}</span>
      <span className="card-row__hand">{name ?? ""}</span>
    </div>
  );
  return (
    <section className="house-slot house-cards" data-testid="house-cards">
      <GameHead title="Teen Patti" lobby="/pvp">
        {session?.room && <span className="badge" data-testid="cards-room">{t`Room: ${session.room.name}`}</span>}
      </GameHead>
      <div className="card-felt">
        {row(t`Dealer`, hand?.dealer.cards, hand ? handNames[hand.dealer.name] : undefined, "cards-dealer")}
        {row(t`You`, hand?.player.cards, hand ? handNames[hand.player.name] : undefined, "cards-player")}
      </div>
      <WinLine win={hand?.win ?? null} idle={t`Choose a bet and deal`} testId="cards-win">
        {hand && <span className="muted"> · {hand.outcome === "win" ? t`Your hand wins` : hand.outcome === "tie" ? t`A tie: your bet comes back` : t`The dealer's hand wins`}</span>}
      </WinLine>
      <div className="house-slot__controls">
        <AmountChoice label={t`Bet`} amounts={bets} chosen={bet} onChoose={(amount) => send({ type: "bet.change", bet: amount })} />
        <button type="button" className="button button--primary house-slot__spin" disabled={snapshot.hasTag("playing")} onClick={() => send({ type: "round.play" })} data-testid="cards-deal">
          <Trans>Deal</Trans>
        </button>
      </div>
      <ProblemLine snapshot={snapshot} />
      <RoundStatus balance={hand?.balance ?? null} rounds={rounds} errorCode={errorCode} testId="cards-balance" />
      {session && (
        <FairPanel
          session={session}
          rounds={rounds}
          rules={t`Three cards each from one deck against the dealer's three. Trail beats pure sequence, then sequence, colour, pair and high card. A better hand pays the bet plus 95% of it; equal hands return the bet.`}
        />
      )}
    </section>
  );
}
