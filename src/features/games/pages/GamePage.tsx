// The game page: launches the chosen game for a member, then plays the house slot in the page. Other vendors'
// games are not connected on this install: the page says the game is under maintenance and offers popular games.
import { useEffect, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { AuthDialogsActor, SessionActor, useContentQueries, useGamesFlows } from "../../../app/actors";
import { formatMoney } from "../../../i18n/format";
import { useCatalog } from "../../../i18n/useCatalog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SafeImage } from "../../../ui/SafeImage";
import { CHIPS, totalStake, type BetSpot } from "../../../../machines/houseRoulette.machine";

// Glyphs every system font has (no emoji font is assumed); each symbol also has its own colour.
const SYMBOL_FACES: Record<string, string> = { SEVEN: "7", BAR: "BAR", BELL: "♦", CHERRY: "♥", LEMON: "●", PLUM: "♣" };
const BETS = ["0.50", "1.00", "2.00", "5.00", "10.00"];

export function GamePage({ nodeId, launch, engine }: { nodeId: string | undefined; launch: string | undefined; engine: "slot" | "roulette" | undefined }) {
  useCatalog("games");
  const { t } = useLingui();
  const flows = useGamesFlows();
  const navigate = useNavigate();
  const dialogs = AuthDialogsActor.useActorRef();
  const loading = SessionActor.useSelector((s) => s.hasTag("loading"));
  const member = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? s.context.member : null));
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (launch || loading || !nodeId) return;
    if (!member) {
      dialogs.send({ type: "protected.request", accountType: null });
      return;
    }
    flows.launch(nodeId).then(
      (answer) => void navigate({ to: answer.url, replace: true }),
      (error: unknown) => setFailure(typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : "unknown"),
    );
  }, [launch, loading, nodeId, member, flows, navigate, dialogs]);

  if (launch) return engine === "roulette" ? <HouseRoulette launchToken={launch} /> : <HouseSlot launchToken={launch} />;
  if (failure) return <GameUnavailable maintenance={failure === "game_maintenance"} />;
  return <div className="spinner" role="status" aria-label={t`Loading`} />;
}

/** The amounts a player picks from: a bet, or a chip's value. */
function AmountChoice({ label, amounts, chosen, onChoose }: { label: string; amounts: readonly string[]; chosen: string; onChoose: (amount: string) => void }) {
  const { i18n } = useLingui();
  return (
    <div className="quick-amounts" role="radiogroup" aria-label={label}>
      {amounts.map((amount) => (
        <button key={amount} type="button" role="radio" aria-checked={chosen === amount} className={`chip${chosen === amount ? " is-active" : ""}`} onClick={() => onChoose(amount)}>
          {formatMoney(amount, i18n.locale)}
        </button>
      ))}
    </div>
  );
}

/** Under a house game: the balance after the last round and the rounds played, or why the last one failed. */
function RoundStatus({ balance, spins, errorCode, testId }: { balance: string | null; spins: number; errorCode: string | null; testId: string }) {
  const { i18n, t } = useLingui();
  return (
    <>
      {balance !== null && (
        <p className="balance-line">
          <Trans>Balance</Trans> <strong data-testid={testId}>{formatMoney(balance, i18n.locale)}</strong> · {t`${spins} spins`}
        </p>
      )}
      {errorCode && (
        <p className="form-message form-message--error" role="alert">
          {errorCode === "insufficient_funds" ? t`The balance is not enough for this bet.` : t`The spin did not go through. Please try again.`}
        </p>
      )}
    </>
  );
}

/** A house game's round moved money: the header balance and the wallet lists load again. */
function useBalanceRefresh(actor: { on: (type: "wallet.changed", handler: () => void) => { unsubscribe: () => void } }) {
  const queryClient = useQueryClient();
  const member = SessionActor.useSelector((s) => s.context.member?.account ?? "");
  useEffect(() => {
    const subscription = actor.on("wallet.changed", () => void queryClient.invalidateQueries({ queryKey: ["wallet", member] }));
    return () => subscription.unsubscribe();
  }, [actor, queryClient, member]);
}

/** The launch token was refused (used, expired, another session's): the game must be opened again. */
function GameClosed() {
  const { t } = useLingui();
  return (
    <section className="content-page" data-testid="game-closed">
      <h1>{t`This game link is not valid any more`}</h1>
      <p>{t`Open the game again from the lobby.`}</p>
    </section>
  );
}

function GameUnavailable({ maintenance }: { maintenance: boolean }) {
  const { i18n, t } = useLingui();
  const popular = useQuery(useContentQueries().popular(i18n.locale)).data ?? [];
  return (
    <section className="content-page" data-testid="game-unavailable">
      <h1>{maintenance ? t`This game is under maintenance` : t`The game could not be opened`}</h1>
      <p className="muted">{t`Try one of the popular games meanwhile.`}</p>
      <div className="game-grid">
        {popular.slice(0, 8).map((game) => (
          <a key={game.nodeId} className="game-tile" href={`/game?nodeId=${encodeURIComponent(game.nodeId)}&vendor=${game.vassalage}`}>
            <span className="game-tile__art">
              <SafeImage src={game.iconUrl} alt="" loading="lazy" width={200} height={200} />
            </span>
            <span className="game-tile__name">{game.gameName}</span>
          </a>
        ))}
      </div>
    </section>
  );
}

function HouseSlot({ launchToken }: { launchToken: string }) {
  const { i18n, t } = useLingui();
  const flows = useGamesFlows();
  const navigate = useNavigate();
  const actor = useActorRef(flows.houseSlot, { input: { launchToken } });
  useBalanceRefresh(actor);
  const state = useSelector(actor, (s) => s);
  const { session, result, bet, problem, errorCode, spins } = state.context;

  if (state.matches("closed")) return <GameClosed />;
  const reels = result?.reels ?? [0, 1, 2, 3, 4].map(() => ["SEVEN", "BAR", "BELL"]);
  const winningLines = new Set(result?.wins.map((win) => win.line));
  const leave = () => {
    if (window.confirm(t`Are you sure you want to leave the game?`)) void navigate({ to: "/rng" });
  };
  return (
    <section className="house-slot" data-testid="house-slot">
      <header className="house-slot__head">
        <h1>Tala Fortune</h1>
        <button type="button" className="button button--ghost" onClick={leave}>
          <Trans>Leave the game</Trans>
        </button>
      </header>
      <div className={`house-slot__reels${state.hasTag("spinning") ? " is-spinning" : ""}`} data-testid="slot-reels" aria-live="polite">
        {reels.map((column, reel) => (
          <div key={reel} className="house-slot__reel">
            {column.map((symbol, row) => (
              <span key={row} className={`house-slot__symbol house-slot__symbol--${symbol.toLowerCase()}`} aria-label={symbol}>
                {SYMBOL_FACES[symbol] ?? symbol}
              </span>
            ))}
          </div>
        ))}
      </div>
      <p className="house-slot__win" data-testid="slot-win">
        {result ? (result.win === "0.00" ? t`No win this time` : t`You won ${formatMoney(result.win, i18n.locale)}`) : t`Choose a bet and spin`}
        {winningLines.size > 0 && <span className="muted"> · {t`${winningLines.size} winning lines`}</span>}
      </p>
      <div className="house-slot__controls">
        <AmountChoice label={t`Bet`} amounts={BETS} chosen={bet} onChoose={(amount) => actor.send({ type: "bet.change", bet: amount })} />
        <button type="button" className="button button--primary house-slot__spin" disabled={!state.hasTag("playable") || state.hasTag("spinning")} onClick={() => actor.send({ type: "spin" })} data-testid="slot-spin">
          <Trans>Spin</Trans>
        </button>
      </div>
      {problem && <p className="form-message form-message--error" role="alert">{t`That bet is outside this game's limits.`}</p>}
      <RoundStatus balance={result?.balance ?? null} spins={spins} errorCode={errorCode} testId="slot-balance" />
      {session && (
        <details className="house-slot__fair">
          <summary>{t`Provably fair`}</summary>
          <p>{t`Return to player: ${(session.rtp * 100).toFixed(2)}% over ${session.lines} lines.`}</p>
          <p>
            {t`Server seed hash`}: <code>{session.serverSeedHash}</code>
          </p>
          <p>
            {t`Client seed`}: <code>{session.clientSeed}</code> · {t`Next nonce`}: <code>{session.nonce + spins}</code>
          </p>
        </details>
      )}
    </section>
  );
}

const RED_POCKETS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

function HouseRoulette({ launchToken }: { launchToken: string }) {
  const { i18n, t } = useLingui();
  const flows = useGamesFlows();
  const actor = useActorRef(flows.houseRoulette, { input: { launchToken } });
  useBalanceRefresh(actor);
  const state = useSelector(actor, (s) => s);
  const { bets, chip, result, errorCode, spins, session } = state.context;
  if (state.matches("closed")) return <GameClosed />;
  const stakeOn = (spot: BetSpot) => bets.find((bet) => bet.kind === spot.kind && bet.number === spot.number && bet.which === spot.which)?.amount;
  const spotButton = (spot: BetSpot, label: string, className: string) => (
    <button type="button" className={`roulette__spot ${className}`} onClick={() => actor.send({ type: "bet.place", spot })} aria-label={t`Bet on ${label}`}>
      <span>{label}</span>
      {stakeOn(spot) && <span className="roulette__chip">{formatMoney(stakeOn(spot) ?? "0", i18n.locale)}</span>}
    </button>
  );
  return (
    <section className="house-slot roulette" data-testid="house-roulette">
      <header className="house-slot__head">
        <h1>Tala Roulette</h1>
        {result && (
          <span className={`roulette__pocket roulette__pocket--${result.colour}`} data-testid="roulette-pocket">
            {result.pocket}
          </span>
        )}
      </header>
      <div className="roulette__board">
        {spotButton({ kind: "straight", number: 0 }, "0", "roulette__spot--green roulette__spot--zero")}
        {Array.from({ length: 36 }, (_, i) => i + 1).map((n) => (
          <span key={n}>{spotButton({ kind: "straight", number: n }, String(n), RED_POCKETS.has(n) ? "roulette__spot--red" : "roulette__spot--black")}</span>
        ))}
      </div>
      <div className="roulette__outside">
        {spotButton({ kind: "dozen", which: 1 }, "1–12", "")}
        {spotButton({ kind: "dozen", which: 2 }, "13–24", "")}
        {spotButton({ kind: "dozen", which: 3 }, "25–36", "")}
        {spotButton({ kind: "low" }, "1–18", "")}
        {spotButton({ kind: "even" }, t`Even`, "")}
        {spotButton({ kind: "red" }, t`Red`, "roulette__spot--red")}
        {spotButton({ kind: "black" }, t`Black`, "roulette__spot--black")}
        {spotButton({ kind: "odd" }, t`Odd`, "")}
        {spotButton({ kind: "high" }, "19–36", "")}
      </div>
      <p className="house-slot__win" data-testid="roulette-win">
        {result ? (result.win === "0.00" ? t`No win this time` : t`You won ${formatMoney(result.win, i18n.locale)}`) : t`Place your chips and spin`}
      </p>
      <div className="house-slot__controls">
        <AmountChoice label={t`Chip`} amounts={CHIPS} chosen={chip} onChoose={(value) => actor.send({ type: "chip.select", chip: value })} />
        <span>
          {t`Stake`}: <strong>{formatMoney(totalStake(bets), i18n.locale)}</strong>
        </span>
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: "bets.clear" })}>
          <Trans>Clear</Trans>
        </button>
        <button type="button" className="button button--primary house-slot__spin" disabled={bets.length === 0 || state.hasTag("spinning")} onClick={() => actor.send({ type: "spin" })} data-testid="roulette-spin">
          <Trans>Spin</Trans>
        </button>
      </div>
      <RoundStatus balance={result?.balance ?? null} spins={spins} errorCode={errorCode} testId="roulette-balance" />
      {session && (
        <details className="house-slot__fair">
          <summary>{t`Provably fair`}</summary>
          <p>
            {t`Server seed hash`}: <code>{session.serverSeedHash}</code>
          </p>
        </details>
      )}
    </section>
  );
}
